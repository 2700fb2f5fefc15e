// Each battle's (and campaign's) list of special-rule kinds, in its own
// file src/special/<battle>.cpp; rule_catalog() joins them.
#pragma once

#include "gbn3/special/rule_catalog.h"

namespace bohemia {

void add_generic_rules(RuleCatalog& c);  // exits, timed objectives, notes (generic.cpp)
void add_nachod_rules(RuleCatalog& c);
void add_skalitz_rules(RuleCatalog& c);
void add_nachod_skalitz_rules(RuleCatalog& c);
void add_trautenau_rules(RuleCatalog& c);
void add_soor_rules(RuleCatalog& c);
void add_trautenau_soor_rules(RuleCatalog& c);
void add_munchengratz_rules(RuleCatalog& c);
void add_gitschin_rules(RuleCatalog& c);
void add_munchengratz_gitschin_rules(RuleCatalog& c);

}  // namespace bohemia
