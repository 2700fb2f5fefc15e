// Musket & Saber (Königgrätz), issue 16: re-entry from the Turn Record
// Track (§13.2, §12.3). Position tests/mns/data/s13_reentry.toml: no piece
// on the map (the Austrian HQ and trains off it too, so only the LOC hex
// 2030 serves); the Austrian movement phase of turn 1.
#include "mns/rules.h"
#include "mns_test_util.h"

namespace bohemia::mns::test {
namespace mns_reentry_test {
namespace {

UnitState& piece(Game& g, const std::string& id) {
  return g.state_mut().units[static_cast<std::size_t>(unit_index(g.scenario(), id))];
}

void on_track(Game& g, const std::string& id, int turn) {
  UnitState& u = piece(g, id);
  u = UnitState{};
  u.where = Where::Track;
  u.track = static_cast<std::int8_t>(turn);
  ++g.state_mut().version;
}

void to_austrian_movement(Game& g) {
  script(g, {"end"});
  pass_fortunes(g);  // 7.2: the triggered hexes' fortunes go unused
  roll(g, 3);
  script(g, {"begin"});
  ASSERT_EQ(g.state().active, Side::Austria);
}

TEST(Mns_S13_2_Reentry, AUnitOfTheTurnsBoxReentersOnOrNextToTheLoc) {
  Game g = position("s13_reentry.toml");
  on_track(g, "a-4-ir12", 1);
  on_track(g, "a-4-ir26", 1);
  on_track(g, "a-4-ir6", 2);
  to_austrian_movement(g);
  EXPECT_TRUE(is_legal(g, "reenter a-4-ir12 2030"));
  const Map& m = *g.scenario().map;
  HexId loc = m.grid.parse("2030");
  for (int d = 0; d < 6; ++d) {
    HexId n = m.neighbour(loc, d);
    if (n == kNoHex || g.scenario().tec->hexes[m.terrain[static_cast<std::size_t>(n)]].mp[0] >= kProhibited)
      continue;
    EXPECT_TRUE(is_legal(g, "reenter a-4-ir12 " + m.label(n))) << m.label(n);
  }
  EXPECT_FALSE(is_legal(g, "reenter a-4-ir12 2028"));  // two hexes away
  EXPECT_FALSE(is_legal(g, "reenter a-4-ir6 2030"));   // the turn 2 box
  script(g, {"reenter a-4-ir12 2030"});
  EXPECT_EQ(hex_of(g, "a-4-ir12"), "2030");
  EXPECT_TRUE(logged(g, "13.2", "a-4-ir12 re-enters the map at 2030"));
  script(g, {"end"});  // a-4-ir26, not placed, waits for the next box
  EXPECT_EQ(unit(g, "a-4-ir26").where, Where::Track);
  EXPECT_EQ(unit(g, "a-4-ir26").track, 2);
}

TEST(Mns_S13_2_Reentry, NoReentryWithoutAFunctioningLoc) {
  Game g = position("s13_reentry.toml");
  on_track(g, "a-4-ir12", 1);
  const Map& m = *g.scenario().map;
  UnitState& p = piece(g, "p-7-a");  // next to 2030: its ZOC cuts the LOC (12.3)
  p = UnitState{};
  p.where = Where::Map;
  p.hex = m.neighbour(m.grid.parse("2030"), 0) != kNoHex ? m.neighbour(m.grid.parse("2030"), 0)
                                                         : m.neighbour(m.grid.parse("2030"), 3);
  p.flags = kMoved;
  ++g.state_mut().version;
  to_austrian_movement(g);
  for (const Action& a : g.legal_actions()) EXPECT_NE(a.type, ActionType::Reenter) << g.notation(a);
}

}  // namespace
}  // namespace mns_reentry_test
}  // namespace bohemia::mns::test
