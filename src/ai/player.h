// A computer player of any system, as the command line, the server and
// (later) the Python module use it: given a game waiting for a seat's
// decision, it returns one of that seat's legal actions.
//
// Why one interface: the tournament pits any two players against each
// other, the server gives a seat to any of them, and a level ("normal") is
// only a player with a budget. A player never reads what its seat may not
// know: it looks at the legal actions offered to the seat, and searches
// over states drawn by GameState::resample(seat, …), never over the true
// state (for GBN3: never the seed of the dice to come).
//
// One player object serves one game at a time (it may start threads of its
// own); make one per game or per worker thread.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "engine/game_state.h"

namespace bohemia::ai {

// How long a player may think about one decision: a time budget (seconds,
// 0: none) and an iteration budget (0: none), whichever ends first; the
// iteration budget alone makes play reproducible (same seed, same game).
// `threads`: root-parallel search trees run at once (at least 1).
struct Budget {
  double seconds = 0;
  long iterations = 0;
  int threads = 1;
};

// What a player decided, and what it cost.
struct Decision {
  engine::Action action;
  double value = 0;            // its estimate of the chosen action for the seat, in [-1, 1]
  long iterations = 0;         // search iterations (or evaluations) spent
  double seconds = 0;          // wall-clock time of the decision
  std::size_t tree_bytes = 0;  // memory of the search trees at the end
  std::size_t candidates = 0;  // legal actions considered
};

class Player {
 public:
  virtual ~Player() = default;
  // "random", "greedy", "mcts:normal"…
  virtual std::string name() const = 0;
  // The decision of the seat to act in `g`, which must wait for a decision.
  virtual Decision decide(const engine::GameState& g) = 0;
};

// A player by its name: random, greedy, easy, normal, hard (the levels of the
// search AI kept: ai/levels.h, the planner), or a design and a level
// ("plan:normal", "mcts:normal"). A level plays on its iteration budget (reproducible)
// unless a budget follows after '@': "normal@time" (the level's time
// budget), "normal@it=400", "hard@s=5", "normal@it=200,threads=2".
// nullptr and `error` set when the name means nothing. `seed` seeds the
// player's own generator (never the game's).
std::unique_ptr<Player> make_player(const std::string& spec, std::uint64_t seed, std::string* error);

}  // namespace bohemia::ai
