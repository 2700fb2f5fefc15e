// Musket & Saber (Königgrätz), issue 16: the Austrian line's long-range
// fire (§19.7D, ruling R-19.7D). Position tests/mns/data/s19_line_fire.toml;
// the line marker's CF 2 reads crt.toml's column "+1 to +2" (die 6 Dr,
// die 3 Ex, which a bombardment ignores).
#include "mns/rules.h"
#include "mns_test_util.h"

namespace bohemia::mns::test {
namespace mns_line_fire_test {
namespace {

// The Prussian ends his combat phase; the Austrian moves nothing: the
// Austrian combat phase begins.
void to_austrian_combat(Game& g) {
  script(g, {"end"});
  pass_fortunes(g);  // 7.2: the triggered hexes' fortunes go unused
  roll(g, 3);
  script(g, {"begin", "end"});
  roll(g, 3);
  ASSERT_EQ(g.state().phase, Phase::Combat);
  ASSERT_EQ(g.state().active, Side::Austria);
}

TEST(Mns_S19_7D_LineFire, ALineFiresTwoHexesToItsFrontWithTheMarkersFactorOnly) {
  Game g = position("s19_line_fire.toml");
  to_austrian_combat(g);
  EXPECT_TRUE(is_legal(g, "fire a-4-ir12 p-7-a"));
  EXPECT_FALSE(is_legal(g, "fire a-4-ir12 p-7-art"));  // R-19.7D: its rear, not its front
  script(g, {"fire a-4-ir12 p-7-a", "6"});
  EXPECT_TRUE(
      logged(g, "19.7D", "a-4-ir12 fires at p-7-a at 1024: attack 2, the line marker's CF, column +1 to +2"))
      << lines_of(g, "19.7D").front();
  EXPECT_TRUE(logged(g, "19.7D", "die 6: Dr"));
  script(g, {"disrupt"});  // Dr: the owner's choice, as for a bombardment
  EXPECT_TRUE(unit(g, "p-7-a").has(kDisrupted));
  EXPECT_TRUE(unit(g, "a-4-ir12").has(kAttacked));
  EXPECT_FALSE(is_legal(g, "fire a-4-ir12 p-7-a"));  // once a phase
  std::string err;
  std::optional<Action> a = g.parse("fire a-4-ir12 p-7-a", &err);
  ASSERT_TRUE(a.has_value()) << err;
  std::optional<std::string> refusal = g.apply(*a);
  ASSERT_TRUE(refusal.has_value());
  EXPECT_NE(refusal->find("7.5"), std::string::npos) << *refusal;
}

TEST(Mns_S19_7D_LineFire, AnExchangeIsIgnoredAndAmmoNeverFlipsTheLine) {
  Game g = position("s19_line_fire.toml");
  to_austrian_combat(g);
  script(g, {"fire a-4-ir12 p-7-a", "3"});  // Ex: ignored as in a bombardment (D-18)
  EXPECT_FALSE(unit(g, "a-4-ir12").has(kBack));
  EXPECT_FALSE(unit(g, "p-7-a").has(kBack));
  EXPECT_FALSE(unit(g, "p-7-a").has(kDefended));  // it did nothing: no attack for 7.2 (8.4)
  Game h = position("s19_line_fire.toml");
  to_austrian_combat(h);
  script(h, {"fire a-4-ir12 p-7-a", "1"});  // Ac (NE) Leader Ammo: the A result and Ammo do nothing
  EXPECT_TRUE(logged(h, "19.7D", "die 1: Ac (NE) Leader Ammo")) << lines_of(h, "19.7D").back();
  EXPECT_FALSE(unit(h, "a-4-ir12").has(kBack));
  EXPECT_FALSE(logged(h, "8.5", "Ammo"));
}

TEST(Mns_S19_7D_LineFire, ALineInAnEnemyZocMayNotFire) {
  Game g = position("s19_line_fire.toml");
  g.state_mut().units[static_cast<std::size_t>(unit_index(g.scenario(), "p-7-art"))].hex =
      g.scenario().map->grid.parse("1126");  // a front hex: its ZOC covers the line
  ++g.state_mut().version;
  to_austrian_combat(g);
  EXPECT_FALSE(is_legal(g, "fire a-4-ir12 p-7-a"));
  EXPECT_FALSE(is_legal(g, "fire a-4-ir12 p-7-art"));
}

}  // namespace
}  // namespace mns_line_fire_test
}  // namespace bohemia::mns::test
