// Musket & Saber (Königgrätz), issue 16: the check of a unit retreating on
// an unsafe line into an enemy zone of control (§7.9): passed, it goes on;
// failed, it routs (7.10). Position
// tests/mns/data/s07_unsafe.toml: a-4-ir12's only way out, 1025, lies in
// p-7-c's zone of control.
#include "mns/combat.h"
#include "mns/rules.h"
#include "mns_test_util.h"

namespace bohemia::mns::test {
namespace mns_retreat_test {
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

// docs/api.md (a legal action's "effects", issue 18): each hex a retreat
// offers says what entering it brings, and applying that step then does
// exactly that: a morale check (7.9) when "check", no end there when
// "continue" (7.9), a rout off the map when "rout" (7.10).
TEST(Mns_S07_9_RetreatEffects, EachHexOfferedSaysWhatEnteringItThenCosts) {
  Game g = position("s07_unsafe.toml");
  retreat_into_the_zone(g);
  script(g, {"2"});  // passed: on out of the zone, a hex at a time
  ASSERT_EQ(g.wait(), WaitKind::Decision);
  int checks = 0, plain = 0, steps = 0;
  for (const Action& a : g.legal_actions()) {
    if (a.type != ActionType::Step) continue;
    ++steps;
    std::uint8_t e = g.effects_of(a);
    (e & kEffectCheck ? checks : plain) += 1;
    Game c = g;
    auto checked = [&] {
      std::vector<std::string> l = lines_of(c, "7.9");
      return std::count_if(l.begin(), l.end(), [](const std::string& t) {
        return t.find("an enemy zone of control entered retreating") != std::string::npos;
      });
    };
    auto before = checked();
    play(c, g.notation(a));
    EXPECT_EQ(c.wait() == WaitKind::Chance, (e & kEffectCheck) != 0) << g.notation(a);
    if (c.wait() == WaitKind::Chance) play(c, "roll 2");  // passed
    EXPECT_EQ(checked() - before, (e & kEffectCheck) ? 1 : 0) << g.notation(a);
    bool off = unit(c, "a-4-ir12").where == Where::Track;
    EXPECT_EQ(off, (e & kEffectRout) != 0) << g.notation(a);
    if (!off && c.wait() == WaitKind::Decision && c.deciding() == Side::Austria &&
        hex_of(c, "a-4-ir12") == g.hex_name(a.hex)) {
      EXPECT_EQ(is_legal(c, "stay"), (e & kEffectContinue) == 0) << g.notation(a);
    }
  }
  EXPECT_GE(steps, 2);
  EXPECT_GT(checks, 0);  // this position offers both: hexes in p-7-c's zone and out of it
  EXPECT_GT(plain, 0);
  // Stay is no hex: it brings nothing.
  for (const Action& a : g.legal_actions())
    EXPECT_TRUE(a.type == ActionType::Step || g.effects_of(a) == 0) << g.notation(a);
}

}  // namespace
}  // namespace mns_retreat_test
}  // namespace bohemia::mns::test
