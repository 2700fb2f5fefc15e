// Second review of VV165 §9.5 (issue 6): the defender's side of an assault.
// Defensive fire from units that are not assaulted (9.5.1), artillery left
// behind by a retreat (9.5.8), defensive support and the battery's facing
// (9.5.6), flanks in a town or village (9.5.3, §4) and the Dreyse bonus on a
// share of 0 (9.5.2, A-16). Positions on the 10x10 test map (Prussian edge
// row 1, Austrian edge row 10).
//
// Hex neighbours: in an odd column (05) N/S change the row, NE = (c+1, r-1),
// SE = (c+1, r), SW = (c-1, r), NW = (c-1, r-1); in an even column NE =
// (c+1, r), SE = (c+1, r+1), SW = (c-1, r+1), NW = (c-1, r). 0402 is a
// level-3 hill (steep against its neighbours), 0707 a village.
#include <gtest/gtest.h>

#include "rules_play_util.h"
#include "rules_scenario_builder.h"

namespace rules_review_s09_5_defence_test {

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

// Ends the movement and declares the assaults; the declarations end.
void declare(Game& g, std::initializer_list<const char*> assaults) {
  play(g, {"end move"});
  for (const char* a : assaults) play(g, {a});
  if (g.state().phase == Phase::Declare) play(g, {"end assaults"});
}

// The defender neither retreats before combat nor calls on artillery.
void stand_if_asked(Game& g) {
  while (has_action(g, "stand") && g.state().work.step != CombatStep::Volley) play(g, {"stand"});
}

std::string first_of(const Game& g, ActionType t) {
  for (const Action& a : g.legal_actions())
    if (a.type == t) return g.notation(a);
  return "";
}

}  // namespace

// ------------------------------------------------------------ §9.5.1

// §9.5.1: "Any enemy unit with an attacking unit in one of its front hexes
// may participate in defensive fire if it is not already engaged in another
// combat." p-inf1 (0506) assaults a-inf1 (0507); a-inf2 in 0606 faces NW, so
// p-inf1 stands in its front. After a-inf1's own fire (4, die 1: "-") the
// Austrian may let a-inf2 fire: its own roll, column 4, die 4 -> D. p-inf1
// falls back and makes no attack.
TEST(Section9_5_1, UnitNotAssaultedFiresAtAnAttackerInItsFront) {
  Game g = game_at({"0506 S p-div p-inf1", "0507 N a-inf1", "0606 NW a-inf2", "0510 N a-bde"}, "p-div");
  declare(g, {"assault p-inf1 0507:4"});
  stand_if_asked(g);
  play(g, {"roll 1"});
  EXPECT_TRUE(log_contains(g, "9.5.3", "at p-inf1 (p-inf1): die 1 (combat 4) -> -"));
  ASSERT_EQ(g.actor().side, Side::Austria);
  EXPECT_TRUE(has_action(g, "volley a-inf2 p-inf1"));
  EXPECT_TRUE(has_action(g, "stand"));
  play(g, {"volley a-inf2 p-inf1", "roll 4"});
  EXPECT_TRUE(log_contains(g, "9.5.1",
                           "defensive fire of a-inf2 (a-inf2) from 0606 (not assaulted) at p-inf1 (p-inf1): "
                           "die 4 (combat 4) -> D"));
  ASSERT_FALSE(first_of(g, ActionType::Retreat).empty());
  play(g, {first_of(g, ActionType::Retreat).c_str()});
  EXPECT_TRUE(disorganised(g, "p-inf1"));
  EXPECT_NE(hex_of(g, "p-inf1"), "0506");
  EXPECT_TRUE(log_contains(g, "9.5.3", "no attacker is left to assault 0507"));
  EXPECT_FALSE(log_contains(g, "9.5.5", "attack on 0507"));
  EXPECT_FALSE(disorganised(g, "a-inf1"));
  EXPECT_FALSE(disorganised(g, "a-inf2"));
}

