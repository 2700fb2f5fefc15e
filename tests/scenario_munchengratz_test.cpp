// The battle of Münchengrätz (VV174 §11): data/gbn3/scenarios/munchengratz.toml and
// data/gbn3/maps/munchengratz.toml against the printed text. The scenario's own
// rules are played in tests/special_munchengratz_test.cpp; their [special.*]
// tables are checked here for shape, for parameters that name real hexes,
// hexsides, units and formations, and against the map's own tables.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <map>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "core/toml_reader.h"
#include "gbn3/special/exit_rule.h"
#include "gbn3/special/rule_params.h"
#include "gbn3/special/timed_objectives.h"
#include "gbn3_play.h"
#include "rules_play_util.h"
#include "test_util.h"

namespace bohemia {
namespace scenario_munchengratz_test {
namespace {

using test::hex_of;

std::shared_ptr<const Scenario> munchengratz() {
  static std::shared_ptr<const Scenario> sc = test::real("munchengratz");
  return sc;
}
const Map& map() { return *munchengratz()->map; }

// The raw files, for the tables the loaders do not read yet.
const TomlReader& scenario_file() {
  static TomlReader rd(std::string(BOHEMIA_DATA_DIR) + "/scenarios/munchengratz.toml");
  return rd;
}
const TomlReader& map_file() {
  static TomlReader rd(std::string(BOHEMIA_DATA_DIR) + "/maps/munchengratz.toml");
  return rd;
}
const toml::table& special(const char* name) {
  const TomlReader& rd = scenario_file();
  return rd.table(rd.table(rd.root(), "special", ""), name, "special");
}

HexId hx(const std::string& label) {
  HexId h = map().parse_label(label);
  EXPECT_NE(h, kNoHex) << label;
  return h;
}

// A hexside written "CCRR/DIR": the hex, the direction and the hex across.
struct Hexside {
  HexId from = kNoHex, to = kNoHex;
  Direction dir = Direction::N;
  std::uint16_t bits = 0;
};
Hexside hexside(const std::string& s) {
  Hexside out;
  auto slash = s.find('/');
  EXPECT_NE(slash, std::string::npos) << s;
  if (slash == std::string::npos) return out;
  out.from = hx(s.substr(0, slash));
  auto d = parse_direction(s.substr(slash + 1));
  EXPECT_TRUE(d.has_value()) << s;
  if (out.from == kNoHex || !d) return out;
  out.dir = *d;
  out.to = map().neighbour(out.from, *d);
  EXPECT_NE(out.to, kNoHex) << s << " leads off the map";
  out.bits = map().side(out.from, *d);
  return out;
}
std::set<std::string> canonical(const std::vector<std::string>& sides) {
  std::set<std::string> out;
  for (const std::string& s : sides) {
    Hexside h = hexside(s);
    HexId a = std::min(h.from, h.to), b = std::max(h.from, h.to);
    out.insert(map().label(a) + "-" + map().label(b));
  }
  return out;
}

std::vector<std::string> strings(const toml::table& t, const char* key) {
  return scenario_file().strings(t, key, "special", true);
}

std::set<HexId> west_bank() {
  const TomlReader& rd = map_file();
  auto banks = rd.tables(rd.root(), "bank", "");
  EXPECT_EQ(banks.size(), 1u);
  std::set<HexId> out;
  for (const std::string& l : rd.strings(*banks.at(0).first, "hexes", banks.at(0).second, true))
    out.insert(hx(l));
  return out;
}

// §11.1.1: "Beginning of the battle at 08.00, End of the battle at 14.00".
TEST(Munchengratz11_1_1, EditionDurationAndMap) {
  const Scenario& sc = *munchengratz();
  EXPECT_EQ(sc.edition.id, "VV174");
  EXPECT_EQ(sc.first_turn, 8);
  EXPECT_EQ(sc.last_turn, 14);
  EXPECT_EQ(sc.turns(), 7);
  EXPECT_TRUE(sc.night_turns.empty());
  EXPECT_EQ(sc.initiative_tie, Side::Prussia);
  // §11.1.4 and §11.1.5: neither side has a commander-in-chief.
  EXPECT_TRUE(sc.cincs.empty());
  for (const FormationDef& f : sc.formations) EXPECT_EQ(f.cinc, -1) << f.id;
  // Reading notes §3.10: Map C is at least 12 x 15.
  EXPECT_GE(map().columns(), 12);
  EXPECT_GE(map().rows(), 15);
  EXPECT_TRUE(sc.special.pending().empty());  // every §11 rule is code
}

// §11.1.2: "Formation | Step | Demo | VP". Steps are the sum of the units'
// morale values (morale = step losses a unit can take, §1.2.3).
TEST(Munchengratz11_1_2, FormationThresholdsMatchThePrintedTable) {
  const Scenario& sc = *munchengratz();
  const std::map<std::string, std::array<int, 3>> printed = {{"abele", {4, 1, 1}},
                                                             {"leiningen", {6, 2, 1}},
                                                             {"austria-independent", {5, 2, 1}},
                                                             {"schoeler", {7, 4, 2}},
                                                             {"fransecky", {4, 3, 1}},
                                                             {"horn", {6, 3, 1}},
                                                             {"prussia-independent", {2, 1, 1}}};
  ASSERT_EQ(sc.formations.size(), printed.size());
  for (std::size_t f = 0; f < sc.formations.size(); ++f) {
    const FormationDef& fd = sc.formations[f];
    auto it = printed.find(fd.id);
    ASSERT_NE(it, printed.end()) << fd.id;
    EXPECT_EQ(fd.steps, it->second[0]) << fd.id;
    EXPECT_EQ(fd.demo, it->second[1]) << fd.id;
    EXPECT_EQ(fd.vp, it->second[2]) << fd.id;
    int morale = 0;
    for (const UnitDef& u : sc.units)
      if (u.formation == static_cast<int>(f)) morale += u.morale;
    EXPECT_EQ(morale, fd.steps) << fd.id << ": the units' morale values must add up to the Step column";
  }
}

// §11.1.2: "Elements of the Austrian brigade Piret are considered as
// independent units for this battle"; §11.2: the 45th IR battalion uses "the
// independent counter 1-1-4".
TEST(Munchengratz11_1_2, PiretElementsAreIndependentUnits) {
  const Scenario& sc = *munchengratz();
  const int indep = sc.formation_index("austria-independent");
  ASSERT_GE(indep, 0);
  EXPECT_TRUE(sc.formations[static_cast<std::size_t>(indep)].independent);
  for (const char* id : {"a-29jag", "a-45ir-det"}) {
    const UnitDef& u = sc.units[static_cast<std::size_t>(sc.unit_index(id))];
    EXPECT_EQ(u.formation, indep) << id;
  }
  const UnitDef& det = sc.units[static_cast<std::size_t>(sc.unit_index("a-45ir-det"))];
  EXPECT_EQ(det.combat, 1);
  EXPECT_EQ(det.morale, 1);
  EXPECT_EQ(det.movement, 4);
  EXPECT_EQ(det.kind, UnitKind::Infantry);
  EXPECT_EQ(sc.units[static_cast<std::size_t>(sc.unit_index("a-29jag"))].kind, UnitKind::Light);
  // The parent brigade is kept for the campaign (§13), as an extra key.
  const TomlReader& rd = scenario_file();
  int tagged = 0;
  for (auto& [t, p] : rd.tables(rd.root(), "unit", ""))
    if (rd.string_or(*t, "parent_formation", p, "") == "piret") {
      ++tagged;
      std::string id = rd.string(*t, "id", p);
      EXPECT_TRUE(id == "a-29jag" || id == "a-45ir-det") << id;
    }
  EXPECT_EQ(tagged, 2);
}

// §11.1.3: "Prussians: western-eastern-northern edges. Austrians: southern
// edge." No ranges are printed: the whole edges.
TEST(Munchengratz11_1_3, LinesOfRetreatAreTheWholeEdges) {
  const Scenario& sc = *munchengratz();
  const Map& m = map();
  std::set<HexId> prussia(sc.retreat_edge[0].begin(), sc.retreat_edge[0].end());
  std::set<HexId> austria(sc.retreat_edge[1].begin(), sc.retreat_edge[1].end());
  std::set<HexId> north, east, west, south;
  for (int c = 1; c <= m.columns(); ++c) {
    north.insert(m.id_of(Offset{c, 1}));
    south.insert(m.id_of(Offset{c, m.rows()}));
  }
  for (int r = 1; r <= m.rows(); ++r) {
    west.insert(m.id_of(Offset{1, r}));
    east.insert(m.id_of(Offset{m.columns(), r}));
  }
  std::set<HexId> nwe = north;
  nwe.insert(west.begin(), west.end());
  nwe.insert(east.begin(), east.end());
  EXPECT_EQ(prussia, nwe);
  EXPECT_EQ(austria, south);
}

// §11.2 set-up, as printed.
TEST(Munchengratz11_2, SetUpAsPrinted) {
  Game g(munchengratz(), 1);
  const std::vector<std::pair<const char*, const char*>> printed = {
      {"p-28ir", "0701"},   {"p-7hus", "0801"},  {"p-8jag", "0801"},    {"p-art-viii1", "0801"},
      {"p-56ir", "1205"},   {"p-71ir", "1114"},  {"p-art-iv1", "1214"}, {"a-2hus", "0703"},
      {"a-art-78", "0513"}, {"a-art-9", "0209"}, {"a-29jag", "0513"},   {"a-45ir-det", "0412"},
      {"a-72ir", "0511"},   {"a-22jag", "0211"}, {"a-art-3", "0210"},   {"a-32jag", "0404"},
      {"a-38ir", "0507"},   {"a-33ir", "0602"},  {"a-art-4", "0505"}};
  for (auto [id, hex] : printed) EXPECT_EQ(hex_of(g, id), hex) << id;
  EXPECT_EQ(test::fc_hex(g, "schoeler"), "0701");
  EXPECT_EQ(test::fc_hex(g, "horn"), "1114");
  EXPECT_EQ(test::fc_hex(g, "abele"), "0111");  // alone in Bossin
  EXPECT_EQ(test::fc_hex(g, "leiningen"), "0404");
  // Every unit is either in the printed set-up or a reinforcement.
  std::size_t placed = 0;
  for (const Placement& p : g.scenario().setup)
    for (const Piece& r : p.pieces) placed += r.kind() == PieceKind::Unit;
  EXPECT_EQ(placed, printed.size());
  // VV174 §3: the printed stacks are legal, 0801 (hussars + jägers +
  // artillery) included; the invariants check stacking and facing.
  EXPECT_TRUE(g.check_invariants().empty());
}

// §11.3 reinforcements: hour and entry hex of every arrival.
TEST(Munchengratz11_3, ReinforcementsAsPrinted) {
  const Scenario& sc = *munchengratz();
  std::map<std::string, std::pair<int, std::string>> when;
  for (const Reinforcement& r : sc.reinforcements) {
    EXPECT_TRUE(map().on_edge(r.hex)) << map().label(r.hex);
    for (const Piece& p : r.pieces) {
      if (p.kind() == PieceKind::Unit)
        when[sc.units[static_cast<std::size_t>(p.index())].id] = {r.turn, map().label(r.hex)};
      if (p.kind() == PieceKind::Commander)
        when[sc.formations[static_cast<std::size_t>(p.index())].id] = {r.turn, map().label(r.hex)};
    }
  }
  // The 7th Division is printed without an hour under the 08.00 line (rulings).
  const std::vector<std::tuple<const char*, int, const char*>> printed = {{"p-40ir", 8, "0701"},
                                                                          {"fransecky", 8, "1215"},
                                                                          {"p-7div-a", 8, "1215"},
                                                                          {"p-7div-b", 8, "1215"},
                                                                          {"p-31ir", 11, "1215"}};
  EXPECT_EQ(when.size(), printed.size());
  for (auto [id, turn, hex] : printed) {
    ASSERT_TRUE(when.count(id)) << id;
    EXPECT_EQ(when[id].first, turn) << id;
    EXPECT_EQ(when[id].second, hex) << id;
  }
  // "This unit may postpone its arrival by one turn to 0401 at 09.00."
  const toml::table& opt = special("ir40_later_entry");
  const TomlReader& rd = scenario_file();
  EXPECT_EQ(rd.string(opt, "unit", "special"), "p-40ir");
  EXPECT_EQ(rd.integer(opt, "default_turn", "special", 0, 47), 8);
  EXPECT_EQ(rd.string(opt, "default_hex", "special"), "0701");
  EXPECT_EQ(rd.integer(opt, "alternative_turn", "special", 0, 47), 9);
  HexId alt = hx(rd.string(opt, "alternative_hex", "special"));
  EXPECT_EQ(map().label(alt), "0401");
  EXPECT_TRUE(map().on_edge(alt));
  EXPECT_EQ(sc.units[static_cast<std::size_t>(sc.unit_index("p-31ir"))].formation,
            sc.formation_index("horn"));
}

// Reading notes §3.10 Map C: every hex the text names holds what the text
// implies.
TEST(MunchengratzMap, NamedHexesHoldWhatTheTextImplies) {
  const Map& m = map();
  const Place* town = m.place("Münchengrätz");
  ASSERT_NE(town, nullptr);
  ASSERT_EQ(town->hexes.size(), 2u);  // §11.4.1 "(0406 and 0507)"
  EXPECT_EQ(m.label(town->hexes[0]), "0406");
  EXPECT_EQ(m.label(town->hexes[1]), "0507");
  EXPECT_EQ(m.distance(town->hexes[0], town->hexes[1]), 1);
  for (HexId h : town->hexes) EXPECT_EQ(m.terrain(h), Terrain::Town);
  const std::vector<std::pair<const char*, const char*>> villages = {
      {"Kloster", "0404"}, {"Weissleim", "0602"}, {"Ober Bukowina", "0703"},
      {"Musky", "0412"},   {"Dneboch", "0511"},   {"Dobrawud", "0209"},
      {"Bossin", "0111"},  {"Podol", "1214"},     {"Prischowitz", "1215"}};
  for (auto [name, hex] : villages) {
    const Place* p = m.place(name);
    ASSERT_NE(p, nullptr) << name;
    EXPECT_EQ(m.label(p->hexes.at(0)), hex) << name;
    EXPECT_EQ(m.terrain(hx(hex)), Terrain::Village) << name;
  }
  // Musky Berg: the hill the Austrian guns hold, the highest ground.
  const Place* berg = m.place("Musky Berg");
  ASSERT_NE(berg, nullptr);
  EXPECT_EQ(m.label(berg->hexes.at(0)), "0513");
  EXPECT_EQ(m.terrain(hx("0513")), Terrain::Clear);
  for (HexId h = 0; h < m.size(); ++h) EXPECT_LE(m.level(h), m.level(hx("0513")));
  // The Prussian entry hexes are on the edges: 0701 and 0401 on the top edge.
  for (const char* h : {"0701", "0401", "1215"}) EXPECT_TRUE(m.on_edge(hx(h))) << h;
  EXPECT_EQ(m.offset_of(hx("0701")).row, 1);
  EXPECT_EQ(m.offset_of(hx("0401")).row, 1);
  // Branzez bounds the Austrian exit edge (§11.4.1): on the bottom edge.
  const Place* branzez = m.place("Branzez");
  ASSERT_NE(branzez, nullptr);
  EXPECT_EQ(m.offset_of(branzez->hexes.at(0)).row, m.rows());
}

// §11.1.5 "Crossing the Iser": the Münchengrätz bridge is burnt from 0405;
// the town lies across it from Kloster; the Podol bridges stand; the
// Mohelnitz and Haschkow bridges are destroyed.
TEST(MunchengratzMap, TheIserAndItsBridges) {
  const Map& m = map();
  Hexside mg = hexside("0404/S");
  EXPECT_TRUE(mg.bits & kRiver);
  EXPECT_TRUE(mg.bits & kBridge);
  EXPECT_TRUE(mg.bits & kRoad);
  EXPECT_EQ(m.label(mg.to), "0405");  // the burning hex is one end of the bridge
  Hexside podol = hexside("1214/NW");
  EXPECT_TRUE((podol.bits & kRiver) && (podol.bits & kBridge) && (podol.bits & kRoad));
  EXPECT_EQ(m.label(podol.to), "1114");  // Horn's bridgehead
  // Exactly two standing bridges on the Iser.
  int bridges = 0;
  for (HexId h = 0; h < m.size(); ++h)
    for (int d = 0; d < kDirections; ++d) bridges += (m.side(h, direction_from_int(d)) & kBridge) ? 1 : 0;
  EXPECT_EQ(bridges, 2 * 2);  // each hexside is seen from both hexes

  const TomlReader& rd = map_file();
  auto burnable = rd.tables(rd.root(), "burnable_bridge", "");
  ASSERT_EQ(burnable.size(), 1u);
  EXPECT_EQ(canonical({rd.string(*burnable[0].first, "hexside", burnable[0].second)}), canonical({"0404/S"}));
  auto destroyed = rd.tables(rd.root(), "destroyed_bridge", "");
  std::set<std::string> names;
  for (auto& [t, p] : destroyed) {
    names.insert(rd.string(*t, "name", p));
    Hexside s = hexside(rd.string(*t, "hexside", p));
    EXPECT_TRUE(s.bits & kRiver) << p;
    EXPECT_FALSE(s.bits & kBridge) << p << ": a destroyed bridge is plain river";
    EXPECT_TRUE(s.bits & (kRoad | kPath)) << p << ": a track leads to it";
  }
  EXPECT_EQ(names, (std::set<std::string>{"Haschkow bridge", "Mohelnitz bridge"}));
}

// §11.4.1 "each unit still on the western bank of the Iser": the [[bank]]
// table is exactly one side of the river, and the printed set-up puts
// Kloster, Weissleim and Ober Bukowina on it.
TEST(MunchengratzMap, WesternBankIsOneSideOfTheIser) {
  const Map& m = map();
  std::set<HexId> west = west_bank();
  for (HexId h = 0; h < m.size(); ++h)
    for (int d = 0; d < kDirections; ++d) {
      HexId n = m.neighbour(h, direction_from_int(d));
      if (n == kNoHex) continue;
      bool across = west.count(h) != west.count(n);
      bool river = m.side(h, direction_from_int(d)) & kRiver;
      EXPECT_EQ(across, river) << m.label(h) << "/" << direction_name(direction_from_int(d));
    }
  for (const char* h : {"0404", "0602", "0703", "0701", "0801", "0401", "1205", "1214", "1215"})
    EXPECT_TRUE(west.count(hx(h))) << h << " should be on the western bank";
  for (const char* h : {"0405", "0406", "0507", "0505", "0513", "0412", "0511", "0111", "0209", "1114"})
    EXPECT_FALSE(west.count(hx(h))) << h << " should be on the eastern bank";
}

// §11.1.5: a ford may be searched for, and the pontoon built, across any Iser
// hexside "with no escarpment"; the map lists them all, and only them.
TEST(MunchengratzMap, FordAndPontoonSitesAreTheIserWithoutEscarpment) {
  const Map& m = map();
  std::vector<std::string> open;
  for (HexId h = 0; h < m.size(); ++h)
    for (int d = 0; d < kDirections; ++d) {
      std::uint16_t b = m.side(h, direction_from_int(d));
      if ((b & kRiver) && !(b & kEscarpment) && !(b & kBridge))
        open.push_back(m.label(h) + "/" + std::string(direction_name(direction_from_int(d))));
    }
  ASSERT_FALSE(open.empty());
  const TomlReader& rd = map_file();
  for (const char* key : {"ford_search", "pontoon_site"}) {
    auto t = rd.tables(rd.root(), key, "");
    ASSERT_EQ(t.size(), 1u) << key;
    std::vector<std::string> listed = rd.strings(*t[0].first, "hexsides", t[0].second, true);
    EXPECT_EQ(canonical(listed), canonical(open)) << key;
  }
  // Some of the Iser is steep (the text's "with no escarpment" must bite).
  int steep = 0;
  for (HexId h = 0; h < m.size(); ++h)
    for (int d = 0; d < kDirections; ++d) {
      std::uint16_t b = m.side(h, direction_from_int(d));
      steep += (b & kRiver) && (b & kEscarpment);
    }
  EXPECT_GT(steep, 0);
}

// The scenario's ford and pontoon sites and its western bank are the map's
// [[ford_search]], [[pontoon_site]] and [[bank]] tables.
TEST(MunchengratzMap, SpecialTablesAgreeWithTheMapTables) {
  const TomlReader& rd = map_file();
  for (auto [table, rule] : {std::pair{"ford_search", "ford_search"}, std::pair{"pontoon_site", "pontoon"}}) {
    auto t = rd.tables(rd.root(), table, "");
    ASSERT_EQ(t.size(), 1u);
    EXPECT_EQ(canonical(rd.strings(*t[0].first, "hexsides", t[0].second, true)),
              canonical(strings(special(rule), "hexsides")))
        << table;
  }
  std::set<HexId> bank;
  for (const std::string& r : strings(special("austrian_west_bank_penalty"), "bank_hexes")) {
    std::string why;
    for (HexId h : parse_hex_range(map(), r, &why)) bank.insert(h);
  }
  EXPECT_EQ(bank, west_bank());
}

// §11.4.1: "exit his units via the roads and paths on the southern edge of
// the map between the Iser and Branzez".
TEST(Munchengratz11_4_1, ExitHexesAreTheTracksOfTheSouthEdgeBetweenTheIserAndBranzez) {
  const Map& m = map();
  const auto* ex = dynamic_cast<const ExitRule*>(munchengratz()->special.find("austrian_exit"));
  ASSERT_NE(ex, nullptr);
  EXPECT_EQ(ex->side, Side::Austria);
  std::set<HexId> listed(ex->hexes.begin(), ex->hexes.end());
  const int branzez = m.offset_of(m.place("Branzez")->hexes.at(0)).col;
  // The column where the Iser meets the bottom edge: the last east-bank column.
  std::set<HexId> west = west_bank();
  int iser = 0;
  for (int c = 1; c <= m.columns(); ++c)
    if (!west.count(m.id_of(Offset{c, m.rows()}))) iser = c;
  std::set<HexId> expected;
  for (int c = branzez; c <= iser; ++c) {
    HexId h = m.id_of(Offset{c, m.rows()});
    bool track = false;
    for (int d = 0; d < kDirections; ++d) track |= (m.side(h, direction_from_int(d)) & (kRoad | kPath)) != 0;
    if (track) expected.insert(h);
  }
  EXPECT_EQ(listed, expected);
  EXPECT_GE(listed.size(), 2u);
  // Only the exits of the 13.00 turn count, non-disorganised units only, 1 VP
  // per group of three "awarded upon the first of the group": ceil(n / 3).
  EXPECT_EQ(ex->count_turns, std::vector<int>{13});
  EXPECT_TRUE(ex->count_only_organised);
  EXPECT_FALSE(ex->count_steps);
  for (int n = 0; n <= 10; ++n) EXPECT_EQ(ex->vp_for(n), (n + 2) / 3) << n;
}

// Every [special.*] table: a VV174 section, a summary, and parameters that name
// real hexes, hexsides, units and formations.
TEST(Munchengratz11_1_5, SpecialTablesAreWellFormed) {
  const TomlReader& rd = scenario_file();
  const Scenario& sc = *munchengratz();
  const toml::table& all = rd.table(rd.root(), "special", "");
  std::set<std::string> names;
  for (auto&& [k, v] : all) {
    std::string name(k.str());
    names.insert(name);
    ASSERT_TRUE(v.is_table()) << name;
    const toml::table& t = *v.as_table();
    EXPECT_TRUE(test::starts_with(rd.string(t, "section", name), "VV174 §")) << name;
    EXPECT_GT(rd.string(t, "summary", name).size(), 40u) << name;
    for (auto&& [pk, pv_binding] : t) {
      std::string key(pk.str());
      // A name of its own: clang 14 cannot capture a structured binding.
      const toml::node& pv = pv_binding;
      auto each_string = [&](auto&& f) {
        if (pv.is_string()) f(std::string(pv.as_string()->get()));
        if (pv.is_array())
          for (auto&& e : *pv.as_array())
            if (e.is_string()) f(std::string(e.as_string()->get()));
      };
      if (key.find("hexes") != std::string::npos || key.ends_with("_hex") || key.ends_with("_1200"))
        each_string([&](const std::string& s) {
          std::string why;
          EXPECT_FALSE(parse_hex_range(map(), s, &why).empty()) << name << "." << key << " " << why;
        });
      if (key == "bridge" || key == "bridges")
        each_string(
            [&](const std::string& s) { EXPECT_TRUE(hexside(s).bits & kRiver) << name << "." << key; });
      if (key.ends_with("units") || key == "unit" || key.starts_with("example_"))
        each_string(
            [&](const std::string& s) { EXPECT_GE(sc.unit_index(s), 0) << name << "." << key << " " << s; });
      if (key.find("formation") != std::string::npos || key == "always_in_command" ||
          key == "commanded_through")
        each_string([&](const std::string& s) {
          EXPECT_GE(sc.formation_index(s), 0) << name << "." << key << " " << s;
        });
    }
  }
  const std::set<std::string> expected = {"prussian_command",
                                          "prussian_command_without_cinc",
                                          "austrian_command",
                                          "bridge_burning",
                                          "destroyed_bridges",
                                          "ford_search",
                                          "pontoon",
                                          "retreat_over_ford",
                                          "austrian_exit",
                                          "austrian_west_bank_penalty",
                                          "austrian_units_left_on_map",
                                          "prussian_objectives_at_1200",
                                          "prussian_disorganised_penalty",
                                          "victory_levels",
                                          "ir40_later_entry",
                                          "historical_result"};
  EXPECT_EQ(names, expected);
}

// §11.1.4, §11.1.5: the values the text prints for the Iser rules.
TEST(Munchengratz11_1_5, IserRuleParametersAsPrinted) {
  const TomlReader& rd = scenario_file();
  const toml::table& burn = special("bridge_burning");
  EXPECT_EQ(rd.string(burn, "burn_from_hex", "special"), "0405");
  EXPECT_EQ(canonical({rd.string(burn, "bridge", "special")}), canonical({"0404/S"}));
  EXPECT_EQ(rd.integer(burn, "burn_roll_at_least", "special", 1, 20), 6);
  EXPECT_EQ(rd.integer(burn, "burn_mp_cost", "special", 0, 9), 1);
  EXPECT_EQ(rd.integer(burn, "attempts_per_turn", "special", 0, 9), 1);
  EXPECT_FALSE(rd.boolean_or(burn, "can_burn_again", "special", true));
  for (const std::string& h : strings(burn, "put_out_hexes")) {
    Hexside b = hexside("0404/S");
    EXPECT_TRUE(hx(h) == b.from || hx(h) == b.to) << h << " is not a hex of the bridge";
  }
  const toml::table& ford = special("ford_search");
  EXPECT_EQ(rd.integer(ford, "roll_at_least", "special", 1, 6), 4);  // "1d6 A 4"
  EXPECT_EQ(rd.integer(ford, "searches_per_turn", "special", 0, 9), 1);
  EXPECT_EQ(rd.integer(ford, "mp_cost", "special", 0, 9), 1);
  const toml::table& pontoon = special("pontoon");
  EXPECT_EQ(strings(pontoon, "builder_formations"), std::vector<std::string>{"schoeler"});
  EXPECT_EQ(rd.integer(pontoon, "vp", "special", 0, 9), 1);
  EXPECT_EQ(rd.integer(pontoon, "vp_if_completed_by_end_of_turn", "special", 0, 47), 13);
  EXPECT_EQ(canonical(strings(special("destroyed_bridges"), "bridges")), canonical({"0605/S", "0807/S"}));
  EXPECT_EQ(rd.integer(special("retreat_over_ford"), "extra_step_losses", "special", 0, 9), 1);
  const toml::table& pc = special("prussian_command");
  EXPECT_EQ(strings(pc, "always_in_command_units"), std::vector<std::string>{"p-56ir"});
  const toml::array* t1 = rd.array(pc, "automatic_initiative_turns", "special", true);
  ASSERT_EQ(t1->size(), 1u);
  EXPECT_EQ(t1->get(0)->value_or(std::int64_t{0}), 8);
  const toml::table& ac = special("austrian_command");
  EXPECT_EQ(strings(ac, "always_in_command"), std::vector<std::string>{"leiningen"});
  EXPECT_EQ(rd.string(ac, "commanded_through", "special"), "leiningen");
  EXPECT_EQ(strings(ac, "commanded_formations"), std::vector<std::string>{"abele"});
}

// §11.4.2 "4 VP: Major victory, 1 to 3 VP: Minor victory, 0 VP or fewer:
// tied game" (D-38, A-45); §11.4.1 "1 VP for each enemy strength step" (D-37).
TEST(Munchengratz11_4_2, VictoryLevelsAndLossVp) {
  const Scenario& sc = *munchengratz();
  EXPECT_EQ(sc.loss_vp_every, 1);
  EXPECT_EQ(sc.major, 4);
  EXPECT_EQ(sc.minor, 1);
  EXPECT_TRUE(sc.locations.empty());  // the 12.00 objectives are a special rule
  const TomlReader& rd = scenario_file();
  const toml::table& lv = special("victory_levels");
  EXPECT_EQ(rd.integer(lv, "major_at_least", "special", 0, 99), sc.major);
  EXPECT_EQ(rd.integer(lv, "minor_at_least", "special", 0, 99), sc.minor);
  EXPECT_EQ(rd.integer(lv, "tied_at_most", "special", -99, 99), sc.minor - 1);
}

// §11.4.2 note: "historically, victory is Prussian for 3 VP". The position the
// [special.historical_result] table describes, scored with the parameters of
// the other tables, gives exactly that (the engine test will play it out).
TEST(Munchengratz11_4_2, HistoricalTallyIsAPrussianMinorVictoryByThree) {
  const Scenario& sc = *munchengratz();
  const TomlReader& rd = scenario_file();
  const toml::table& h = special("historical_result");
  // Prussian objectives held at the end of 12.00.
  std::vector<std::string> held = strings(h, "prussian_objectives_held_at_1200");
  int prussia = 0;
  const auto* obj = dynamic_cast<const TimedObjectives*>(sc.special.find("prussian_objectives_at_1200"));
  ASSERT_NE(obj, nullptr);
  EXPECT_EQ(obj->turn, 12);
  for (const TimedObjectives::Objective& o : obj->objectives) {
    bool all = true;
    for (const VictoryLocation& part : o.parts)
      for (HexId x : part.hexes)
        all = all && std::find(held.begin(), held.end(), map().label(x)) != held.end();
    if (all) prussia += o.vp[static_cast<std::size_t>(side_index(Side::Prussia))];
  }
  EXPECT_EQ(prussia, 4);  // "complete control of Münchengrätz and Musky (+4 VP)"
  // Step losses, 1 VP each; prisoners count as losses.
  const int a_losses = static_cast<int>(rd.integer(h, "austrian_step_losses", "special", 0, 99));
  const int p_losses = static_cast<int>(rd.integer(h, "prussian_step_losses", "special", 0, 99));
  prussia += a_losses / sc.loss_vp_every;
  int austria = p_losses / sc.loss_vp_every;
  // The pontoon, built at 13.00.
  const toml::table& pontoon = special("pontoon");
  if (rd.integer(h, "pontoon_completed_turn", "special", 0, 47) <=
      rd.integer(pontoon, "vp_if_completed_by_end_of_turn", "special", 0, 47))
    prussia += static_cast<int>(rd.integer(pontoon, "vp", "special", 0, 9));
  // Exits on the 13.00 turn: the VP counts from the first unit of a group.
  const int exited = static_cast<int>(rd.integer(h, "austrian_units_exited_on_1300", "special", 0, 99));
  const auto* ex = dynamic_cast<const ExitRule*>(sc.special.find("austrian_exit"));
  ASSERT_NE(ex, nullptr);
  austria += ex->vp_for(exited);
  EXPECT_EQ(prussia, rd.integer(h, "prussian_vp", "special", 0, 99));
  EXPECT_EQ(austria, rd.integer(h, "austrian_vp", "special", 0, 99));
  EXPECT_EQ(prussia - austria, 3);
  EXPECT_EQ(rd.integer(h, "margin", "special", 0, 99), 3);
  EXPECT_TRUE(prussia - austria >= sc.minor && prussia - austria < sc.major) << "a minor victory";
  EXPECT_EQ(rd.string(h, "level", "special"), "minor");
  EXPECT_EQ(rd.string(h, "winner", "special"), "prussia");
  // The example position: the eliminated and exited units are every Austrian
  // unit, and the losses reach no demoralisation threshold (which would add VP).
  std::vector<std::string> lost = strings(h, "example_eliminated");
  std::vector<std::string> gone = strings(h, "example_exited_on_1300");
  EXPECT_EQ(static_cast<int>(gone.size()), exited);
  std::set<std::string> every(lost.begin(), lost.end());
  every.insert(gone.begin(), gone.end());
  std::set<std::string> austrians;
  for (const UnitDef& u : sc.units)
    if (u.side == Side::Austria) austrians.insert(u.id);
  EXPECT_EQ(every, austrians);
  std::vector<int> per_formation(sc.formations.size(), 0);
  int steps = 0;
  for (const std::string& id : lost) {
    const UnitDef& u = sc.units[static_cast<std::size_t>(sc.unit_index(id))];
    per_formation[static_cast<std::size_t>(u.formation)] += u.morale;
    steps += u.morale;
  }
  EXPECT_EQ(steps, a_losses);
  for (std::size_t f = 0; f < sc.formations.size(); ++f)
    EXPECT_LT(per_formation[f], sc.formations[f].demo) << sc.formations[f].id << " would be demoralised";
}

// Seeded random games through the public API: every action accepted, the
// invariants (stacking, facing, positions) hold after each, the game ends, and
// the same seed replays to the same final position.
TEST(Munchengratz, RandomGamesKeepTheInvariantsAndReplay) {
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    std::uint64_t hash = 0;
    for (int run = 0; run < 2; ++run) {
      Game g(munchengratz(), seed);
      RandomPlayer p(seed * 17 + 3);
      long actions = 0;
      while (!g.over()) {
        Action a = g.actor().kind == ActorKind::Chance ? g.sample_chance() : p.choose(g);
        ASSERT_FALSE(g.apply(a).has_value()) << g.notation(a) << " at " << g.describe_turn();
        std::vector<std::string> bad = g.check_invariants();
        ASSERT_TRUE(bad.empty()) << bad.front() << " after " << g.notation(a) << " at " << g.describe_turn();
        ASSERT_LT(++actions, 20000) << "seed " << seed << " does not end";
      }
      EXPECT_EQ(g.state().turn, 14);
      if (run == 0)
        hash = g.hash();
      else
        EXPECT_EQ(g.hash(), hash) << "seed " << seed << " does not replay";
    }
  }
}

}  // namespace
}  // namespace scenario_munchengratz_test
}  // namespace bohemia
