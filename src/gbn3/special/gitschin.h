// Gitschin (VV174 §12): the battle's special rules. Every hex, id, hour and
// value comes from the scenario's [special.*] tables (data/gbn3/scenarios/
// gitschin.toml); its exits and 19.00 objectives are the generic "exit" and
// "timed_objectives" kinds, its night the scenario's [night] table. The
// rules that §13 changes in the Münchengrätz-Gitschin campaign (§12.1.6)
// read the result of day 1 (State::days) and their own campaign parameters.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "gbn3/special/special_rule.h"

namespace bohemia {

class RuleParams;

// §13: how a day-2 rule sees the day-1 result, from one side's view.
enum class DayOneOutcome : std::uint8_t { None, Lost, Tied, Won };
DayOneOutcome day_one_outcome(const Game& g, Side side);

// §12.1.4: formations without a commander-in-chief that are always in
// command, and a side that rolls for the initiative as if it had one.
class CommandWithoutCinc : public SpecialRule {
 public:
  explicit CommandWithoutCinc(RuleParams& p);
  std::vector<int> formations;
  Side side = Side::Prussia;
  bool always_in_command = true;
  int initiative_value = 0;
  std::optional<bool> commander_in_command(const Game& g, int formation) const override;
  std::optional<int> initiative_without_cinc(const Game& g, Side s) const override;
};

// §12.1.4: a side has the initiative on one turn without a roll.
class InitiativeOnTurn : public SpecialRule {
 public:
  explicit InitiativeOnTurn(RuleParams& p);
  Side side = Side::Prussia;
  int turn = 0;
  std::optional<Side> initiative_winner(const Game& g) const override;
};

// §12.2 player option: commanders-in-chief set up together in one of some
// hexes, the owner's choice, asked before the first turn.
class CincStartOption : public SpecialRule {
 public:
  explicit CincStartOption(RuleParams& p);
  bool option = true;
  std::vector<int> cincs;
  std::vector<HexId> hexes;
  HexId fallback = kNoHex;  // where the [[setup]] puts them
  void at_game_start(Game& g) const override;
  TaskActor task_actor(const Game& g, const Task& t) const override;
  void task_actions(const Game& g, const Task& t, std::vector<Action>& out) const override;
  void apply_task_action(Game& g, const Task& t, const Action& a) const override;
  std::string notation(const Game& g, const Action& a) const override;
  std::optional<Action> parse_action(const Game& g, const std::vector<std::string>& words) const override;
};

// §12.1.5: a commander-in-chief who may not leave some hexes until an enemy
// unit has entered a hex adjacent to one of them; he may then leave the map
// by his side's line of retreat, and on that turn the units in and adjacent
// to those hexes count as commanded.
class CincTiedToPlace : public SpecialRule {
 public:
  explicit CincTiedToPlace(RuleParams& p);
  int cinc = -1;
  std::vector<HexId> hexes;
  bool released_by_enemy_adjacent = true;
  Side exit_to = Side::Austria;
  int exit_commands_radius = 1;
  bool released(const Game& g) const { return var(g, 0) != 0; }
  int left_on_turn(const Game& g) const { return var(g, 1); }
  bool near(const Game& g, HexId h, int radius) const;
  void at_game_start(Game& g) const override;
  void after_unit_placed(Game& g, int unit) const override;
  bool may_end_move(const Game& g, Piece piece, HexId to, MoveKind how) const override;
  bool unit_in_command(const Game& g, int unit) const override;
  void legal_actions(const Game& g, std::vector<Action>& out) const override;
  void apply_action(Game& g, const Action& a) const override;
  std::string notation(const Game& g, const Action& a) const override;
  std::optional<Action> parse_action(const Game& g, const std::vector<std::string>& words) const override;
};

// §12.1.5: each commander-in-chief commands only the formations of his
// nation (Clam-Gallas the Austrians, Prince Albert the Saxons): the lines of
// command of independents and direct command (§9.1.3, §9.1.4).
class CincCommandsOwnNation : public SpecialRule {
 public:
  explicit CincCommandsOwnNation(RuleParams& p);
  struct Nation {
    std::string name;
    int cinc = -1;
    std::vector<int> formations;
  };
  std::vector<Nation> nations;
  bool cinc_may_command(const Game& g, int cinc, int unit) const override;
};

// §12.1.5: some formations' markers stay out of the cup until the turn
// after an enemy unit first stands adjacent to one of their units, and all
// from an hour on.
class HeldBackMarkers : public SpecialRule {
 public:
  explicit HeldBackMarkers(RuleParams& p);
  std::vector<int> always_in_cup, held_back;
  int release_delay_turns = 1;
  int all_in_from = 0;
  // The turn of the first contact of held_back[i], 0 if none yet.
  int contact_turn(const Game& g, std::size_t i) const { return var(g, static_cast<int>(i)); }
  void at_game_start(Game& g) const override;
  void after_unit_placed(Game& g, int unit) const override;
  bool marker_available(const Game& g, int formation) const override;

