// Musket & Saber (Königgrätz), issue 16: countercharges (§9.4, ruling
// Positions tests/mns/data/s09_countercharge*.toml; crt.toml's
// columns: "-3 to -2" die 4 Ac (NE); "+1 to +2" die 3 Ex, die 6 Dr.
#include "mns/rules.h"
#include "mns_test_util.h"

namespace bohemia::mns::test {
namespace mns_countercharge_test {
namespace {

// Retreats: the first hex offered while there is one, else "stay".
void take_first_steps(Game& g) {
  for (int guard = 0; guard < 50 && g.wait() == WaitKind::Decision; ++guard) {
    const auto& l = g.legal_actions();
    auto step = std::find_if(l.begin(), l.end(), [](const Action& a) { return a.type == ActionType::Step; });
    if (step != l.end()) {
      ASSERT_FALSE(g.apply(*step).has_value());
    } else if (is_legal(g, "stay")) {
      play(g, "stay");
    } else {
      return;
    }
  }
}

TEST(Mns_S09_4_Countercharge, AgainstInfantryTheCavalryChargesAndReadsTheTableAsTheAttacker) {
  Game g = position("s09_countercharge.toml");
  script(g, {"attack 1026", "tactic none"});
  ASSERT_TRUE(is_legal(g, "tactic countercharge"));
  script(g, {"tactic countercharge", "2"});  // the cavalry's charge check passes
  EXPECT_TRUE(logged(g, "9.4", "a-e-appel countercharges"));
  EXPECT_TRUE(logged(g, "19.3", "p-7-a is in square: no morale check"));  // Prussian infantry (19.3)
  script(g, {"4", "2"});  // 4 - 7 = -3: Ac (NE), not a D result: Dm (Dr) for the cavalry; it passes
  EXPECT_TRUE(
      logged(g, "9.4", "countercharge 4 (a-e-appel 4 (charge factor)) against 7 (p-7-a 7 (square +2))"))
      << lines_of(g, "9.4").back();
  EXPECT_TRUE(logged(g, "7.13", "the tactics make it Dm (Dr)"));
  ASSERT_EQ(g.deciding(), Side::Austria);  // Dr: the owner's choice
  script(g, {"disrupt"});
  EXPECT_TRUE(unit(g, "a-e-appel").has(kDisrupted));
  EXPECT_TRUE(unit(g, "a-e-appel").has(kBack));  // 9.3 (7): ineffective after its countercharge
  EXPECT_EQ(hex_of(g, "p-7-a"), "1027");
}

TEST(Mns_S09_4_Countercharge, AFailedCheckDisruptsTheCavalryAndTheAttackGoesOn) {
  Game g = position("s09_countercharge.toml");
  script(g, {"attack 1026", "tactic none", "tactic countercharge", "6"});
  EXPECT_TRUE(logged(g, "9.4", "the countercharge is not made"));
  EXPECT_TRUE(unit(g, "a-e-appel").has(kDisrupted));
  script(g, {"4", "4"});  // 5 against 2 halved (disrupted) = 1: +4
  EXPECT_TRUE(logged(g, "7.7", "attack 5 (p-7-a 5) against defence 1 (a-e-appel 1 (disrupted))"))
      << lines_of(g, "7.7").back();
}

TEST(Mns_S09_4_Countercharge, ADResultRoutsTheAttackersWithAStepLoss) {
  Game g = position("s09_countercharge_cavalry.toml");
  script(g, {"attack 1026", "tactic none", "tactic countercharge", "2", "2"});  // both checks pass
  script(g, {"6", "6"});  // 4 - 2 = +2: Dr, a D result: the attackers' rout check fails (6)
  EXPECT_TRUE(logged(g, "7.13", "the tactics make it Am (Dm)"));
  EXPECT_TRUE(logged(g, "9.4", "the attackers rout"));
  EXPECT_TRUE(logged(g, "7.11", "p-f-hvy loses its last step"));
  EXPECT_NE(unit(g, "p-f-hvy").where, Where::Map);
  EXPECT_EQ(hex_of(g, "a-e-appel"), "1026");
}

TEST(Mns_S09_4_Countercharge, AgainstAChargeBothUseTheirChargeFactorsAndAnExSendsBothBack) {
  Game g = position("s09_countercharge_cavalry.toml");
  script(g, {"charge 1027 1026", "2", "2"});  // the charger's check, the target's check
  ASSERT_EQ(g.deciding(), Side::Austria);
  ASSERT_TRUE(is_legal(g, "tactic countercharge"));
  script(g, {"tactic countercharge", "3", "2"});  // 6 - 4 = +2: Ex
  EXPECT_TRUE(logged(g, "9.4", "both sides use their charge factors"));
  EXPECT_TRUE(logged(g, "7.7", "attack 6 (p-f-hvy 6) against defence 4 (a-e-appel 4 (charge factor))"))
      << lines_of(g, "7.7").back();
  take_first_steps(g);
  EXPECT_NE(hex_of(g, "a-e-appel"), "1026");  // the defender retreats first
  EXPECT_NE(hex_of(g, "p-f-hvy"), "1027");
  EXPECT_TRUE(unit(g, "a-e-appel").has(kBack));
  EXPECT_TRUE(unit(g, "p-f-hvy").has(kBack));
}

TEST(Mns_S09_4_Countercharge, AgainstAChargeAPassedRoutCheckSendsBothBack) {
  Game g = position("s09_countercharge_cavalry.toml");
  script(g, {"charge 1027 1026", "2", "2", "tactic countercharge", "6", "2"});  // Dr: Dm, passed
  EXPECT_TRUE(logged(g, "7.13", "the tactics make it Dm"));
  EXPECT_TRUE(logged(g, "9.4", "no rout: both sides retreat"));
}

TEST(Mns_S09_4_Countercharge, InfantryMayNotCountercharge) {
  Game g = position("s07_same_id.toml");
  script(g, {"attack 1026", "defend a-4-ir12", "tactic none"});
  EXPECT_FALSE(is_legal(g, "tactic countercharge"));
}

}  // namespace
}  // namespace mns_countercharge_test
}  // namespace bohemia::mns::test
