// One game of a GBN3 scenario as a state machine (OpenSpiel style).
//
// At every moment the game either waits for one side's decision, offering the
// complete list of legal actions, or waits for chance (a d6, 2d6 or a marker
// drawn from the cup), offering the outcomes with their probabilities, or is
// over. Decisions and chance outcomes are both Actions, applied with apply().
// The game owns a seeded generator for chance, so (scenario, seed, actions)
// always replays to the same state; a caller may also supply chance outcomes
// itself (scripted dice in tests, real dice on a real table).
//
// Rules code is pure: no I/O, no globals. The event log is plain language,
// each line citing its rule section.
#pragma once

#include <array>
#include <atomic>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/rng.h"
#include "gbn3/action.h"
#include "gbn3/scenario.h"
#include "gbn3/score_sheet.h"
#include "gbn3/state.h"

namespace bohemia {

enum class ActorKind : std::uint8_t { Decision, Chance, Terminal };
struct Actor {
  ActorKind kind = ActorKind::Terminal;
  Side side = Side::Prussia;  // for decisions
};

// What a pending chance event is: one die, two dice added (the commanders'
// 2d6, 9.5.12 and 9.5.13), or a marker drawn from the cup (§9). None when the
// game waits for a decision or is over.
enum class ChanceKind : std::uint8_t { None, D6, TwoD6, Cup };

struct ChanceOutcome {
  Action action;
  double probability = 0;
};

struct Event {
  std::string section;  // rule section, e.g. "9.5.4"
  std::string text;
  int day = 1;  // the day it was written on (a campaign's day 2 may be on another map, §13)
};

// A hex a unit can reach this movement, with its cost and path (for the
// browser and the AI).
struct Reach {
  HexId hex = kNoHex;
  HalfMp cost = 0;          // half movement points
  std::vector<HexId> path;  // from the start (or entry hex) to hex
};

// One movement search (Rules::unit_search, Rules::commander_search) and the
// exact inputs it came from: the Game remembers the last one of every unit
// and formation commander, a pure cache.
struct MoveSearch {
  bool valid = false;
  std::array<std::uint32_t, 3> head{};  // the piece, where it starts, its condition
  std::vector<std::uint32_t> places;    // the enemy's places (MoveContext::places)
  std::vector<HexId> hexes;             // the hexes reached, in order
  std::vector<HalfMp> costs;            // per hex reached: the cheapest cost
  std::vector<int> ends;                // per hex reached: its cheapest search state
  // Per search state (hex * 4 + road run * 2 + road bonus earned): its cost
  // and the state it came from. They hold only where `stamp` is this
  // search's `id`, so a new search need not clear them (Rules::unit_search).
  std::vector<HalfMp> best;
  std::vector<int> prev;
  std::vector<std::uint32_t> stamp;
  std::vector<std::uint32_t> hex_stamp;  // per hex: reached by search `id`
  std::uint32_t id = 0;
  std::vector<std::vector<int>> buckets;  // scratch: the search's bucket queue
  // Leaving the map (Hook::Exit), per edge hex: what reaching it and
  // stepping off costs before the exit's own cost (kImpassable: it cannot
  // step off there; empty: the scenario has no exit, or a commander's
  // search), and the search state it leaves from (for its path).
  std::vector<HalfMp> off_map;
  std::vector<int> off_map_state;
};

class Game {
 public:
  Game(std::shared_ptr<const Scenario> scenario, std::uint64_t seed);

  const Scenario& scenario() const { return *sc_; }
  // The scenario being played (in a campaign, the current day's) and the one
  // the game began with (saves and replays start from it).
  std::shared_ptr<const Scenario> scenario_ptr() const { return root_; }
  const State& state() const { return s_; }
  std::uint64_t seed() const { return seed_; }
  // Another seed for the chance still to come (a state resampled from what
  // a player may know: the dice already rolled are in the history).
  void reseed(std::uint64_t seed) { seed_ = seed; }
  // A copy without the log (a clone for search: cheap, and it logs nothing).
  Game copy_without_log() const;

  Actor actor() const;
  bool over() const { return s_.phase == Phase::GameOver; }
  // The complete list of legal decisions (empty unless actor() is a Decision).
  const std::vector<Action>& legal_actions() const;
  // The same list generated afresh, bypassing the cache (benchmarks, tests).
  std::vector<Action> generate_legal_actions() const;
  // What the pending chance event is, and its outcomes with their
  // probabilities (empty unless actor() is Chance).
  ChanceKind chance_kind() const;
  std::vector<ChanceOutcome> chance_outcomes() const;
  // Draws the pending chance outcome from the game's generator: a function of
  // the seed and the number of actions so far, so a loaded game rolls on alike.
  Action sample_chance();

  // Applies a decision or chance outcome. Returns an error citing the rule if
  // it is not legal now; the game is then unchanged.
  std::optional<std::string> apply(const Action& a);

  // Notation (docs/notation.md).
  std::string notation(const Action& a) const;
  std::optional<Action> parse(std::string_view text, std::string* error) const;

