// Musket & Saber (Königgrätz), issue 16: the skirmish from two hexes away
// (§7.13.1). Position tests/mns/data/s07_skirmish_two.toml: p-7-a (MA 4)
// two hexes from a-4-ir12 (bracketed MA: 0 in a skirmish).
#include "mns/rules.h"
#include "mns_test_util.h"

namespace bohemia::mns::test {
namespace mns_skirmish_test {
namespace {

TEST(Mns_S07_13_1_TwoHexSkirmish, AUnitTwoHexesAwayMayOnlySkirmish) {
  Game g = position("s07_skirmish_two.toml");
  ASSERT_TRUE(is_legal(g, "attack 1026"));
  script(g, {"attack 1026"});  // p-7-a the only attacker; skirmish its only tactic
  EXPECT_TRUE(logged(g, "7.5", "attacks 1026 with p-7-a"));
  EXPECT_EQ(g.deciding(), Side::Austria);
  script(g, {"tactic none"});
  EXPECT_TRUE(logged(g, "7.13", "tactics: the attacker skirmish"));
  EXPECT_TRUE(logged(g, "7.7", "attack 4 (p-7-a 4) against defence 0 (a-4-ir12 0): differential +4"))
      << lines_of(g, "7.7").back();
}

TEST(Mns_S07_13_1_TwoHexSkirmish, AnOccupiedHexBetweenPreventsIt) {
  Game g = position("s07_skirmish_two.toml");
  State& s = g.state_mut();
  UnitState& b = s.units[static_cast<std::size_t>(unit_index(g.scenario(), "p-7-b"))];
  b.where = Where::Map;
  b.hex = g.scenario().map->grid.parse("1027");
  b.flags = kMoved;
  ++s.version;
  script(g, {"attack 1026"});  // p-7-b, next to it, is the only attacker: p-7-a's way is blocked
  EXPECT_TRUE(logged(g, "7.5", "attacks 1026 with p-7-b")) << lines_of(g, "7.5").back();
  EXPECT_FALSE(logged(g, "7.5", "p-7-a"));
  EXPECT_TRUE(is_legal(g, "tactic none"));  // an ordinary attack: not only a skirmish
}

}  // namespace
}  // namespace mns_skirmish_test
}  // namespace bohemia::mns::test
