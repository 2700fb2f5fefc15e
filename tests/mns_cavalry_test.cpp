// Musket & Saber (Königgrätz), issue 16 stage 3: cavalry charges (§9.3)
// against the Königgrätz squares (§19.3). Position
// tests/mns/data/s09_charge.toml: charge factor 6 against 3 + 2 (square) =
// +1, crt.toml's column "+1 to +2": die 3 Ex, die 6 Dr.
#include "mns/rules.h"
#include "mns_test_util.h"

namespace bohemia::mns::test {
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
}  // namespace bohemia::mns::test
