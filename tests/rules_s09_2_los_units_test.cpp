// §9.2 line of sight with units on a grazed hexside, in every rule that
// traces one: barrage fire (9.2.2), defensive support (9.5.6) and the rally
// modifier (10.1). The engine has a single test (Rules::line_of_sight); these
// positions check that each caller uses it.
//
// The line 0505 -> 0705 on the test map runs exactly along the hexside
// between 0604 and 0605 (see rules_s09_2_los_test.cpp): "They do not block it
// if the LoS only passes along the edge of such a hex and if the adjacent hex
// is free of any obstacles" -- one unit on either side leaves it open, units
// on both sides close it.
#include <gtest/gtest.h>

#include "rules_play_util.h"
#include "rules_scenario_builder.h"

namespace rules_s09_2_los_units_test {

using namespace bohemia;
using namespace bohemia::test;

namespace {

Game game_of(const std::vector<std::string>& setup) {
  Position p;
  p.setup = setup;
  return Game(position(p), 1);
}

// Plays on with no barrage, no move and no assault (markers drawn in order)
// until the rally phase.
void to_rally_phase(Game& g) {
  for (int guard = 0; guard < 40 && g.state().phase != Phase::Rally; ++guard) {
    if (g.actor().kind == ActorKind::Chance) {
      play(g, {g.notation(g.chance_outcomes().front().action).c_str()});
      continue;
    }
    if (g.state().phase == Phase::CincMove || g.state().phase == Phase::InitiativePick)
      play(g, {g.notation(g.legal_actions().front()).c_str()});  // "cinc ... stay", the first formation
    else
      pass(g);
    if (::testing::Test::HasFatalFailure()) return;
  }
  ASSERT_EQ(g.state().phase, Phase::Rally);
}

}  // namespace

// §9.2 in barrage fire (issue 6, item 12): p-art1 in 0505 facing SE may fire
// at a-inf1 in 0705 past one unit on the grazed hexside, not past two.
TEST(Section9_2_LineOfSight, BarrageBlockedOnlyByUnitsOnBothSidesOfAGrazedHexside) {
  {
    Game g = game_of({"0505 SE p-div p-art1", "0604 N p-inf1", "0705 N a-inf1", "0709 N a-bde"});
    drive_to(g, "p-div", Phase::Barrage);
    EXPECT_TRUE(has_action(g, "fire p-art1 a-inf1 SE"));
  }
  {
    Game g = game_of({"0505 SE p-div p-art1", "0605 N a-inf2", "0705 N a-inf1", "0709 N a-bde"});
    drive_to(g, "p-div", Phase::Barrage);
    EXPECT_TRUE(has_action(g, "fire p-art1 a-inf1 SE"));
    EXPECT_TRUE(has_action(g, "fire p-art1 a-inf2 SE"));
  }
  {
    Game g =
        game_of({"0505 SE p-div p-art1", "0604 N p-inf1", "0605 N a-inf2", "0705 N a-inf1", "0709 N a-bde"});
    drive_to(g, "p-div", Phase::Barrage);
    EXPECT_FALSE(has_action(g, "fire p-art1 a-inf1 SE"));
    EXPECT_TRUE(has_action(g, "fire p-art1 a-inf2 SE"));  // the adjacent unit itself is seen
  }
}

// §9.5.6 "the attacking unit(s) must be ... in its line of sight": a-art1 in
// 0505 (facing SE, half range 2) may support a-inf1 (0706) against p-inf1
// (0705) past one unit on the grazed hexside 0604/0605, not past two.
TEST(Section9_5_6, SupportNeedsTheSameLineOfSightAsABarrage) {
  auto support_offered = [](std::vector<std::string> setup) {
    Game g = game_of(setup);
    drive_to(g, "p-div");
    play(g, {"end move", "assault p-inf1 0706:4"});
    if (g.state().phase == Phase::Declare) play(g, {"end assaults"});
    if (has_action(g, "stand") && !has_action(g, "support a-art1")) play(g, {"stand"});
    return has_action(g, "support a-art1");
  };
  EXPECT_TRUE(support_offered(
      {"0705 S p-div p-inf1", "0505 SE a-art1", "0604 N a-inf2", "0706 N a-inf1", "0510 N a-bde"}));
  EXPECT_TRUE(support_offered(
      {"0705 S p-div p-inf1", "0505 SE a-art1", "0605 N a-inf3", "0706 N a-inf1", "0510 N a-bde"}));
  EXPECT_FALSE(support_offered({"0705 S p-div p-inf1", "0505 SE a-art1", "0604 N a-inf2", "0605 N a-inf3",
                                "0706 N a-inf1", "0510 N a-bde"}));
}

// §10.1 rally modifier "-1 if the unit is within range and in the line of
// sight of the enemy artillery": a-inf1 (0705, disorganised, morale 2) rolls
// 4. Seen by p-art1 in 0505 past one unit on the grazed hexside it totals 5;
// with units on both sides the gun does not see it and it totals 6.
TEST(Section10_1, RallyArtilleryModifierNeedsTheSameLineOfSight) {
  auto total = [](std::vector<std::string> setup) {
    Game g = game_of(setup);
    to_rally_phase(g);
    play(g, {"roll 4"});
    for (const Event& e : g.log())
      if (e.section == "10.1" && e.text.find("a-inf1 (a-inf1) rally test: die 4 -> ") == 0)
        return e.text.substr(std::string("a-inf1 (a-inf1) rally test: die 4 -> ").size(), 1);
    return std::string("?");
  };
  EXPECT_EQ(total({"0505 SE p-div p-art1", "0604 N p-inf1", "0705 N a-inf1!", "0709 N a-bde"}), "5");
  EXPECT_EQ(total({"0505 SE p-div p-art1", "0605 N a-inf2", "0705 N a-inf1!", "0709 N a-bde"}), "5");
  EXPECT_EQ(
      total({"0505 SE p-div p-art1", "0604 N p-inf1", "0605 N a-inf2", "0705 N a-inf1!", "0709 N a-bde"}),
      "6");  // "within range": on open ground 3 hexes (0405, range 3) counts, 4 hexes
  // (0305) does not.
  EXPECT_EQ(total({"0405 SE p-div p-art1", "0705 N a-inf1!", "0709 N a-bde"}), "5");
  EXPECT_EQ(total({"0305 SE p-div p-art1", "0705 N a-inf1!", "0709 N a-bde"}), "6");
  Game g = game_of({"0305 SE p-div p-art1", "0705 N a-inf1!", "0709 N a-bde"});
  EXPECT_EQ(g.scenario().map->distance(hx(g, "0405"), hx(g, "0705")), 3);
  EXPECT_EQ(g.scenario().map->distance(hx(g, "0305"), hx(g, "0705")), 4);
  EXPECT_TRUE(g.line_of_sight(hx(g, "0305"), hx(g, "0705")));
}

}  // namespace rules_s09_2_los_units_test
