// §3 stacking (VV165), §4 facing and §5 zones of control, checked through
// the public Game API on the testmap: where units may end a move
// (Game::reachable, legal moves) and whose hexes lie in an enemy ZoC.
#include <gtest/gtest.h>

#include "rules_scenario_builder.h"
#include "test_util.h"

namespace rules_s03_s05_stacking_facing_zoc_test {

using namespace bohemia;
using namespace bohemia::test;

namespace {

Game movement_game(const std::vector<std::string>& setup, const char* formation = "p-div") {
  Position p;
  p.setup = setup;
  Game g(position(p), 1);
  drive_to(g, formation);
  return g;
}

bool in_zoc(const Game& g, const char* unit_id, Side of) { return g.unit_in_zoc_of(unit(g, unit_id), of); }

}  // namespace

// ------------------------------------------------------------------ §3

// §3 "Units from the two different sides cannot be in the same hexagon".
TEST(Section3_Stacking, NeverWithTheEnemy) {
  Game g = movement_game({"0505 N p-div p-inf1", "0503 S a-bde a-inf1"});
  EXPECT_FALSE(reaches(g, "p-inf1", "0503"));
  for (const Reach& r : g.reachable(unit(g, "p-inf1")))
    for (HexId h : r.path) EXPECT_NE(h, hx(g, "0503"));
}

// §3 "up to two infantry units (including light troops)": a third infantry
// unit may not end its move there, but may pass through ("Stacking rules are
// not taken into account until the end of a unit's movement"): 0504 is two
// hexes from 0506 only through 0505.
TEST(Section3_Stacking, TwoInfantryAndPassingThroughIsAllowed) {
  Game g = movement_game({"0505 N p-div p-inf1 p-inf2", "0506 N p-inf3", "0910 N a-bde a-inf1"});
  EXPECT_FALSE(reaches(g, "p-inf3", "0505"));
  EXPECT_EQ(cost_to(g, "p-inf3", "0504"), 2);
}

// §3 "it is possible to add any number of light troops units without
// exceeding a total of three stacked units": two infantry + one jäger, but
// not a fourth unit.
TEST(Section3_Stacking, LightTroopsMayBeAddedUpToThreeUnits) {
  Game g =
      movement_game({"0505 N p-div p-inf1 p-inf2", "0506 N p-jag1", "0504 N p-jag2", "0910 N a-bde a-inf1"});
  EXPECT_TRUE(reaches(g, "p-jag1", "0505"));
  play(g, {"move p-jag1 0505 N"});
  EXPECT_FALSE(reaches(g, "p-jag2", "0505"));
}

// §3: three light troops units (two "infantry including light troops" plus
// one added) are a legal stack; a single infantry unit with two jägers too.
TEST(Section3_Stacking, ThreeLightTroopsOrOneInfantryWithTwoJagers) {
  Game g =
      movement_game({"0505 N p-div p-jag1 p-jag2", "0506 N p-jag3", "0605 N p-inf1", "0910 N a-bde a-inf1"});
  EXPECT_TRUE(reaches(g, "p-inf1", "0505"));  // one infantry and two jägers
  EXPECT_TRUE(reaches(g, "p-jag3", "0505"));
  play(g, {"move p-jag3 0505 N"});
  EXPECT_FALSE(reaches(g, "p-inf1", "0505"));  // would make four
}

// §3 "It is possible in these stacks to replace a single unit with an
// artillery unit": infantry + artillery yes, two infantry + artillery no.
TEST(Section3_Stacking, OneUnitMayBeReplacedByArtillery) {
  Game g =
      movement_game({"0505 N p-div p-inf1", "0506 N p-art1", "0604 N p-inf2 p-inf3", "0910 N a-bde a-inf1"});
  EXPECT_TRUE(reaches(g, "p-art1", "0505"));
  EXPECT_FALSE(reaches(g, "p-art1", "0604"));
}

// §3 "or two artillery units": a third battery may not join.
TEST(Section3_Stacking, TwoArtilleryUnits) {
  Game g = movement_game({"0505 N p-div p-art1", "0506 N p-art2", "0504 N p-art3", "0910 N a-bde a-inf1"});
  EXPECT_TRUE(reaches(g, "p-art2", "0505"));
  play(g, {"move p-art2 0505 N"});
  EXPECT_FALSE(reaches(g, "p-art3", "0505"));
}

// §3 "or three cavalry units": the fourth may not join; two cavalry with an
// artillery unit replacing the third is legal.
TEST(Section3_Stacking, ThreeCavalryUnits) {
  Game g = movement_game({"0505 N p-div p-cav1 p-cav2", "0506 N p-cav3", "0504 N p-cav4", "0604 N p-art1",
                          "0910 N a-bde a-inf1"});
  EXPECT_TRUE(reaches(g, "p-cav3", "0505"));
  EXPECT_TRUE(reaches(g, "p-art1", "0505"));
  play(g, {"move p-cav3 0505 N"});
  EXPECT_FALSE(reaches(g, "p-cav4", "0505"));
  EXPECT_FALSE(reaches(g, "p-art1", "0505"));  // four units
}

// §3 "Commanders do not count for stacking": a hex with two infantry, the
// formation commander and the commander-in-chief still takes a jäger.
TEST(Section3_Stacking, CommandersDoNotCount) {
  Game g = movement_game({"0505 N p-div p-cinc p-inf1 p-inf2", "0506 N p-jag1", "0910 N a-bde a-inf1"});
  EXPECT_TRUE(reaches(g, "p-jag1", "0505"));
}

// §3 "up to two infantry units (including light troops) or two artillery
// units or three cavalry units" (A-59, issue 6): a stack is of one of these
// types, so line infantry and cavalry never share a hex: not one infantry with
// one cavalry, not two infantry with one cavalry, not infantry, artillery
// and cavalry.
TEST(Section3_Stacking, InfantryAndCavalryNeverShareAHex) {
  Game g = movement_game({"0505 N p-div p-inf1", "0506 N p-cav2", "0604 N p-inf2 p-inf3", "0605 N p-cav3",
                          "0304 N p-inf9 p-art1", "0404 N p-cav1", "0910 N a-bde a-inf1"});
  EXPECT_FALSE(reaches(g, "p-cav2", "0505"));
  EXPECT_FALSE(reaches(g, "p-cav3", "0604"));
  EXPECT_FALSE(reaches(g, "p-cav1", "0304"));
  EXPECT_FALSE(reaches(g, "p-inf1", "0404")) << "nor an infantry unit joining cavalry";
}

// §3 "Moreover, it is possible to add any number of light troops units
// without exceeding a total of three": light troops join a cavalry stack, as
// the jägers, dragoons and hussars of Trautenau 0904 (§11.2): two cavalry
// with one jäger, one cavalry with two. Two artillery take a jäger, but no
// line infantry or cavalry (only one unit of a stack is artillery).
TEST(Section3_Stacking, LightTroopsJoinCavalryAndArtilleryStacks) {
  Game g =
      movement_game({"0505 N p-div p-cav1 p-cav2", "0506 N p-jag1", "0604 N p-cav3 p-jag2", "0605 N p-jag3",
                     "0304 N p-art1 p-art2", "0404 N p-inf1", "0405 N p-cav4", "0910 N a-bde a-inf1"});
  EXPECT_TRUE(reaches(g, "p-jag1", "0505"));
  EXPECT_TRUE(reaches(g, "p-jag3", "0604"));
  EXPECT_TRUE(reaches(g, "p-jag1", "0304"));
  EXPECT_FALSE(reaches(g, "p-inf1", "0304"));
  EXPECT_FALSE(reaches(g, "p-cav4", "0304"));
}

// VV157 §3 (D-7): "It is possible in these stacks to replace a single unit
// with one artillery unit or two light troops units without exceeding three
// units": one cavalry with two jägers (a two-cavalry stack with one unit
// replaced), but not two cavalry with one jäger (nothing is added in VV157),
// and still never infantry with cavalry.
TEST(Section3_Stacking, Vv157CavalryUnitReplacedByTwoLightTroops) {
  Position p;
  p.edition = "VV157";
  p.setup = {"0505 N p-div p-cav1 p-jag1",
             "0506 N p-jag2",
             "0604 N p-cav2 p-cav3",
             "0605 N p-jag3",
             "0304 N p-cav4",
             "0404 N p-inf1",
             "0910 N a-bde a-inf1"};
  Game g(position(p), 1);
  drive_to(g, "p-div");
  EXPECT_TRUE(reaches(g, "p-jag2", "0505"));
  EXPECT_FALSE(reaches(g, "p-jag3", "0604"));
  EXPECT_FALSE(reaches(g, "p-inf1", "0304"));
}

// §3 "Exception in a town/village hexagon: there can only be one infantry or
// two cavalry units or one artillery unit to which may be added Jäger units
// (respecting the 3 unit maximum per hex)". Village 0707.
TEST(Section3_Stacking, VillageHoldsOneInfantryPlusJagers) {
  Game g =
      movement_game({"0707 N p-div p-inf1", "0706 N p-inf2", "0606 N p-jag1 p-jag2", "0910 N a-bde a-inf1"});
  EXPECT_FALSE(reaches(g, "p-inf2", "0707"));
  EXPECT_TRUE(reaches(g, "p-jag1", "0707"));
  play(g, {"move p-jag1 0707 N"});
  EXPECT_TRUE(reaches(g, "p-jag2", "0707"));
}

TEST(Section3_Stacking, VillageHoldsTwoCavalryOrOneArtilleryNotMixed) {
  Game g = movement_game({"0707 N p-div p-cav1", "0706 N p-cav2", "0606 N p-cav3", "0607 N p-art1",
                          "0708 N p-inf1", "0910 N a-bde a-inf1"});
  EXPECT_TRUE(reaches(g, "p-cav2", "0707"));
  EXPECT_FALSE(reaches(g, "p-art1", "0707"));  // cavalry and artillery: one type only
  EXPECT_FALSE(reaches(g, "p-inf1", "0707"));
  play(g, {"move p-cav2 0707 N"});
  EXPECT_FALSE(reaches(g, "p-cav3", "0707"));  // a third cavalry unit
}

TEST(Section3_Stacking, TownHoldsOneArtillery) {
  Game g = movement_game({"0808 N p-div p-art1", "0807 N p-art2", "0809 N p-jag1", "0110 N a-bde a-inf1"});
  EXPECT_FALSE(reaches(g, "p-art2", "0808"));
  EXPECT_TRUE(reaches(g, "p-jag1", "0808"));
}

// ------------------------------------------------------------------ §4

// §4 "The three hexes facing the unit are its front hexes; the three others
// are its flank hexes" and §5 "Every combat unit exerts a zone of control in
// its front hex" (5.2: flank hexes exert none). Prussian infantry in 0505
// facing N: N 0504, NE 0604, NW 0404 are front; SE 0605, S 0506, SW 0405 flank.
TEST(Section4_Facing, ThreeFrontHexesCarryTheZoneOfControl) {
  Game g = movement_game({"0505 N p-div p-inf1", "0504 S a-inf1", "0604 S a-inf2", "0404 S a-inf3",
                          "0605 N a-jag1", "0506 N a-cav1", "0405 N a-cav2", "0910 N a-bde"});
  EXPECT_TRUE(in_zoc(g, "a-inf1", Side::Prussia));
  EXPECT_TRUE(in_zoc(g, "a-inf2", Side::Prussia));
  EXPECT_TRUE(in_zoc(g, "a-inf3", Side::Prussia));
  EXPECT_FALSE(in_zoc(g, "a-jag1", Side::Prussia));
  EXPECT_FALSE(in_zoc(g, "a-cav1", Side::Prussia));
  EXPECT_FALSE(in_zoc(g, "a-cav2", Side::Prussia));
}

// §4 "Exception: A non-artillery unit in a village or a town does not need
// to be oriented. The six hexes that surround it are all front hexes."
TEST(Section4_Facing, NonArtilleryInAVillageHasSixFrontHexes) {
  // Village 0707 (odd column): N 0706, NE 0806, SE 0807, S 0708, SW 0607, NW 0606.
  Position p;
  p.setup = {"0707 N p-div p-inf1", "0706 S a-inf1", "0806 S a-inf2", "0807 N a-inf3",
             "0708 N a-jag1",       "0607 N a-cav1", "0606 N a-cav2", "0110 N a-bde"};
  Game g(position(p), 1);
  for (const char* u : {"a-inf1", "a-inf2", "a-inf3", "a-jag1", "a-cav1", "a-cav2"})
    EXPECT_TRUE(in_zoc(g, u, Side::Prussia)) << u;
}

// §4: the village exception is for non-artillery units only: a battery in
// the village keeps its facing and three front hexes.
TEST(Section4_Facing, ArtilleryInAVillageKeepsItsFacing) {
  Game g = movement_game({"0707 N p-div p-art1", "0706 S a-inf1", "0708 N a-jag1", "0110 N a-bde"});
  EXPECT_TRUE(in_zoc(g, "a-inf1", Side::Prussia));
  EXPECT_FALSE(in_zoc(g, "a-jag1", Side::Prussia));
}

// §4 "Units stacked in the same hexagon must have the same facing": a unit
// joining a stack takes the stack's facing; "A unit may change facing as
// often as desired": alone it may end facing any of the six hexsides.
TEST(Section4_Facing, StackedUnitsShareOneFacing) {
  Game g = movement_game({"0505 N p-div p-inf1", "0506 S p-inf2", "0910 N a-bde a-inf1"});
  EXPECT_TRUE(has_action(g, "move p-inf2 0505 N"));
  for (const char* f : {"NE", "SE", "S", "SW", "NW"})
    EXPECT_FALSE(has_action(g, std::string("move p-inf2 0505 ") + f)) << f;
  for (const char* f : {"N", "NE", "SE", "S", "SW", "NW"})
    EXPECT_TRUE(has_action(g, std::string("move p-inf2 0604 ") + f)) << f;
}

// §4: turning a unit in place turns its whole stack (one facing per hex).
TEST(Section4_Facing, TurningInPlaceTurnsTheStack) {
  Game g = movement_game({"0505 N p-div p-inf1 p-inf2", "0910 N a-bde a-inf1"});
  play(g, {"move p-inf1 0505 SE"});
  EXPECT_EQ(g.state().units[static_cast<std::size_t>(unit(g, "p-inf2"))].facing, Direction::SE);
  EXPECT_EQ(g.state().units[static_cast<std::size_t>(unit(g, "p-inf1"))].facing, Direction::SE);
}

// ------------------------------------------------------------------ §5

// §5.1 "A unit that enters an enemy ZoC stops its movement": no reachable
// path passes through a hex of the Austrian ZoC (0506, 0606, 0406 in front
// of a-inf1 facing N), though those hexes may be entered.
TEST(Section5_ZoneOfControl, EnteringStopsMovement) {
  Game g = movement_game({"0503 S p-div p-inf1 p-cav1", "0507 N a-bde a-inf1"});
  std::vector<HexId> zoc = {hx(g, "0506"), hx(g, "0606"), hx(g, "0406")};
  EXPECT_TRUE(reaches(g, "p-inf1", "0506"));
  EXPECT_TRUE(reaches(g, "p-cav1", "0606"));
  for (const char* u : {"p-inf1", "p-cav1"})
    for (const Reach& r : g.reachable(unit(g, u)))
      for (std::size_t i = 0; i + 1 < r.path.size(); ++i)
        for (HexId z : zoc) EXPECT_NE(r.path[i], z) << u << " to " << g.scenario().map->label(r.hex);
}

// §5.1 "Leaving an enemy ZoC costs half the movement points of a unit that
// is in command and not disorganised in addition to the cost of access":
// infantry (4 MP) leaving 0506 to 0505 pays 1 + 2 = 3, cavalry (6 MP) 1 + 3.
// §5.1 "It is prohibited to go directly from one enemy ZoC to another":
// 0506 and 0606 are both in the ZoC of a-inf1 (0507 facing N: N 0506, NE
// 0606, NW 0406) and adjacent; the direct step (3 MP for infantry) is
// refused, the way out through 0605 (3 + 1 = 4) is taken instead.
TEST(Section5_ZoneOfControl, LeavingCostsHalfTheAllowanceAndNoZocToZoc) {
  Game g = movement_game({"0506 S p-div p-inf1 p-cav1", "0507 N a-bde a-inf1"});
  EXPECT_EQ(cost_to(g, "p-inf1", "0505"), 3);
  EXPECT_EQ(cost_to(g, "p-cav1", "0505"), 4);
  EXPECT_EQ(cost_to(g, "p-inf1", "0606"), 4);
  EXPECT_EQ(cost_to(g, "p-cav1", "0606"), 5);
  for (const Reach& r : g.reachable(unit(g, "p-inf1")))
    if (r.hex == hx(g, "0606")) {
      ASSERT_EQ(r.path.size(), 3u);
      EXPECT_EQ(r.path[1], hx(g, "0605"));
    }
}

// §5.1 "... and all the movement points for a unit that is out of command
// and disorganised" (A-2: out of command or disorganised): a disorganised
// unit in a ZoC can only step out one hex.
TEST(Section5_ZoneOfControl, DisorganisedUnitLeavingUsesAllItsMovement) {
  Game g = movement_game({"0506 S p-div p-inf1!", "0507 N a-bde a-inf1"});
  EXPECT_TRUE(reaches(g, "p-inf1", "0505"));
  EXPECT_TRUE(reaches(g, "p-inf1", "0405"));
  EXPECT_FALSE(reaches(g, "p-inf1", "0504"));
  EXPECT_FALSE(reaches(g, "p-inf1", "0404"));
}

// §5.1 "Disorganised cavalry cannot enter an enemy zone of control. Other
// types of units can."
TEST(Section5_ZoneOfControl, DisorganisedCavalryCannotEnter) {
  Game g = movement_game({"0504 S p-div p-cav1!", "0404 S p-inf1!", "0505 S p-cav2", "0507 N a-bde a-inf1"});
  EXPECT_FALSE(reaches(g, "p-cav1", "0506"));
  EXPECT_TRUE(reaches(g, "p-cav2", "0506"));
  EXPECT_TRUE(reaches(g, "p-inf1", "0506"));
}

// §5 "A unit does not project a ZoC ... across a steep slope in the upward
// direction only": from 0403 (level 1) none onto the hill 0402 (level 3);
// from the hill, down the slope, it does.
TEST(Section5_ZoneOfControl, NoZoneUpASteepSlopeButDownItYes) {
  Game g = movement_game({"0402 S p-div p-inf1", "0403 N a-inf1", "0910 N a-bde"});
  EXPECT_FALSE(in_zoc(g, "p-inf1", Side::Austria));
  EXPECT_TRUE(in_zoc(g, "a-inf1", Side::Prussia));
}

// §5 "A unit does not project a ZoC across a terrain toward which it may not
// go": no ZoC across the river (1002/SW is the river side 0903/NE); artillery
// may not change level off a road (TEC), so a battery on level 1 has no ZoC
// on the level-2 plateau; cavalry may not enter marsh.
TEST(Section5_ZoneOfControl, NoZoneWhereTheUnitCannotGo) {
  {
    Game g = movement_game({"0903 N p-div p-inf1", "1003 N p-inf2", "1002 SW a-bde a-inf1"});
    EXPECT_FALSE(in_zoc(g, "p-inf1", Side::Austria));  // across the river
    EXPECT_TRUE(in_zoc(g, "p-inf2", Side::Austria));   // S of 1002, same bank
  }
  {
    Game g = movement_game({"0907 N p-div p-inf1", "0807 NE a-art1", "0610 N a-bde"});
    EXPECT_FALSE(in_zoc(g, "p-inf1", Side::Austria));
  }
  {
    Game g = movement_game({"0907 N p-div p-inf1", "0807 NE a-inf1", "0610 N a-bde"});
    EXPECT_TRUE(in_zoc(g, "p-inf1", Side::Austria));  // infantry may climb one level
  }
  {
    Game g = movement_game({"0209 N p-div p-inf1", "0208 S a-cav1", "0206 N a-bde"});
    EXPECT_FALSE(in_zoc(g, "p-inf1", Side::Austria));  // marsh: prohibited for cavalry
  }
  {
    Game g = movement_game({"0209 N p-div p-inf1", "0208 S a-inf1", "0206 N a-bde"});
    EXPECT_TRUE(in_zoc(g, "p-inf1", Side::Austria));
  }
}

// §5.2 "The three flank hexagons of an enemy unit exert no ZoC, do not
// prohibit movement": a-inf1 in 0505 faces S (front S 0506, SE 0605, SW
// 0405); its flank hexes NE 0604, N 0504 and NW 0404 may be crossed one after
// the other: 0704 -> 0604 -> 0504 -> 0404 costs 3, the only 3-MP way there.
TEST(Section5_ZoneOfControl, FlankHexesDoNotStopMovement) {
  Game g = movement_game({"0704 N p-div p-inf1", "0505 S a-bde a-inf1"});
  EXPECT_EQ(cost_to(g, "p-inf1", "0404"), 3);
  EXPECT_FALSE(in_zoc(g, "p-inf1", Side::Austria));
}

}  // namespace rules_s03_s05_stacking_facing_zoc_test
