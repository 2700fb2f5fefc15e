// Skalitz (VV157 §12): the battle's special rules. Its 13.00 bonus is a
// generic "timed_objectives" table; nothing of its own is left to write.
// A kind of its own is added here (docs/special-rules.md).
#include "gbn3/special/battles.h"

namespace bohemia {

void add_skalitz_rules(RuleCatalog&) {}

}  // namespace bohemia
