// Gitschin (VV174 §12): the battle's special rules, pending until written
// here (docs/special-rules.md). Its exits and 19.00 objectives are generic
// "exit" and "timed_objectives" tables; its night is the scenario's [night].
#include "special/battles.h"

namespace bohemia {

void add_gitschin_rules(RuleCatalog& c) {
  const char* k[][3] = {
      {"gitschin_prussian_command_without_cinc", "VV174 §12.1.4",
       "Prussian formations always in command, initiative as if 2 (Hook::CommanderInCommand, "
       "InitiativeWithoutCinc)"},
      {"gitschin_first_turn_initiative", "VV174 §12.1.4",
       "Prussian initiative on 16.00 (Hook::InitiativeWinner)"},
      {"gitschin_clam_gallas_start", "VV174 §12.2",
       "player option: Clam-Gallas and Albert in either Gitschin hex"},
      {"gitschin_clam_gallas_tied_to_gitschin", "VV174 §12.1.5",
       "Clam-Gallas stays in Gitschin until a Prussian unit comes adjacent (Hook::MayEndMove)"},
      {"gitschin_cinc_commands_own_nation", "VV174 §12.1.5",
       "each commander-in-chief commands his own nation"},
      {"gitschin_held_back_markers", "VV174 §12.1.5",
       "markers held back until contact (Hook::MarkerAvailable)"},
      {"gitschin_austrian_disorganisation", "VV174 §12.1.6", "units that never rally (Hook::MayRally)"},
      {"gitschin_austrian_infantry_penalty", "VV174 §12.1.6",
       "-1 morale and -1 column for Austrian infantry (Hook::MoraleModifier, ColumnModifier)"},
      {"gitschin_night_surrender", "VV174 §12.1.7",
       "Austro-Saxon units entering an enemy ZoC at night may surrender (Hook::UnitPlaced, Tasks)"},
      {"gitschin_entered", "VV174 §12.4.1", "+2 VP if a Prussian unit entered Gitschin by 19.00"},
      {"gitschin_clam_gallas_captured", "VV174 §12.4.1", "+1 VP if Clam-Gallas is captured"},
      {"gitschin_retreat_edge_by_formation", "VV174 §12.1.3",
       "lines of retreat by division (Hook::RetreatEdge)"},
  };
  for (const auto& e : k) c.pending(e[0], e[1], e[2]);
}

}  // namespace bohemia
