// §9.2.1 Line of sight (VV165 §9.2, the 9.2.1 heading lost in extraction;
// reading notes §2.9). Terrain and elevation cases on maps built in code
// (Map::los), units on the line through Game::line_of_sight and the legal
// barrage targets on the testmap.
#include <gtest/gtest.h>

#include "gbn3/map.h"
#include "rules_scenario_builder.h"
#include "test_util.h"

namespace rules_s09_2_los_test {

using namespace bohemia;
using namespace bohemia::test;

namespace {

// A 10x10 clear level-1 map; tests set levels and terrain, then ask.
struct Ground {
  Map m{"los", 10, 10};
  HexId h(const char* label) const { return m.parse_label(label); }
  Ground& level(const char* label, int l) {
    m.set_level(h(label), l);
    return *this;
  }
  Ground& terrain(const char* label, Terrain t) {
    m.set_terrain(h(label), t);
    return *this;
  }
  bool sees(const char* from, const char* to) {
    m.finish();
    return !m.los(h(from), h(to)).blocked;
  }
};

}  // namespace

// The lines used below: 0502 -> 0505 runs down column 05 through 0503 and
// 0504. 0505 -> 0705 runs exactly along the hexside between 0604 and 0605
// (cube direction between two hex directions).

TEST(Section9_2_LineOfSight, ClearLevelGroundDoesNotBlock) {
  EXPECT_TRUE(Ground().sees("0502", "0505"));
  EXPECT_TRUE(Ground().sees("0505", "0705"));
  EXPECT_TRUE(Ground().terrain("0503", Terrain::Marsh).sees("0502", "0505"));  // TEC: marsh "No"
}

// §9.2.1 "Town, village and wood hexes ... block lines of sight" (TEC
// "Blocks the LoS?": Yes).
TEST(Section9_2_LineOfSight, WoodsVillageAndTownBlock) {
  EXPECT_FALSE(Ground().terrain("0503", Terrain::Woods).sees("0502", "0505"));
  EXPECT_FALSE(Ground().terrain("0504", Terrain::Village).sees("0502", "0505"));
  EXPECT_FALSE(Ground().terrain("0503", Terrain::Town).sees("0502", "0505"));
  // The ends themselves are not obstacles to their own line.
  EXPECT_TRUE(Ground().terrain("0505", Terrain::Woods).terrain("0502", Terrain::Town).sees("0502", "0505"));
}

// §9.2.1 "They do not block it if the LoS only passes along the edge of such
// a hex and if the adjacent hex is free of any obstacles."
TEST(Section9_2_LineOfSight, GrazingAnObstacleHexsideDoesNotBlockUnlessBothSidesAreObstacles) {
  EXPECT_TRUE(Ground().terrain("0604", Terrain::Woods).sees("0505", "0705"));
  EXPECT_TRUE(Ground().terrain("0605", Terrain::Village).sees("0505", "0705"));
  EXPECT_FALSE(Ground().terrain("0604", Terrain::Woods).terrain("0605", Terrain::Town).sees("0505", "0705"));
}

// §9.2.1 "A level of elevation blocks the LoS if it is higher than that of
// the artillery unit and of the target".
TEST(Section9_2_LineOfSight, HigherHexBetweenBlocks) {
  EXPECT_FALSE(Ground().level("0504", 2).sees("0502", "0505"));
  EXPECT_FALSE(Ground().level("0503", 4).level("0502", 2).level("0505", 3).sees("0502", "0505"));
  // Level with both ends: no block.
  EXPECT_TRUE(
      Ground().level("0502", 2).level("0503", 2).level("0504", 2).level("0505", 2).sees("0502", "0505"));
}

// §9.2.1 "... higher than that of the target and the same as that of the
// artillery unit": a gun on a level-3 ridge cannot see past the ridge's
// next level-3 hex down to level 1.
TEST(Section9_2_LineOfSight, HexLevelWithTheGunAndAboveTheTargetBlocks) {
  EXPECT_FALSE(Ground().level("0502", 3).level("0503", 3).sees("0502", "0505"));
  // Between the two levels (2 between 3 and 1) it does not block.
  EXPECT_TRUE(Ground().level("0502", 3).level("0503", 2).level("0504", 2).sees("0502", "0505"));
}

// §9.2.1 "... higher than that of the artillery and the same as that of the
// target": the target on a plateau edge hides the plateau behind it.
TEST(Section9_2_LineOfSight, HexLevelWithTheTargetAndAboveTheGunBlocks) {
  EXPECT_FALSE(Ground().level("0505", 3).level("0504", 3).sees("0502", "0505"));
  EXPECT_TRUE(Ground().level("0505", 3).level("0504", 2).sees("0502", "0505"));
  // Symmetric in the two ends: seen from the plateau down, the same hex blocks.
  EXPECT_FALSE(Ground().level("0505", 3).level("0504", 3).sees("0505", "0502"));
}

// §9.2.1 "A level of elevation does not block a LoS if it passes along the
// hex side and if the adjacent hex is free of obstacles."
TEST(Section9_2_LineOfSight, GrazingAHigherHexDoesNotBlockIfTheOtherSideIsClear) {
  EXPECT_TRUE(Ground().level("0604", 2).sees("0505", "0705"));
  EXPECT_FALSE(Ground().level("0604", 2).level("0605", 2).sees("0505", "0705"));
  EXPECT_FALSE(Ground().level("0604", 2).terrain("0605", Terrain::Woods).sees("0505", "0705"));
}

// §9.2.1 "This type of hexagon also blocks the LoS in the same manner if it
// is situated on a lower level than the artillery unit but is on the same
// level and adjacent to the target" — so an obstacle below the gun that is
// not both level with and next to the target does not block.
TEST(Section9_2_LineOfSight, ObstacleBelowTheGunBlocksOnlyNextToTheTargetAtItsLevel) {
  // Gun at level 3 in 0502, target at level 1 in 0505.
  EXPECT_TRUE(Ground().level("0502", 3).terrain("0503", Terrain::Woods).sees("0502", "0505"));
  EXPECT_FALSE(Ground().level("0502", 3).terrain("0504", Terrain::Woods).sees("0502", "0505"));
  // Adjacent to the target but on level 2, between gun and target: no block.
  EXPECT_TRUE(
      Ground().level("0502", 3).level("0504", 2).terrain("0504", Terrain::Woods).sees("0502", "0505"));
  // Woods level with the gun still block.
  EXPECT_FALSE(Ground()
                   .level("0502", 2)
                   .level("0503", 2)
                   .level("0504", 2)
                   .terrain("0503", Terrain::Woods)
                   .sees("0502", "0505"));
}

// §9.2.1 "A LoS is never blocked if an artillery unit and the target are
// adjacent."
TEST(Section9_2_LineOfSight, AdjacentHexesAlwaysSeeEachOther) {
  EXPECT_TRUE(Ground().level("0503", 4).sees("0502", "0503"));
  EXPECT_TRUE(Ground().level("0502", 4).terrain("0503", Terrain::Town).sees("0502", "0503"));
}

// The three elevation conditions are symmetric in gun and target, so by
// elevation alone a line is blocked both ways or neither. (Terrain obstacles
// are not: below the gun they only count next to the target.)
TEST(Section9_2_LineOfSight, ElevationLinesAreSymmetric) {
  Ground g;
  g.level("0303", 3).level("0404", 2).level("0505", 4).level("0606", 2);
  g.level("0703", 2).level("0704", 2).level("0304", 3).level("0207", 3);
  g.m.finish();
  for (HexId a = 0; a < g.m.size(); ++a)
    for (HexId b = 0; b < g.m.size(); ++b) {
      const LosLine e = g.m.los(a, b);
      if (!e.in_range) continue;
      EXPECT_EQ(e.blocked, g.m.los(b, a).blocked) << g.m.label(a) << " " << g.m.label(b);
    }
}

// ------------------------------------------------------------ with units

// §9.2.1 "hexes containing a friendly or enemy unit block lines of sight".
TEST(Section9_2_LineOfSight, FriendlyOrEnemyUnitsBetweenBlock) {
  {
    Position p;
    p.setup = {"0502 S p-div p-art1", "0505 N a-inf1", "0509 N a-bde"};
    Game g(position(p), 1);
    EXPECT_TRUE(g.line_of_sight(hx(g, "0502"), hx(g, "0505")));
  }
  {
    Position p;
    p.setup = {"0502 S p-div p-art1", "0503 S p-inf1", "0505 N a-inf1", "0509 N a-bde"};
    Game g(position(p), 1);
    EXPECT_FALSE(g.line_of_sight(hx(g, "0502"), hx(g, "0505")));
  }
  {
    Position p;
    p.setup = {"0502 S p-div p-art1", "0504 N a-inf2", "0505 N a-inf1", "0509 N a-bde"};
    Game g(position(p), 1);
    EXPECT_FALSE(g.line_of_sight(hx(g, "0502"), hx(g, "0505")));
  }
}

// §9.2.1 grazing with units: one occupied side of the grazed hexside does not
// block if the other is free; both occupied, or one occupied and the other a
// wood, block.
TEST(Section9_2_LineOfSight, UnitsOnAGrazedHexside) {
  auto sees = [](std::vector<std::string> setup) {
    Position p;
    p.setup = std::move(setup);
    Game g(position(p), 1);
    return g.line_of_sight(hx(g, "0505"), hx(g, "0705"));
  };
  EXPECT_TRUE(sees({"0505 SE p-div p-art1", "0604 N p-inf1", "0705 N a-inf1", "0709 N a-bde"}));
  EXPECT_TRUE(sees({"0505 SE p-div p-art1", "0605 N a-inf2", "0705 N a-inf1", "0709 N a-bde"}));
  EXPECT_FALSE(
      sees({"0505 SE p-div p-art1", "0604 N p-inf1", "0605 N a-inf2", "0705 N a-inf1", "0709 N a-bde"}));
}

// §9.2.1 (the lower-level exception applies to "this type of hexagon",
// units included): a battery on the hill 0402 (level 3) sees over a unit in
// 0403 (level 1, not next to the target in 0405), but not over one in 0404,
// level with the target and adjacent to it.
TEST(Section9_2_LineOfSight, UnitsBelowTheGunBlockOnlyNextToTheTarget) {
  {
    Position p;
    p.setup = {"0402 S p-div p-art1", "0403 S p-inf1", "0405 N a-inf1", "0409 N a-bde"};
    Game g(position(p), 1);
    EXPECT_TRUE(g.line_of_sight(hx(g, "0402"), hx(g, "0405")));
  }
  {
    Position p;
    p.setup = {"0402 S p-div p-art1", "0404 S p-inf1", "0405 N a-inf1", "0409 N a-bde"};
    Game g(position(p), 1);
    EXPECT_FALSE(g.line_of_sight(hx(g, "0402"), hx(g, "0405")));
  }
}

// §9.2.1 in barrage fire: a blocked line means the target may not be chosen.
TEST(Section9_2_LineOfSight, BarrageNeedsALineOfSight) {
  {
    Position p;
    p.setup = {"0502 S p-div p-art1", "0505 N a-inf1", "0509 N a-bde"};
    Game g(position(p), 1);
    drive_to(g, "p-div", Phase::Barrage);
    EXPECT_TRUE(has_action(g, "fire p-art1 a-inf1 S"));
  }
  {
    Position p;
    p.setup = {"0502 S p-div p-art1", "0504 S p-inf1", "0505 N a-inf1", "0509 N a-bde"};
    Game g(position(p), 1);
    drive_to(g, "p-div");  // nothing to fire at: the barrage step passes by itself
    EXPECT_EQ(g.state().phase, Phase::Movement);
    EXPECT_FALSE(g.state().units[static_cast<std::size_t>(unit(g, "p-art1"))].fired);
  }
}

// §9.2.1 "A LoS is never blocked if an artillery unit and the target are
// adjacent" — and its note: "Bombardment against an adjacent hex is
// impossible across a steep slope". The battery in 0403 sees the hill 0402
// next to it but may not fire up the two-level slope; it may fire at 0404.
TEST(Section9_2_LineOfSight, AdjacentAlwaysSeenButNoBombardmentAcrossASteepSlope) {
  Position p;
  p.setup = {"0403 N p-div p-art1", "0402 S a-inf1", "0503 SW a-inf2", "0409 N a-bde"};
  Game g(position(p), 1);
  EXPECT_TRUE(g.line_of_sight(hx(g, "0403"), hx(g, "0402")));
  drive_to(g, "p-div", Phase::Barrage);
  EXPECT_FALSE(has_action(g, "fire p-art1 a-inf1 N"));
  // The neighbour on level ground (0503, NE) may be fired at.
  EXPECT_TRUE(has_action(g, "fire p-art1 a-inf2 N"));
}

}  // namespace rules_s09_2_los_test
