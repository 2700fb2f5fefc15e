// The stand-in computer opponent: a uniformly random legal decision.
#pragma once

#include "game/game.h"
#include "game/rng.h"

namespace bohemia {

class RandomPlayer {
 public:
  explicit RandomPlayer(std::uint64_t seed) : rng_(seed) {}
  Action choose(const Game& g) {
    const std::vector<Action>& legal = g.legal_actions();
    return legal[rng_.below(static_cast<std::uint32_t>(legal.size()))];
  }

 private:
  Rng rng_;
};

}  // namespace bohemia
