// The special rules of Soor (VV165 §12) in play: Grivicic's late orders
// (§12.1.4), the Austrian plan (§12.1.5), the line of retreat that turns
// west at 13.00 (§12.1.3), the 12.00 objectives and the end-of-game VP of
// §12.4.1 (stuck commanders, steps still on the map rounded up).
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "gbn3/rules.h"
#include "gbn3/special/soor.h"
#include "rules_play_util.h"
#include "rules_scenario_builder.h"
#include "test_util.h"

namespace bohemia {
namespace special_soor_test {
namespace {

using test::hex_of;

std::shared_ptr<const Scenario> soor() {
  static std::shared_ptr<const Scenario> sc = test::real("soor");
  return sc;
}

// A player who does nothing he need not do: commanders-in-chief stay,
// no barrage, no move, no assault; where a choice is forced (the first
// formation, a retreat ...) he takes the first one offered. Chance is the
// game's own generator.
void step_passively(Game& g) {
  if (g.actor().kind == ActorKind::Chance) {
    ASSERT_FALSE(g.apply(g.sample_chance()).has_value());
    return;
  }
  const std::vector<Action>& acts = g.legal_actions();
  ASSERT_FALSE(acts.empty()) << g.describe_turn();
  static const ActionType kPass[] = {ActionType::CincStay, ActionType::Ready,       ActionType::Hold,
                                     ActionType::EndMove,  ActionType::EndAssaults, ActionType::Stand,
                                     ActionType::NoAdvance};
  Action pick = acts.front();
  for (ActionType t : kPass) {
    auto it = std::find_if(acts.begin(), acts.end(), [&](const Action& a) { return a.type == t; });
    if (it != acts.end()) {
      pick = *it;
      break;
    }
  }
  ASSERT_FALSE(g.apply(pick).has_value()) << g.notation(pick) << " at " << g.describe_turn();
}

template <class Until>
void play_passively(Game& g, Until until) {
  for (int guard = 0; guard < 20000 && !g.over() && !until(g); ++guard) {
    step_passively(g);
    if (::testing::Test::HasFatalFailure()) return;
  }
}

std::set<std::string> labels(const Game& g, const std::vector<HexId>& hexes) {
  std::set<std::string> out;
  for (HexId h : hexes) out.insert(g.scenario().map->label(h));
  return out;
}

bool formation_in_cup(const Game& g, const char* id) {
  return (g.state().cup >> g.scenario().formation_index(id)) & 1u;
}

// §12.1.4: "This brigade's marker isn't placed in the bowl for drawing
// markers until the 11.00 turn. This brigade cannot be activated during the
// 10.00 turn."
TEST(Section12_1_4, GrivicicMarkerOutOfTheCupAtTenInAtEleven) {
  Game g(soor(), 3);
  const int grivicic = soor()->formation_index("grivicic");
  auto available = [&](const Game& x) {
    std::vector<int> m = Rules::available_markers(x, Side::Austria, -1);
    return std::find(m.begin(), m.end(), grivicic) != m.end();
  };
  play_passively(g, [](const Game& x) { return x.state().phase == Phase::Draw; });
  ASSERT_EQ(g.state().turn, 10);
  EXPECT_FALSE(available(g));
  EXPECT_FALSE(formation_in_cup(g, "grivicic"));
  EXPECT_TRUE(formation_in_cup(g, "knebel") || formation_in_cup(g, "mondel"));
  EXPECT_NE(test::refuse(g, "draw grivicic"), "");
  for (const ChanceOutcome& o : g.chance_outcomes()) EXPECT_NE(o.action.formation, grivicic);
  play_passively(g, [](const Game& x) { return x.state().turn == 11; });
  ASSERT_EQ(g.state().turn, 11);
  EXPECT_TRUE(available(g));
}

// §8 with §12.1.4: at 10.00 the initiative winner may not pick Grivicic first.
TEST(Section12_1_4, GrivicicCannotBePickedFirstAtTen) {
  Game g(soor(), 1);
  test::command_phase(g, 1, 6);  // the Austrian wins the initiative
  ASSERT_EQ(g.state().phase, Phase::InitiativePick);
  ASSERT_EQ(g.state().acting, Side::Austria);
  EXPECT_TRUE(test::has_action(g, "first mondel"));
  EXPECT_FALSE(test::has_action(g, "first grivicic"));
  EXPECT_NE(test::refuse(g, "first grivicic"), "");
}

// A position on the test map for §12.1.5: the "road" is the west-east road
// of row 05; the forbidden hexes are two hexes south of it.
test::Position plan_position(int until_turn) {
  test::Position p;
  p.setup = {"0306 S a-bde a-inf1", "0209 N p-div p-inf1"};
  p.tables = fmt::format(R"(
[special.plan]
kind = "soor_austrian_plan"
side = "austria"
until_turn = {}
max_hexes_west = 1
road = ["0105", "0205", "0305", "0405"]
forbidden_hexes = ["0307", "0207", "0407"]
applies_to = ["move", "advance_after_combat", "retreat_before_combat"]
)",
                         until_turn);
  return p;
}

bool can_move_to(const Game& g, const char* unit, const char* hex) {
  for (const std::string& a : test::actions_with(g, std::string("move ") + unit + " " + hex))
    if (!a.empty()) return true;
  return false;
}

// §12.1.5: "Until the end of the 12.00 turn, the Austrian units cannot
// position themselves more than one hex to the west of the road ... This
// restriction is lifted starting with the 13.00 turn."
TEST(Section12_1_5, AustrianUnitsMayNotEndAMoveBeyondTheLimitUntilTheHour) {
  auto sc = test::position(plan_position(9));
  Game g(sc, 1);
  test::drive_to(g, "a-bde");
  EXPECT_FALSE(can_move_to(g, "a-inf1", "0307"));
  EXPECT_FALSE(can_move_to(g, "a-inf1", "0407"));
  EXPECT_TRUE(can_move_to(g, "a-inf1", "0406"));  // one hex from the road: allowed
  EXPECT_NE(test::refuse(g, "move a-inf1 0307 S"), "");
  // Lifted from the next turn.
  play_passively(g, [](const Game& x) { return x.state().turn == 10; });
  test::drive_to(g, "a-bde");
  ASSERT_EQ(g.state().turn, 10);
  EXPECT_TRUE(can_move_to(g, "a-inf1", "0307"));
}

// The limit binds the side it names only.
TEST(Section12_1_5, ThePrussianIsNotLimited) {
  auto sc = test::position(plan_position(12));
  Game g(sc, 1);
  test::drive_to(g, "p-div");
  EXPECT_TRUE(can_move_to(g, "p-inf1", "0207"));
}

// The kinds of movement the table names: moves, advances after combat and
// retreats before combat are limited; retreats after combat (forced by the
// enemy, not the player's positioning) and commanders are not.
TEST(Section12_1_5, KindsOfMovementLimited) {
  auto sc = test::position(plan_position(12));
  Game g(sc, 1);
  const SpecialRule* r = sc->special.find("plan");
  ASSERT_NE(r, nullptr);
  const Piece a = Piece::unit(test::unit(g, "a-inf1"));
  const HexId h = test::hx(g, "0307");
  EXPECT_FALSE(r->may_end_move(g, a, h, MoveKind::Move));
  EXPECT_FALSE(r->may_end_move(g, a, h, MoveKind::Advance));
  EXPECT_FALSE(r->may_end_move(g, a, h, MoveKind::Evade));
  EXPECT_TRUE(r->may_end_move(g, a, h, MoveKind::Retreat));
  EXPECT_TRUE(r->may_end_move(g, a, test::hx(g, "0306"), MoveKind::Move));
  EXPECT_TRUE(r->may_end_move(g, Piece::commander(sc->formation_index("a-bde")), h, MoveKind::Commander));
  EXPECT_TRUE(r->may_end_move(g, Piece::unit(test::unit(g, "p-inf1")), h, MoveKind::Move));
}

// The loader refuses a forbidden hex within the allowed distance of the road.
TEST(Section12_1_5, ForbiddenHexNextToTheRoadIsRefused) {
  test::Position p = plan_position(12);
  p.tables.replace(p.tables.find("\"0307\""), 6, "\"0306\"");
  try {
    test::position(p);
    FAIL() << "a forbidden hex next to the road was accepted";
  } catch (const DataError& e) {
    EXPECT_NE(std::string(e.what()).find("forbidden_hexes"), std::string::npos) << e.what();
  }
}

// On the real map: the Soor set-up respects the plan, and at 10.00 no
// Austrian move ends west of the limit.
TEST(Section12_1_5, RealScenarioNoAustrianMoveBeyondTheLimit) {
  Game g(soor(), 5);
  const auto* plan = dynamic_cast<const PositionLimit*>(soor()->special.find("soor_austrian_plan"));
  ASSERT_NE(plan, nullptr);
  int checked = 0;
  play_passively(g, [&](const Game& x) {
    if (x.state().phase == Phase::Movement && x.state().acting == Side::Austria && x.state().turn <= 12)
      for (const Action& a : x.legal_actions())
        if (a.type == ActionType::Move && a.piece.kind() == PieceKind::Unit) {
          ++checked;
          EXPECT_FALSE(plan->forbidden[static_cast<std::size_t>(a.hex)]) << x.notation(a);
        }
    return x.state().turn > 12;
  });
  EXPECT_GT(checked, 0);
}

// §12.1.3: "Austrians: only the southern edge of the map (0118 to 0518)
// through the 12.00 turn then only the western edge starting at 13.00 (0113
// to 0118)". The Prussian line does not change.
TEST(Section12_1_3, AustrianLineOfRetreatTurnsWestAtThirteen) {
  Game g(soor(), 2);
  const std::set<std::string> south = {"0118", "0218", "0318", "0418", "0518"};
  const std::set<std::string> west = {"0113", "0114", "0115", "0116", "0117", "0118"};
  const std::set<std::string> east = {"1613", "1614", "1615", "1616", "1617", "1618"};
  EXPECT_EQ(labels(g, Rules::retreat_edge(g, Side::Austria)), south);
  play_passively(g, [](const Game& x) { return x.state().turn == 12; });
  EXPECT_EQ(labels(g, Rules::retreat_edge(g, Side::Austria)), south);
  play_passively(g, [](const Game& x) { return x.state().turn == 13; });
  ASSERT_EQ(g.state().turn, 13);
  EXPECT_EQ(labels(g, Rules::retreat_edge(g, Side::Austria)), west);
  EXPECT_EQ(labels(g, Rules::retreat_edge(g, Side::Prussia)), east);
  // Distances to the edge (§9.5.8 retreats, §10.2 demoralised moves) follow.
  EXPECT_EQ(Rules::distance_to_edge(g, Side::Austria, test::hx(g, "0115")), 0);
}

// §12.4.1 12.00 objectives: the Austrian, holding Burkersdorf, Neu Rognitz
// and Alt-Rognitz at the end of 12.00 (and not Kaile), scores 2 VP and keeps
// them (A-37).
TEST(Section12_4_1, NoonObjectivesScoreForTheAustrian) {
  Game g(soor(), 4);
  for (const ScoreLine& l : g.score_sheet().lines) EXPECT_EQ(l.text.find("12.00"), std::string::npos);
  play_passively(g, [](const Game& x) { return x.state().turn == 13; });
  ASSERT_EQ(g.state().turn, 13);
  EXPECT_TRUE(test::log_contains(
      g, "12.4.1", "at the end of 12.00 austria controls Burkersdorf, Neu Rognitz, Alt-Rognitz: 2 VP"));
  EXPECT_FALSE(test::log_contains(g, "12.4.1", "controls Kaile"));
  int noon = 0;
  for (const ScoreLine& l : g.score_sheet().lines)
    if (l.text.find("at the end of 12.00") != std::string::npos) {
      EXPECT_EQ(l.side, Side::Austria);
      noon += l.vp;
    }
  EXPECT_EQ(noon, 2);
}

// A position for the stuck commander: the Austrian unit with its commander
// in the north-west corner, boxed in by two Prussian units; the Austrian line
// of retreat is the far corner.
test::Position stuck_position(bool commander_boxed_in) {
  test::Position p;
  p.austria_edge = "1010-1010";
  p.setup = {commander_boxed_in ? "0101 S a-bde a-inf1#1" : "0101 S a-inf1#1", "0102 N p-div p-inf1",
             "0201 NW p-inf2", "0909 N a-cinc"};
  if (!commander_boxed_in) p.setup.push_back("0808 N a-bde a-inf2");
  p.tables = R"(
[special.stuck]
kind = "soor_trapped_austrians"
side = "austria"
steps_per_commander = 1
)";
  return p;
}

// §12.4.1: "A commander who remains stuck on the map in this way counts as
// one step loss", in the same count as the losses (A-53): the prisoner's
// one remaining step alone gives 0 VP (1 of 2), with the stuck commander 1 VP.
TEST(Section12_4_1, StuckCommanderCountsAsOneStepLoss) {
  auto sc = test::position(stuck_position(true));
  Game g(sc, 1);
  play_passively(g, [](const Game&) { return false; });
  ASSERT_TRUE(g.over());
  EXPECT_TRUE(test::log_contains(g, "11.4.1", "is taken prisoner"));
  EXPECT_TRUE(test::log_contains(g, "12.4.1", "General A cannot reach his line of retreat from 0101"));
  EXPECT_FALSE(test::log_contains(g, "12.4.1", "A CinC cannot reach"));
  EXPECT_EQ(g.state().vp[static_cast<std::size_t>(side_index(Side::Prussia))], 1);
  EXPECT_TRUE(test::log_contains(g, "12.4.1", "1 stuck commander count as 1 more step loss (2 in all"));
}

TEST(Section12_4_1, CommanderWithALineScoresNothing) {
  auto sc = test::position(stuck_position(false));
  Game g(sc, 1);
  play_passively(g, [](const Game&) { return false; });
  ASSERT_TRUE(g.over());
  EXPECT_FALSE(test::log_contains(g, "12.4.1", "cannot reach his line of retreat"));
  EXPECT_EQ(g.state().vp[static_cast<std::size_t>(side_index(Side::Prussia))], 0);
}

test::Position steps_position(const std::string& rounding, bool floor_at_zero) {
  test::Position p;
  p.setup = {"0505 N a-bde a-inf1 a-jag1", "0605 N a-inf2#1", "0706 N a-inf3", "0202 S p-div p-inf1"};
  p.tables = fmt::format(R"(
[special.steps]
kind = "soor_austrian_steps_on_map"
side = "austria"
every = 4
rounding = "{}"
vp = -1
floor_at_zero = {}
)",
                         rounding, floor_at_zero);
  return p;
}

