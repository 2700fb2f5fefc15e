// Nachod (VV157 §11): the battle's special rules. Each kind is pending (the
// data describes it, no code plays it yet) until its class is written here:
// then `c.pending(...)` becomes `c.add<Class>(...)` (docs/special-rules.md).
#include "special/battles.h"

namespace bohemia {

void add_nachod_rules(RuleCatalog& c) {
  c.pending(
      "nachod_random_end", "VV157 §11.1.1",
      "from the end of 16.00, 1d6 + a growing modifier >= 3 at the end of each turn ends the battle (A-30)");
}

}  // namespace bohemia
