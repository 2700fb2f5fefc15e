// §1 (general: terrain, levels, steep slopes, hexsides), the Terrain Effects
// Table (VV165, reading notes §2.11) and hex geometry on the printed maps.
//
// Movement costs are read in whole MP; the engine keeps half points (VV174's
// "+0.5 MP" for a path), so step_cost() returns doubled values.
#include <gtest/gtest.h>

#include "gbn3/edition.h"
#include "gbn3/map.h"
#include "gbn3/terrain_cost.h"
#include "gbn3/types.h"
#include "rules_scenario_builder.h"
#include "test_util.h"

namespace rules_s01_terrain_test {

using namespace bohemia;
using namespace bohemia::test;

namespace {

const Edition& vv165() {
  static const Edition e = *edition_by_id("VV165");
  return e;
}
const Edition& vv174() {
  static const Edition e = *edition_by_id("VV174");
  return e;
}

// A 5x5 clear, level-1 map; the test sets the one hex and hexside it studies.
// The studied step is always 0303 -> its south neighbour 0304.
struct Ground {
  Map m{"ground", 5, 5};
  HexId from = m.parse_label("0303");
  HexId to = m.parse_label("0304");
  Ground() {}
  Ground& terrain(Terrain t) {
    m.set_terrain(to, t);
    return *this;
  }
  Ground& levels(int from_level, int to_level) {
    m.set_level(from, from_level);
    m.set_level(to, to_level);
    return *this;
  }
  Ground& side(std::uint16_t bits) {
    m.add_side(from, Direction::S, bits);
    return *this;
  }
  // Cost in whole MP, or -1 when the TEC prohibits the step.
  double cost(MoveClass mc, const Edition& e = vv165()) const {
    StepCost c = step_cost(m, e, from, Direction::S, mc);
    return c.cost >= kImpassable ? -1 : c.cost / 2.0;
  }
  bool disorganises(MoveClass mc) const { return step_cost(m, vv165(), from, Direction::S, mc).disorganises; }
};

constexpr MoveClass kAll[] = {MoveClass::Infantry, MoveClass::Light, MoveClass::Cavalry, MoveClass::Artillery,
                              MoveClass::Commander};

}  // namespace

// ------------------------------------------------------------------ §1.1

// §1.1: "A steep slope corresponds to a difference of at least two levels
// between two adjacent hexagons." The map file does not list steep slopes;
// they follow from the levels (docs/data-format.md).
TEST(Section1_1_SteepSlope, TwoLevelsOrMoreIsSteepOneLevelIsNot) {
  Map m("slopes", 5, 5);
  HexId c = m.parse_label("0303");
  m.set_level(c, 3);
  m.set_level(m.neighbour(c, Direction::N), 1);   // 2 below
  m.set_level(m.neighbour(c, Direction::NE), 2);  // 1 below
  m.set_level(m.neighbour(c, Direction::SE), 4);  // 1 above
  m.set_level(m.neighbour(c, Direction::S), 3);   // level
  m.set_level(m.neighbour(c, Direction::SW), 1);  // 2 below
  m.set_level(m.neighbour(c, Direction::NW), 4);  // 1 above
  EXPECT_TRUE(m.steep(c, Direction::N));
  EXPECT_FALSE(m.steep(c, Direction::NE));
  EXPECT_FALSE(m.steep(c, Direction::SE));
  EXPECT_FALSE(m.steep(c, Direction::S));
  EXPECT_TRUE(m.steep(c, Direction::SW));
  EXPECT_FALSE(m.steep(c, Direction::NW));
  // A slope is steep from both sides.
  EXPECT_TRUE(m.steep(m.neighbour(c, Direction::N), Direction::S));
  EXPECT_TRUE(m.steep(m.neighbour(c, Direction::SW), Direction::NE));
  // Four levels apart (1 and 4) is steep too.
  HexId low = m.parse_label("0101");
  HexId high = m.neighbour(low, Direction::S);
  m.set_level(high, 4);
  EXPECT_TRUE(m.steep(low, Direction::S));
}

// §1.1 on a loaded map: the testmap's hill 0402 is level 3 in level-1 ground,
// so all six of its sides are steep; the level-2 plateau 0907-1008 is one
// level above its surroundings and has no steep side.
TEST(Section1_1_SteepSlope, LoadedMapDerivesSteepSlopesFromLevels) {
  auto sc = fixture("duel");
  const Map& m = *sc->map;
  HexId hill = m.parse_label("0402");
  EXPECT_EQ(m.level(hill), 3);
  for (int d = 0; d < kDirections; ++d) EXPECT_TRUE(m.steep(hill, direction_from_int(d))) << d;
  HexId plateau = m.parse_label("0907");
  EXPECT_EQ(m.level(plateau), 2);
  for (int d = 0; d < kDirections; ++d) EXPECT_FALSE(m.steep(plateau, direction_from_int(d))) << d;
}

// §1.1 / TEC: hexside features lie between two hexes and belong to both.
TEST(Section1_1_Hexsides, FeaturesAreSeenFromBothHexes) {
  auto sc = fixture("duel");
  const Map& m = *sc->map;
  // ravine 0306/S, escarpment 0308/S, stream 0503/S and 0503/SE, river 0901/SE.
  EXPECT_TRUE(m.side(m.parse_label("0306"), Direction::S) & kRavine);
  EXPECT_TRUE(m.side(m.parse_label("0307"), Direction::N) & kRavine);
  EXPECT_TRUE(m.side(m.parse_label("0308"), Direction::S) & kEscarpment);
  EXPECT_TRUE(m.side(m.parse_label("0309"), Direction::N) & kEscarpment);
  EXPECT_TRUE(m.side(m.parse_label("0504"), Direction::N) & kStream);
  EXPECT_TRUE(m.side(m.parse_label("0603"), Direction::NW) & kStream);  // 0503/SE: 0503 (odd) -> 0603
  EXPECT_TRUE(m.side(m.parse_label("1001"), Direction::NW) & kRiver);   // 0901/SE
  // Other sides of the same hexes carry nothing.
  EXPECT_EQ(m.side(m.parse_label("0306"), Direction::N), 0);
  EXPECT_EQ(m.side(m.parse_label("0503"), Direction::N), 0);
  // A road through hex centres crosses the hexsides between consecutive hexes.
  EXPECT_TRUE(m.side(m.parse_label("0105"), Direction::SE) & kRoad);  // 0105 -> 0205
  EXPECT_TRUE(m.side(m.parse_label("0205"), Direction::NW) & kRoad);
  EXPECT_FALSE(m.side(m.parse_label("0105"), Direction::S) & kRoad);
}

// ------------------------------------------------------------------ hexes

// Reading notes §3.10: with even columns half a hex lower, a hex's six
// neighbours on a map are its six axial neighbours; hexes off the map have none.
TEST(Section1_Hexes, MapNeighboursFollowThePrintedGridAndStopAtTheEdge) {
  Map m("grid", 10, 10);
  HexId h = m.parse_label("0606");
  const char* expected[] = {"0605", "0706", "0707", "0607", "0507", "0506"};  // N NE SE S SW NW (even column)
  for (int d = 0; d < kDirections; ++d)
    EXPECT_EQ(m.label(m.neighbour(h, direction_from_int(d))), expected[d]) << d;
  HexId o = m.parse_label("0505");
  const char* odd[] = {"0504", "0604", "0605", "0506", "0405", "0404"};  // odd column sits higher
  for (int d = 0; d < kDirections; ++d)
    EXPECT_EQ(m.label(m.neighbour(o, direction_from_int(d))), odd[d]) << d;
  HexId corner = m.parse_label("0101");
  EXPECT_EQ(m.neighbour(corner, Direction::N), kNoHex);
  EXPECT_EQ(m.neighbour(corner, Direction::NW), kNoHex);
  EXPECT_EQ(m.neighbour(corner, Direction::SW), kNoHex);
  EXPECT_EQ(m.label(m.neighbour(corner, Direction::SE)), "0201");
  EXPECT_EQ(m.parse_label("1101"), kNoHex);
  EXPECT_EQ(m.parse_label("0011"), kNoHex);
  EXPECT_TRUE(m.on_edge(corner));
  EXPECT_TRUE(m.on_edge(m.parse_label("1005")));
  EXPECT_TRUE(m.on_edge(m.parse_label("0510")));
  EXPECT_FALSE(m.on_edge(m.parse_label("0505")));
}

TEST(Section1_Hexes, DistancesOnPrintedLabels) {
  Map m("grid", 10, 10);
  auto d = [&](const char* a, const char* b) { return m.distance(m.parse_label(a), m.parse_label(b)); };
  EXPECT_EQ(d("0505", "0505"), 0);
  EXPECT_EQ(d("0505", "0509"), 4);  // straight down a column
  EXPECT_EQ(d("0101", "0501"), 4);  // along row 01 the hexes zig-zag
  EXPECT_EQ(d("0202", "0602"), 4);
  EXPECT_EQ(d("0101", "0403"), 4);  // (1,1) -> (4,3): 3 columns cover 1.5 rows
  EXPECT_EQ(d("0101", "1010"), 14);
  EXPECT_EQ(d("0606", "0707"), 1);
  EXPECT_EQ(d("0505", "0606"), 2);
  EXPECT_FALSE(direction_to(*kFlatEvenQ.parse_label("0505"), *kFlatEvenQ.parse_label("0606")).has_value());
}

// §4 / §9.2: the front arc of a unit is the 120° wedge through its three
// front hexsides; hexes beyond the front hexes belong to it when they lie in
// that wedge.
TEST(Section1_Hexes, FrontArcIsTheWedgeThroughTheThreeFrontHexsides) {
  Map m("grid", 10, 10);
  HexId h = m.parse_label("0505");
  auto in = [&](Direction f, const char* to) { return m.in_front_arc(h, f, m.parse_label(to)); };
  // Facing N: the three hexes N, NE, NW and everything between their rays.
  EXPECT_TRUE(in(Direction::N, "0504"));
  EXPECT_TRUE(in(Direction::N, "0604"));
  EXPECT_TRUE(in(Direction::N, "0404"));
  EXPECT_TRUE(in(Direction::N, "0502"));   // straight ahead, 3 hexes
  EXPECT_TRUE(in(Direction::N, "0803"));   // along the NE ray (3 hexes)
  EXPECT_TRUE(in(Direction::N, "0603"));   // between N and NE rays
  EXPECT_FALSE(in(Direction::N, "0605"));  // SE neighbour: flank
  EXPECT_FALSE(in(Direction::N, "0506"));  // behind
  EXPECT_FALSE(in(Direction::N, "0508"));
  EXPECT_FALSE(in(Direction::N, "0806"));  // beyond the SE ray
  // Facing S mirrors it.
  EXPECT_TRUE(in(Direction::S, "0508"));
  EXPECT_TRUE(in(Direction::S, "0605"));
  EXPECT_FALSE(in(Direction::S, "0502"));
  // Every hex lies in the arc of at least one facing, and the six arcs cover
  // each neighbour exactly three times (the three facings it is a front hex of).
  for (int d = 0; d < kDirections; ++d) {
    HexId n = m.neighbour(h, direction_from_int(d));
    int count = 0;
    for (int f = 0; f < kDirections; ++f) count += m.in_front_arc(h, direction_from_int(f), n) ? 1 : 0;
    EXPECT_EQ(count, 3) << d;
  }
}

// ----------------------------------------------------- TEC: protection

// TEC "Combat / (defensive protection)": clear (1), marsh (1), woods (2),
// village [2], town [3]; path, road and railway change nothing.
TEST(TEC, ProtectionValues) {
  EXPECT_EQ(terrain_protection(Terrain::Clear), 1);
  EXPECT_EQ(terrain_protection(Terrain::Marsh), 1);
  EXPECT_EQ(terrain_protection(Terrain::Woods), 2);
  EXPECT_EQ(terrain_protection(Terrain::Village), 2);
  EXPECT_EQ(terrain_protection(Terrain::Town), 3);
}

// TEC "Blocks the LoS?": village, town and woods yes; clear and marsh no.
TEST(TEC, WhichTerrainBlocksLineOfSight) {
  EXPECT_TRUE(terrain_blocks_los(Terrain::Woods));
  EXPECT_TRUE(terrain_blocks_los(Terrain::Village));
  EXPECT_TRUE(terrain_blocks_los(Terrain::Town));
  EXPECT_FALSE(terrain_blocks_los(Terrain::Clear));
  EXPECT_FALSE(terrain_blocks_los(Terrain::Marsh));
}

// ------------------------------------------------------ TEC: movement

// TEC "Clear, levels 1-4: Standard" (1 MP) for every mover; village and town
// cost the other terrain of the hex (clear here), for every mover.
TEST(TEC, ClearVillageAndTownCostOneForEveryMover) {
  for (MoveClass mc : kAll) {
    EXPECT_EQ(Ground().cost(mc), 1) << static_cast<int>(mc);
    EXPECT_EQ(Ground().terrain(Terrain::Village).cost(mc), 1) << static_cast<int>(mc);
    EXPECT_EQ(Ground().terrain(Terrain::Town).cost(mc), 1) << static_cast<int>(mc);
  }
}

// TEC Woods: "Art. & Cav.: +2 MP; Inf.: +1 MP (jägers: +0 MP)".
TEST(TEC, WoodsCostPerUnitType) {
  Ground w;
  w.terrain(Terrain::Woods);
  EXPECT_EQ(w.cost(MoveClass::Infantry), 2);
  EXPECT_EQ(w.cost(MoveClass::Light), 1);
  EXPECT_EQ(w.cost(MoveClass::Cavalry), 3);
  EXPECT_EQ(w.cost(MoveClass::Artillery), 3);
  EXPECT_EQ(w.cost(MoveClass::Commander), 3);  // commanders move with cavalry MP (§7.1, §7.2)
}

// TEC Woods: "Cav. disorganised" (footnotes 2-3): only cavalry, and not when
// it enters along a road or path (footnote 2: "Like a road/path if entered by a
// road/path").
TEST(TEC, WoodsDisorganiseCavalryUnlessEnteredByRoadOrPath) {
  Ground w;
  w.terrain(Terrain::Woods);
  EXPECT_TRUE(w.disorganises(MoveClass::Cavalry));
  EXPECT_FALSE(w.disorganises(MoveClass::Infantry));
  EXPECT_FALSE(w.disorganises(MoveClass::Light));
  EXPECT_FALSE(w.disorganises(MoveClass::Artillery));
  Ground r;
  r.terrain(Terrain::Woods).side(kRoad);
  EXPECT_FALSE(r.disorganises(MoveClass::Cavalry));
  Ground p;
  p.terrain(Terrain::Woods).side(kPath);
  EXPECT_FALSE(p.disorganises(MoveClass::Cavalry));
}

// TEC footnote 2 on woods: entered by a road or path, woods cost the road or
// path's 1 MP for everybody.
TEST(TEC, WoodsEnteredByRoadOrPathCostOne) {
  for (MoveClass mc : kAll) {
    EXPECT_EQ(Ground().terrain(Terrain::Woods).side(kRoad).cost(mc), 1) << static_cast<int>(mc);
    EXPECT_EQ(Ground().terrain(Terrain::Woods).side(kPath).cost(mc), 1) << static_cast<int>(mc);
  }
}

// TEC Marsh: "Inf.: 2 MP; Cav. & art.: prohibited except via road/path/railway".
TEST(TEC, MarshTwoForInfantryProhibitedForCavalryAndArtillery) {
  Ground m;
  m.terrain(Terrain::Marsh);
  EXPECT_EQ(m.cost(MoveClass::Infantry), 2);
  EXPECT_EQ(m.cost(MoveClass::Light), 2);
  EXPECT_EQ(m.cost(MoveClass::Cavalry), -1);
  EXPECT_EQ(m.cost(MoveClass::Artillery), -1);
  for (std::uint16_t track : {kRoad, kPath, kRailway}) {
    Ground t;
    t.terrain(Terrain::Marsh).side(track);
    EXPECT_EQ(t.cost(MoveClass::Cavalry), 1) << track;
    EXPECT_EQ(t.cost(MoveClass::Artillery), 1) << track;
    EXPECT_EQ(t.cost(MoveClass::Infantry), 1) << track;
  }
}

// TEC Level: "+1 MP/level" for climbing (reading A-28: the cost is for the
// climb; descending costs nothing extra).
TEST(TEC, ClimbingCostsOneMorePerLevel) {
  EXPECT_EQ(Ground().levels(1, 2).cost(MoveClass::Infantry), 2);
  EXPECT_EQ(Ground().levels(1, 3).cost(MoveClass::Infantry), 3);
  EXPECT_EQ(Ground().levels(1, 4).cost(MoveClass::Light), 4);
  EXPECT_EQ(Ground().levels(1, 2).cost(MoveClass::Cavalry), 2);
  EXPECT_EQ(Ground().levels(2, 1).cost(MoveClass::Infantry), 1);
  EXPECT_EQ(Ground().levels(3, 1).cost(MoveClass::Infantry), 1);
  // Climbing into woods adds both: 2 (woods) + 1 (level).
  EXPECT_EQ(Ground().levels(1, 2).terrain(Terrain::Woods).cost(MoveClass::Infantry), 3);
}

// TEC footnote 1 and §9.3 note: "a road cancels the +1 MP for a change in
// elevation ... a path or railway does not cancel it out" (VV165).
TEST(TEC, RoadCancelsTheClimbButPathAndRailwayDoNot) {
  EXPECT_EQ(Ground().levels(1, 2).side(kRoad).cost(MoveClass::Infantry), 1);
  EXPECT_EQ(Ground().levels(1, 3).side(kRoad).cost(MoveClass::Infantry), 1);
  EXPECT_EQ(Ground().levels(1, 2).side(kPath).cost(MoveClass::Infantry), 2);
  EXPECT_EQ(Ground().levels(1, 2).side(kRailway).cost(MoveClass::Infantry), 2);
}

// VV174 TEC footnote 1 (D-15): "a path reduces it to +0.5 (no effect on a railway)".
TEST(TEC, Vv174PathHalvesTheClimb) {
  EXPECT_EQ(Ground().levels(1, 2).side(kPath).cost(MoveClass::Infantry, vv174()), 1.5);
  EXPECT_EQ(Ground().levels(1, 3).side(kPath).cost(MoveClass::Infantry, vv174()), 2);
  EXPECT_EQ(Ground().levels(1, 2).side(kRailway).cost(MoveClass::Infantry, vv174()), 2);
  EXPECT_EQ(Ground().levels(1, 2).side(kRoad).cost(MoveClass::Infantry, vv174()), 1);
}

// TEC Level: "Art: prohibited except for road/path/railway" — artillery may
// not change level at all off a road, path or railway, up or down.
TEST(TEC, ArtilleryCannotChangeLevelExceptAlongARoadPathOrRailway) {
  EXPECT_EQ(Ground().levels(1, 2).cost(MoveClass::Artillery), -1);
  EXPECT_EQ(Ground().levels(2, 1).cost(MoveClass::Artillery), -1);
  EXPECT_EQ(Ground().levels(1, 2).side(kRoad).cost(MoveClass::Artillery), 1);
  EXPECT_EQ(Ground().levels(1, 2).side(kPath).cost(MoveClass::Artillery), 2);  // path: climb still paid
  EXPECT_EQ(Ground().levels(2, 1).side(kRailway).cost(MoveClass::Artillery), 1);
  // On level ground artillery moves normally.
  EXPECT_EQ(Ground().levels(2, 2).cost(MoveClass::Artillery), 1);
}

// TEC Level: "Cav: prohibited by a steep slope except on a road/path/railway";
// a one-level slope is allowed. §1.1: steep = two levels or more, either way.
TEST(TEC, CavalryCannotCrossASteepSlopeExceptAlongARoadPathOrRailway) {
  EXPECT_EQ(Ground().levels(1, 2).cost(MoveClass::Cavalry), 2);
  EXPECT_EQ(Ground().levels(1, 3).cost(MoveClass::Cavalry), -1);
  EXPECT_EQ(Ground().levels(3, 1).cost(MoveClass::Cavalry), -1);
  EXPECT_EQ(Ground().levels(1, 3).side(kRoad).cost(MoveClass::Cavalry), 1);
  EXPECT_EQ(Ground().levels(1, 3).side(kPath).cost(MoveClass::Cavalry), 3);
  EXPECT_EQ(Ground().levels(3, 1).side(kRailway).cost(MoveClass::Cavalry), 1);
  // Infantry is not barred by steep slopes, it pays the climb.
  EXPECT_EQ(Ground().levels(1, 3).cost(MoveClass::Infantry), 3);
  EXPECT_EQ(Ground().levels(3, 1).cost(MoveClass::Infantry), 1);
}

// TEC Escarpment: "Uncrossable except by road/path/railway".
TEST(TEC, EscarpmentUncrossableExceptByRoadPathOrRailway) {
  for (MoveClass mc : kAll) {
    EXPECT_EQ(Ground().side(kEscarpment).cost(mc), -1) << static_cast<int>(mc);
    EXPECT_EQ(Ground().side(kEscarpment | kRoad).cost(mc), 1) << static_cast<int>(mc);
    EXPECT_EQ(Ground().side(kEscarpment | kPath).cost(mc), 1) << static_cast<int>(mc);
    EXPECT_EQ(Ground().side(kEscarpment | kRailway).cost(mc), 1) << static_cast<int>(mc);
  }
}

// TEC Ravine: "+1 MP".
TEST(TEC, RavineCostsOneMore) {
  for (MoveClass mc : kAll) EXPECT_EQ(Ground().side(kRavine).cost(mc), 2) << static_cast<int>(mc);
  EXPECT_EQ(Ground().side(kRavine).terrain(Terrain::Woods).cost(MoveClass::Infantry), 3);
}

// TEC Stream: "+1 MP", footnote 2 "Like a road/path if entered by a
// road/path" and §9.3 note "The +1 MP for crossing a stream is canceled";
// VV165 names only road and path, VV174 adds the railway (D-16).
TEST(TEC, StreamCostsOneMoreUnlessCrossedByRoadOrPath) {
  for (MoveClass mc : kAll) EXPECT_EQ(Ground().side(kStream).cost(mc), 2) << static_cast<int>(mc);
  EXPECT_EQ(Ground().side(kStream | kRoad).cost(MoveClass::Infantry), 1);
  EXPECT_EQ(Ground().side(kStream | kPath).cost(MoveClass::Cavalry), 1);
  EXPECT_EQ(Ground().side(kStream | kRailway).cost(MoveClass::Infantry), 2);
  EXPECT_EQ(Ground().side(kStream | kRailway).cost(MoveClass::Infantry, vv174()), 1);
}

// TEC River: "Uncrossable without a bridge".
TEST(TEC, RiverUncrossableWithoutABridge) {
  for (MoveClass mc : kAll) {
    EXPECT_EQ(Ground().side(kRiver).cost(mc), -1) << static_cast<int>(mc);
    EXPECT_EQ(Ground().side(kRiver | kBridge | kRoad).cost(mc), 1) << static_cast<int>(mc);
  }
}

// TEC Path, Road, Railway: "1 MP" whatever the hex beyond.
TEST(TEC, PathRoadAndRailwayCostOne) {
  for (std::uint16_t track : {kRoad, kPath, kRailway})
    for (MoveClass mc : kAll)
      EXPECT_EQ(Ground().side(track).cost(mc), 1) << track << " " << static_cast<int>(mc);
}

// TEC footnote 4: the road bonus counts road crossings; the step reports
// whether it went along a road (a path or railway does not count).
TEST(TEC, OnlyARoadStepCountsTowardTheRoadBonus) {
  EXPECT_TRUE(step_cost(Ground().side(kRoad).m, vv165(), Ground().from, Direction::S, MoveClass::Infantry)
                  .along_road);
  EXPECT_FALSE(step_cost(Ground().side(kPath).m, vv165(), Ground().from, Direction::S, MoveClass::Infantry)
                   .along_road);
  EXPECT_FALSE(step_cost(Ground().side(kRailway).m, vv165(), Ground().from, Direction::S, MoveClass::Infantry)
                   .along_road);
  EXPECT_FALSE(step_cost(Ground().m, vv165(), Ground().from, Direction::S, MoveClass::Infantry).along_road);
}

// ----------------------------------------- TEC in play (testmap, duel)

// TEC Woods in play: the duel's Prussian infantry (4 MP) at 0403 reaches the
// woods 0702 only if woods cost 2. 0403 -> 0502 -> 0602 is 2 MP of clear
// ground, then woods 2 MP: exactly 4.
TEST(TEC, WoodsInPlay_InfantryPaysTwo_JagersOne) {
  Game g(fixture("duel"), 1);
  drive_to(g, "p-div");
  EXPECT_EQ(cost_to(g, "p-inf1", "0702"), 4);
  EXPECT_EQ(cost_to(g, "p-jag", "0702"), 3);
}

// TEC Marsh in play: cavalry never enters the marsh 0209 (no road there);
// infantry pays 2.
TEST(TEC, MarshInPlay_CavalryNeverEnters) {
  Position p;
  p.setup = {"0208 S p-div p-cav1 p-inf1", "0808 N a-bde a-inf1"};
  Game g(position(p), 1);
  drive_to(g, "p-div");
  EXPECT_FALSE(reaches(g, "p-cav1", "0209"));
  EXPECT_EQ(cost_to(g, "p-inf1", "0209"), 2);
}

// TEC Level in play: the hill 0402 (level 3) rises two levels above its
// neighbours: infantry pays 1 + 2 = 3 MP to climb it, cavalry may not
// (steep slope), nor artillery (level change off road).
TEST(TEC, HillInPlay_InfantryClimbsCavalryAndArtilleryCannot) {
  Position p;
  p.setup = {"0403 N p-div p-inf1", "0303 N p-cav1 p-art1", "0808 N a-bde a-inf1"};
  Game g(position(p), 1);
  drive_to(g, "p-div");
  EXPECT_EQ(cost_to(g, "p-inf1", "0402"), 3);
  EXPECT_FALSE(reaches(g, "p-cav1", "0402"));
  EXPECT_FALSE(reaches(g, "p-art1", "0402"));
}

// TEC Escarpment and Ravine in play (testmap: ravine 0306/S, escarpment
// 0308/S). From 0306, 0307 costs 1 + 1 (ravine) = 2 straight across, and
// 0309 cannot be entered from 0308 across the escarpment: it must go round
// (0308 -> 0208 or 0408 -> 0309).
TEST(TEC, RavineAndEscarpmentInPlay) {
  Position p;
  p.setup = {"0306 S p-div p-inf1", "0308 S p-inf2", "0902 N a-bde a-inf1"};
  Game g(position(p), 1);
  drive_to(g, "p-div");
  EXPECT_EQ(cost_to(g, "p-inf1", "0307"), 2);
  EXPECT_EQ(cost_to(g, "p-inf2", "0309"), 2);
  for (const Reach& r : g.reachable(unit(g, "p-inf2")))
    if (r.hex == hx(g, "0309")) {
      ASSERT_EQ(r.path.size(), 3u);
      EXPECT_NE(r.path[1], hx(g, "0308"));
    }
}

// TEC River in play: the river runs along the east sides of 0901-0904; a
// unit in 0902 cannot step east into 1002 or 1003.
TEST(TEC, RiverInPlay_NoCrossingWithoutBridge) {
  Position p;
  p.setup = {"0902 S p-div p-inf1", "0208 N a-bde a-inf1"};
  Game g(position(p), 1);
  drive_to(g, "p-div");
  EXPECT_FALSE(reaches(g, "p-inf1", "1002"));  // NE of 0902 would be 1001; 1002 is SE across the river
  // 1005 is reachable only around the south end of the river: 0903, 0904, 0905, then 1005 (4 MP).
  EXPECT_EQ(cost_to(g, "p-inf1", "1005"), 4);
}

// TEC Stream in play (testmap: 0503/S and 0503/SE): 0503 -> 0504 costs 2.
TEST(TEC, StreamInPlay) {
  Position p;
  p.setup = {"0503 S p-div p-inf1", "0208 N a-bde a-inf1"};
  Game g(position(p), 1);
  drive_to(g, "p-div");
  EXPECT_EQ(cost_to(g, "p-inf1", "0504"), 2);
  EXPECT_EQ(cost_to(g, "p-inf1", "0502"), 1);
}

// TEC Woods in play, cavalry: entering woods off road disorganises it
// ("Cav. disorganised"); footnote 3 "Acquires no losses if already
// disorganised".
TEST(TEC, CavalryEnteringWoodsIsDisorganised_NoLossIfAlready) {
  Position p;
  p.setup = {"0703 N p-div p-cav1", "0603 N p-cav2!", "0208 N a-bde a-inf1"};
  Game g(position(p), 1);
  drive_to(g, "p-div");
  play(g, {"move p-cav1 0702 N", "move p-cav2 0702 N"});
  const auto& c1 = g.state().units[static_cast<std::size_t>(unit(g, "p-cav1"))];
  const auto& c2 = g.state().units[static_cast<std::size_t>(unit(g, "p-cav2"))];
  EXPECT_EQ(hex_of(g, "p-cav1"), "0702");
  EXPECT_TRUE(c1.disorganised);
  EXPECT_EQ(c1.losses, 0);
  EXPECT_TRUE(c2.disorganised);
  EXPECT_EQ(c2.losses, 0);
}

}  // namespace rules_s01_terrain_test
