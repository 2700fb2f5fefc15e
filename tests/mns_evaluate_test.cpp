// Musket & Saber: the evaluation the computer players read (issue 17;
// src/mns/evaluate.h) follows the victory conditions of §18: the Prussians'
// approach to 2030 and a unit last into it (18.1), a Prussian in the
// fieldworks (18.2), losses in strength (18.3's points follow them).
#include "mns/evaluate.h"
#include "mns_test_util.h"

namespace bohemia::mns::test {
namespace {

// A Prussian infantry unit of the scenario, and an Austrian one.
int first_of(const Scenario& sc, Side side) {
  for (std::size_t u = 0; u < sc.units.size(); ++u)
    if (sc.units[u].side == side && sc.units[u].is_infantry() && sc.units[u].steps == 2)
      return static_cast<int>(u);
  return -1;
}

TEST(Mns_S18_Evaluation, TheStartIsEvenAndBothSeatsAgree) {
  Game g = after_setup();
  const Scenario& sc = g.scenario();
  double p = mns_evaluate(sc, g.state(), Side::Prussia), a = mns_evaluate(sc, g.state(), Side::Austria);
  EXPECT_DOUBLE_EQ(p, -a);
  EXPECT_LT(std::abs(p), 0.5) << "nothing is decided at the start";
  EXPECT_DOUBLE_EQ(mns_evaluation_terms(sc, g.state()).losses, 0.0);
}

TEST(Mns_S18_1_Evaluation, APrussianNearer2030IsWorthMoreAndOneLastIntoItMost) {
  Game g = after_setup();
  const Scenario& sc = g.scenario();
  State s = g.state();
  const int u = first_of(sc, Side::Prussia);
  ASSERT_GE(u, 0);
  const HexId target = sc.victory_hex;
  // Two hexes of the map at 12 and at 3 hexes from 2030, outside the works.
  HexId far = kNoHex, near = kNoHex;
  for (HexId h = 0; h < sc.map->size(); ++h) {
    if (sc.map->fieldworks[static_cast<std::size_t>(h)]) continue;
    int d = sc.map->grid.distance(h, target);
    if (d == 12 && far == kNoHex) far = h;
    if (d == 3 && near == kNoHex) near = h;
  }
  ASSERT_NE(far, kNoHex);
  ASSERT_NE(near, kNoHex);
  for (auto& x : s.units)
    if (x.where == Where::Map &&
        sc.units[static_cast<std::size_t>(&x - s.units.data())].side == Side::Prussia)
      x.where = Where::Waiting;  // only the one unit below on the map
  s.units[static_cast<std::size_t>(u)].where = Where::Map;
  s.units[static_cast<std::size_t>(u)].hex = far;
  double at_far = mns_evaluation_terms(sc, s).objective;
  s.units[static_cast<std::size_t>(u)].hex = near;
  double at_near = mns_evaluation_terms(sc, s).objective;
  EXPECT_GT(at_near, at_far);
  s.last_into_victory_hex = static_cast<std::int8_t>(Side::Prussia);
  EXPECT_GT(mns_evaluation_terms(sc, s).objective, at_near);
  EXPECT_GT(mns_evaluate(sc, s, Side::Prussia), 0.5) << "18.1 met: Prussia is nearly sure";
}

TEST(Mns_S18_2_Evaluation, APrussianInTheWorksDeniesAustriasVictory) {
  Game g = after_setup();
  const Scenario& sc = g.scenario();
  State s = g.state();
  const int u = first_of(sc, Side::Prussia);
  s.units[static_cast<std::size_t>(u)].where = Where::Map;
  s.units[static_cast<std::size_t>(u)].hex = sc.map->fieldworks_line.front();
  MnsEvalTerms in = mns_evaluation_terms(sc, s);
  s.units[static_cast<std::size_t>(u)].where = Where::Waiting;
  MnsEvalTerms out = mns_evaluation_terms(sc, s);
  EXPECT_GT(in.works, out.works);
  EXPECT_GT(in.austrian, out.austrian) << "18.2's Austrian victory no longer stands";
}

TEST(Mns_S18_3_Evaluation, LossesCountForTheSideThatInflictsThem) {
  Game g = after_setup();
  const Scenario& sc = g.scenario();
  State s = g.state();
  const int a = first_of(sc, Side::Austria);
  ASSERT_GE(a, 0);
  double before = mns_evaluate(sc, s, Side::Prussia);
  s.units[static_cast<std::size_t>(a)].set(kBack);  // reduced (7.11)
  double reduced = mns_evaluate(sc, s, Side::Prussia);
  s.units[static_cast<std::size_t>(a)].where = Where::Captured;  // captured (7.9)
  s.vp_captured[static_cast<std::size_t>(Side::Prussia)] += 1;
  double captured = mns_evaluate(sc, s, Side::Prussia);
  EXPECT_GT(reduced, before);
  EXPECT_GT(captured, reduced);
  EXPECT_DOUBLE_EQ(mns_evaluate(sc, s, Side::Austria), -captured);
}

}  // namespace
}  // namespace bohemia::mns::test