// The owner decides: "stand" lets the attack go on without that fire.
TEST(Section9_5_1, TheOwnerMayDeclineThatFire) {
  Game g = game_at({"0506 S p-div p-inf1", "0507 N a-inf1", "0606 NW a-inf2", "0510 N a-bde"}, "p-div");
  declare(g, {"assault p-inf1 0507:4"});
  stand_if_asked(g);
  play(g, {"roll 1", "stand"});
  EXPECT_FALSE(log_contains(g, "9.5.1", "defensive fire of a-inf2"));
  EXPECT_EQ(g.state().work.step, CombatStep::Attack);
  EXPECT_FALSE(g.state().units[static_cast<std::size_t>(unit(g, "a-inf2"))].volleyed);
}

// Only a unit with the attacker in one of ITS front hexes: a-inf2 facing SE
// has p-inf1 (0506, north-west of it) on its flank and may not fire.
TEST(Section9_5_1, OnlyAtAnAttackerInItsOwnFrontHexes) {
  Game g = game_at({"0506 S p-div p-inf1", "0507 N a-inf1", "0606 SE a-inf2", "0510 N a-bde"}, "p-div");
  declare(g, {"assault p-inf1 0507:4"});
  stand_if_asked(g);
  play(g, {"roll 1"});
  EXPECT_TRUE(actions_with(g, "volley ").empty());
  EXPECT_EQ(g.actor().side, Side::Prussia);  // straight on to the attack
}

// ... and only from next to it: a-inf2 two hexes away (0706 facing NW, p-inf1
// inside its front arc) may not fire.
TEST(Section9_5_1, OnlyFromAnAdjacentHex) {
  Game g = game_at({"0506 S p-div p-inf1", "0507 N a-inf1", "0706 NW a-inf2", "0510 N a-bde"}, "p-div");
  declare(g, {"assault p-inf1 0507:4"});
  stand_if_asked(g);
  play(g, {"roll 1"});
  EXPECT_TRUE(actions_with(g, "volley ").empty());
  EXPECT_EQ(g.actor().side, Side::Prussia);
}

// TEC: combat across a river is "prohibited except via a bridge". a-inf2 in
// 1003 faces p-inf1 (0903) across the river hexside 0903/SE.
TEST(Section9_5_1, NotAcrossARiverWithoutABridge) {
  Game g = game_at({"0903 S p-div p-inf1", "0904 N a-inf1", "1003 NW a-inf2", "0510 N a-bde"}, "p-div");
  declare(g, {"assault p-inf1 0904:4"});
  stand_if_asked(g);
  play(g, {"roll 1"});
  EXPECT_TRUE(actions_with(g, "volley ").empty());
  EXPECT_EQ(g.actor().side, Side::Prussia);
}

// Only at an attacker that can still attack (9.5.3 B): p-cav1 charges from
// the town 0808; a-inf1's fire (column 4, die 4) gives D: in a town it stays,
// but disorganised cavalry cannot attack, and a-inf2 (0709 facing NE) is not
// offered a shot at it.
TEST(Section9_5_1, NotAtAnAttackerThatCanNoLongerAttack) {
  Game g = game_at({"0808 S p-div p-cav1", "0809 N a-inf1", "0709 NE a-inf2", "0510 N a-bde"}, "p-div");
  declare(g, {"assault p-cav1 0809:2"});
  stand_if_asked(g);
  play(g, {"roll 4"});
  EXPECT_TRUE(log_contains(g, "9.5.3", "at p-cav1 (p-cav1): die 4 (combat 4) -> D"));
  EXPECT_EQ(hex_of(g, "p-cav1"), "0808");
  EXPECT_TRUE(actions_with(g, "volley ").empty());
  EXPECT_TRUE(log_contains(g, "9.5.3", "no attacker is left to assault 0809"));
}

