// Musket & Saber (Königgrätz), issue 16: the check of a unit retreating on
// an unsafe line into an enemy zone of control (§7.9): passed, it goes on;
// failed, it routs (7.10). Position
// tests/mns/data/s07_unsafe.toml: a-4-ir12's only way out, 1025, lies in
// p-7-c's zone of control.
#include "mns/rules.h"
#include "mns_test_util.h"

namespace bohemia::mns::test {
namespace {

// The attack; the defender passes its no-safe-line check (7.3); a Dr, and
// the owner retreats into 1025, an unnegated enemy zone: a check.
void retreat_into_the_zone(Game& g) {
  script(g, {"attack 1026", "with p-7-a", "with p-7-b", "go", "2", "primary p-7-a", "tactic none",
             "tactic none", "3", "4"});
  ASSERT_TRUE(logged(g, "7.3", "Dr")) << lines_of(g, "7.7").back();
  script(g, {"retreat"});  // 1025 is its only hex: taken without a decision
  ASSERT_EQ(hex_of(g, "a-4-ir12"), "1025");
  ASSERT_EQ(g.wait(), WaitKind::Chance);  // its check
}

TEST(Mns_S07_9_UnsafeRetreat, APassedCheckInAnEnemyZoneLetsTheUnitGoOn) {
  Game g = position("s07_unsafe.toml");
  retreat_into_the_zone(g);
  script(g, {"2"});
  EXPECT_TRUE(logged(g, "7.9", "an enemy zone of control entered retreating"));
  EXPECT_EQ(hex_of(g, "a-4-ir12"), "1025");
  EXPECT_FALSE(is_legal(g, "stay"));  // 7.9: it may not stop in the enemy's zone
  EXPECT_FALSE(unit(g, "a-4-ir12").has(kDisrupted));
  EXPECT_FALSE(logged(g, "7.9", "a-4-ir12 routs"));
  EXPECT_EQ(g.deciding(), Side::Austria);
}

TEST(Mns_S07_9_UnsafeRetreat, AFailedCheckRoutsTheUnitOffTheMap) {
  Game g = position("s07_unsafe.toml");
  retreat_into_the_zone(g);
  script(g, {"6"});
  EXPECT_TRUE(logged(g, "7.9", "a-4-ir12 routs"));
  EXPECT_TRUE(unit(g, "a-4-ir12").has(kDisrupted));  // 7.10: a routing unit is disrupted
}

}  // namespace
}  // namespace bohemia::mns::test
