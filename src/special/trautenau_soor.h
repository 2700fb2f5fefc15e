// The campaign rules of Trautenau - Soor (VV165 §13), for the campaign
// file's [special.campaign_*] tables. They are parsed once per day and keep
// their state over the change of day (docs/special-rules.md, Campaigns).
#pragma once

#include <string>
#include <vector>

#include "special/special_rule.h"

namespace bohemia {

// VV165 §13.1: at the start of the `turn` turn of day 1 `side` decides
// whether the formation (its commander and `pieces`) comes in by `hex`.
// Taken, it is commanded by `cinc` for the rest of the campaign (§7.2), and
// on day 2 `day2_pieces` arrive at `day2_turn` instead of their hour;
// if day 1 then ends early (Bonin's panic), the campaign ends at once in a
// major victory for the enemy (§13.1).
class ReinforcementOption : public SpecialRule {
 public:
  explicit ReinforcementOption(RuleParams& p);
  Side side = Side::Prussia;
  int turn = 0;
  HexId hex = kNoHex;
  int formation = -1;
  std::vector<int> units;
  int cinc = -1;
  std::vector<Piece> day2_pieces;
  int day2_turn = 0;
  HexId day2_hex = kNoHex;
  int enemy_vp = 5;  // the enemy's VP for the campaign when it ends after day 1 (§13.4)
  int day = 1;       // the day being read
  // 0 not asked yet, 1 declined, 2 taken (slot 0).
  bool taken(const Game& g) const { return var(g, 0) == 2; }
  bool is_option_piece(Piece p) const;
  void at_turn_start(Game& g) const override;
  TaskActor task_actor(const Game& g, const Task& t) const override;
  void task_actions(const Game& g, const Task& t, std::vector<Action>& out) const override;
  void apply_task_action(Game& g, const Task& t, const Action& a) const override;
  std::string notation(const Game& g, const Action& a) const override;
  std::optional<Action> parse_action(const Game& g, const std::vector<std::string>& words) const override;
  std::optional<Arrival> arrival(const Game& g, Piece piece) const override;
  std::optional<bool> commander_in_command(const Game& g, int formation) const override;
  void between_days(Game& g) const override;
  std::string end_reason(const Game& g) const override;
};

// VV165 §13.3.1 and §13.3.2: on day 2, from `roll_from` to the end of
// `roll_until`, `side` rolls 1d6 at the start of each turn until a roll in
// `succeeds_on`; from that turn one brigade of `brigades` enters by `hex`
// each turn (his choice, A-54), `cinc` with the first, the `independents`
// `independents_delay` turns after the last brigade. Once it has entered,
// the side's line of retreat is `retreat_edge` (§13.3.2).
class CorpsEntry : public SpecialRule {
 public:
  explicit CorpsEntry(RuleParams& p);
  Side side = Side::Austria;
  int day = 2;  // the day it enters on
  int roll_from = 0, roll_until = 0;
  std::vector<int> succeeds_on;
  HexId hex = kNoHex;
  std::vector<int> brigades;  // formations
  int cinc = -1;
  std::vector<int> independents;  // units
  int independents_delay = 1;
  std::vector<HexId> retreat_edge_once_in;
  // Slots: 0 the hour the first brigade entered (0: not yet); 1 + i the
  // hour brigade i enters (0: not chosen yet).
  int entered_at(const Game& g) const { return var(g, 0); }
  int brigade_turn(const Game& g, std::size_t i) const { return var(g, 1 + static_cast<int>(i)); }
  void at_turn_start(Game& g) const override;
  TaskActor task_actor(const Game& g, const Task& t) const override;
  void task_actions(const Game& g, const Task& t, std::vector<Action>& out) const override;
  void apply_task_action(Game& g, const Task& t, const Action& a) const override;
  void task_roll(Game& g, const Task& t, int die) const override;
  std::string notation(const Game& g, const Action& a) const override;
  std::optional<Action> parse_action(const Game& g, const std::vector<std::string>& words) const override;
  std::optional<Arrival> arrival(const Game& g, Piece piece) const override;
  const std::vector<HexId>* retreat_edge(const Game& g, Side side, int unit) const override;
};

// VV165 §13.4: once the corps of `entry_rule` has entered on day 2, the
// `replaces` timed objectives score nothing, and at the end of day 2 each
// of `locations` scores its VP for the side controlling it (§11.4.1);
// `vp_if_fled` instead when the enemy's corps fled on day 1 (day 1 ended
// early) and none of its `fled_formations` is back on the map.
class CorpsVictory : public SpecialRule {
 public:
  explicit CorpsVictory(RuleParams& p);
  struct Location {
    VictoryLocation where;
    int vp = 0, vp_if_fled = 0;
  };
  int entry_rule = -1;  // index of the CorpsEntry rule
  std::string replaces;
  std::vector<Location> locations;
  std::vector<int> fled_formations;
  bool fled_and_absent(const Game& g) const;
  void score(const Game& g, ScoreSheet& sheet) const override;
};

}  // namespace bohemia
