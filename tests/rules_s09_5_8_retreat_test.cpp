// §9.5.8 retreat after combat, §9.5.9 advance after combat and §9.5.10 step
// losses, on small positions of the test map (the Austrian edge is row 10).
//
// In every position p-inf9 (combat 9) assaults from 0506: 9 / protection 1 is
// column 9, i.e. column 7 with +2 on the die; a 1 gives D (7 + 3 = 10 on the
// grid's sum). The defensive fire of a lone a-inf1 (4) with a 1 gives nothing.
#include <gtest/gtest.h>

#include "rules_scenario_builder.h"

namespace bohemia {
namespace rules_s09_5_8_retreat_test {
namespace {

using test::assault;
using test::drive_to;
using test::has_action;
using test::hex_of;
using test::log_contains;
using test::play;
using test::Position;
using test::position;

Game assault_game(const std::vector<std::string>& setup) {
  Position p;
  p.setup = setup;
  Game g(position(p), 1);
  drive_to(g, "p-div");
  return g;
}

const UnitState& st(const Game& g, const char* id) {
  return g.state().units[static_cast<std::size_t>(test::unit(g, id))];
}

std::vector<std::string> retreat_hexes(const Game& g) {
  std::vector<std::string> out;
  for (const Action& a : g.legal_actions())
    if (a.type == ActionType::Retreat) out.push_back(g.scenario().map->label(a.hex));
  return out;
}

// "A unit that retreats into an enemy ZoC with no friendly unit present
// suffers a step loss." a-inf1's only hex closer to its edge is 0508, in the
// front of p-inf2 (0408 facing NE).
TEST(Section9_5_8, RetreatIntoEnemyZocCostsAStep) {
  Game g = assault_game({"0506 S p-div p-inf9", "0408 NE p-inf2", "0507 N a-inf1", "0510 N a-bde"});
  EXPECT_EQ(assault(g, "assault p-inf9 0507:9", 1, 1, "a-inf1"), "D");
  auto hexes = retreat_hexes(g);
  ASSERT_EQ(hexes, std::vector<std::string>({"0508", "0508", "0508"}));  // three facings
  play(g, {"retreat a-inf1 0508 N"});
  EXPECT_EQ(hex_of(g, "a-inf1"), "0508");
  EXPECT_TRUE(st(g, "a-inf1").disorganised);
  EXPECT_EQ(st(g, "a-inf1").losses, 1);
  EXPECT_TRUE(log_contains(g, "9.5.8", "a-inf1"));
}

// "Retreats are managed by the owning player, according to the following
// priorities: avoiding enemy ZoC; ..." From 0606 the hexes closer to the
// Austrian edge are 0507, 0607 and 0707. p-inf2 in 0406 facing SE has 0507
// in its front. The ZoC-free 0607 and 0707 are offered, 0507 is not.
TEST(Section9_5_8, RetreatAvoidsEnemyZocWhenItCan) {
  Game g = assault_game({"0605 S p-div p-inf9", "0406 SE p-inf2", "0606 N a-inf1", "0510 N a-bde"});
  // 0606 is clear on the test map: the same numbers as the other positions.
  EXPECT_EQ(assault(g, "assault p-inf9 0606:9", 1, 1, "a-inf1"), "D");
  auto hexes = retreat_hexes(g);
  ASSERT_FALSE(hexes.empty());
  for (const std::string& x : hexes) EXPECT_NE(x, "0507") << "0507 lies in p-inf2's zone of control";
  EXPECT_NE(std::find(hexes.begin(), hexes.end(), "0607"), hexes.end());
  EXPECT_NE(std::find(hexes.begin(), hexes.end(), "0707"), hexes.end());
}

// "A unit that cannot retreat suffers a step loss." 0508, the only hex
// closer to the Austrian edge, holds a Prussian unit.
TEST(Section9_5_8, UnitThatCannotRetreatLosesAStepAndStays) {
  Game g = assault_game({"0506 S p-div p-inf9", "0508 S p-inf2", "0507 N a-inf1", "0510 N a-bde"});
  assault(g, "assault p-inf9 0507:9", 1, 1, "a-inf1");
  EXPECT_TRUE(retreat_hexes(g).empty());
  EXPECT_EQ(hex_of(g, "a-inf1"), "0507");
  EXPECT_TRUE(st(g, "a-inf1").disorganised);
  EXPECT_EQ(st(g, "a-inf1").losses, 1);
}

// "An artillery unit of the defender that is stacked with a friendly unit that
// retreats is immediately eliminated." The stack faces S: p-inf9 attacks its
// flank (the stack's 6 is halved to 3, +1 adjacent artillery: a 1 does
// nothing), and its attack with +2 on the die gives D+1.
TEST(Section9_5_8, ArtilleryLeftByARetreatingUnitIsEliminated) {
  Game g = assault_game({"0506 S p-div p-inf9", "0507 S a-inf1 a-art1", "0510 N a-bde"});
  assault(g, "assault p-inf9 0507:9", 1, 1, "a-inf1");
  // D+1: the extra loss goes to the non-artillery unit (owner's choice, A-24).
  if (has_action(g, "loss a-inf1")) play(g, {"loss a-inf1"});
  auto hexes = retreat_hexes(g);
  ASSERT_FALSE(hexes.empty());
  std::string r;
  for (const Action& a : g.legal_actions())
    if (a.type == ActionType::Retreat && r.empty()) r = g.notation(a);
  play(g, {r.c_str()});
  EXPECT_NE(hex_of(g, "a-inf1"), "0507");
  EXPECT_EQ(st(g, "a-art1").where, Where::Eliminated);
  EXPECT_TRUE(log_contains(g, "9.5.8", "a-art1"));
}

// §9.5.9: "When a defending unit retreats as a result of combat, one of the
// attacking units must advance into the vacant hex" and may change facing by
// one hexside only.
TEST(Section9_5_9, AttackerMustAdvanceTurningOneHexsideAtMost) {
  Game g = assault_game({"0506 S p-div p-inf9", "0507 N a-inf1", "0510 N a-bde"});
  EXPECT_EQ(assault(g, "assault p-inf9 0507:9", 1, 1, "a-inf1"), "D");
  play(g, {"retreat a-inf1 0508 N"});
  std::vector<std::string> adv;
  for (const Action& a : g.legal_actions()) adv.push_back(g.notation(a));
  EXPECT_FALSE(has_action(g, "no advance"));
  for (const std::string& a : adv) {
    EXPECT_EQ(a.rfind("advance p-inf9 0507 ", 0), 0u) << a;
    EXPECT_EQ(a.find(" N"), std::string::npos) << a << ": facing S may turn to SE or SW, not N";
  }
  EXPECT_TRUE(has_action(g, "advance p-inf9 0507 S"));
  EXPECT_TRUE(has_action(g, "advance p-inf9 0507 SE"));
  EXPECT_TRUE(has_action(g, "advance p-inf9 0507 SW"));
  play(g, {"advance p-inf9 0507 S"});
  EXPECT_EQ(hex_of(g, "p-inf9"), "0507");
}

// §9.5.10: "A unit that has received as many step losses as its moral value
// is eliminated." a-inf1 (morale 2) already has one loss and cannot retreat.
TEST(Section9_5_10, LastStepLossEliminates) {
  Game g = assault_game({"0506 S p-div p-inf9", "0508 S p-inf2", "0507 N a-inf1#1", "0510 N a-bde"});
  assault(g, "assault p-inf9 0507:9", 1, 1, "a-inf1");
  EXPECT_EQ(st(g, "a-inf1").where, Where::Eliminated);
  bool logged = false;
  for (const Event& e : g.log())
    if (e.text.find("a-inf1") != std::string::npos && e.text.find("is eliminated") != std::string::npos)
      logged = true;
  EXPECT_TRUE(logged);
}

}  // namespace
}  // namespace rules_s09_5_8_retreat_test
}  // namespace bohemia