// A unit assaulted earlier in the combat phase is engaged even after it has
// left the assaulted hex: a-inf2 retreats before p-inf2's assault from 0606
// to 0605, where p-inf1 (assaulting 0507) stands in its front; it may not
// fire at it.
TEST(Section9_5_1, UnitAssaultedEarlierInThePhaseDoesNotFire) {
  Game g = game_at(
      {"0506 S p-div p-inf1", "0706 S p-inf2", "0507 N a-inf1", "0606 NW a-inf2", "0510 N a-bde"}, "p-div");
  declare(g, {"assault p-inf1 0507:4", "assault p-inf2 0606:4"});
  ASSERT_EQ(g.state().phase, Phase::Select);
  play(g, {"resolve 0606 p-inf2", "evade a-inf2 0605 SW", "no advance"});
  ASSERT_EQ(hex_of(g, "a-inf2"), "0605");
  stand_if_asked(g);
  play(g, {"roll 1"});
  EXPECT_TRUE(log_contains(g, "9.5.3", "at p-inf1 (p-inf1): die 1"));
  EXPECT_TRUE(actions_with(g, "volley ").empty());
  EXPECT_EQ(g.actor().side, Side::Prussia);
}

// "+1 for light troops (attacker or defender) if the attacked hex is in a
// town, village or wood": the assaulted hex 0702 is woods, so a-jag1 (0601,
// in the open) firing at p-inf1 gets it. Column 1, die 1 + 1 -> "-".
TEST(Section9_5_1, LightTroopsBonusWhenTheAssaultedHexIsInCover) {
  Game g = game_at({"0701 S p-div p-inf1", "0702 N a-inf1", "0601 NE a-jag1", "0510 N a-bde"}, "p-div");
  declare(g, {"assault p-inf1 0702:4"});
  stand_if_asked(g);
  play(g, {"roll 1", "volley a-jag1 p-inf1", "roll 1"});
  EXPECT_TRUE(log_contains(g, "9.5.1", "die 1 (combat 1, +1 light troops, town/village/wood) -> -"));
}

// "if it is not already engaged in another combat": a-inf2's own hex is the
// target of p-inf2's assault, declared in the same combat phase and resolved
// after the assault on 0507, so a-inf2 does not fire at p-inf1.
TEST(Section9_5_1, UnitInAHexAssaultedThisPhaseDoesNotFire) {
  Game g = game_at(
      {"0506 S p-div p-inf1", "0605 S p-inf2", "0507 N a-inf1", "0606 NW a-inf2", "0510 N a-bde"}, "p-div");
  declare(g, {"assault p-inf1 0507:4", "assault p-inf2 0606:4"});
  ASSERT_EQ(g.state().phase, Phase::Select);
  play(g, {"resolve 0507 p-inf1"});
  stand_if_asked(g);
  play(g, {"roll 1"});
  EXPECT_TRUE(actions_with(g, "volley ").empty());
}

// Once per combat phase: a-inf2 (0606 facing NW) has both p-inf1 (0506) and
// p-inf2 (0605) in its front. It fires at p-inf1 in the first assault (die 1:
// "-"), and may not fire again at p-inf2 in the second (on a-inf3, 0705).
TEST(Section9_5_1, OnlyOncePerCombatPhase) {
  Game g = game_at({"0506 S p-div p-inf1", "0605 NE p-inf2", "0507 N a-inf1", "0606 NW a-inf2",
                    "0705 SW a-inf3", "0510 N a-bde"},
                   "p-div");
  declare(g, {"assault p-inf1 0507:4", "assault p-inf2 0705:4"});
  ASSERT_EQ(g.state().phase, Phase::Select);
  play(g, {"resolve 0507 p-inf1"});
  stand_if_asked(g);
  play(g, {"roll 1", "volley a-inf2 p-inf1", "roll 1"});
  EXPECT_TRUE(log_contains(g, "9.5.1", "defensive fire of a-inf2 (a-inf2) from 0606"));
  EXPECT_EQ(g.actor().side, Side::Prussia);  // no second fire offered
  play(g, {"attack", "roll 1"});
  // The second assault, the only one left, starts by itself.
  ASSERT_EQ(g.state().phase, Phase::Combat);
  stand_if_asked(g);
  play(g, {"roll 1"});
  EXPECT_TRUE(log_contains(g, "9.5.3", "at p-inf2 (p-inf2): die 1"));
  EXPECT_TRUE(actions_with(g, "volley ").empty());
}