int line_vp(const Game& g, const std::string& text) {
  int vp = 0;
  bool found = false;
  for (const ScoreLine& l : g.score_sheet().lines)
    if (l.text.find(text) != std::string::npos) vp += l.vp, found = true;
  EXPECT_TRUE(found) << text;
  return vp;
}

// §12.4.1: "He loses 1 VP for every 4 combat steps still on the map and not
// imprisoned (starting with the 1st step)": 6 steps cost 2 VP (rounded up,
// the Soor exception to A-8); the other reading, complete groups, 1 VP.
TEST(Section12_4_1, StepsOnTheMapCostVpFromTheFirstStep) {
  Game up(test::position(steps_position("up", false)), 1);
  EXPECT_EQ(line_vp(up, "6 combat steps still on the map"), -2);
  EXPECT_EQ(up.current_vp()[static_cast<std::size_t>(side_index(Side::Austria))], -2);
  Game down(test::position(steps_position("down", false)), 1);
  EXPECT_EQ(line_vp(down, "6 combat steps still on the map"), -1);
  // The alternative reading that a total never falls below zero.
  Game floor(test::position(steps_position("up", true)), 1);
  EXPECT_EQ(line_vp(floor, "6 combat steps still on the map"), 0);
  EXPECT_EQ(floor.current_vp()[static_cast<std::size_t>(side_index(Side::Austria))], 0);
}

