// The three editions (reading notes §1, D-1 ... D-44): each difference that
// changes play, tested in every edition where it differs, and the readings
// kept as options of the edition tested both ways (docs/editions.md lists
// every D-number with its Edition field and its tests). Test names carry the
// section and the edition (Vv157 / Vv165 / Vv174).
//
// Positions are on the 10x10 test map (Prussian edge row 1, Austrian edge row
// 10). Hex neighbours: in an odd column (05) N/S change the row, NE = (c+1,
// r-1), SE = (c+1, r), SW = (c-1, r), NW = (c-1, r-1); in an even column NE =
// (c+1, r), SE = (c+1, r+1), SW = (c-1, r+1), NW = (c-1, r). 0402 is a
// level-3 hill (steep against its neighbours), 0707 a village, 0808 a town.
#include <gtest/gtest.h>

#include <functional>

#include "gbn3/crt.h"
#include "gbn3/edition.h"
#include "gbn3/terrain_cost.h"
#include "rules_play_util.h"
#include "rules_scenario_builder.h"

namespace rules_editions_test {

using namespace bohemia;
using namespace bohemia::test;

namespace {

constexpr const char* kEditions[] = {"VV157", "VV165", "VV174"};

using R = CombatResult;
constexpr R N = R::None, T = R::T, D = R::D, X = R::D1;

// The scenario of position `p`, changed by `tweak` (unit values, an option of
// the edition, night turns).
std::shared_ptr<const Scenario> tweaked(const Position& p, const std::function<void(Scenario&)>& tweak) {
  auto sc = std::make_shared<Scenario>(*position(p));
  tweak(*sc);
  sc->build_step_table();
  return sc;
}

Position at(const std::vector<std::string>& setup, const char* edition) {
  Position p;
  p.setup = setup;
  p.edition = edition;
  return p;
}

Game game_at(const Position& p, const char* formation = "p-div") {
  Game g(position(p), 1);
  drive_to(g, formation);
  return g;
}

UnitDef& unit_def(Scenario& sc, const char* id) {
  return sc.units[static_cast<std::size_t>(sc.unit_index(id))];
}

// A test fixture of tests/data under another edition.
std::shared_ptr<Scenario> fixture_in(const char* id, const char* edition) {
  auto sc = std::make_shared<Scenario>(*fixture(id));
  sc->edition = *edition_by_id(edition);
  sc->build_step_table();
  return sc;
}

std::vector<std::string> retreat_hexes(const Game& g) {
  std::vector<std::string> out;
  for (const Action& a : g.legal_actions())
    if (a.type == ActionType::Retreat) out.push_back(g.scenario().map->label(a.hex));
  return out;
}

void stand_if_asked(Game& g) {
  while (has_action(g, "stand") && g.state().work.step != CombatStep::Volley) play(g, {"stand"});
}

// A barrage of p-art1 (`fire`) rolled with `die`; the outcome for `target`.
std::string barrage(Game& g, const char* fire, int die, const char* target) {
  play(g, {fire});
  if (::testing::Test::HasFatalFailure()) return "?";
  std::string roll = "roll " + std::to_string(die);
  play(g, {roll.c_str()});
  return outcome_for(g, target);
}

}  // namespace

// ------------------------------------------------------------ tables (D-27 - D-29)

// D-28, D-29: VV157's example reads "13 ... a result of 8, which is the
// maximum column, plus 5 on the die"; it prints no grid. Its table is VV165's
// (the only printed grid) continued by a column 8 along the grid's diagonals:
// every printed cell depends only on column + die row, and column 8 keeps
// that (rulings D-29). The two tables differ only for a modified die below 0
// at column 8 or more, which the printed modifiers never give (the only
// negative one is the stream's -1).
TEST(CRT, Vv157TableContinuesTheGridToColumnEight) {
  const Crt& c8 = crt_to_column_8();
  EXPECT_EQ(c8.max_column, 8);
  for (int r = 0; r < kCrtRows; ++r)
    for (int c = 0; c <= kMaxColumn; ++c) EXPECT_EQ(c8.cell(r, c), crt_cell(r, c)) << r << "," << c;
  const R column8[kCrtRows] = {D, D, D, X, X, X, X};
  for (int r = 0; r < kCrtRows; ++r) EXPECT_EQ(c8.cell(r, 8), column8[r]) << r;
  for (int r = 0; r + 1 < kCrtRows; ++r)
    for (int c = 1; c <= 8; ++c) EXPECT_EQ(c8.cell(r + 1, c - 1), c8.cell(r, c)) << r << "," << c;
  EXPECT_EQ(c8.lookup(13, 1 + 2), X);  // the example: column 8, +5 and +2 on the die
  EXPECT_EQ(c8.excess(13), 5);
  EXPECT_EQ(crt_vv165().excess(13), 6);
  EXPECT_EQ(c8.lookup(8, -1), D);  // where the two tables part
  EXPECT_EQ(crt_lookup(8, -1), T);
  for (int col = 0; col <= 20; ++col)
    for (int die = 0; die <= 12; ++die)
      EXPECT_EQ(c8.lookup(col, die), crt_lookup(col, die)) << col << "," << die;
}

// D-28: VV174 prints the same legend and modifiers and "+1 for each column
// greater than 7", and its example says "7, which is the maximum column": it
// reads VV165's grid. VV157 reads its column-8 table (option: the printed 7).
TEST(CRT, EachEditionsTable) {
  EXPECT_EQ(edition_by_id("VV157")->crt.max_column, 8);
  EXPECT_EQ(edition_by_id("VV165")->crt.max_column, 7);
  EXPECT_EQ(edition_by_id("VV174")->crt.max_column, 7);
  for (const char* e : {"VV165", "VV174"})
    for (int r = 0; r < kCrtRows; ++r)
      for (int c = 0; c <= kMaxColumn; ++c) EXPECT_EQ(edition_by_id(e)->crt.cell(r, c), crt_cell(r, c)) << e;
}

// D-27: VV157 prints no Terrain Effects Table; it moves on VV165's (its §9.3
// "the number of movement points indicated on the Terrain Table"): a path
// does not cancel the climb, a railway does not cancel a stream. Every step
// of the test map costs the same under VV157 and VV165; VV174 differs where
// a path climbs (its footnote 1).
TEST(TEC, Vv157MovesOnTheVv165Table) {
  const auto sc = position(at({"0505 N p-div p-inf1", "0910 N a-bde a-inf1"}, "VV165"));
  const Map& m = *sc->map;
  const Edition e157 = *edition_by_id("VV157"), e165 = *edition_by_id("VV165");
  int steps = 0;
  for (HexId h = 0; h < m.size(); ++h)
    for (int d = 0; d < kDirections; ++d)
      for (MoveClass mc : {MoveClass::Infantry, MoveClass::Light, MoveClass::Cavalry, MoveClass::Artillery,
                           MoveClass::Commander}) {
        const StepCost a = step_cost(m, e157, h, direction_from_int(d), mc);
        const StepCost b = step_cost(m, e165, h, direction_from_int(d), mc);
        EXPECT_EQ(a.cost, b.cost);
        EXPECT_EQ(a.disorganises, b.disorganises);
        ++steps;
      }
  EXPECT_GT(steps, 0);
  Map hill{"hill", 3, 3};
  hill.set_level(hill.parse_label("0201"), 1);
  hill.set_level(hill.parse_label("0202"), 2);
  hill.add_side(hill.parse_label("0201"), Direction::S, kPath);
  const HexId from = hill.parse_label("0201");
  EXPECT_EQ(step_cost(hill, e157, from, Direction::S, MoveClass::Infantry).cost, 4);  // 1 + 1 MP
  EXPECT_EQ(step_cost(hill, *edition_by_id("VV174"), from, Direction::S, MoveClass::Infantry).cost, 3);
}

// ------------------------------------------------------------ §1.3 rounding (D-4) in play

// §9.1.4 "It can only move half of its movement potential" rounded per §1.3:
// 3 MP out of command is 1 MP in VV157 (down), 2 in VV165 (up) and VV174 (up,
// 1.5 is not 0.5); 1 MP is 0 in VV157 and VV174 ("0,5 is rounded to 0"), 1
// in VV165. p-inf1 stands eleven hexes from its commander (§9.1.2).
TEST(Section1_3, HalfMovementOutOfCommandPerEdition) {
  auto farthest = [](const char* edition, int mp) {
    Position p = at({"0101 S p-div p-jag1", "0808 N p-inf1", "0510 N a-bde a-inf1"}, edition);
    Game g(tweaked(p, [mp](Scenario& sc) { unit_def(sc, "p-inf1").movement = mp; }), 1);
    drive_to(g, "p-div");
    double most = 0;
    for (const Reach& r : g.reachable(unit(g, "p-inf1"))) most = std::max(most, r.cost / 2.0);
    return most;
  };
  EXPECT_EQ(farthest("VV157", 3), 1);
  EXPECT_EQ(farthest("VV165", 3), 2);
  EXPECT_EQ(farthest("VV174", 3), 2);
  EXPECT_EQ(farthest("VV157", 1), 0);
  EXPECT_EQ(farthest("VV165", 1), 1);
  EXPECT_EQ(farthest("VV174", 1), 0);
}

// §5.1 "Leaving an enemy ZoC costs half the movement points": infantry of 3
// MP leaving 0506 (in front of a-inf1) for 0505 pays 1 + 1 in VV157, 1 + 2 in
// VV165 and VV174.
TEST(Section5_1, LeavingAZoneCostsHalfTheAllowancePerEdition) {
  auto cost = [](const char* edition) {
    Position p = at({"0506 S p-div p-inf1", "0507 N a-bde a-inf1"}, edition);
    Game g(tweaked(p, [](Scenario& sc) { unit_def(sc, "p-inf1").movement = 3; }), 1);
    drive_to(g, "p-div");
    return cost_to(g, "p-inf1", "0505");
  };
  EXPECT_EQ(cost("VV157"), 2);
  EXPECT_EQ(cost("VV165"), 3);
  EXPECT_EQ(cost("VV174"), 3);
}

// §9.5.6 "the attacking unit(s) must be at half range": range 3 is 1
// hex in VV157, 2 in VV165 and VV174. a-art1 in 0505 is two hexes from p-inf1.
TEST(Section9_5_6, HalfRangePerEdition) {
  auto offered = [](const char* edition) {
    Game g = game_at(at({"0705 S p-div p-inf1", "0505 SE a-art1", "0706 N a-inf1", "0510 N a-bde"}, edition));
    play(g, {"end move", "assault p-inf1 0706:4"});
    if (g.state().phase == Phase::Declare) play(g, {"end assaults"});
    if (has_action(g, "stand") && !has_action(g, "support a-art1")) play(g, {"stand"});
    return has_action(g, "support a-art1");
  };
  EXPECT_FALSE(offered("VV157"));
  EXPECT_TRUE(offered("VV165"));
  EXPECT_TRUE(offered("VV174"));
}

// ------------------------------------------------------------ §9.5.3 examples (D-20, D-21, D-30)

namespace {

// The §9.5.3 examples on fixture h2-assault: a-def in clear terrain (0506,
// facing N), assaulted in a coordinated assault by p-a (0505, with General P,
// bonus +2) and p-b (0605) in its front and p-c (0606) on its flank. VV157
// prints the example with a defender of 5 and attackers of 6 and 7.
Game example(const char* edition, int def, int a, int b) {
  auto sc = fixture_in("h2-assault", edition);
  unit_def(*sc, "a-def").combat = def;
  unit_def(*sc, "p-a").combat = a;
  unit_def(*sc, "p-b").combat = b;
  Game g(sc, 1);
  const std::string sa = "assault p-a 0506:" + std::to_string(a),
                    sb = "assault p-b 0506:" + std::to_string(b);
  play(g, {"cinc p-cinc stay", "cinc a-cinc stay", "roll 6", "roll 1", "first p-div", "end move", sa.c_str(),
           sb.c_str(), "assault p-c 0506:3", "coordinate 0506", "roll 3", "stand"});
  return g;
}

}  // namespace

// VV157 §9.5.3 examples: "a combat value of 5 ... 2 on the first, 1 on the
// second and 2 which becomes 1 on the flank"; then "6+7 = 13 ... a result of
// 8, which is the maximum column, plus 5 on the die and another 2 for the
// commander. The result is automatically D+1." The flank attacker is driven
// off by the defensive fire (1 on column 1 ... T, morale failed).
TEST(Section9_5_3, Vv157WorkedExamples) {
  Game g = example("VV157", 5, 6, 7);
  play(g, {"defend 2,1,2", "roll 3", "roll 4", "roll 5"});
  EXPECT_TRUE(log_contains(g, "9.5.3", "at Flank three (p-c): die 5 (2 halved on the flank = 1) -> T"));
  play(g, {"roll 1", "retreat p-c 0605 SW", "attack bonus", "roll 1"});
  EXPECT_TRUE(log_contains(
      g, "9.5.5",
      "combat 13 / protection 1 = column 13, +2 commander, column 13 read as 8 with +5 on the die) -> D+1"));
}

// VV174's example: "5+4 = 9 ... a result of 7, which is the maximum column,
// plus 2 on the die"; its flank note: "rounded down ... Exception: 0,5 is
// rounded to 1", so "1 which becomes 1 on the flank".
TEST(Section9_5_3, Vv174WorkedExamples) {
  Game g = example("VV174", 4, 5, 4);
  play(g, {"defend 2,1,1", "roll 3", "roll 4", "roll 5"});
  EXPECT_TRUE(log_contains(g, "9.5.3", "at Flank three (p-c): die 5 (1 halved on the flank = 1) -> T"));
  play(g, {"roll 1", "retreat p-c 0605 SW", "attack bonus", "roll 1"});
  EXPECT_TRUE(log_contains(
      g, "9.5.5",
      "combat 9 / protection 1 = column 9, +2 commander, column 9 read as 7 with +2 on the die) -> D+1"));
}

// D-30: flank halving rounds down in VV157 (§1.3, no note of its own), up in
// VV165 (CRT note), down with 0.5 to 1 in VV174 (CRT note): a share of 1 on
// the flank fires as 0 / 1 / 1, a share of 3 as 1 / 2 / 1.
TEST(Section9_5_3, FlankShareHalvedPerEdition) {
  auto halved = [](const char* edition, const char* split) {
    Game g = example(edition, 4, 5, 4);
    play(g, {split, "roll 1", "roll 1", "roll 1"});
    for (const Event& e : g.log())
      if (e.section == "9.5.3" && e.text.find("halved on the flank = ") != std::string::npos)
        return e.text.substr(e.text.find("halved on the flank = ") + 22, 1);
    return std::string("?");
  };
  EXPECT_EQ(halved("VV157", "defend 2,1,1"), "0");
  EXPECT_EQ(halved("VV165", "defend 2,1,1"), "1");
  EXPECT_EQ(halved("VV174", "defend 2,1,1"), "1");
  EXPECT_EQ(halved("VV157", "defend 1,0,3"), "1");
  EXPECT_EQ(halved("VV165", "defend 1,0,3"), "2");
  EXPECT_EQ(halved("VV174", "defend 1,0,3"), "1");
}

// The VV157 option of the printed grid's column 7 (D-29, `crt`): the same
// example reads column 7 with +6 on the die, the same D+1.
TEST(Section9_5_3, Vv157ExampleOnThePrintedSevenColumns) {
  auto sc = fixture_in("h2-assault", "VV157");
  sc->edition.crt = crt_vv165();
  unit_def(*sc, "a-def").combat = 5;
  unit_def(*sc, "p-a").combat = 6;
  unit_def(*sc, "p-b").combat = 7;
  Game g(sc, 1);
  play(g, {"cinc p-cinc stay",
           "cinc a-cinc stay",
           "roll 6",
           "roll 1",
           "first p-div",
           "end move",
           "assault p-a 0506:6",
           "assault p-b 0506:7",
           "assault p-c 0506:3",
           "coordinate 0506",
           "roll 3",
           "stand",
           "defend 2,1,2",
           "roll 3",
           "roll 4",
           "roll 5",
           "roll 1",
           "retreat p-c 0605 SW",
           "attack bonus",
           "roll 1"});
  EXPECT_TRUE(log_contains(g, "9.5.5", "column 13 read as 7 with +6 on the die) -> D+1"));
}

// ------------------------------------------------------------ modifiers (D-31, D-32, D-34)

// D-34, A-22: "+1 for a Prussian Guard unit" (VV165/VV174 table; VV157 reads
// the same table, D-27). A Guard battery two hexes from its target: column
// 2, a 3 gives T with the +1, nothing without. Option `guard_drm` off: none.
TEST(CRT_Modifiers, GuardAddsOneInEveryEdition) {
  auto fire = [](const char* edition, bool guard_drm) {
    Position p = at({"0505 S p-div p-art1", "0507 N a-inf1", "0509 N a-bde"}, edition);
    Game g(tweaked(p,
                   [guard_drm](Scenario& sc) {
                     unit_def(sc, "p-art1").guard = true;
                     if (!guard_drm) sc.edition.guard_drm = false;
                   }),
           1);
    drive_to(g, "p-div", Phase::Barrage);
    return barrage(g, "fire p-art1 a-inf1 S", 3, "a-inf1");
  };
  for (const char* e : kEditions) {
    EXPECT_EQ(fire(e, true), "T") << e;
    EXPECT_EQ(fire(e, false), "-") << e;
  }
}

// D-19: VV165/VV174 §9.5.2 "The same applies for the bonus for the Prussian
// Guard units": only in the defensive combats where its value is used. VV157
// lacks the sentence but reads the Guard bonus from VV165's table, which the
// sentence explains (rulings, D-19). The Guard regiment p-inf1 splits 0 / 4
// between the two Austrians coordinating from 0507: +1 against a-inf2 only.
TEST(Section9_5_2, GuardBonusOnlyWhereItsValueIsUsedInEveryEdition) {
  for (const char* e : kEditions) {
    Position p = at({"0506 S p-inf1", "0501 S p-div", "0507 N a-bde a-inf1 a-inf2"}, e);
    Game g(tweaked(p, [](Scenario& sc) { unit_def(sc, "p-inf1").guard = true; }), 1);
    drive_to(g, "a-bde");
    play(g, {"end move", "assault a-inf1 0506:4", "assault a-inf2 0506:4"});
    if (g.state().phase == Phase::Declare) play(g, {"end assaults"});
    play(g, {"coordinate 0506", "roll 3"});
    stand_if_asked(g);
    play(g, {"defend 0,4", "roll 1", "roll 1"});
    EXPECT_TRUE(log_contains(g, "9.5.3", "at a-inf1 (a-inf1): die 1 (combat 0) -> -")) << e;
    EXPECT_TRUE(log_contains(
        g, "9.5.3",
        "at a-inf2 (a-inf2): die 1 (combat 4, +1 col. Dreyse needle gun, +1 Prussian Guard) -> T"))
        << e;
  }
}

// D-34: "+1 for a unit of the Prussian Guard" on morale tests (§2, every
// edition). The Guard regiment p-inf1 under an Austrian barrage T (column 2,
// die 5): morale 2 + 1, a 3 passes (6), a 2 fails.
TEST(Section2_MoraleTest, PrussianGuardAddsOneInEveryEdition) {
  auto passes = [](const char* edition, int die) {
    Position p = at({"0505 N a-bde a-art1", "0503 S p-inf1", "0501 S p-div"}, edition);
    Game g(tweaked(p, [](Scenario& sc) { unit_def(sc, "p-inf1").guard = true; }), 1);
    drive_to(g, "a-bde", Phase::Barrage);
    EXPECT_EQ(barrage(g, "fire a-art1 p-inf1 N", 5, "p-inf1"), "T");
    const std::string roll = "roll " + std::to_string(die);
    play(g, {roll.c_str()});
    return !disorganised(g, "p-inf1");
  };
  for (const char* e : kEditions) {
    EXPECT_TRUE(passes(e, 3)) << e;
    EXPECT_FALSE(passes(e, 2)) << e;
  }
}

// D-32: VV165 puts "-1 on die" in the TEC's stream row, VV174 "-1 for a
// stream" in its die-roll modifiers, VV157 reads VV165's table: across the
// stream 0503/S a 4 gives T instead of D in every edition.
TEST(CRT_Modifiers, StreamIsMinusOneOnTheDieInEveryEdition) {
  for (const char* e : kEditions) {
    Game g = game_at(at({"0503 S p-div p-inf1", "0504 N a-inf1", "0506 N a-bde"}, e));
    EXPECT_EQ(assault(g, "assault p-inf1 0504:4", 1, 4, "a-inf1"), "T") << e;
    EXPECT_TRUE(log_contains(g, "9.5.5", "-1 stream")) << e;
  }
}

// D-35: the Dreyse bonus is "its d6 bonus" in every §9.5.2 and a column in
// the VV165/VV174 table; VV157, with no table of its own, reads VV165's
// +1 column on the Prussian defensive fire in every edition.
TEST(CRT_Modifiers, DreyseIsOneColumnInEveryEdition) {
  for (const char* e : kEditions) {
    Game g = game_at(at({"0506 S p-div p-inf1", "0507 N a-bde a-inf1"}, e), "a-bde");
    EXPECT_EQ(assault(g, "assault a-inf1 0506:4", 1, 1, "a-inf1", false, /*stop_after_defence=*/true), "T")
        << e;
    EXPECT_TRUE(log_contains(g, "9.5.3", "die 1 (combat 4, +1 col. Dreyse needle gun) -> T")) << e;
  }
}

// ------------------------------------------------------------ §2 morale (D-6, D-43)

// D-6: the VV165/VV174 Morale & Rally summary adds "-1 during a night turn";
// VV157 has no summary and its §2 list no night entry. A barrage at night
// (column 2 - 1, a 5 gives T) on a-inf1 (morale 2): a 4 passes in VV157
// (6) and fails in VV165 and VV174 (5).
TEST(Section2_MoraleTest, NightSubtractsOneExceptInVv157) {
  auto passes = [](const char* edition) {
    Position p = at({"0505 S p-div p-art1", "0507 N a-inf1", "0509 N a-bde"}, edition);
    Game g(tweaked(p, [](Scenario& sc) { sc.night_turns = {9}; }), 1);
    drive_to(g, "p-div", Phase::Barrage);
    EXPECT_EQ(barrage(g, "fire p-art1 a-inf1 S", 5, "a-inf1"), "T");
    EXPECT_TRUE(log_contains(g, "9.2.2", "-1 col. night"));
    play(g, {"roll 4"});
    return !disorganised(g, "a-inf1");
  };
  EXPECT_TRUE(passes("VV157"));
  EXPECT_FALSE(passes("VV165"));
  EXPECT_FALSE(passes("VV174"));
}

// D-43, A-5: "-1 if out of command (if the formation commander is on the
// map)" (VV165/VV174 table); VV157 §2: "-1 if the unit is out of command".
// a-inf1's brigadier arrives at 12.00: a 4 passes in VV165 and VV174 (6) and
// fails in VV157 (5).
TEST(Section2_MoraleTest, OutOfCommandWithTheCommanderOffTheMapPerEdition) {
  auto passes = [](const char* edition) {
    Position p = at({"0505 S p-div p-art1", "0507 N a-inf1", "0910 N a-cinc"}, edition);
    p.reinforcements = {"12 0110 a-bde"};
    Game g(position(p), 1);
    drive_to(g, "p-div", Phase::Barrage);
    EXPECT_EQ(barrage(g, "fire p-art1 a-inf1 S", 5, "a-inf1"), "T");
    play(g, {"roll 4"});
    return !disorganised(g, "a-inf1");
  };
  EXPECT_FALSE(passes("VV157"));
  EXPECT_TRUE(passes("VV165"));
  EXPECT_TRUE(passes("VV174"));
}

// ------------------------------------------------------------ §3 stacking (D-7, D-8)

// D-7: VV165/VV174 "it is possible to add any number of light troops units
// without exceeding a total of three": two cavalry take a jäger, two infantry
// take a jäger. VV157 adds nothing (only "two light troops" replacing one
// unit): both refused (Section3_Stacking.Vv157CavalryUnitReplacedByTwoLightTroops).
TEST(Section3_Stacking, LightTroopsAddedToAFullStackPerEdition) {
  for (const char* e : kEditions) {
    Game g = game_at(at({"0604 N p-div p-cav2 p-cav3", "0605 N p-jag3", "0304 N p-inf1 p-inf2",
                         "0305 N p-jag1", "0910 N a-bde a-inf1"},
                        e));
    const bool adds = std::string(e) != "VV157";
    EXPECT_EQ(reaches(g, "p-jag3", "0604"), adds) << e;
    EXPECT_EQ(reaches(g, "p-jag1", "0304"), adds) << e;
  }
}

// D-8, A-1: VV157's town/village exception: "the infantry (excluding light
// troops) cannot have more than 2 step losses present and the artillery
// cannot have more than 2": at most two steps of line infantry and two of
// artillery present, within the limits of any hex. In the village 0707 a
// fresh regiment (2 steps) takes no second one, not even a weakened one
// (3), but takes a battery (one unit replaced by artillery); two regiments
// down to one step each may share it. VV165/VV174: one infantry, never with
// artillery.
TEST(Section3_Stacking, Vv157VillageHoldsTwoStepsOfInfantryAndTwoOfArtillery) {
  for (const char* e : kEditions) {
    const bool v157 = std::string(e) == "VV157";
    Game g = game_at(at(
        {"0707 N p-div p-inf1", "0706 N p-inf2", "0606 N p-inf3#1", "0607 N p-art1", "0910 N a-bde a-inf1"},
        e));
    EXPECT_FALSE(reaches(g, "p-inf2", "0707")) << e;
    EXPECT_FALSE(reaches(g, "p-inf3", "0707")) << e;
    EXPECT_EQ(reaches(g, "p-art1", "0707"), v157) << e;
    Game h = game_at(at({"0707 N p-div p-inf1#1", "0606 N p-inf3#1", "0910 N a-bde a-inf1"}, e));
    EXPECT_EQ(reaches(h, "p-inf3", "0707"), v157) << e;
  }
}

// VV157: cavalry has no limit of its own in a town or village (three units,
// as anywhere); VV165/VV174 "two cavalry units". In the town 0808, two
// batteries down to one step each (2 steps of artillery) in VV157 only.
TEST(Section3_Stacking, Vv157TownHoldsThreeCavalryAndTwoWeakenedBatteries) {
  for (const char* e : kEditions) {
    const bool v157 = std::string(e) == "VV157";
    Game g = game_at(at({"0707 N p-div p-cav1 p-cav2", "0706 N p-cav3", "0808 N p-art1#1", "0807 N p-art2#1",
                         "0809 N p-art3", "0110 N a-bde a-inf1"},
                        e));
    EXPECT_EQ(reaches(g, "p-cav3", "0707"), v157) << e;
    EXPECT_EQ(reaches(g, "p-art2", "0808"), v157) << e;
    EXPECT_FALSE(reaches(g, "p-art3", "0808")) << e;  // 1 + 2 steps
  }
}

// The other reading of A-1, an option of the edition (`town_stacking`): VV157
// with VV165's unit count.
TEST(Section3_Stacking, Vv157VillageUnderTheUnitCountReading) {
  Position p =
      at({"0707 N p-div p-inf1#1", "0606 N p-inf3#1", "0607 N p-art1", "0910 N a-bde a-inf1"}, "VV157");
  Game g(tweaked(p, [](Scenario& sc) { sc.edition.town_stacking = TownStacking::OneOfAType; }), 1);
  drive_to(g, "p-div");
  EXPECT_FALSE(reaches(g, "p-inf3", "0707"));
  EXPECT_FALSE(reaches(g, "p-art1", "0707"));
}

// ------------------------------------------------------------ §7.1 (D-9)

// D-9: VV165/VV174 "At the end of his movement, the commander in chief is
// turned over to his activated side (back)": the counter only; VV157 has no
// flip.
TEST(Section7_1, CincTurnedOverAfterHisMovePerEdition) {
  for (const char* e : kEditions) {
    Game g(fixture_in("duel", e), 1);
    play(g, {"roll 3", "cinc p-cinc 0304"});
    EXPECT_EQ(log_contains(g, "7.1", "Prussian CinC is turned over to his activated side"),
              std::string(e) != "VV157")
        << e;
  }
}

// ------------------------------------------------------------ §9.1.4 (D-12)

// D-12, VV174 §9.1.4: "An uncommanded artillery unit may always perform
// barrage fire." p-art1 is eleven hexes from its commander: out of command
// (§9.1.2). VV157 and VV165 have no such rule: it may not fire.
TEST(Section9_1_4, OutOfCommandArtilleryBarragesOnlyInVv174) {
  for (const char* e : kEditions) {
    Game g(position(at({"0901 S p-div p-inf1", "0107 S p-art1", "0109 N a-inf1", "0910 N a-bde"}, e)), 1);
    drive_to(g, "p-div", std::string(e) == "VV174" ? Phase::Barrage : Phase::Movement);
    EXPECT_FALSE(ustate(g, "p-art1").in_command) << e;
    EXPECT_EQ(has_action(g, "fire p-art1 a-inf1 S"), std::string(e) == "VV174") << e;
  }
}

// ------------------------------------------------------------ §9.4 (D-17)

namespace {

// p-inf1 and p-art1 are due at 0105 at 09.00, p-inf2 at 10.00. At 09.00 the
// battery waits behind p-inf1 and the Prussian leaves it off the map; the
// game is then played to p-div's movement at 10.00.
Game leftover_battery(const char* edition) {
  Position p = at({"0101 N p-cinc", "0910 N a-bde a-inf1"}, edition);
  p.reinforcements = {"9 0105 p-div p-inf1 p-art1", "10 0105 p-inf2"};
  Game g(position(p), 1);
  drive_to(g, "p-div");
  EXPECT_TRUE(g.reachable(unit(g, "p-art1")).empty()) << "artillery enters last (9.4)";
  play(g, {"move p-inf1 0405 N"});
  pass(g);
  if (g.state().phase == Phase::Draw) play(g, {"draw a-bde"});
  pass(g);
  command_phase(g, 6, 1);
  play(g, {"first p-div"});
  to_movement(g);
  EXPECT_EQ(g.state().turn, 10);
  return g;
}

}  // namespace

// VV157/VV165 §9.4: "the artillery units are always the last to enter": the
// battery left over from 09.00 waits again behind the new arrival at 10.00.
TEST(Section9_4_Reinforcements, LeftoverArtilleryWaitsBehindNewArrivalsInVv157AndVv165) {
  for (const char* e : {"VV157", "VV165"}) {
    Game g = leftover_battery(e);
    EXPECT_TRUE(g.reachable(unit(g, "p-art1")).empty()) << e;
    EXPECT_FALSE(g.reachable(unit(g, "p-inf2")).empty()) << e;
  }
}

// D-17, VV174 §9.4: "(This may require them to enter on the following turn,
// in which case they will have priority for entering over the new
// reinforcements.)": the battery enters first, the new unit after it.
TEST(Section9_4_Reinforcements, Vv174LeftoverArtilleryEntersBeforeNewArrivals) {
  Game g = leftover_battery("VV174");
  EXPECT_TRUE(g.reachable(unit(g, "p-inf2")).empty());
  EXPECT_EQ(cost_to(g, "p-art1", "0105"), 1);
  play(g, {"move p-art1 0105 N"});
  EXPECT_EQ(cost_to(g, "p-inf2", "0105"), 2);  // second in this turn's column
}

// ------------------------------------------------------------ §9.5.6 (D-22)

// D-22, VV165/VV174 §9.5.6: "Defensive fire by the artillery at a steep slope
// is only possible against the units that attack it (and not in defensive
// support of other units)". VV157 has no such sentence: a-art1 on the hill
// 0402 supports a-inf1 (0404) against p-inf1 below it in 0403 (one hex, half
// of range 3 in VV157), and may fire at p-inf1 as a unit not assaulted.
TEST(Section9_5_6, ArtilleryAcrossASteepSlopeOnlyAtItsAttackersExceptInVv157) {
  for (const char* e : kEditions) {
    const bool v157 = std::string(e) == "VV157";
    Game g = game_at(at({"0403 S p-div p-inf1", "0404 N a-inf1", "0402 S a-art1", "0510 N a-bde"}, e));
    play(g, {"end move", "assault p-inf1 0404:4"});
    if (g.state().phase == Phase::Declare) play(g, {"end assaults"});
    if (has_action(g, "stand") && !has_action(g, "support a-art1")) play(g, {"stand"});
    EXPECT_EQ(has_action(g, "support a-art1"), v157) << e;
    stand_if_asked(g);
    play(g, {"roll 1"});
    EXPECT_EQ(has_action(g, "volley a-art1 p-inf1"), v157) << e;
  }
}

// ------------------------------------------------------------ §9.5.7 (D-23, A-25)

namespace {

// p-inf9 (0706) assaults a-inf1 in the village 0707: 9 / 2 is column 5 in
// VV165 and VV174, 4 in VV157; the defensive fire (4, die 1) does nothing,
// the attack gives D (column 5 + 3, column 4 + 4).
Game d_in_a_village(const char* edition, bool no_retreat_in_village) {
  Position p = at({"0706 S p-div p-inf9", "0707 N a-inf1", "0510 N a-bde"}, edition);
  Game g(tweaked(p, [no_retreat_in_village](
                        Scenario& sc) { sc.edition.no_retreat_in_village = no_retreat_in_village; }),
         1);
  drive_to(g, "p-div");
  const int die = std::string(edition) == "VV157" ? 4 : 3;
  EXPECT_EQ(assault(g, "assault p-inf9 0707:9", 1, die, "a-inf1"), "D");
  return g;
}

}  // namespace

// D-23: VV157 §9.5.7 "unless the result was occasioned by an artillery
// barrage or if it is in a town or village": the unit stays, disorganised.
// VV165/VV174 name only the town: it retreats.
TEST(Section9_5_7, DInAVillageRetreatsExceptInVv157) {
  for (const char* e : kEditions) {
    const bool v157 = std::string(e) == "VV157";
    Game g = d_in_a_village(e, edition_by_id(e)->no_retreat_in_village);
    EXPECT_TRUE(disorganised(g, "a-inf1")) << e;
    EXPECT_EQ(retreat_hexes(g).empty(), v157) << e;
    if (v157) {
      EXPECT_EQ(hex_of(g, "a-inf1"), "0707");
    }
  }
}

// "or village" may have been lost in translation from VV165; the option
// `no_retreat_in_village` reads VV165 as VV157.
TEST(Section9_5_7, Vv165DInAVillageWithTheVv157Reading) {
  Game g = d_in_a_village("VV165", true);
  EXPECT_TRUE(retreat_hexes(g).empty());
  EXPECT_EQ(hex_of(g, "a-inf1"), "0707");
}

// ------------------------------------------------------------ §9.5.8 (D-24, D-25, A-26)

namespace {

// p-inf9 (0506 facing S) drives a-inf1 out of 0507 (D). The only hex closer
// to the Austrian edge, 0508, is in the front of p-inf2 (0408 facing NE);
// 0406 and 0606 are in p-inf9's front, 0407 in p-inf2's; 0607 is free but
// no closer to the edge.
std::vector<std::string> retreats(const char* edition, bool mandatory) {
  Position p = at({"0506 S p-div p-inf9", "0408 NE p-inf2", "0507 N a-inf1", "0510 N a-bde"}, edition);
  Game g(tweaked(p, [mandatory](Scenario& sc) { sc.edition.retreat_toward_edge_mandatory = mandatory; }), 1);
  drive_to(g, "p-div");
  EXPECT_EQ(assault(g, "assault p-inf9 0507:9", 1, 1, "a-inf1"), "D");
  return retreat_hexes(g);
}

}  // namespace

// D-24: VV157 "A unit that must retreat must do so toward its map edge"
// (VV165: the sentence is cut, "scenario." survives): into 0508, in the
// enemy zone, at the cost of a step.
TEST(Section9_5_8, Vv157AndVv165RetreatTowardTheEdgeFirst) {
  for (const char* e : {"VV157", "VV165"})
    EXPECT_EQ(retreats(e, edition_by_id(e)->retreat_toward_edge_mandatory),
              std::vector<std::string>({"0508", "0508", "0508"}))
        << e;
}

// D-25, A-26: VV174 drops the sentence and lists "Toward the friendly side of
// the map of the scenario" as the third priority, after avoiding enemy zones
// and the cheapest terrain: a-inf1 goes to 0607.
TEST(Section9_5_8, Vv174EdgeIsOnlyTheThirdPriority) {
  EXPECT_EQ(retreats("VV174", edition_by_id("VV174")->retreat_toward_edge_mandatory),
            std::vector<std::string>({"0607", "0607", "0607"}));
}

// The other reading of A-26 (the sentence lost in VV174's extraction too):
// option `retreat_toward_edge_mandatory` in VV174.
TEST(Section9_5_8, Vv174WithTheMandatoryEdgeReading) {
  EXPECT_EQ(retreats("VV174", true), std::vector<std::string>({"0508", "0508", "0508"}));
}

// ------------------------------------------------------------ readings kept as options

// A-6, reading L (option `column_counts_the_unit_itself` off): "multiplied by
// the number of units that have already entered": the first two units pay
// the road hex once, the third twice (reading X, the default: 1, 2, 3 in
// Section9_4_Reinforcements.ColumnPaysTheFirstHexOncePerUnitAhead).
TEST(Section9_4_Reinforcements, ColumnUnderReadingL) {
  Position p = at({"0101 N p-cinc", "0910 N a-bde a-inf1"}, "VV165");
  p.reinforcements = {"9 0105 p-div p-inf1 p-inf2 p-inf3"};
  Game g(tweaked(p, [](Scenario& sc) { sc.edition.column_counts_the_unit_itself = false; }), 1);
  drive_to(g, "p-div");
  EXPECT_EQ(cost_to(g, "p-inf1", "0105"), 1);
  play(g, {"move p-inf1 0405 N"});
  EXPECT_EQ(cost_to(g, "p-inf2", "0105"), 1);
  play(g, {"move p-inf2 0305 N"});
  EXPECT_EQ(cost_to(g, "p-inf3", "0105"), 2);
}

// A-19, the other reading (option `heavy_cavalry_defence_mirrors_the_attack`
// off): "+1 (defensive fire) if there is at least one unit of heavy cavalry
// only against non heavy cavalry only" means heavy cavalry alone firing at
// cavalry that is not heavy. p-hcav (2) fires with a 3 at column 2: against
// infantry nothing (the default reading gives +1 and T,
// Section9_5_3.HeavyCavalryDefensiveFirePlusOne), against cavalry +1 and T.
TEST(Section9_5_3, HeavyCavalryDefensiveFireUnderTheCavalryOnlyReading) {
  auto fire = [](const char* attacker) {
    Position p =
        at({"0505 S p-hcav", "0101 S p-div p-inf3", std::string("0506 N a-bde ") + attacker}, "VV165");
    Game g(tweaked(p, [](Scenario& sc) { sc.edition.heavy_cavalry_defence_mirrors_the_attack = false; }), 1);
    drive_to(g, "a-bde");
    const std::string decl = std::string("assault ") + attacker + " 0505:" + (attacker[2] == 'c' ? "2" : "4");
    return assault(g, decl.c_str(), 3, 1, attacker, false, /*stop_after_defence=*/true);
  };
  EXPECT_EQ(fire("a-inf1"), "-");
  EXPECT_EQ(fire("a-cav1"), "T");
}

// "-1 for each level of loss" adds the losses of every unit whose
// value is used (default); option `loss_column_adds_every_unit` off: the
// most damaged unit's. p-inf1 and p-inf2, one loss each, fire together.
TEST(CRT_Modifiers, LossColumnsOfAStackUnderBothReadings) {
  for (bool adds : {true, false}) {
    Position p = at({"0505 S p-inf1#1 p-inf2#1", "0101 S p-div p-inf3", "0506 N a-bde a-inf1"}, "VV165");
    Game g(tweaked(p, [adds](Scenario& sc) { sc.edition.loss_column_adds_every_unit = adds; }), 1);
    drive_to(g, "a-bde");
    assault(g, "assault a-inf1 0505:4", 1, 1, "a-inf1", false, /*stop_after_defence=*/true);
    EXPECT_TRUE(log_contains(g, "9.5.3", adds ? "-2 col. losses" : "-1 col. losses")) << adds;
  }
}

// "+1 MP/level" is paid climbing (default); option
// `descending_costs_like_climbing`: going down one level costs it too, a
// road cancels it, a VV174 path halves it.
TEST(TEC, DescendingUnderBothReadings) {
  Map slope{"slope", 3, 3};
  slope.set_level(slope.parse_label("0202"), 2);
  slope.set_level(slope.parse_label("0203"), 1);
  const HexId from = slope.parse_label("0202");
  Edition e = *edition_by_id("VV165");
  EXPECT_EQ(step_cost(slope, e, from, Direction::S, MoveClass::Infantry).cost, 2);
  e.descending_costs_like_climbing = true;
  EXPECT_EQ(step_cost(slope, e, from, Direction::S, MoveClass::Infantry).cost, 4);
  Edition e174 = *edition_by_id("VV174");
  e174.descending_costs_like_climbing = true;
  slope.add_side(from, Direction::S, kPath);
  EXPECT_EQ(step_cost(slope, e174, from, Direction::S, MoveClass::Infantry).cost, 3);
  slope.add_side(from, Direction::S, kRoad);
  EXPECT_EQ(step_cost(slope, e, from, Direction::S, MoveClass::Infantry).cost, 2);
}

// A-65, the other reading (option `austrian_clear_terrain_is_the_attackers_hex`
// off): the assaulted hex must be clear. From the woods 0702 onto clear 0701
// the +1 is given (the default refuses it,
// Section9_5_2.NoAustrianPlusOneFromWoods); from clear 0706 into the village
// 0707 it is not.
TEST(Section9_5_2, AustrianPlusOneUnderTheTargetHexReading) {
  auto test = [](const std::vector<std::string>& setup, const char* target) {
    Game g(tweaked(at(setup, "VV165"),
                   [](Scenario& sc) { sc.edition.austrian_clear_terrain_is_the_attackers_hex = false; }),
           1);
    drive_to(g, "a-bde");
    const std::string a1 = std::string("assault a-inf1 ") + target + ":4",
                      a2 = std::string("assault a-inf2 ") + target + ":4";
    play(g, {"end move", a1.c_str(), a2.c_str()});
    if (g.state().phase == Phase::Declare) play(g, {"end assaults"});
    const std::string c = std::string("coordinate ") + target;
    play(g, {c.c_str(), "roll 3"});
    return log_contains(g, "9.5.2", "die 3 + 2 + 1 = 6 (coordinated assault)");
  };
  EXPECT_TRUE(test({"0701 S p-inf1", "0101 S p-div p-inf3", "0702 N a-bde a-inf1 a-inf2"}, "0701"));
  EXPECT_FALSE(test({"0707 S p-inf1", "0101 S p-div p-inf3", "0706 S a-bde a-inf1 a-inf2"}, "0707"));
}

}  // namespace rules_editions_test
