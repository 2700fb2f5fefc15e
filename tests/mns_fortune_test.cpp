// Musket & Saber (Königgrätz), issue 16: the fortunes of war (§12.4) that
// place a unit from the next box of the Turn Record Track (§13.2, ruling
// R-12.4r), move an enemy unit (R-12.4e), move a friendly unit or stack
// with the combats it must fight (R-12.4f) and charge (R-12.4c); a
// triggered hex's fortune (§7.2). Positions tests/mns/data/s12_fortune.toml
// and s12_fortune_charge.toml: a rout gives the Prussian a fortune of war.
#include "mns/rules.h"
#include "mns_test_util.h"

namespace bohemia::mns::test {
namespace mns_fortune_test {
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

// The rout of a-4-ir12 (die 5, morale die 6: Dm failed) to 1023: the
// Prussian receives a fortune of war.
void rout_for_a_fortune(Game& g) {
  script(g, {"attack 1026", "with p-7-a", "with p-7-b", "primary p-7-a", "tactic none", "tactic none"});
  script(g, {"5", "6", "step a-4-ir12 1025", "step a-4-ir12 1024", "step a-4-ir12 1023", "pass"});
  ASSERT_EQ(g.deciding(), Side::Prussia);
  ASSERT_TRUE(is_legal(g, "pass"));  // 12.4: a fortune may go unused (it is lost)
}

std::string refused(Game& g, const std::string& text) {
  std::string err;
  std::optional<Action> a = g.parse(text, &err);
  if (!a) return "unparsed: " + err;
  return g.apply(*a).value_or("");
}

// R-12.4e: an enemy combat unit moves on a die of 1 or 2, its MA rolled,
// where the fortune's owner chooses; on 3 to 6 it stays.
TEST(Mns_S12_4_FortunesOfWar, AnEnemyUnitMovesOnOneOrTwoWhereTheOwnerOfTheFortuneChooses) {
  Game g = position("s12_fortune.toml");
  rout_for_a_fortune(g);
  ASSERT_TRUE(is_legal(g, "fortune move-enemy a-4-ir26"));
  EXPECT_FALSE(is_legal(g, "fortune move-enemy p-7-a"));  // not an enemy
  Game stays = g;
  script(stays, {"fortune move-enemy a-4-ir26", "3"});
  EXPECT_TRUE(logged(stays, "12.4", "die 3: a-4-ir26 may not be moved (1 or 2 needed)"));
  EXPECT_EQ(hex_of(stays, "a-4-ir26"), "1022");

  script(g, {"fortune move-enemy a-4-ir26", "2", "4"});  // the die, then its MA (4.4)
  EXPECT_TRUE(logged(g, "4.4", "a-4-ir26 rolls for its MA: 4 -> 4"));
  ASSERT_EQ(g.deciding(), Side::Prussia);  // the Prussian moves the Austrian unit
  Action to{ActionType::Stay};
  for (const Action& a : g.legal_actions())
    if (a.type == ActionType::To && g.hex_name(a.hex) != "1022") to = a;
  ASSERT_EQ(to.type, ActionType::To);
  for (const Action& a : g.legal_actions()) EXPECT_NE(a.type, ActionType::March);  // 12.4: no march
  std::string hex = g.hex_name(to.hex);
  ASSERT_FALSE(g.apply(to).has_value());
  EXPECT_EQ(hex_of(g, "a-4-ir26"), hex);
  EXPECT_TRUE(unit(g, "a-4-ir26").has(kFortuneMoved));
}

// R-12.4f: a friendly unit moved by a fortune in its own combat phase must
// attack the enemy next to it, even a hex already attacked and though it
// has fought this phase.
TEST(Mns_S12_4_FortunesOfWar, AFriendlyUnitMovedNextToAnEnemyMustAttackIt) {
  Game g = position("s12_fortune.toml");
  rout_for_a_fortune(g);
  ASSERT_TRUE(is_legal(g, "fortune move p-7-b"));
  script(g, {"fortune move p-7-b", "4"});  // alone in its hex: no "with"; its MA rolled
  HexId routed = g.scenario().map->grid.parse("1023");
  Action to{ActionType::Stay};
  for (const Action& a : g.legal_actions())
    if (a.type == ActionType::To && g.scenario().map->grid.distance(a.hex, routed) == 1) to = a;
  ASSERT_EQ(to.type, ActionType::To) << "no hex next to 1023 in reach";
  std::string hex = g.hex_name(to.hex);
  ASSERT_FALSE(g.apply(to).has_value());
  EXPECT_TRUE(logged(g, "12.4", "the moved units must attack 1023"));
  EXPECT_TRUE(logged(g, "12.4", "p-7-b, moved by a fortune of war, takes part in the attack"));
  EXPECT_TRUE(logged(g, "7.5", "the Prussian attacks 1023 with p-7-b"));
  EXPECT_EQ(hex_of(g, "p-7-b"), hex);
}

// R-12.4c: the fortune's charge: a fresh unit not in an EZOC moves 1 or 2
// MP and charges; passing its check doubles its factor.
TEST(Mns_S12_4_FortunesOfWar, TheFortunesChargeDoublesTheChargingUnitWhenItPassesItsCheck) {
  Game g = position("s12_fortune_charge.toml");
  rout_for_a_fortune(g);
  EXPECT_FALSE(is_legal(g, "fortune charge p-7-a"));  // it has fought this phase
  EXPECT_NE(refused(g, "fortune charge p-7-a").find("12.4: a charge by"), std::string::npos);
  ASSERT_TRUE(is_legal(g, "fortune charge p-8-a"));
  script(g, {"fortune charge p-8-a"});
  Action charge{ActionType::Stay};
  for (const Action& a : g.legal_actions()) {
    EXPECT_EQ(a.type, ActionType::Charge);
    if (a.type == ActionType::Charge && g.hex_name(a.hex2) == "1022") charge = a;
  }
  ASSERT_EQ(charge.type, ActionType::Charge);
  ASSERT_FALSE(g.apply(charge).has_value());
  EXPECT_TRUE(logged(g, "12.4", "the fortune's charge from " + g.hex_name(charge.hex) + " against 1022"));
  script(g, {"tactic none", "2", "3", "4"});  // the defender's tactic; the charge's check passes; the dice
  EXPECT_TRUE(logged(g, "7.13.3", "the charge is pressed home"));
  EXPECT_TRUE(logged(g, "7.7", "p-8-a 10 (the fortune's charge x2)")) << lines_of(g, "7.7").back();
  EXPECT_TRUE(unit(g, "p-8-a").has(kAttacked));
}

// 7.2: the fortune of an unattacked triggered hex serves that hex's units:
// they move (all of them), one charges or recovers; no enemy is named.
TEST(Mns_S12_4_FortunesOfWar, ATriggeredHexsFortuneServesThatHexOnly) {
  Game g = position("s07_two_brigades.toml");
  script(g, {"end"});
  ASSERT_EQ(g.deciding(), Side::Austria);
  EXPECT_TRUE(is_legal(g, "fortune move a-4-ir12"));
  EXPECT_FALSE(is_legal(g, "fortune move-enemy p-7-a"));
  EXPECT_FALSE(is_legal(g, "fortune morale p-7-a"));
  EXPECT_NE(
      refused(g, "fortune morale p-7-a").find("7.2: a triggered hex's fortune serves the units of 1026"),
      std::string::npos);
}

// 7.2, RN 11: the triggered hex's fortune is played in the combat phase
// that triggered it, once its combats are over; only then does the next
// phase begin. Its charge is that phase's combat: in the owner's own turn
// the unit is fresh again (it may move and attack), and the hex it charged
// may be attacked in the next combat phase.
TEST(Mns_S07_2_PotentialCombat, ATriggeredHexsFortuneIsPlayedBeforeTheNextPhaseBegins) {
  Game g = position("s07_two_brigades.toml");
  script(g, {"end"});
  ASSERT_EQ(g.deciding(), Side::Austria);
  EXPECT_EQ(g.state().phase, Phase::Combat);  // still the Prussian combat phase
  EXPECT_EQ(g.state().active, Side::Prussia);
  EXPECT_FALSE(logged(g, "3.2", "Austrian movement phase"));
  ASSERT_TRUE(is_legal(g, "fortune charge a-4-ir12")) << refused(g, "fortune charge a-4-ir12");
  script(g, {"fortune charge a-4-ir12"});
  Action charge{ActionType::Stay};
  for (const Action& a : g.legal_actions())
    if (a.type == ActionType::Charge && g.hex_name(a.hex2) == "1027") charge = a;
  ASSERT_EQ(charge.type, ActionType::Charge);
  ASSERT_FALSE(g.apply(charge).has_value());
  EXPECT_EQ(g.state().phase, Phase::Combat);
  // The charge is fought now (the defender's tactic, the check, the dice),
  // every decision and die taken as offered until the phase changes.
  for (int guard = 0; guard < 40 && g.state().phase == Phase::Combat && !g.over(); ++guard) {
    if (g.wait() == WaitKind::Chance)
      roll(g, 3);
    else
      ASSERT_FALSE(g.apply(g.legal_actions().front()).has_value());
  }
  ASSERT_TRUE(logged(g, "12.4", "the fortune's charge from 1026 against 1027"));
  ASSERT_TRUE(logged(g, "3.2", "Austrian movement phase"));
  EXPECT_EQ(g.state().active, Side::Austria);
  // The fortune's lines come before the Austrian movement phase's first.
  std::size_t charge_line = 0, phase_line = 0;
  for (std::size_t i = 0; i < g.log().size(); ++i) {
    const Event& e = g.log()[i];
    if (e.section == "12.4" && e.text.find("the fortune's charge") != std::string::npos) charge_line = i;
    if (e.section == "3.2" && e.text.find("Austrian movement phase") != std::string::npos) phase_line = i;
  }
  EXPECT_LT(charge_line, phase_line);
  EXPECT_TRUE(g.state().targeted.empty());  // 7.4: the new phase's hexes are all unattacked
  EXPECT_TRUE(g.state().charged.empty());
  for (const char* id : {"a-4-ir12", "p-7-a"}) {
    if (unit(g, id).where == Where::Map) {
      EXPECT_FALSE(unit(g, id).has(kAttacked | kDefended)) << id;
    }
  }
}

// 19.8: a unit in a hidden-movement box is off the map: no fortune names it.
TEST(Mns_S12_4_FortunesOfWar, NoFortuneNamesAHiddenUnit) {
  Game g = position("s12_fortune.toml");
  UnitState& hidden = piece(g, "a-4-ir26");
  hidden.where = Where::Box;
  hidden.box = 0;
  hidden.hex = kNoHex;
  ++g.state_mut().version;
  rout_for_a_fortune(g);
  int u = unit_index(g.scenario(), "a-4-ir26");
  for (const Action& a : g.legal_actions()) EXPECT_NE(a.unit, u) << g.notation(a);
  EXPECT_TRUE(is_legal(g, "fortune move-enemy a-4-ir12"));  // the routed unit on the map
}

}  // namespace
}  // namespace mns_fortune_test
}  // namespace bohemia::mns::test
