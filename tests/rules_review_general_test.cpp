// Second rules review (issue 6, general items): §3 stacking as listed, §7.1
// and §7.2 distances, §9.5.13 the Aide de Camp and the commander's risk
// roll, §10.1 rally order, §10.2 demoralised movement, §11.4 control and
// victory points. Positions are written with the scenario builder on the
// 10x10 test map (Prussian edge row 01, Austrian edge row 10); each test
// quotes the rule it checks.
//
// Hex neighbours on the test map: in an odd column (05) N/S change the row,
// NE = (c+1, r-1), SE = (c+1, r), SW = (c-1, r), NW = (c-1, r-1); in an even
// column NE = (c+1, r), SE = (c+1, r+1), SW = (c-1, r+1), NW = (c-1, r).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "rules_play_util.h"
#include "rules_scenario_builder.h"

using namespace bohemia;
using namespace bohemia::test;

namespace {

Game game_at(const Position& p, const char* formation, Phase stop = Phase::Movement) {
  Game g(position(p), 1);
  drive_to(g, formation, stop);
  return g;
}

}  // namespace

// ------------------------------------------------------------ §10.2

// §10.2: "During their movement phase, the units of a demoralised formation
// must move closer to their map edge or else not move at all if this is not
// possible." a-bde (threshold 1, a-inf1 starts with a loss) is demoralised.
// a-inf1 in 0505 can move toward row 10: the formation's movement cannot end
// until it has, and it may not turn in place instead. a-inf2 already stands
// on the edge (0510): it cannot get closer, so it may stay (and turn).
TEST(Section10_2, DemoralisedUnitThatCanMoveBackMust) {
  Position p;
  p.a_demo = 1;
  p.setup = {"0101 S p-div p-inf1", "0505 N a-bde a-inf1#1", "0510 N a-inf2"};
  Game g = game_at(p, "a-bde");
  ASSERT_TRUE(g.state().demoralised[static_cast<std::size_t>(g.scenario().formation_index("a-bde"))]);
  EXPECT_FALSE(has_action(g, "end move"));
  std::string why = refuse(g, "end move");
  EXPECT_NE(why.find("10.2"), std::string::npos) << why;
  EXPECT_NE(why.find("a-inf1"), std::string::npos) << why;
  EXPECT_NE(refuse(g, "move a-inf1 0505 S"), "") << "turning in place is not moving back";
  EXPECT_TRUE(has_action(g, "move a-inf2 0510 S")) << "a unit that cannot move back may turn";
  play(g, {"move a-inf1 0506 N"});
  EXPECT_TRUE(has_action(g, "end move"));
  play(g, {"end move"});
  EXPECT_EQ(hex_of(g, "a-inf2"), "0510");
}

// ------------------------------------------------------------ §10.1

// §10.1: "A rally test may not be attempted if the unit is in the ZoC of an
// organised enemy unit." Judged for every unit at the start of the rally
// phase: a-inf1 and p-inf1, both disorganised, face each other (0506 N,
// 0505 S); neither is in the ZoC of an *organised* enemy, so both test.
// a-inf1, listed first, rallies (die 6) and is organised again; p-inf1 still
// takes its test (the listing order gives no advantage).
TEST(Section10_1, ZocIsJudgedForEveryUnitAtTheStartOfTheRallyPhase) {
  Position p;
  p.setup = {"0101 S p-div", "0505 S p-inf1!", "0910 N a-bde", "0506 N a-inf1!"};
  Game g(position(p), 1);
  command_phase(g, 6, 1);
  play(g, {"first p-div"});
  pass(g);
  play(g, {"draw a-bde"});
  pass(g);
  ASSERT_EQ(g.state().phase, Phase::Rally);
  ASSERT_EQ(g.state().roll_a, unit(g, "a-inf1"));
  play(g, {"roll 6"});
  EXPECT_FALSE(disorganised(g, "a-inf1"));
  ASSERT_EQ(g.state().phase, Phase::Rally) << "p-inf1 still takes its test";
  EXPECT_EQ(g.state().roll_a, unit(g, "p-inf1"));
  play(g, {"roll 6"});
  EXPECT_TRUE(log_contains(g, "10.1", "p-inf1 (p-inf1) rally test: die 6"));
  EXPECT_FALSE(disorganised(g, "p-inf1"));
}
