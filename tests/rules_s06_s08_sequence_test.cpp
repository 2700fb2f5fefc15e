// Rules tests for the sequence of play (VV165 §6), the command phase (§7.1
// movement of the commanders-in-chief, §7.2 lines of command) and the
// initiative (§8), scripted through the public Game API with fixed dice.
#include <gtest/gtest.h>

#include "rules_play_util.h"

namespace rules_s06_s08_sequence_test {

using namespace bohemia;
using namespace bohemia::test;

// §6: "A - Command phase: Move the commanders in chief ..." and §7.1 "The
// commanders in chief present on the map may move, beginning with the
// Prussians." In duel the Prussian CinC (0302) is 6 hexes from the nearest
// Austrian unit, so the first thing the game waits for is his reaction die.
TEST(Section6, TurnBeginsWithCommandPhasePrussianCincFirst) {
  Game g(fixture("duel"), 1);
  EXPECT_TRUE(log_contains(g, "6", "turn 09.00: command phase"));
  EXPECT_EQ(g.state().phase, Phase::CincReaction);
  EXPECT_EQ(g.actor().kind, ActorKind::Chance);
  EXPECT_EQ(g.scenario().cincs[static_cast<std::size_t>(g.state().cinc_cursor)].side, Side::Prussia);
  // A decision is refused while the game waits for the die.
  EXPECT_NE(refuse(g, "cinc p-cinc 0304").find("7.1"), std::string::npos);
}

// §7.1: "The player rolls 1d6 and adds the Reaction Value ... If the result is
// 6 or more, he may move. Otherwise, he remains where he is." Reaction 3: a 2
// gives 5 (stays), then the Austrian CinC takes his test.
TEST(Section7_1, ReactionTestBelowSixKeepsCincInPlace) {
  Game g(fixture("duel"), 1);
  play(g, {"roll 2"});
  EXPECT_TRUE(log_contains(g, "7.1", "die 2 + 3 = 5 (stays where he is)"));
  EXPECT_EQ(g.scenario().map->label(g.state().cincs[0].hex), "0302");
  EXPECT_EQ(g.state().phase, Phase::CincReaction);
  EXPECT_EQ(g.scenario().cincs[static_cast<std::size_t>(g.state().cinc_cursor)].side, Side::Austria);
}

// §7.1: a 3 + reaction 3 = 6 lets him move "6 cavalry movement points. He
// cannot enter a hex adjacent to an enemy unit unless the hex is occupied by a
// friendly unit."
TEST(Section7_1, ReactionTestOfSixLetsCincMoveSixMpNeverNextToEnemy) {
  Game g(fixture("duel"), 1);
  play(g, {"roll 3"});
  ASSERT_EQ(g.state().phase, Phase::CincMove);
  ASSERT_EQ(g.actor().kind, ActorKind::Decision);
  EXPECT_EQ(g.actor().side, Side::Prussia);
  const Map& m = *g.scenario().map;
  HexId from = hex(g, "0302");
  int moves = 0;
  for (const Action& a : g.legal_actions()) {
    if (a.type != ActionType::CincMove) continue;
    ++moves;
    EXPECT_LE(m.distance(from, a.hex), 6) << g.notation(a);
    for (const char* enemy : {"a-inf1", "a-inf2", "a-art"})
      EXPECT_GT(m.distance(a.hex, ustate(g, enemy).hex), 1) << g.notation(a) << " is next to " << enemy;
  }
  EXPECT_GT(moves, 0);
  // 0406 is adjacent to a-inf1 (0407) and holds no Prussian unit.
  EXPECT_NE(refuse(g, "cinc p-cinc 0406").find("7.1"), std::string::npos);
  play(g, {"cinc p-cinc 0304"});
  EXPECT_TRUE(log_contains(g, "7.1", "moves from 0302 to 0304"));
  EXPECT_EQ(m.label(g.state().cincs[0].hex), "0304");
}

// §7.1 exception 1: "if the Commander in Chief is 3 hexagons or fewer from an
// enemy unit, he may move automatically without taking a reaction test."
TEST(Section7_1, CincWithinThreeHexesOfEnemyMovesWithoutTest) {
  Game g(fixture("h2-assault"), 1);
  EXPECT_EQ(g.state().phase, Phase::CincMove);
  EXPECT_EQ(g.actor().kind, ActorKind::Decision);
  EXPECT_TRUE(log_contains(g, "7.1", "within 3 hexes of the enemy"));
}

// §7.1: "This is the only moment in the turn when they may move." In the
// operations phase the CinC is not a piece that may be moved.
TEST(Section7_1, CincCannotMoveDuringOperations) {
  Game g(fixture("duel"), 1);
  command_phase(g, 6, 1);
  play(g, {"first p-div", "ready"});  // no target in range: the barrage step passes by itself
  ASSERT_EQ(g.state().phase, Phase::Movement);
  EXPECT_TRUE(actions_with(g, "move p-cinc").empty());
  EXPECT_FALSE(refuse(g, "move p-cinc 0303 S").empty());
}

// §7.1 exception 2: "if the Commander in Chief enters as reinforcement, he may
// move automatically without taking a reaction test." and §8 "If one side has
// no Commander in Chief, the initiative goes to the other side."
TEST(Section8, SideWithoutCincLosesInitiativeAndArrivingCincMovesFreely) {
  Game g(fixture("h2-duel-late-cinc"), 1);
  play(g, {"roll 1"});  // Prussian reaction test: 1 + 3 = 4, stays
  // No Austrian CinC on the map: only the Prussian initiative die is rolled
  // and even a 1 wins.
  ASSERT_EQ(g.state().phase, Phase::InitiativeRoll);
  play(g, {"roll 1"});
  EXPECT_TRUE(log_contains(g, "8", "Prussia has the initiative"));
  ASSERT_EQ(g.actor().kind, ActorKind::Decision);
  EXPECT_EQ(g.actor().side, Side::Prussia);
  EXPECT_TRUE(has_action(g, "first p-div"));
  EXPECT_FALSE(has_action(g, "first a-bde"));
  // §7.2: without a CinC the Austrian brigade commander cannot be reached.
  EXPECT_TRUE(fc(g, "a-bde").ooc);
  // Play out turn 9.
  play(g, {"first p-div"});
  pass(g);
  play(g, {"draw a-bde", "roll 6"});  // 9.1.1 activation test 6 + 2
  pass(g);
  // Turn 10: the Prussian CinC tests (fails), then the arriving Austrian CinC
  // may move at once, without a die.
  ASSERT_EQ(g.state().turn, 10);
  play(g, {"roll 1"});
  EXPECT_EQ(g.state().phase, Phase::CincMove);
  EXPECT_EQ(g.actor().side, Side::Austria);
  EXPECT_TRUE(log_contains(g, "9.4", "without a reaction test (7.1 exception 2)"));
}

// §8: "If neither side has a Commander in Chief, all the markers are returned
// to the container: neither player has the initiative".
TEST(Section8, NeitherSideWithCincPutsAllMarkersInTheCup) {
  Game g(fixture("h2-duel-no-cinc"), 1);
  EXPECT_TRUE(log_contains(g, "8", "neither side has a commander-in-chief"));
  ASSERT_EQ(g.state().phase, Phase::Draw);
  auto outcomes = g.chance_outcomes();
  ASSERT_EQ(outcomes.size(), 2u);
  for (const auto& o : outcomes) EXPECT_DOUBLE_EQ(o.probability, 0.5);
}

// §8: "Each player rolls 1d6 and adds ... the initiative bonus of his
// Commander in Chief. The player with the higher result wins": Prussia 2+1=3,
// Austria 5+1=6, so Austria picks the first formation, and only its own.
TEST(Section8, HigherInitiativeTotalWins) {
  Game g(fixture("duel"), 1);
  command_phase(g, 2, 5);
  EXPECT_TRUE(log_contains(g, "8", "Prussian CinC initiative: die 2 + 1 = 3"));
  EXPECT_TRUE(log_contains(g, "8", "Austrian CinC initiative: die 5 + 1 = 6"));
  ASSERT_EQ(g.state().phase, Phase::InitiativePick);
  EXPECT_EQ(g.actor().side, Side::Austria);
  EXPECT_TRUE(has_action(g, "first a-bde"));
  EXPECT_FALSE(has_action(g, "first p-div"));
  EXPECT_FALSE(refuse(g, "first p-div").empty());
}

// §8: "In the case of a tie, the Prussian has the initiative."
TEST(Section8, TieGoesToPrussia) {
  Game g(fixture("duel"), 1);
  command_phase(g, 4, 4);
  EXPECT_TRUE(log_contains(g, "8", "Prussia has the initiative (tie)"));
  EXPECT_EQ(g.actor().side, Side::Prussia);
  EXPECT_TRUE(has_action(g, "first p-div"));
}

// VV165 §11.1.5 (Trautenau): "In the case of a tie in the initiative test,
// the Austrian player has the initiative for the turn (exception to the rule)."
TEST(Section8, ScenarioMayGiveTiesToAustria) {
  Game g(fixture("h2-duel-austria-tie"), 1);
  command_phase(g, 4, 4);
  EXPECT_TRUE(log_contains(g, "8", "Austria has the initiative (tie)"));
  EXPECT_EQ(g.actor().side, Side::Austria);
  EXPECT_TRUE(has_action(g, "first a-bde"));
}

// §8: "The player who has won the initiative chooses a Formation marker ...
// This formation will act first ... All the remaining markers are placed in
// an opaque container." §9.1.3: independent units have no marker.
TEST(Section8, WinnerPicksFirstFormationRestGoIntoTheCup) {
  Game g(fixture("duel"), 1);
  command_phase(g, 6, 1);
  play(g, {"first p-div"});
  EXPECT_TRUE(log_contains(g, "8", "Prussian division will act first"));
  EXPECT_TRUE(log_contains(g, "9", "Prussian division is activated"));
  EXPECT_EQ(g.state().active_formation, g.scenario().formation_index("p-div"));
  pass(g);
  ASSERT_EQ(g.state().phase, Phase::Draw);
  auto outcomes = g.chance_outcomes();
  ASSERT_EQ(outcomes.size(), 1u);  // only the Austrian brigade: p-ind has no marker
  EXPECT_EQ(g.notation(outcomes[0].action), "draw a-bde");
  EXPECT_DOUBLE_EQ(outcomes[0].probability, 1.0);
  EXPECT_FALSE(refuse(g, "draw p-div").empty());  // already acted
}

// §6 / §9: "The operations phase finishes when all the activation markers
// have been drawn", then "C - Rally phase"; "The turn ends at the end of the
// Rally Phase and the Turn Marker is moved forward one space."
TEST(Section6, OperationsThenRallyThenNextTurn) {
  Game g(fixture("duel"), 1);
  command_phase(g, 6, 1);
  play(g, {"first p-div"});
  pass(g);
  play(g, {"draw a-bde"});
  EXPECT_TRUE(log_contains(g, "9", "marker drawn: Austrian brigade"));
  pass(g);
  EXPECT_TRUE(log_contains(g, "10", "turn 09.00: rally phase"));
  EXPECT_EQ(g.state().turn, 10);
  EXPECT_TRUE(log_contains(g, "6", "turn 10.00: command phase"));
  EXPECT_EQ(g.state().phase, Phase::CincReaction);
}

// §6: "The battles are played in a fixed number of turns, defined by the
// scenario." duel runs 09.00 to 11.00; after the 11.00 rally phase the game
// is over.
TEST(Section6, GameEndsAfterTheLastTurn) {
  Game g(fixture("duel"), 1);
  for (int turn = 9; turn <= 11; ++turn) {
    ASSERT_EQ(g.state().turn, turn);
    command_phase(g, 6, 1);
    play(g, {"first p-div"});
    pass(g);
    play(g, {"draw a-bde"});
    pass(g);
  }
  EXPECT_TRUE(g.over());
  EXPECT_EQ(g.actor().kind, ActorKind::Terminal);
  EXPECT_TRUE(log_contains(g, "11.4.2", "end of the game"));
  EXPECT_NE(refuse(g, "roll 1").find("6"), std::string::npos);
}

}  // namespace rules_s06_s08_sequence_test
