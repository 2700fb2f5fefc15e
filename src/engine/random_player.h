// The uniformly random legal player: the computer seat until a search AI
// plays, and the engine's soak test (self-play).
#pragma once

#include "core/rng.h"
#include "engine/game_state.h"

namespace bohemia::engine {

class RandomPlayer {
 public:
  explicit RandomPlayer(std::uint64_t seed) : rng_(seed) {}
  // A legal decision of the seat to act (the state waits for a decision).
  Action choose(const GameState& g) {
    return g.legal_action(rng_.below(static_cast<std::uint32_t>(g.num_legal_actions())));
  }

 private:
  Rng rng_;
};

// The server's computer seat picks as a function of the game's seed and the
// number of actions so far, like the dice, so that a restarted server
// replays alike (salted so that it does not repeat the dice).
Action seeded_random_choice(const GameState& g);

}  // namespace bohemia::engine
