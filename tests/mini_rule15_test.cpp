// Rule 15, cavalry against infantry: every combat factor on its own, every
// row of both result tables ("Cavalry win", "Infantry win"), the general
// conditions and the caption's test to react (reading R5).
#include "mini/charge.h"
#include "mini/combat.h"
#include "mini_util.h"

namespace bohemia::mini::test {
namespace mini_rule15_test {
namespace {

TEST(Mini_Rule15, FactorCavalryInLineByWeight) {
  EXPECT_EQ(mod(factors_rule15(cavalry("c", "p", Weight::Lancers)), "Lancers in line"), 3);
  EXPECT_EQ(mod(factors_rule15(cavalry("c", "p", Weight::Heavy)), "Heavy cavalry in line"), 3);
  EXPECT_EQ(mod(factors_rule15(cavalry("c", "p", Weight::Medium)), "Medium cavalry in line"), 2);
  EXPECT_EQ(mod(factors_rule15(cavalry("c", "p", Weight::Light)), "Light cavalry in line"), 1);
}

TEST(Mini_Rule15, FactorNoWeightBonusForCavalryInColumn) {
  for (Weight w : {Weight::Lancers, Weight::Heavy, Weight::Medium, Weight::Light}) {
    Unit c = cavalry("c", "p", w);
    c.formation = Formation::Column;
    EXPECT_EQ(total(factors_rule15(c)), 0) << name(w);
  }
}

TEST(Mini_Rule15, FactorInfantryInSquarePlus4) {
  Unit i = infantry("i", "f");
  i.formation = Formation::Square;
  EXPECT_EQ(total(factors_rule15(i)), 4);
}

TEST(Mini_Rule15, FactorInfantryInColumnOfAttackPlus1) {
  Unit i = infantry("i", "f");
  i.formation = Formation::ColumnOfAttack;
  EXPECT_EQ(total(factors_rule15(i)), 1);
  i.formation = Formation::Column;
  EXPECT_EQ(total(factors_rule15(i)), 0);
}

TEST(Mini_Rule15, FactorInfantryFireAInLinePlus1) {
  Unit i = infantry("i", "f");
  i.fire_a = true;
  EXPECT_EQ(total(factors_rule15(i)), 1);
  i.formation = Formation::Column;  // only in line
  EXPECT_EQ(total(factors_rule15(i)), 0);
  i.fire_a = false;
  i.formation = Formation::Line;
  EXPECT_EQ(total(factors_rule15(i)), 0);
}

TEST(Mini_Rule15, FactorClassCasualtiesDisorderShaken) {
  Unit i = infantry("i", "f");
  i.grade = Grade::A;
  EXPECT_EQ(total(factors_rule15(i)), 1);
  i.grade = Grade::C;
  EXPECT_EQ(total(factors_rule15(i)), -1);
  i.grade = Grade::B;
  i.casualties = 2;
  EXPECT_EQ(total(factors_rule15(i)), -2);
  i.casualties = 0;
  i.state = State::Disordered;
  EXPECT_EQ(total(factors_rule15(i)), -1);
  i.state = State::Shaken;
  EXPECT_EQ(total(factors_rule15(i)), -2);
  Unit c = cavalry("c", "p", Weight::Light);
  c.state = State::Disordered;
  c.casualties = 1;
  c.grade = Grade::C;
  EXPECT_EQ(total(factors_rule15(c)), 1 - 1 - 1 - 1);
}

// Light cavalry in line (+1) against infantry in column of attack (+1):
// equal factors, margin 0. The charge starts close, so no test to react.
struct Cell {
  State cav, inf;
  int cav_cas, inf_cas;
};

void expect_cell(bool infantry_wins, int d1, int d2, Cell want, const std::string& move_text) {
  Unit i = infantry("i", "france");
  i.formation = Formation::ColumnOfAttack;
  Roster r = roster({cavalry("c", "prussia", Weight::Light), i});
  if (infantry_wins) r.readings.equal_factors = EqualFactors::Target;
  Resolution res = roll(r, charge("c", "i", false), {d1, d2});
  ASSERT_EQ(res.rolls.size(), 1u);
  EXPECT_EQ(res.rolls[0].total, d1 + d2);
  EXPECT_EQ(r.find("c")->state, want.cav) << d1 << "+" << d2;
  EXPECT_EQ(r.find("i")->state, want.inf) << d1 << "+" << d2;
  EXPECT_EQ(r.find("c")->casualties, want.cav_cas);
  EXPECT_EQ(r.find("i")->casualties, want.inf_cas);
  if (!move_text.empty()) {
    EXPECT_TRUE(mentions(res, move_text)) << move_text;
  }
}

TEST(Mini_Rule15, CavalryWinTotal2To3CavalryHalt8BothDisorderedNoCasualties) {
  for (auto [a, b] : {std::pair{1, 1}, std::pair{1, 2}})
    expect_cell(false, a, b, {State::Disordered, State::Disordered, 0, 0}, "c halts 8\" from i");
}

TEST(Mini_Rule15, CavalryWinTotal4To5CavalryHalt8BothShakenOneCasualtyEach) {
  for (auto [a, b] : {std::pair{2, 2}, std::pair{2, 3}})
    expect_cell(false, a, b, {State::Shaken, State::Shaken, 1, 1}, "c halts 8\" from i");
}

TEST(Mini_Rule15, CavalryWinTotal6AndMoreInfantryRoutWith3CavalryDisorderedWith1) {
  for (auto [a, b] : {std::pair{3, 3}, std::pair{6, 6}})
    expect_cell(false, a, b, {State::Disordered, State::Routed, 1, 3}, "routs 6\"");
}

TEST(Mini_Rule15, InfantryWinTotal2To3InfantryRoutWith3CavalryDisorderedNoCasualty) {
  for (auto [a, b] : {std::pair{1, 1}, std::pair{1, 2}})
    expect_cell(true, a, b, {State::Disordered, State::Routed, 0, 3}, "routs 6\"");
}

TEST(Mini_Rule15, InfantryWinTotal4To5InfantryRetreat4BothShakenInfantry2Casualties) {
  for (auto [a, b] : {std::pair{2, 2}, std::pair{2, 3}})
    expect_cell(true, a, b, {State::Shaken, State::Shaken, 0, 2}, "i retreats 4\"");
}

TEST(Mini_Rule15, InfantryWinTotal6To7CavalryRetire8BothDisorderedOneCasualtyEach) {
  for (auto [a, b] : {std::pair{3, 3}, std::pair{3, 4}})
    expect_cell(true, a, b, {State::Disordered, State::Disordered, 1, 1}, "c retires 8\"");
}

TEST(Mini_Rule15, InfantryWinTotal8To9CavalryRetire8ShakenInfantryDisorderedOneEach) {
  for (auto [a, b] : {std::pair{4, 4}, std::pair{4, 5}})
    expect_cell(true, a, b, {State::Shaken, State::Disordered, 1, 1}, "c retires 8\"");
}

TEST(Mini_Rule15, InfantryWinTotal10AndMoreCavalryRoutWith2InfantryDisorderedWith1) {
  for (auto [a, b] : {std::pair{5, 5}, std::pair{6, 6}})
    expect_cell(true, a, b, {State::Routed, State::Disordered, 2, 1}, "routs 12\"");
}

TEST(Mini_Rule15, TheHigherFactorChoosesTheTable) {
  Unit sq = infantry("i", "f");
  sq.formation = Formation::Square;
  sq.state = State::Disordered;  // +4 -1 = 3 against light cavalry in line, 1
  CombatPlan c = combat_plan("15", cavalry("c", "p", Weight::Light), sq, false, {});
  EXPECT_EQ(c.winner, "i");
  EXPECT_EQ(c.margin, 2);
  EXPECT_EQ(c.table, "Infantry win");
  ASSERT_EQ(c.rows.size(), 5u);
  CombatPlan d = combat_plan("15", cavalry("c", "p", Weight::Heavy), infantry("i", "f"), false, {});
  EXPECT_EQ(d.table, "Cavalry win");
  EXPECT_EQ(d.margin, 3);
  ASSERT_EQ(d.rows.size(), 3u);
}

TEST(Mini_Rule15, OnlyCavalryWithAttackOrdersOrAnOpportunityCharge) {
  Unit c = cavalry("c", "p", Weight::Light);
  c.orders = Orders::Engage;
  Roster r = roster({c, infantry("i", "f")});
  EXPECT_NE(refusal(r, charge("c", "i")).find("rule 15: Engage orders do not allow"), std::string::npos);
  Request q = charge("c", "i");
  q.opportunity = true;
  EXPECT_EQ(refusal(r, q), "");
  r.find("c")->orders = Orders::Attack;
  EXPECT_EQ(refusal(r, charge("c", "i")), "");
}

TEST(Mini_Rule15, InfantryMayNotChargeCavalry) {
  Roster r = roster({cavalry("c", "p", Weight::Light), infantry("i", "f")});
  EXPECT_EQ(refusal(r, charge("i", "c")), "rule 15: infantry may not charge cavalry");
}

TEST(Mini_Rule15, CavalryMayNotChargeAFormedSquareButMayAnUnformedOne) {
  Unit sq = infantry("i", "f");
  sq.formation = Formation::Square;
  Roster r = roster({cavalry("c", "p", Weight::Light), sq});
  EXPECT_NE(refusal(r, charge("c", "i")).find("rule 15: cavalry may not charge a formed square"),
            std::string::npos);
  r.find("i")->state = State::Shaken;
  EXPECT_EQ(refusal(r, charge("c", "i")), "");
}

// The caption: a charge begun less than half a move away gives the infantry
// no chance to react; from further, they test (reading R5 'test').
TEST(Mini_Rule15, CaptionShortChargeNoReactionLongChargeTestsToReact) {
  Roster r = roster({cavalry("c", "p", Weight::Light), infantry("i", "f")});
  auto near = evaluate(r, charge("c", "i", false));
  ASSERT_TRUE(near);
  EXPECT_TRUE(near->rolls.empty());
  ASSERT_EQ(near->branches.size(), 1u);
  auto far = evaluate(r, charge("c", "i", true));
  ASSERT_TRUE(far);
  ASSERT_EQ(far->rolls.size(), 1u);
  EXPECT_EQ(far->rolls[0].rule, "17");
  EXPECT_EQ(far->branches.size(), 3u);
  r.readings.rule15_reaction = false;  // reading R5 'none'
  auto none = evaluate(r, charge("c", "i", true));
  ASSERT_TRUE(none);
  EXPECT_TRUE(none->rolls.empty());
}

TEST(Mini_Rule15, ReactionPassedFormsAFormedSquareAndTheChargeIsCalledOff) {
  Roster r = roster({cavalry("c", "p", Weight::Light), infantry("i", "f")});
  Resolution res = roll(r, charge("c", "i"), {2});  // 2, +1 supports within 4" = 3: passes
  EXPECT_EQ(r.find("i")->formation, Formation::Square);
  EXPECT_EQ(r.find("i")->state, State::Formed);
  EXPECT_EQ(r.find("c")->state, State::Formed);
  EXPECT_EQ(res.rolls.size(), 1u);  // no combat roll
  EXPECT_TRUE(mentions(res, "may not charge a formed square"));
}

TEST(Mini_Rule15, ReactionFailedShakenFightsAsItStands) {
  Roster r = roster({cavalry("c", "p", Weight::Light), infantry("i", "f")});
  // Test 1, +1 supports within 4" = 2: Shaken. Then factors 1 v -2: cavalry
  // win by 3; 3+3+3 = 9: infantry rout.
  Resolution res = roll(r, charge("c", "i"), {1, 3, 3});
  ASSERT_EQ(res.rolls.size(), 2u);
  EXPECT_EQ(res.rolls[1].total, 9);
  EXPECT_EQ(r.find("i")->formation, Formation::Line);
  EXPECT_EQ(r.find("i")->state, State::Routed);
  EXPECT_TRUE(has_step(r, StepKind::Pursuit, "c"));
}

TEST(Mini_Rule15, ReactionRoutNoCombatAndTheCavalryMayPursue) {
  Unit i = infantry("i", "f");
  i.supports.clear();  // -1 no supports within 8"
  Roster r = roster({cavalry("c", "p", Weight::Light), i});
  Resolution res = roll(r, charge("c", "i"), {1});  // 1 - 1 = 0: rout
  EXPECT_EQ(res.rolls.size(), 1u);
  EXPECT_EQ(r.find("i")->state, State::Routed);
  EXPECT_EQ(r.find("c")->state, State::Formed);
  EXPECT_TRUE(has_step(r, StepKind::Pursuit, "c"));
  EXPECT_TRUE(has_step(r, StepKind::Reaction, "i"));
}

TEST(Mini_Rule15, InfantryWinningRoutsTheCavalryWithoutPursuit) {
  Unit i = infantry("i", "f");
  i.formation = Formation::ColumnOfAttack;
  Roster r = roster({cavalry("c", "p", Weight::Light), i});
  r.readings.equal_factors = EqualFactors::Target;
  roll(r, charge("c", "i", false), {6, 6});
  EXPECT_EQ(r.find("c")->state, State::Routed);
  EXPECT_FALSE(has_step(r, StepKind::Pursuit, "i"));  // rule 16: only cavalry pursue
}

}  // namespace
}  // namespace mini_rule15_test
}  // namespace bohemia::mini::test