TEST(Section12_4_1, StepsOnTheMapGroupsOfFour) {
  StepsOnMap r = [] {
    auto sc = test::position(steps_position("up", false));
    return *dynamic_cast<const StepsOnMap*>(sc->special.find("steps"));
  }();
  EXPECT_EQ(r.groups(1), 1);
  EXPECT_EQ(r.groups(4), 1);
  EXPECT_EQ(r.groups(5), 2);
  EXPECT_EQ(r.groups(8), 2);
  r.round_up = false;
  EXPECT_EQ(r.groups(3), 0);
  EXPECT_EQ(r.groups(7), 1);
}

// The whole of §12.4 at the end of a Soor game: the end-of-game lines are
// explained in the log, the steps-on-map line matches the Austrian steps
// left, and the result is the difference of the totals.
TEST(Section12_4, EndOfGameExplainedLineByLine) {
  Game g(soor(), 6);
  play_passively(g, [](const Game&) { return false; });
  ASSERT_TRUE(g.over());
  const Scenario& sc = *soor();
  int steps = 0;
  for (std::size_t u = 0; u < sc.units.size(); ++u)
    if (sc.units[u].side == Side::Austria && g.state().units[u].where == Where::Map)
      steps += sc.units[u].morale - g.state().units[u].losses;
  ASSERT_GT(steps, 0);
  EXPECT_TRUE(test::log_contains(g, "12.4.1", fmt::format("{} combat steps still on the map", steps)));
  EXPECT_TRUE(test::log_contains(g, "12.4.1",
                                 fmt::format("Austria: {} combat steps still on the map (-1 VP "
                                             "for every 4, from the first step) {} VP",
                                             steps, -((steps + 3) / 4))));
  EXPECT_TRUE(test::log_contains(g, "12.4.2", "end of the game: Prussia"));
  EXPECT_TRUE(g.state().vp[1] == g.score_sheet().vp[1]);
}

// Every Soor kind is code: the scenario plays with all its rules.
TEST(Section12, NoSpecialRulePending) {
  EXPECT_TRUE(soor()->special.pending().empty());
  EXPECT_NE(soor()->special.find("soor_austrian_plan"), nullptr);
}

}  // namespace
}  // namespace special_soor_test
}  // namespace bohemia
