// One game of any system, as everything outside the system speaks to it: the
// server, the command line, saves, self-play and the computer players. The
// shape is OpenSpiel's State: who acts, the legal actions, chance outcomes
// with their probabilities, apply, a cheap clone, a hash, returns at the end,
// and what each seat may know (views, events, queries) with a resample of
// everything a seat cannot see.
//
// A game is a state machine: it waits either for one seat's decision, with
// the full list of legal actions, or for chance; or it is over. Dice come
// from the game's seeded generator as a function of (seed, action count), so
// (scenario, seed, actions) always replays. Every refusal cites the rule.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/action.h"

namespace bohemia::engine {

class System;

// A seat is one of a system's sides, numbered in the order of
// SystemInfo::seats. Two more audiences read a game: a spectator, who may
// know what every seat may know, and the referee (the server's own records
// and a full save), who knows everything.
using Seat = int;
constexpr Seat kSpectator = -1;
constexpr Seat kReferee = -2;

enum class ActorKind : std::uint8_t { Decision, Chance, Terminal };

// Who the game waits for.
struct Actor {
  ActorKind kind = ActorKind::Terminal;
  Seat seat = kSpectator;  // for a decision
};

struct ChanceOutcome {
  Action action;
  double probability = 0;
};

// How a game ended (or stands): the winner (kSpectator for none), the
// system's level ("major", "minor", "tied"…), the key self-play counts
// results by ("prussia major", "tied"), each seat's victory points, and
// what decided it when the tally of points did not: the rule that ended the
// game or the condition met, with its section ("Bonin panicked (VV165
// §11.4.2)"); empty when the points at the end decided.
struct Outcome {
  Seat winner = kSpectator;
  std::string level;
  std::string key;
  std::vector<int> vp;
  std::string reason;
};

// The answer to a client's query (reach, line of sight, odds), or why there
// is none: a malformed request, an unknown name, or a refusal citing a rule.
struct QueryAnswer {
  enum class Status : std::uint8_t { Ok, BadRequest, NotFound, Refused };
  Status status = Status::Ok;
  nlohmann::json body;  // the answer; for an error {"error", "section"?}
  static QueryAnswer ok(nlohmann::json j) { return {Status::Ok, std::move(j)}; }
  static QueryAnswer error(Status s, std::string message, std::string section = "");
};

using QueryArgs = std::map<std::string, std::string>;

class GameState {
 public:
  virtual ~GameState() = default;

  virtual const System& system() const = 0;
  virtual const std::string& scenario_id() const = 0;
  virtual std::uint64_t seed() const = 0;

  // ---- the state machine
  virtual Actor actor() const = 0;
  bool over() const { return actor().kind == ActorKind::Terminal; }
  // The complete list of legal decisions of the seat to act (none unless
  // actor() is a decision), read one by one without a copy.
  virtual std::size_t num_legal_actions() const = 0;
  virtual Action legal_action(std::size_t i) const = 0;
  std::vector<Action> legal_actions() const;
  // The pending chance event: its outcomes with their probabilities (empty
  // unless actor() is chance), what it is in words ("d6", "2d6", "a
  // marker"), and the outcome the game's generator draws for it.
  virtual std::vector<ChanceOutcome> chance_outcomes() const = 0;
  virtual std::string chance_description() const = 0;
  virtual Action sample_chance() = 0;
  // Applies a decision or a chance outcome; an error citing the rule when
  // it is not legal now, the game then unchanged.
  virtual std::optional<std::string> apply(const Action& a) = 0;

  // ---- notation (the system's docs/…/notation.md)
  virtual std::string notation(const Action& a) const = 0;
  virtual std::optional<Action> parse(std::string_view text, std::string* error) const = 0;
  // A short key that groups many similar actions in a long list ("move
  // p-1gren"), or "" (the terminal's list of choices).
  virtual std::string action_group(const Action& a) const = 0;

  // ---- for search and checks
  // A copy that plays on alike but keeps no log and no records for views:
  // cheap, for the computer players.
  virtual std::unique_ptr<GameState> clone() const = 0;
  virtual std::size_t action_count() const = 0;
  virtual Action history(std::size_t i) const = 0;
  virtual std::uint64_t hash() const = 0;
  virtual std::vector<std::string> check_invariants() const = 0;
  // How the game ended (while it runs: as it stands now).
  virtual Outcome outcome() const = 0;
  // Per seat, at the end: the system's utility in [-1, 1], summing to 0.
  virtual std::vector<double> returns() const = 0;
  // A full state consistent with everything `seat` may know, the rest drawn
  // with `rng_seed`: the positions of hidden units, and the seed of the dice
  // still to come (no seat knows it). A game without hidden units gives a
  // copy with another seed.
  virtual std::unique_ptr<GameState> resample(Seat seat, std::uint64_t rng_seed) const = 0;
  virtual void set_logging(bool on) = 0;

  // ---- for the computer players (src/ai)
  // A heuristic value of the game for `seat`, on the scale of returns() (in
  // [-1, 1]): what that seat may expect at the end as the game stands now.
  // It reads only what `seat` may know. Default: returns() at the end, 0
  // before (a system without an evaluation gives the players no guidance).
  virtual double evaluate(Seat seat) const;
  // The piece an action moves or acts with, as a small key (0: none): the
  // players group a long list of decisions by it (macro actions: a piece,
  // then where it goes). Default: none.
  virtual std::uint32_t action_piece(const Action&) const { return 0; }
  // A key of the stretch of play the game is in, which a planner looks to
  // the end of: it changes when that stretch ends (GBN3: one formation's
  // activation, from its command to its last combat, §9; or one step of
  // the turn's other phases). Default: 0 (the whole game one stretch; a
  // planner then stops at its own depth).
  virtual std::uint64_t segment() const { return 0; }

  // ---- what an audience may know (docs/api.md); `seat` is a seat,
  // kSpectator or kReferee, and nothing it may not know is in any answer.
  virtual nlohmann::json view(Seat seat) const = 0;
  // The log: its length as `seat` sees it, and its entries from `from`.
  virtual std::size_t log_size(Seat seat) const = 0;
  virtual nlohmann::json events(Seat seat, std::size_t from) const = 0;
  // The history from action `from`: [{"index", "side", "chance", "notation"}].
  virtual nlohmann::json history_view(Seat seat, std::size_t from) const = 0;
  // An action's structured fields, for a client that draws it.
  virtual nlohmann::json action_view(Seat seat, const Action& a) const = 0;
  // "reach", "los", "odds": the system's queries (docs/api.md).
  virtual QueryAnswer query(Seat seat, std::string_view name, const QueryArgs& args) const = 0;
  // A save file: `seat` kReferee for all of it, with the seed when
  // `with_seed` (a running game is exported without it: nothing then
  // predicts a die to come).
  virtual std::string save(Seat seat, bool with_seed) const = 0;
  // Plain text for the terminal: "map", "units", "turn", "result", "log".
  virtual std::string text(Seat seat, std::string_view what) const = 0;
};

}  // namespace bohemia::engine
