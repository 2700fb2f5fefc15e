// Rules review of VV165 §7-§11 (command phase, initiative, activation,
// morale modifiers, rally, demoralisation and the Trautenau scenario): each
// test quotes the rule and checks an outcome derived from its text.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "rules_play_util.h"
#include "rules_scenario_builder.h"
#include "trautenau_positions.h"

namespace rules_review_s07_s11_test {

using namespace bohemia;
using namespace bohemia::test;

namespace {

// Plays the rest of the game passing every step: decisions take the
// "do nothing" action, chance takes its first outcome (die 1, first marker).
void finish_quietly(Game& g) {
  for (int guard = 0; guard < 5000 && !g.over(); ++guard) {
    Action a;
    if (g.actor().kind == ActorKind::Chance) {
      a = g.chance_outcomes().front().action;
    } else {
      const auto& legal = g.legal_actions();
      ASSERT_FALSE(legal.empty()) << g.describe_turn();
      a = legal.front();
      for (const Action& b : legal)
        if (b.type == ActionType::Ready || b.type == ActionType::Hold || b.type == ActionType::EndMove ||
            b.type == ActionType::EndAssaults || b.type == ActionType::CincStay)
          a = b;
    }
    auto bad = g.apply(a);
    ASSERT_FALSE(bad.has_value()) << *bad;
  }
  ASSERT_TRUE(g.over());
}

}  // namespace

// §9.4: "The reinforcement formations are considered to be in command", so
// §7.2's Out of Command marker is not placed on a formation commander in the
// turn he arrives, and §9.1.1 "If the Formation Commander is commanded ... the
// commander is automatically activated": no activation test. a-bde arrives at
// 09.00 in 0110 while its CinC stands in 0901, 8 hexes away.
TEST(Section7_2, ArrivingFormationCommanderIsInCommandOnHisArrivalTurn) {
  Position p;
  p.setup = {"0505 N p-div p-inf1", "0901 S a-cinc"};
  p.reinforcements = {"9 0110 a-bde a-inf1"};
  Game g(position(p), 1);
  command_phase(g, 1, 6);  // Austria wins the initiative
  ASSERT_EQ(g.state().phase, Phase::InitiativePick);
  EXPECT_FALSE(fc(g, "a-bde").ooc);
  EXPECT_FALSE(log_contains(g, "7.2", "General A cannot be reached"));
  play(g, {"first a-bde"});
  EXPECT_NE(g.state().phase, Phase::ActivationTest);
  EXPECT_TRUE(g.state().activation_in_command);
  // The commander may move in the movement phase (he did not fail a test).
  to_movement(g);
  ASSERT_EQ(g.state().phase, Phase::Movement);
  EXPECT_FALSE(actions_with(g, "move a-bde ").empty());
}

// The arrival exemption lasts for the arrival turn only: on the next turn the
// commander is again subject to §7.2.
TEST(Section7_2, ArrivalExemptionLastsOneTurn) {
  Position p;
  p.setup = {"0505 N p-div p-inf1", "0901 S a-cinc"};
  p.reinforcements = {"9 0110 a-bde a-inf1"};
  Game g(position(p), 1);
  command_phase(g, 1, 6);
  play(g, {"first a-bde"});
  pass(g);
  ASSERT_EQ(g.state().phase, Phase::Draw);
  play(g, {"draw p-div"});
  pass(g);
  command_phase(g, 1, 6);  // 10.00
  EXPECT_EQ(g.state().turn, 10);
  EXPECT_TRUE(fc(g, "a-bde").ooc);
}

// §9.1.3: "An independent unit is in command if it has a LoC with the
// activated formation commander or the Commander in Chief." §9.1.4: the CinC
// "may directly command ... a number of units ... equal to his reaction value
// (independent units are included in this limit)". The independent battery
// p-art is reached only by the CinC (reaction 1): commanding it uses his one
// direct-command order, so p-inf2 can no longer be taken under direct command.
TEST(Section9_1_4, IndependentCommandedThroughTheCincCountsTowardHisLimit) {
  Game g(fixture("review-command"), 1);
  command_phase(g, 6, 1);
  play(g, {"first p-div"});
  ASSERT_EQ(g.state().phase, Phase::Command);
  ASSERT_TRUE(has_action(g, "direct p-inf2"));
  play(g, {"attach p-art"});
  EXPECT_TRUE(ustate(g, "p-art").in_command);
  EXPECT_EQ(g.state().cincs[0].direct_used, 1);
  EXPECT_FALSE(has_action(g, "direct p-inf2"));
}

// Same rule the other way round: once the CinC's only order went to p-inf2,
// the independent battery beyond its formation commander's reach is out of
// command when it acts.
TEST(Section9_1_4, IndependentIsOutOfCommandOnceTheCincLimitIsUsed) {
  Game g(fixture("review-command"), 1);
  command_phase(g, 6, 1);
  play(g, {"first p-div"});
  play(g, {"direct p-inf2"});
  EXPECT_TRUE(ustate(g, "p-inf2").in_command);
  play(g, {"attach p-art"});
  EXPECT_FALSE(ustate(g, "p-art").in_command);
  EXPECT_EQ(g.state().cincs[0].direct_used, 1);
}

// §8: "If he wins the initiative for the turn, only one formation of this
// Commander in Chief may be chosen to be activated first" (ruling A-23: the
// CinC whose roll was kept). p-cinc1 (initiative 0) rolls 6 = 6, p-cinc2
// (initiative 3) rolls 1 = 4, Austria 1 + 1 = 2: only p-one may go first.
TEST(Section8, SeveralCincsOnlyTheBestRollersFormationMayGoFirst) {
  Game g(fixture("review-two-cincs"), 1);
  play(g, {"roll 1", "roll 1", "roll 1"});  // three failed reaction tests
  ASSERT_EQ(g.state().phase, Phase::InitiativeRoll);
  play(g, {"roll 6", "roll 1", "roll 1"});
  ASSERT_EQ(g.state().phase, Phase::InitiativePick);
  EXPECT_TRUE(has_action(g, "first p-one"));
  EXPECT_FALSE(has_action(g, "first p-two"));
  EXPECT_FALSE(refuse(g, "first p-two").empty());
}

TEST(Section8, SeveralCincsTheOtherCincsRollWins) {
  Game g(fixture("review-two-cincs"), 1);
  play(g, {"roll 1", "roll 1", "roll 1"});
  play(g, {"roll 1", "roll 3", "roll 1"});  // p-cinc1 1, p-cinc2 6, Austria 2
  ASSERT_EQ(g.state().phase, Phase::InitiativePick);
  EXPECT_FALSE(has_action(g, "first p-one"));
  EXPECT_TRUE(has_action(g, "first p-two"));
}

// "When two rolls tie for best, the player chooses which CinC".
TEST(Section8, SeveralCincsTiedForBestEitherFormationMayGoFirst) {
  Game g(fixture("review-two-cincs"), 1);
  play(g, {"roll 1", "roll 1", "roll 1"});
  play(g, {"roll 6", "roll 3", "roll 1"});  // 6 and 6
  ASSERT_EQ(g.state().phase, Phase::InitiativePick);
  EXPECT_TRUE(has_action(g, "first p-one"));
  EXPECT_TRUE(has_action(g, "first p-two"));
}

// VV165 §11.1.4: "The two independent units of Austrian cavalry are always in
// command during the first two turns", so §2's "-1 if the unit is out of
// command" does not apply to their morale (here rally, §10.1) tests, even with
// no Austrian CinC on the map. a-cav1: die 4 + morale 2 = 6, rallied.
TEST(Section11_1_4, AustrianCavalryInCommandAlsoForMoraleTests) {
  Game g(fixture("review-cavalry"), 1);
  command_phase(g, 1, 1);  // only the Prussian CinC is on the map
  play(g, {"first p-div"});
  pass(g);
  play(g, {"draw a-bde", "roll 1"});  // a-bde: failed activation test (no CinC)
  pass(g);
  ASSERT_EQ(g.state().phase, Phase::Rally);
  ASSERT_EQ(g.state().roll_a, unit(g, "a-cav1"));
  play(g, {"roll 4"});
  EXPECT_TRUE(log_contains(g, "10.1", "a-cav1 (a-cav1) rally test: die 4 -> 6 (rallied)"));
  EXPECT_FALSE(disorganised(g, "a-cav1"));
}

// §11.4.1: "At the end of the game, if a unit cannot trace a continuous line
// avoiding enemy units or enemy ZoC containing no friendly units toward the
// friendly map edge, it is taken prisoner". The test is made on the position
// at the end of the game, for both sides at once. Prussian edge 0101 only,
// Austrian edge 1010 only. p-inf1 (1009, facing S) is boxed in by the ZoC of
// a-inf1 (0910 facing NE) and a-inf2 (1007 facing S); the Austrians' only way
// to 1010 is through p-inf1's ZoC. All three are prisoners; taking p-inf1 off
// first would wrongly free the Austrians.
TEST(Section11_4_1, PrisonersAreDeterminedForBothSidesAtOnce) {
  Position p;
  p.setup = {"1009 S p-inf1", "0910 NE a-inf1", "1007 S a-inf2"};
  p.prussia_edge = "0101";
  p.austria_edge = "1010";
  Game g(position(p), 1);
  finish_quietly(g);
  EXPECT_TRUE(ustate(g, "p-inf1").prisoner);
  EXPECT_TRUE(ustate(g, "a-inf1").prisoner);
  EXPECT_TRUE(ustate(g, "a-inf2").prisoner);
}

// §11.4.1: "Once the Prussian controls Trautenau and hex 0607 and 0707, he may
// evacuate his units by the road in 0107", where "A location is controlled if
// all its hexagons were last occupied by a friendly unit and if none of the
// hexagons is both in enemy ZoC and free of friendly units". Once p-c leaves
// 0707, that hex is in the ZoC of a-b with no Prussian unit: the Prussian no
// longer controls it, and evacuation stops.
TEST(Section11_4_1, EvacuationNeedsControlOf0707NotJustItsLastOccupant) {
  // a-b in 0708 facing N has 0607 and 0707 (not the road 0107-0901) in its ZoC.
  Game g(evacuation_position("0708", "N"), 1);
  command_phase(g, 6, 1);
  play(g, {"first p-div"});
  to_movement(g);
  ASSERT_EQ(g.state().phase, Phase::Movement);
  EXPECT_TRUE(has_action(g, "exit p-d"));  // 0607 and 0707 are held
  play(g, {"move p-c 0706 N"});
  EXPECT_EQ(hex_of(g, "p-c"), "0706");
  EXPECT_FALSE(has_action(g, "exit p-d"));
}

}  // namespace rules_review_s07_s11_test
