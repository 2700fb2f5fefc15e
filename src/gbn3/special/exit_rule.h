// Units leaving the map (kind "exit"): which side, by which hexes, in which
// turns, and what the exits score. Several battles have one (Trautenau's
// evacuation, Soor's western edge, Münchengrätz's and Gitschin's exits), so
// it is generic data; a battle whose exit needs an extra condition derives
// from it and overrides open().
//
// A unit of `side`, activated, not yet moved and able to act, may leave the
// map in its movement: it reaches one of `hexes` (from its own hex on:
// "exit UNIT", or after moving there: "exit UNIT HEX") with `exit_mp` MP
// left for the step off the map (default 1 MP, a road or path hex: the road
// goes on beyond the edge; docs/rulings.md "exits"); it does not come back. Among the exits, those that count
// (by their turn, hex and the unit's condition) add up units or steps; the side scores `vp` once
// `vp_first_at` are counted and `vp` more for every further `vp_every`.
#pragma once

#include <vector>

#include "gbn3/special/special_rule.h"

namespace bohemia {

class RuleParams;

class ExitRule : public SpecialRule {
 public:
  explicit ExitRule(RuleParams& p);

  Side side = Side::Prussia;
  std::vector<HexId> hexes;  // where units may leave
  HalfMp step_off = 2;       // the step off the map, in half MP
  int from_turn = 0, until_turn = 0;
  std::vector<int> formations;  // empty: any formation of the side
  // What counts toward the VP.
  bool count_steps = false;        // steps left (morale - losses) instead of units
  std::vector<int> count_turns;    // empty: exits of any turn count
  std::vector<HexId> count_hexes;  // empty: exits by any of `hexes` count
  bool count_only_organised = false;
  bool count_only_without_losses = false;
  int vp = 0, vp_first_at = 1, vp_every = 1;

  // Units or steps counted so far.
  int counted(const Game& g) const { return var(g, 0); }
  // The VP a count is worth.
  int vp_for(int count) const;

  bool may_exit(const Game& g, int unit, HexId from) const override;
  HalfMp exit_cost(const Game& g, int unit) const override;
  void on_exit(RuleEffects& fx, int unit) const override;
  void score(const Game& g, ScoreSheet& sheet) const override;

 protected:
  ExitRule();   // for a derived rule that reads its own parameters
  void init();  // hooks and state, once the parameters are set
  // Conditions beyond side, hex and turn (none for the generic exit).
  virtual bool open(const Game& g) const;
  bool counts(const Game& g, int unit) const;
};

}  // namespace bohemia
