// The special rules of one scenario (or day of a campaign): every
// [special.<name>] table of its file, parsed, with for each hook the rules
// that implement it, and the tables whose kind has no code yet (pending).
// Part of the immutable Scenario; rule instances are shared by its copies.
#pragma once

#include <array>
#include <memory>
#include <string>
#include <vector>

#include "gbn3/special/hook.h"

namespace bohemia {

class SpecialRule;

// A [special.<name>] table whose kind the catalog knows but no code
// implements yet: the scenario plays without it and says so.
struct PendingRule {
  std::string name, kind, section;
  int line = 0;  // of its table in the file
};

class RuleSet {
 public:
  RuleSet();
  ~RuleSet();
  RuleSet(const RuleSet&);
  RuleSet& operator=(const RuleSet&);

  // Takes a parsed rule: its index, hooks and state slots are assigned here.
  void add(std::shared_ptr<SpecialRule> rule);
  void add_pending(PendingRule p) { pending_.push_back(std::move(p)); }

  // The rules implementing a hook, in the order of the file.
  const std::vector<const SpecialRule*>& with(Hook h) const { return by_hook_[static_cast<std::size_t>(h)]; }
  bool any(Hook h) const { return !with(h).empty(); }
  int size() const { return static_cast<int>(rules_.size()); }
  const SpecialRule& at(int i) const { return *rules_[static_cast<std::size_t>(i)]; }
  const SpecialRule* find(std::string_view name) const;
  const std::vector<PendingRule>& pending() const { return pending_; }
  // The ints of State::rule_vars all the rules own.
  int state_size() const { return state_size_; }

 private:
  void index();
  std::vector<std::shared_ptr<const SpecialRule>> rules_;
  std::array<std::vector<const SpecialRule*>, static_cast<std::size_t>(Hook::kCount)> by_hook_;
  std::vector<PendingRule> pending_;
  int state_size_ = 0;
};

}  // namespace bohemia
