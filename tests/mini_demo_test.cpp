// The demo game report and the captions of rules 15-17 as test vectors
// (issue 19 item 5). Where the report and the rules disagree, the rules win
// and the test says so.
#include "mini_util.h"

namespace bohemia::mini::test {
namespace mini_demo_test {
namespace {

Request morale(const std::string& unit, int hits) {
  Request q = verb(Verb::Morale, unit);
  q.hits = hits;
  return q;
}

Request rally(const std::string& unit) {
  Request q = verb(Verb::Rally, unit);
  q.commander = true;
  return q;
}

// Rule 17's caption: a routed brigade tests and becomes Shaken; next move it
// tests again and becomes Disordered; Disordered brigades are Formed again
// at the end of the whole move.
TEST(Mini_Demo, Rule17CaptionRoutToShakenToDisorderedToFormed) {
  Unit fore = infantry("fore", "france"), behind = infantry("behind", "france");
  fore.state = State::Routed;
  fore.general = General::Attached;  // -2 rout +1 general +1 support: 0
  behind.state = State::Disordered;
  Roster r = roster({fore, behind});
  roll(r, rally("fore"), {4});
  EXPECT_EQ(r.find("fore")->state, State::Shaken);
  roll(r, verb(Verb::EndOfMove, ""), {});
  EXPECT_EQ(r.find("behind")->state, State::Formed);
  EXPECT_EQ(r.find("fore")->state, State::Shaken);
  EXPECT_TRUE(has_step(r, StepKind::Rally, "fore"));  // it will have to test again
  roll(r, rally("fore"), {5});
  EXPECT_EQ(r.find("fore")->state, State::Disordered);
  roll(r, verb(Verb::EndOfMove, ""), {});
  EXPECT_EQ(r.find("fore")->state, State::Formed);
}

// Move 2: "Fire at square, roll 8, 1 hit; Prussian infantry make morale".
TEST(Mini_Demo, Move2OneArtilleryHitAndMorale) {
  Unit sq = infantry("p-inf", "prussia");
  sq.formation = Formation::Square;
  Roster r = roster({sq});
  Resolution res = roll(r, morale("p-inf", 1), {3});  // 3 -1 +1 = 3
  EXPECT_EQ(r.find("p-inf")->casualties, 1);
  EXPECT_EQ(r.find("p-inf")->state, State::Formed);
  EXPECT_TRUE(mentions(res, "makes morale"));
}

// Move 6: canister, 2 hits, the square is Shaken; the cavalry reserve
// charges and routs it; two French brigades and a gun test: one routs, one
// is Shaken, the gun holds.
TEST(Mini_Demo, Move6CanisterShakesTheSquareCavalryRoutItReactionsFollow) {
  Unit sq = infantry("f-sq", "france");
  sq.formation = Formation::Square;
  Unit f2 = infantry("f-2", "france"), f3 = infantry("f-3", "france"), gun = battery("f-gun", "france");
  f2.supports.clear();
  Unit cuir = cavalry("p-cuir", "prussia", Weight::Heavy);
  cuir.orders = Orders::Engage;  // the report: "Orders: Engage"
  Roster r = roster({sq, f2, f3, gun, cuir});
  r.move = 6;

  roll(r, morale("f-sq", 2), {3});  // 3 -2 +1 = 2: Shaken
  EXPECT_EQ(r.find("f-sq")->state, State::Shaken);
  EXPECT_EQ(r.find("f-sq")->casualties, 2);

  // The report charges under Engage orders; rule 15 allows only Attack orders
  // or an opportunity charge. The rules win: refused, unless it was an
  // opportunity charge.
  EXPECT_NE(refusal(r, charge("p-cuir", "f-sq", false)).find("rule 15: Engage orders"), std::string::npos);
  Request q = charge("p-cuir", "f-sq", false);
  q.opportunity = true;
  auto ev = evaluate(r, q);
  ASSERT_TRUE(ev) << ev.error;
  const CombatPlan& c = *ev->branches[0].combat;
  EXPECT_EQ(c.charger.total, 3);  // heavy cavalry in line
  EXPECT_EQ(c.target.total, 0);   // square +4, Shaken -2, 2 casualties -2
  EXPECT_EQ(c.table, "Cavalry win");
  roll(r, q, {2, 1});  // 3 +3 = 6: infantry rout
  EXPECT_EQ(r.find("f-sq")->state, State::Routed);
  EXPECT_EQ(r.find("f-sq")->casualties, 5);
  EXPECT_EQ(r.find("p-cuir")->state, State::Disordered);
  // The report does not mention it, but rule 16 gives the cavalry a pursuit roll.
  EXPECT_TRUE(has_step(r, StepKind::Pursuit, "p-cuir"));

  Request react = verb(Verb::Rout, "f-sq");
  react.near = {{"f-2", false}, {"f-3", false}, {"f-gun", false}};
  // f-2: 2 -1 (no supports) -1 (rout) = 0: rout. f-3: 1 +1 -1 = 1: Shaken. Gun: 5: holds.
  roll(r, react, {2, 1, 5});
  EXPECT_EQ(r.find("f-2")->state, State::Routed);
  EXPECT_EQ(r.find("f-3")->state, State::Shaken);
  EXPECT_EQ(r.find("f-gun")->state, State::Formed);
  EXPECT_FALSE(has_step(r, StepKind::Reaction, "f-sq"));
  EXPECT_TRUE(has_step(r, StepKind::Reaction, "f-2"));  // the chain goes on
}

// Move 9: a Shaken square takes 1 hit and routs; three Prussian brigades and
// a gun test; two brigades and the gun are Shaken.
TEST(Mini_Demo, Move9ShakenSquareRoutsThreeBrigadesAndAGunTest) {
  Unit sq = infantry("p-sq", "prussia");
  sq.formation = Formation::Square;
  sq.state = State::Shaken;
  sq.casualties = 1;
  Unit a = infantry("p-a", "prussia"), b = infantry("p-b", "prussia"), c = infantry("p-c", "prussia");
  Unit gun = battery("p-gun", "prussia");
  Roster r = roster({sq, a, b, c, gun});
  r.move = 9;
  roll(r, morale("p-sq", 1), {3});  // 3 -2 (Shaken) -2 (casualties) +1 = 0: rout
  EXPECT_EQ(r.find("p-sq")->state, State::Routed);
  Request react = verb(Verb::Rout, "p-sq");
  react.near = {{"p-a", false}, {"p-b", false}, {"p-c", false}, {"p-gun", false}};
  roll(r, react, {1, 2, 4, 1});  // each +1 support -1 rout: 1 2 4 1
  EXPECT_EQ(r.find("p-a")->state, State::Shaken);
  EXPECT_EQ(r.find("p-b")->state, State::Shaken);
  EXPECT_EQ(r.find("p-c")->state, State::Formed);
  EXPECT_EQ(r.find("p-gun")->state, State::Shaken);
}

// Move 11: a hit and the brigade makes morale; a Shaken brigade rallies; the
// gun stays Shaken; the routed brigade's rout goes on.
TEST(Mini_Demo, Move11RallyInfantryGunStillShakenRoutContinues) {
  Unit shaken = infantry("f-s", "france"), gun = battery("f-gun", "france"),
       routed = infantry("f-r", "france");
  shaken.state = State::Shaken;
  gun.state = State::Shaken;
  routed.state = State::Routed;
  Roster r = roster({infantry("f-i", "france"), shaken, gun, routed});
  r.move = 11;
  roll(r, morale("f-i", 1), {4});
  EXPECT_EQ(r.find("f-i")->state, State::Formed);
  roll(r, rally("f-s"), {5});  // 5 -2 +1 = 4
  EXPECT_EQ(r.find("f-s")->state, State::Disordered);
  roll(r, rally("f-gun"), {2});  // 1: stays Shaken
  EXPECT_EQ(r.find("f-gun")->state, State::Shaken);
  Resolution res = roll(r, rally("f-r"), {1});
  EXPECT_EQ(r.find("f-r")->state, State::Routed);
  EXPECT_TRUE(mentions(res, "rout goes on 6\""));
}

// Move 13: "1 infantry and gun Rout; 1 infantry and cavalry Shaken": Shaken
// units testing at the end of the corps move; a score of 0 or less routs
// them (ruling R8, which this line of the report supports).
TEST(Mini_Demo, Move13ShakenUnitsTestTwoRoutTwoStayShaken) {
  std::vector<Unit> units{infantry("f-i1", "france"), battery("f-gun", "france"), infantry("f-i2", "france"),
                          cavalry("f-cav", "france", Weight::Medium)};
  for (Unit& u : units) u.state = State::Shaken;  // each -2 +1 = -1
  Roster r = roster(units);
  r.move = 13;
  roll(r, rally("f-i1"), {1});
  roll(r, rally("f-gun"), {1});
  roll(r, rally("f-i2"), {3});
  roll(r, rally("f-cav"), {2});
  EXPECT_EQ(r.find("f-i1")->state, State::Routed);
  EXPECT_EQ(r.find("f-gun")->state, State::Routed);
  EXPECT_EQ(r.find("f-i2")->state, State::Shaken);
  EXPECT_EQ(r.find("f-cav")->state, State::Shaken);
}

// Rule 16's caption: the hussars rout after a combat with the dragoons; the
// supporting Prussian dragoons "within 8\"" test and rout, through the
// artillery, which fails and routs. The rules say 4": at the default reading
// R4 a brigade 6" away does not react; under R4 '8' the caption plays out.
TEST(Mini_Demo, Rule16CaptionHussarsRoutDragoonsAndGunFollow) {
  Unit hus = cavalry("p-hus", "prussia", Weight::Light);
  Unit drag = cavalry("p-drag", "prussia", Weight::Medium);
  drag.supports.clear();
  Unit gun = battery("p-gun", "prussia");
  Unit fr = cavalry("f-drag", "france", Weight::Heavy);
  Roster r = roster({hus, drag, gun, fr});
  roll(r, charge("f-drag", "p-hus"), {4, 4});  // factors 2 v 0; 8 +2 = 10: the Loser routs
  EXPECT_EQ(r.find("p-hus")->state, State::Routed);
  EXPECT_TRUE(has_step(r, StepKind::Pursuit, "f-drag"));
  auto four = evaluate(r, verb(Verb::Rout, "p-hus"));
  ASSERT_TRUE(four);
  EXPECT_NE(four->title.find("within 4\""), std::string::npos);  // the dragoons at 6" are not named

  r.readings.reaction_radius = 8;
  Request react = verb(Verb::Rout, "p-hus");
  react.near = {{"p-drag", false}};
  roll(r, react, {2});  // 2 -1 (no supports) -1 (rout) = 0: rout
  EXPECT_EQ(r.find("p-drag")->state, State::Routed);
  Request through = verb(Verb::Rout, "p-drag");
  through.near = {{"p-gun", true}};
  roll(r, through, {1});  // 1 +1 -1 (rout) -1 (routed through) = 0: rout
  EXPECT_EQ(r.find("p-gun")->state, State::Routed);
}

}  // namespace
}  // namespace mini_demo_test
}  // namespace bohemia::mini::test
