#include "gbn3/special/rule_set.h"

#include "gbn3/special/special_rule.h"

namespace bohemia {

RuleSet::RuleSet() = default;
RuleSet::~RuleSet() = default;
RuleSet::RuleSet(const RuleSet& o) : rules_(o.rules_), pending_(o.pending_), state_size_(o.state_size_) {
  index();
}
RuleSet& RuleSet::operator=(const RuleSet& o) {
  rules_ = o.rules_;
  pending_ = o.pending_;
  state_size_ = o.state_size_;
  index();
  return *this;
}

void RuleSet::add(std::shared_ptr<SpecialRule> rule) {
  rule->index_ = size();
  rule->state_offset_ = state_size_;
  state_size_ += rule->state_size_;
  rules_.push_back(std::move(rule));
  index();
}

void RuleSet::index() {
  for (auto& v : by_hook_) v.clear();
  for (const auto& r : rules_)
    for (std::size_t h = 0; h < by_hook_.size(); ++h)
      if (r->implements(static_cast<Hook>(h))) by_hook_[h].push_back(r.get());
}

const SpecialRule* RuleSet::find(std::string_view name) const {
  for (const auto& r : rules_)
    if (r->name() == name) return r.get();
  return nullptr;
}

}  // namespace bohemia
