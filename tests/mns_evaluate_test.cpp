// Musket & Saber: the evaluation the computer players read (issue 17;
// src/mns/evaluate.h) follows the victory conditions of §18: the Prussians'
// approach to 2030 and a unit last into it (18.1), a Prussian in the
// fieldworks (18.2), losses in strength (18.3's points follow them).
#include "mns/evaluate.h"
#include "mns_test_util.h"

namespace bohemia::mns::test {
namespace mns_evaluate_test {
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

// Hexes of the map, outside the works, at `dist` from `target` (first found).
HexId hex_at(const Scenario& sc, HexId target, int dist, HexId other_than = kNoHex) {
  for (HexId h = 0; h < sc.map->size(); ++h)
    if (!sc.map->fieldworks[static_cast<std::size_t>(h)] && h != other_than &&
        sc.map->grid.distance(h, target) == dist)
      return h;
  return kNoHex;
}

// Only the given units of `side` on the map; the others waiting.
void only_on_map(const Scenario& sc, State& s, Side side) {
  for (std::size_t u = 0; u < s.units.size(); ++u)
    if (sc.units[u].side == side && s.units[u].where == Where::Map) s.units[u].where = Where::Waiting;
}

// The first `n` infantry units of `side` in the scenario's order (fewer if
// it has fewer).
std::vector<int> infantry(const Scenario& sc, Side side, std::size_t n) {
  std::vector<int> out;
  for (std::size_t u = 0; u < sc.units.size() && out.size() < n; ++u)
    if (sc.units[u].side == side && sc.units[u].is_infantry()) out.push_back(static_cast<int>(u));
  return out;
}

// The first Austrian infantry unit on the map outside the works, or -1.
int austrian_off_the_works(const Scenario& sc, const State& s) {
  for (std::size_t u = 0; u < sc.units.size(); ++u)
    if (sc.units[u].side == Side::Austria && sc.units[u].is_infantry() && s.units[u].where == Where::Map &&
        !sc.map->fieldworks[static_cast<std::size_t>(s.units[u].hex)])
      return static_cast<int>(u);
  return -1;
}

// 18.1: a Prussian must be the last to enter 2030; an Austrian combat unit
// standing in it makes a Prussian at its door worth less to Prussia, and
// nothing changes while no Prussian is near.
TEST(Mns_S18_1_Evaluation, AnAustrianIn2030MakesAPrussianAtItsDoorWorthLess) {
  Game g = after_setup();
  const Scenario& sc = g.scenario();
  State s = g.state();
  only_on_map(sc, s, Side::Prussia);
  const std::vector<int> ps = infantry(sc, Side::Prussia, 1);
  ASSERT_EQ(ps.size(), 1u);
  const int p = ps[0], a = austrian_off_the_works(sc, s);
  ASSERT_GE(a, 0);
  const HexId door = hex_at(sc, sc.victory_hex, 2);
  ASSERT_NE(door, kNoHex);
  s.units[static_cast<std::size_t>(p)].where = Where::Map;
  s.units[static_cast<std::size_t>(p)].hex = door;
  const double open = mns_evaluation_terms(sc, s).objective;
  const HexId was = s.units[static_cast<std::size_t>(a)].hex;
  s.units[static_cast<std::size_t>(a)].hex = sc.victory_hex;
  const double guarded = mns_evaluation_terms(sc, s).objective;
  EXPECT_GT(open, 0);
  EXPECT_LT(guarded, open);
  EXPECT_GT(guarded, 0) << "a garrison can be dislodged: the approach still counts";
  EXPECT_GT(mns_evaluate(sc, s, Side::Austria), [&] {
    State t = s;
    t.units[static_cast<std::size_t>(a)].hex = was;
    return mns_evaluate(sc, t, Side::Austria);
  }()) << "Austria prefers its unit in 2030 with a Prussian at the door";
  s.units[static_cast<std::size_t>(p)].where = Where::Waiting;  // no Prussian near: nothing to guard
  const double far_guarded = mns_evaluation_terms(sc, s).objective;
  s.units[static_cast<std::size_t>(a)].hex = was;
  EXPECT_EQ(mns_evaluation_terms(sc, s).objective, far_guarded);
}

// The march term: not only the nearest Prussian counts, every one does, so
// that a player looking one move ahead brings up the army (issue 17).
TEST(Mns_S18_1_Evaluation, EveryPrussianUnitNearer2030IsWorthMore) {
  Game g = after_setup();
  const Scenario& sc = g.scenario();
  State s = g.state();
  only_on_map(sc, s, Side::Prussia);
  const std::vector<int> two = infantry(sc, Side::Prussia, 2);
  ASSERT_EQ(two.size(), 2u);
  const HexId lead = hex_at(sc, sc.victory_hex, 5), far = hex_at(sc, sc.victory_hex, 30),
              nearer = hex_at(sc, sc.victory_hex, 20);
  ASSERT_NE(lead, kNoHex);
  ASSERT_NE(far, kNoHex);
  ASSERT_NE(nearer, kNoHex);
  auto put = [&](int u, HexId h) {
    s.units[static_cast<std::size_t>(u)].where = Where::Map;
    s.units[static_cast<std::size_t>(u)].hex = h;
  };
  put(two[0], lead);
  put(two[1], far);
  const MnsEvalTerms behind = mns_evaluation_terms(sc, s);
  put(two[1], nearer);
  const MnsEvalTerms closer = mns_evaluation_terms(sc, s);
  EXPECT_DOUBLE_EQ(closer.objective, behind.objective) << "the nearest unit is the same";
  EXPECT_GT(closer.march, behind.march);
  const double value_closer = mns_evaluate(sc, s, Side::Prussia);
  put(two[1], far);
  EXPECT_GT(value_closer, mns_evaluate(sc, s, Side::Prussia));
  // A unit entering the map, however far out, never lowers it.
  s.units[static_cast<std::size_t>(two[1])].where = Where::Waiting;
  EXPECT_LE(mns_evaluation_terms(sc, s).march, behind.march);
}

// The hold term: Austria gains by holding more of the works' hexes, nothing
// by stacking a second unit in a hex held, and by bringing a unit off the
// works nearer them.
TEST(Mns_S18_2_Evaluation, AustriansHoldingTheWorksAreWorthMoreToAustria) {
  Game g = after_setup();
  const Scenario& sc = g.scenario();
  State s = g.state();
  only_on_map(sc, s, Side::Austria);
  const std::vector<int> two = infantry(sc, Side::Austria, 2);
  ASSERT_EQ(two.size(), 2u);
  const std::vector<HexId>& line = sc.map->fieldworks_line;
  ASSERT_GE(line.size(), 2u);
  auto put = [&](int u, HexId h) {
    s.units[static_cast<std::size_t>(u)].where = Where::Map;
    s.units[static_cast<std::size_t>(u)].hex = h;
  };
  auto austria = [&] { return mns_evaluate(sc, s, Side::Austria); };
  put(two[0], line[0]);
  // The second unit: far off, nearer, in the first unit's hex, in a hex of its own.
  HexId far = kNoHex, near = kNoHex;
  for (HexId h = 0; h < sc.map->size(); ++h) {
    int d = 1000;
    for (HexId w : line) d = std::min(d, sc.map->grid.distance(h, w));
    if (d == 15 && far == kNoHex) far = h;
    if (d == 3 && near == kNoHex) near = h;
  }
  ASSERT_NE(far, kNoHex);
  ASSERT_NE(near, kNoHex);
  put(two[1], far);
  const double at_far = austria();
  const double hold_far = mns_evaluation_terms(sc, s).hold;
  put(two[1], near);
  const double at_near = austria();
  put(two[1], line[0]);
  const double stacked_hold = mns_evaluation_terms(sc, s).hold;
  put(two[1], line[1]);
  const double at_line = austria();
  EXPECT_GT(at_near, at_far);
  EXPECT_GT(at_line, at_near);
  EXPECT_DOUBLE_EQ(stacked_hold, hold_far) << "a second unit in a held hex holds nothing more";
  EXPECT_LT(mns_evaluation_terms(sc, s).hold, stacked_hold);
  EXPECT_DOUBLE_EQ(mns_evaluate(sc, s, Side::Prussia), -at_line);
}

// Every term together stays on the returns' scale, one seat's gain the
// other's loss, from the set-up to a crowded field of both armies.
TEST(Mns_S18_Evaluation, StaysZeroSumAndBoundedWithEveryTermAtItsMost) {
  Game g = after_setup();
  const Scenario& sc = g.scenario();
  State s = g.state();
  const std::vector<HexId>& line = sc.map->fieldworks_line;
  std::size_t k = 0;
  for (std::size_t u = 0; u < sc.units.size(); ++u) {
    if (!sc.units[u].is_combat()) continue;
    s.units[u].where = Where::Map;
    s.units[u].hex = sc.units[u].side == Side::Austria ? line[k++ % line.size()] : sc.victory_hex;
  }
  for (Side side : {Side::Prussia, Side::Austria}) {
    const double v = mns_evaluate(sc, s, side);
    EXPECT_LE(std::abs(v), 1.0);
    EXPECT_DOUBLE_EQ(v, -mns_evaluate(sc, s, side == Side::Prussia ? Side::Austria : Side::Prussia));
  }
  const MnsEvalTerms t = mns_evaluation_terms(sc, s);
  EXPECT_GT(t.march, 0.0);
  EXPECT_LT(t.hold, 0.0);
}

// §19.8: an Austrian combat unit in a hidden-movement box is worth a little
// to Austria (the Prussian does not know where it is), less than a works
// hex newly held, so the line is manned before units are hidden.
TEST(Mns_S19_8_Evaluation, AHiddenAustrianIsWorthALittleToAustria) {
  Game g = after_setup();
  const Scenario& sc = g.scenario();
  State s = g.state();
  const int u = austrian_off_the_works(sc, s);
  ASSERT_GE(u, 0);
  const double open = mns_evaluate(sc, s, Side::Austria);
  EXPECT_EQ(mns_evaluation_terms(sc, s).hidden, 0.0);
  s.units[static_cast<std::size_t>(u)].where = Where::Box;
  s.units[static_cast<std::size_t>(u)].box = 0;
  EXPECT_LT(mns_evaluation_terms(sc, s).hidden, 0.0);
  EXPECT_GT(mns_evaluate(sc, s, Side::Austria), open);
  // A works hex newly held is worth more than hiding the unit.
  HexId empty = kNoHex;
  for (HexId h : sc.map->fieldworks_line) {
    bool held = false;
    for (std::size_t v = 0; v < sc.units.size(); ++v)
      held = held || (sc.units[v].side == Side::Austria && sc.units[v].is_combat() &&
                      s.units[v].where == Where::Map && s.units[v].hex == h);
    if (!held) {
      empty = h;
      break;
    }
  }
  ASSERT_NE(empty, kNoHex) << "the historical set-up leaves a works hex empty";
  const double hidden = mns_evaluate(sc, s, Side::Austria);
  s.units[static_cast<std::size_t>(u)].where = Where::Map;
  s.units[static_cast<std::size_t>(u)].hex = empty;
  EXPECT_GT(mns_evaluate(sc, s, Side::Austria), hidden);
}

// §11.1: disruption and a one-step unit's ineffective side recover by
// themselves when the side's movement phase ends, out of contact; counted
// as losses they made "end" look better than any move (the Prussians
// stopped marching). They cost nothing in the evaluation; a two-step unit's
// reduced side (a step lost, §7.11) does.
TEST(Mns_S11_1_Evaluation, WhatRecoversByItselfIsNoLoss) {
  Game g = after_setup();
  const Scenario& sc = g.scenario();
  State s = g.state();
  const double before = mns_evaluation_terms(sc, s).losses;
  int one_step = -1;
  for (std::size_t u = 0; u < sc.units.size() && one_step < 0; ++u)
    if (sc.units[u].side == Side::Austria && sc.units[u].is_combat() && sc.units[u].steps == 1)
      one_step = static_cast<int>(u);
  ASSERT_GE(one_step, 0);
  const int two_step = first_of(sc, Side::Austria);
  s.units[static_cast<std::size_t>(two_step)].set(kDisrupted);
  s.units[static_cast<std::size_t>(one_step)].set(kBack);
  EXPECT_DOUBLE_EQ(mns_evaluation_terms(sc, s).losses, before);
  s.units[static_cast<std::size_t>(two_step)].set(kBack);
  EXPECT_GT(mns_evaluation_terms(sc, s).losses, before) << "a step lost counts for Prussia";
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
}  // namespace mns_evaluate_test
}  // namespace bohemia::mns::test
