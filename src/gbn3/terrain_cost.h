// The Terrain Effects Table applied to one step of movement, and the hexside
// tests that zones of control and combat share.
#pragma once

#include "gbn3/edition.h"
#include "gbn3/map.h"

namespace bohemia {

// What moving from `from` across side `d` costs a mover of class `mc`.
struct StepCost {
  HalfMp cost = kImpassable;  // kImpassable when the TEC prohibits the move
  bool along_road = false;    // crossed by road (TEC footnote 4: road bonus)
  bool disorganises = false;  // cavalry entering woods off road/path (TEC)
};

StepCost step_cost(const Map& m, const Edition& e, HexId from, Direction d, MoveClass mc);
// The same across a hexside whose features are `side` (a hexside a special
// rule changed: Rules::hexside).
StepCost step_cost(const Map& m, const Edition& e, HexId from, Direction d, MoveClass mc, std::uint16_t side);

// §5: may a unit of this class enter across this side at all (ignoring
// units)? Used for zones of control: "A unit does not project a ZoC across a
// terrain toward which it may not go or across a steep slope in the upward
// direction only."
bool zoc_projects(const Map& m, const Edition& e, HexId from, Direction d, MoveClass mc);
bool zoc_projects(const Map& m, const Edition& e, HexId from, Direction d, MoveClass mc, std::uint16_t side);
// The same given that step's cost (step_cost(), or a table of its results).
bool zoc_projects(const Map& m, HexId from, Direction d, const StepCost& step);

}  // namespace bohemia
