#include "gbn3/special/rule_catalog.h"

#include "gbn3/special/battles.h"

namespace bohemia {

const RuleKind* RuleCatalog::find(std::string_view name) const {
  for (const RuleKind& k : kinds_)
    if (k.name == name) return &k;
  return nullptr;
}

namespace {

RuleCatalog build() {
  RuleCatalog c;
  add_generic_rules(c);
  add_nachod_rules(c);
  add_skalitz_rules(c);
  add_nachod_skalitz_rules(c);
  add_trautenau_rules(c);
  add_soor_rules(c);
  add_trautenau_soor_rules(c);
  add_munchengratz_rules(c);
  add_gitschin_rules(c);
  add_munchengratz_gitschin_rules(c);
  return c;
}

}  // namespace

const RuleCatalog& rule_catalog() {
  static const RuleCatalog catalog = build();
  return catalog;
}

}  // namespace bohemia
