// Soor (VV165 §12): the battle's special rules, pending until written here
// (docs/special-rules.md). Its western exits and 12.00 objectives are
// generic "exit" and "timed_objectives" tables.
#include "special/battles.h"

namespace bohemia {

void add_soor_rules(RuleCatalog& c) {
  c.pending("soor_grivicic_receiving_orders", "VV165 §12.1.4",
            "a formation's marker goes into the cup only from an hour (Hook::MarkerAvailable)");
  c.pending(
      "soor_austrian_plan", "VV165 §12.1.5",
      "until an hour no unit of a side may end a move, advance or evasion in some hexes (Hook::MayEndMove)");
  c.pending("soor_austrian_line_of_retreat", "VV165 §12.1.3",
            "a side's line of retreat changes at an hour (Hook::RetreatEdge)");
  c.pending("soor_trapped_austrians", "VV165 §12.4.1",
            "trapped Austrian steps and commanders add to the Prussian's loss VP (Hook::Score)");
  c.pending("soor_austrian_steps_on_map", "VV165 §12.4.1",
            "the Austrian loses 1 VP per 4 steps still on the map, rounded up (Hook::Score)");
}

}  // namespace bohemia
