// The Nachod-Skalitz campaign (VV157 §13): its special rules, pending until
// written here (docs/campaigns/nachod-skalitz.md).
#include "special/battles.h"

namespace bohemia {

void add_nachod_skalitz_rules(RuleCatalog& c) {
  c.pending("nachod_skalitz_benedek_order", "VV157 §13.1",
            "between the days, 1d6 + the day-1 result decides the day-2 victory conditions and the VI corps' "
            "retreat");
  c.pending("nachod_skalitz_disengagement", "VV157 §13.2",
            "between the days, units in enemy ZoC on protection-1 hexes retreat; the loser's test morale");
  c.pending("nachod_skalitz_austrian_withdrawal", "VV157 §13.2",
            "under the Skalitz conditions, Austrian units move up to twice their allowance away from the "
            "east edge");
}

}  // namespace bohemia
