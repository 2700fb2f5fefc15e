// The GBN3 evaluation (src/gbn3/evaluate.*) on the exits and the counts of
// units left on the map: a unit that can still leave in time is counted by
// the chance that it can (VV174 §11.4.1 Münchengrätz, VV165 §12.4.1 Soor).
#include <gtest/gtest.h>

#include <cmath>

#include "gbn3/evaluate.h"
#include "gbn3/rules.h"
#include "gbn3/special/exit_rule.h"
#include "gbn3/special/trautenau.h"
#include "rules_play_util.h"

namespace bohemia {
namespace gbn3_evaluate_test {
namespace {

HexId hx(const Game& g, const char* label) { return test::hex(g, label); }
int uid(const Game& g, const char* id) { return test::unit(g, id); }

const ExitRule& exit_rule(const Game& g, const char* name) {
  const auto* ex = dynamic_cast<const ExitRule*>(g.scenario().special.find(name));
  EXPECT_NE(ex, nullptr) << name;
  return *ex;
}

// The margin (Prussia minus Austria) with one unit placed at a hex, its
// formation commander taken off the map for the comparison (so that its
// command, 9.1.2, and its formation's, are the same wherever it stands).
double margin_with(Game& g, const char* id, HexId at) {
  const int u = uid(g, id);
  Rules::place_unit(g, u, at, Direction::S);
  const int f = g.scenario().units[static_cast<std::size_t>(u)].formation;
  Rules::state(g).commanders[static_cast<std::size_t>(f)].where = Where::Pending;
  return evaluation_terms(g).margin;
}

// VV174 §11.4.1: the Austrian scores for groups of three leaving by the
// southern roads in the 13.00 turn and loses 1 VP for every two units left at
// the end of 14.00. At the end of 12.00 (no move left this turn), a unit at an
// exit hex leaves in time; one at Münchengrätz, about ten hexes away, does not.
TEST(Vv174_S11_4_1_Evaluation, AnAustrianAtTheSouthernExitAtNoonIsWorthAnExitAndHalfAPenalty) {
  Game g(test::real("munchengratz"), 1);
  State& s = Rules::state(g);
  s.turn = 12;
  s.phase = Phase::Rally;  // every activation of 12.00 is over
  const ExitRule& ex = exit_rule(g, "austrian_exit");
  ASSERT_FALSE(ex.hexes.empty());
  const double far = margin_with(g, "a-38ir", hx(g, "0107"));
  const double near = margin_with(g, "a-38ir", ex.hexes.front());
  // Positive margins favour Prussia: the unit at the exit is worth nearly
  // its share of an exit group (1/3) and the half VP it will not cost.
  EXPECT_GT(far - near, 0.6);
  EXPECT_LT(far - near, 0.9);
}

// The same unit at the exit hex in the last turn's rally: it can no longer
// leave, and counts fully among the units left on the map.
TEST(Vv174_S11_4_1_Evaluation, AUnitThatCanNoLongerMoveCountsAsLeftOnTheMap) {
  Game g(test::real("munchengratz"), 1);
  State& s = Rules::state(g);
  s.turn = 14;
  s.phase = Phase::Rally;
  const ExitRule& ex = exit_rule(g, "austrian_exit");
  const double far = margin_with(g, "a-38ir", hx(g, "0507"));
  const double near = margin_with(g, "a-38ir", ex.hexes.front());
  EXPECT_NEAR(far, near, 0.05);
}

// In the 13.00 turn each unit that leaves keeps the worth its chance had
// given it: the sheet's groups of three (the first unit of a group scores
// the VP) would make the second and third worth nothing, and the player
// would stop after the first.
TEST(Vv174_S11_4_1_Evaluation, EachUnitOfAGroupOfThreeLeavingAt1300KeepsItsWorth) {
  Game g(test::real("munchengratz"), 1);
  State& s = Rules::state(g);
  s.turn = 13;
  s.phase = Phase::Rally;  // the units below leave "during" 13.00 by Rules::exit_unit
  const ExitRule& ex = exit_rule(g, "austrian_exit");
  const HexId at = ex.hexes.front();
  const char* ids[] = {"a-38ir", "a-33ir", "a-72ir"};
  // Give them a move left in 13.00: their formations' markers in the cup.
  s.phase = Phase::Draw;
  for (const char* id : ids) {
    Rules::place_unit(g, uid(g, id), at, Direction::S);
    s.cup |= 1u << g.scenario().units[static_cast<std::size_t>(uid(g, id))].formation;
  }
  double before = evaluation_terms(g).margin;
  for (const char* id : ids) {
    Rules::exit_unit(g, uid(g, id), at);
    ASSERT_EQ(g.state().units[static_cast<std::size_t>(uid(g, id))].where, Where::Exited) << id;
    const double after = evaluation_terms(g).margin;
    EXPECT_LE(after, before + 0.1) << id << " left: worse for Austria by " << after - before;
    before = after;
  }
}

// VV165 §12.4.1: "He loses 1 VP for every 4 combat steps still on the map";
// from 13.00 he may leave by the western edge (0113-0118) for no VP. A
// three-step unit at the edge with turns to spare takes its three quarters of
// a VP back; the same unit at the eastern edge of the map in the last turn
// does not.
TEST(Vv165_S12_4_1_Evaluation, AustrianStepsThatCanStillLeaveByTheWestEdgeCountLess) {
  Game g(test::real("soor"), 1);
  State& s = Rules::state(g);
  s.turn = 19;
  s.phase = Phase::Rally;  // one turn left, 20.00
  const int u = uid(g, "a-2ir");
  const int steps = g.scenario().units[static_cast<std::size_t>(u)].morale -
                    g.state().units[static_cast<std::size_t>(u)].losses;
  ASSERT_GE(steps, 2);
  const double far = margin_with(g, "a-2ir", hx(g, "1610"));
  const double near = margin_with(g, "a-2ir", hx(g, "0115"));
  EXPECT_GT(far - near, 0.8 * steps / 4.0);
  EXPECT_LT(far - near, 1.0 * steps / 4.0 + 0.2);
  s.turn = 20;  // the last turn's rally: no move left
  const double far_end = margin_with(g, "a-2ir", hx(g, "1610"));
  const double near_end = margin_with(g, "a-2ir", hx(g, "0115"));
  EXPECT_NEAR(far_end, near_end, 0.3) << "only the contact and objective terms may differ";
}

// The sheet counts Soor's steps by whole groups of four (rounded up): a
// three-step unit leaving often changes nothing on it. In the last turn, each
// unit at the edge that leaves must still be worth leaving, or the player
// would walk the edge instead (as it did in a game of 2026-11-27).
TEST(Vv165_S12_4_1_Evaluation, EveryUnitLeavingInTheLastTurnIsWorthItsSteps) {
  Game g(test::real("soor"), 1);
  State& s = Rules::state(g);
  s.turn = 20;
  s.phase = Phase::Draw;
  const HexId edge = hx(g, "0115");
  const char* ids[] = {"a-2ir", "a-10ir", "a-13ir", "a-53ir"};
  for (const char* id : ids) {
    const int u = uid(g, id);
    Rules::place_unit(g, u, edge, Direction::S);
    s.cup |= 1u << g.scenario().units[static_cast<std::size_t>(u)].formation;
  }
  double before = evaluation_terms(g).margin;
  for (const char* id : ids) {
    Rules::exit_unit(g, uid(g, id), edge);
    const double after = evaluation_terms(g).margin;
    // Positive margins favour Prussia: leaving must not favour it.
    EXPECT_LE(after, before + 0.05) << id;
    before = after;
  }
}

// 9.1.2: a unit is in command within 6 cavalry MP of its formation
// commander; out of command it may not move away from him, nor leave the
// map away from him (9.1.4). Abele's three units around Bossin (0111) are
// worth more to Austria with Abele among them than with Abele sent to the
// far corner of the map (0101), as the first-listed commander move did.
TEST(S9_1_2_Evaluation, UnitsBeyondTheirCommandersReachAreWorthLess) {
  Game g(test::real("munchengratz"), 1);
  State& s = Rules::state(g);
  const int f = g.scenario().formation_index("abele");
  ASSERT_GE(f, 0);
  CommanderState& abele = s.commanders[static_cast<std::size_t>(f)];
  ASSERT_EQ(abele.where, Where::Map);
  abele.hex = hx(g, "0111");
  const double with_them = evaluation_terms(g).margin;
  abele.hex = hx(g, "0101");
  const double away = evaluation_terms(g).margin;
  // Positive margins favour Prussia; three units, 0.2 VP each at most.
  EXPECT_GT(away - with_them, 0.3);
  EXPECT_LE(away - with_them, 0.6 + 1e-9);
}

// VV165 §11.4.2 (Trautenau, A-34): from 17.00, at the end of each turn,
// Bonin panics on 1d6 + the Austrian VP lead >= 6 and the battle ends in an
// Austrian major victory. The evaluation counts the chance of that before
// 20.00 at the lead as the sheet stands: lead + 1 chances in 6 a turn.
TEST(Vv165_S11_4_2_Evaluation, BoninsPanicIsCountedAtTheLeadOfNowForEachCheckLeft) {
  Game g(test::real("trautenau"), 1);
  State& s = Rules::state(g);
  // Prussian losses until the Austrian leads by 2 VP or more.
  for (std::size_t u = 0; u < s.units.size() && evaluation_terms(g).score > -2; ++u)
    if (g.scenario().units[u].side == Side::Prussia && s.units[u].where == Where::Map)
      s.units[u].losses = static_cast<std::uint8_t>(g.scenario().units[u].morale - 1);
  const double lead = -evaluation_terms(g).score;
  ASSERT_GE(lead, 2);
  const double each = std::min(1.0, (lead + 1) / 6);
  for (int turn : {12, 17, 19, 20}) {
    s.turn = turn;
    const int checks = 20 - std::max(turn, 17) + 1;  // the ends of 17.00 to 20.00 still to come
    EvalTerms t = evaluation_terms(g);
    EXPECT_NEAR(t.sudden, 1 - std::pow(1 - each, checks), 1e-9) << "turn " << turn;
    EXPECT_EQ(t.sudden_winner, side_index(Side::Austria));
  }
  // The Prussian's worth falls towards a major defeat as the chance grows.
  s.turn = 20;
  const double late = evaluate_position(g, Side::Prussia);
  EXPECT_LT(late, -(1 - std::pow(1 - each, 1)) + 1e-9);
  EXPECT_GT(evaluate_position(g, Side::Austria), 0);
  // No lead at all: still one chance in 6 (a 6, A-34); a Prussian lead: none.
  Game even(test::real("trautenau"), 1);
  Rules::state(even).turn = 20;
  const double lead0 = -evaluation_terms(even).score;
  EXPECT_NEAR(evaluation_terms(even).sudden, std::clamp((lead0 + 1) / 6, 0.0, 1.0), 1e-9);
}

// In the campaign the panic ends the first day, not the game (VV165 §13.4):
// the evaluation does not count it as the game's end there, unless the 1st
// Guard Division came in (§13.1; campaign_trautenau_soor_test.cpp,
// Vv165_S13_4_Evaluation).
TEST(Vv165_S11_4_2_Evaluation, ThePanicOfTheCampaignsFirstDayIsNotASuddenEnd) {
  Game g(test::real("trautenau-soor"), 1);
  ASSERT_NE(dynamic_cast<const BoninPanic*>(g.scenario().special.find("trautenau_bonin_panic")), nullptr);
  Rules::state(g).turn = 18;
  EXPECT_EQ(evaluation_terms(g).sudden, 0.0);
}

}  // namespace
}  // namespace gbn3_evaluate_test
}  // namespace bohemia
