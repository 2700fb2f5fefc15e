// Musket & Saber (Königgrätz), issue 16 stage 3: close combat (§7), its
// results with the owner's choices, lines of retreat, retreats, routs,
// captures, step losses and the advance, tactics (§7.13), coordination
// (§7.14), fortunes of war from combat (§7.2, §12.4) and the needle gun
// (§19.9). Positions are tests/mns/data/s07_*.toml; every die is scripted.
// The CRT cells used are data/mns/charts/crt.toml's (reconstructed): at
// differential +7 (column "+7 to +8") die 2 is Dc (Ex), 3 Dr, 4 Dx,
// 5 Dm (Dr); at +1/+2 die 3 is Ex, die 6 Dr.
#include <fmt/format.h>

#include "mns/rules.h"
#include "mns/rules_internal.h"
#include "mns_test_util.h"

namespace bohemia::mns::test {
namespace mns_combat_test {
namespace {

// Two brigades at 1027 and 1127 against a-4-ir12 at 1026 (5 + 5 - 3 = +7),
// up to the dice.
void attack_with_two(Game& g) {
  script(g, {"attack 1026", "with p-7-a", "with p-7-b", "primary p-7-a", "tactic none", "tactic none"});
}

TEST(Mns_S07_1_Combat, TheActivePlayerMayAttackAnAdjacentEnemyHexOnce) {
  Game g = position("s07_two_brigades.toml");
  EXPECT_EQ(g.state().phase, Phase::Combat);
  EXPECT_TRUE(is_legal(g, "attack 1026"));
  EXPECT_TRUE(is_legal(g, "end"));
  EXPECT_EQ(g.legal_actions().size(), 2u);
  attack_with_two(g);
  script(g, {"3", "4", "disrupt"});
  EXPECT_FALSE(is_legal(g, "attack 1026"));  // 7.4: one declared attack per hex
}

// Refusals cite the rule: a second attack on a hex (7.4), an attack no
// unit can make (7.5), a bombardment by a unit that is not a battery (8.4).
TEST(Mns_S07_4_Refusals, AnIllegalAttackOrBombardmentIsRefusedWithItsRule) {
  Game g = position("s07_two_brigades.toml");
  auto refused = [&](const std::string& text) {
    std::string err;
    std::optional<Action> a = g.parse(text, &err);
    EXPECT_TRUE(a.has_value()) << err;
    return a ? g.apply(*a).value_or("") : err;
  };
  EXPECT_NE(refused("attack 1030").find("7.1: no enemy unit at 1030"), std::string::npos);
  EXPECT_NE(refused("bombard p-7-a a-4-ir12").find("8.4: p-7-a is not one of your batteries"),
            std::string::npos);
  attack_with_two(g);
  script(g, {"3", "4", "disrupt"});
  EXPECT_NE(refused("attack 1026").find("7.4: 1026 has already been attacked this phase"), std::string::npos);
}

TEST(Mns_S07_7_Differential, SameFormationAttackIsCoordinatedAndSumsItsFactors) {
  Game g = position("s07_two_brigades.toml");
  attack_with_two(g);
  script(g, {"3", "4"});
  EXPECT_TRUE(
      logged(g, "7.7", "attack 10 (p-7-a 5, p-7-b 5) against defence 3 (a-4-ir12 3): differential +7"))
      << lines_of(g, "7.7").back();
  EXPECT_TRUE(logged(g, "7.3", "combat die 3, morale die 4: Dr"));
}

TEST(Mns_S07_14_Coordination, AnUncoordinatedFormationIsHalved) {
  Game g = position("s07_two_formations.toml");
  script(g, {"attack 1026", "with p-7-a", "with p-3-a", "primary p-7-a", "tactic none", "tactic none"});
  // No leader on the map: the only choice is not to coordinate ("pass" taken alone).
  script(g, {"3", "4"});
  EXPECT_TRUE(logged(g, "7.14", "not coordinated"));
  EXPECT_TRUE(logged(g, "7.7", "p-3-a 3 (uncoordinated)")) << lines_of(g, "7.7").back();
  EXPECT_TRUE(logged(g, "7.7", "differential +5"));
}

TEST(Mns_S07_8_DrOwnerChoosesDisruptOrRetreat, DisruptKeepsTheHex) {
  Game g = position("s07_two_brigades.toml");
  attack_with_two(g);
  script(g, {"3", "4"});
  ASSERT_TRUE(is_legal(g, "disrupt"));
  ASSERT_TRUE(is_legal(g, "retreat"));
  EXPECT_EQ(g.deciding(), Side::Austria);  // the owner decides
  script(g, {"disrupt"});
  EXPECT_EQ(hex_of(g, "a-4-ir12"), "1026");
  EXPECT_TRUE(unit(g, "a-4-ir12").has(kDisrupted));
  EXPECT_EQ(g.state().phase, Phase::Combat);
  EXPECT_TRUE(is_legal(g, "end"));  // no advance: the hex was not vacated
}

TEST(Mns_S07_8_DrOwnerChoosesDisruptOrRetreat, RetreatVacatesTheHexAndTheAttackerMayAdvance) {
  Game g = position("s07_two_brigades.toml");
  attack_with_two(g);
  script(g, {"3", "4", "retreat"});
  // 7.9: one to three hexes away from 1026, along the safe line; 1126 is in p-7-b's ZOC.
  EXPECT_TRUE(is_legal(g, "step a-4-ir12 1025"));
  EXPECT_FALSE(is_legal(g, "step a-4-ir12 1126"));
  script(g, {"step a-4-ir12 1025", "stay"});
  EXPECT_EQ(hex_of(g, "a-4-ir12"), "1025");
  EXPECT_FALSE(unit(g, "a-4-ir12").has(kDisrupted));
  // 7.12: into the vacated hex, or a vacant hex next to it.
  EXPECT_TRUE(is_legal(g, "advance p-7-a 1026"));
  EXPECT_TRUE(is_legal(g, "advance p-7-a 0927"));
  EXPECT_TRUE(is_legal(g, "pass"));
  script(g, {"advance p-7-a 1026", "pass"});
  EXPECT_EQ(hex_of(g, "p-7-a"), "1026");
  EXPECT_TRUE(unit(g, "p-7-a").has(kAdvanced));
}

TEST(Mns_S07_8_DxOwnerChoosesLossOrRetreat, APassedCheckLetsTheOwnerTakeTheLoss) {
  Game g = position("s07_two_brigades.toml");
  attack_with_two(g);
  script(g, {"4", "2"});  // Dx; the morale die 2 passes MR 4 (RN 4: the morale die serves the check)
  EXPECT_TRUE(logged(g, "7.8", "a-4-ir12 checks morale (Dx, the morale die): rolls 2 against MR 4: passes"));
  ASSERT_TRUE(is_legal(g, "loss"));
  ASSERT_TRUE(is_legal(g, "retreat"));
  script(g, {"loss"});
  EXPECT_EQ(hex_of(g, "a-4-ir12"), "1026");
  EXPECT_TRUE(unit(g, "a-4-ir12").has(kBack));  // 7.11: reduced
  EXPECT_TRUE(is_legal(g, "end"));              // 7.8: no advance
}

TEST(Mns_S07_8_DxOwnerChoosesLossOrRetreat, APassedCheckMayStillRetreatDisrupted) {
  Game g = position("s07_two_brigades.toml");
  attack_with_two(g);
  script(g, {"4", "2", "retreat", "step a-4-ir12 1025", "stay", "pass"});
  EXPECT_EQ(hex_of(g, "a-4-ir12"), "1025");
  EXPECT_TRUE(unit(g, "a-4-ir12").has(kDisrupted));
  EXPECT_FALSE(unit(g, "a-4-ir12").has(kBack));
}

TEST(Mns_S07_8_DxOwnerChoosesLossOrRetreat, AFailedCheckRetreatsDisruptedWithoutAChoice) {
  Game g = position("s07_two_brigades.toml");
  attack_with_two(g);
  script(g, {"4", "6"});
  EXPECT_FALSE(is_legal(g, "loss"));
  script(g, {"step a-4-ir12 1025", "stay", "pass"});
  EXPECT_TRUE(unit(g, "a-4-ir12").has(kDisrupted));
}

TEST(Mns_S07_8_DcCheck, APassedCheckAppliesTheParenthesizedResult) {
  Game g = position("s07_two_brigades.toml");
  attack_with_two(g);
  script(g, {"2", "1"});  // Dc (Ex): passed, the exchange
  EXPECT_TRUE(logged(g, "7.8", "exchange"));
  EXPECT_TRUE(unit(g, "a-4-ir12").has(kBack));
  EXPECT_TRUE(unit(g, "p-7-a").has(kBack));  // the attacker's primary unit
  EXPECT_EQ(hex_of(g, "a-4-ir12"), "1026");
}

TEST(Mns_S07_10_Rout, AFailedDmRoutsThreeHexesDisruptedAndGivesAFortune) {
  Game g = position("s07_two_brigades.toml");
  attack_with_two(g);
  script(g, {"5", "6"});  // Dm (Dr), the check failed
  EXPECT_TRUE(logged(g, "7.8", "the defenders rout"));
  script(g, {"step a-4-ir12 1025", "step a-4-ir12 1024"});
  EXPECT_FALSE(is_legal(g, "stay"));  // 7.10: three hexes
  script(g, {"step a-4-ir12 1023"});
  EXPECT_EQ(hex_of(g, "a-4-ir12"), "1023");
  EXPECT_TRUE(unit(g, "a-4-ir12").has(kDisrupted));
  // 7.12: after a rout the attacker may advance two hexes.
  script(g, {"advance p-7-a 1026", "advance p-7-a 1025", "pass"});
  EXPECT_EQ(hex_of(g, "p-7-a"), "1025");
  // 7.8: the attacking player's fortune of war (12.4) is played at once:
  // it may move the routed enemy or a friend (12.4); not used, it is lost.
  EXPECT_TRUE(logged(g, "12.4", "the Prussian receives a fortune of war"));
  EXPECT_TRUE(is_legal(g, "fortune move-enemy a-4-ir12"));
  EXPECT_TRUE(is_legal(g, "fortune move p-7-b"));
  EXPECT_FALSE(is_legal(g, "fortune morale a-4-ir12"));  // disrupted already
  script(g, {"pass"});
  EXPECT_TRUE(logged(g, "12.4", "the fortune of war is not used"));
  EXPECT_TRUE(is_legal(g, "end"));
}

TEST(Mns_S07_6_LinesOfRetreat, SafeUnsafeOrNoneByPathsToTheLoc) {
  for (auto [file, want] :
       {std::pair{"s07_two_brigades.toml", Lor::Safe}, std::pair{"s07_unsafe.toml", Lor::Unsafe},
        std::pair{"s07_surrounded.toml", Lor::None}}) {
    Game g = position(file);
    State s = g.state();
    Caches c;
    Board b(g.scenario(), s, c);
    EXPECT_EQ(b.line_of_retreat(unit_index(g.scenario(), "a-4-ir12")), want) << file;
  }
}

TEST(Mns_S07_6_LinesOfRetreat, NoLineOfRetreatMeansCapture) {
  Game g = position("s07_surrounded.toml");
  script(g, {"attack 1026", "with p-7-a", "go"});
  // 7.3 (2): no safe line of retreat: a morale check first (2 passes).
  script(g, {"2"});
  EXPECT_TRUE(logged(g, "7.3", "a-4-ir12 checks morale (no safe line of retreat)"));
  script(g, {"tactic none", "tactic none", "6", "1", "retreat"});  // +2: die 6 is Dr
  EXPECT_EQ(unit(g, "a-4-ir12").where, Where::Captured);
  EXPECT_EQ(g.state().vp_captured[static_cast<std::size_t>(Side::Prussia)], 1);
  EXPECT_TRUE(logged(g, "7.9", "a-4-ir12 is captured"));
}

TEST(Mns_S07_10_Rout, AnUnsafeLineSendsTheRouterToTheTurnRecordTrack) {
  Game g = position("s07_unsafe.toml");
  script(g, {"attack 1026", "with p-7-a", "with p-7-b", "go", "2", "primary p-7-a", "tactic none",
             "tactic none", "5", "6"});  // Dm (Dr) failed
  EXPECT_EQ(unit(g, "a-4-ir12").where, Where::Track);
  EXPECT_EQ(unit(g, "a-4-ir12").track, 3);  // turn 1 + 2
  EXPECT_TRUE(logged(g, "7.10", "to the turn 3 box"));
}

TEST(Mns_S07_13_Tactics, PressForwardAddsTwoAndCostsAStepWhenTheDefenderStays) {
  Game g = position("s07_two_brigades.toml");
  script(g, {"attack 1026", "with p-7-a", "with p-7-b", "primary p-7-a", "tactic press", "tactic none"});
  // 12 - 3 = +9: die 4 is Dm (Dr); the check passes: Dr, and the owner disrupts.
  script(g, {"4", "2", "disrupt"});
  EXPECT_TRUE(logged(g, "7.7", "Press Forward +2"));
  EXPECT_TRUE(logged(g, "7.7", "differential +9"));
  // 7.13.2: the defender did not retreat: a step from an attacking unit of the attacker's choice.
  ASSERT_TRUE(is_legal(g, "absorb p-7-b"));
  script(g, {"absorb p-7-b"});
  EXPECT_TRUE(unit(g, "p-7-b").has(kBack));
  EXPECT_FALSE(unit(g, "p-7-a").has(kBack));
}

TEST(Mns_S07_13_Tactics, AttackerDisengageTurnsADefenderResultIntoItsOwnRetreat) {
  Game g = position("s07_two_brigades.toml");
  script(g, {"attack 1026", "with p-7-a", "with p-7-b", "primary p-7-a", "tactic disengage"});
  EXPECT_FALSE(is_legal(g, "tactic last-stand"));  // 7.13.5: not against Disengage
  script(g, {"tactic none", "3", "4"});            // Dr becomes a forced Ar
  EXPECT_FALSE(is_legal(g, "disrupt"));
  EXPECT_EQ(g.deciding(), Side::Prussia);
  EXPECT_TRUE(logged(g, "7.8", "the attackers retreat (forced)"));
}

TEST(Mns_S07_13_Tactics, LastStandAddsThree) {
  Game g = position("s07_two_brigades.toml");
  script(g, {"attack 1026", "with p-7-a", "with p-7-b", "primary p-7-a", "tactic none", "tactic last-stand"});
  script(g, {"3", "4"});  // 10 - 6 = +4: die 3 is Dc (NE), passed: NE
  EXPECT_TRUE(logged(g, "7.7", "Last Stand +3"));
  EXPECT_TRUE(logged(g, "7.7", "differential +4"));
  // 7.13.5: the attacker did not retreat: the defender loses a step.
  EXPECT_TRUE(unit(g, "a-4-ir12").has(kBack));
  EXPECT_EQ(hex_of(g, "a-4-ir12"), "1026");
}

TEST(Mns_S07_13_Tactics, SkirmishUsesMovementAllowancesTurnsDxIntoDrAndNeverAdvances) {
  Game g = position("s07_skirmish.toml");
  script(g, {"attack 1026"});
  ASSERT_TRUE(is_legal(g, "tactic skirmish"));
  script(g, {"tactic skirmish", "tactic none"});
  EXPECT_TRUE(logged(g, "7.7", "attack 4 (p-7-a 4) against defence 0 (a-4-ir12 0): differential +4"))
      << lines_of(g, "7.7").back();
  script(g, {"6", "4"});  // Dx Leader: a skirmish makes it Dr and drops the Leader result
  EXPECT_TRUE(logged(g, "7.13", "the tactics make it Dr"));
  EXPECT_FALSE(is_legal(g, "disrupt"));  // 7.8: a disrupted primary unit must retreat
  script(g, {"step a-4-ir12 1025", "stay"});
  EXPECT_TRUE(lines_of(g, "10.3").empty());
  EXPECT_TRUE(lines_of(g, "7.12").empty());  // 7.13.1: skirmishers never advance
  EXPECT_TRUE(is_legal(g, "end"));
}

TEST(Mns_S07_13_Tactics, APressedInfantryChargeTurnsAnExchangeIntoAx) {
  Game g = position("s07_charge.toml");
  script(g, {"attack 1026"});
  ASSERT_TRUE(is_legal(g, "tactic charge"));  // 7.13.3: declared in the movement phase
  script(g, {"tactic charge", "tactic none", "2"});
  EXPECT_TRUE(logged(g, "7.13.3", "the charge is pressed home"));
  script(g, {"3", "4"});  // 5 - 3 = +2, die 3: Ex, which a charge makes Ax; the morale die 4 passes MR 4
  EXPECT_TRUE(logged(g, "7.13", "the tactics make it Ax"));
  ASSERT_EQ(g.deciding(), Side::Prussia);
  script(g, {"loss"});
  EXPECT_TRUE(unit(g, "p-7-a").has(kBack));
  EXPECT_FALSE(unit(g, "a-4-ir12").has(kBack));
}

// 7.13.3: the charge's limits are checked when the combat is fought, not
// only when the charge was declared: units from two hexes do not charge
// together; either alone may.
TEST(Mns_S07_13_3_ChargeLimits, UnitsInTwoHexesDoNotChargeTogether) {
  Game g = position("s07_charge_two_hexes.toml");
  script(g, {"attack 1026", "with p-7-a", "with p-7-b", "primary p-7-a"});
  EXPECT_TRUE(is_legal(g, "tactic none"));
  EXPECT_FALSE(is_legal(g, "tactic charge"));
  std::string err;
  std::optional<std::string> why = g.apply(*g.parse("tactic charge", &err));
  ASSERT_TRUE(why.has_value());
  EXPECT_NE(why->find("7.13.3: p-7-b did not start its move stacked with p-7-a"), std::string::npos) << *why;
  Game alone = position("s07_charge_two_hexes.toml");
  script(alone, {"attack 1026", "with p-7-b", "go"});
  EXPECT_TRUE(is_legal(alone, "tactic charge"));
}

// 7.13.3, 7.14: charging units of two formations must be coordinated: with
// no leader able to coordinate them, no charge; with one, the charge is
// offered and he must coordinate it (no "pass").
TEST(Mns_S07_13_3_ChargeLimits, AChargeOfTwoFormationsNeedsALeaderToCoordinateIt) {
  Game g = position("s07_charge_two_formations.toml");
  script(g, {"attack 1026", "with p-7-a", "with p-2jg", "primary p-7-a"});
  EXPECT_FALSE(is_legal(g, "tactic charge"));
  std::string err;
  std::optional<std::string> why = g.apply(*g.parse("tactic charge", &err));
  ASSERT_TRUE(why.has_value());
  EXPECT_NE(why->find("7.13.3: not coordinated"), std::string::npos) << *why;

  Game led = position("s07_charge_two_formations.toml");
  UnitState& fk =
      led.state_mut().units[static_cast<std::size_t>(unit_index(led.scenario(), "p-frederick-charles"))];
  fk = UnitState{};
  fk.where = Where::Map;
  fk.hex = led.scenario().map->grid.parse("1027");
  fk.flags = kMoved;
  ++led.state_mut().version;
  script(led, {"attack 1026", "with p-7-a", "with p-2jg", "primary p-7-a"});
  ASSERT_TRUE(is_legal(led, "tactic charge"));
  script(led, {"tactic charge", "tactic none", "2"});  // the charge's check passes
  EXPECT_TRUE(logged(led, "7.14", "Prince Frederick Charles coordinates the attack"));
  EXPECT_FALSE(logged(led, "7.14", "not coordinated"));
  EXPECT_FALSE(logged(led, "10.3", "takes part"));  // 7.13.3: one leader
}

TEST(Mns_S07_2_PotentialCombat, AnUnattackedTriggeredDefenderGivesItsOwnerAFortuneOfWar) {
  Game g = position("s07_two_brigades.toml");
  EXPECT_TRUE(unit(g, "a-4-ir12").has(kTriggered));
  script(g, {"end"});
  EXPECT_TRUE(logged(g, "7.2", "1026: triggered and not attacked"));
  EXPECT_TRUE(logged(g, "12.4", "the Austrian receives a fortune of war"));
  EXPECT_FALSE(logged(g, "7.2", "1027"));  // the attackers' hexes trigger nothing
}

// 12.4: the winner's fortune of war after a rout (7.8 Dm), played at once:
// an enemy morale check disrupts on a failure.
TEST(Mns_S12_4_FortunesOfWar, TheRoutersEnemyMakesAnEnemyUnitCheckMorale) {
  Game g = position("s12_fortune.toml");
  attack_with_two(g);
  script(g, {"5", "6", "step a-4-ir12 1025", "step a-4-ir12 1024", "step a-4-ir12 1023", "pass"});
  ASSERT_EQ(g.deciding(), Side::Prussia);
  EXPECT_TRUE(is_legal(g, "fortune morale a-4-ir26"));
  EXPECT_FALSE(is_legal(g, "fortune morale a-4-ir12"));  // already disrupted
  script(g, {"fortune morale a-4-ir26", "6"});
  EXPECT_TRUE(unit(g, "a-4-ir26").has(kDisrupted));
  EXPECT_TRUE(logged(g, "12.4", "a-4-ir26 is disrupted"));
}

// 11.1: at the end of its movement phase a disrupted unit that was never in
// an EZOC recovers without a check; one in an EZOC may not recover.
TEST(Mns_S11_1_Recovery, AMarchEligibleUnitRecoversAndOneInAnEzocDoesNot) {
  Game g = position("s11_recovery.toml");
  EXPECT_FALSE(unit(g, "p-7-a").has(kDisrupted));
  EXPECT_TRUE(logged(g, "11.1", "p-7-a recovers (march-eligible all phase)"));
  EXPECT_TRUE(unit(g, "p-7-b").has(kDisrupted));
  EXPECT_FALSE(logged(g, "11.1", "p-7-b"));
}

// 18.3: without a Prussian or Austrian victory (the trains are off the map,
// 18.2), the points decide; a winner under 10 points makes a draw. Points
// come from combat: 2 for each unit captured (7.9, 7.10, 7.11).
TEST(Mns_S18_3_Victory, CapturesScoreTwoAndAWinnerUnderTenIsADraw) {
  Game g = position("s07_two_brigades.toml");
  for (int captured : {4, 5}) {
    State s = g.state();
    s.vp_captured[static_cast<std::size_t>(Side::Prussia)] = captured;
    Caches c;
    Board b(g.scenario(), s, c);
    int winner = -2;
    std::string level;
    std::vector<VictoryLine> lines = explain_victory(b, &winner, &level);
    ASSERT_FALSE(lines.empty());
    bool counted = false;
    for (const VictoryLine& l : lines)
      counted = counted || l.text.find(fmt::format("Prussian victory points: {}", 2 * captured)) == 0;
    EXPECT_TRUE(counted) << captured;
    EXPECT_EQ(winner, captured == 5 ? static_cast<int>(Side::Prussia) : -1) << lines.back().text;
    EXPECT_EQ(level, captured == 5 ? "points" : "draw");
  }
}

// 19.9: an Austrian attack's Ex costs the Prussian infantry nothing.
TEST(Mns_S19_9_NeedleGun, AnExchangeInAnAustrianAttackSparesPrussianInfantry) {
  Game g = position("s07_austrian_attack.toml");
  script(g, {"end"});  // the Prussian ends his combat phase; the Austrian's fortunes (7.2) go unused
  pass_fortunes(g);
  roll(g, 3);
  script(g, {"begin", "end"});
  roll(g, 3);
  ASSERT_EQ(g.state().phase, Phase::Combat);
  ASSERT_EQ(g.state().active, Side::Austria);
  script(g,
         {"attack 1026", "with a-4-ir12", "with a-4-ir26", "primary a-4-ir12", "tactic none", "tactic none"});
  script(g, {"3", "4"});  // 6 - 5 = +1: die 3 is Ex
  EXPECT_TRUE(unit(g, "a-4-ir12").has(kBack));
  EXPECT_FALSE(unit(g, "p-7-a").has(kBack));
  EXPECT_TRUE(logged(g, "19.9", "p-7-a: the needle gun"));
}

}  // namespace
}  // namespace mns_combat_test
}  // namespace bohemia::mns::test
