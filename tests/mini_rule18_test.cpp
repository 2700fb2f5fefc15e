// Rule 18, definitions: stationary cavalry and the reaction of charged
// cavalry, disorder after hand-to-hand combat and at the end of the move,
// who may initiate a combat, rally grades (Rout to Shaken to Disordered).
#include "mini/charge.h"
#include "mini_util.h"

namespace bohemia::mini::test {
namespace mini_rule18_test {
namespace {

Unit light(const std::string& id, const std::string& side) { return cavalry(id, side, Weight::Light); }

TEST(Mini_Rule18, FormedCavalryChargedFromHalfAMoveCounterChargeWithoutTest) {
  Roster r = roster({light("p", "p"), light("f", "f")});
  auto ev = evaluate(r, charge("p", "f", true));
  ASSERT_TRUE(ev);
  EXPECT_TRUE(ev->rolls.empty());
  ASSERT_EQ(ev->branches.size(), 1u);
  ASSERT_TRUE(ev->branches[0].combat);
  EXPECT_EQ(mod(ev->branches[0].combat->target.modifiers, "Stationary"), 0);
}

TEST(Mini_Rule18, CavalryChargedFromNearerAreStationaryMinus2) {
  Roster r = roster({light("p", "p"), light("f", "f")});
  auto ev = evaluate(r, charge("p", "f", false));
  ASSERT_TRUE(ev);
  ASSERT_TRUE(ev->branches[0].combat);
  EXPECT_EQ(mod(ev->branches[0].combat->target.modifiers, "Stationary"), -2);
  EXPECT_EQ(ev->branches[0].combat->margin, 2);
}

TEST(Mini_Rule18, DisorderedCavalryChargedTestToCounterCharge) {
  Unit f = light("f", "f");
  f.state = State::Disordered;  // -1 disordered +1 support: 0
  Roster r = roster({light("p", "p"), f});
  auto ev = evaluate(r, charge("p", "f", true));
  ASSERT_TRUE(ev);
  ASSERT_EQ(ev->rolls.size(), 1u);
  ASSERT_EQ(ev->branches.size(), 3u);
  // Pass: counter-charges, not stationary: factors 0 v -1.
  ASSERT_TRUE(ev->branches[0].combat);
  EXPECT_EQ(ev->branches[0].combat->margin, 1);
  // Shaken: stationary and Shaken: 0 v -4.
  ASSERT_TRUE(ev->branches[1].combat);
  EXPECT_EQ(ev->branches[1].combat->margin, 4);
  // Rout: no combat.
  EXPECT_FALSE(ev->branches[2].combat);
  Roster passed = r;
  roll(passed, charge("p", "f", true), {3, 3, 3});
  EXPECT_EQ(passed.find("f")->state, State::Disordered);  // 3+3+1 = 7: draw
  Roster broke = r;
  roll(broke, charge("p", "f", true), {1, 3, 3});  // 1: Shaken and stationary; 6 + 4 = 10: the Loser routs
  EXPECT_EQ(broke.find("f")->state, State::Routed);
  EXPECT_TRUE(has_step(broke, StepKind::Pursuit, "p"));
}

TEST(Mini_Rule18, ChargedCavalryMayEvadeIfTheyPass) {
  Unit f = light("f", "f");
  f.state = State::Shaken;  // -2 +1 = -1: a 4 passes
  Roster r = roster({light("p", "p"), f});
  Request q = charge("p", "f", true);
  q.react = Reaction::Evade;
  Resolution res = roll(r, q, {4});
  EXPECT_EQ(res.rolls.size(), 1u);
  EXPECT_TRUE(mentions(res, "evades"));
  EXPECT_EQ(r.find("p")->state, State::Formed);
}

TEST(Mini_Rule18, AllTroopsAreDisorderedAfterHandToHandCombat) {
  // Rule 14 "2-3" names no state for the Loser: it is Disordered.
  Roster r = roster({light("p", "p"), light("f", "f")});
  Resolution res = roll(r, charge("p", "f"), {1, 1});
  EXPECT_EQ(r.find("f")->state, State::Disordered);
  EXPECT_TRUE(mentions(res, "all troops are Disordered after hand-to-hand combat"));
}

TEST(Mini_Rule18, AResultNeverImprovesAUnit) {
  // A Shaken square charged; "Cavalry win 2-3" says both Disordered: it stays Shaken.
  Unit sq = infantry("i", "f");
  sq.formation = Formation::Square;
  sq.state = State::Shaken;                   // +4 -2 = 2
  Unit c = cavalry("c", "p", Weight::Heavy);  // +3: Cavalry win by 1
  Roster r = roster({c, sq});
  roll(r, charge("c", "i", false), {1, 1});
  EXPECT_EQ(r.find("i")->state, State::Shaken);
}

TEST(Mini_Rule18, DisorderedShakenOrRoutedMayNotInitiateACombat) {
  for (State s : {State::Disordered, State::Shaken, State::Routed}) {
    Unit p = light("p", "p");
    p.state = s;
    EXPECT_NE(refusal(roster({p, light("f", "f")}), charge("p", "f")).find("rule 18"), std::string::npos)
        << name(s);
  }
}

TEST(Mini_Rule18, DisorderedBecomeFormedAtTheEndOfTheMoveWithoutPip) {
  Unit a = infantry("a", "p"), b = infantry("b", "p"), c = cavalry("c", "p", Weight::Light);
  a.state = State::Disordered;
  b.state = State::Shaken;
  c.state = State::Disordered;
  c.pursuing = true;  // pursuers rally instead (rule 16)
  Roster r = roster({a, b, c});
  r.move = 4;
  Resolution res = roll(r, verb(Verb::EndOfMove, ""), {});
  EXPECT_EQ(r.find("a")->state, State::Formed);
  EXPECT_EQ(r.find("b")->state, State::Shaken);
  EXPECT_EQ(r.find("c")->state, State::Disordered);
  EXPECT_EQ(r.move, 5);
  // Shaken units and pursuers must attempt to rally in the new move.
  EXPECT_TRUE(has_step(r, StepKind::Rally, "b"));
  EXPECT_TRUE(has_step(r, StepKind::Rally, "c"));
  EXPECT_FALSE(has_step(r, StepKind::Rally, "a"));
}

TEST(Mini_Rule18, RallyShakenBecomesDisordered) {
  Unit b = infantry("b", "p");
  b.state = State::Shaken;
  Roster r = roster({b});
  Request q = verb(Verb::Rally, "b");
  q.commander = true;
  roll(r, q, {4});  // 4 -2 +1 = 3
  EXPECT_EQ(r.find("b")->state, State::Disordered);
  EXPECT_TRUE(has_step(r, StepKind::EndOfMove, ""));
}

// Ruling R8: a Shaken unit scoring 0 or less on its rally test routs.
TEST(Mini_Rule18, RallyShakenFailingBadlyRouts) {
  Unit b = infantry("b", "p");
  b.state = State::Shaken;
  b.supports.clear();  // -2 shaken -1 no supports
  Roster r = roster({b});
  Request q = verb(Verb::Rally, "b");
  q.commander = true;
  roll(r, q, {3});  // 0: rout
  EXPECT_EQ(r.find("b")->state, State::Routed);
  Roster s = roster({b});
  roll(s, q, {4});  // 1: stays Shaken
  EXPECT_EQ(s.find("b")->state, State::Shaken);
}

TEST(Mini_Rule18, NothingToRallyForFormedOrDisordered) {
  Unit a = infantry("a", "p");
  a.state = State::Disordered;
  EXPECT_NE(refusal(roster({a}), verb(Verb::Rally, "a")).find("nothing to rally"), std::string::npos);
}

}  // namespace
}  // namespace mini_rule18_test
}  // namespace bohemia::mini::test
