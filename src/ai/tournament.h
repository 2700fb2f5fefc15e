// Two players against each other over many games (`bohemia tournament`,
// issue 17 item 5): sides alternated, the same dice seed played from both
// sides, every action checked legal before it is applied, results counted
// by victory level, with the figures of ai/stats.h.
//
// Games are independent: `jobs` threads play them at once and the report
// is the same whatever their number (each game's dice and players' seeds
// come from the tournament's seed and the game's number).
#pragma once

#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "ai/stats.h"
#include "engine/system.h"

namespace bohemia::ai {

struct GameRecord;

struct TournamentOptions {
  // (system, scenario id) pairs, in order.
  std::vector<std::pair<const engine::System*, std::string>> scenarios;
  std::string a, b;  // player names (make_player)
  int games = 2;     // per scenario; game 2k has `a` on the first seat, 2k+1 on the second, same dice
  std::uint64_t seed = 1;
  int jobs = 1;
  bool check_invariants = false;  // the system's invariant check after every action
  // Called after each game with the game just finished (from the thread
  // that played it, under a lock): `done` games of `total` so far.
  std::function<void(int done, int total, const GameRecord& game)> progress;
};

// One game's result, from `a`'s side.
struct GameRecord {
  std::string scenario;
  int index = 0;       // within its scenario
  std::string a_seat;  // the seat `a` played
  std::uint64_t dice_seed = 0;
  std::string key;     // Outcome::key
  std::string level;   // "major", "minor", "tied"
  std::string reason;  // Outcome::reason: what decided when the points did not ("" they did)
  int result = 0;      // +2 a major win, +1 minor, 0 tie, -1, -2
  double score = 0;    // 1 win, ½ draw, 0 loss
  int vp_margin = 0;   // a's VP minus b's
  long actions = 0;
  long a_decisions = 0, b_decisions = 0;
  double a_seconds = 0, b_seconds = 0, a_max_seconds = 0, b_max_seconds = 0;
  std::vector<std::string> violations;  // illegal actions, refusals, broken invariants
};

struct TournamentResult {
  std::vector<GameRecord> games;
  double seconds = 0;
};

// A game's result from `seat`'s side: +2 a major victory, +1 a minor one or
// a victory of a system that has one level (Musket & Saber's "victory"), 0
// none (a tie, a draw), -1, -2 the other side's.
int result_for(const engine::Outcome& o, engine::Seat seat);

// Throws DataError when a scenario does not load, std::invalid_argument for
// a player name that means nothing.
TournamentResult run_tournament(const TournamentOptions& opt);

// Game `index` of scenario number `scenario_index` alone, as run_tournament
// plays it: a pure function of the options' players and seed and of the two
// numbers, so games may be spread over threads, processes or machines (the
// Python module's Dask runner) and give the same records. Throws as
// run_tournament.
GameRecord play_tournament_game(const TournamentOptions& opt, std::size_t scenario_index, int index);

// A record as JSON and back (the Python module carries records between
// processes so). from_json throws nlohmann::json::exception on a record
// with a missing or mistyped field.
nlohmann::json record_json(const GameRecord& g);
GameRecord record_from_json(const nlohmann::json& j);

// The report: score, Wilson interval, Elo and its interval, the mean VP
// margin, the results by level, per scenario and seat; and the paired VP
// margin (`paired_margin`, `paired_per_scenario`): over the pairs of games
// with the same dice and the sides swapped, the mean of a's two margins
// added, with its 95% t interval, and how many pairs a did better in.
nlohmann::json tournament_json(const TournamentOptions& opt, const TournamentResult& r);
// The same in plain text.
std::string tournament_text(const TournamentOptions& opt, const TournamentResult& r);

}  // namespace bohemia::ai
