// Münchengrätz (VV174 §11): the battle's own rules. Command without
// commanders-in-chief (§11.1.4, §11.1.5), crossing the Iser (the second
// §11.1.5: the bridge that burns, fords, the pontoon, the extra loss of a
// retreat over a ford), the 40th IR's later entry (§11.3) and the VP the
// Austrian and the Prussian lose (§11.4.1). Every hex, hexside, id, hour and
// value comes from the scenario's [special.*] tables
// (data/gbn3/scenarios/munchengratz.toml); the readings are in docs/rulings.md.
#pragma once

#include <vector>

#include "gbn3/special/rule_params.h"
#include "gbn3/special/special_rule.h"

namespace bohemia {

// ---------------------------------------------------------------- command

// §11.1.4: some units always in command (IR.56), and a side that has the
// initiative without a roll on some turns (the Prussian on the first).
class MunchengratzPrussianCommand : public SpecialRule {
 public:
  explicit MunchengratzPrussianCommand(RuleParams& p);
  std::vector<int> always_in_command_units;
  Side initiative_side = Side::Prussia;
  std::vector<int> initiative_turns;

  bool unit_in_command(const Game& g, int unit) const override;
  std::optional<Side> initiative_winner(const Game& g) const override;
};

// §11.1.4 (silent), A-39: a side without a commander-in-chief whose
// formation commanders are always in command (option `always_in_command`,
// the default), or under rule 7.2 as written (no line: out of command).
class MunchengratzCommandWithoutCinc : public SpecialRule {
 public:
  explicit MunchengratzCommandWithoutCinc(RuleParams& p);
  std::vector<int> formations;
  bool always_in_command = true;

  std::optional<bool> commander_in_command(const Game& g, int formation) const override;
};

// §11.1.5 Austrian command: some formation commanders always in command
// (Leiningen), others only within the line of command (rule 7.2, in cavalry
// MP) of one of them (Abele, to Leiningen).
class MunchengratzAustrianCommand : public SpecialRule {
 public:
  explicit MunchengratzAustrianCommand(RuleParams& p);
  std::vector<int> always_in_command;
  int commanded_through = -1;  // the formation whose commander they trace to
  std::vector<int> commanded_formations;
  int line_half_mp = 12;  // 6 cavalry MP

  std::optional<bool> commander_in_command(const Game& g, int formation) const override;
};

// ----------------------------------------------------- crossing the Iser

// A rule that must know which units have stayed where they are since the
// turn began ("remain ... for a whole turn without moving", "spend a
// complete turn ... without moving"): the turn each unit was last placed in
// a hex (Hook::UnitPlaced; the set-up counts as before the first turn).
class StillUnitsRule : public SpecialRule {
 public:
  // Has the unit stood in its hex, without moving, retreating, advancing or
  // changing facing, since the current turn began?
  bool still_since_turn_start(const Game& g, int unit) const;
  void at_game_start(RuleEffects& fx) const override;
  void after_unit_placed(RuleEffects& fx, int unit) const override;

 protected:
  // Reserves the rule's own `slots` and one per unit after them.
  void reserve_with_units(const Scenario& sc, int slots);

 private:
  int first_unit_slot_ = 0;
  int units_ = 0;
};

// The Münchengrätz bridge (§11.1.5): an Austrian infantry unit in 0405
// spends 1 MP and burns it on 1d6 + the distance to the nearest Prussian
// unit >= 6, once a turn and once a game; a Prussian infantry unit that
// stays a whole turn in a hex of the burning bridge puts it out at the end
// of that turn. While it burns the hexside has no bridge (Rules::set_hexside).
class MunchengratzBridgeBurning : public StillUnitsRule {
 public:
  explicit MunchengratzBridgeBurning(RuleParams& p);
  Hexside bridge;
  HexId burn_from = kNoHex;
  Side burn_side = Side::Austria;
  std::vector<UnitKind> burn_kinds;
  int burn_mp = 1;
  int roll_at_least = 6;
  bool distance_counts_target_hex = true;
  int attempts_per_turn = 1;
  bool can_burn_again = false;
  Side put_out_side = Side::Prussia;
  std::vector<UnitKind> put_out_kinds;
  std::vector<HexId> put_out_hexes;

