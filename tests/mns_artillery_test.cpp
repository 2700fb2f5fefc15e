// Musket & Saber (Königgrätz), issue 16 stage 3: artillery (§8):
// bombardment of one unit read as a positive differential, its results
// (A results, parenthesized results and Ex ignored, Ammo), and supporting
// fire added to a close combat. Position tests/mns/data/s08_battery.toml;
// crt.toml's column "+3 to +4": die 1 NE Ammo, 3 Dc (NE), 5 Dr.
#include "mns/rules.h"
#include "mns_test_util.h"

namespace bohemia::mns::test {
namespace mns_artillery_test {
namespace {

TEST(Mns_S08_4_Bombardment, ABatteryInRangeAndSightMayBombardOneUnit) {
  Game g = position("s08_battery.toml");
  EXPECT_TRUE(is_legal(g, "bombard p-7-art a-4-ir12"));
  script(g, {"bombard p-7-art a-4-ir12", "5"});
  EXPECT_TRUE(logged(g, "8.5", "p-7-art bombards a-4-ir12 at 1026: attack 4, column +3 to +4"));
  script(g, {"disrupt"});  // Dr: the owner's choice, as in close combat
  EXPECT_TRUE(unit(g, "a-4-ir12").has(kDisrupted));
  EXPECT_TRUE(unit(g, "a-4-ir12").has(kDefended));        // 8.4: it counts as an attack for 7.2
  EXPECT_FALSE(is_legal(g, "bombard p-7-art a-4-ir12"));  // 7.5: once a phase
  EXPECT_TRUE(is_legal(g, "attack 1026"));                // a bombardment is not the hex's attack (7.4)
}

// The refusal of a bombardment, with its rule.
std::string refusal(Game& g, const std::string& text) {
  std::string err;
  std::optional<Action> a = g.parse(text, &err);
  EXPECT_TRUE(a.has_value()) << err;
  return a ? g.apply(*a).value_or("") : err;
}

// 8.4 (3): a battery bombards a unit up to its printed range (the target
// hex counted, the firing hex not), and no farther.
TEST(Mns_S08_4_Bombardment, ATargetWithinTheRangeMayBeBombardedOneBeyondItMayNot) {
  Game g = position("s08_range.toml");
  ASSERT_EQ(g.scenario().units[static_cast<std::size_t>(unit_index(g.scenario(), "p-7-art"))].full.range, 4);
  EXPECT_TRUE(is_legal(g, "bombard p-7-art a-4-ir12"));   // 1028 to 1024: 4 hexes
  EXPECT_FALSE(is_legal(g, "bombard p-7-art a-4-ir26"));  // 1023: 5 hexes
  EXPECT_NE(refusal(g, "bombard p-7-art a-4-ir26")
                .find("8.4 (3)-(4), 8.2: the target is not an enemy unit in "
                      "p-7-art's range and line of sight"),
            std::string::npos);
}

// 8.7: a battery firing from a hill adds 1 to its range.
TEST(Mns_S08_7_Hill, ABatteryOnAHillReachesOneHexFarther) {
  Game g = position("s08_range_hill.toml");
  ASSERT_TRUE(g.scenario().map->hill[static_cast<std::size_t>(g.scenario().map->grid.parse("1411"))]);
  EXPECT_TRUE(is_legal(g, "bombard p-7-art a-4-ir12"));   // 1411 to 1416: 5 hexes
  EXPECT_FALSE(is_legal(g, "bombard p-7-art a-4-ir26"));  // 1417: 6 hexes
}

// 8.6: an intervening hex whose terrain blocks LOS (light woods) stops the
// bombardment, though the target's own terrain may be bombarded; the same
// distance over clear ground does not.
TEST(Mns_S08_6_LineOfSight, AnInterveningWoodBlocksTheBombardment) {
  Game g = position("s08_sight.toml");
  const Map& m = *g.scenario().map;
  ASSERT_TRUE(g.scenario().tec->hexes[m.terrain[static_cast<std::size_t>(m.grid.parse("2013"))]].los_blocks);
  ASSERT_TRUE(
      g.scenario().tec->hexes[m.terrain[static_cast<std::size_t>(m.grid.parse("2014"))]].bombard_into);
  EXPECT_FALSE(is_legal(g, "bombard p-7-art a-4-ir12"));  // 2014, behind the light woods of 2013
  EXPECT_TRUE(is_legal(g, "bombard p-7-art a-4-ir26"));   // 2010, behind the clear 2011
  EXPECT_NE(refusal(g, "bombard p-7-art a-4-ir12").find("line of sight"), std::string::npos);
}

TEST(Mns_S08_5_Bombardment, AmmoFlipsTheBatteryAndANoEffectDoesNotCountAsAnAttack) {
  Game g = position("s08_battery.toml");
  script(g, {"bombard p-7-art a-4-ir12", "1"});
  EXPECT_TRUE(logged(g, "8.5", "Ammo: p-7-art runs out of ammunition"));
  EXPECT_TRUE(unit(g, "p-7-art").has(kBack));
  EXPECT_FALSE(unit(g, "a-4-ir12").has(kDefended));
}

TEST(Mns_S08_8_SupportingFire, ABatteryNextToTheAttackerAddsItsAttack) {
  Game g = position("s08_battery.toml");
  script(g, {"attack 1026"});
  ASSERT_TRUE(is_legal(g, "support p-7-art"));
  script(g, {"support p-7-art", "tactic none", "tactic none", "3", "4"});
  EXPECT_TRUE(logged(g, "8.8", "supporting fire: p-7-art"));
  EXPECT_TRUE(logged(g, "7.7", "p-7-art 4 (support)")) << lines_of(g, "7.7").back();
  EXPECT_TRUE(logged(g, "7.7", "differential +6"));
  EXPECT_FALSE(is_legal(g, "bombard p-7-art a-4-ir12"));  // it has fired this phase
}

}  // namespace
}  // namespace mns_artillery_test
}  // namespace bohemia::mns::test

