// Musket & Saber (Königgrätz), issue 16: night combat (§14.2 (4), (5)).
// The shipped data has no night turn (RN 26): the tests make turn 1 one.
// Position tests/mns/data/s14_night.toml: p-7-a (5) charging a-4-ir12 (3)
// is +2, crt.toml's column "+1 to +2": die 6 Dr (a pressed charge makes it
// Dm (Ax)), die 3 Ex (Ax). Night adds 2 to every morale roll (14.2 (2)).
#include "mns/rules.h"
#include "mns_test_util.h"

namespace bohemia::mns::test {
namespace mns_night_test {
namespace {

Game night_position() {
  auto sc = std::make_shared<Scenario>(*koniggratz());
  sc->light[0] = Light::Night;
  return position("s14_night.toml", 1, sc);
}

std::vector<std::string> legal(const Game& g) {
  std::vector<std::string> out;
  for (const Action& a : g.legal_actions()) out.push_back(g.notation(a));
  return out;
}

TEST(Mns_S14_2_Night, OnlyADeclaredInfantryChargeAttacksAndNoBatteryFires) {
  Game g = night_position();
  EXPECT_EQ(legal(g), (std::vector<std::string>{"end", "attack 1026"}));  // no bombardment (14.2 (5))
  script(g, {"attack 1026"});  // p-7-b declared no charge: it may not join
  EXPECT_TRUE(logged(g, "7.5", "attacks 1026 with p-7-a")) << lines_of(g, "7.5").back();
  EXPECT_FALSE(logged(g, "7.5", "p-7-b"));
  script(g, {"tactic none"});  // the defender's; the attacker's only tactic was Charge
  EXPECT_TRUE(logged(g, "7.13", "tactics: the attacker charge, the defender none"));
}

TEST(Mns_S14_2_Night, ARoutedDefendersHexIsTheOnlyAdvance) {
  Game g = night_position();
  script(g, {"attack 1026", "tactic none", "2", "6", "6"});  // pressed home; Dm: the check fails
  script(g, {"step a-4-ir12 1025", "step a-4-ir12 1024", "step a-4-ir12 1023"});
  // A pressed charge must advance (7.13.3): the vacated hex is the only
  // advance at night, one hex, so it is taken without a decision.
  EXPECT_TRUE(logged(g, "7.12", "p-7-a advances to 1026"));
  EXPECT_EQ(hex_of(g, "p-7-a"), "1026");
  EXPECT_EQ(lines_of(g, "7.12").size(), 1u);                // no second hex after the rout at night
  EXPECT_TRUE(is_legal(g, "fortune move-enemy a-4-ir12"));  // the rout's fortune of war (7.8, 12.4)
  pass_fortunes(g);
  EXPECT_EQ(legal(g), (std::vector<std::string>{"end"}));
}

TEST(Mns_S14_2_Night, ANightChargeThatDoesNotRoutRetreatsDisrupted) {
  Game g = night_position();
  script(g, {"attack 1026", "tactic none", "2", "3", "1", "loss"});  // Ex: Ax, passed; the owner's loss
  EXPECT_TRUE(logged(g, "14.2", "the attackers retreat disrupted"));
  EXPECT_TRUE(unit(g, "p-7-a").has(kDisrupted));
  ASSERT_EQ(g.deciding(), Side::Prussia);
  ASSERT_TRUE(is_legal(g, "step p-7-a 1028")) << legal(g).front();
  script(g, {"step p-7-a 1028", "stay"});
  EXPECT_EQ(hex_of(g, "p-7-a"), "1028");
  EXPECT_FALSE(is_legal(g, "advance a-4-ir12 1027"));  // 14.2 (4): the defender may not advance
  EXPECT_EQ(hex_of(g, "a-4-ir12"), "1026");
}

}  // namespace
}  // namespace mns_night_test
}  // namespace bohemia::mns::test
