// Where the referee's dice come from: the players' own (given in order), or
// the seeded generator so that (roster, request, seed) always replays. The
// command line adds a third kind that asks at the terminal.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/rng.h"

namespace bohemia::mini {

class Dice {
 public:
  virtual ~Dice() = default;
  // One d6 for `what`, or nullopt with the reason in *error.
  virtual std::optional<int> d6(const std::string& what, std::string* error) = 0;
};

// The players' dice, in the order the referee asks for them.
class GivenDice : public Dice {
 public:
  explicit GivenDice(std::vector<int> dice) : dice_(std::move(dice)) {}
  std::optional<int> d6(const std::string& what, std::string* error) override;
  std::size_t used() const { return pos_; }
  std::size_t size() const { return dice_.size(); }

 private:
  std::vector<int> dice_;
  std::size_t pos_ = 0;
};

class SeededDice : public Dice {
 public:
  explicit SeededDice(std::uint64_t seed) : rng_(seed) {}
  std::optional<int> d6(const std::string&, std::string*) override {
    return static_cast<int>(rng_.below(6)) + 1;
  }

 private:
  Rng rng_;
};

}  // namespace bohemia::mini
