// Movement (§4): a piece or a stack moving together along a path of
// contiguous hexes, paying the TEC's costs (§4.5), roads and trails only
// with continuity (§4.6), march movement (§4.7), the variable MA (§4.4),
// the ZOC stops and disengagement (§6.2, §6.3), leaders alone (§10.1),
// HQs and trains (§12.1, §12.2), hidden markers (§19.8C) and lines (§19.7C).
#pragma once

#include <vector>

#include "mns/board.h"

namespace bohemia::mns {

// Who moves together and by which rates.
struct MoveGroup {
  std::vector<int> pieces;  // unit indices, or one marker (kMarkerBase + m)
  Side side = Side::Prussia;
  bool marker = false, leader_alone = false, hq = false, trains = false;
  bool line = false;      // a unit in line formation (§19.7C)
  std::vector<Arm> arms;  // the arms whose costs apply (the highest is paid, §4.2)
};

// What limits one move.
struct MoveLimits {
  HalfMp ma = 0;         // normal movement
  HalfMp march_ma = -1;  // march movement (§4.7), -1: not allowed
  bool may_enter_ezoc = true;
  bool disengaging = false;  // §6.3: may enter no other EZOC
  bool fortune = false;      // §12.4: may enter an EZOC, no march, not off the map
  bool charge_only = false;  // §12.4: the fortune's charge: only charge moves (1 or 2 MP)
  bool charge_here = false;  // §7.2: a triggered hex's charge needs no move
};

// Where a move can end: the cheapest cost of each hex and the way there.
struct ReachMap {
  std::vector<HalfMp> cost;  // kProhibited: not reached
  std::vector<HexId> prev;
  std::vector<std::uint8_t> stop;  // the move must end there (an EZOC, trains in the clear)
};

HexId group_hex(const Board& b, const MoveGroup& g);
ReachMap reach(Board& b, const MoveGroup& g, const MoveLimits& lim, HexId start, HalfMp spent, bool march);
std::vector<HexId> path_to(const ReachMap& r, HexId start, HexId to);
// Whether march movement may enter h: neither the unit nor its ZOC may come
// into an EZOC (§4.7).
bool march_blocked(Board& b, HexId h, Side side);

class Ctx;
// A lone piece as a group.
MoveGroup single_group(const Board& b, int piece);
// The limits of a move (may roll for the MA, §4.4).
MoveLimits move_limits(Ctx& x, Board& b, const MoveGroup& g, int assisting, bool fortune);
// §7.13.3, §9.3: may these pieces charge together (one arm, effective,
// undisrupted, not in open order nor line, one battalion/squadron and one
// other unit); `cavalry` says which kind of charge.
bool group_may_charge(Board& b, const MoveGroup& g, bool* cavalry);
// §12.4 (7.2): the charge moves open to the group for a fortune's charge:
// "charge HEX TARGET" for HEX reached with 1 or 2 MP (or its own hex when
// `here_too`), next to an enemy combat unit in terrain open to a charge.
std::vector<Action> fortune_charges(Board& b, const MoveGroup& g, bool here_too);
// The destinations loop and the walk (move_task.cpp), from `start` with
// `spent` half MP already used; `decider` chooses.
void move_on(Ctx& x, Board& b, const MoveGroup& g, const MoveLimits& lim, HexId start, HalfMp spent,
             Side decider);

}  // namespace bohemia::mns