  // Hash of the whole dynamic state (FNV-1a 64) for replays and saves.
  std::uint64_t hash() const;
  // Broken invariants, empty when the state is consistent.
  std::vector<std::string> check_invariants() const;

  const std::vector<Action>& history() const { return history_; }
  const std::vector<Event>& log() const { return log_; }
  void set_logging(bool on) { logging_ = on; }
  // Forgets the log so far (a copy made to explore outcomes, src/gbn3/odds.h,
  // need not carry it).
  void clear_log() { log_.clear(); }
  // Forgets the actions so far: a copy made to explore outcomes (odds) is
  // then cheap to copy again. Such a copy cannot be saved, and its
  // sample_chance() no longer follows the original's.
  void clear_history() { history_.clear(); }
  bool logging() const { return logging_; }

  // Queries for interfaces and the AI.
  std::vector<Reach> reachable(int unit) const;
  std::vector<Reach> reachable(Piece p) const;  // a unit or a formation commander
  bool line_of_sight(HexId from, HexId to) const;
  std::string describe_turn() const;  // "10.00, Operations: Mondel activated"
  std::string unit_label(int unit) const;
  std::string piece_name(Piece p) const;  // unit id, formation id (its commander), or cinc id
  // Victory points as they stand now (§11.4.1), without the end-of-game
  // prisoner check.
  std::array<int, kSides> current_vp() const;
  // The same item by item (for explaining a result).
  ScoreSheet score_sheet() const;
  int formation_losses(int formation) const;
  bool unit_in_zoc_of(int unit, Side enemy) const;

 private:
  friend struct Rules;
  struct WithoutLog {};
  Game(const Game& o, WithoutLog);  // every member but the log (and the lines-of-command memo)
  std::shared_ptr<const Scenario> root_;
  std::shared_ptr<const Scenario> sc_;
  std::uint64_t seed_;
  State s_;
  std::vector<Action> history_;
  bool logging_ = true;
  std::vector<Event> log_;
  // legal_actions() of the current state, computed once: callers ask for the
  // list and then apply() checks the chosen action against it. Rules::advance
  // fills it when it lists the actions of the state it stops at (it must, to
  // pass a phase whose only choice is to pass; a movement phase with two
  // moves or more is listed only when asked); any change to the state made
  // through Rules (Rules::state, Rules::us) empties it.
  mutable std::vector<Action> legal_cache_;
  mutable bool legal_cached_ = false;
  // Debug builds: the state hash at which the kept list was last compared
  // with a fresh one (legal_actions()), so an unchanged state is not listed
  // again on each call.
  mutable std::uint64_t legal_checked_hash_ = 0;
  void generate_legal_into(std::vector<Action>& out) const;  // clears `out` first
  // Caches that copies do not carry: a clone (for the AI) should be cheap.
  template <class T>
  struct ColdCache : std::vector<T> {
    ColdCache() = default;
    ColdCache(const ColdCache&) : std::vector<T>() {}
    ColdCache(ColdCache&&) = default;
    ColdCache& operator=(const ColdCache&) {
      this->clear();
      return *this;
    }
    ColdCache& operator=(ColdCache&&) = default;
  };
  // The last movement search of every unit, then of every formation
  // commander. A copy shares its original's (the computer players copy a
  // state and move one piece: the other pieces' searches still hold) and
  // makes a search of its own only when it needs a new one, so one copy's
  // search never changes another's. A search held by this game alone is
  // redone in place (its arrays reused); one shared is replaced.
  mutable std::vector<std::shared_ptr<MoveSearch>> reach_memo_;
  // i: a unit, or units + a formation (its commander). The remembered search,
  // or null.
  const MoveSearch* search_seen(int i) const {
    const std::size_t slots = s_.units.size() + s_.commanders.size();
    if (reach_memo_.size() != slots) reach_memo_.assign(slots, {});
    return reach_memo_[static_cast<std::size_t>(i)].get();
  }
  // The slot to write a new search of i into, this game's own.
  MoveSearch& search_memo(int i) const {
    search_seen(i);
    std::shared_ptr<MoveSearch>& p = reach_memo_[static_cast<std::size_t>(i)];
    if (!p || p.use_count() > 1) {
      p = std::make_shared<MoveSearch>();
    } else {
      // Held by this game alone: a copy on another thread (the server's
      // computer players) that read it has let it go; the fence orders its
      // reads before the writes of the search redone here.
      std::atomic_thread_fence(std::memory_order_acquire);
    }
    return *p;
  }
  // Lines of command (Rules::command_distances) by exact key: the side, the
  // start, and where every unit stands and faces.
  struct DistMemo {
    std::vector<std::uint32_t> key;
    std::vector<int> dist;
  };
  mutable ColdCache<DistMemo> dist_memo_;
  void apply_legal(const Action& a);  // apply() after the legality check

  void log(std::string_view section, std::string text);
};

}  // namespace bohemia
