#include "mini/dice.h"

#include <fmt/format.h>

namespace bohemia::mini {

std::optional<int> GivenDice::d6(const std::string& what, std::string* error) {
  if (pos_ >= dice_.size()) {
    *error = fmt::format("the dice given ran out: {} needs die number {} (given {})", what, pos_ + 1,
                         dice_.size());
    return std::nullopt;
  }
  int d = dice_[pos_++];
  if (d < 1 || d > 6) {
    *error = fmt::format("die number {} is {}: a d6 shows 1 to 6", pos_, d);
    return std::nullopt;
  }
  return d;
}

}  // namespace bohemia::mini
