// The Münchengrätz-Gitschin campaign (VV174 §13): its special rules, pending
// until written here (docs/campaigns/munchengratz-gitschin.md).
#include "special/battles.h"

namespace bohemia {

void add_munchengratz_gitschin_rules(RuleCatalog& c) {
  c.pending("munchengratz_gitschin_carried_losses", "VV174 §13",
            "the Austrian keeps his Münchengrätz losses; the day-1 result sets the Gitschin penalties");
}

}  // namespace bohemia
