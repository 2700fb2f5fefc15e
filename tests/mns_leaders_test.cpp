// Musket & Saber (Königgrätz), issue 16 stage 3: leaders in combat (§10.3:
// coordination and participation, each the leader's one assist of the
// turn; casualties on a Leader result) and the Austrian line in combat
// (§19.7D). Positions tests/mns/data/s10_leaders.toml, s19_line.toml.
#include "mns/rules.h"
#include "mns_test_util.h"

namespace bohemia::mns::test {
namespace mns_leaders_test {
namespace {

TEST(Mns_S10_3_Leaders, ALeaderCoordinatesAnotherTakesPartAndALeaderResultChecksBoth) {
  Game g = position("s10_leaders.toml");
  script(g, {"attack 1026", "with p-7-a", "with p-3-a", "primary p-7-a", "tactic none", "tactic none"});
  // 7.14: only the army commander's span holds both divisions.
  EXPECT_TRUE(is_legal(g, "lead p-frederick-charles"));
  EXPECT_FALSE(is_legal(g, "lead p-fransecky"));
  script(g, {"lead p-frederick-charles"});
  EXPECT_TRUE(unit(g, "p-frederick-charles").has(kAssisted));  // RN 24: his assist of the turn
  script(g, {"with p-fransecky"});                             // 10.3: he takes part with p-7-a
  EXPECT_TRUE(logged(g, "7.7", "attack 12 (p-7-a 7 (leader), p-3-a 5) against defence 3"))
      << lines_of(g, "7.7").back();
  // +9, die 6: Dm (Dx) Leader. The morale die 1 passes Dm; Dx's check rolls anew (RN 4): 2 passes.
  script(g, {"6", "1", "2", "loss"});
  EXPECT_TRUE(unit(g, "a-4-ir12").has(kBack));
  // 10.3: a 5 kills the participating leader, not the coordinating one.
  script(g, {"5", "5"});
  EXPECT_EQ(unit(g, "p-fransecky").where, Where::Casualty);
  EXPECT_EQ(unit(g, "p-frederick-charles").where, Where::Map);
  EXPECT_EQ(g.state().vp_casualties[static_cast<std::size_t>(Side::Austria)], 1);
}

TEST(Mns_S19_7_LineInCombat, AnAttackFromTheFlankIsTripled) {
  Game g = position("s19_line.toml");
  script(g, {"attack 1026"});
  EXPECT_FALSE(is_legal(g, "tactic last-stand")) << "the attacker chooses first";
  script(g, {"tactic none"});  // the line may choose no tactic but skirmish (19.7D): none is taken alone
  EXPECT_TRUE(logged(g, "7.7", "attack 15 (p-7-a 15 (line's flank x3)) against defence 3 (a-4-ir12 3)"))
      << lines_of(g, "7.7").back();
}

}  // namespace
}  // namespace mns_leaders_test
}  // namespace bohemia::mns::test