namespace bohemia::mns::test {
namespace mns_artillery_test {
namespace {

// 8.3, 8.5, 8.8, 9.2 (4), ruling R-8.3c: only bombarding and supporting
// artillery is doubled against cavalry; a battery defending against
// cavalry uses its printed defence.
TEST(Mns_S08_3_ArtilleryCombat, ABatteryDefendingAgainstCavalryIsNotDoubled) {
  Game g = position("s08_cavalry_on_guns.toml");
  script(g, {"attack 1026", "tactic none", "tactic none", "4", "4"});
  EXPECT_TRUE(logged(g, "7.7", "attack 2 (p-f-hvy 2) against defence 3 (a-4-arta 3): differential -1"))
      << lines_of(g, "7.7").back();
}

}  // namespace
}  // namespace mns_artillery_test
}  // namespace bohemia::mns::test

namespace bohemia::mns::test {
namespace mns_artillery_test {
namespace {

// 8.4 (RN 16, R-8.4): batteries next to each other fire together at one unit.
TEST(Mns_S08_4_Together, CoordinatedBatteriesAddTheirAttacksInOneBombardment) {
  Game g = position("s08_two_batteries.toml");
  script(g, {"bombard p-7-art a-4-ir12"});
  ASSERT_TRUE(is_legal(g, "with p-8-art"));
  EXPECT_TRUE(is_legal(g, "go"));
  script(g, {"with p-8-art", "4"});
  EXPECT_TRUE(logged(g, "8.5", "attack 8 (p-7-art 4; p-8-art 4), together (8.4)"))
      << lines_of(g, "8.5").front();
  EXPECT_TRUE(unit(g, "p-8-art").has(kAttacked));
  EXPECT_FALSE(is_legal(g, "bombard p-8-art a-4-ir12"));  // it has fired
}

TEST(Mns_S08_4_Together, BatteriesApartAreNotCoordinated) {
  Game g = position("s08_two_batteries.toml");
  State& s = g.state_mut();
  s.units[static_cast<std::size_t>(unit_index(g.scenario(), "p-8-art"))].hex =
      g.scenario().map->grid.parse("1030");
  ++s.version;
  script(g, {"bombard p-7-art a-4-ir12"});  // p-8-art two hexes away: it fires alone
  ASSERT_EQ(g.wait(), WaitKind::Chance);    // no "with": the die at once
  script(g, {"4"});
  EXPECT_TRUE(logged(g, "8.5", "p-7-art bombards a-4-ir12 at 1026: attack 4, column"));
  EXPECT_FALSE(unit(g, "p-8-art").has(kAttacked));
}

// 8.4, 10.3 (R-8.4l): batteries apart fire together when a leader stacked
// with or next to each coordinates them, both in his span; it is his
// assist of the turn. A leader whose span lacks one of them is not offered.
TEST(Mns_S08_4_Together, ALeaderCoordinatesBatteriesThatAreNotTogether) {
  Game g = position("s08_batteries_apart.toml");
  script(g, {"bombard p-7-art a-4-ir12"});
  EXPECT_FALSE(is_legal(g, "with p-8-art"));      // not stacked nor adjacent
  EXPECT_FALSE(is_legal(g, "lead p-fransecky"));  // p-8-art is not in his span
  ASSERT_TRUE(is_legal(g, "lead p-frederick-charles"));
  script(g, {"lead p-frederick-charles"});
  EXPECT_TRUE(unit(g, "p-frederick-charles").has(kAssisted));
  EXPECT_TRUE(logged(g, "8.4", "Prince Frederick Charles coordinates the bombardment"));
  EXPECT_FALSE(is_legal(g, "lead p-frederick-charles"));  // once
  ASSERT_TRUE(is_legal(g, "with p-8-art"));
  script(g, {"with p-8-art", "4"});
  EXPECT_TRUE(logged(g, "8.5", "attack 8 (p-7-art 4; p-8-art 4), together (8.4)"))
      << lines_of(g, "8.5").front();
  EXPECT_TRUE(unit(g, "p-8-art").has(kAttacked));
}

// R-8.4l: a leader who has used his assist this turn coordinates nothing.
TEST(Mns_S08_4_Together, ALeaderWhoseAssistIsUsedDoesNotCoordinate) {
  Game g = position("s08_batteries_apart.toml");
  g.state_mut().units[static_cast<std::size_t>(unit_index(g.scenario(), "p-frederick-charles"))].set(
      kAssisted);
  ++g.state_mut().version;
  script(g, {"bombard p-7-art a-4-ir12"});
  EXPECT_EQ(g.wait(), WaitKind::Chance);  // nobody to coordinate: it fires alone
}

void austrian_combat(Game& g) {
  script(g, {"end"});
  pass_fortunes(g);  // 7.2: the triggered hexes' fortunes go unused
  roll(g, 3);
  script(g, {"begin", "end"});
  roll(g, 3);
  ASSERT_EQ(g.state().active, Side::Austria);
}

// 19.6: batteries in battery positions firing across protected hexsides
// are coordinated with one another wherever they stand.
TEST(Mns_S19_6_BatteryPosition, BatteryPositionsAreCoordinatedAutomatically) {
  Game g = position("s19_two_positions.toml");
  austrian_combat(g);
  ASSERT_TRUE(is_legal(g, "bombard a-4-arta p-7-a"));
  script(g, {"bombard a-4-arta p-7-a"});
  ASSERT_TRUE(is_legal(g, "with a-4-artb"));
  script(g, {"with a-4-artb", "4"});
  EXPECT_TRUE(logged(g, "8.5", "together (8.4)")) << lines_of(g, "8.5").front();
}

}  // namespace
}  // namespace mns_artillery_test
}  // namespace bohemia::mns::test
