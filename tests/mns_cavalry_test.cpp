// Musket & Saber (Königgrätz), issue 16 stage 3: cavalry charges (§9.3)
// against the Königgrätz squares (§19.3). Position
// tests/mns/data/s09_charge.toml: charge factor 6 against 3 + 2 (square) =
// +1, crt.toml's column "+1 to +2": die 3 Ex, die 6 Dr.
#include "mns/rules.h"
#include "mns_test_util.h"

namespace bohemia::mns::test {
namespace mns_cavalry_test {
namespace {

TEST(Mns_S09_3_CavalryCharge, ADRoutsTheSquareWithAStepLossAndTheCavalryEndsIneffective) {
  Game g = position("s09_charge.toml");
  ASSERT_TRUE(is_legal(g, "charge 1027 1026"));
  script(g, {"charge 1027 1026", "2"});  // the cavalry passes its charge check
  EXPECT_TRUE(logged(g, "19.3", "a-4-ir12 is in square: no morale check"));
  script(g, {"6", "6"});  // Dr becomes Dm (Am); the square fails (6 always fails)
  EXPECT_TRUE(logged(g, "7.7", "attack 6 (p-f-hvy 6) against defence 5 (a-4-ir12 5 (square +2))"))
      << lines_of(g, "7.7").back();
  EXPECT_TRUE(logged(g, "7.13", "the tactics make it Dm (Am)"));
  EXPECT_TRUE(unit(g, "a-4-ir12").has(kBack));  // 9.3 (5): the rout costs a step
  script(g, {"step a-4-ir12 1025", "step a-4-ir12 1024", "step a-4-ir12 1023", "pass"});
  EXPECT_EQ(hex_of(g, "a-4-ir12"), "1023");
  EXPECT_TRUE(unit(g, "a-4-ir12").has(kDisrupted));
  EXPECT_TRUE(unit(g, "p-f-hvy").has(kBack));  // 9.3 (7)
}

TEST(Mns_S09_3_CavalryCharge, AnyOtherResultIsAmArForTheCavalry) {
  Game g = position("s09_charge.toml");
  script(g, {"charge 1027 1026", "2", "3", "2"});  // Ex becomes Am (Ar); the cavalry passes: Ar
  EXPECT_TRUE(logged(g, "7.13", "the tactics make it Am (Ar)"));
  ASSERT_EQ(g.deciding(), Side::Prussia);
  script(g, {"disrupt"});
  EXPECT_TRUE(unit(g, "p-f-hvy").has(kDisrupted));
  EXPECT_EQ(hex_of(g, "a-4-ir12"), "1026");
  EXPECT_FALSE(unit(g, "a-4-ir12").has(kBack));
}

TEST(Mns_S09_3_CavalryCharge, AFailedChargeCheckDisruptsTheCavalryAndNoCombatFollows) {
  Game g = position("s09_charge.toml");
  script(g, {"charge 1027 1026", "6"});
  EXPECT_TRUE(logged(g, "9.3", "the charge is not made"));
  EXPECT_TRUE(unit(g, "p-f-hvy").has(kDisrupted));
  EXPECT_TRUE(lines_of(g, "7.7").empty());
  EXPECT_FALSE(is_legal(g, "attack 1026"));  // the charge was the hex's combat
}

}  // namespace
}  // namespace mns_cavalry_test
}  // namespace bohemia::mns::test

namespace bohemia::mns::test {
namespace mns_cavalry_test {
namespace {

TEST(Mns_S09_3_2_SecondCharge, AChargedHexMayBeChargedAgainButAttackedNoOtherWay) {
  Game g = position("s09_two_charges.toml");
  ASSERT_TRUE(is_legal(g, "charge 1127 1026"));
  script(g, {"charge 1027 1026", "2", "3", "2", "disrupt"});  // Ex: Am (Ar), passed: the cavalry disrupts
  EXPECT_TRUE(unit(g, "p-f-hvy").has(kBack));
  EXPECT_TRUE(is_legal(g, "charge 1127 1026"));  // 9.3 (2): each charge resolved apart
  EXPECT_FALSE(is_legal(g, "attack 1026"));
  std::string err;
  std::optional<std::string> refusal = g.apply(*g.parse("attack 1026", &err));
  ASSERT_TRUE(refusal.has_value());
  EXPECT_NE(refusal->find("9.3 (2)"), std::string::npos) << *refusal;
  script(g, {"charge 1127 1026", "2"});
  EXPECT_EQ(lines_of(g, "7.7").size(), 2u);  // a second combat against the same hex
}

TEST(Mns_S09_3_2_SecondCharge, AHexAttackedOtherwiseMayNotBeCharged) {
  Game g = position("s09_two_charges.toml");
  script(g, {"attack 1026", "with p-7-a", "go", "tactic none", "tactic none", "5", "2"});
  EXPECT_FALSE(is_legal(g, "charge 1027 1026"));
  EXPECT_FALSE(is_legal(g, "charge 1127 1026"));
}

}  // namespace
}  // namespace mns_cavalry_test
}  // namespace bohemia::mns::test

namespace bohemia::mns::test {
namespace mns_cavalry_test {
namespace {

TEST(Mns_S09_3_6_ChainedCharge, AfterARoutTheEffectiveCavalryMayAdvanceAndChargeOn) {
  Game g = position("s09_chain.toml");
  script(g, {"charge 1027 1026", "2", "6", "6"});  // Dm: the square fails, routs with a step lost
  script(g, {"step a-4-ir12 1025", "step a-4-ir12 1024", "step a-4-ir12 1023"});
  script(g, {"advance p-f-hvy 1026", "pass"});
  EXPECT_FALSE(unit(g, "p-f-hvy").has(kBack));  // still effective: the charge may go on
  ASSERT_TRUE(is_legal(g, "charge 1026 0926")) << g.notation(g.legal_actions().front());
  EXPECT_TRUE(is_legal(g, "pass"));
  script(g, {"charge 1026 0926"});
  EXPECT_TRUE(logged(g, "9.3", "the cavalry at 1026 charges on against 0926 (9.3 (6))"));
  if (g.wait() == WaitKind::Decision && is_legal(g, "pass")) script(g, {"pass"});  // the rout's fortune (7.8)
  script(g, {"2"});  // the charge check; the square makes none (19.3)
  EXPECT_EQ(lines_of(g, "7.7").size(), 2u);
  EXPECT_TRUE(logged(g, "7.7", "p-f-hvy 6")) << lines_of(g, "7.7").back();
  script(g, {"3", "2", "disrupt"});            // Ex: Am (Ar), passed: the cavalry disrupts; the chain ends
  EXPECT_TRUE(unit(g, "p-f-hvy").has(kBack));  // 9.3 (7): ineffective at the end
  EXPECT_EQ(hex_of(g, "a-4-ir26"), "0926");
}

TEST(Mns_S09_3_6_ChainedCharge, NoRoutNoChain) {
  Game g = position("s09_chain.toml");
  script(g, {"charge 1027 1026", "2", "3", "2", "disrupt"});  // Ex: Am (Ar)
  EXPECT_FALSE(is_legal(g, "charge 1027 1026"));
  EXPECT_TRUE(unit(g, "p-f-hvy").has(kBack));
  EXPECT_FALSE(logged(g, "9.3", "charges on"));
}

}  // namespace
}  // namespace mns_cavalry_test
}  // namespace bohemia::mns::test
