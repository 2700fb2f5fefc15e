// The special rules of Soor (VV165 §12), for the scenario file's
// [special.soor_*] tables. The western exits and the 12.00 objectives are
// the generic kinds "exit" and "timed_objectives".
#pragma once

#include <vector>

#include "gbn3/special/special_rule.h"

namespace bohemia {

// VV165 §12.1.4: the formation's activation marker goes into the cup (and
// may be picked by the initiative winner, §8) only from `from_turn`: the
// formation cannot be activated before.
class LateMarker : public SpecialRule {
 public:
  explicit LateMarker(RuleParams& p);
  int formation = -1;
  int from_turn = 0;
  bool marker_available(const Game& g, int formation) const override;
};

// VV165 §12.1.5: until the end of the `until_turn` turn, no combat unit of
// `side` may end a movement of the kinds in `kinds` in one of `forbidden`
// (the hexes more than `max_hexes_west` west of the road `road`).
class PositionLimit : public SpecialRule {
 public:
  explicit PositionLimit(RuleParams& p);
  Side side = Side::Austria;
  int until_turn = 0;  // inclusive
  int max_hexes_west = 1;
  std::vector<HexId> road;
  std::vector<std::uint8_t> forbidden;  // per hex
  std::uint32_t kinds = 0;              // bit per MoveKind
  bool limits(const Game& g, HexId h) const;
  bool may_end_move(const Game& g, Piece piece, HexId to, MoveKind how) const override;
};

// VV165 §12.1.3: the line of retreat of `side` changes with the hour: from
// each phase's `from_turn` it is that phase's edge hexes (before the first
// phase, the scenario's). Every reading of the line follows it: retreat
// direction (§9.5.8), demoralised moves (§10.2), control and prisoners
// (§11.4.1).
class ChangingLineOfRetreat : public SpecialRule {
 public:
  explicit ChangingLineOfRetreat(RuleParams& p);
  struct Phase {
    int from_turn = 0;
    std::vector<HexId> edge;
  };
  Side side = Side::Austria;
  std::vector<Phase> phases;  // by from_turn
  const std::vector<HexId>* retreat_edge(const Game& g, Side side, int unit) const override;
};

// VV165 §12.4.1: "A commander who remains stuck on the map in this way
// counts as one step loss". At the end of the last turn (the position the
// prisoners are judged on, §11.4.1), each commander of `side` (formation
// commander, Aide de Camp or commander-in-chief) on the map who cannot
// trace a line to his line of retreat counts `steps_per_commander` step
// losses more toward the enemy's "1 VP for every N step losses" (A-53: one
// count, complete groups only). The trapped units themselves are the core's
// prisoners: their remaining steps already count as losses.
class StuckCommanders : public SpecialRule {
 public:
  explicit StuckCommanders(RuleParams& p);
  Side side = Side::Austria;
  int steps_per_commander = 1;
  void at_end_of_turn(RuleEffects& fx) const override;
  void score(const Game& g, ScoreSheet& sheet) const override;
};

// VV165 §12.4.1: `side` scores `vp` (negative: loses) for every `every`
// steps of its combat units still on the map (prisoners are off the map at
// the end), "starting with the 1st step" (rounding up: ). With
// `floor_at_zero` these points never take the side's total below zero.
class StepsOnMap : public SpecialRule {
 public:
  explicit StepsOnMap(RuleParams& p);
  Side side = Side::Austria;
  int every = 4;
  bool round_up = true;
  int vp = -1;
  bool floor_at_zero = false;
  int groups(int steps) const { return round_up ? (steps + every - 1) / every : steps / every; }
  void score(const Game& g, ScoreSheet& sheet) const override;
};

}  // namespace bohemia
