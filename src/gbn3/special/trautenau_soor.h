// The campaign rules of Trautenau - Soor (VV165 §13), for the campaign
// file's [special.campaign_*] tables. They are parsed once per day and keep
// their state over the change of day (docs/special-rules.md, Campaigns).
#pragma once

#include <string>
#include <vector>

#include "gbn3/special/corps_arrival.h"
#include "gbn3/special/special_rule.h"

namespace bohemia {

// VV165 §13.1: at the start of the `turn` turn of day 1 `side` decides
// whether the formation (its commander and `pieces`) comes in by `hex`.
// Taken, it answers to `cinc` for the rest of the campaign (§7.2, §8, §9.1.4), and
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
  void at_turn_start(RuleEffects& fx) const override;
  TaskActor task_actor(const Game& g, const Task& t) const override;
  void task_actions(const Game& g, const Task& t, std::vector<Action>& out) const override;
  void apply_task_action(RuleEffects& fx, const Task& t, const Action& a) const override;
  std::string notation(const Game& g, const Action& a) const override;
  std::optional<Action> parse_action(const Game& g, const std::vector<std::string>& words) const override;
  std::optional<Arrival> arrival(const Game& g, Piece piece) const override;
  std::optional<int> formation_cinc(const Game& g, int formation) const override;
  void between_days(RuleEffects& fx) const override;
  std::string end_reason(const Game& g) const override;
};

// VV165 §13.3.1 and §13.3.2: on day 2, from `roll_from` to the end of
// `roll_until`, `side` rolls 1d6 at the start of each turn until a roll in
// `succeeds_on`; from that turn one brigade of `brigades` enters by `hex`
// each turn (his choice, A-54), `cinc` with the first, the `independents`
// `independents_delay` turns after the last brigade. Once it has entered,
// the side's line of retreat is `retreat_edge` (§13.3.2).
class CorpsEntry : public CorpsArrival {
 public:
  explicit CorpsEntry(RuleParams& p);
  int day = 2;  // the day it enters on
  int roll_from = 0, roll_until = 0;
  std::vector<int> independents;  // units
  int independents_delay = 1;
  std::vector<HexId> retreat_edge_once_in;
  // The hour the first brigade entered (0: not yet).
  int entered_at(const Game& g) const { return started_at(g); }
  void at_turn_start(RuleEffects& fx) const override;
  void apply_task_action(RuleEffects& fx, const Task& t, const Action& a) const override;
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

// VV165 §13.2 (first case) and §13.4: when a rule ended day 1 early (Bonin's
// panic), day 1 counts as a major victory of the enemy with `day1_enemy_vp`
// VP (none for `side`); every piece of `side` on the map is withdrawn; the
// enemy re-deploys: one of his `brigades` within `zone_distance` hexes of
// each of the `zones` places (his choice which), the others and the
// `independents` formations' units in rows `others_from_row` ..
// `others_to_row`. From `restricted_from_turn` to
// `restricted_until_turn` of day 2 only `active_brigades` of `brigades`
// (his choice at the first of those turns, or at each with
// `choose_each_turn`) have their marker (Hook::MarkerAvailable).
class PanicAftermath : public SpecialRule {
 public:
  explicit PanicAftermath(RuleParams& p);
  struct Zone {
    std::string place;
    std::vector<HexId> hexes;  // the place's
  };
  Side side = Side::Prussia;  // the side that panicked
  int day1_enemy_vp = 5;
  std::vector<int> brigades;  // formations of the enemy
  std::vector<Zone> zones;
  int zone_distance = 1;
  int others_from_row = 1, others_to_row = 9;
  std::vector<int> independents;  // formations of the enemy
  int restricted_from_turn = 0, restricted_until_turn = 0;
  int active_brigades = 1;
  bool choose_each_turn = false;
  // Did day 1 end early (the procedure applies)?
  static bool day1_ended_early(const Game& g);
  // The zone brigade i was given (0 .. zones.size(), the last one "the
  // others"), -1 none yet.
  int zone_of(const Game& g, std::size_t i) const { return var(g, kZone + static_cast<int>(i)) - 1; }
  // May unit u be placed in hex h now (its zone, stacking)?
  bool may_place(const Game& g, Piece piece, HexId h) const;
  bool to_place(const Game& g, Piece piece) const;
  bool withdrawn(const Game& g, int u) const;
  void between_days(RuleEffects& fx) const override;
  void at_game_start(RuleEffects& fx) const override;
  void at_turn_start(RuleEffects& fx) const override;
  bool marker_available(const Game& g, int formation) const override;
  TaskActor task_actor(const Game& g, const Task& t) const override;
  void task_actions(const Game& g, const Task& t, std::vector<Action>& out) const override;
  void apply_task_action(RuleEffects& fx, const Task& t, const Action& a) const override;
  std::string notation(const Game& g, const Action& a) const override;
  std::optional<Action> parse_action(const Game& g, const std::vector<std::string>& words) const override;

 private:
  // State slots: the chosen brigades (a bit each), the zone of each brigade,
  // then bits per unit: withdrawn, to place; then bits per brigade: its
  // commander to place.
  static constexpr int kChosen = 0, kZone = 1;
  int withdrawn_at_ = 0, to_place_at_ = 0, commander_at_ = 0;
  int brigade_index(int formation) const;
  bool has_pieces_to_place(const Game& g, std::size_t brigade) const;
  int next_zone(const Game& g) const;  // the first zone no brigade was given
  int zone_of_piece(const Game& g, Piece piece) const;
  bool bit(const Game& g, int at, int i) const;
  void set_bit(RuleEffects& fx, int at, int i, bool on) const;
  bool restricted_turn(const Game& g) const;
  void next_assignment(RuleEffects& fx) const;
  void next_placement(RuleEffects& fx) const;
};

// VV165 §13.3.2: if day 1 ended early (Bonin's panic: the I corps fled), on
// day 2 from the turn after the first entry of `entry_rule`'s corps to the
// end of `roll_until`, `side` rolls 1d6 at the start of each turn until a
// roll in `succeeds_on`; from that turn one of `divisions` returns by `hex`
// each turn (his choice, A-55), `cinc` with the first, the
// `with_last_division` formations with the last. Only pieces not in play
// (withdrawn, or never entered on day 1) return.
class CorpsReturn : public CorpsArrival {
 public:
  explicit CorpsReturn(RuleParams& p);
  int entry_rule = -1;  // index of the CorpsEntry rule
  int roll_until = 0;
  std::vector<int> with_last;  // formations
  // The hour the roll succeeded (0: not yet).
  int returned_at(const Game& g) const { return started_at(g); }
  void at_turn_start(RuleEffects& fx) const override;
  void apply_task_action(RuleEffects& fx, const Task& t, const Action& a) const override;
  std::optional<Arrival> arrival(const Game& g, Piece piece) const override;
};

}  // namespace bohemia