  enum Status { Intact = 0, Burning = 1, PutOut = 2 };
  Status status(const Game& g) const { return static_cast<Status>(var(g, 0)); }
  bool may_try(const Game& g, int unit) const;
  // 1d6 is added to this: the hex distance to the nearest enemy unit.
  int distance_to_enemy(const Game& g, int unit) const;

  void legal_actions(const Game& g, std::vector<Action>& out) const override;
  void apply_action(RuleEffects& fx, const Action& a) const override;
  std::string notation(const Game& g, const Action& a) const override;
  std::optional<Action> parse_action(const Game& g, const std::vector<std::string>& words) const override;
  std::string refusal(const Game& g, const Action& a) const override;
  TaskActor task_actor(const Game& g, const Task& t) const override;
  void task_roll(RuleEffects& fx, const Task& t, int die) const override;
  void at_end_of_turn(RuleEffects& fx) const override;
};

// Fords on the Iser (§11.1.5): once a turn one Prussian unit beside a ford
// site spends 1 MP and finds a ford on 1d6 >= 4; its owner then puts the
// ford on one of the unit's site hexsides (kFord: crossed as by a bridge, by
// both sides, for the rest of the game).
class MunchengratzFordSearch : public SpecialRule {
 public:
  explicit MunchengratzFordSearch(RuleParams& p);
  Side side = Side::Prussia;
  int searches_per_turn = 1;
  std::vector<UnitKind> kinds;
  int mp = 1;
  int roll_at_least = 4;
  std::vector<Hexside> sites;

  // The site hexsides of the unit's hex with no ford yet: the hexes across.
  std::vector<HexId> sites_from(const Game& g, HexId h) const;
  bool may_search(const Game& g, int unit) const;

  void legal_actions(const Game& g, std::vector<Action>& out) const override;
  void apply_action(RuleEffects& fx, const Action& a) const override;
  std::string notation(const Game& g, const Action& a) const override;
  std::optional<Action> parse_action(const Game& g, const std::vector<std::string>& words) const override;
  std::string refusal(const Game& g, const Action& a) const override;
  TaskActor task_actor(const Game& g, const Task& t) const override;
  void task_actions(const Game& g, const Task& t, std::vector<Action>& out) const override;
  void apply_task_action(RuleEffects& fx, const Task& t, const Action& a) const override;
  void task_roll(RuleEffects& fx, const Task& t, int die) const override;

 private:
  void place_ford(RuleEffects& fx, int unit, HexId across) const;
};

// The pontoon (§11.1.5): an infantry unit of the builder formations that has
// not moved since the turn began starts it across a site hexside with no
// enemy unit in the hex across ("pontoon UNIT HEX"); it may then neither move
// nor attack. If it is still there, unmoved, with the hex across free of
// enemies at the end of the turn, the hexside becomes a bridge. VP if built
// by the end of an hour.
class MunchengratzPontoon : public StillUnitsRule {
 public:
  explicit MunchengratzPontoon(RuleParams& p);
  Side side = Side::Prussia;
  std::vector<int> builder_formations;
  std::vector<UnitKind> kinds;
  std::vector<Hexside> sites;
  int max_pontoons = 1;
  int vp = 1;
  int vp_by_turn = 13;

  int built(const Game& g) const { return var(g, 0); }
  int builder(const Game& g) const;                              // the unit building this turn, or -1
  int completed_turn(const Game& g) const { return var(g, 4); }  // of the first pontoon, 0 none
  bool may_build(const Game& g, int unit, HexId across) const;
  // The pontoon is laid across hexside (h, d) at the end of this turn.
  void complete(RuleEffects& fx, HexId h, Direction d) const;

