// The battle of Nachod (VV157 §11) and the Nachod-Skalitz map: the data of
// data/gbn3/scenarios/nachod.toml and data/gbn3/maps/nachod-skalitz.toml against what
// the rulebook prints, and random games of the scenario.
#include <gtest/gtest.h>
#include <toml++/toml.h>

#include <array>
#include <map>
#include <string>
#include <tuple>
#include <vector>

#include "gbn3_play.h"
#include "rules_play_util.h"
#include "test_util.h"
#include "vv157_scenario_checks.h"

namespace bohemia {
namespace scenario_nachod_test {
namespace {

using test::hex_of;

std::shared_ptr<const Scenario> nachod() {
  static std::shared_ptr<const Scenario> sc = test::real("nachod");
  return sc;
}

toml::table nachod_file() {
  return toml::parse_file(std::string(BOHEMIA_DATA_DIR) + "/scenarios/nachod.toml");
}

HexId at(const Map& m, const char* label) { return m.parse_label(label); }

// --- The map (reading notes §3.10 Map A) ---------------------------------------

TEST(NachodSkalitzMap, SixteenByTwentyWithTheNamedHexesOfBothBattles) {
  const Map& m = *nachod()->map;
  EXPECT_EQ(m.id, "nachod-skalitz");
  EXPECT_EQ(m.columns(), 16);
  EXPECT_EQ(m.rows(), 20);
  // §11.2 "Nachod (1318)", a town; §11.2 "Bilowec (1420)".
  ASSERT_NE(m.place("Nachod"), nullptr);
  EXPECT_EQ(m.place("Nachod")->hexes, std::vector<HexId>{at(m, "1318")});
  EXPECT_EQ(m.terrain(at(m, "1318")), Terrain::Town);
  ASSERT_NE(m.place("Bilowec"), nullptr);
  EXPECT_EQ(m.place("Bilowec")->hexes, std::vector<HexId>{at(m, "1420")});
  // §11.2 "Kleny (0910)"; §12.2 "Wisokow (1115)", "1 VP per hex" (§11.4.1):
  // more than one hex, all adjacent to one another.
  ASSERT_NE(m.place("Kleny"), nullptr);
  EXPECT_EQ(m.place("Kleny")->hexes, std::vector<HexId>{at(m, "0910")});
  const Place* wisokow = m.place("Wisokow");
  ASSERT_NE(wisokow, nullptr);
  ASSERT_EQ(wisokow->hexes.size(), 2u);
  EXPECT_EQ(wisokow->hexes[1], at(m, "1115"));
  EXPECT_EQ(m.distance(wisokow->hexes[0], wisokow->hexes[1]), 1);
  // §11.3 "route by Trzebeschow (0801)".
  ASSERT_NE(m.place("Trzebeschow"), nullptr);
  EXPECT_EQ(m.place("Trzebeschow")->hexes, std::vector<HexId>{at(m, "0801")});
  // §11.4.1 Wenzelsberg and §12.4.1 Skalitz have no hex numbers: one hex, and
  // "the 2 hex. of Skalitz", two adjacent town hexes.
  ASSERT_NE(m.place("Wenzelsberg"), nullptr);
  EXPECT_EQ(m.place("Wenzelsberg")->hexes.size(), 1u);
  const Place* skalitz = m.place("Skalitz");
  ASSERT_NE(skalitz, nullptr);
  ASSERT_EQ(skalitz->hexes.size(), 2u);
  EXPECT_EQ(m.distance(skalitz->hexes[0], skalitz->hexes[1]), 1);
  for (HexId h : skalitz->hexes) EXPECT_EQ(m.terrain(h), Terrain::Town) << m.label(h);
}

// Entries (§11.3, §12.3, §13.4): on the map edge, by a road ("route by") or a
// path ("path by") where the text says so.
TEST(NachodSkalitzMap, EntryHexesAreOnTheEdgeWithTheirRoadsAndPaths) {
  const Map& m = *nachod()->map;
  for (const char* h : {"0105", "0109", "0115", "0117", "0801", "1420", "1611"})
    EXPECT_TRUE(m.on_edge(at(m, h))) << h;
  for (const char* h : {"0115", "0117", "0801", "1420"}) EXPECT_TRUE(test::track_leaves(m, h, kRoad)) << h;
  for (const char* h : {"0105", "0109"}) EXPECT_TRUE(test::track_leaves(m, h, kPath)) << h;
}

// The Aupa is a river: crossed only by bridges, one of them in Skalitz on the
// Josefstadt road, so that the Austrians arriving by Trzebeschow (0801) reach
// the battlefield.
TEST(NachodSkalitzMap, TheAupaIsCrossedOnlyAtItsBridgesOneOfThemInSkalitz) {
  const Map& m = *nachod()->map;
  int river = 0, bridges = 0;
  for (HexId h = 0; h < m.size(); ++h)
    for (int d = 0; d < kDirections; ++d) {
      std::uint16_t s = m.side(h, direction_from_int(d));
      if (s & kRiver) ++river;
      if (s & kBridge) {
        ++bridges;
        EXPECT_TRUE(s & (kRoad | kPath)) << m.label(h) << ": a bridge carries a road or a path";
      }
    }
  EXPECT_GT(river, 0);
  EXPECT_EQ(bridges, 2 * 3);  // each hexside seen from both hexes: Skalitz, Zlitsch, Ratiboritz
  auto dir = direction_to(m.hex_of(at(m, "0805")), m.hex_of(at(m, "0806")));
  ASSERT_TRUE(dir.has_value());
  std::uint16_t s = m.side(at(m, "0805"), *dir);
  EXPECT_TRUE((s & kRiver) && (s & kBridge) && (s & kRoad));
}

// Ruling "Map A orientation": the lines of retreat are the real east and
// west edges, rows 20 and 01; Bilowec (Glatz road) and Trzebeschow
// (Josefstadt road) lie on them.
TEST(Vv157Section11_1_3, LinesOfRetreatAreTheRealEastAndWestEdges) {
  const Scenario& sc = *nachod();
  const Map& m = *sc.map;
  const auto& prussia = sc.retreat_edge[static_cast<std::size_t>(side_index(Side::Prussia))];
  const auto& austria = sc.retreat_edge[static_cast<std::size_t>(side_index(Side::Austria))];
  ASSERT_EQ(prussia.size(), 16u);
  ASSERT_EQ(austria.size(), 16u);
  for (HexId h : prussia) EXPECT_EQ(m.label(h).substr(2), "20");
  for (HexId h : austria) EXPECT_EQ(m.label(h).substr(2), "01");
  EXPECT_NE(std::find(prussia.begin(), prussia.end(), at(m, "1420")), prussia.end());
  EXPECT_NE(std::find(austria.begin(), austria.end(), at(m, "0801")), austria.end());
}

// --- The scenario ------------------------------------------------------------------

// §11.1.1: "Beginning of the battle at 07.00. End of the battle on 1d6 >= 3
// starting at 16.00 at the end of each turn (add +1 to the die each turn)."
// The rule's data ([special.nachod_random_end]); its play is tested in
// tests/special_nachod_test.cpp.
TEST(Vv157Section11_1_1, FromSevenToARandomEndThatIsCertainAtEighteen) {
  const Scenario& sc = *nachod();
  EXPECT_EQ(sc.edition.id, "VV157");
  EXPECT_EQ(sc.first_turn, 7);
  EXPECT_EQ(sc.last_turn, 18);
  EXPECT_TRUE(sc.night_turns.empty());
  EXPECT_EQ(sc.initiative_tie, Side::Prussia);  // rule 8
  toml::table f = nachod_file();
  const toml::table* end = f["special"]["nachod_random_end"].as_table();
  ASSERT_NE(end, nullptr);
  EXPECT_EQ((*end)["section"].value_or(std::string()), "VV157 §11.1.1");
  EXPECT_EQ((*end)["from_turn"].value_or(0), 16);
  EXPECT_EQ((*end)["roll_at_least"].value_or(0), 3);
  EXPECT_EQ((*end)["first_modifier"].value_or(-1), 0);
  EXPECT_EQ((*end)["modifier_per_turn"].value_or(0), 1);
  // 1d6 + 2 >= 3 always: the end of the third roll's turn is the last turn.
  int from = (*end)["from_turn"].value_or(0);
  int need = (*end)["roll_at_least"].value_or(0) - (*end)["first_modifier"].value_or(0);
  EXPECT_EQ(from + (need - 1), sc.last_turn);
}

// §11.1.2: "Formation | Steps | Demor | VP". Steps are the sum of the units'
// morale values (morale = step losses a unit can take, §1.2.3), except the
// 1st Reserve Cavalry Division, whose seven counters cannot make the printed
// 6 (docs/rulings.md).
TEST(Vv157Section11_1_2, FormationThresholdsMatchThePrintedTable) {
  const Scenario& sc = *nachod();
  const std::map<std::string, std::array<int, 3>> printed = {
      {"waldstatten", {6, 3, 1}}, {"hertweck", {6, 3, 1}},
      {"rosenzweig", {6, 3, 1}},  {"jonak", {6, 3, 1}},
      {"holstein", {6, 4, 1}},    {"austria-independent", {4, 2, 1}},
      {"lowenfeld", {9, 5, 2}},   {"kirchbach", {10, 6, 2}},
      {"wunck", {2, 1, 1}},       {"prussia-independent", {2, 1, 1}}};
  ASSERT_EQ(sc.formations.size(), printed.size());
  for (std::size_t f = 0; f < sc.formations.size(); ++f) {
    const FormationDef& fd = sc.formations[f];
    auto it = printed.find(fd.id);
    ASSERT_NE(it, printed.end()) << fd.id;
    EXPECT_EQ(fd.steps, it->second[0]) << fd.id;
    EXPECT_EQ(fd.demo, it->second[1]) << fd.id;
    EXPECT_EQ(fd.vp, it->second[2]) << fd.id;
    int morale = 0, units = 0;
    for (const UnitDef& u : sc.units)
      if (u.formation == static_cast<int>(f)) {
        morale += u.morale;
        ++units;
      }
    if (fd.id == "holstein") {
      EXPECT_EQ(units, 7) << "six regiments and Art 5-6/VI";
      EXPECT_EQ(morale, 7) << "one step each: one more than the printed 6";
    } else {
      EXPECT_EQ(morale, fd.steps) << fd.id << ": the units' morale values must add up to the Step column";
    }
  }
}

// §11.2 set-up, as printed.
TEST(Vv157Section11_2, SetUpAsPrinted) {
  Game g(nachod(), 1);
  const std::vector<std::pair<const char*, const char*>> printed = {
      {"p-37ir", "1420"},  {"p-58ir", "1318"},  {"p-5jag", "1318"},  {"p-8drag", "1217"},
      {"a-4cuir", "0910"}, {"a-6cuir", "0910"}, {"a-art-56", "0910"}};
  int on_map = 0;
  for (const UnitState& x : g.state().units) on_map += x.where == Where::Map;
  EXPECT_EQ(on_map, static_cast<int>(printed.size()));
  for (auto [id, hex] : printed) EXPECT_EQ(hex_of(g, id), hex) << id;
  EXPECT_EQ(test::fc_hex(g, "lowenfeld"), "1318");
  EXPECT_EQ(test::fc_hex(g, "holstein"), "0910");
  const CincState& steinmetz =
      g.state().cincs[static_cast<std::size_t>(g.scenario().cinc_index("steinmetz"))];
  ASSERT_EQ(steinmetz.where, Where::Map);
  EXPECT_EQ(g.scenario().map->label(steinmetz.hex), "1420");
  for (const auto& l : g.scenario().start_losses) EXPECT_EQ(l, 0);
  EXPECT_TRUE(g.check_invariants().empty());
}

// VV157 §3 as printed (D-7, D-8, A-1): every printed stack is legal. Kleny
// (0910) was a village in 1866 but is drawn clear for now (map source): its
// stack is legal as a village too.
TEST(Vv157Section11_2, PrintedStacksKeepSection3AsWritten) {
  const Scenario& sc = *nachod();
  const Map& m = *sc.map;
  for (const Placement& p : sc.setup) {
    test::StackCount c = test::count_stack(sc, p.pieces);
    EXPECT_TRUE(test::vv157_stack_legal_as_written(c, is_built_up(m.terrain(p.hex)))) << m.label(p.hex);
    if (m.label(p.hex) == "0910") {
      EXPECT_TRUE(test::vv157_stack_legal_as_written(c, true));
    }
  }
}

// §11.3 reinforcements: hour and entry hex of every arrival.
TEST(Vv157Section11_3, ReinforcementsAsPrinted) {
  const Scenario& sc = *nachod();
  const std::vector<std::tuple<const char*, int, const char*>> printed = {
      {"p-art-v3", 7, "1420"},   {"wunck", 9, "1420"},       {"p-1uhl", 9, "1420"},
      {"kirchbach", 11, "1420"}, {"p-6gren", 11, "1420"},    {"p-46ir", 11, "1420"},
      {"p-47ir", 11, "1420"},    {"p-52ir", 11, "1420"},     {"p-art-v1", 12, "1420"},
      {"p-art-v4", 12, "1420"},  {"p-7gren", 13, "1420"},    {"ramming", 7, "0105"},
      {"a-10uhl", 7, "0115"},    {"jonak", 7, "0115"},       {"a-jon-ir1", 7, "0115"},
      {"a-jon-ir2", 7, "0115"},  {"a-jon-art", 7, "0115"},   {"hertweck", 7, "0117"},
      {"a-hert-ir1", 7, "0117"}, {"a-hert-ir2", 7, "0117"},  {"a-hert-jag", 7, "0117"},
      {"a-hert-art", 7, "0117"}, {"rosenzweig", 7, "0109"},  {"a-ros-ir1", 7, "0109"},
      {"a-ros-ir2", 7, "0109"},  {"a-ros-jag", 7, "0109"},   {"a-ros-art", 7, "0109"},
      {"a-art-78x", 7, "0105"},  {"a-art-5910x", 7, "0105"}, {"waldstatten", 8, "0105"},
      {"a-wal-ir1", 8, "0105"},  {"a-wal-ir2", 8, "0105"},   {"a-wal-jag", 8, "0105"},
      {"a-wal-art", 8, "0105"},  {"a-14jag", 8, "0115"},     {"a-9cuir", 10, "0801"},
      {"a-11cuir", 10, "0801"},  {"a-4uhl", 10, "0801"},     {"a-8uhl", 10, "0801"}};
  std::size_t pieces = 0;
  for (const Reinforcement& r : sc.reinforcements) pieces += r.pieces.size();
  EXPECT_EQ(pieces, printed.size());
  for (auto [id, turn, hex] : printed)
    EXPECT_EQ(test::arrival(sc, id), std::make_pair(turn, std::string(hex))) << id;
  // the 8th Dragoons are set up at 1217 and do not arrive again at 9.00.
  EXPECT_EQ(test::arrival(sc, "p-8drag").first, 0);
}

// §11.4.1 locations and VP; §11.4.2 levels.
TEST(Vv157Section11_4, VictoryLocationsPointsAndLevels) {
  const Scenario& sc = *nachod();
  std::map<std::string, int> vp;
  for (const VictoryLocation& l : sc.locations) vp[l.place] = l.vp;
  // "Wisokow: 1 VP per hex": one location per hex of the place.
  const std::map<std::string, int> printed = {
      {"Kleny", 2}, {"Wisokow-1114", 1}, {"Wisokow-1115", 1}, {"Nachod", 2}, {"Wenzelsberg", 1}};
  EXPECT_EQ(vp, printed);
  const Place* wisokow = sc.map->place("Wisokow");
  ASSERT_NE(wisokow, nullptr);
  for (HexId h : wisokow->hexes) {
    const Place* one = sc.map->place("Wisokow-" + sc.map->label(h));
    ASSERT_NE(one, nullptr) << sc.map->label(h);
    EXPECT_EQ(one->hexes, std::vector<HexId>{h});
  }
  EXPECT_EQ(sc.loss_vp_every, 2);  // "1 VP for every 2 enemy step losses"
  EXPECT_EQ(sc.major, 5);
  EXPECT_EQ(sc.minor, 2);
}

// Random games through the public API: no invariant is ever broken, every
// game ends, and a seed replays identically.
TEST(Vv157Section11, RandomGamesKeepTheInvariantsAndReplay) {
  SelfplayOptions opt;
  opt.games = 6;
  opt.seed = 1;
  SelfplayStats a = run_selfplay(nachod(), opt);
  EXPECT_EQ(a.games, 6);
  EXPECT_EQ(a.invariant_violations, 0) << (a.first_violations.empty() ? "" : a.first_violations.front());
  SelfplayStats b = run_selfplay(nachod(), opt);
  EXPECT_EQ(a.actions_total, b.actions_total);
  EXPECT_EQ(a.results, b.results);
}

}  // namespace
}  // namespace scenario_nachod_test
}  // namespace bohemia