// Its own elevation: a-inf2 in 0807 (level 1) fires up at p-inf1 in 0907
// (level 2): "-1 per level ... if the target is higher than the shooters".
// Column 3, die 4 -> T.
TEST(Section9_5_1, ItsOwnElevationAgainstTheAttacker) {
  Game g = game_at({"0907 S p-div p-inf1", "0908 N a-inf1", "0807 NE a-inf2", "0510 N a-bde"}, "p-div");
  declare(g, {"assault p-inf1 0908:4"});
  stand_if_asked(g);
  play(g, {"roll 1", "volley a-inf2 p-inf1", "roll 4"});
  EXPECT_TRUE(log_contains(g, "9.5.1", "die 4 (combat 4, -1 col. target higher) -> T"));
}

// It is the unit's own roll with its own modifiers (rulings): p-inf2 (4,
// one step lost) fires at a-inf1: column 4 - 1 loss + 1 Dreyse = 4, die 1:
// "-". It takes no result from the attack that follows (die 6 -> D on p-inf1).
TEST(Section9_5_1, ItsOwnModifiersAndNoResultFromTheAttack) {
  Game g =
      game_at({"0506 S p-inf1", "0606 NW p-inf2#1", "0101 S p-div p-inf3", "0507 N a-bde a-inf1"}, "a-bde");
  declare(g, {"assault a-inf1 0506:4"});
  stand_if_asked(g);
  play(g, {"roll 1"});  // p-inf1: 4 + 1 Dreyse = column 5, die 1 -> T on a-inf1
  play(g, {"roll 6"});  // a-inf1 passes its morale test
  ASSERT_TRUE(has_action(g, "volley p-inf2 a-inf1"));
  play(g, {"volley p-inf2 a-inf1", "roll 1"});
  EXPECT_TRUE(log_contains(
      g, "9.5.1", "at a-inf1 (a-inf1): die 1 (combat 4, -1 col. losses, +1 col. Dreyse needle gun) -> -"));
  play(g, {"attack", "roll 6"});
  EXPECT_TRUE(log_contains(g, "9.5.5", "attack on 0506: die 6"));
  EXPECT_TRUE(disorganised(g, "p-inf1"));
  EXPECT_FALSE(disorganised(g, "p-inf2"));
  EXPECT_EQ(losses(g, "p-inf2"), 1);
  EXPECT_EQ(hex_of(g, "p-inf2"), "0606");
}

// 9.5.13 "A Formation commander stacked with a unit in defence ... may add
// his combat bonus to the die roll" (9.5.3 A: all the table's modifiers): the
// commander of p-div stacked with p-inf2 lends his +1, then risks his 2d6.
// The notation round-trips.
TEST(Section9_5_1, CommanderBonusAndHisRisk) {
  Game g = game_at({"0506 S p-inf1", "0606 NW p-div p-inf2", "0507 N a-bde a-inf1"}, "a-bde");
  declare(g, {"assault a-inf1 0506:4"});
  stand_if_asked(g);
  play(g, {"roll 1", "roll 6"});
  ASSERT_TRUE(has_action(g, "volley p-inf2 a-inf1 bonus"));
  std::string err;
  auto a = g.parse("volley p-inf2 a-inf1 bonus", &err);
  ASSERT_TRUE(a.has_value()) << err;
  EXPECT_EQ(g.notation(*a), "volley p-inf2 a-inf1 bonus");
  play(g, {"volley p-inf2 a-inf1 bonus", "roll 1"});
  EXPECT_TRUE(log_contains(g, "9.5.1", "+1 commander) -> T"));
  play(g, {"roll 6"});  // a-inf1's morale test
  ASSERT_EQ(g.actor().kind, ActorKind::Chance);
  EXPECT_EQ(g.chance_outcomes().size(), 11u);  // the commander's 2d6
  play(g, {"roll 7"});
  EXPECT_TRUE(log_contains(g, "9.5.13", "General P risks his life: 2d6 = 7"));
}

