// Musket & Saber (Königgrätz), issue 16: the Austrian battery positions
// (§19.6) and the Prussian open order (§19.10). Positions
// tests/mns/data/s19_battery_position.toml and s19_open_order.toml.
#include "mns/rules.h"
#include "mns_test_util.h"

namespace bohemia::mns::test {
namespace mns_fieldworks_test {
namespace {

void to_austrian_combat(Game& g) {
  script(g, {"end"});
  pass_fortunes(g);  // 7.2: the triggered hexes' fortunes go unused
  roll(g, 3);
  script(g, {"begin", "end"});
  roll(g, 3);
  ASSERT_EQ(g.state().phase, Phase::Combat);
  ASSERT_EQ(g.state().active, Side::Austria);
}

TEST(Mns_S19_6_BatteryPosition, AnAustrianBatteryAcrossAProtectedHexsideAddsTwoToRangeAndAttack) {
  Game g = position("s19_battery_position.toml");
  to_austrian_combat(g);
  EXPECT_TRUE(is_legal(g, "bombard a-4-arta p-7-b"));  // six hexes: range 5 + 2
  script(g, {"bombard a-4-arta p-7-a", "4"});
  EXPECT_TRUE(logged(g, "8.5", "a-4-arta bombards p-7-a at 2910: attack 7, battery position +2"))
      << lines_of(g, "8.5").front();
}

TEST(Mns_S19_6_BatteryPosition, ASaxonBatteryThereHasNoBonus) {
  Game g = position("s19_battery_position.toml");
  State& s = g.state_mut();
  UnitState& austrian = s.units[static_cast<std::size_t>(unit_index(g.scenario(), "a-4-arta"))];
  UnitState& saxon = s.units[static_cast<std::size_t>(unit_index(g.scenario(), "s-1art"))];
  saxon = austrian;  // the same hex, a Saxon battery (19.6: "Austrian (not Saxon)")
  austrian = UnitState{};
  austrian.where = Where::SetAside;
  ++s.version;
  to_austrian_combat(g);
  ASSERT_TRUE(is_legal(g, "bombard s-1art p-7-a"));
  script(g, {"bombard s-1art p-7-a", "4"});
  EXPECT_FALSE(logged(g, "8.5", "battery position")) << lines_of(g, "8.5").front();
}

TEST(Mns_S19_10_OpenOrder, ParenthesizedAttackingOnlySkirmishOrDisengage) {
  Game g = position("s19_open_order.toml");
  script(g, {"attack 1026"});
  EXPECT_TRUE(is_legal(g, "tactic none"));
  EXPECT_TRUE(is_legal(g, "tactic disengage"));
  EXPECT_FALSE(is_legal(g, "tactic press"));  // 19.10B
  script(g, {"tactic none", "tactic none"});
  EXPECT_TRUE(logged(g, "7.7", "p-7-a 3 (parenthesized)")) << lines_of(g, "7.7").back();  // 5 halved
}

TEST(Mns_S19_10_OpenOrder, AustrianBombardmentOfOpenOrderIsHalved) {
  Game g = position("s19_open_order.toml");
  to_austrian_combat(g);
  script(g, {"bombard a-4-arta p-7-a", "4"});
  EXPECT_TRUE(logged(g, "8.5", "a-4-arta bombards p-7-a at 1027: attack 3, halved against open order"))
      << lines_of(g, "8.5").front();
}

}  // namespace
}  // namespace mns_fieldworks_test
}  // namespace bohemia::mns::test
