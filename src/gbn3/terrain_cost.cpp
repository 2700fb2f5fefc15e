#include "gbn3/terrain_cost.h"

namespace bohemia {

StepCost step_cost(const Map& m, const Edition& e, HexId from, Direction d, MoveClass mc) {
  if (m.neighbour(from, d) == kNoHex) return {};
  return step_cost(m, e, from, d, mc, m.side(from, d));
}

StepCost step_cost(const Map& m, const Edition& e, HexId from, Direction d, MoveClass mc,
                   std::uint16_t side) {
  StepCost out;
  HexId to = m.neighbour(from, d);
  if (to == kNoHex) return out;
  const bool road = side & kRoad;
  const bool path = side & kPath;
  const bool rail = side & kRailway;
  const bool linear = side & kLinear;
  const bool mounted = mc == MoveClass::Cavalry || mc == MoveClass::Commander;

  // TEC River: uncrossable without a bridge (or a found ford, crossed as a bridge: A-48).
  if ((side & kRiver) && !(side & kCrossing)) return out;
  // TEC Escarpment: uncrossable except by road/path/railway.
  if ((side & kEscarpment) && !linear) return out;

  const int climb = m.level(to) - m.level(from);
  if (climb != 0 && !linear) {
    // TEC Level: "Art: prohibited except for road/path/railway".
    if (mc == MoveClass::Artillery) return out;
    // "Cav: prohibited by a steep slope except on a road/path/railway" (§1.1: two levels or more).
    if (mounted && (climb >= 2 || climb <= -2)) return out;
  }

  const Terrain t = m.terrain(to);
  // TEC footnote 2: village, town, marsh, woods and stream are "like a
  // road/path if entered by a road/path".
  const bool entered_by_track = road || path || rail;
  HalfMp cost = 2;  // clear, path, road, railway: 1 MP
  if (!entered_by_track) {
    switch (t) {
      case Terrain::Clear:
      case Terrain::Village:  // "Other terrain": the map gives no other terrain under villages and towns
      case Terrain::Town:
        cost = 2;
        break;
      case Terrain::Marsh:
        if (mc != MoveClass::Infantry && mc != MoveClass::Light) return out;  // Cav. & art.: prohibited
        cost = 4;                                                             // Inf.: 2 MP
        break;
      case Terrain::Woods:
        if (mc == MoveClass::Light)
          cost = 2;  // jägers +0 MP
        else if (mc == MoveClass::Infantry)
          cost = 4;  // +1 MP
        else
          cost = 6;                                             // art. & cav. +2 MP
        if (mc == MoveClass::Cavalry) out.disorganises = true;  // "Cav. disorganised"
        break;
    }
  }
  // TEC Level: +1 MP per level climbed (A-28: descending too under the
  // edition's option); footnote 1: a road cancels it, a path or a railway
  // does not (VV174: a path makes it +0.5).
  const int levels = climb > 0 ? climb : (e.descending_costs_like_climbing ? -climb : 0);
  if (levels > 0) {
    if (road)
      ;
    else if (path)
      cost += levels * e.path_climb_half_mp;
    else if (rail)
      cost += levels * e.railway_climb_half_mp;
    else
      cost += levels * 2;
  }
  // TEC Ravine: +1 MP.
  if (side & kRavine) cost += 2;
  // TEC Stream: +1 MP, cancelled when crossed by a road or path (§9.3 note, D-16).
  if (side & kStream) {
    bool cancelled = road || path || (rail && e.railway_cancels_stream);
    if (!cancelled) cost += 2;
  }
  out.cost = cost;
  out.along_road = road;
  return out;
}

bool zoc_projects(const Map& m, const Edition& e, HexId from, Direction d, MoveClass mc) {
  if (m.neighbour(from, d) == kNoHex) return false;
  return zoc_projects(m, e, from, d, mc, m.side(from, d));
}

bool zoc_projects(const Map& m, const Edition& e, HexId from, Direction d, MoveClass mc, std::uint16_t side) {
  if (m.neighbour(from, d) == kNoHex) return false;
  return zoc_projects(m, from, d, step_cost(m, e, from, d, mc, side));
}

bool zoc_projects(const Map& m, HexId from, Direction d, const StepCost& step) {
  HexId to = m.neighbour(from, d);
  if (to == kNoHex) return false;
  // Not up a steep slope.
  if (m.level(to) - m.level(from) >= 2) return false;
  // Not across terrain the unit may not enter.
  return step.cost < kImpassable;
}

}  // namespace bohemia
