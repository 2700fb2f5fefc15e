// Musket & Saber (Königgrätz), issue 16: who may take a step loss (§7.11,
// ruling ). Position tests/mns/data/s07_same_id.toml: p-7-a (5)
// against a-4-ir12 (3) is +2, crt.toml's column "+1 to +2": die 3 is Ex.
#include "mns/rules.h"
#include "mns_test_util.h"

namespace bohemia::mns::test {
namespace mns_step_loss_test {
namespace {

void exchange(Game& g) {
  // a-4-ir26 may not join a-4-ir12: one "other" unit a hex (5.3, R-5.3)
  script(g, {"attack 1026", "defend a-4-ir12", "tactic none", "tactic none", "3", "4"});
  ASSERT_TRUE(logged(g, "7.8", "exchange")) << lines_of(g, "7.7").back();
}

TEST(Mns_S07_11_StepLosses, ANonParticipatingFullSizedUnitOfAnotherIdMayNotAbsorb) {
  Game g = position("s07_same_id.toml");
  exchange(g);
  EXPECT_FALSE(is_legal(g, "absorb a-4-ir26"));
  EXPECT_TRUE(unit(g, "a-4-ir12").has(kBack));  // no choice: the primary's step
  EXPECT_FALSE(unit(g, "a-4-ir26").has(kBack));
}

TEST(Mns_S07_11_StepLosses, AnotherFullSizedUnitWithTheSameIdMayAbsorb) {
  auto sc = std::make_shared<Scenario>(*koniggratz());
  int ir12 = unit_index(*sc, "a-4-ir12"), ir26 = unit_index(*sc, "a-4-ir26");
  sc->units[static_cast<std::size_t>(ir26)].name = sc->units[static_cast<std::size_t>(ir12)].name;
  Game g = position("s07_same_id.toml", 1, sc);
  exchange(g);
  ASSERT_TRUE(is_legal(g, "absorb a-4-ir26"));
  EXPECT_TRUE(is_legal(g, "pass"));
  script(g, {"absorb a-4-ir26"});
  EXPECT_TRUE(unit(g, "a-4-ir26").has(kBack));
  EXPECT_FALSE(unit(g, "a-4-ir12").has(kBack));
}

}  // namespace
}  // namespace mns_step_loss_test
}  // namespace bohemia::mns::test
