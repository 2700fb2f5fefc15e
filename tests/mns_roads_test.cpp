// Musket & Saber (Königgrätz), issue 16: roads and continuity (§4.6). A
// road step pays the road's rate whatever the terrain it enters; the same
// hex entered from off the road pays its terrain (a unit joins a road's
// rate only along it). Found on the shipped map: a road hexside into a
// hex whose terrain costs cavalry more than the road, and a hexside into
// that hex that is not the road's.
#include "mns/movement.h"
#include "mns/rules.h"
#include "mns_test_util.h"

namespace bohemia::mns::test {
namespace mns_roads_test {
namespace {

struct Found {
  HexId on_road = kNoHex, target = kNoHex, off_road = kNoHex;
};

Found find_road_step(const Scenario& sc) {
  const Map& m = *sc.map;
  const Tec& t = *sc.tec;
  const std::size_t cav = static_cast<std::size_t>(Arm::Cavalry);
  for (HexId h = 0; h < m.size(); ++h)
    for (int d = 0; d < 6; ++d) {
      HexId n = m.neighbour(h, d);
      if (n == kNoHex || !(m.path[m.hs(h, d)] & kRoad)) continue;
      if (t.hexsides[m.side[m.hs(h, d)]].mp_add_on_path > 0) continue;  // a bridge: keep it simple
      const HexTerrain& ht = t.hexes[m.terrain[static_cast<std::size_t>(n)]];
      if (ht.mp[cav] >= kProhibited || ht.mp[cav] <= t.road.mp[cav]) continue;
      for (int e = 0; e < 6; ++e) {
        HexId o = m.neighbour(n, e);
        if (o == kNoHex || o == h || m.path[m.hs(n, e)]) continue;
        if (t.hexsides[m.side[m.hs(n, e)]].mp_add[cav] >= kProhibited) continue;
        if (t.hexes[m.terrain[static_cast<std::size_t>(o)]].mp[cav] >= kProhibited) continue;
        return {h, n, o};
      }
    }
  return {};
}

HalfMp cost_from(const Game& g, HexId start, HexId to) {
  State s = g.state();
  int u = unit_index(g.scenario(), "p-f-hvy");
  UnitState& x = s.units[static_cast<std::size_t>(u)];
  x = UnitState{};
  x.where = Where::Map;
  x.hex = start;
  Caches c;
  Board b(g.scenario(), s, c);
  MoveLimits lim;
  lim.ma = 40;
  ReachMap r = reach(b, single_group(b, u), lim, start, 0, false);
  return r.cost[static_cast<std::size_t>(to)];
}

TEST(Mns_S04_6_Roads, ARoadStepPaysTheRoadRateOnlyAlongTheRoad) {
  Game g = position("s13_reentry.toml");  // an empty map
  const Scenario& sc = g.scenario();
  Found f = find_road_step(sc);
  ASSERT_NE(f.on_road, kNoHex) << "no road into costlier terrain on the map";
  const HalfMp road = sc.tec->road.mp[static_cast<std::size_t>(Arm::Cavalry)];
  EXPECT_EQ(cost_from(g, f.on_road, f.target), road)
      << sc.map->label(f.on_road) << " to " << sc.map->label(f.target);
  EXPECT_GT(cost_from(g, f.off_road, f.target), road)
      << sc.map->label(f.off_road) << " to " << sc.map->label(f.target) << ": not along the road";
}

}  // namespace
}  // namespace mns_roads_test
}  // namespace bohemia::mns::test
