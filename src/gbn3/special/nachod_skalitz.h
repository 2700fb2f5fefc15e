// The special rules of the Nachod-Skalitz campaign (VV157 §13), for the
// [special.*] tables of data/gbn3/campaigns/nachod-skalitz.toml (campaign rules:
// Benedek's order, the disengagement, the Austrian withdrawal) and of its
// day-2 file (the day-2 victory conditions that Benedek's order chooses).
#pragma once

#include <array>
#include <string>
#include <vector>

#include "gbn3/special/disengagement.h"
#include "gbn3/special/exit_rule.h"
#include "gbn3/special/nachod.h"
#include "gbn3/special/special_rule.h"
#include "gbn3/special/timed_objectives.h"

namespace bohemia {

// §13.1: what Benedek orders for day 2.
enum class BenedekDecision : std::uint8_t {
  Undecided,  // day 1, or before the roll
  Continue,   // "continue the movement": the Nachod victory conditions
  Retreat,    // "the retreat on Josefstadt": the Skalitz victory conditions
};

// VV157 §13.1: at the end of day 1 `side` (the Austrian) rolls 1d6 plus the
// modifier of the day-1 result; `continue_at_least` or more: day 2 keeps the
// Nachod victory conditions, else the Skalitz ones.
class BenedekOrder : public SpecialRule {
 public:
  explicit BenedekOrder(RuleParams& p);
  Side side = Side::Austria;
  // Modifier by the day-1 result: [winner side index][level 1 minor, 2 major];
  // `draw` for a tied game.
  std::array<std::array<int, 3>, kSides> modifier{};
  int draw = 0;
  int continue_at_least = 0;
  int modifier_for(const DayResult& r) const;
  BenedekDecision decision(const Game& g) const { return static_cast<BenedekDecision>(var(g, 0)); }
  // The decision of the scenario's Benedek rule (Undecided if it has none).
  static BenedekDecision in(const Game& g);
  void between_days(Game& g) const override;
  TaskActor task_actor(const Game& g, const Task& t) const override;
  void task_roll(Game& g, const Task& t, int die) const override;
};

// Reads the `order` key of a day-2 rule: "continue" or "retreat".
BenedekDecision read_benedek_decision(RuleParams& p);

// VV157 §13.2 disengagement: special/disengagement.h (a kind shared with
// VV165 §13.2).

// VV157 §13.2: under the Skalitz conditions (Benedek's retreat), after the
// disengagement, `side`'s units on the map may each move up to
// `movement_factor` times their movement allowance, never closer to the
// enemy's line of retreat (the eastern edge), never into an enemy ZoC,
// leaving one at no cost. One decision after another, "withdraw done" ends.
class AustrianWithdrawal : public SpecialRule {
 public:
  explicit AustrianWithdrawal(RuleParams& p);
  Side side = Side::Austria;
  BenedekDecision order = BenedekDecision::Retreat;
  int movement_factor = 2;
  // The hexes unit u may withdraw to, with their cost in half MP.
  std::vector<Reach> destinations(const Game& g, int u) const;
  void between_days(Game& g) const override;
  TaskActor task_actor(const Game& g, const Task& t) const override;
  void task_actions(const Game& g, const Task& t, std::vector<Action>& out) const override;
  void apply_task_action(Game& g, const Task& t, const Action& a) const override;
  std::string notation(const Game& g, const Action& a) const override;
  std::optional<Action> parse_action(const Game& g, const std::vector<std::string>& words) const override;
};

// VV157 §13.1 (day 2): the victory locations of the conditions Benedek's
// order chose, each `place` worth `vp` to the side controlling it (§11.4.1,
// §12.4.1).
class DayTwoLocations : public SpecialRule {
 public:
  explicit DayTwoLocations(RuleParams& p);
  BenedekDecision order = BenedekDecision::Continue;
  std::vector<VictoryLocation> locations;
  void score(const Game& g, ScoreSheet& sheet) const override;
};

// VV157 §13.1 (day 2): a timed objective (the Skalitz 13.00 bonus) that
// counts only under the conditions Benedek's order chose.
class DayTwoTimedObjectives : public TimedObjectives {
 public:
  explicit DayTwoTimedObjectives(RuleParams& p);
  BenedekDecision order = BenedekDecision::Retreat;
  void at_end_of_turn(Game& g) const override;
};

// VV157 §13.1, A-33(a) (day 2): Nachod's random end (§11.1.1) when the
// Nachod conditions apply.
class DayTwoRandomEnd : public NachodRandomEnd {
 public:
  explicit DayTwoRandomEnd(RuleParams& p);
  BenedekDecision order = BenedekDecision::Continue;

 protected:
  bool in_force(const Game& g) const override;
};

// VV157 §13.1, A-33(a) (day 2): the battle ends at the end of
// `at_end_of_turn` (Skalitz, §12.1.1: 17.00) when those conditions apply.
class DayTwoFixedEnd : public SpecialRule {
 public:
  explicit DayTwoFixedEnd(RuleParams& p);
  BenedekDecision order = BenedekDecision::Retreat;
  int turn = 0;
  std::optional<int> last_turn(const Game& g) const override;
  std::optional<PossibleEnd> possible_last_turn() const override { return PossibleEnd{turn, false}; }
};

// VV157 §13.1: under the retreat on Josefstadt, the units of `side` of corps
// `corps` (but the `except` units) must leave by `hexes` (the western edge);
// at the end of `penalty_from_turn` the side loses `penalty_vp` for each of
// them still on the map, once (A-32; with `penalty_every_turn`, again at the
// end of every later turn).
class CorpsWithdrawal : public ExitRule {
 public:
  explicit CorpsWithdrawal(RuleParams& p);
  BenedekDecision order = BenedekDecision::Retreat;
  std::string corps;
  std::vector<int> except;
  int penalty_from_turn = 0;
  int penalty_vp = 1;
  bool penalty_every_turn = false;
  // Is unit u one of those that must leave?
  bool concerned(const Game& g, int u) const;
  int penalty(const Game& g) const { return var(g, 1); }
  bool may_exit(const Game& g, int unit, HexId from) const override;
  void at_end_of_turn(Game& g) const override;
  void score(const Game& g, ScoreSheet& sheet) const override;

 protected:
  bool open(const Game& g) const override;
};

// VV157 §13.4: "The 1st reserve cavalry division may be commanded by any
// corps Commander in Chief": each of `cincs` commands `formation`
// (Hook::CincCommandsFormation), not only the commander-in-chief of its
// order of battle: his line of command reaches its commander (§7.2), his
// initiative may send its marker first (§8), he may take its units under
// direct command (§9.1.4).
class AnyCincCommands : public SpecialRule {
 public:
  explicit AnyCincCommands(RuleParams& p);
  int formation = -1;
  std::vector<int> cincs;
  bool cinc_commands_formation(const Game& g, int cinc, int f) const override;
};

}  // namespace bohemia
