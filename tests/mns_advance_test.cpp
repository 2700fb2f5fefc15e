// Musket & Saber (Königgrätz), issue 16: the defender's advance after the
// attackers retreat (§7.12, ruling ). Position
// tests/mns/data/s07_defender_advance.toml: 5 against 3 is +2, crt.toml's
// column "+1 to +2": die 1 is Ac (NE).
#include "mns/rules.h"
#include "mns_test_util.h"

namespace bohemia::mns::test {
namespace mns_advance_test {
namespace {

// The attack, an Ac whose check fails (6): the attacker retreats one hex.
void attacker_retreats(Game& g) {
  script(g, {"attack 1026", "tactic none", "tactic none", "1", "6", "retreat"});
  ASSERT_TRUE(is_legal(g, "step p-7-a 1028")) << g.notation(g.legal_actions().front());
  script(g, {"step p-7-a 1028", "stay"});
  ASSERT_EQ(hex_of(g, "p-7-a"), "1028");
}

TEST(Mns_S07_12_DefenderAdvance, TheDefenderMayAdvanceIntoTheHexTheAttackerLeft) {
  Game g = position("s07_defender_advance.toml");
  attacker_retreats(g);
  ASSERT_EQ(g.deciding(), Side::Austria);
  EXPECT_TRUE(is_legal(g, "advance a-4-ir12 1027"));
  EXPECT_TRUE(is_legal(g, "pass"));
  EXPECT_FALSE(is_legal(g, "advance a-4-ir12 1025"));  // not next to the hex left empty
  script(g, {"advance a-4-ir12 1027"});
  EXPECT_EQ(hex_of(g, "a-4-ir12"), "1027");
  EXPECT_TRUE(logged(g, "7.12", "a-4-ir12 advances to 1027 (the defender's advance)"));
  EXPECT_EQ(g.state().phase, Phase::Combat);  // one hex only: the attacker's phase goes on
  EXPECT_EQ(g.deciding(), Side::Prussia);
}

TEST(Mns_S07_12_DefenderAdvance, ADisruptedDefenderMayNotAdvance) {
  Game g = position("s07_defender_advance.toml");
  g.state_mut().units[static_cast<std::size_t>(unit_index(g.scenario(), "a-4-ir12"))].set(kDisrupted);
  ++g.state_mut().version;
  // 5 against 3 halved (disrupted) = 2: +3, column "+3 to +4": die 2 is Ex,
  // which the attacker's Disengage makes a forced Ar (7.13.4).
  script(g, {"attack 1026", "tactic disengage", "tactic none", "2", "4", "step p-7-a 1028", "stay"});
  ASSERT_EQ(hex_of(g, "p-7-a"), "1028");
  EXPECT_FALSE(is_legal(g, "advance a-4-ir12 1027"));  // 7.12: disrupted units do not advance
  EXPECT_EQ(g.deciding(), Side::Prussia);
  EXPECT_EQ(hex_of(g, "a-4-ir12"), "1026");
}

}  // namespace
}  // namespace mns_advance_test
}  // namespace bohemia::mns::test
