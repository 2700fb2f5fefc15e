// Review of VV165 §9.5 (assaults) against the rulebook text: the points the
// earlier rule tests left open. Positions are written with the scenario
// builder on the 10x10 test map (Prussian edge row 1, Austrian edge row 10).
//
// Hex neighbours on the test map: in an odd column (05) N/S change the row,
// NE = (c+1, r-1), SE = (c+1, r), SW = (c-1, r), NW = (c-1, r-1); in an even
// column NE = (c+1, r), SE = (c+1, r+1), SW = (c-1, r+1), NW = (c-1, r).
// 0402 is at level 3 (steep next to its level-1 neighbours), 0702 is woods,
// the hexside 0308/S is an escarpment.
#include <gtest/gtest.h>

#include <algorithm>

#include "rules_play_util.h"
#include "rules_scenario_builder.h"

namespace rules_review_s09_5_test {

using namespace bohemia;
using namespace bohemia::test;

namespace {

Game game_at(const std::vector<std::string>& setup, const char* formation) {
  Position p;
  p.setup = setup;
  Game g(position(p), 1);
  drive_to(g, formation);
  return g;
}

// Ends the declarations if the engine did not do it by itself.
void end_declarations(Game& g) {
  if (g.state().phase == Phase::Declare) play(g, {"end assaults"});
}

// The defender neither retreats before combat nor calls on artillery.
void stand_if_asked(Game& g) {
  while (has_action(g, "stand")) play(g, {"stand"});
}

// Rolls 7 for every pending commander's 2d6 (he survives).
void commanders_survive(Game& g) {
  while (g.actor().kind == ActorKind::Chance && !g.state().tasks.empty() &&
         g.state().tasks.front().kind == TaskKind::CommanderCheck)
    play(g, {"roll 7"});
}

std::vector<std::string> labels_of(const Game& g, ActionType t) {
  std::vector<std::string> out;
  for (const Action& a : g.legal_actions())
    if (a.type == t) out.push_back(g.scenario().map->label(a.hex));
  return out;
}

std::string first_action(const Game& g, ActionType t) {
  for (const Action& a : g.legal_actions())
    if (a.type == t) return g.notation(a);
  return "";
}

const CincState& cinc(const Game& g, const char* id) {
  return g.state().cincs[static_cast<std::size_t>(g.scenario().cinc_index(id))];
}

}  // namespace

// ------------------------------------------------------------ §9.5.2

// §9.5.2: "adds the Formation Commander's command value (+1 for the Austrian
// player if he only engages infantry units from a single hex in clear
// terrain)" (A-65: the attackers' hex is clear). Command 2 + die 3 + 1 = 6.
TEST(Section9_5_2, AustrianPlusOneForInfantryFromOneClearHex) {
  Game g = game_at({"0504 S p-inf1", "0101 S p-div p-inf3", "0505 N a-bde a-inf1 a-inf2"}, "a-bde");
  play(g, {"end move", "assault a-inf1 0504:4", "assault a-inf2 0504:4"});
  end_declarations(g);
  ASSERT_EQ(g.state().phase, Phase::Coordinate);
  play(g, {"coordinate 0504", "roll 3"});
  EXPECT_TRUE(log_contains(g, "9.5.2", "die 3 + 2 + 1 = 6 (coordinated assault)"));
}

// §9.5.1 counts light infantry as infantry ("Only infantry (including light
// infantry), cavalry ..."), and §3 likewise ("two infantry units (including
// light troops)"): an infantry regiment and a jäger battalion from one clear
// hex are "only infantry units" and get the +1.
TEST(Section9_5_2, AustrianPlusOneCountsLightInfantryAsInfantry) {
  Game g = game_at({"0504 S p-inf1", "0101 S p-div p-inf3", "0505 N a-bde a-inf1 a-jag1"}, "a-bde");
  play(g, {"end move", "assault a-inf1 0504:4", "assault a-jag1 0504:1"});
  end_declarations(g);
  ASSERT_EQ(g.state().phase, Phase::Coordinate);
  play(g, {"coordinate 0504", "roll 3"});
  EXPECT_TRUE(log_contains(g, "9.5.2", "die 3 + 2 + 1 = 6 (coordinated assault)"));
}

// No +1 when the infantry comes from two hexes ("from a single hex").
TEST(Section9_5_2, NoAustrianPlusOneFromTwoHexes) {
  Game g =
      game_at({"0504 S p-inf1", "0101 S p-div p-inf3", "0505 N a-bde a-inf1", "0404 NE a-inf2"}, "a-bde");
  play(g, {"end move", "assault a-inf1 0504:4", "assault a-inf2 0504:4"});
  end_declarations(g);
  ASSERT_EQ(g.state().phase, Phase::Coordinate);
  play(g, {"coordinate 0504", "roll 3"});
  EXPECT_TRUE(log_contains(g, "9.5.2", "die 3 + 2 = 5 (separate assaults)"));
}

// No +1 when a cavalry unit takes part ("only ... infantry units").
TEST(Section9_5_2, NoAustrianPlusOneWithCavalry) {
  Game g = game_at({"0504 S p-inf1", "0101 S p-div p-inf3", "0505 N a-bde a-inf1 a-cav1"}, "a-bde");
  play(g, {"end move", "assault a-inf1 0504:4", "assault a-cav1 0504:2"});
  end_declarations(g);
  ASSERT_EQ(g.state().phase, Phase::Coordinate);
  play(g, {"coordinate 0504", "roll 3"});
  EXPECT_TRUE(log_contains(g, "9.5.2", "die 3 + 2 = 5 (separate assaults)"));
}

// No +1 when the attackers' hex is not clear terrain (woods in 0702).
TEST(Section9_5_2, NoAustrianPlusOneFromWoods) {
  Game g = game_at({"0701 S p-inf1", "0101 S p-div p-inf3", "0702 N a-bde a-inf1 a-inf2"}, "a-bde");
  play(g, {"end move", "assault a-inf1 0701:4", "assault a-inf2 0701:4"});
  end_declarations(g);
  ASSERT_EQ(g.state().phase, Phase::Coordinate);
  play(g, {"coordinate 0701", "roll 3"});
  EXPECT_TRUE(log_contains(g, "9.5.2", "die 3 + 2 = 5 (separate assaults)"));
}

// The Prussian never gets the +1: die 3 + command 2 = 5.
TEST(Section9_5_2, NoPlusOneForThePrussian) {
  Game g = game_at({"0505 N p-div p-inf1 p-inf2", "0504 S a-inf1", "0510 N a-bde"}, "p-div");
  play(g, {"end move", "assault p-inf1 0504:4", "assault p-inf2 0504:4"});
  end_declarations(g);
  ASSERT_EQ(g.state().phase, Phase::Coordinate);
  play(g, {"coordinate 0504", "roll 3"});
  EXPECT_TRUE(log_contains(g, "9.5.2", "die 3 + 2 = 5 (separate assaults)"));
}

// §9.5.2: "A coordinated assault among attackers who are in adjacent hexes
// separated by a steep slope or an escarpment is impossible." 0402 (level 3)
// and 0502 (level 1) are adjacent across a steep slope; both face 0503. The
// commander is stacked with one of them, so only the slope forbids it.
TEST(Section9_5_2, NoCoordinationAcrossASteepSlope) {
  Game g = game_at({"0402 SE p-inf2", "0502 S p-div p-inf1", "0503 N a-inf1", "0510 N a-bde"}, "p-div");
  play(g, {"end move", "assault p-inf1 0503:4", "assault p-inf2 0503:4"});
  end_declarations(g);
  EXPECT_NE(g.state().phase, Phase::Coordinate);
  EXPECT_FALSE(has_action(g, "coordinate 0503"));
  ASSERT_EQ(g.state().phase, Phase::Select);
  EXPECT_TRUE(has_action(g, "resolve 0503 p-inf1"));
  EXPECT_TRUE(has_action(g, "resolve 0503 p-inf2"));
}

// The same across an escarpment (0308/S, between 0308 and 0309), both hexes
// at level 1 and both facing 0408.
TEST(Section9_5_2, NoCoordinationAcrossAnEscarpment) {
  Game g = game_at({"0308 NE p-div p-inf1", "0309 NE p-inf2", "0408 N a-inf1", "0510 N a-bde"}, "p-div");
  play(g, {"end move", "assault p-inf1 0408:4", "assault p-inf2 0408:4"});
  end_declarations(g);
  EXPECT_FALSE(has_action(g, "coordinate 0408"));
  ASSERT_EQ(g.state().phase, Phase::Select);
  EXPECT_TRUE(has_action(g, "resolve 0408 p-inf1"));
  EXPECT_TRUE(has_action(g, "resolve 0408 p-inf2"));
}

// Control: the same two hexes without the escarpment (0406 and 0506 both
// face 0507) may try the coordination.
TEST(Section9_5_2, CoordinationPossibleBetweenAdjacentLevelHexes) {
  Game g = game_at({"0506 S p-div p-inf1", "0406 SE p-inf2", "0507 N a-inf1", "0510 N a-bde"}, "p-div");
  play(g, {"end move", "assault p-inf1 0507:4", "assault p-inf2 0507:4"});
  end_declarations(g);
  EXPECT_TRUE(has_action(g, "coordinate 0507"));
}

// ------------------------------------------------------------ §9.5.3 / A-19

// CRT: "+1 (defensive fire) if there is at least one unit of heavy cavalry
// only against non heavy cavalry only" (ruling A-19: a heavy defender firing
// at a non-heavy attacker). p-hcav (2) fires at a-inf1: column 2, die 3 + 1
// = 4 -> T (a 3 alone would give "-").
TEST(Section9_5_3, HeavyCavalryDefensiveFirePlusOne) {
  Game g = game_at({"0505 S p-hcav", "0101 S p-div p-inf3", "0506 N a-bde a-inf1"}, "a-bde");
  EXPECT_EQ(assault(g, "assault a-inf1 0505:4", 3, 1, "a-inf1", false, true), "T");
  EXPECT_TRUE(log_contains(g, "9.5.3", "+1 heavy cavalry"));
}

// A-19, the other half: the defensive fire of a non-heavy defender against
// heavy cavalry gets nothing, and the heavy attacker gets "+1 (attack) for at
// least one unit of heavy cavalry against units without heavy cavalry".
// a-inf1 (4) fires with die 1 at column 4: "-". The attack 2 + die 3 + 1 = 4
// at column 2 -> T.
TEST(Section9_5_3, HeavyCavalryAttackPlusOneNotForTheDefender) {
  Game g = game_at({"0506 S p-div p-hcav", "0507 N a-inf1", "0510 N a-bde"}, "p-div");
  EXPECT_EQ(assault(g, "assault p-hcav 0507:2", 1, 3, "a-inf1"), "T");
  bool defence_bonus = false, attack_bonus = false;
  for (const Event& e : g.log()) {
    if (e.section == "9.5.3" && e.text.find("defensive fire") != std::string::npos &&
        e.text.find("heavy cavalry") != std::string::npos)
      defence_bonus = true;
    if (e.section == "9.5.5" && e.text.find("+1 heavy cavalry") != std::string::npos) attack_bonus = true;
  }
  EXPECT_FALSE(defence_bonus);
  EXPECT_TRUE(attack_bonus);
}

// ------------------------------------------------------------ §9.5.4 / §9.5.8

// §9.5.8: "A unit may retreat through several hexagons containing friendly
// units until it reaches a hex that satisfies stacking and facing
// restrictions. All the units in the hexagons that were crossed in this way
// become Disorganised if they weren't already. If they were, nothing new
// happens to them." a-inf1 must retreat toward row 10: only 0508, which
// already holds two infantry units; it goes on to 0509.
TEST(Section9_5_8, RetreatThroughAFullFriendlyHexDisorganisesIt) {
  Game g =
      game_at({"0506 S p-div p-inf9", "0507 N a-inf1", "0508 N a-inf2 a-inf3!", "0510 N a-bde"}, "p-div");
  EXPECT_EQ(assault(g, "assault p-inf9 0507:9", 1, 1, "a-inf1"), "D");
  auto hexes = labels_of(g, ActionType::Retreat);
  ASSERT_FALSE(hexes.empty());
  for (const std::string& h : hexes) EXPECT_EQ(h, "0509");
  play(g, {"retreat a-inf1 0509 N"});
  EXPECT_EQ(hex_of(g, "a-inf1"), "0509");
  EXPECT_TRUE(disorganised(g, "a-inf2"));
  EXPECT_EQ(losses(g, "a-inf2"), 0);
  EXPECT_TRUE(disorganised(g, "a-inf3"));
  EXPECT_EQ(losses(g, "a-inf3"), 0);  // already disorganised: nothing new
  EXPECT_EQ(hex_of(g, "a-inf2"), "0508");
  EXPECT_EQ(hex_of(g, "a-inf3"), "0508");
}

// §9.5.8: "... until it reaches a hex that satisfies stacking and facing
// restrictions" with "A unit may always change facing by one (and only one)
// hexagon side after a retreat" and §4 "Units stacked in the same hexagon
// must have the same facing": a-inf1 (facing N) cannot stop with a-inf2 in
// 0508, which faces S, three hexsides away; it goes on to 0509 and a-inf2,
// crossed, is disorganised.
TEST(Section9_5_8, RetreatDoesNotStopInAStackFacingTheOtherWay) {
  Game g = game_at({"0506 S p-div p-inf9", "0507 N a-inf1", "0508 S a-inf2", "0510 N a-bde"}, "p-div");
  EXPECT_EQ(assault(g, "assault p-inf9 0507:9", 1, 1, "a-inf1"), "D");
  auto hexes = labels_of(g, ActionType::Retreat);
  ASSERT_FALSE(hexes.empty());
  for (const std::string& h : hexes) EXPECT_EQ(h, "0509");
  play(g, {"retreat a-inf1 0509 N"});
  EXPECT_TRUE(disorganised(g, "a-inf2"));
  EXPECT_EQ(ustate(g, "a-inf2").facing, Direction::S);
}

// Control: a stack facing within one hexside (NE) is a legal stop; a-inf1
// joins it with the stack's facing.
TEST(Section9_5_8, RetreatStopsInAStackFacingWithinOneHexside) {
  Game g = game_at({"0506 S p-div p-inf9", "0507 N a-inf1", "0508 NE a-inf2", "0510 N a-bde"}, "p-div");
  EXPECT_EQ(assault(g, "assault p-inf9 0507:9", 1, 1, "a-inf1"), "D");
  ASSERT_TRUE(has_action(g, "retreat a-inf1 0508 NE"));
  play(g, {"retreat a-inf1 0508 NE"});
  EXPECT_EQ(hex_of(g, "a-inf1"), "0508");
  EXPECT_FALSE(disorganised(g, "a-inf2"));
}

// §9.5.4: "If there is a friendly unit and the stacking limits have been
// exceeded, the retreating unit continues its movement until it finds a
// hexagon that fulfils the stacking and facing conditions. All the units in
// the hexes it crosses then become Disorganised if they weren't already."
// a-inf1 (4 MP) retreats before the assault of p-inf1 (4 MP) through the full
// 0508 to 0509.
TEST(Section9_5_4, RetreatBeforeCombatThroughAFullFriendlyHexDisorganisesIt) {
  Game g = game_at({"0506 S p-div p-inf1", "0507 N a-inf1", "0508 N a-inf2 a-inf3", "0510 N a-bde"}, "p-div");
  play(g, {"end move", "assault p-inf1 0507:4"});
  end_declarations(g);
  ASSERT_TRUE(has_action(g, "evade a-inf1 0509 N"));
  play(g, {"evade a-inf1 0509 N"});
  EXPECT_EQ(hex_of(g, "a-inf1"), "0509");
  EXPECT_TRUE(disorganised(g, "a-inf1"));  // as many MP as its attacker
  EXPECT_TRUE(disorganised(g, "a-inf2"));
  EXPECT_TRUE(disorganised(g, "a-inf3"));
  EXPECT_EQ(losses(g, "a-inf2"), 0);
  EXPECT_EQ(losses(g, "a-inf3"), 0);
}

// ------------------------------------------------------------ §9.5.9

// §9.5.9: "If several units participated in the assault (coordinated
// assault) and one of them is a cavalry unit, that is the unit that must
// advance." p-inf1 (0506, with the commander) and p-cav1 (0406) coordinate
// (die 4 + 2); the defender fires 4 at p-inf1 and 0 at p-cav1 (die 1: "-");
// the attack 4 + 2 = column 6 with die 2 gives D.
TEST(Section9_5_9, CavalryMustAdvanceAfterACoordinatedAssault) {
  Game g = game_at({"0506 S p-div p-inf1", "0406 SE p-cav1", "0507 N a-inf1", "0510 N a-bde"}, "p-div");
  play(g, {"end move", "assault p-inf1 0507:4", "assault p-cav1 0507:2"});
  end_declarations(g);
  play(g, {"coordinate 0507", "roll 4", "defend 4,0", "roll 1", "roll 1", "attack", "roll 2"});
  EXPECT_TRUE(log_contains(g, "9.5.5", "-> D"));
  play(g, {"retreat a-inf1 0508 N"});
  commanders_survive(g);
  ASSERT_FALSE(actions_with(g, "advance ").empty());
  for (const std::string& a : actions_with(g, "advance "))
    EXPECT_TRUE(starts_with(a, "advance p-cav1 0507")) << a;
  EXPECT_FALSE(has_action(g, "no advance"));
  play(g, {first_action(g, ActionType::Advance).c_str()});
  EXPECT_EQ(hex_of(g, "p-cav1"), "0507");
  EXPECT_EQ(hex_of(g, "p-inf1"), "0506");
}

// §9.5.9: "An artillery unit never advances after combat." p-art1 is stacked
// with the attacker; only p-inf9 may (and must) advance.
TEST(Section9_5_9, ArtilleryNeverAdvances) {
  Game g = game_at({"0506 S p-div p-inf9 p-art1", "0507 N a-inf1", "0510 N a-bde"}, "p-div");
  EXPECT_EQ(assault(g, "assault p-inf9 0507:9", 1, 1, "a-inf1"), "D");
  play(g, {"retreat a-inf1 0508 N"});
  ASSERT_FALSE(actions_with(g, "advance ").empty());
  EXPECT_TRUE(actions_with(g, "advance p-art1").empty());
  play(g, {"advance p-inf9 0507 S"});
  EXPECT_EQ(hex_of(g, "p-art1"), "0506");
}

// §9.5.9: "ZoC rules are ignored for advance after combat". a-inf2 (0606
// facing NW) has both 0506 and 0507 in its zone of control: a move from ZoC
// to ZoC, refused in movement (§5.1), is a legal advance.
TEST(Section9_5_9, ZocIsIgnoredForTheAdvance) {
  Game g = game_at({"0506 S p-div p-inf9", "0507 N a-inf1", "0606 NW a-inf2", "0510 N a-bde"}, "p-div");
  EXPECT_EQ(assault(g, "assault p-inf9 0507:9", 1, 1, "a-inf1"), "D");
  play(g, {"retreat a-inf1 0508 N"});
  EXPECT_TRUE(g.unit_in_zoc_of(unit(g, "p-inf9"), Side::Austria));
  ASSERT_TRUE(has_action(g, "advance p-inf9 0507 S"));
  play(g, {"advance p-inf9 0507 S"});
  EXPECT_EQ(hex_of(g, "p-inf9"), "0507");
  EXPECT_TRUE(g.unit_in_zoc_of(unit(g, "p-inf9"), Side::Austria));
}

// §9.5.9: "one of the attacking units must advance". With separate assaults
// on one hex (no commander stacked with them, §9.5.2), the attacking unit is
// the one whose attack emptied the hex: p-inf1 (4, die 4 -> D), not p-inf2
// whose assault has not been made and no longer takes place.
TEST(Section9_5_9, AfterSeparateAssaultsTheUnitThatAttackedAdvances) {
  Game g = game_at(
      {"0506 S p-inf1", "0406 SE p-inf2", "0505 S p-div p-inf3", "0507 N a-inf1", "0510 N a-bde"}, "p-div");
  play(g, {"end move", "assault p-inf1 0507:4", "assault p-inf2 0507:4"});
  end_declarations(g);
  ASSERT_EQ(g.state().phase, Phase::Select);
  play(g, {"resolve 0507 p-inf1"});
  stand_if_asked(g);
  play(g, {"roll 1"});
  if (has_action(g, "attack")) play(g, {"attack"});
  play(g, {"roll 4"});
  EXPECT_TRUE(log_contains(g, "9.5.5", "-> D"));
  play(g, {"retreat a-inf1 0508 N"});
  ASSERT_FALSE(actions_with(g, "advance ").empty());
  EXPECT_TRUE(has_action(g, "advance p-inf1 0507 S"));
  EXPECT_TRUE(actions_with(g, "advance p-inf2").empty());
  play(g, {"advance p-inf1 0507 S"});
  EXPECT_EQ(hex_of(g, "p-inf1"), "0507");
}

// §9.5.4: "One of the attacking units may occupy the evacuated hexagon like
// for an advance after combat", and §9.5.1: the advance waits until all the
// unit's combats are resolved. p-inf9 splits 5 on 0507 and 4 on 0606:
// a-inf1 retreats before combat from 0507; a-inf2 is then driven out of 0606
// (column 4, die 6 -> D) and its only retreat is 0507 (0607 and 0707 are
// Prussian). p-inf9 must advance into 0606 (§9.5.9); 0507 is enemy-held
// again, so nobody can occupy it and the game goes on without asking (it
// used to wait for a decision with no legal action).
TEST(Section9_5_9, NoAdvanceIntoAnEvacuatedHexAnEnemyRetreatedInto) {
  Game g = game_at({"0506 S p-div p-inf9", "0607 N p-inf1", "0707 N p-inf2", "0507 N a-inf1", "0606 N a-inf2",
                    "0510 N a-bde"},
                   "p-div");
  play(g, {"end move", "assault p-inf9 0507:5 0606:4"});
  end_declarations(g);
  play(g, {"resolve 0507 p-inf9", "evade a-inf1 0508 N"});
  stand_if_asked(g);
  play(g, {"roll 1"});  // defensive fire 4: "-"
  if (has_action(g, "attack")) play(g, {"attack"});
  play(g, {"roll 6"});
  EXPECT_TRUE(log_contains(g, "9.5.5", "attack on 0606: die 6"));
  ASSERT_EQ(actions_with(g, "retreat a-inf2"),
            (std::vector<std::string>{"retreat a-inf2 0507 N", "retreat a-inf2 0507 NW",
                                      "retreat a-inf2 0507 NE"}));
  play(g, {"retreat a-inf2 0507 N"});
  EXPECT_FALSE(has_action(g, "no advance")) << "0606 was emptied by combat: the advance is compulsory";
  play(g, {"advance p-inf9 0606 S"});
  EXPECT_EQ(hex_of(g, "p-inf9"), "0606");
  EXPECT_EQ(hex_of(g, "a-inf2"), "0507");
  EXPECT_TRUE(g.state().tasks.empty());
  EXPECT_TRUE(g.actor().kind != ActorKind::Decision || !g.legal_actions().empty())
      << "a decision with no legal action at " << g.describe_turn();
  EXPECT_TRUE(log_contains(g, "9.5.9", "0507 is held by the enemy again"));
}

// §9.5.1: "A unit may assault several front hexes ... If there is an advance
// after combat, it only occurs once all the unit's combats have been
// resolved." p-inf9 splits 5 on 0507 and 4 on 0606. The first attack
// (column 5, die 3) gives D and a-inf1 retreats; p-inf9 advances only after
// its assault on 0606 (column 4, die 1: "-").
TEST(Section9_5_1, AdvanceWaitsForAllTheUnitsCombats) {
  Game g = game_at({"0506 S p-div p-inf9", "0507 N a-inf1", "0606 N a-inf2", "0510 N a-bde"}, "p-div");
  play(g, {"end move", "assault p-inf9 0507:5 0606:4"});
  end_declarations(g);
  ASSERT_EQ(g.state().phase, Phase::Select);
  play(g, {"resolve 0507 p-inf9"});
  stand_if_asked(g);
  play(g, {"roll 1"});
  if (has_action(g, "attack")) play(g, {"attack"});
  play(g, {"roll 3"});
  EXPECT_TRUE(log_contains(g, "9.5.5", "attack on 0507: die 3"));
  play(g, {"retreat a-inf1 0508 N"});
  EXPECT_TRUE(actions_with(g, "advance ").empty()) << "the advance waits for the assault on 0606";
  EXPECT_EQ(hex_of(g, "p-inf9"), "0506");
  // The assault on 0606 is the only one left and starts by itself.
  ASSERT_EQ(g.state().phase, Phase::Combat);
  stand_if_asked(g);
  play(g, {"roll 1"});
  if (has_action(g, "attack")) play(g, {"attack"});
  play(g, {"roll 1"});
  EXPECT_TRUE(log_contains(g, "9.5.5", "attack on 0606: die 1"));
  ASSERT_TRUE(has_action(g, "advance p-inf9 0507 S"));
  EXPECT_FALSE(has_action(g, "no advance"));
  play(g, {"advance p-inf9 0507 S"});
  EXPECT_EQ(hex_of(g, "p-inf9"), "0507");
}

// ------------------------------------------------------------ §9.5.11

// §9.5.11: "Exception: if the attacked unit retreats before combat (9.5.4),
// the cavalry unit is not disorganised after its attack." a-cav1 (6 MP)
// retreats before p-cav1 (6 MP): a-cav1 is disorganised (as many MP as its
// attacker), p-cav1 is not, and may occupy the hex.
TEST(Section9_5_11, NoDisorganisationWhenTheTargetRetreatedBeforeCombat) {
  Game g = game_at({"0506 S p-div p-cav1", "0507 N a-cav1", "0510 N a-bde"}, "p-div");
  play(g, {"end move", "assault p-cav1 0507:2"});
  end_declarations(g);
  ASSERT_TRUE(has_action(g, "evade a-cav1 0508 N"));
  play(g, {"evade a-cav1 0508 N"});
  EXPECT_TRUE(disorganised(g, "a-cav1"));
  EXPECT_FALSE(disorganised(g, "p-cav1"));
  ASSERT_TRUE(has_action(g, "no advance"));  // "may occupy"
  play(g, {"advance p-cav1 0507 S"});
  EXPECT_EQ(hex_of(g, "p-cav1"), "0507");
  EXPECT_FALSE(disorganised(g, "p-cav1"));
  EXPECT_FALSE(log_contains(g, "9.5.11", "p-cav1"));
}

// §9.5.11: "it may only move 3 MP during its movement if it wants to attack"
// up to 3 MP moved it may assault). p-cav1 rides 3 clear hexes
// (0603 -> 0606), p-cav2 needs 4 MP from 0403 to 0507; both end next to a-inf1.
TEST(Section9_5_11, CavalryMayChargeAfterThreeMpNotFour) {
  Game g = game_at({"0603 S p-div p-cav1", "0403 S p-cav2", "0607 N a-inf1", "0510 N a-bde"}, "p-div");
  play(g, {"move p-cav1 0606 S", "move p-cav2 0507 SE", "end move"});
  EXPECT_EQ(ustate(g, "p-cav1").mp_used, 6);  // half MP
  EXPECT_EQ(ustate(g, "p-cav2").mp_used, 8);
  EXPECT_TRUE(has_action(g, "assault p-cav1 0607:2"));
  EXPECT_TRUE(actions_with(g, "assault p-cav2").empty());
}

// §9.5.11: "A cavalry unit always becomes disorganised after the resolution
// of an attack, no matter the result. If the result of the Defensive Combat
// has already made it disorganised, it does not suffer any additional
// losses." a-inf1 fires 4 at p-cav1 with die 4: column 4 -> D; p-cav1 is
// disorganised and retreats, and takes no loss for the charge.
TEST(Section9_5_11, CavalryDisorganisedByDefensiveFireTakesNoFurtherLoss) {
  Game g = game_at({"0506 S p-div p-cav1", "0507 N a-inf1", "0510 N a-bde"}, "p-div");
  EXPECT_EQ(assault(g, "assault p-cav1 0507:2", 4, 1, "p-cav1", false, true), "D");
  std::string r = first_action(g, ActionType::Retreat);
  ASSERT_FALSE(r.empty());
  play(g, {r.c_str()});
  commanders_survive(g);
  EXPECT_TRUE(disorganised(g, "p-cav1"));
  EXPECT_EQ(losses(g, "p-cav1"), 0);
  EXPECT_FALSE(log_contains(g, "9.5.5", "attack on 0507"));  // a disorganised cavalry unit cannot attack
}

// ------------------------------------------------------------ §9.5.12

// §9.5.12: "A Commander in Chief always retreats if he is stacked with a unit
// that retreats after combat"; §9.5.13 the same for the formation commander;
// §9.5.8 "An artillery unit of the defender that is stacked with a friendly
// unit that retreats is immediately eliminated." The battery's elimination
// must not take the commanders with it: they retreat with a-inf1. The stack
// faces S: p-inf9 on its flank (6 halved = 3, +1 artillery adjacent, die 1:
// "-"), then 9 with +2 and +2 flank, die 1 -> D+1.
TEST(Section9_5_12, CommandersRetreatWithTheUnitWhenTheirBatteryIsLeftBehind) {
  Game g = game_at({"0506 S p-div p-inf9", "0507 S a-inf1 a-art1 a-bde a-cinc"}, "p-div");
  assault(g, "assault p-inf9 0507:9", 1, 1, "a-inf1");
  if (has_action(g, "loss a-inf1")) play(g, {"loss a-inf1"});
  std::string r = first_action(g, ActionType::Retreat);
  ASSERT_FALSE(r.empty());
  play(g, {r.c_str()});
  std::string to = hex_of(g, "a-inf1");
  EXPECT_NE(to, "0507");
  EXPECT_EQ(ustate(g, "a-art1").where, Where::Eliminated);
  EXPECT_EQ(cinc(g, "a-cinc").where, Where::Map);
  EXPECT_EQ(g.scenario().map->label(cinc(g, "a-cinc").hex), to);
  EXPECT_FALSE(fc(g, "a-bde").aide);
  EXPECT_EQ(fc_hex(g, "a-bde"), to);
}

// §9.5.12: "A Commander in Chief always retreats if he is stacked with a unit
// that retreats after combat." a-inf1 and a-jag1 (facing S) take a T from
// p-inf1 on their flank (4 + 2 flank, die 1 -> column 4, 3: T); a-inf1
// passes, a-jag1 fails and retreats: the commander-in-chief goes with it.
TEST(Section9_5_12, CommanderInChiefRetreatsWithARetreatingUnit) {
  Game g = game_at({"0506 S p-div p-inf1", "0507 S a-inf1 a-jag1 a-cinc", "0510 N a-bde"}, "p-div");
  EXPECT_EQ(assault(g, "assault p-inf1 0507:4", 1, 1, "a-inf1"), "T");
  play(g, {"roll 6", "roll 1"});  // a-inf1 passes, a-jag1 fails
  EXPECT_TRUE(disorganised(g, "a-jag1"));
  EXPECT_FALSE(disorganised(g, "a-inf1"));
  std::string r = first_action(g, ActionType::Retreat);
  ASSERT_TRUE(starts_with(r, "retreat a-jag1")) << r;
  play(g, {r.c_str()});
  EXPECT_EQ(hex_of(g, "a-inf1"), "0507");
  EXPECT_EQ(g.scenario().map->label(cinc(g, "a-cinc").hex), hex_of(g, "a-jag1"));
}

// §9.5.12: "A Commander in Chief is automatically eliminated if the units
// with which he is stacked are eliminated." a-inf1 (one loss left) cannot
// retreat (0508 is Prussian) and loses its last step.
TEST(Section9_5_12, CommanderInChiefEliminatedWithHisStack) {
  Game g =
      game_at({"0506 S p-div p-inf9", "0508 S p-inf2", "0507 N a-inf1#1 a-cinc", "0510 N a-bde"}, "p-div");
  assault(g, "assault p-inf9 0507:9", 1, 1, "a-inf1");
  EXPECT_EQ(ustate(g, "a-inf1").where, Where::Eliminated);
  EXPECT_EQ(cinc(g, "a-cinc").where, Where::Eliminated);
}

}  // namespace rules_review_s09_5_test