// 9.5.6 (D-22): "Defensive fire by the artillery at a steep slope is only
// possible against the units that attack it": a-art1 on the hill 0402 does
// not fire down at p-inf1 (0403); infantry there may.
TEST(Section9_5_1, ArtilleryDoesNotFireAcrossASteepSlopeAtAnotherHexsAttacker) {
  {
    Game g = game_at({"0403 S p-div p-inf1", "0404 N a-inf1", "0402 S a-art1", "0510 N a-bde"}, "p-div");
    declare(g, {"assault p-inf1 0404:4"});
    stand_if_asked(g);
    play(g, {"roll 1"});
    EXPECT_TRUE(actions_with(g, "volley ").empty());
  }
  {
    Game g = game_at({"0403 S p-div p-inf1", "0404 N a-inf1", "0402 S a-inf2", "0510 N a-bde"}, "p-div");
    declare(g, {"assault p-inf1 0404:4"});
    stand_if_asked(g);
    play(g, {"roll 1"});
    EXPECT_TRUE(has_action(g, "volley a-inf2 p-inf1"));
  }
}

// A battery not assaulted fires with its own value and "+1 if the artillery
// is adjacent to the enemy": a-art1 (2) in 0606 facing NW, die 3 + 1 at
// column 2 -> T.
TEST(Section9_5_1, ArtilleryFiresWithItsOwnAdjacentBonus) {
  Game g = game_at({"0506 S p-div p-inf1", "0507 N a-inf1", "0606 NW a-art1", "0510 N a-bde"}, "p-div");
  declare(g, {"assault p-inf1 0507:4"});
  stand_if_asked(g);  // no support: it would have to choose before the fire
  play(g, {"roll 1"});
  ASSERT_TRUE(has_action(g, "volley a-art1 p-inf1"));
  play(g, {"volley a-art1 p-inf1", "roll 3"});
  EXPECT_TRUE(log_contains(g, "9.5.1", "die 3 (combat 2, +1 artillery adjacent) -> T"));
}

// A battery that gave defensive support (9.5.6) is engaged in that combat and
// gives no other fire. (4 + 2 = column 6, die 1 -> T; p-inf1 passes.)
TEST(Section9_5_1, ArtilleryThatSupportedDoesNotFireAgain) {
  Game g = game_at({"0506 S p-div p-inf1", "0507 N a-inf1", "0606 NW a-art1", "0510 N a-bde"}, "p-div");
  declare(g, {"assault p-inf1 0507:4"});
  if (has_action(g, "stand") && !has_action(g, "support a-art1")) play(g, {"stand"});
  ASSERT_TRUE(has_action(g, "support a-art1"));
  play(g, {"support a-art1", "roll 1", "roll 6"});
  EXPECT_TRUE(log_contains(g, "9.5.3", "at p-inf1 (p-inf1): die 1 (combat 6) -> T"));
  EXPECT_EQ(g.actor().side, Side::Prussia);
  EXPECT_TRUE(actions_with(g, "volley ").empty());
  EXPECT_TRUE(has_action(g, "attack"));
}

// ... and a battery that fired so gives no defensive support afterwards: a-art1
// (0606 facing NW) fires at p-inf1 in the first assault; in the second, p-inf2
// (0605) stands in its front within half range, but it may not support a-inf3.
TEST(Section9_5_6, BatteryThatFiredWithoutBeingAssaultedGivesNoSupport) {
  Game g = game_at({"0506 S p-div p-inf1", "0605 NE p-inf2", "0507 N a-inf1", "0606 NW a-art1",
                    "0705 SW a-inf3", "0510 N a-bde"},
                   "p-div");
  declare(g, {"assault p-inf1 0507:4", "assault p-inf2 0705:4"});
  play(g, {"resolve 0507 p-inf1"});
  stand_if_asked(g);
  play(g, {"roll 1", "volley a-art1 p-inf1", "roll 1", "attack", "roll 1"});
  ASSERT_EQ(g.state().phase, Phase::Combat);
  if (has_action(g, "stand") && !has_action(g, "support a-art1")) play(g, {"stand"});
  EXPECT_FALSE(has_action(g, "support a-art1"));
  EXPECT_EQ(g.actor().kind, ActorKind::Chance);  // straight to a-inf3's fire
}

