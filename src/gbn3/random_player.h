// Random legal play on a GBN3 Game itself, without the game interface: the
// rules tests and the benchmarks (BM_RandomGame, the bench signature) play
// through it. The same draws as engine::RandomPlayer, so a game played
// either way is the same game.
#pragma once

#include <string>
#include <vector>

#include "core/rng.h"
#include "gbn3/game.h"

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

// One random game to the end; returns the number of actions applied.
inline long long play_random_game(Game& g, std::uint64_t player_seed, bool check,
                                  std::vector<std::string>* violations) {
  RandomPlayer player(player_seed);
  long long n = 0;
  while (!g.over()) {
    Action a = g.actor().kind == ActorKind::Chance ? g.sample_chance() : player.choose(g);
    if (auto err = g.apply(a)) {
      if (violations) violations->push_back("refused its own legal action: " + *err);
      break;
    }
    ++n;
    if (check)
      for (auto& v : g.check_invariants())
        if (violations) violations->push_back(v);
  }
  return n;
}

}  // namespace bohemia