  void legal_actions(const Game& g, std::vector<Action>& out) const override;
  void apply_action(RuleEffects& fx, const Action& a) const override;
  std::string notation(const Game& g, const Action& a) const override;
  std::optional<Action> parse_action(const Game& g, const std::vector<std::string>& words) const override;
  std::string refusal(const Game& g, const Action& a) const override;
  bool unit_may_act(const Game& g, int unit) const override;
  void at_end_of_turn(RuleEffects& fx) const override;
  void score(const Game& g, ScoreSheet& sheet) const override;
};

// §11.1.5 "Retreat after combat over a destroyed bridge or ford": extra step
// losses for a retreat across a found ford (A-47: a destroyed or burning
// bridge cannot be crossed at all).
class MunchengratzRetreatOverFord : public SpecialRule {
 public:
  explicit MunchengratzRetreatOverFord(RuleParams& p);
  int extra = 1;
  int retreat_extra_losses(const Game& g, int unit, HexId from, HexId to) const override;
};

// ------------------------------------------------------ reinforcements

// §11.3: "This unit may postpone its arrival by one turn to 0401 at 09.00":
// the owner decides when the unit could enter at its own hour ("postpone
// UNIT"); it then enters by the other hex from the other hour.
class MunchengratzLaterEntry : public SpecialRule {
 public:
  explicit MunchengratzLaterEntry(RuleParams& p);
  Side side = Side::Prussia;
  int unit = -1;
  int default_turn = 0, alternative_turn = 0;
  HexId default_hex = kNoHex, alternative_hex = kNoHex;

  bool postponed(const Game& g) const { return var(g, 0) != 0; }
  bool may_postpone(const Game& g) const;

  void legal_actions(const Game& g, std::vector<Action>& out) const override;
  void apply_action(RuleEffects& fx, const Action& a) const override;
  std::string notation(const Game& g, const Action& a) const override;
  std::optional<Action> parse_action(const Game& g, const std::vector<std::string>& words) const override;
  std::string refusal(const Game& g, const Action& a) const override;
  std::optional<Arrival> arrival(const Game& g, Piece piece) const override;
};

// ------------------------------------------------------------- victory

// §11.4.1: "The Austrian player loses 1 VP for each unit still on the
// western bank of the Iser at the end of the 12.00 turn": counted then, kept.
class MunchengratzBankPenalty : public SpecialRule {
 public:
  explicit MunchengratzBankPenalty(RuleParams& p);
  Side side = Side::Austria;
  int turn = 12;
  std::vector<HexId> bank;
  int vp_per_unit = -1;

  void at_end_of_turn(RuleEffects& fx) const override;
  void score(const Game& g, ScoreSheet& sheet) const override;
};

// §11.4.1: VP a side loses at the end of the game for every group of its
// units still on the map (not taken prisoner), or of those disorganised.
// Complete groups, or rounded up, or by the edition's rounding.
class MunchengratzGroupPenalty : public SpecialRule {
 public:
  Side side = Side::Austria;
  int turn = 14;
  int group = 2;
  int vp_per_group = -1;
  enum class Rounding { Down, Up, Edition } rounding = Rounding::Down;
  bool disorganised_only = false;
  bool prisoners_count = false;  // prisoners counted as if still on the map

  // The units counted at the end of `turn`, or -1 before then.
  int counted(const Game& g) const;
  int groups(const Game& g, int n) const;
  void score(const Game& g, ScoreSheet& sheet) const override;

 protected:
  MunchengratzGroupPenalty(RuleParams& p, bool disorganised);
};

// "loses 1 VP for each group of two units not taken prisoner and still on
// the map at the end of the 14.00 turn".
class MunchengratzUnitsLeftOnMap : public MunchengratzGroupPenalty {
 public:
  explicit MunchengratzUnitsLeftOnMap(RuleParams& p) : MunchengratzGroupPenalty(p, false) {}
};

// "loses 1 VP for every two Prussian units that are disorganised at the end
// of the 14.00 turn".
class MunchengratzDisorganisedPenalty : public MunchengratzGroupPenalty {
 public:
  explicit MunchengratzDisorganisedPenalty(RuleParams& p) : MunchengratzGroupPenalty(p, true) {}
};

// Unit kinds listed by name in a parameter ("infantry", "light" ...).
std::vector<UnitKind> unit_kinds(RuleParams& p, std::string_view key);

}  // namespace bohemia