// ------------------------------------------------------------ §9.5.8

// "An artillery unit of the defender that is stacked with a friendly unit
// that retreats is immediately eliminated" -- of the defender only. p-inf1,
// stacked with p-art1, is hit by a-inf1's defensive fire (column 4, die 4 ->
// D) and falls back; the battery stays.
TEST(Section9_5_8, AttackersBatteryStaysWhenItsStackMateFallsBack) {
  Game g = game_at({"0506 S p-inf1 p-art1", "0503 S p-div p-inf3", "0507 N a-inf1", "0510 N a-bde"}, "p-div");
  declare(g, {"assault p-inf1 0507:4"});
  stand_if_asked(g);
  play(g, {"roll 4"});
  EXPECT_TRUE(log_contains(g, "9.5.3", "at p-inf1 (p-inf1): die 4 (combat 4) -> D"));
  ASSERT_FALSE(first_of(g, ActionType::Retreat).empty());
  play(g, {first_of(g, ActionType::Retreat).c_str()});
  EXPECT_NE(hex_of(g, "p-inf1"), "0506");
  EXPECT_EQ(hex_of(g, "p-art1"), "0506");
  EXPECT_FALSE(log_contains(g, "9.5.8", "left behind"));
}

// The same sentence when another unit of the stack stays: the attack gives
// T (column 4, die 1 + 2 on the flank); a-inf1 fails its test (1 + 2 - 1
// flank) and retreats, a-jag1 passes (6 + 1 - 1) and stays: a-art1 is
// eliminated all the same. (The stack's fire: 7 halved on the flank = 4,
// die 1 + 1 artillery adjacent -> T, which p-inf1 passes.)
TEST(Section9_5_8, DefendersBatteryIsLostEvenWhenAnotherUnitStays) {
  Game g = game_at({"0506 S p-div p-inf1", "0507 S a-inf1 a-jag1 a-art1", "0510 N a-bde"}, "p-div");
  declare(g, {"assault p-inf1 0507:4"});
  stand_if_asked(g);
  play(g, {"roll 1", "roll 6"});
  play(g, {"attack", "roll 1"});
  EXPECT_TRUE(log_contains(g, "9.5.5", "attack on 0507: die 1"));
  EXPECT_TRUE(log_contains(g, "9.5.5", "-> T"));
  play(g, {"roll 1"});  // a-inf1 fails
  ASSERT_FALSE(first_of(g, ActionType::Retreat).empty());
  play(g, {first_of(g, ActionType::Retreat).c_str()});
  EXPECT_EQ(ustate(g, "a-art1").where, Where::Eliminated);
  EXPECT_TRUE(log_contains(g, "9.5.8", "a-art1 (a-art1) is left behind by the retreat"));
  play(g, {"roll 6"});  // a-jag1 passes and stays
  EXPECT_EQ(hex_of(g, "a-jag1"), "0507");
  EXPECT_FALSE(disorganised(g, "a-jag1"));
}

// ------------------------------------------------------------ §9.5.6

// "The artillery unit may not change its facing before this defensive
// support": a-art1 in 0606 supports a-inf1 against p-inf1 (0506, adjacent,
// north-west of it) when it faces NW, not when it faces SE.
TEST(Section9_5_6, SupportOnlyAgainstAttackersInTheBatteryFrontArc) {
  auto offered = [](const char* battery) {
    Game g = game_at({"0506 S p-div p-inf1", "0507 N a-inf1", battery, "0510 N a-bde"}, "p-div");
    declare(g, {"assault p-inf1 0507:4"});
    if (has_action(g, "stand") && !has_action(g, "support a-art1")) play(g, {"stand"});
    return has_action(g, "support a-art1");
  };
  EXPECT_TRUE(offered("0606 NW a-art1"));
  EXPECT_TRUE(offered("0606 N a-art1"));
  EXPECT_FALSE(offered("0606 SE a-art1"));
  EXPECT_FALSE(offered("0606 S a-art1"));
}

