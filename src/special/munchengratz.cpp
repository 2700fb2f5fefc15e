// Münchengrätz (VV174 §11): the battle's special rules, pending until
// written here (docs/special-rules.md). Its exits and 12.00 objectives are
// generic "exit" and "timed_objectives" tables.
#include "special/battles.h"

namespace bohemia {

void add_munchengratz_rules(RuleCatalog& c) {
  const char* k[][3] = {
      {"munchengratz_prussian_command", "VV174 §11.1.4",
       "IR.56 always in command; Prussian initiative on the first turn (Hook::UnitInCommand, "
       "InitiativeWinner)"},
      {"munchengratz_prussian_command_without_cinc", "VV174 §11.1.4, A-39",
       "Prussian formation commanders always in command (Hook::CommanderInCommand)"},
      {"munchengratz_austrian_command", "VV174 §11.1.5",
       "Leiningen always in command, Abele within Leiningen's line (Hook::CommanderInCommand)"},
      {"munchengratz_bridge_burning", "VV174 §11.1.5",
       "burning the Münchengrätz bridge and putting it out (Hook::Actions, Tasks, Rules::set_hexside)"},
      {"munchengratz_ford_search", "VV174 §11.1.5", "searching the Iser for a ford (Hook::Actions, Tasks)"},
      {"munchengratz_pontoon", "VV174 §11.1.5",
       "laying a pontoon on the Iser (Hook::Actions, EndOfTurn, Score)"},
      {"munchengratz_retreat_over_ford", "VV174 §11.1.5",
       "+1 step loss retreating across a ford (Hook::RetreatLoss)"},
      {"munchengratz_austrian_west_bank_penalty", "VV174 §11.4.1",
       "-1 VP per Austrian unit on the western bank at 12.00 (Hook::EndOfTurn, Score)"},
      {"munchengratz_austrian_units_left_on_map", "VV174 §11.4.1",
       "-1 VP per pair of Austrian units on the map at 14.00 (Hook::Score)"},
      {"munchengratz_prussian_disorganised_penalty", "VV174 §11.4.1",
       "-1 VP per pair of disorganised Prussian units at 14.00 (Hook::Score)"},
      {"munchengratz_ir40_later_entry", "VV174 §11.3", "player option: the 40th IR one turn later at 0401"},
  };
  for (const auto& e : k) c.pending(e[0], e[1], e[2]);
}

}  // namespace bohemia
