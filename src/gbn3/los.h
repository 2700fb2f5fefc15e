// Line of sight for an interface (§9.2.1): whether it is clear, the hexes it
// passes through, and the first hex that blocks it, so a client can draw the
// line and name what blocks it. Game::line_of_sight stays the rule; this only
// explains its answer.
#pragma once

#include <vector>

#include "gbn3/game.h"

namespace bohemia {

struct LosTrace {
  bool clear = false;
  bool in_range = true;       // within GBN3's line-of-sight range (Map::kLosRange)
  HexId blocked_by = kNoHex;  // the blocking hex nearest the firer, when blocked
  std::vector<HexId> line;    // from `from` to `to`, both included
};

LosTrace trace_line_of_sight(const Game& g, HexId from, HexId to);

}  // namespace bohemia
