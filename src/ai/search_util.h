// What every search player needs: its own generator's streams, chance
// drawn or weighed by the probabilities the game gives (never by the game's
// own generator: its seed is what no seat may know), and a deadline.
#pragma once

#include <chrono>
#include <cstdint>

#include "ai/player.h"
#include "core/rng.h"
#include "engine/game_state.h"

namespace bohemia::ai {

// A stream of the player's generator for one purpose (decision, tree,
// determinization): the same inputs, the same stream.
std::uint64_t mix(std::uint64_t a, std::uint64_t b);

// A chance outcome drawn with its probability, from `rng`.
engine::Action draw_chance(const engine::GameState& s, Rng& rng);

// Applies chance outcomes drawn from `rng` until a decision or the end.
// False if the game refused one (a bug in the system: the caller stops).
bool settle_chance(engine::GameState& s, Rng& rng);

// The evaluation for `seat` once the pending chance is resolved, chance in
// expectation: every outcome weighed by its probability while at most
// `leaves` states are evaluated, then drawn from `rng`. Counts the
// evaluations in `evals`.
double expected_value(const engine::GameState& s, engine::Seat seat, int leaves, Rng& rng, long& evals);

// The end of a time budget (none when seconds <= 0).
class Deadline {
 public:
  explicit Deadline(double seconds);
  bool passed() const;
  double elapsed() const;

 private:
  std::chrono::steady_clock::time_point start_, end_;
  bool none_;
};

}  // namespace bohemia::ai
