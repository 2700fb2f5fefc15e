// Rules tests for lines of command (VV165 §7.2) and the activation of a
// formation (§9.1): commander activation test, unit command status,
// independent units, out-of-command units and the CinC's direct command.
// Fixture h2-command: Prussian CinC (reaction 1) at 0105; p-div commander with
// p-inf1 at 0103; p-inf2 at 0101 cut off by the ZoC of a-blk (0202 facing N:
// 0102 and 0201); p-inf3 at 0110 and p-inf5 at 0210 (7-8 hexes from their
// commander, within 6 of the CinC); p-inf4 at 0803 (beyond both); p-far's
// commander with p-f1 at 0709, 7 hexes from the CinC; independent battery
// p-art at 0106.
#include <gtest/gtest.h>

#include "rules_play_util.h"

namespace rules_s09_1_command_test {

using namespace bohemia;
using namespace bohemia::test;

namespace {
Game first_p_div() {
  Game g(fixture("h2-command"), 1);
  command_phase(g, 6, 1);
  play(g, {"first p-div"});
  return g;
}
}  // namespace

// §7.2: "If a Formation Commander cannot be reached by a LoC [6 cavalry MP],
// an Out of Command (OOC) marker is placed on his counter". §9.1.1: "If the
// Formation Commander is commanded by his Commander in Chief, the commander is
// automatically activated."
TEST(Section7_2, FarCommanderGetsOutOfCommandMarkerNearOneActivatesAtOnce) {
  Game g = first_p_div();
  EXPECT_TRUE(fc(g, "p-far").ooc);
  EXPECT_TRUE(log_contains(g, "7.2", "FC p-far cannot be reached by a line of command"));
  EXPECT_FALSE(fc(g, "p-div").ooc);
  EXPECT_EQ(g.state().phase, Phase::Command);  // no activation test
  EXPECT_EQ(g.actor().kind, ActorKind::Decision);
}

// §9.1.2: "A unit is in command if it can trace a LoC of 6 cavalry MP, not
// passing through an enemy ZoC unless that hex is occupied by a friendly
// unit, to its Formation commander".
TEST(Section9_1_2, UnitsBeyondSixMpOrCutByEnemyZocAreOutOfCommand) {
  Game g = first_p_div();
  EXPECT_TRUE(ustate(g, "p-inf1").in_command);
  EXPECT_FALSE(ustate(g, "p-inf2").in_command);  // ZoC of a-blk in 0102 and 0201
  EXPECT_FALSE(ustate(g, "p-inf3").in_command);  // 7 hexes
  EXPECT_FALSE(ustate(g, "p-inf4").in_command);  // 7 hexes
}

// §9.1.4: "A Commander in chief may directly command, for the entire turn, a
// number of units out of their own Formation Commander's command, equal to his
// reaction value ... These units must be in command range of the Commander in
// chief (6 cavalry MP)." Reaction 1: one unit.
TEST(Section9_1_4, DirectCommandLimitedToReactionValueAndRange) {
  Game g = first_p_div();
  EXPECT_TRUE(has_action(g, "direct p-inf3"));
  EXPECT_TRUE(has_action(g, "direct p-inf5"));
  EXPECT_FALSE(has_action(g, "direct p-inf4"));  // 7 hexes from the CinC
  EXPECT_FALSE(has_action(g, "direct p-inf2"));  // line cut by the ZoC
  EXPECT_FALSE(has_action(g, "direct p-inf1"));  // already in command
  play(g, {"direct p-inf3"});
  EXPECT_TRUE(ustate(g, "p-inf3").in_command);
  EXPECT_TRUE(log_contains(g, "9.1.4", "takes p-inf3 (p-inf3) under direct command"));
  EXPECT_FALSE(has_action(g, "direct p-inf5"));
}

// §9.1.4: "An out of command unit cannot enter an Enemy ZoC. It can only move
// half of its movement potential – while trying to get closer to and without
// moving away from its formation commander." p-inf4 (4 MP -> 2) at 0803;
// p-inf2 at 0101 whose only neighbours are enemy ZoC hexes.
TEST(Section9_1_4, OutOfCommandUnitMovesHalfNeverAwayNeverIntoZoc) {
  Game g = first_p_div();
  play(g, {"ready"});
  ASSERT_EQ(g.state().phase, Phase::Movement);
  const Map& m = *g.scenario().map;
  HexId start = hex(g, "0803"), cmd = hex(g, "0103");
  int n = 0;
  for (const Action& a : g.legal_actions()) {
    if (a.type != ActionType::Move || a.piece != Piece::unit(unit(g, "p-inf4"))) continue;
    ++n;
    EXPECT_LE(m.distance(start, a.hex), 2) << g.notation(a);
    EXPECT_LE(m.distance(a.hex, cmd), m.distance(start, cmd)) << g.notation(a);
  }
  EXPECT_GT(n, 0);
  EXPECT_TRUE(actions_with(g, "move p-inf2 0102").empty());
  EXPECT_TRUE(actions_with(g, "move p-inf2 0201").empty());
  EXPECT_NE(refuse(g, "move p-inf2 0102 S").find("9.3"), std::string::npos);
}

// §9.1.3: "An independent unit can only be activated once per turn and during
// the activation of any formation. An independent unit is in command if it
// has a LoC with the activated formation commander or the Commander in Chief."
TEST(Section9_1_3, IndependentUnitActsOnceWithAnyFormation) {
  Game g = first_p_div();
  ASSERT_TRUE(has_action(g, "attach p-art"));
  play(g, {"attach p-art"});
  EXPECT_TRUE(ustate(g, "p-art").active);
  EXPECT_TRUE(ustate(g, "p-art").in_command);  // one hex from the CinC
  EXPECT_TRUE(log_contains(g, "9.1.3", "independent p-art (p-art) acts with p-div"));
  pass(g);
  play(g, {"draw p-far", "roll 4"});
  // p-far is active; with the battery spent, its command step offered nothing
  // and passed by itself.
  EXPECT_EQ(g.state().active_formation, g.scenario().formation_index("p-far"));
  EXPECT_EQ(g.state().phase, Phase::Movement);
  EXPECT_FALSE(ustate(g, "p-art").active);
  EXPECT_FALSE(has_action(g, "attach p-art"));
}

// §9.1.1: "If the commander is under an OOC marker, he must take an
// activation test ... 1d6 and adds the formation commander's command value. If
// the result is 6 or more, the formation may act normally and the OOC marker
// is removed". Command 2, die 4.
TEST(Section9_1_1, ActivationTestOfSixRemovesTheMarker) {
  Game g = first_p_div();
  pass(g);
  play(g, {"draw p-far"});
  ASSERT_EQ(g.state().phase, Phase::ActivationTest);
  ASSERT_EQ(g.actor().kind, ActorKind::Chance);
  play(g, {"roll 4"});
  EXPECT_TRUE(log_contains(g, "9.1.1", "die 4 + 2 = 6 (the formation acts normally)"));
  EXPECT_FALSE(fc(g, "p-far").ooc);
  EXPECT_TRUE(ustate(g, "p-f1").in_command);
}

// §9.1.1: "Otherwise, the formation remains out of command, all its units are
// out of command and the commander may not move during the movement phase."
TEST(Section9_1_1, FailedActivationTestLeavesFormationOutOfCommand) {
  Game g = first_p_div();
  pass(g);
  play(g, {"draw p-far", "roll 3"});
  EXPECT_TRUE(log_contains(g, "9.1.1", "die 3 + 2 = 5 (the formation stays out of command)"));
  EXPECT_TRUE(fc(g, "p-far").ooc);
  EXPECT_FALSE(ustate(g, "p-f1").in_command);
  play(g, {"ready"});
  ASSERT_EQ(g.state().phase, Phase::Movement);
  EXPECT_TRUE(actions_with(g, "move p-far ").empty());
  const Map& m = *g.scenario().map;
  for (const Action& a : g.legal_actions()) {
    if (a.type == ActionType::Move && a.piece == Piece::unit(unit(g, "p-f1"))) {
      EXPECT_LE(m.distance(hex(g, "0709"), a.hex), 2) << g.notation(a);  // half of 4 MP
    }
  }
}

}  // namespace rules_s09_1_command_test
