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

// ------------------------------------------------------------ §9.5.13

namespace {

// The Prussian batteries in 0503 (facing S) fire at a-inf1, stacked with the
// a-bde commander in 0505; a-inf2 stands in 0909, a-inf3 in 0109, the
// Austrian commander-in-chief in 0910.
Game barrage_on_the_commander() {
  Position p;
  p.setup = {"0503 S p-div p-art1 p-art2", "0505 N a-bde a-inf1", "0909 N a-inf2", "0109 N a-inf3",
             "0910 N a-cinc"};
  return game_at(p, "p-div", Phase::Barrage);
}

}  // namespace

// §9.5.13: "An eliminated Formation Commander's counter is immediately turned
// over to its 'Aide de Camp' side and is placed on any unit of the formation
// still in play." The owner chooses: after the commander falls (2d6 = 2) the
// Austrian is offered every hex holding a unit of a-bde, and may put the Aide
// far from where his general fell.
TEST(Section9_5_13, OwnerPlacesTheAideDeCampOnAnyUnitOfTheFormation) {
  Game g = barrage_on_the_commander();
  play(g, {"fire p-art1 a-inf1 S", "roll 6", "roll 2"});
  ASSERT_TRUE(fc(g, "a-bde").aide);
  ASSERT_EQ(g.actor().kind, ActorKind::Decision);
  EXPECT_EQ(g.actor().side, Side::Austria);
  EXPECT_EQ(actions_with(g, "aide "),
            (std::vector<std::string>{"aide a-bde 0505", "aide a-bde 0909", "aide a-bde 0109"}));
  EXPECT_NE(refuse(g, "aide a-bde 0503"), "");
  play(g, {"aide a-bde 0909"});
  EXPECT_EQ(fc_hex(g, "a-bde"), "0909");
  EXPECT_TRUE(log_contains(g, "9.5.13", "the Aide de Camp of A brigade is placed in 0909"));
}

// §9.5.13: "If an Aide de Camp is eliminated, the counter is replaced on any
// unit of the formation that is still in play on the following turn." The
// Aide, placed with a-inf1, falls to the second battery's fire (2d6 = 12); at
// the start of 10.00 the Austrian chooses where he comes back, before the
// commanders-in-chief move (§7.1), so that §7.2 judges his line of command.
TEST(Section9_5_13, EliminatedAideReturnsNextTurnWhereHisOwnerChooses) {
  Game g = barrage_on_the_commander();
  play(g, {"fire p-art1 a-inf1 S", "roll 6", "roll 2", "aide a-bde 0505", "fire p-art2 a-inf1 S", "roll 6",
           "roll 12"});
  EXPECT_EQ(fc(g, "a-bde").where, Where::Pending);
  EXPECT_TRUE(log_contains(g, "9.5.13", "he returns next turn"));
  // The rest of 09.00 passes.
  for (int guard = 0; guard < 40 && g.state().turn == 9; ++guard) {
    if (g.actor().kind == ActorKind::Chance) {
      play(g, {g.notation(g.chance_outcomes().front().action).c_str()});
      continue;
    }
    const State& s = g.state();
    const char* pass_action = s.phase == Phase::Command    ? "ready"
                              : s.phase == Phase::Barrage  ? "hold"
                              : s.phase == Phase::Movement ? "end move"
                              : s.phase == Phase::Declare  ? "end assaults"
                                                           : nullptr;
    ASSERT_NE(pass_action, nullptr) << g.describe_turn();
    play(g, {pass_action});
  }
  ASSERT_EQ(g.state().turn, 10);
  EXPECT_EQ(g.state().phase, Phase::TurnStart);
  ASSERT_EQ(g.actor().kind, ActorKind::Decision);
  EXPECT_EQ(actions_with(g, "aide "),
            (std::vector<std::string>{"aide a-bde 0505", "aide a-bde 0909", "aide a-bde 0109"}));
  play(g, {"aide a-bde 0109"});
  EXPECT_EQ(fc_hex(g, "a-bde"), "0109");
  EXPECT_TRUE(fc(g, "a-bde").aide);
  EXPECT_NE(g.state().phase, Phase::TurnStart) << "the command phase goes on";
  // 0109 is more than 6 cavalry MP from the commander-in-chief in 0910.
  command_phase(g, 6, 1);
  EXPECT_TRUE(fc(g, "a-bde").ooc);
  EXPECT_TRUE(log_contains(g, "7.2", "General A cannot be reached by a line of command"));
}
