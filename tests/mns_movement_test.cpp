// Musket & Saber (Königgrätz), issue 16: the variable MA roll (§4.4), the
// combat stack's places (§5.3, R-5.3) and disengagement by MA (§6.3).
#include "mns/rules.h"
#include "mns_test_util.h"

namespace bohemia::mns::test {
namespace mns_movement_test {
namespace {

// The Prussian ends his combat phase; the Austrian movement phase begins.
void to_austrian_movement(Game& g) {
  script(g, {"end"});
  pass_fortunes(g);  // 7.2: the triggered hexes' fortunes go unused
  roll(g, 3);
  script(g, {"begin"});
  ASSERT_EQ(g.state().phase, Phase::Movement);
  ASSERT_EQ(g.state().active, Side::Austria);
}

int destinations(const Game& g) {
  int n = 0;
  for (const Action& a : g.legal_actions()) n += a.type == ActionType::To || a.type == ActionType::March;
  return n;
}

TEST(Mns_S04_4_VariableMa, ADisruptedUnitRollsOneDieOrTwoAbove6CappedAtItsPrintedMa) {
  Game g = position("s04_variable_ma.toml");
  to_austrian_movement(g);
  script(g, {"move a-e-appel"});
  ASSERT_EQ(g.wait(), WaitKind::Chance);
  EXPECT_EQ(g.dice(), 2);  // printed MA 8 > 6: 2d6
  play(g, "roll 11");
  EXPECT_TRUE(logged(g, "4.4", "a-e-appel rolls for its MA: 11 -> 8")) << lines_of(g, "4.4").back();
  script(g, {"stay"});
  script(g, {"move a-4-ir12"});
  ASSERT_EQ(g.wait(), WaitKind::Chance);
  EXPECT_EQ(g.dice(), 1);
  play(g, "roll 2");
  EXPECT_TRUE(logged(g, "4.4", "a-4-ir12 rolls for its MA: 2 -> 2")) << lines_of(g, "4.4").back();
  int two = destinations(g);
  Game h = position("s04_variable_ma.toml");
  to_austrian_movement(h);
  script(h, {"move a-4-ir12"});
  play(h, "roll 6");  // capped at the printed 4
  EXPECT_TRUE(logged(h, "4.4", "a-4-ir12 rolls for its MA: 6 -> 4"));
  EXPECT_GT(destinations(h), two);  // more MP, more hexes
}

TEST(Mns_S05_3_CombatStacking, OneArtilleryOneSmallAndOneOtherUnitDefend) {
  Game g = position("s05_slots.toml");
  script(g, {"attack 1026"});
  ASSERT_EQ(g.deciding(), Side::Austria);
  EXPECT_TRUE(is_legal(g, "defend a-4-ir26"));
  script(g, {"defend a-4-ir12"});                // the "other" place
  EXPECT_FALSE(is_legal(g, "defend a-4-ir26"));  // no second one
  EXPECT_TRUE(is_legal(g, "defend a-4-arta"));
  EXPECT_TRUE(is_legal(g, "defend a-4-artb"));
  script(g, {"defend a-4-arta"});
  // the artillery place and the other place are taken: the stack is complete
  EXPECT_FALSE(is_legal(g, "defend a-4-artb"));
  EXPECT_TRUE(logged(g, "7.4", "a-4-ir12, a-4-arta defends 1026")) << lines_of(g, "7.4").back();

  Game h = position("s05_slots.toml");
  script(h, {"attack 1026", "defend a-4-arta", "defend a-4-artb"});  // a second battery takes the other place
  EXPECT_TRUE(logged(h, "7.4", "a-4-arta, a-4-artb defends 1026")) << lines_of(h, "7.4").back();
}

TEST(Mns_S06_3_Disengagement, OnlyAUnitWithAHigherPrintedMaThanTheEnemyMayLeave) {
  Game g = position("s06_disengage.toml");
  to_austrian_movement(g);
  script(g, {"move a-e-appel"});
  roll(g, 6);                     // 6.3: a disengaging unit rolls for its MA
  EXPECT_GT(destinations(g), 0);  // MA 8 against 4: it may leave
  script(g, {"stay"});
  script(g, {"move a-4-ir12"});
  roll(g, 6);
  EXPECT_EQ(destinations(g), 0);  // MA 4 against 4: it may not
}

TEST(Mns_S06_3_Disengagement, AStackedPartnerStayingBehindLetsTheOtherLeave) {
  Game g = position("s06_disengage.toml");
  State& s = g.state_mut();
  UnitState& partner = s.units[static_cast<std::size_t>(unit_index(g.scenario(), "a-4-ir26"))];
  partner.where = Where::Map;
  partner.hex = g.scenario().map->grid.parse("1128");
  partner.flags = kMoved;
  ++s.version;
  to_austrian_movement(g);
  script(g, {"move a-4-ir12"});
  if (g.wait() == WaitKind::Decision && is_legal(g, "go")) script(g, {"go"});  // nobody moves with it
  roll(g, 6);
  EXPECT_GT(destinations(g), 0);
}

}  // namespace
}  // namespace mns_movement_test
}  // namespace bohemia::mns::test
