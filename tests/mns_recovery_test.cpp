// Musket & Saber (Königgrätz), issue 16: the recovery check (§11.1), step recovery (§11.2:
// replacements, one per formation a turn, RN 27; checks of eliminated
// units) and effectiveness recovery (§11.3).
#include <fmt/format.h>

#include "mns/rules.h"
#include "mns_test_util.h"

namespace bohemia::mns::test {
namespace mns_recovery_test {
namespace {

void to_austrian_movement(Game& g) {
  script(g, {"end"});
  pass_fortunes(g);  // 7.2: the triggered hexes' fortunes go unused
  roll(g, 3);
  script(g, {"begin"});
  ASSERT_EQ(g.state().phase, Phase::Movement);
  ASSERT_EQ(g.state().active, Side::Austria);
}

TEST(Mns_S11_2_Replacements, OneStepAFormationATurnFlipsAReducedBrigade) {
  Game g = position("s11_replacements.toml");
  to_austrian_movement(g);
  ASSERT_TRUE(is_legal(g, "replace a-4-ir12"));
  ASSERT_TRUE(is_legal(g, "replace a-4-ir26"));
  script(g, {"replace a-4-ir12"});
  EXPECT_FALSE(unit(g, "a-4-ir12").has(kBack));
  EXPECT_TRUE(logged(g, "11.2", "a-4-ir12 takes a replacement step: back to full strength"));
  EXPECT_FALSE(is_legal(g, "replace a-4-ir26"));  // IV Corps' one step of the turn is used
  EXPECT_TRUE(unit(g, "a-4-ir26").has(kBack));
}

TEST(Mns_S11_2_Replacements, AnEliminatedUnitChecksToComeBackOrIsDestroyed) {
  for (int die : {1, 6}) {
    Game g = position("s11_replacements.toml");
    UnitState& gone = g.state_mut().units[static_cast<std::size_t>(unit_index(g.scenario(), "a-4-ir6"))];
    gone = UnitState{};
    gone.where = Where::Eliminated;
    ++g.state_mut().version;
    to_austrian_movement(g);
    ASSERT_TRUE(is_legal(g, "replace a-4-ir6"));  // a replacement step would rebuild it
    ASSERT_TRUE(is_legal(g, "recover a-4-ir6"));
    script(g, {"recover a-4-ir6", std::to_string(die)});
    const UnitState& u = unit(g, "a-4-ir6");
    if (die == 1) {
      EXPECT_EQ(u.where, Where::Track);
      EXPECT_EQ(u.track, g.state().turn + 1);  // back on the next turn (13.2)
      EXPECT_TRUE(u.has(kBack));               // one step of a two-step unit
    } else {
      EXPECT_EQ(u.where, Where::Destroyed);                                           // 11.2: gone for good
      EXPECT_EQ(g.state().vp_destroyed[static_cast<std::size_t>(Side::Prussia)], 1);  // 18.3
    }
  }
}

// 11.1, RN 6: a disrupted unit that was in an EZOC this phase and leaves it
// (6.3: its MA above the enemy's) checks morale at the end of its move,
// with its MR undisrupted and nothing added to the roll: it recovers on a
// roll up to its MR and stays disrupted above it.
TEST(Mns_S11_1_Recovery, AUnitThatWasInAnEzocChecksAtTheEndOfItsMove) {
  for (int die : {5, 6}) {
    Game g = position("s11_recovery_check.toml");
    to_austrian_movement(g);
    ASSERT_TRUE(unit(g, "a-e-appel").has(kInEzoc));  // 11.1: not march-eligible all phase
    script(g, {"move a-e-appel"});
    roll(g, 5);  // 4.4, 6.3: its MA rolled on two dice, 10: 8
    ASSERT_TRUE(is_legal(g, "to 1024")) << "1024 is three hexes from the Prussian at 1027";
    script(g, {"to 1024"});
    ASSERT_EQ(g.wait(), WaitKind::Chance);  // the recovery check
    EXPECT_EQ(g.dice(), 1);
    play(g, "roll " + std::to_string(die));
    EXPECT_TRUE(logged(g, "11.1",
                       fmt::format("a-e-appel tries to recover: rolls {} against MR 5: {}", die,
                                   die == 5 ? "passes" : "fails")))
        << lines_of(g, "11.1").back();
    EXPECT_EQ(unit(g, "a-e-appel").has(kDisrupted), die == 6);
    EXPECT_EQ(logged(g, "11.3", "a-e-appel recovers"), die == 5);
    EXPECT_FALSE(logged(g, "11.1", "a-e-appel recovers (march-eligible all phase)"));
  }
}

TEST(Mns_S11_3_Effectiveness, AnIneffectiveCavalryUnitRecoversAReducedBrigadeDoesNot) {
  Game g = position("s11_effectiveness.toml");  // the end of the Prussian movement phase
  EXPECT_FALSE(unit(g, "p-f-hvy").has(kBack));
  EXPECT_TRUE(logged(g, "11.1", "p-f-hvy recovers (march-eligible all phase)"));
  EXPECT_TRUE(unit(g, "p-7-b").has(kBack));  // a lost step comes back only by 11.2
  EXPECT_FALSE(logged(g, "11.1", "p-7-b"));
}

}  // namespace
}  // namespace mns_recovery_test
}  // namespace bohemia::mns::test