 private:
  void note_contact(Game& g, int unit) const;
};

// §12.1.6 (and §13): units that start disorganised and can never rally; in
// the campaign, which units depends on the day-1 result.
class NeverRally : public SpecialRule {
 public:
  explicit NeverRally(RuleParams& p);
  std::vector<int> units;                 // standalone, and after a day-1 defeat
  std::vector<int> after_tie, after_win;  // §13 campaign
  bool start_disorganised = true, never_rally = true;
  Side side = Side::Austria;
  const std::vector<int>& concerned(const Game& g) const;
  void at_game_start(Game& g) const override;
  bool may_rally(const Game& g, int unit) const override;
};

// §12.1.6 (and §13): -1 on the morale tests and -1 column on the rolls where
// a side's infantry of one nation fires; in the campaign a day-1
// victory lifts the morale penalty only (§13, A-41 a, issue 14; lifting the
// column penalty with it is an option).
class InfantryPenalty : public SpecialRule {
 public:
  explicit InfantryPenalty(RuleParams& p);
  Side side = Side::Austria;
  std::vector<int> except_formations;  // another nation's (the Saxons)
  std::vector<UnitKind> kinds;
  int morale = -1, column = -1;
  bool lifted_after_win = true, column_lifted_after_win = false;
  bool concerns(const Game& g, int unit) const;
  int morale_modifier(const Game& g, int unit, bool rally, std::vector<std::string>& why) const override;
  int column_modifier(const Game& g, const std::vector<int>& shooters, FireKind fire,
                      std::vector<std::string>& why) const override;
};

// §12.1.7: at night, a unit of a side that comes to be in an enemy ZoC (its
// own move or retreat, or an enemy's) rolls 1d6 (+1 if disorganised) and
// surrenders on 6 or more.
class NightSurrender : public SpecialRule {
 public:
  explicit NightSurrender(RuleParams& p);
  Side side = Side::Austria;
  std::vector<int> turns;
  int surrender_on = 6, disorganised_modifier = 1;
  bool test_on_each_new_zoc = true;
  void after_unit_placed(Game& g, int unit) const override;
  TaskActor task_actor(const Game& g, const Task& t) const override;
  void task_roll(Game& g, const Task& t, int die) const override;

 private:
  void queue_test(Game& g, int unit, const std::string& why) const;
};

// §12.4.1: VP once if a unit of a side has entered a place by the end of a turn.
class PlaceEntered : public SpecialRule {
 public:
  explicit PlaceEntered(RuleParams& p);
  Side side = Side::Prussia;
  std::string place;
  std::vector<HexId> hexes;
  int by_end_of_turn = 0, vp = 0;
  void after_unit_placed(Game& g, int unit) const override;
  void score(const Game& g, ScoreSheet& sheet) const override;
};

// §12.4.1: VP if an enemy commander-in-chief is captured: eliminated with
// his stack, or unable to trace a line to his edge at the end.
class CincCaptured : public SpecialRule {
 public:
  explicit CincCaptured(RuleParams& p);
  int cinc = -1;
  Side side = Side::Prussia;
  int vp = 0;
  void at_end_of_turn(Game& g) const override;
  void score(const Game& g, ScoreSheet& sheet) const override;
};

// §12.1.3: formations of a side with lines of retreat of their own.
class RetreatEdgeByFormation : public SpecialRule {
 public:
  explicit RetreatEdgeByFormation(RuleParams& p);
  struct Edge {
    int formation = -1;
    std::vector<HexId> hexes;
  };
  std::vector<Edge> edges;
  const std::vector<HexId>* retreat_edge(const Game& g, Side side, int unit) const override;
};

}  // namespace bohemia
