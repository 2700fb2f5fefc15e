// Rule 17, the morale test: each modifier of "How to test" on its own, each
// result band, the automatic rout at each casualty limit, and the test at
// once after artillery casualties.
#include "mini/morale.h"
#include "mini_util.h"

namespace bohemia::mini::test {
namespace mini_rule17_test {
namespace {

// A Formed class B brigade with its general within 8" and a support at 6":
// no modifier at all.
Unit plain() {
  Unit u = infantry("u", "p");
  u.supports = {{6, ""}};
  return u;
}

int mods_of(const Unit& u, TestContext ctx = {}, const std::vector<Unit>& roster = {}) {
  return total(morale_modifiers(u, roster, ctx));
}

TEST(Mini_Rule17, PlainUnitHasNoModifier) { EXPECT_EQ(mods_of(plain()), 0); }

TEST(Mini_Rule17, ClassAPlus1ClassCMinus1) {
  Unit u = plain();
  u.grade = Grade::A;
  EXPECT_EQ(mods_of(u), 1);
  u.grade = Grade::C;
  EXPECT_EQ(mods_of(u), -1);
}

TEST(Mini_Rule17, GeneralAttachedPlus1NoGeneralWithin8Minus1) {
  Unit u = plain();
  u.general = General::Attached;
  EXPECT_EQ(mods_of(u), 1);
  u.general = General::None;
  EXPECT_EQ(mods_of(u), -1);
}

TEST(Mini_Rule17, SupportsWithin4Plus1NoSupportsWithin8Minus1) {
  Unit u = plain();
  u.supports = {{4, ""}};
  EXPECT_EQ(mods_of(u), 1);
  u.supports = {{8, ""}};
  EXPECT_EQ(mods_of(u), 0);
  u.supports = {{8.5, ""}};
  EXPECT_EQ(mods_of(u), -1);
  u.supports.clear();
  EXPECT_EQ(mods_of(u), -1);
}

TEST(Mini_Rule17, InBuiltUpAreaPlus1) {
  Unit u = plain();
  u.bua = true;
  EXPECT_EQ(mods_of(u), 1);
}

TEST(Mini_Rule17, BehindFormedSupportsPlus1) {
  Unit u = plain();
  u.behind_supports = true;
  EXPECT_EQ(mods_of(u), 1);
}

TEST(Mini_Rule17, EachCasualtyMinus1) {
  Unit u = plain();
  u.casualties = 4;
  EXPECT_EQ(mods_of(u), -4);
}

TEST(Mini_Rule17, RoutWithin4Minus1) {
  Unit u = plain();
  EXPECT_EQ(mods_of(u, {true, false}), -1);
  u.rout_near = true;
  EXPECT_EQ(mods_of(u), -1);
}

TEST(Mini_Rule17, RoutedThroughMinus1) {
  Unit u = plain();
  EXPECT_EQ(mods_of(u, {false, true}), -1);
  u.routed_through = true;
  EXPECT_EQ(mods_of(u), -1);
}

TEST(Mini_Rule17, DisorderedOrPursuitMinus1) {
  Unit u = plain();
  u.state = State::Disordered;
  EXPECT_EQ(mods_of(u), -1);
  Unit c = cavalry("c", "p", Weight::Light);
  c.supports = {{6, ""}};
  c.pursuing = true;
  EXPECT_EQ(mods_of(c), -1);
}

TEST(Mini_Rule17, RoutOrShakenMinus2) {
  Unit u = plain();
  u.state = State::Shaken;
  EXPECT_EQ(mods_of(u), -2);
  u.state = State::Routed;
  EXPECT_EQ(mods_of(u), -2);
}

// Rule 18: a Disordered, Shaken or Routed unit may not count as support.
TEST(Mini_Rule17, OnlyFormedFriendsCountAsSupports) {
  Unit u = plain();
  u.supports = {{3, "s"}};
  Unit s = infantry("s", "p");
  EXPECT_EQ(mods_of(u, {}, {u, s}), 1);
  for (State st : {State::Disordered, State::Shaken, State::Routed}) {
    s.state = st;
    std::vector<std::string> notes;
    EXPECT_EQ(total(morale_modifiers(u, {u, s}, {}, &notes)), -1) << name(st);
    ASSERT_EQ(notes.size(), 1u);
    EXPECT_NE(notes[0].find("rule 18"), std::string::npos);
  }
  Unit enemy = infantry("s", "f");
  EXPECT_EQ(mods_of(u, {}, {u, enemy}), -1);
}

TEST(Mini_Rule17, ResultBands3UpMakesMorale1To2Shaken0OrLessRout) {
  EXPECT_EQ(morale_result(3), MoraleResult::Pass);
  EXPECT_EQ(morale_result(9), MoraleResult::Pass);
  EXPECT_EQ(morale_result(2), MoraleResult::Shaken);
  EXPECT_EQ(morale_result(1), MoraleResult::Shaken);
  EXPECT_EQ(morale_result(0), MoraleResult::Rout);
  EXPECT_EQ(morale_result(-4), MoraleResult::Rout);
}

TEST(Mini_Rule17, RollingEachBandChangesTheUnit) {
  Unit u = plain();
  u.casualties = 1;  // -1: a 4 passes, a 2 or 3 is Shaken, a 1 routs
  for (auto [die, want] : {std::pair{4, State::Formed}, std::pair{3, State::Shaken},
                           std::pair{2, State::Shaken}, std::pair{1, State::Routed}}) {
    Roster r = roster({u});
    Resolution res = roll(r, verb(Verb::Morale, "u"), {die});
    EXPECT_EQ(r.find("u")->state, want) << die;
    EXPECT_EQ(res.rolls[0].total, die - 1);
  }
}

TEST(Mini_Rule17, MoraleWaysCountTheSixFaces) {
  for (int m = -8; m <= 8; ++m) {
    auto w = morale_ways(m);
    EXPECT_EQ(w[0] + w[1] + w[2], 6) << m;
    int pass = 0;
    for (int d = 1; d <= 6; ++d) pass += d + m >= 3;
    EXPECT_EQ(w[0], pass) << m;
  }
  EXPECT_EQ(morale_ways(0), (std::array<int, 3>{4, 2, 0}));
  EXPECT_EQ(morale_ways(-2), (std::array<int, 3>{2, 2, 2}));
}

TEST(Mini_Rule17, AutomaticRoutAtInfantry6Cavalry4Artillery3) {
  for (auto [u, limit] : {std::pair{infantry("x", "p"), 6}, std::pair{cavalry("x", "p", Weight::Light), 4},
                          std::pair{battery("x", "p"), 3}}) {
    EXPECT_EQ(casualty_limit(u.arm), limit);
    u.casualties = limit - 1;
    Request q = verb(Verb::Morale, "x");
    q.hits = 1;
    Roster r = roster({u});
    Resolution res = roll(r, q, {});  // no die: the rout is automatic
    EXPECT_EQ(r.find("x")->state, State::Routed) << name(u.arm);
    EXPECT_TRUE(res.rolls.empty());
    EXPECT_TRUE(mentions(res, "automatic rout"));
    EXPECT_TRUE(has_step(r, StepKind::Reaction, "x"));
  }
}

TEST(Mini_Rule17, BelowTheLimitTheUnitTests) {
  Unit u = infantry("x", "p");
  u.casualties = 4;
  Request q = verb(Verb::Morale, "x");
  q.hits = 1;  // 5 casualties: one short of the limit
  Roster r = roster({u});
  auto ev = evaluate(r, q);
  ASSERT_TRUE(ev);
  ASSERT_EQ(ev->rolls.size(), 1u);
  EXPECT_EQ(mod(ev->rolls[0].modifiers, "Each casualty"), -5);  // the new hits count at once
  roll(r, q, {6});
  EXPECT_EQ(r.find("x")->casualties, 5);
  EXPECT_EQ(r.find("x")->state, State::Shaken);  // 6 - 5 (casualties) + 1 (support) = 2
}

TEST(Mini_Rule17, ACombatResultReachingTheLimitRoutsAutomatically) {
  Unit c = cavalry("c", "p", Weight::Light);
  c.casualties = 2;  // rule 14 "4-5": the Winner loses 2 more: 4 = the cavalry limit
  Roster r = roster({c, cavalry("f", "f", Weight::Light)});
  r.find("f")->casualties = 2;  // factors -2 v -2: equal, the charger is the Winner
  Resolution res = roll(r, charge("c", "f"), {2, 2});
  EXPECT_EQ(r.find("c")->casualties, 4);
  EXPECT_EQ(r.find("c")->state, State::Routed);
  EXPECT_TRUE(mentions(res, "automatic rout"));
}

}  // namespace
}  // namespace mini_rule17_test
}  // namespace bohemia::mini::test
