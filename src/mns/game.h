// One Musket & Saber game as a state machine (the shape of GBN3's Game and
// of engine/game_state.h): it waits for one side's decision with the full
// list of legal actions, or for chance (one die, or two added), or it is
// over. Dice come from the game's generator as a function of (seed, action
// count), so (scenario, seed, actions) replays.
//
// The rules' procedures (a unit's move, a combat, a retreat, a fortune of
// war) are written as straight-line code over a Ctx that asks for decisions
// and dice. A procedure runs as a Task: when it needs an answer it does not
// have, it stops; the answer is recorded and the procedure runs again from
// the state it started in (a snapshot), every earlier answer given back in
// order. Rules code is pure: no I/O, no globals. Every event is a log line
// citing its section and naming who may read it (hidden movement, §19.8).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "mns/action.h"
#include "mns/board.h"
#include "mns/scenario.h"
#include "mns/state.h"

namespace bohemia::mns {

enum class WaitKind : std::uint8_t { Decision, Chance, Terminal };

// A line of the log. `audience`: -1 every seat; else only that side (and
// the referee): what the other side may not know (§19.8).
struct Event {
  std::string section, text;
  std::int8_t audience = -1;
  std::int32_t action = -1;  // the action that wrote it (-1: before any)
  std::int8_t turn = 1;
};

struct Suspend {};  // thrown by Ctx when a task needs an answer it does not have

class Game;

// What a task's code asks of the game: decisions, dice and log lines.
class Ctx {
 public:
  explicit Ctx(Game& g);
  State& s;
  const Scenario& sc;
  Game& game;
  // The decision of `side` among `options` (not empty). A single option is
  // taken without asking. `effects`, when given, holds for each option what
  // it brings (combat.h MoveEffect bits: a retreat's or an advance's hex),
  // read by Game::effects_of while the decision waits.
  Action choose(Side side, std::vector<Action> options, std::vector<std::uint8_t> effects = {});
  // Whether a choice among n options will be asked of a player now (not
  // answered from the answers recorded, not taken alone) in a game that keeps
  // its log (not a search's copy): only then are its effects worth reckoning.
  bool asking(std::size_t n) const;
  int die();       // one d6
  int two_dice();  // 2d6 (4.4: a printed MA above 6)
  void log(std::string_view section, std::string text, int audience = -1);

 private:
  std::size_t next_ = 0;
};

class Game {
 public:
  Game(std::shared_ptr<const Scenario> sc, std::uint64_t seed);

  const Scenario& scenario() const { return *sc_; }
  std::shared_ptr<const Scenario> scenario_ptr() const { return sc_; }
  const State& state() const { return s_; }
  std::uint64_t seed() const { return seed_; }
  void reseed(std::uint64_t seed) { seed_ = seed; }

  WaitKind wait() const { return wait_; }
  Side deciding() const { return deciding_; }
  bool over() const { return wait_ == WaitKind::Terminal; }
  const std::vector<Action>& legal_actions() const { return legal_; }
  // What a legal decision brings, as the rule that offers it reckoned it
  // (combat.h MoveEffect bits; 0 when none or not reckoned).
  std::uint8_t effects_of(const Action& a) const;
  int dice() const { return dice_; }  // a chance event: 1 or 2 dice
  Action sample_chance() const;
  std::optional<std::string> apply(const Action& a);

  std::string notation(const Action& a) const;
  std::optional<Action> parse(std::string_view text, std::string* error) const;

  std::uint64_t hash() const;
  std::vector<std::string> check_invariants() const;
  const std::vector<Action>& history() const { return history_; }
  std::vector<Action>& history_mut() { return history_; }
  const std::vector<Event>& log() const { return log_; }
  void set_logging(bool on) { logging_ = on; }
  bool logging() const { return logging_; }
  // A copy for search: no log.
  Game copy_without_log() const;

  // For resample (hidden movement): the state and the running task's
  // snapshot changed alike.
  State& state_mut() { return s_; }
  State* snapshot_mut() {
    if (snapshot_) snapshot_ = std::make_shared<State>(*snapshot_);
    return snapshot_.get();
  }
  std::vector<Action>& answers_mut() { return answers_; }
  const Task& running() const { return running_; }

  // Names (notation and log).
  std::string piece_name(int piece) const;
  std::string hex_name(HexId h) const { return sc_->map->label(h); }

 private:
  friend class Ctx;
  std::shared_ptr<const Scenario> sc_;
  std::uint64_t seed_;
  State s_;
  std::vector<Action> history_;
  std::vector<Event> log_;
  bool logging_ = true;

  // The running task, the state it started from and its answers so far.
  Task running_;
  std::shared_ptr<State> snapshot_;  // copied on write (clones share it until a run)
  std::vector<Action> answers_;
  std::size_t log_base_ = 0, emitted_ = 0;

  // What the game waits for now.
  // Caches of what the state implies (board.h): a copy starts cold.
  struct ColdCaches : Caches {
    ColdCaches() = default;
    ColdCaches(const ColdCaches&) : Caches() {}
    ColdCaches& operator=(const ColdCaches&) {
      static_cast<Caches&>(*this) = Caches();
      return *this;
    }
    ColdCaches(ColdCaches&&) = default;
    ColdCaches& operator=(ColdCaches&&) = default;
  };
  mutable ColdCaches caches_;

  WaitKind wait_ = WaitKind::Decision;
  Side deciding_ = Side::Austria;
  std::vector<Action> legal_;
  std::vector<std::uint8_t> legal_effects_;  // parallel to legal_, or empty
  int dice_ = 0;

  void advance();
  bool run_running();  // false: suspended
  void emit(std::string_view section, std::string text, int audience);
};

}  // namespace bohemia::mns
