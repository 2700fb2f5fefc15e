// The Münchengrätz-Gitschin campaign (VV174 §13): the campaign's own rule.
#pragma once

#include <vector>

#include "gbn3/special/special_rule.h"

namespace bohemia {

class RuleParams;

// §13: the losses day 1 leaves are kept on day 2; the losses of a day-1
// counter that is part of a larger day-2 counter pass to it.
class CarriedLosses : public SpecialRule {
 public:
  explicit CarriedLosses(RuleParams& p);
  struct Merge {
    int from = -1, into = -1;
  };
  Side side = Side::Austria;
  std::vector<Merge> merges;
  void at_game_start(RuleEffects& fx) const override;
};

}  // namespace bohemia
