// A scenario special rule: one [special.<name>] table of a scenario (or
// campaign) file, parsed into typed parameters, together with the hooks it
// implements. The core rules call a rule only at the fixed points of the
// hooks it names (special/hook.h); they never test a scenario's id or a
// rule's name. Rules are immutable once loaded; whatever a rule must
// remember during a game lives in State::rule_vars (its own slots) or in
// the core state it changes through Rules (hexsides, tasks, units).
//
// How to write one: docs/special-rules.md.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "gbn3/action.h"
#include "gbn3/game.h"
#include "gbn3/score_sheet.h"
#include "gbn3/special/hook.h"
#include "gbn3/state.h"

namespace bohemia {

class RuleParams;

// Who must act on a rule's queued task (TaskKind::Special): a decision of
// one side, or chance (one die or two), or nobody (the task is dropped).
struct TaskActor {
  ActorKind kind = ActorKind::Terminal;
  Side side = Side::Prussia;
  ChanceKind chance = ChanceKind::None;
};

// An end of the game (or of a campaign's day) a rule may bring before the
// turn track's last, known before play: at the end of `turn`, or, when
// `random`, by a roll at the end of each turn from `turn` (VV157 §11.1.1).
// `bohemia scenarios` and the first lines of a game's log say it.
struct PossibleEnd {
  int turn = 0;
  bool random = false;
};

class RuleSet;

// The ends `rules` may bring before `last_turn`, as `bohemia scenarios`
// shows them: " or 17.00 (VV157 §13.1)" for each fixed end, then
// ", random end from 16.00 (VV157 §11.1.1)" for each roll; "" if none.
std::string possible_ends_text(const RuleSet& rules, int last_turn);

class SpecialRule {
 public:
  virtual ~SpecialRule();

  const std::string& name() const { return name_; }        // the table: [special.<name>]
  const std::string& kind() const { return kind_; }        // the kind in the catalog
  const std::string& section() const { return section_; }  // where the rule is printed, "VV165 §11.1.5"
  int index() const { return index_; }                     // in the scenario's RuleSet
  bool implements(Hook h) const { return (hooks_ & hook_bit(h)) != 0; }
  int state_size() const { return state_size_; }
  // The section as the game log cites it: what follows the '§' ("11.4.1").
  std::string log_section() const;
  // Why the game is over when this rule ended it (State::ended_by).
  virtual std::string end_reason(const Game& g) const;

  // Set by the loader once the rule is parsed.
  void set_identity(std::string name, std::string kind, std::string section) {
    name_ = std::move(name);
    kind_ = std::move(kind);
    section_ = std::move(section);
  }

