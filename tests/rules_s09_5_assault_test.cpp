// Rules tests for assaults (VV165 §9.5): declaration, coordination, defensive
// fire with split values, the attack, retreat before combat, artillery in
// defence, results T / D / D+1, retreat and advance after combat, step losses,
// cavalry charges and commander casualties. Includes both worked examples of
// §9.5.3 (VV165 lines 412 and 420), on fixture h2-assault: an Austrian unit
// of combat 4 in clear terrain (0506, facing N) assaulted by Prussian units of
// combat 5 (0505, with their commander, bonus +2, command 3) and 4 (0605) in
// its front hexes and 3 (0606) on its flank.
#include <gtest/gtest.h>

#include "rules_play_util.h"

namespace rules_s09_5_assault_test {

using namespace bohemia;
using namespace bohemia::test;

namespace {

// Up to the coordination decision of the three declared assaults on 0506.
Game declared_example() {
  Game g(fixture("h2-assault"), 1);
  play(g, {"cinc p-cinc stay", "cinc a-cinc stay", "roll 6", "roll 1", "first p-div", "end move",
           "assault p-a 0506:5", "assault p-b 0506:4", "assault p-c 0506:3"});
  return g;
}

// Up to the defender's split of a coordinated assault (coordination 3 + 3).
Game coordinated_example() {
  Game g = declared_example();
  play(g, {"coordinate 0506", "roll 3", "stand"});
  return g;
}

}  // namespace

// §9.5.2: "The player rolls 1d6, adds the Formation Commander's command value
// ... If the result is 6 or more, the combat will be a coordinated assault."
TEST(Section9_5_2, CoordinationTestOfSixMakesOneCoordinatedAssault) {
  Game g = declared_example();
  ASSERT_EQ(g.state().phase, Phase::Coordinate);
  EXPECT_TRUE(has_action(g, "coordinate 0506"));
  EXPECT_TRUE(has_action(g, "separate 0506"));
  play(g, {"coordinate 0506", "roll 3"});
  EXPECT_TRUE(log_contains(g, "9.5.2", "die 3 + 3 = 6 (coordinated assault)"));
  EXPECT_TRUE(log_contains(g, "9.5.2", "coordinated assault on 0506"));
  EXPECT_EQ(g.actor().side, Side::Austria);  // the defender decides next
}

// §9.5.13: "A Formation Commander may try to organise a Coordinated assault
// ... considered to be participating in the combat." When the defender
// retreats before combat (9.5.4) the assault he organised is over: he rolls
// his 2d6 then, and not again in a later combat.
TEST(Section9_5_13, CommanderWhoCoordinatedRisksHisLifeWhenTheDefenderEvades) {
  Game g = declared_example();
  play(g, {"coordinate 0506", "roll 3"});
  std::string evade;
  for (const std::string& a : actions_with(g, "evade a-def "))
    if (evade.empty()) evade = a;
  ASSERT_FALSE(evade.empty()) << "the defender may retreat before combat in this position";
  play(g, {evade.c_str()});
  ASSERT_EQ(g.actor().kind, ActorKind::Chance);
  EXPECT_EQ(g.chance_outcomes().size(), 11u);  // the commander's 2d6
  play(g, {"roll 12"});
  EXPECT_TRUE(log_contains(g, "9.5.13", "2d6 = 12, he falls"));
}

// §9.5.2: "Otherwise, each unit combats normally and separately." The
// commander took part (9.5.13: "may try to organise a Coordinated assault ...
// considered to be participating") so he risks 2d6.
TEST(Section9_5_2, FailedCoordinationGivesSeparateAssaults) {
  Game g = declared_example();
  play(g, {"coordinate 0506", "roll 2"});
  EXPECT_TRUE(log_contains(g, "9.5.2", "die 2 + 3 = 5 (separate assaults)"));
  ASSERT_EQ(g.actor().kind, ActorKind::Chance);
  EXPECT_EQ(g.chance_outcomes().size(), 11u);  // 2d6: 2..12
  play(g, {"roll 7"});
  EXPECT_TRUE(log_contains(g, "9.5.13", "2d6 = 7"));
  ASSERT_EQ(g.state().phase, Phase::Select);
  EXPECT_TRUE(has_action(g, "resolve 0506 p-a"));
  EXPECT_TRUE(has_action(g, "resolve 0506 p-b"));
  EXPECT_TRUE(has_action(g, "resolve 0506 p-c"));
  // Against a single attacker the defender fires with its whole value (the
  // only possible split, so no choice is asked).
  play(g, {"resolve 0506 p-a", "stand"});
  ASSERT_EQ(g.actor().kind, ActorKind::Chance);
  play(g, {"roll 1"});
  EXPECT_TRUE(log_contains(g, "9.5.3", "at Front five (p-a): die 1 (combat 4) -> -"));
}

// §9.5.3 A, worked example 1 (VV165 line 412): "a defender in clear terrain
// with a combat value of 4 is attacked by three enemies, including one at the
// flank, in a coordinated assault ... he can either concentrate his 4 points
// against one of the frontal enemies, or attack the first with 3 and the
// second with 1, or 2 on the first, 1 on the second and 1 which becomes 1 on
// the flank; he will attack the others with 0."
TEST(Section9_5_3, WorkedExampleDefensiveSplit) {
  Game g = coordinated_example();
  ASSERT_EQ(g.actor().side, Side::Austria);
  auto defends = actions_with(g, "defend ");
  EXPECT_EQ(defends.size(), 15u);  // every split of 4 among 3 attackers
  EXPECT_TRUE(has_action(g, "defend 4,0,0"));
  EXPECT_TRUE(has_action(g, "defend 3,1,0"));
  EXPECT_TRUE(has_action(g, "defend 2,1,1"));
  EXPECT_NE(refuse(g, "defend 3,2,0").find("9.5.3"), std::string::npos);  // 5 is more than 4
  EXPECT_NE(refuse(g, "defend 4").find("9.5.3"), std::string::npos);      // all three must be shared
  play(g, {"defend 2,1,1", "roll 3", "roll 4", "roll 1"});
  EXPECT_TRUE(log_contains(g, "9.5.3", "at Front five (p-a): die 3 (combat 2) -> -"));
  EXPECT_TRUE(log_contains(g, "9.5.3", "at Front four (p-b): die 4 (combat 1) -> -"));
  // "1 which becomes 1 on the flank": halved and rounded up (§1.3, CRT note).
  EXPECT_TRUE(log_contains(g, "9.5.3", "at Flank three (p-c): die 1 (1 halved on the flank = 1) -> -"));
}

// CRT note: "Combat value divided by 2 (rounded up) on an enemy attacking the
// flank"; 3 on the flank fires as 2.
TEST(Section9_5_3, FlankShareIsHalvedRoundedUp) {
  Game g = coordinated_example();
  play(g, {"defend 1,0,3", "roll 1", "roll 1", "roll 1"});
  EXPECT_TRUE(log_contains(g, "9.5.3", "(3 halved on the flank = 2)"));
}

// §9.5.3 B, worked example 2 (VV165 line 420): "After the defensive combat,
// two attackers remain with combat values of 5 and 4 ... a commander is
// present (with +2 combat bonus) ... 5+4 = 9 ... divided by the clear terrain
// protection value of 1 ... 9, which is the maximum column, plus 2 on the die
// and another 2 for the commander. The result is automatically D+1. The
// defender's counter is turned over and a '1 loss' marker is placed on top."
// The flank attacker is removed by the defensive fire: T (1 on the flank, die
// 5), morale 1 + 2 = 3 failed, D, it retreats (to 0605, next to the target,
// yet it no longer attacks). The lowest die, 1, still gives D+1. Then the
// defender retreats (9.5.7 D) and an attacker must advance (9.5.9).
TEST(Section9_5_3, WorkedExampleAssaultReachesDPlus1) {
  Game g = coordinated_example();
  play(g, {"defend 2,1,1", "roll 3", "roll 4", "roll 5", "roll 1"});
  EXPECT_TRUE(log_contains(g, "2", "Flank three (p-c) tests morale: die 1 -> 3 (failed)"));
  ASSERT_TRUE(has_action(g, "retreat p-c 0605 SW"));
  play(g, {"retreat p-c 0605 SW"});
  EXPECT_TRUE(disorganised(g, "p-c"));
  // §9.5.9 "A unit never advances after combat following defensive combat".
  EXPECT_EQ(hex_of(g, "a-def"), "0506");
  ASSERT_TRUE(has_action(g, "attack bonus"));
  play(g, {"attack bonus", "roll 1"});
  EXPECT_TRUE(log_contains(
      g, "9.5.5",
      "combat 9 / protection 1 = column 9, +2 commander, column 9 read as 7 with +2 on the die) -> D+1"));
  play(g, {"loss a-def"});
  EXPECT_TRUE(disorganised(g, "a-def"));
  EXPECT_EQ(losses(g, "a-def"), 1);
  // §9.5.8: the retreat goes toward the Austrian edge (row 10): only 0507.
  for (const std::string& r : actions_with(g, "retreat "))
    EXPECT_TRUE(starts_with(r, "retreat a-def 0507")) << r;
  play(g, {"retreat a-def 0507 N"});
  EXPECT_EQ(hex_of(g, "a-def"), "0507");
  // §9.5.13: the commander lent his bonus, so he rolls 2d6 (7: he survives).
  play(g, {"roll 7"});
  // §9.5.9: "one of the attacking units must advance into the vacant hex";
  // the retreated p-c is not one of them, and declining is not offered.
  auto adv = actions_with(g, "advance ");
  EXPECT_FALSE(adv.empty());
  for (const std::string& a : adv) EXPECT_FALSE(starts_with(a, "advance p-c")) << a;
  EXPECT_FALSE(has_action(g, "no advance"));
  play(g, {"advance p-a 0506 S with"});
  EXPECT_EQ(hex_of(g, "p-a"), "0506");
  EXPECT_EQ(fc_hex(g, "p-div"), "0506");  // 9.5.13: the commander may advance with it
}

// §9.5.7 T: "the unit tests its morale. If it is successful, nothing happens."
// Die 4 + morale 2 = 6.
TEST(Section9_5_7, PassedMoraleTestAfterTChangesNothing) {
  Game g = coordinated_example();
  play(g, {"defend 2,1,1", "roll 3", "roll 4", "roll 5", "roll 4"});
  EXPECT_TRUE(log_contains(g, "2", "Flank three (p-c) tests morale: die 4 -> 6 (passed)"));
  EXPECT_FALSE(disorganised(g, "p-c"));
  EXPECT_EQ(hex_of(g, "p-c"), "0606");
}

// §9.5.13: "On a 2 or 12, the Formation Commander is eliminated. An
// eliminated Formation Commander's counter is immediately turned over to its
// 'Aide de Camp' side and is placed on any unit of the formation still in play."
TEST(Section9_5_13, CommanderFallsOnTwoAndAideDeCampTakesOver) {
  Game g = coordinated_example();
  play(g, {"defend 2,1,1", "roll 3", "roll 4", "roll 5", "roll 1", "retreat p-c 0605 SW", "attack bonus",
           "roll 1", "loss a-def", "retreat a-def 0507 N", "roll 2"});
  EXPECT_TRUE(log_contains(g, "9.5.13", "2d6 = 2, he falls"));
  EXPECT_TRUE(fc(g, "p-div").aide);
  // His owner places him on the unit of his choice.
  std::string on_c = "aide p-div " + hex_of(g, "p-c");
  EXPECT_TRUE(has_action(g, "aide p-div " + hex_of(g, "p-a")));
  EXPECT_TRUE(has_action(g, on_c));
  play(g, {on_c.c_str()});
  EXPECT_EQ(fc_hex(g, "p-div"), hex_of(g, "p-c"));
}

// §9.5.4: "A unit may retreat one hexagon ... instead of engaging in defensive
// combat if the unit has MP greater than or equal to those of its attacker(s).
// A unit ... that retreats and has as many but not more MP as the attacking
// unit(s), become disorganised ... Retreat may not occur in Enemy ZoC unless
// there is a friendly unit there. One of the attacking units may occupy the
// evacuated hexagon". Defender and attackers all have 4 MP; 0507 lies in the
// ZoC of p-c (0606 facing NW).
TEST(Section9_5_4, RetreatBeforeCombatWithEqualMpDisorganises) {
  Game g = declared_example();
  play(g, {"coordinate 0506", "roll 3"});
  EXPECT_TRUE(has_action(g, "stand"));
  EXPECT_TRUE(has_action(g, "evade a-def 0406 N"));
  EXPECT_FALSE(has_action(g, "evade a-def 0507 N"));
  EXPECT_NE(refuse(g, "evade a-def 0507 N").find("9.5.4"), std::string::npos);
  play(g, {"evade a-def 0406 N"});
  EXPECT_EQ(hex_of(g, "a-def"), "0406");
  EXPECT_TRUE(disorganised(g, "a-def"));
  EXPECT_TRUE(log_contains(g, "9.5.4", "retreats before combat from 0506 to 0406"));
  // 9.5.13: the commander who coordinated rolls his 2d6 (7: he survives).
  play(g, {"roll 7"});
  // The advance is optional here; no defensive fire and no attack took place.
  EXPECT_TRUE(has_action(g, "no advance"));
  play(g, {"no advance"});
  EXPECT_FALSE(log_contains(g, "9.5.5", "attack on 0506"));
}

// §9.5.1: "A unit may only assault enemy units in its front hexes. An assault
// is never mandatory ... the player divides his combat value among the
// various attacks". a-def (0506, facing N) has Prussians in its front hexes
// 0505 and 0605 and in its flank hex 0606.
TEST(Section9_5_1, AssaultsOnlyIntoFrontHexesOptionalAndSplittable) {
  Game g(fixture("h2-assault"), 1);
  play(g, {"cinc p-cinc stay", "cinc a-cinc stay", "roll 1", "roll 6", "first a-bde", "end move"});
  ASSERT_EQ(g.state().phase, Phase::Declare);
  EXPECT_TRUE(has_action(g, "assault a-def 0505:4"));
  EXPECT_TRUE(has_action(g, "assault a-def 0605:4"));
  EXPECT_TRUE(has_action(g, "assault a-def 0505:2 0605:2"));
  EXPECT_TRUE(has_action(g, "end assaults"));
  for (const std::string& a : actions_with(g, "assault ")) EXPECT_EQ(a.find("0606"), std::string::npos) << a;
  EXPECT_NE(refuse(g, "assault a-def 0606:4").find("9.5.1"), std::string::npos);
  EXPECT_NE(refuse(g, "assault a-def 0505:3 0605:2").find("9.5.1"), std::string::npos);  // 5 > 4
}

// §9.5.11: "it may only move 3 MP during its movement if it wants to attack
// ... A cavalry unit always becomes disorganised after the resolution of an
// attack, no matter the result ... A disorganised cavalry unit cannot attack."
// p-cav moves 1 MP (0604 -> 0605), p-cav3 6 MP (0101 -> 0405), p-cavd starts
// disorganised in 0505; all three end next to a-inf (0506).
TEST(Section9_5_11, CavalryChargeRulesAndDisorganisationAfterAttack) {
  Game g(fixture("h2-cav"), 1);
  command_phase(g, 6, 1);
  play(g, {"first p-div", "move p-cav 0605 SW", "move p-cav3 0405 SE", "end move"});
  EXPECT_TRUE(has_action(g, "assault p-cav 0506:3"));
  EXPECT_TRUE(actions_with(g, "assault p-cav3").empty());
  EXPECT_TRUE(actions_with(g, "assault p-cavd").empty());
  // a-inf (4 MP) may not retreat before combat from cavalry (6 MP); its
  // defensive fire (1 + die 1) and the attack (3 + die 1) both give "-".
  play(g, {"assault p-cav 0506:3", "roll 1", "roll 1"});
  EXPECT_TRUE(log_contains(g, "9.5.5", "-> -"));
  EXPECT_TRUE(disorganised(g, "p-cav"));
  EXPECT_TRUE(log_contains(g, "9.5.11", "disorganised after its charge"));
  EXPECT_EQ(hex_of(g, "a-inf"), "0506");
}

// §9.5.4: "(and up to 2 for cavalry facing infantry)"; a unit with more MP
// than its attacker retreats without penalty. p-cavd (6 MP) faces the assault
// of a-inf (4 MP).
TEST(Section9_5_4, CavalryWithMoreMpRetreatsUpToTwoHexesWithoutLoss) {
  Game g(fixture("h2-cav"), 1);
  command_phase(g, 1, 6);
  play(g, {"first a-bde", "end move", "assault a-inf 0505:1"});
  const Map& m = *g.scenario().map;
  bool two = false;
  for (const Action& a : g.legal_actions())
    if (a.type == ActionType::Evade && a.piece == Piece::unit(unit(g, "p-cavd"))) {
      EXPECT_LE(m.distance(hex(g, "0505"), a.hex), 2) << g.notation(a);
      if (m.distance(hex(g, "0505"), a.hex) == 2) two = true;
    }
  EXPECT_TRUE(two);
  Action ev{};
  for (const Action& a : g.legal_actions())
    if (a.type == ActionType::Evade && m.distance(hex(g, "0505"), a.hex) == 2) ev = a;
  ASSERT_FALSE(g.apply(ev).has_value());
  EXPECT_EQ(losses(g, "p-cavd"), 0);
  EXPECT_TRUE(has_action(g, "no advance"));
}

// §9.5.6: "An artillery unit on its own in a hex is automatically eliminated
// if the unit assaulting it survives defensive combat." Its defensive fire
// (2, +1 artillery adjacent, die 1 -> 4) gives "-"; the attacker then must
// advance.
TEST(Section9_5_6, LoneArtilleryEliminatedWhenAssailantSurvives) {
  Game g(fixture("h2-art"), 1);
  command_phase(g, 6, 1);
  play(g, {"first p-div", "end move", "assault p-inf2 0303:4"});
  if (has_action(g, "stand")) play(g, {"stand"});
  play(g, {"roll 1"});
  EXPECT_TRUE(log_contains(g, "9.5.3", "+1 artillery adjacent"));
  EXPECT_EQ(ustate(g, "a-art2").where, Where::Eliminated);
  EXPECT_TRUE(log_contains(g, "9.5.6", "a-art2"));
  EXPECT_FALSE(log_contains(g, "9.5.5", "attack on 0303"));  // no attack roll
  EXPECT_FALSE(has_action(g, "no advance"));
  play(g, {"advance p-inf2 0303 S"});
  EXPECT_EQ(hex_of(g, "p-inf2"), "0303");
}

// §9.5.6: "Once and only once per activation, an artillery unit's combat value
// may be added to that of a unit of its formation that suffers an assault
// ... if the artillery unit is not itself attacked ... the attacking unit(s)
// must be at half range and in its line of sight." a-art (0507, range 3,
// combat 2) supports a-inf (0506, combat 4) against p-inf (0605, 2 hexes);
// against the second, separate assault of p-inf3 it can no longer help.
TEST(Section9_5_6, ArtillerySupportAddsItsValueOncePerActivation) {
  Game g(fixture("h2-art"), 1);
  command_phase(g, 6, 1);
  play(g, {"first p-two", "end move", "assault p-inf 0506:4", "assault p-inf3 0506:4", "resolve 0506 p-inf"});
  if (has_action(g, "stand") && !has_action(g, "support a-art")) play(g, {"stand"});
  ASSERT_TRUE(has_action(g, "support a-art"));
  play(g, {"support a-art"});
  EXPECT_TRUE(log_contains(g, "9.5.6", "supports the defence of 0506"));
  play(g, {"roll 1"});  // 6 + die 1: T on p-inf
  EXPECT_TRUE(log_contains(g, "9.5.3", "at p-inf (p-inf): die 1 (combat 6) -> T"));
  play(g, {"roll 6", "roll 1"});  // morale passed; attack 4 + 1 -> -
  // The second assault, the only one left, starts by itself.
  EXPECT_TRUE(log_contains(g, "9.5.3", "assault on 0506 by p-inf3"));
  if (has_action(g, "stand")) play(g, {"stand"});
  EXPECT_FALSE(has_action(g, "support a-art"));
  EXPECT_EQ(g.actor().kind, ActorKind::Chance);  // straight to the defensive fire die
  play(g, {"roll 1"});
  EXPECT_TRUE(log_contains(g, "9.5.3", "at p-inf3 (p-inf3): die 1 (4 halved on the flank = 2)"));
}

// §9.5.1: "Only infantry (including light infantry), cavalry and formation
// commanders may participate in an assault." a-art2 has p-inf2 in its front
// hex 0302 but may not assault it.
TEST(Section9_5_1, ArtilleryNeverAssaults) {
  Game g(fixture("h2-art"), 1);
  command_phase(g, 1, 6);
  play(g, {"first a-bde", "hold", "end move"});
  ASSERT_EQ(g.state().phase, Phase::Declare);
  EXPECT_TRUE(actions_with(g, "assault a-art2").empty());
  EXPECT_TRUE(actions_with(g, "assault a-art ").empty());
  EXPECT_FALSE(actions_with(g, "assault a-inf").empty());
}

// §9.5.5: "The attacker takes the combat value of his unit and divides it by
// the terrain value of the targeted unit's hex" (town: 3); §9.5.7 D: "The
// unit retreats one hex unless ... it is in a town." 6 / 3 = column 2, die 6
// -> D: the defender is disorganised and stays in 0808.
TEST(Section9_5_7, DInATownDisorganisesWithoutRetreat) {
  Game g(fixture("h2-town"), 1);
  command_phase(g, 6, 1);
  play(g, {"first p-div", "end move", "assault p-att 0808:6", "end assaults"});
  if (has_action(g, "stand")) play(g, {"stand"});
  play(g, {"roll 1"});  // defensive fire 2 + 1 -> -
  play(g, {"stand"});   // a-vil next door (9.5.1) does not fire
  if (has_action(g, "attack")) play(g, {"attack"});
  play(g, {"roll 6"});
  EXPECT_TRUE(log_contains(g, "9.5.5", "combat 6 / protection 3 = column 2"));
  EXPECT_TRUE(log_contains(g, "9.5.5", "-> D"));
  EXPECT_TRUE(disorganised(g, "a-town"));
  EXPECT_EQ(hex_of(g, "a-town"), "0808");
  EXPECT_TRUE(actions_with(g, "advance ").empty());
}

// §9.5.7 (VV165 text, reading A-25): only a town prevents the retreat; a
// village defender hit by D retreats. 6 / 2 = column 3, die 6 -> D.
TEST(Section9_5_7, DInAVillageRetreats) {
  Game g(fixture("h2-town"), 1);
  command_phase(g, 6, 1);
  play(g, {"first p-div", "end move", "assault p-att2 0707:6", "end assaults"});
  if (has_action(g, "stand")) play(g, {"stand"});
  play(g, {"roll 1"});
  if (has_action(g, "attack")) play(g, {"attack"});
  play(g, {"roll 6"});
  EXPECT_TRUE(log_contains(g, "9.5.5", "combat 6 / protection 2 = column 3"));
  EXPECT_TRUE(disorganised(g, "a-vil"));
  ASSERT_FALSE(actions_with(g, "retreat a-vil").empty());
  std::string r = actions_with(g, "retreat a-vil").front();
  play(g, {r.c_str()});
  EXPECT_NE(hex_of(g, "a-vil"), "0707");
}

}  // namespace rules_s09_5_assault_test
