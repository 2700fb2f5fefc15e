// Every kind of special rule the engine knows, by name: its parser (the
// rule class's constructor from its parameters) or, for a rule not written
// yet, nothing (pending). A scenario table [special.<name>] is of the kind
// <name>, or of the kind its `kind` key names (so that one kind, e.g. the
// generic "exit", serves several tables and scenarios).
//
// The catalog is built once from the lists of each battle's file
// (src/special/<battle>.cpp): adding a rule means adding its class and one
// line to its battle's list, nothing in the core.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace bohemia {

class RuleParams;
class SpecialRule;

struct RuleKind {
  std::string name;
  std::string section;  // where it is printed, e.g. "VV165 §11.1.5"; "" for generic kinds
  std::string summary;  // what it does, one line (bohemia validate, docs)
  // Builds the rule from its table; empty for a pending kind.
  std::function<std::shared_ptr<SpecialRule>(RuleParams&)> make;
  bool pending() const { return !make; }
};

class RuleCatalog {
 public:
  // A kind implemented by class R, constructed as R(RuleParams&).
  template <class R>
  void add(std::string name, std::string section, std::string summary) {
    kinds_.push_back({std::move(name), std::move(section), std::move(summary),
                      [](RuleParams& p) -> std::shared_ptr<SpecialRule> { return std::make_shared<R>(p); }});
  }
  // A kind the text prints and the data describes, with no code yet.
  void pending(std::string name, std::string section, std::string summary) {
    kinds_.push_back({std::move(name), std::move(section), std::move(summary), {}});
  }
  const RuleKind* find(std::string_view name) const;
  const std::vector<RuleKind>& kinds() const { return kinds_; }

 private:
  std::vector<RuleKind> kinds_;
};

// The catalog of every battle's rules (built on first use, then immutable).
const RuleCatalog& rule_catalog();

}  // namespace bohemia