  // ---- hooks; each is called only if the rule implements() it.
  // Hook::GameStart: the game begins (set-up placed, before the first turn).
  virtual void at_game_start(Game& g) const;
  // Hook::MarkerAvailable (§9, §1.2.4): may the formation's marker go into
  // the cup this turn, or be picked first by the initiative winner (§8)?
  virtual bool marker_available(const Game& g, int formation) const;
  // Hook::CommanderInCommand (§7.2): the formation commander's command status
  // this turn whatever his line of command, or nullopt (the rule has no say).
  virtual std::optional<bool> commander_in_command(const Game& g, int formation) const;
  // Hook::UnitInCommand (§9.1.2): is the unit in command whatever its line?
  virtual bool unit_in_command(const Game& g, int unit) const;
  // Hook::CincMayCommand (§9.1.3, §9.1.4): may the commander-in-chief
  // command this unit (an independent's line of command, direct command)?
  virtual bool cinc_may_command(const Game& g, int cinc, int unit) const;
  // Hook::FormationCinc (§7.2, §8, §9.1.4): the commander-in-chief the
  // formation answers to now (his line of command, his initiative roll, his
  // direct command), or nullopt (the order of battle's).
  virtual std::optional<int> formation_cinc(const Game& g, int formation) const;
  // Hook::CincCommandsFormation (§7.2, §8, §9.1.4): does this
  // commander-in-chief also command the formation, which the order of battle
  // affiliates with another (VV157 §13.4: "may be commanded by any corps
  // Commander in Chief")? His line of command reaches its commander, his
  // initiative may send it first, he may take its units under direct command.
  virtual bool cinc_commands_formation(const Game& g, int cinc, int formation) const;
  // Hook::UnitMayAct: may this activated unit move, fire or assault?
  virtual bool unit_may_act(const Game& g, int unit) const;
  // Hook::CommanderMayMove: may the formation commander move in his activation?
  virtual bool commander_may_move(const Game& g, int formation) const;
  // Hook::InitiativeWinner (§8): a side that has the initiative this turn
  // without a roll, or nullopt.
  virtual std::optional<Side> initiative_winner(const Game& g) const;
  // Hook::InitiativeWithoutCinc (§8): the initiative value a side that has no
  // commander-in-chief on the map rolls with, or nullopt (it does not roll).
  virtual std::optional<int> initiative_without_cinc(const Game& g, Side side) const;
  // Hook::MayEndMove: may `piece` end this movement of kind `how` in `to`?
  virtual bool may_end_move(const Game& g, Piece piece, HexId to, MoveKind how) const;
  // Hook::Exit: may the unit leave the map now from hex `from` (the action
  // "exit UNIT [HEX]" of an activated unit that has not moved: it moves to
  // `from` and steps off the map), and what does that step cost (half MP)?
  // on_exit is called for the rule that allowed it, the unit in `from`,
  // before it is taken off.
  virtual bool may_exit(const Game& g, int unit, HexId from) const;
  virtual HalfMp exit_cost(const Game& g, int unit) const;
  virtual void on_exit(Game& g, int unit) const;
  // Hook::UnitPlaced: the unit now stands in a hex (set up, moved, entered,
  // retreated, advanced).
  virtual void after_unit_placed(Game& g, int unit) const;
  // Hook::Arrival (§9.4): when and where the piece (a unit, a formation
  // commander or a commander-in-chief not in play yet) arrives, if the rule
  // decides it; nullopt: the scenario's reinforcements say.
  virtual std::optional<Arrival> arrival(const Game& g, Piece piece) const;
  // Hook::MoraleModifier (§2): added to the unit's morale test total; a
  // non-zero modifier appends its reason to `why`.
  virtual int morale_modifier(const Game& g, int unit, bool rally, std::vector<std::string>& why) const;
  // Hook::MayRally (§10.1): may the unit take its rally test?
  virtual bool may_rally(const Game& g, int unit) const;
  // Hook::ColumnModifier (CRT): column shift for a roll whose shooters (the
  // units whose values are fired) are `shooters`; a non-zero shift appends
  // its reason to `why`.
  virtual int column_modifier(const Game& g, const std::vector<int>& shooters, FireKind fire,
                              std::vector<std::string>& why) const;
  // Hook::RetreatLoss (§9.5.8): extra step losses of a unit that retreated
  // after combat from `from` to `to`.
  virtual int retreat_extra_losses(const Game& g, int unit, HexId from, HexId to) const;
  // Hook::RetreatEdge: the line of retreat of `side` (or of `unit`, -1 for
  // the side as a whole) now, or nullptr (the scenario's).
  virtual const std::vector<HexId>* retreat_edge(const Game& g, Side side, int unit) const;
  // Hook::Actions: extra decisions (ActionType::Special, `formation` holding
  // the rule's index) offered to the side to act in the current phase, how
  // they apply, and their notation (docs/notation.md).
  virtual void legal_actions(const Game& g, std::vector<Action>& out) const;
  virtual void apply_action(Game& g, const Action& a) const;
  virtual std::string notation(const Game& g, const Action& a) const;
  virtual std::optional<Action> parse_action(const Game& g, const std::vector<std::string>& words) const;
  // A refusal citing the rule for an illegal Special action, or "" (the
  // core's general refusal).
  virtual std::string refusal(const Game& g, const Action& a) const;
  // Hook::Tasks: a queued TaskKind::Special of this rule (Rules::queue_task):
  // who acts on it, the decisions offered, and how a decision or roll
  // resolves it (the task is already off the queue then).
  virtual TaskActor task_actor(const Game& g, const Task& t) const;
  virtual void task_actions(const Game& g, const Task& t, std::vector<Action>& out) const;
  virtual void apply_task_action(Game& g, const Task& t, const Action& a) const;
  virtual void task_roll(Game& g, const Task& t, int total) const;
  // Hook::TurnStart: the turn begins (before the command phase); may queue tasks.
  virtual void at_turn_start(Game& g) const;
  // Hook::EndOfTurn: the turn ends (after the rally phase); may queue tasks
  // (a roll that may end the game) or record what scores at this hour.
  virtual void at_end_of_turn(Game& g) const;
  // Hook::LastTurn: the game (or a campaign's day) ends at the end of this
  // turn if it is before the turn track's last, or nullopt (no say).
  virtual std::optional<int> last_turn(const Game& g) const;
  // The end this rule may bring before the turn track's last, known before
  // play (a fixed hour, Hook::LastTurn; or a roll from an hour, VV157
  // §11.1.1), or nullopt.
  virtual std::optional<PossibleEnd> possible_last_turn() const;
  // Hook::BetweenDays: campaigns, after day 1 is scored; may queue tasks.
  virtual void between_days(Game& g) const;
  // Hook::Score (§11.4): victory points the rule adds to the sheet.
  virtual void score(const Game& g, ScoreSheet& sheet) const;

 protected:
  SpecialRule() = default;
  // Called by a rule's constructor: the hooks it implements.
  void implement(std::initializer_list<Hook> hooks);
  // Called by a rule's constructor: how many ints of State::rule_vars it owns.
  void reserve_state(int ints) { state_size_ = ints; }
  // The rule's own state slots (0 .. state_size() - 1).
  int var(const Game& g, int i) const;
  void set_var(Game& g, int i, int value) const;
  // A line of the game log citing the rule's section.
  void log(Game& g, std::string text) const;

 private:
  friend class RuleSet;
  friend class RuleCatalog;
  std::string name_, kind_, section_;
  int index_ = -1;
  HookMask hooks_ = 0;
  int state_offset_ = 0, state_size_ = 0;
};

}  // namespace bohemia
