// Rule 14, cavalry against cavalry: every combat factor on its own, every
// row of the result table (both ends of each band), the Winner and margin,
// and rule 14's general conditions.
#include "mini/charge.h"
#include "mini/combat.h"
#include "mini_util.h"

namespace bohemia::mini::test {
namespace mini_rule14_test {
namespace {

Unit light(const std::string& id, const std::string& side) { return cavalry(id, side, Weight::Light); }

TEST(Mini_Rule14, FactorLineVColumnIsPlus2ForTheLineOnly) {
  Unit a = light("a", "p"), b = light("b", "f");
  b.formation = Formation::Column;
  EXPECT_EQ(mod(factors_rule14(a, b, false), "Line v Column"), 2);
  EXPECT_EQ(mod(factors_rule14(b, a, false), "Line v Column"), 0);
  b.formation = Formation::Line;
  EXPECT_EQ(mod(factors_rule14(a, b, false), "Line v Column"), 0);
}

TEST(Mini_Rule14, FactorHeavyPlus2MediumPlus1LightAndLancersNothing) {
  Unit e = light("e", "f");
  EXPECT_EQ(total(factors_rule14(cavalry("h", "p", Weight::Heavy), e, false)), 2);
  EXPECT_EQ(total(factors_rule14(cavalry("m", "p", Weight::Medium), e, false)), 1);
  EXPECT_EQ(total(factors_rule14(cavalry("l", "p", Weight::Light), e, false)), 0);
  // Rule 14 lists no factor for lancers (ruling R10).
  EXPECT_EQ(total(factors_rule14(cavalry("x", "p", Weight::Lancers), e, false)), 0);
}

TEST(Mini_Rule14, FactorClassAPlus1ClassCMinus1) {
  Unit u = light("u", "p"), e = light("e", "f");
  u.grade = Grade::A;
  EXPECT_EQ(total(factors_rule14(u, e, false)), 1);
  u.grade = Grade::C;
  EXPECT_EQ(total(factors_rule14(u, e, false)), -1);
  u.grade = Grade::B;
  EXPECT_EQ(total(factors_rule14(u, e, false)), 0);
}

TEST(Mini_Rule14, FactorMinus1EachCasualty) {
  Unit u = light("u", "p"), e = light("e", "f");
  u.casualties = 3;
  EXPECT_EQ(total(factors_rule14(u, e, false)), -3);
}

TEST(Mini_Rule14, FactorDisorderedMinus1ShakenMinus2) {
  Unit u = light("u", "p"), e = light("e", "f");
  u.state = State::Disordered;
  EXPECT_EQ(total(factors_rule14(u, e, false)), -1);
  u.state = State::Shaken;
  EXPECT_EQ(total(factors_rule14(u, e, false)), -2);
}

// Ruling R7: the rules give no factor for a routed unit; it counts as Shaken.
TEST(Mini_Rule14, FactorRoutedCountsAsShakenRulingR7) {
  Unit u = light("u", "p"), e = light("e", "f");
  u.state = State::Routed;
  EXPECT_EQ(total(factors_rule14(u, e, false)), -2);
  EXPECT_EQ(total(factors_rule15(u)), 1 - 2);  // light cavalry in line +1
}

TEST(Mini_Rule14, FactorStationaryCavalryMinus2) {
  Unit u = light("u", "p"), e = light("e", "f");
  EXPECT_EQ(total(factors_rule14(u, e, true)), -2);
}

TEST(Mini_Rule14, HigherFactorIsTheWinnerAndAddsTheDifference) {
  Unit p = cavalry("p", "p", Weight::Heavy), f = light("f", "f");
  p.grade = Grade::A;
  CombatPlan c = combat_plan("14", p, f, false, {});
  EXPECT_EQ(c.charger.total, 3);
  EXPECT_EQ(c.target.total, 0);
  EXPECT_EQ(c.winner, "p");
  EXPECT_EQ(c.margin, 3);
  // The charged side wins when its factor is higher.
  CombatPlan d = combat_plan("14", f, p, false, {});
  EXPECT_EQ(d.winner, "p");
  EXPECT_EQ(d.margin, 3);
}

// Equal factors: the charger rolls as the Winner (reading R1), or the target.
TEST(Mini_Rule14, EqualFactorsFollowReadingR1) {
  Unit p = light("p", "p"), f = light("f", "f");
  EXPECT_EQ(combat_plan("14", p, f, false, {}).winner, "p");
  Readings rd;
  rd.equal_factors = EqualFactors::Target;
  CombatPlan c = combat_plan("14", p, f, false, rd);
  EXPECT_EQ(c.winner, "f");
  EXPECT_TRUE(c.equal);
}

// Two light brigades in line, equal factors: the charger "p" is the Winner
// with margin 0, so the dice total is the table's total.
struct Cell {
  State winner, loser;
  int winner_cas, loser_cas;
};

void expect_cell(int d1, int d2, Cell want, const std::string& move_text) {
  Roster r = roster({light("p", "prussia"), light("f", "france")});
  Resolution res = roll(r, charge("p", "f"), {d1, d2});
  ASSERT_EQ(res.rolls.size(), 1u);
  EXPECT_EQ(res.rolls[0].total, d1 + d2);
  EXPECT_EQ(r.find("p")->state, want.winner) << d1 << "+" << d2;
  EXPECT_EQ(r.find("f")->state, want.loser) << d1 << "+" << d2;
  EXPECT_EQ(r.find("p")->casualties, want.winner_cas);
  EXPECT_EQ(r.find("f")->casualties, want.loser_cas);
  if (!move_text.empty()) {
    EXPECT_TRUE(mentions(res, move_text)) << move_text;
  }
}

TEST(Mini_Rule14, Total2To3WinnerRoutsWith2CasualtiesLoser1) {
  for (auto [a, b] : {std::pair{1, 1}, std::pair{1, 2}})
    expect_cell(a, b, {State::Routed, State::Disordered, 2, 1}, "routs 12\"");
}

TEST(Mini_Rule14, Total4To5WinnerRetires8ShakenWith2CasualtiesLoser1) {
  for (auto [a, b] : {std::pair{2, 2}, std::pair{2, 3}})
    expect_cell(a, b, {State::Shaken, State::Disordered, 2, 1}, "p retires 8\"");
}

TEST(Mini_Rule14, Total6To7DrawBothDisorderedOneCasualtyEach) {
  for (auto [a, b] : {std::pair{3, 3}, std::pair{3, 4}})
    expect_cell(a, b, {State::Disordered, State::Disordered, 1, 1}, "");
}

TEST(Mini_Rule14, Total8To9LoserRetires8ShakenWith2CasualtiesWinner1) {
  for (auto [a, b] : {std::pair{4, 4}, std::pair{4, 5}})
    expect_cell(a, b, {State::Disordered, State::Shaken, 1, 2}, "f retires 8\"");
}

TEST(Mini_Rule14, Total10AndMoreLoserRoutsWith2CasualtiesWinner1) {
  for (auto [a, b] : {std::pair{5, 5}, std::pair{6, 6}})
    expect_cell(a, b, {State::Disordered, State::Routed, 1, 2}, "routs 12\"");
}

TEST(Mini_Rule14, TheMarginIsAddedToTheWinnersDice) {
  // Heavy (+2) against light: 3+3 = 6, +2 = 8: the loser retires Shaken.
  Roster r = roster({cavalry("p", "prussia", Weight::Heavy), light("f", "france")});
  Resolution res = roll(r, charge("p", "f"), {3, 3});
  EXPECT_EQ(res.rolls[0].total, 8);
  EXPECT_EQ(r.find("f")->state, State::Shaken);
  // The charged heavy brigade wins: its low roll routs it (2-3 band).
  Roster s = roster({light("p", "prussia"), cavalry("f", "france", Weight::Heavy)});
  GivenDice few({1, 1});
  auto none = play(s, charge("p", "f"), few);
  ASSERT_TRUE(none);
  EXPECT_EQ(none->rolls[0].total, 4);  // 1+1+2: "4-5", the Winner (f) retires Shaken
  EXPECT_EQ(s.find("f")->state, State::Shaken);
  EXPECT_EQ(s.find("p")->state, State::Disordered);
}

TEST(Mini_Rule14, OnlyCavalryWithEngageHoldOrAttackOrdersMayCharge) {
  for (Orders o : {Orders::Engage, Orders::Hold, Orders::Attack}) {
    Unit p = light("p", "p");
    p.orders = o;
    EXPECT_EQ(refusal(roster({p, light("f", "f")}), charge("p", "f")), "") << name(o);
  }
  for (Orders o : {Orders::Halt, Orders::Withdraw}) {
    Unit p = light("p", "p");
    p.orders = o;
    EXPECT_NE(refusal(roster({p, light("f", "f")}), charge("p", "f")).find("rule 14"), std::string::npos);
    Request q = charge("p", "f");
    q.opportunity = true;  // an opportunity charge needs no orders
    EXPECT_EQ(refusal(roster({p, light("f", "f")}), q), "");
  }
}

// Reading R6: orders that do not allow a charge are refused (default) or warned.
TEST(Mini_Rule14, WrongOrdersWarnUnderReadingR6Warn) {
  Unit p = light("p", "p");
  p.orders = Orders::Halt;
  Roster r = roster({p, light("f", "f")});
  r.readings.orders = OrdersCheck::Warn;
  auto ev = evaluate(r, charge("p", "f"));
  ASSERT_TRUE(ev) << ev.error;
  ASSERT_EQ(ev->warnings.size(), 1u);
  EXPECT_NE(ev->warnings[0].find("Halt orders"), std::string::npos);
}

TEST(Mini_Rule14, BothAdvanceToContactOneBrigadePerSide) {
  Roster r = roster({light("p", "p"), light("q", "p"), light("f", "f")});
  EXPECT_NE(refusal(r, charge("p", "q")).find("a charge is made on the enemy"), std::string::npos);
  EXPECT_NE(refusal(r, charge("p", "p")).find("itself"), std::string::npos);
  Unit i = infantry("i", "p");
  EXPECT_NE(refusal(roster({i, light("f", "f")}), charge("i", "f"))
                .find("rule 15: infantry may not charge cavalry"),
            std::string::npos);
}

}  // namespace
}  // namespace mini_rule14_test
}  // namespace bohemia::mini::test