// "Defensive fire by the artillery at a steep slope is only possible against
// the units that attack it (and not in defensive support of other units)":
// a-art1 on the hill 0402 does not support a-inf1 (0404) against p-inf1 in
// 0403 below it; from 0503, on level ground, it does.
TEST(Section9_5_6, NoSupportAcrossASteepSlope) {
  auto offered = [](const char* battery) {
    Game g = game_at({"0403 S p-div p-inf1", "0404 N a-inf1", battery, "0510 N a-bde"}, "p-div");
    declare(g, {"assault p-inf1 0404:4"});
    if (has_action(g, "stand") && !has_action(g, "support a-art1")) play(g, {"stand"});
    return has_action(g, "support a-art1");
  };
  EXPECT_FALSE(offered("0402 S a-art1"));
  EXPECT_TRUE(offered("0503 SW a-art1"));
}

// ------------------------------------------------------------ §9.5.3 / §4

// A town or village stack with artillery: the artillery keeps its facing and
// is flanked, the jägers have no flank (rulings, A-18). p-art1 (2) with
// p-jag1 and p-jag2 (1 each) in the village 0707 facing N; a-inf1 assaults
// from 0708, on the artillery's flank: 1 + 1 + 2 halved = 3 (the whole
// stack halved would be 2), +1 Dreyse = column 4, die 1 + 1 light troops + 1
// artillery adjacent -> T, which a-inf1 passes. The attack gets +2 for the
// flank.
TEST(Section9_5_3, VillageStackHalvesOnlyItsArtilleryOnTheArtilleryFlank) {
  Game g = game_at({"0707 N p-art1 p-jag1 p-jag2", "0101 S p-div p-inf3", "0708 N a-bde a-inf1"}, "a-bde");
  declare(g, {"assault a-inf1 0707:4"});
  stand_if_asked(g);
  play(g, {"roll 1"});
  EXPECT_TRUE(
      log_contains(g, "9.5.3",
                   "die 1 (4 with the artillery's 2 halved on its flank = 3, +1 col. Dreyse needle gun, "
                   "+1 artillery adjacent, +1 light troops in cover) -> T"));
  play(g, {"roll 6", "attack", "roll 1"});
  EXPECT_TRUE(log_contains(g, "9.5.5", "attack on 0707: die 1"));
  EXPECT_TRUE(log_contains(g, "9.5.5", "+2 flank attack"));
}

// The same stack assaulted from the artillery's front (0706, north): nothing
// is halved. Column 4 + 1, die 1 + 2 -> D.
TEST(Section9_5_3, VillageStackWithArtilleryNotFlankedFromItsFront) {
  Game g = game_at({"0707 N p-art1 p-jag1 p-jag2", "0101 S p-div p-inf3", "0706 S a-bde a-inf1"}, "a-bde");
  declare(g, {"assault a-inf1 0707:4"});
  stand_if_asked(g);
  play(g, {"roll 1"});
  EXPECT_TRUE(log_contains(g, "9.5.3", "at a-inf1 (a-inf1): die 1 (combat 4, +1 col. Dreyse needle gun"));
  EXPECT_TRUE(log_contains(g, "9.5.3", "light troops in cover) -> D"));
}

// The second reading of A-18 (`town_stack_flanked_as_one`): the stack takes
// the artillery's facing and its whole value is halved, 4 -> 2.
TEST(Section9_5_3, VillageStackHalvedAsOneUnderTheOtherReading) {
  Position p;
  p.setup = {"0707 N p-art1 p-jag1 p-jag2", "0101 S p-div p-inf3", "0708 N a-bde a-inf1"};
  auto sc = std::make_shared<Scenario>(*position(p));
  sc->edition.town_stack_flanked_as_one = true;
  Game g(sc, 1);
  drive_to(g, "a-bde");
  declare(g, {"assault a-inf1 0707:4"});
  stand_if_asked(g);
  play(g, {"roll 1"});
  EXPECT_TRUE(log_contains(g, "9.5.3", "die 1 (4 halved on the artillery's flank = 2, +1 col. Dreyse"));
}

