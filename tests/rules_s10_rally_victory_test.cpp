// Rules tests for the rally phase (VV165 §10.1), demoralised formations
// (§10.2) and victory (§11.4 as used by the test scenarios), on fixture
// h2-rally (a single turn, 09.00): Austrian a-d1 (morale 2, disorganised) at
// 0109, 2 hexes from its commander; a-d2 disorganised at 0105 in the ZoC of
// the organised Prussian p-inf (0104 facing S); a-d3 (morale 3, 1 loss,
// disorganised) of brigade a-bde whose Demo threshold is 1, next to its
// commander and the CinC; a-i1 (independent, morale 3, 1 loss, threshold 1,
// disorganised) next to the CinC; Prussian p-dorf holds Dorf (0707, 1 VP).
#include <gtest/gtest.h>

#include "rules_play_util.h"

namespace rules_s10_rally_victory_test {

using namespace bohemia;
using namespace bohemia::test;

namespace {
// Plays the three activations of the turn; returns at the first rally die.
// a-d3, of the demoralised a-bde, must move closer to its edge (§10.2): it
// joins the CinC in 0510, still next to its commander (0409), so its rally
// modifiers stay those described above (+1 for a commander, A-4).
Game to_rally() {
  Game g(fixture("h2-rally"), 1);
  command_phase(g, 6, 1);
  play(g, {"first p-div"});
  pass(g);
  play(g, {"draw a-bde"});
  to_movement(g);
  play(g, {"move a-d3 0510 N"});
  pass(g);
  play(g, {"draw a-two"});
  pass(g);
  return g;
}
}  // namespace

// §10.2: "Once a formation reaches its demoralisation threshold given in the
// scenario, the formation moves to a demoralised status"; "Independent units
// are never demoralised" (but the threshold still scores VP, §11.1.2).
TEST(Section10_2, FormationReachingItsThresholdIsDemoralised) {
  Game g(fixture("h2-rally"), 1);
  EXPECT_TRUE(g.state().demoralised[static_cast<std::size_t>(g.scenario().formation_index("a-bde"))]);
  EXPECT_TRUE(log_contains(g, "10.2",
                           "a-bde reaches its demoralisation threshold (1 step losses) and is demoralised"));
  EXPECT_TRUE(log_contains(g, "10.2", "independents suffer no effect but score VP"));
  EXPECT_FALSE(g.state().demoralised[static_cast<std::size_t>(g.scenario().formation_index("a-two"))]);
}

// §10.2: "During their movement phase, the units of a demoralised formation
// must move closer to their map edge or else not move at all". a-d3 at 0509
// is one hex from the Austrian edge (row 10): every move ends on that edge.
TEST(Section10_2, DemoralisedUnitsOnlyMoveTowardTheirEdge) {
  Game g(fixture("h2-rally"), 1);
  command_phase(g, 6, 1);
  play(g, {"first p-div"});
  pass(g);
  play(g, {"draw a-bde"});
  if (g.state().phase == Phase::Command) play(g, {"ready"});
  ASSERT_EQ(g.state().phase, Phase::Movement);
  int n = 0;
  for (const Action& a : g.legal_actions()) {
    if (a.type != ActionType::Move || a.piece != Piece::unit(unit(g, "a-d3"))) continue;
    if (a.hex == hex(g, "0509")) continue;  // turning in place
    ++n;
    EXPECT_EQ(g.scenario().map->label(a.hex).substr(2), "10") << g.notation(a);
  }
  EXPECT_GT(n, 0);
}

// §10.1: "a disorganised unit may try to reorganise itself. It must take a
// morale test, remaining disorganised if it fails, or is flipped to its
// initial side if it passes." a-d1: die 4 + morale 2 = 6.
// "A rally test may not be attempted if the unit is in the ZoC of an
// organised enemy unit": a-d2 gets no test. a-d3: die 3 + morale 3 - 1 loss
// - 1 demoralised (§2, §10.2) + 1 commander adjacent (rally only, A-4) = 5:
// fails. a-i1: die 3 + 3 - 1 + 1 = 6: passes, no demoralisation penalty for
// an independent. "Step losses may never be recovered."
TEST(Section10_1, RallyTestsAndTheirModifiers) {
  Game g = to_rally();
  EXPECT_TRUE(log_contains(g, "10", "rally phase"));
  ASSERT_EQ(g.state().phase, Phase::Rally);
  play(g, {"roll 4"});
  EXPECT_TRUE(log_contains(g, "10.1", "a-d1 (a-d1) rally test: die 4 -> 6 (rallied)"));
  EXPECT_FALSE(disorganised(g, "a-d1"));
  play(g, {"roll 3"});
  EXPECT_TRUE(log_contains(g, "10.1", "a-d3 (a-d3) rally test: die 3 -> 5 (still disorganised)"));
  EXPECT_TRUE(disorganised(g, "a-d3"));
  play(g, {"roll 3"});
  EXPECT_TRUE(log_contains(g, "10.1", "a-i1 (a-i1) rally test: die 3 -> 6 (rallied)"));
  EXPECT_FALSE(disorganised(g, "a-i1"));
  EXPECT_EQ(losses(g, "a-i1"), 1);
  EXPECT_FALSE(log_contains(g, "10.1", "a-d2"));
  EXPECT_TRUE(disorganised(g, "a-d2"));
}

// A rally die of 3 rallies nobody of a-d1 (3 + 2 = 5).
TEST(Section10_1, FailedRallyKeepsUnitDisorganised) {
  Game g = to_rally();
  play(g, {"roll 3"});
  EXPECT_TRUE(log_contains(g, "10.1", "a-d1 (a-d1) rally test: die 3 -> 5 (still disorganised)"));
  EXPECT_TRUE(disorganised(g, "a-d1"));
}

// Victory (VV165 §11.4.1/§11.4.2 applied by the fixture): Prussia controls
// Dorf (1 VP), the demoralised a-bde gives its 1 VP and the Austrian
// independents, having reached their threshold, 1 VP: 3 to 0, "From 2 to 4
// VP: Minor victory". The fixture's single turn is 09.00, so the game ends
// after its rally phase (§6).
TEST(Section11_4, EndOfGameScoresControlDemoralisationAndLevel) {
  Game g = to_rally();
  play(g, {"roll 4", "roll 3", "roll 3"});
  ASSERT_TRUE(g.over());
  EXPECT_EQ(g.state().vp[0], 3);
  EXPECT_EQ(g.state().vp[1], 0);
  EXPECT_EQ(g.state().winner, 0);
  EXPECT_EQ(g.state().level, 1);
  EXPECT_TRUE(log_contains(g, "11.4.2",
                           "Prussia 3 VP, Austria 0 VP; difference 3 VP (major victory from 5, minor from "
                           "2): Prussian minor victory"));
}

}  // namespace rules_s10_rally_victory_test
