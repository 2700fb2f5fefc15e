// §9.3 movement and §9.4 arrival of reinforcements (the brief's "§9.4
// movement"): the road bonus (TEC footnote 4), one move per unit, commanders'
// cavalry MP, out-of-command half moves (§9.1.4) and the reinforcement column
// with Prussian artillery last. Testmap road: 0105 - 0205 - ... - 0805.
#include <gtest/gtest.h>

#include "rules_play_util.h"
#include "rules_scenario_builder.h"
#include "test_util.h"

namespace rules_s09_3_s09_4_movement_test {

using namespace bohemia;
using namespace bohemia::test;

namespace {

Game position_game(const Position& p) {
  Game g(position(p), 1);
  drive_to(g, "p-div");
  return g;
}

Game movement_game(const std::vector<std::string>& setup) {
  Position p;
  p.setup = setup;
  return position_game(p);
}

}  // namespace

// TEC footnote 4: "+1MP for free (2 for the cavalry) at the end of movement
// if at least 2 hex have been crossed consecutively by a road". Infantry of 4
// MP follows the road five hexes (0105 -> 0605); off the road it covers four.
TEST(Section9_3_Movement, RoadBonusOneMoreForInfantry) {
  Game g = movement_game({"0105 N p-div p-inf1", "0103 N p-inf2", "0910 N a-bde a-inf1"});
  EXPECT_EQ(cost_to(g, "p-inf1", "0605"), 5);
  EXPECT_FALSE(reaches(g, "p-inf1", "0705"));
  EXPECT_FALSE(reaches(g, "p-inf2", "0603"));  // five clear hexes away, no road
  EXPECT_TRUE(reaches(g, "p-inf2", "0503"));
}

// TEC footnote 4, cavalry: +2. Cavalry of 6 MP from 0105 runs the seven road
// hexsides to 0805 and still has one free MP to leave the road (0905).
TEST(Section9_3_Movement, RoadBonusTwoMoreForCavalry) {
  Game g = movement_game({"0105 N p-div p-cav1", "0110 N a-bde a-inf1"});
  EXPECT_EQ(cost_to(g, "p-cav1", "0805"), 7);
  EXPECT_EQ(cost_to(g, "p-cav1", "0905"), 8);
}

// §9.3 "Units and formation commanders move one by one": a unit that has
// moved may not move again in the same activation.
TEST(Section9_3_Movement, EachUnitMovesOnce) {
  Game g = movement_game({"0505 N p-div p-inf1", "0910 N a-bde a-inf1"});
  play(g, {"move p-inf1 0504 N"});
  EXPECT_NE(refuse(g, "move p-inf1 0503 N").find("9.3"), std::string::npos);
  EXPECT_EQ(hex_of(g, "p-inf1"), "0504");
}

// §7.1 / §7.2: commanders move with 6 cavalry movement points: a formation
// commander on clear ground goes six hexes down column 01, not seven.
TEST(Section9_3_Movement, FormationCommanderMovesSixCavalryMp) {
  Game g = movement_game({"0101 S p-div p-inf1", "0910 N a-bde a-inf1"});
  Piece piece = Piece::commander(g.scenario().formation_index("p-div"));
  bool six = false, seven = false;
  for (const Reach& r : g.reachable(piece)) {
    if (r.hex == hx(g, "0107")) {
      six = true;
      EXPECT_EQ(r.cost, 12);
    }
    if (r.hex == hx(g, "0108")) seven = true;
  }
  EXPECT_TRUE(six);
  EXPECT_FALSE(seven);
}

// §9.1.4 "An out of command unit ... can only move half of its movement
// potential – while trying to get closer to and without moving away from its
// formation commander": infantry of 4 MP eleven hexes from its commander
// (beyond the 6 cavalry MP of §9.1.2) moves at most 2 MP and never away.
TEST(Section9_3_Movement, OutOfCommandMovesHalfAndNotAway) {
  Game g = movement_game({"0101 S p-div p-jag1", "0808 N p-inf1", "0510 N a-bde a-inf1"});
  const Map& m = *g.scenario().map;
  HexId fc = hx(g, "0101");
  int start = m.distance(hx(g, "0808"), fc);
  bool moved_two = false;
  for (const Reach& r : g.reachable(unit(g, "p-inf1"))) {
    EXPECT_LE(r.cost, 4) << m.label(r.hex);  // half points
    EXPECT_LE(m.distance(r.hex, fc), start) << m.label(r.hex);
    if (r.cost == 4) moved_two = true;
  }
  EXPECT_TRUE(moved_two);
}

// §9.4 "each unit ... that enters as a reinforcement after the first unit
// spends the terrain cost for the first hex multiplied by the number of
// units that have already entered" (reading A-6 X: the k-th unit pays k
// times). Three infantry units by the road at 0105 (1 MP): 1, 2, 3.
TEST(Section9_4_Reinforcements, ColumnPaysTheFirstHexOncePerUnitAhead) {
  Position p;
  p.setup = {"0101 N p-cinc", "0910 N a-bde a-inf1"};
  p.reinforcements = {"9 0105 p-div p-inf1 p-inf2 p-inf3"};
  Game g = position_game(p);
  EXPECT_EQ(cost_to(g, "p-inf1", "0105"), 1);
  play(g, {"move p-inf1 0405 N"});
  EXPECT_EQ(cost_to(g, "p-inf2", "0105"), 2);
  play(g, {"move p-inf2 0305 N"});
  EXPECT_EQ(cost_to(g, "p-inf3", "0105"), 3);
  EXPECT_EQ(cost_to(g, "p-inf3", "0205"), 4);
  // Reinforcements are in command (§9.4): the first unit moved its full 4 MP.
  EXPECT_EQ(hex_of(g, "p-inf1"), "0405");
}

// §9.4 "If several Prussian units arrive as reinforcement by the same
// hexagon in the same turn, the artillery units are always the last to
// enter".
TEST(Section9_4_Reinforcements, PrussianArtilleryEntersLast) {
  Position p;
  p.setup = {"0101 N p-cinc", "0910 N a-bde a-inf1"};
  p.reinforcements = {"9 0105 p-div p-art1 p-inf1"};
  Game g = position_game(p);
  EXPECT_TRUE(g.reachable(unit(g, "p-art1")).empty());
  EXPECT_FALSE(g.reachable(unit(g, "p-inf1")).empty());
  play(g, {"move p-inf1 0305 N"});
  EXPECT_EQ(cost_to(g, "p-art1", "0105"), 2);  // second in the column
}

// §9.4 / §5.1: a reinforcement entering into an enemy ZoC stops there.
TEST(Section9_4_Reinforcements, EntryHexInEnemyZocEndsTheMove) {
  Position p;
  p.setup = {"0101 N p-cinc", "0205 NW a-bde a-inf1"};  // 0205 facing NW covers 0105
  p.reinforcements = {"9 0105 p-div p-inf1"};
  Game g = position_game(p);
  EXPECT_TRUE(reaches(g, "p-inf1", "0105"));
  EXPECT_EQ(g.reachable(unit(g, "p-inf1")).size(), 1u);
}

// §9.4 says nothing of an entry hex held by the enemy. Units cannot enter a
// hex with enemy units (§3), the commander-in-chief arrives only when his hex
// is free (7.1), and a formation commander enters with his formation: he
// waits off the map like his units (docs/rulings.md, 9.4). p-inf2 stands on
// a-bde's entry hex 0110 at 09.00: General A does not arrive in the command
// phase. p-div moves p-inf2 away; when a-bde is activated the hex is free,
// he arrives with his formation, in command in his arrival turn (§9.4), and
// a-inf1 enters.
TEST(Section9_4_Reinforcements, FormationCommanderWaitsWhileTheEnemyHoldsHisEntryHex) {
  Position p;
  p.setup = {"0505 N p-div p-inf1", "0110 N p-inf2", "0901 S a-cinc"};
  p.reinforcements = {"9 0110 a-bde a-inf1"};
  Game g(position(p), 1);
  command_phase(g, 6, 1);  // Prussia wins the initiative
  ASSERT_EQ(g.state().phase, Phase::InitiativePick);
  EXPECT_EQ(fc(g, "a-bde").where, Where::Pending) << "enemy units stand in 0110";
  EXPECT_EQ(fc(g, "a-bde").hex, kNoHex);
  EXPECT_TRUE(log_contains(g, "9.4", "General A waits"));
  play(g, {"first p-div"});
  to_movement(g);
  play(g, {"move p-inf2 0109 N"});
  pass(g);
  ASSERT_EQ(g.state().phase, Phase::Draw);
  play(g, {"draw a-bde"});
  EXPECT_EQ(fc(g, "a-bde").where, Where::Map);
  EXPECT_EQ(fc_hex(g, "a-bde"), "0110");
  EXPECT_FALSE(fc(g, "a-bde").ooc);
  EXPECT_NE(g.state().phase, Phase::ActivationTest);
  EXPECT_TRUE(g.state().activation_in_command);
  to_movement(g);
  ASSERT_EQ(g.state().phase, Phase::Movement);
  EXPECT_TRUE(reaches(g, "a-inf1", "0110"));
}

// §9.3 "Units and formation commanders move one by one": only a commander on
// the map moves. A formation whose commander is still to arrive (§9.4, here
// at 11.00) moves its units on the map, and no move of him is offered.
TEST(Section9_3_Movement, CommanderNotYetArrivedIsNotMoved) {
  Position p;
  p.setup = {"0505 N p-inf1", "0910 N a-bde a-inf1"};
  p.reinforcements = {"11 0105 p-div"};
  Game g(position(p), 1);
  drive_to(g, "p-div");
  ASSERT_EQ(fc(g, "p-div").where, Where::Pending);
  bool unit_moves = false;
  for (const Action& a : g.legal_actions()) {
    if (a.type != ActionType::Move) continue;
    EXPECT_FALSE(a.piece.is_commander()) << g.notation(a);
    if (a.piece == Piece::unit(g.scenario().unit_index("p-inf1"))) unit_moves = true;
  }
  EXPECT_TRUE(unit_moves);
}

}  // namespace rules_s09_3_s09_4_movement_test
