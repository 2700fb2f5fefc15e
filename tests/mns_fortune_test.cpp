// Musket & Saber (Königgrätz), issue 16: a fortune of war placing a unit
// from the next box of the Turn Record Track (§12.4 "in lieu of moving a
// unit on the map", §13.2; ruling R-12.4r). Position
// tests/mns/data/s12_fortune.toml, as Mns_S12_4_FortunesOfWar: a rout
// gives the Prussian a fortune of war.
#include "mns/rules.h"
#include "mns_test_util.h"

namespace bohemia::mns::test {
namespace {

UnitState& piece(Game& g, const std::string& id) {
  return g.state_mut().units[static_cast<std::size_t>(unit_index(g.scenario(), id))];
}

TEST(Mns_S12_4_FortunesOfWar, AUnitOfTheNextTurnBoxMayBePlacedAs13_2PlacesIt) {
  Game g = position("s12_fortune.toml");
  UnitState& next = piece(g, "p-7-c");
  next = UnitState{};
  next.where = Where::Track;
  next.track = static_cast<std::int8_t>(g.state().turn + 1);
  UnitState& later = piece(g, "p-8-art");
  later = UnitState{};
  later.where = Where::Track;
  later.track = static_cast<std::int8_t>(g.state().turn + 2);
  ++g.state_mut().version;
  script(g, {"attack 1026", "with p-7-a", "with p-7-b", "primary p-7-a", "tactic none", "tactic none"});
  script(g, {"5", "6", "step a-4-ir12 1025", "step a-4-ir12 1024", "step a-4-ir12 1023", "pass"});
  ASSERT_EQ(g.deciding(), Side::Prussia);
  ASSERT_TRUE(is_legal(g, "fortune reenter p-7-c"));
  EXPECT_FALSE(is_legal(g, "fortune reenter p-8-art"));  // not the next turn box
  script(g, {"fortune reenter p-7-c"});
  ASSERT_EQ(g.deciding(), Side::Prussia);
  const Action& where = g.legal_actions().front();
  ASSERT_EQ(where.type, ActionType::Reenter);
  std::string hex = g.hex_name(where.hex);
  ASSERT_FALSE(g.apply(where).has_value());
  EXPECT_EQ(hex_of(g, "p-7-c"), hex);
  EXPECT_TRUE(logged(g, "12.4", "p-7-c comes from the turn track to " + hex + " (13.2)"));
}

}  // namespace
}  // namespace bohemia::mns::test
