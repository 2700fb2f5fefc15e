// What every search player needs: its own generator's streams, chance
// drawn or weighed by the probabilities the game gives (never by the game's
// own generator: its seed is what no seat may know), and a deadline.
#pragma once

#include <chrono>
#include <cstdint>
#include <utility>
#include <vector>

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

// Whether an action declines to act: ends a phase or a list, leaves a unit
// where it stands, passes a choice (the notation's first word is "end",
// "stay" or "pass": GBN3's "end move", "end assaults"; Musket & Saber's
// "end", "stay", "pass"). The systems list these first, so a player that
// broke ties by the list's order would end its phase whenever its
// evaluation cannot tell the choices apart (a unit chosen to move changes
// nothing until it has moved) and never march.
bool declines(const engine::GameState& g, const engine::Action& a);

// The best of actions scored one at a time, for the seat that chooses: the
// higher value; among equal values an action that acts over one that
// declines (declines()), else the first offered (the game's order; with
// the same seed, the same choice).
class BestPick {
 public:
  explicit BestPick(const engine::GameState& g) : g_(g) {}
  // True when (v, a) becomes the best.
  bool offer(double v, const engine::Action& a);
  bool any() const { return any_; }
  double value() const { return value_; }
  const engine::Action& action() const { return action_; }

 private:
  const engine::GameState& g_;
  bool any_ = false;
  double value_ = 0;
  engine::Action action_;
  int declines_ = -1;  // of the best: -1 not read yet
};

// Orders scored legal indices of `g` best first: higher value, then an
// action over a decline, then as they came.
void sort_best_first(const engine::GameState& g, std::vector<std::pair<double, std::size_t>>& scored);

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
