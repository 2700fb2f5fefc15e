// Rules tests for artillery barrage fire (VV165 §9.2, "9.2.2 - Barrage fire
// procedure"; the brief's "§9.3 barrage" is numbered 9.2 in VV165, where 9.3
// is movement) and the commander casualty checks it triggers (§9.5.12,
// §9.5.13). Fixture h2-barrage: Prussian battery p-art (combat 5, range 3)
// with p-inf and their commander at 0404 facing S; Austrian a-t1 (organised)
// and a-t2 (disorganised) with their brigade commander and CinC at 0406.
#include <gtest/gtest.h>

#include "rules_play_util.h"

namespace rules_s09_2_barrage_test {

using namespace bohemia;
using namespace bohemia::test;

namespace {
Game at_barrage() {
  Game g(fixture("h2-barrage"), 1);
  command_phase(g, 6, 1);
  play(g, {"first p-div"});  // nothing to decide in the command step
  return g;
}
}  // namespace

// §9.2.2: the barrage is resolved on the Combat Results Table "in the same way
// as a normal combat, with the following exceptions: barrage fire causes no
// retreat ... the commander's bonus modifier is not taken into account."
// 5 / 1 = column 5, die 3 -> D. Only the targeted unit is affected.
TEST(Section9_2_2, BarrageDDisorganisesWithoutRetreat) {
  Game g = at_barrage();
  ASSERT_EQ(g.state().phase, Phase::Barrage);
  play(g, {"fire p-art a-t1 S", "roll 3"});
  EXPECT_TRUE(log_contains(g, "9.2.2", "die 3 (combat 5 / protection 1 = column 5) -> D"));
  EXPECT_FALSE(log_contains(g, "9.2.2", "commander"));
  EXPECT_TRUE(disorganised(g, "a-t1"));
  EXPECT_EQ(hex_of(g, "a-t1"), "0406");
  EXPECT_EQ(losses(g, "a-t1"), 0);
  EXPECT_EQ(losses(g, "a-t2"), 0);
  // §9.5.13 / §9.5.12: a result other than "-" on a stack holding the
  // brigade commander and the CinC: each rolls 2d6.
  ASSERT_EQ(g.actor().kind, ActorKind::Chance);
  EXPECT_EQ(g.chance_outcomes().size(), 11u);
  play(g, {"roll 7", "roll 7"});
  EXPECT_TRUE(log_contains(g, "9.5.13", "2d6 = 7"));
  EXPECT_TRUE(log_contains(g, "9.5.12", "2d6 = 7"));
  // §9.2 (VV157 text, D-13): one barrage per activation; the step then ends.
  EXPECT_TRUE(actions_with(g, "fire ").empty());
  EXPECT_EQ(g.state().phase, Phase::Movement);
}

// §9.5.7 T: "the unit tests its morale ... If it fails, the unit is
// disorganised and follows the result D." Column 5, die 1 -> T; a-t1's test:
// die 2 + morale 2 + 1 (stacked with its commander, §2) = 5: failed.
TEST(Section9_2_2, BarrageTFailedMoraleGivesDWithoutRetreat) {
  Game g = at_barrage();
  play(g, {"fire p-art a-t1 S", "roll 1", "roll 2"});
  EXPECT_TRUE(log_contains(g, "2", "die 2 -> 5 (failed)"));
  EXPECT_TRUE(disorganised(g, "a-t1"));
  EXPECT_EQ(hex_of(g, "a-t1"), "0406");
}

// Same, die 3 + 2 + 1 = 6: passed, nothing happens.
TEST(Section9_2_2, BarrageTPassedMoraleChangesNothing) {
  Game g = at_barrage();
  play(g, {"fire p-art a-t1 S", "roll 1", "roll 3"});
  EXPECT_TRUE(log_contains(g, "2", "die 3 -> 6 (passed)"));
  EXPECT_FALSE(disorganised(g, "a-t1"));
}

// §9.5.7 D+1 on a unit "already disorganised, it remains so and suffers a
// step loss as well", plus the additional loss; §9.5.10 "A unit that has
// received as many step losses as its moral value is eliminated." a-t2
// (morale 2, disorganised): column 5, die 6 -> D+1: two losses, eliminated.
// VV165 §11.4.1: 1 VP for every 2 enemy step losses.
TEST(Section9_5_10, BarrageDPlus1OnDisorganisedUnitEliminatesIt) {
  Game g = at_barrage();
  play(g, {"fire p-art a-t2 S", "roll 6"});
  EXPECT_TRUE(log_contains(g, "9.2.2", "-> D+1"));
  EXPECT_EQ(ustate(g, "a-t2").where, Where::Eliminated);
  EXPECT_TRUE(log_contains(g, "9.5.10", "a-t2 (a-t2) is eliminated"));
  EXPECT_EQ(hex_of(g, "a-t1"), "0406");  // the rest of the stack stays
  EXPECT_EQ(g.current_vp()[0], 1);
}

// D+1 on an organised unit: disorganised and one loss; one enemy step lost is
// not yet a VP ("No half points").
TEST(Section9_2_2, BarrageDPlus1DisorganisesAndCostsOneStep) {
  Game g = at_barrage();
  play(g, {"fire p-art a-t1 S", "roll 6"});
  EXPECT_TRUE(disorganised(g, "a-t1"));
  EXPECT_EQ(losses(g, "a-t1"), 1);
  EXPECT_EQ(hex_of(g, "a-t1"), "0406");
  EXPECT_EQ(g.current_vp()[0], 0);
}

// §4: "An artillery unit may change its facing by one hex side before firing a
// barrage ... If the artillery unit is stacked with other units, they must
// also change facing." Facing S, the battery may fire facing S, SE or SW only.
TEST(Section9_2, BatteryTurnsOneHexsideBeforeFiringWithItsStack) {
  Game g = at_barrage();
  for (const std::string& f : actions_with(g, "fire ")) {
    bool ok = f.size() > 2 && (f.substr(f.size() - 2) == " S" || f.substr(f.size() - 3) == " SE" ||
                               f.substr(f.size() - 3) == " SW");
    EXPECT_TRUE(ok) << f;
  }
  // a-t3 (0402) is behind the battery: out of its front hexes.
  EXPECT_TRUE(actions_with(g, "fire p-art a-t3").empty());
  EXPECT_NE(refuse(g, "fire p-art a-t3 N").find("9.2"), std::string::npos);
  ASSERT_TRUE(has_action(g, "fire p-art a-t1 SE"));
  play(g, {"fire p-art a-t1 SE"});
  EXPECT_EQ(ustate(g, "p-art").facing, Direction::SE);
  EXPECT_EQ(ustate(g, "p-inf").facing, Direction::SE);
}

// §9.5.13: "On a 2 or 12, the Formation Commander is eliminated" and his Aide
// de Camp is placed on a unit of the formation (his owner chooses which, at
// once); §9.5.12 (reading A-10): the CinC stacked with the barraged unit is
// eliminated on 2 or 12 too.
TEST(Section9_5_12, CommandersStackedWithBarragedUnitFallOnTwoOrTwelve) {
  Game g = at_barrage();
  play(g, {"fire p-art a-t1 S", "roll 3", "roll 2"});
  EXPECT_TRUE(fc(g, "a-bde").aide);
  EXPECT_EQ(actions_with(g, "aide "), (std::vector<std::string>{"aide a-bde 0406", "aide a-bde 0402"}));
  play(g, {"aide a-bde 0402", "roll 12"});
  EXPECT_EQ(fc_hex(g, "a-bde"), "0402");
  EXPECT_EQ(g.state().cincs[static_cast<std::size_t>(g.scenario().cinc_index("a-cinc"))].where,
            Where::Eliminated);
  EXPECT_TRUE(log_contains(g, "9.5.12", "is eliminated"));
}

}  // namespace rules_s09_2_barrage_test