// In a coordinated assault the artillery's value is taken to go first to the
// attacker in its front: a-inf1 (0706, front) and a-inf2 (0708, the
// artillery's flank) coordinate; split 2 / 2, the share against a-inf2 is
// the jägers' and is not halved.
TEST(Section9_5_3, VillageStackArtilleryValueGoesFirstToItsFront) {
  Game g =
      game_at({"0707 N p-art1 p-jag1 p-jag2", "0101 S p-div p-inf3", "0706 S a-bde a-inf1", "0708 N a-inf2"},
              "a-bde");
  declare(g, {"assault a-inf1 0707:4", "assault a-inf2 0707:4"});
  ASSERT_EQ(g.state().phase, Phase::Coordinate);
  play(g, {"coordinate 0707", "roll 4"});
  stand_if_asked(g);
  play(g, {"defend 2,2", "roll 1", "roll 6", "roll 1"});
  EXPECT_TRUE(log_contains(g, "9.5.3", "at a-inf1 (a-inf1): die 1 (combat 2,"));
  EXPECT_TRUE(
      log_contains(g, "9.5.3",
                   "at a-inf2 (a-inf2): die 1 (2 with the artillery's 0 halved on its flank = 2, +1 col. "
                   "Dreyse needle gun) -> -"));
}

// A battery alone in a village is flanked like anywhere else: 2 halved = 1.
TEST(Section9_5_3, LoneArtilleryInAVillageIsFlanked) {
  Game g = game_at({"0707 N p-art1", "0101 S p-div p-inf3", "0708 N a-bde a-inf1"}, "a-bde");
  declare(g, {"assault a-inf1 0707:4"});
  stand_if_asked(g);
  play(g, {"roll 1"});
  EXPECT_TRUE(log_contains(g, "9.5.3", "2 halved on the flank = 1"));
}

// Jägers alone in a village have six front hexes: no halving, no +2.
// 1 + 1 + 1 Dreyse = column 3, die 1 + 1 light troops -> "-".
TEST(Section9_5_3, NoFlankForNonArtilleryInAVillage) {
  Game g = game_at({"0707 N p-jag1 p-jag2", "0101 S p-div p-inf3", "0708 N a-bde a-inf1"}, "a-bde");
  declare(g, {"assault a-inf1 0707:4"});
  stand_if_asked(g);
  play(g, {"roll 1"});
  EXPECT_TRUE(log_contains(g, "9.5.3", "at a-inf1 (a-inf1): die 1 (combat 2, +1 col. Dreyse needle gun"));
  play(g, {"attack", "roll 1"});
  EXPECT_TRUE(log_contains(g, "9.5.5", "attack on 0707: die 1"));
  EXPECT_FALSE(log_contains(g, "9.5.5", "+2 flank attack"));
}

// ------------------------------------------------------------ §9.5.2 / A-16

// "A Prussian infantry unit only provides its d6 bonus for the Dreyse needle
// gun for the defensive combats in which its combat values are used (i.e. a
// combat at 0 gives no bonus)." p-inf1 splits 0 / 4 against a coordinated
// assault: the share of 0 stays on column 0 (die 5: "-"; with the bonus,
// column 1 would give T).
TEST(Section9_5_2, DreyseBonusNotGivenToAShareOfZero) {
  Game g = game_at({"0504 S p-inf1", "0101 S p-div p-inf3", "0505 N a-bde a-inf1 a-inf2"}, "a-bde");
  declare(g, {"assault a-inf1 0504:4", "assault a-inf2 0504:4"});
  ASSERT_EQ(g.state().phase, Phase::Coordinate);
  play(g, {"coordinate 0504", "roll 3"});
  stand_if_asked(g);
  play(g, {"defend 0,4", "roll 5"});
  EXPECT_TRUE(log_contains(g, "9.5.3", "at a-inf1 (a-inf1): die 5 (combat 0) -> -"));
  play(g, {"roll 1"});
  EXPECT_TRUE(
      log_contains(g, "9.5.3", "at a-inf2 (a-inf2): die 1 (combat 4, +1 col. Dreyse needle gun) -> T"));
}

}  // namespace rules_review_s09_5_defence_test
