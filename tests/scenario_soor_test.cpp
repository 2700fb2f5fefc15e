// The battle of Soor (VV165 §12): the data of data/gbn3/scenarios/soor.toml and
// its map hexes against the printed text. The [special.*] tables are checked
// here as data (the hexes, turns and ids they hold are on the map and in the
// order of battle); the rules in play are tests/special_soor_test.cpp.
#include <fmt/format.h>
#include <gtest/gtest.h>
#include <toml++/toml.h>

#include <algorithm>
#include <map>
#include <set>

#include "gbn3/special/exit_rule.h"
#include "gbn3/special/timed_objectives.h"
#include "gbn3_play.h"
#include "rules_play_util.h"
#include "test_util.h"

namespace bohemia {
namespace scenario_soor_test {
namespace {

using test::hex_of;

std::shared_ptr<const Scenario> soor() {
  static std::shared_ptr<const Scenario> sc = test::real("soor");
  return sc;
}

const Map& soor_map() { return *soor()->map; }

// The [special.*] tables of the scenario file, read as plain TOML.
const toml::table& special() {
  static const toml::table root = toml::parse_file(soor()->file);
  return *root["special"].as_table();
}

std::vector<std::string> strings(const toml::node_view<const toml::node>& n) {
  std::vector<std::string> out;
  if (const toml::array* a = n.as_array())
    for (const toml::node& e : *a) out.push_back(std::string(*e.value<std::string>()));
  return out;
}

// "CCRR-CCRR" ranges (or single hexes) along one column or row, as in retreat_edge.
std::set<std::string> expand(const std::vector<std::string>& ranges) {
  std::set<std::string> out;
  for (const std::string& r : ranges) {
    std::string a = r.substr(0, 4), b = r.size() > 4 ? r.substr(5, 4) : a;
    int c0 = std::stoi(a.substr(0, 2)), r0 = std::stoi(a.substr(2, 2));
    int c1 = std::stoi(b.substr(0, 2)), r1 = std::stoi(b.substr(2, 2));
    for (int c = std::min(c0, c1); c <= std::max(c0, c1); ++c)
      for (int rr = std::min(r0, r1); rr <= std::max(r0, r1); ++rr)
        out.insert(fmt::format("{:02d}{:02d}", c, rr));
  }
  return out;
}

std::set<std::string> labels(const std::vector<HexId>& hexes) {
  std::set<std::string> out;
  for (HexId h : hexes) out.insert(soor_map().label(h));
  return out;
}

bool adjacent(HexId a, HexId b) {
  for (int k = 0; k < kDirections; ++k)
    if (soor_map().neighbour(a, direction_from_int(k)) == b) return true;
  return false;
}

// The hexside feature bits between two adjacent hexes.
std::uint16_t side_between(HexId a, HexId b) {
  for (int k = 0; k < kDirections; ++k)
    if (soor_map().neighbour(a, direction_from_int(k)) == b) return soor_map().side(a, direction_from_int(k));
  ADD_FAILURE() << soor_map().label(a) << " and " << soor_map().label(b) << " are not adjacent";
  return 0;
}

// Hexes reachable from `from` without crossing the Aupa except by a bridge.
std::set<HexId> same_bank(HexId from) {
  std::set<HexId> seen{from};
  std::vector<HexId> todo{from};
  while (!todo.empty()) {
    HexId h = todo.back();
    todo.pop_back();
    for (int k = 0; k < kDirections; ++k) {
      HexId n = soor_map().neighbour(h, direction_from_int(k));
      std::uint16_t s = soor_map().side(h, direction_from_int(k));
      if (n == kNoHex || ((s & kRiver) && !(s & kBridge)) || !seen.insert(n).second) continue;
      todo.push_back(n);
    }
  }
  return seen;
}

// Is there a road from a to b (hexes joined by road hexsides)?
bool road_connects(HexId a, HexId b) {
  std::set<HexId> seen{a};
  std::vector<HexId> todo{a};
  while (!todo.empty()) {
    HexId h = todo.back();
    todo.pop_back();
    if (h == b) return true;
    for (int k = 0; k < kDirections; ++k) {
      HexId n = soor_map().neighbour(h, direction_from_int(k));
      if (n == kNoHex || !(soor_map().side(h, direction_from_int(k)) & kRoad) || !seen.insert(n).second)
        continue;
      todo.push_back(n);
    }
  }
  return false;
}

HexId hx(const char* label) { return soor_map().parse_label(label); }

// §12.1.2: "Formation | Step | Demo | VP". Steps are the sum of the units'
// morale values (morale = step losses a unit can take, §1.2.3).
TEST(Section12_1_2, FormationThresholdsMatchThePrintedTable) {
  const Scenario& sc = *soor();
  const std::map<std::string, std::array<int, 3>> printed = {{"mondel", {6, 3, 1}},
                                                             {"grivicic", {6, 3, 1}},
                                                             {"knebel", {6, 3, 1}},
                                                             {"wimpffen", {5, 3, 1}},
                                                             {"austria-independent", {5, 3, 1}},
                                                             {"hiller", {12, 9, 3}},
                                                             {"plonski", {12, 9, 3}}};
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

// §12.1.2 note: "Losses present at the beginning of the scenario count in the
// calculation of the demoralisation threshold [i.e. it only takes one loss for
// brigade Knebel to become demoralised]".
TEST(Section12_1_2, StartingLossesLeaveKnebelOneLossFromDemoralisation) {
  const Scenario& sc = *soor();
  std::map<std::string, int> start;
  for (std::size_t u = 0; u < sc.units.size(); ++u)
    start[sc.formations[static_cast<std::size_t>(sc.units[u].formation)].id] += sc.start_losses[u];
  EXPECT_EQ(start["mondel"], 1);
  EXPECT_EQ(start["grivicic"], 1);
  EXPECT_EQ(start["knebel"], 2);
  EXPECT_EQ(start["wimpffen"], 0);
  const FormationDef& knebel = sc.formations[static_cast<std::size_t>(sc.formation_index("knebel"))];
  EXPECT_EQ(knebel.demo - start["knebel"], 1);
  Game g(soor(), 1);
  for (const char* f : {"mondel", "grivicic", "knebel", "wimpffen"})
    EXPECT_FALSE(g.state().demoralised[static_cast<std::size_t>(sc.formation_index(f))]) << f;
}

// §12.2 set-up, as printed, with the "1 perte" losses.
TEST(Section12_2, SetUpAsPrinted) {
  Game g(soor(), 1);
  const std::vector<std::pair<const char*, const char*>> printed = {
      {"p-g1ir", "0915"},     {"p-gjag", "0915"},   {"p-ghus", "1015"},   {"p-gfus", "1214"},
      {"p-g2ir", "1314"},     {"p-g3ir", "1414"},   {"p-art-g2", "1514"}, {"p-gtir", "1613"},
      {"p-g3uhl", "1613"},    {"p-g1gren", "1612"}, {"p-g3gren", "1612"}, {"a-art-78", "0513"},
      {"a-art-5910", "0514"}, {"a-2drag", "0910"},  {"a-9uhl", "0910"},   {"a-10ir", "0508"},
      {"a-12jag", "0508"},    {"a-24ir", "0507"},   {"a-art-1", "0507"},  {"a-23ir", "0806"},
      {"a-16jag", "0806"},    {"a-2ir", "0805"},    {"a-art-2", "0707"},  {"a-3ir", "0612"},
      {"a-art-3", "0612"},    {"a-1ir", "0611"},    {"a-28jag", "0606"},  {"a-13ir", "0606"},
      {"a-53ir", "0506"},     {"a-art-4", "0506"}};
  for (auto [id, hex] : printed) EXPECT_EQ(hex_of(g, id), hex) << id;
  EXPECT_EQ(test::fc_hex(g, "hiller"), "1214");
  EXPECT_EQ(test::fc_hex(g, "plonski"), "1612");
  EXPECT_EQ(test::fc_hex(g, "mondel"), "0508");
  EXPECT_EQ(test::fc_hex(g, "grivicic"), "0806");
  EXPECT_EQ(test::fc_hex(g, "knebel"), "0612");
  EXPECT_EQ(test::fc_hex(g, "wimpffen"), "0606");
  const Scenario& sc = *soor();
  auto cinc_hex = [&](const char* id) {
    const CincState& c = g.state().cincs[static_cast<std::size_t>(sc.cinc_index(id))];
    return c.where == Where::Map ? sc.map->label(c.hex) : std::string("off");
  };
  EXPECT_EQ(cinc_hex("wurttemberg"), "1612");
  EXPECT_EQ(cinc_hex("gablenz"), "0513");
  // "(1 perte)": one step loss each.
  for (const char* id : {"a-24ir", "a-23ir", "a-3ir", "a-1ir"}) EXPECT_EQ(test::losses(g, id), 1) << id;
  int total = 0;
  for (const UnitState& x : g.state().units) total += x.losses;
  EXPECT_EQ(total, 4);
  // Every unit not set up arrives at 10.00 (§12.3).
  for (std::size_t u = 0; u < sc.units.size(); ++u) {
    bool listed =
        std::any_of(printed.begin(), printed.end(), [&](auto p) { return sc.units[u].id == p.first; });
    bool arriving =
        sc.units[u].id == "p-g2gren" || sc.units[u].id == "p-g4gren" || sc.units[u].id == "p-art-g3";
    EXPECT_TRUE(listed != arriving) << sc.units[u].id;
  }
}

// §3 (VV165): two infantry (light included) or two artillery or three cavalry;
// one unit may be an artillery unit; light troops fill up to three units. In a
// town or village: one infantry or two cavalry or one artillery, plus light
// troops, three units at most. Every printed Soor stack must satisfy it.
TEST(Section12_2, PrintedStacksRespectSection3) {
  Game g(soor(), 1);
  EXPECT_TRUE(g.check_invariants().empty());
  const Scenario& sc = *soor();
  std::map<HexId, std::vector<UnitKind>> at;
  for (std::size_t u = 0; u < sc.units.size(); ++u) {
    const UnitState& x = g.state().units[u];
    if (x.where == Where::Map) at[x.hex].push_back(sc.units[u].kind);
  }
  int villages = 0;
  for (const auto& [h, kinds_binding] : at) {
    const auto& kinds = kinds_binding;  // clang 14 cannot capture a structured binding
    auto n = [&](UnitKind k) { return static_cast<int>(std::count(kinds.begin(), kinds.end(), k)); };
    int inf = n(UnitKind::Infantry), light = n(UnitKind::Light), cav = n(UnitKind::Cavalry),
        art = n(UnitKind::Artillery);
    std::string where = sc.map->label(h);
    EXPECT_LE(inf + light + cav + art, 3) << where;
    Terrain t = sc.map->terrain(h);
    if (t == Terrain::Village || t == Terrain::Town) {
      ++villages;
      EXPECT_EQ((inf > 0) + (cav > 0) + (art > 0), inf + cav + art > 0 ? 1 : 0) << where;
      EXPECT_TRUE(inf <= 1 && cav <= 2 && art <= 1) << where;
    } else {
      EXPECT_LE(inf + art, 2) << where << ": two infantry, one of them may be an artillery unit";
      EXPECT_LE(art, 2) << where;
      EXPECT_LE(cav, 3) << where;
    }
  }
  EXPECT_EQ(villages, 11)
      << "Staudenz, Ober/Unter Raatsch, Raatsch, Eipel, Burkersdorf, Alt-Rognitz, Hohenbruck, "
         "Kriebnitz, Neu Rognitz and Trautenau hold units";
}

// §12.3: "10.00: 2nd Guards Division: 4th Brigade (Grenadiers 2 et 4) + Art G-3:
// par route en 1613", the artillery last (§9.4). The Austrian has none.
TEST(Section12_3, ReinforcementsAsPrinted) {
  const Scenario& sc = *soor();
  ASSERT_EQ(sc.reinforcements.size(), 1u);
  const Reinforcement& r = sc.reinforcements[0];
  EXPECT_EQ(r.turn, 10);
  EXPECT_EQ(sc.map->label(r.hex), "1613");
  bool road = false;
  for (int k = 0; k < kDirections; ++k) road = road || (sc.map->side(r.hex, direction_from_int(k)) & kRoad);
  EXPECT_TRUE(road) << "'par route': a road leaves 1613";
  std::vector<std::string> ids;
  for (const Piece& p : r.pieces) {
    ASSERT_EQ(p.kind(), PieceKind::Unit);
    ids.push_back(sc.units[static_cast<std::size_t>(p.index())].id);
  }
  EXPECT_EQ(ids, (std::vector<std::string>{"p-g2gren", "p-g4gren", "p-art-g3"}));
}

// §12.1.1: 10.00 to 20.00. Ties of initiative: the §8 default (Prussian).
TEST(Section12_1_1, DurationAndInitiative) {
  EXPECT_EQ(soor()->first_turn, 10);
  EXPECT_EQ(soor()->last_turn, 20);
  EXPECT_TRUE(soor()->night_turns.empty());
  EXPECT_EQ(soor()->initiative_tie, Side::Prussia);
  EXPECT_EQ(soor()->edition.id, "VV165");
}

// §12.1.3: Prussians east edge 1613-1618; Austrians south edge 0118-0518
// through 12.00, then only the west edge 0113-0118.
TEST(Section12_1_3, LinesOfRetreat) {
  const Scenario& sc = *soor();
  EXPECT_EQ(labels(sc.retreat_edge[static_cast<std::size_t>(side_index(Side::Prussia))]),
            expand({"1613-1618"}));
  EXPECT_EQ(labels(sc.retreat_edge[static_cast<std::size_t>(side_index(Side::Austria))]),
            expand({"0118-0518"}));
  const toml::table& t = *special()["soor_austrian_line_of_retreat"].as_table();
  const toml::array& phases = *t["phases"].as_array();
  ASSERT_EQ(phases.size(), 2u);
  EXPECT_EQ(*phases[0].as_table()->get("from_turn")->value<int>(), 10);
  EXPECT_EQ(expand(strings(toml::node_view<const toml::node>(phases[0].as_table()->get("retreat_edge")))),
            expand({"0118-0518"}));
  EXPECT_EQ(*phases[1].as_table()->get("from_turn")->value<int>(), 13);
  std::set<std::string> west =
      expand(strings(toml::node_view<const toml::node>(phases[1].as_table()->get("retreat_edge"))));
  EXPECT_EQ(west, expand({"0113-0118"}));
  for (const std::string& h : west) EXPECT_TRUE(sc.map->on_edge(hx(h.c_str()))) << h;
}

// The hexes §12 names hold what the text implies.
TEST(Section12_2, NamedHexesOnTheMap) {
  const Map& m = soor_map();
  const std::vector<std::tuple<const char*, const char*, Terrain>> named = {
      {"Trautenau", "0606", Terrain::Town},      {"Hohenbruck", "0508", Terrain::Village},
      {"Neu Rognitz", "0611", Terrain::Village}, {"Alt-Rognitz", "0910", Terrain::Village},
      {"Burkersdorf", "0513", Terrain::Village}, {"Kriebnitz", "0806", Terrain::Village},
      {"Staudenz", "0915", Terrain::Village},    {"Ober Raatsch", "1214", Terrain::Village},
      {"Raatsch", "1314", Terrain::Village},     {"Unter Raatsch", "1414", Terrain::Village},
      {"Eipel", "1613", Terrain::Village},       {"Kaile", "0315", Terrain::Village},
      {"Rudersdorf", "1212", Terrain::Village}};
  for (auto [name, hex, terrain] : named) {
    const Place* p = m.place(name);
    ASSERT_NE(p, nullptr) << name;
    ASSERT_EQ(p->hexes.size(), 1u) << name;
    EXPECT_EQ(m.label(p->hexes[0]), hex) << name;
    EXPECT_EQ(m.terrain(p->hexes[0]), terrain) << name;
  }
  // Eipel and the Guard's set-up at 1612 are on the map's east edge, on the
  // same side of the Aupa as Staudenz and Burkersdorf; the 2nd IR at 0805 holds
  // the Kriebnitz bridge from the north bank.
  EXPECT_TRUE(m.on_edge(hx("1613")));
  std::set<HexId> south = same_bank(hx("0513"));
  for (const char* h : {"1612", "1613", "0915", "1414", "1514", "0611", "0910", "0315"})
    EXPECT_TRUE(south.count(hx(h))) << h;
  EXPECT_TRUE(side_between(hx("0805"), hx("0806")) & kBridge);
  // 0113-0118: the west edge.
  for (const std::string& h : expand({"0113-0118"})) EXPECT_TRUE(m.on_edge(hx(h.c_str()))) << h;
}

// §12.1.5 "the road that goes from Trautenau, passes through Burkersdorf and
// continues south to 0118"; §12.3 and §13.3.2 "the Eipel road in 1613";
// §13.3.2 "the path in 1603".
TEST(Section12_1_5, RoadsTheTextNames) {
  EXPECT_TRUE(road_connects(hx("0606"), hx("0513")));
  EXPECT_TRUE(road_connects(hx("0513"), hx("0118")));
  EXPECT_TRUE(road_connects(hx("1613"), hx("0513")));
  EXPECT_TRUE(soor_map().on_edge(hx("1603")));
  bool path = false;
  for (int k = 0; k < kDirections; ++k)
    path = path || (soor_map().side(hx("1603"), direction_from_int(k)) & kPath);
  EXPECT_TRUE(path);
}

// §12.1.5: until the end of 12.00 no Austrian unit more than one hex west of
// the road. The file lists the road and the forbidden hexes; both must follow
// from the map, the set-up must respect them, and the 12.00 objectives
// (§12.4.1, Kaile included) must be reachable.
TEST(Section12_1_5, AustrianPlanForbiddenHexesFollowFromTheRoad) {
  const toml::table& t = *special()["soor_austrian_plan"].as_table();
  EXPECT_EQ(t["section"].value_or(std::string()), "VV165 §12.1.5");
  EXPECT_EQ(t["until_turn"].value_or(0), 12);
  EXPECT_EQ(t["max_hexes_west"].value_or(0), 1);
  std::vector<std::string> road = strings(t["road"]);
  ASSERT_GE(road.size(), 2u);
  EXPECT_EQ(road.front(), "0606");
  EXPECT_EQ(road.back(), "0118");
  EXPECT_NE(std::find(road.begin(), road.end(), "0513"), road.end()) << "through Burkersdorf";
  std::set<HexId> on_road;
  for (std::size_t i = 0; i < road.size(); ++i) {
    on_road.insert(hx(road[i].c_str()));
    if (i > 0) {
      EXPECT_TRUE(side_between(hx(road[i - 1].c_str()), hx(road[i].c_str())) & kRoad) << road[i];
    }
  }
  const Map& m = soor_map();
  std::map<int, int> westmost;  // row -> smallest column of a road hex
  for (HexId h : on_road) {
    Offset o = m.offset_of(h);
    westmost[o.row] = westmost.count(o.row) ? std::min(westmost[o.row], o.col) : o.col;
  }
  Offset first = m.offset_of(hx("0606"));
  std::set<std::string> expected;
  for (HexId h = 0; h < m.size(); ++h) {
    if (on_road.count(h)) continue;
    bool next_to_road = false;
    for (HexId r : on_road) next_to_road = next_to_road || adjacent(h, r);
    if (next_to_road) continue;
    Offset o = m.offset_of(h);
    int limit = westmost.count(o.row) ? westmost[o.row] : (o.row < first.row ? first.col : 0);
    if (o.col < limit) expected.insert(m.label(h));
  }
  std::vector<std::string> listed = strings(t["forbidden_hexes"]);
  EXPECT_EQ(std::set<std::string>(listed.begin(), listed.end()), expected);
  EXPECT_EQ(listed.size(), expected.size()) << "no hex listed twice";
  Game g(soor(), 1);
  for (std::size_t u = 0; u < soor()->units.size(); ++u)
    if (soor()->units[u].side == Side::Austria && g.state().units[u].where == Where::Map) {
      EXPECT_FALSE(expected.count(m.label(g.state().units[u].hex))) << soor()->units[u].id;
    }
  for (const char* place : {"Burkersdorf", "Neu Rognitz", "Alt-Rognitz", "Kaile"})
    EXPECT_FALSE(expected.count(m.label(m.place(place)->hexes[0]))) << place;
}

// §12.1.4: Grivicic's marker enters the cup at 11.00.
TEST(Section12_1_4, GrivicicReceivingOrdersData) {
  const toml::table& t = *special()["soor_grivicic_receiving_orders"].as_table();
  std::string f = t["formation"].value_or(std::string());
  EXPECT_EQ(f, "grivicic");
  EXPECT_GE(soor()->formation_index(f), 0);
  EXPECT_EQ(t["marker_from_turn"].value_or(0), soor()->first_turn + 1);
}

// §12.4.1: the 12.00 objectives, the west-edge exits from 13.00, the
// Prussian's loss VP with trapped steps and stuck commanders, the Austrian's
// −1 VP per 4 steps on the map. §12.4.2: the levels.
TEST(Section12_4, VictoryData) {
  const Scenario& sc = *soor();
  EXPECT_EQ(sc.loss_vp_every, 2);
  EXPECT_EQ(sc.major, 5);
  EXPECT_EQ(sc.minor, 2);
  EXPECT_TRUE(sc.locations.empty()) << "no location scores at the end of a standalone Soor game";
  // The 12.00 objectives and the west exits are the generic kinds, parsed.
  const auto* noon = dynamic_cast<const TimedObjectives*>(sc.special.find("soor_noon_objectives"));
  ASSERT_NE(noon, nullptr);
  EXPECT_EQ(noon->turn, 12);
  ASSERT_EQ(noon->objectives.size(), 2u);
  const TimedObjectives::Objective& three = noon->objectives[0];
  ASSERT_EQ(three.parts.size(), 3u);
  EXPECT_EQ(three.parts[0].place, "Burkersdorf");
  EXPECT_EQ(three.parts[1].place, "Neu Rognitz");
  EXPECT_EQ(three.parts[2].place, "Alt-Rognitz");
  const std::size_t a = static_cast<std::size_t>(side_index(Side::Austria));
  const std::size_t p = static_cast<std::size_t>(side_index(Side::Prussia));
  EXPECT_EQ(three.vp[a], 2);         // all three
  EXPECT_EQ(three.vp_if_any[a], 1);  // at least one
  EXPECT_EQ(three.vp[p], 0);
  EXPECT_EQ(noon->objectives[1].parts[0].place, "Kaile");
  EXPECT_EQ(noon->objectives[1].vp[a], 2);
  const auto* exit = dynamic_cast<const ExitRule*>(sc.special.find("soor_austrian_exit_west"));
  ASSERT_NE(exit, nullptr);
  EXPECT_EQ(exit->side, Side::Austria);
  EXPECT_EQ(exit->from_turn, 13);
  std::set<std::string> exit_hexes;
  for (HexId h : exit->hexes) exit_hexes.insert(soor_map().label(h));
  EXPECT_EQ(exit_hexes, expand({"0113-0118"}));
  EXPECT_EQ(exit->vp, 0);  // no VP
  const toml::table& trapped = *special()["soor_trapped_austrians"].as_table();
  EXPECT_EQ(trapped["side"].value_or(std::string()), "austria");
  EXPECT_EQ(trapped["steps_per_commander"].value_or(0), 1);
  const toml::table& steps = *special()["soor_austrian_steps_on_map"].as_table();
  EXPECT_EQ(steps["every"].value_or(0), 4);
  EXPECT_EQ(steps["rounding"].value_or(std::string()), "up");
  EXPECT_EQ(steps["vp"].value_or(0), -1);
}

// Every [special.*] table cites its section and says what it does.
TEST(Section12, EverySpecialTableHasSectionAndSummary) {
  const std::set<std::string> expected = {"soor_grivicic_receiving_orders", "soor_austrian_plan",
                                          "soor_austrian_line_of_retreat",  "soor_austrian_exit_west",
                                          "soor_noon_objectives",           "soor_trapped_austrians",
                                          "soor_austrian_steps_on_map"};
  std::set<std::string> found;
  for (auto&& [k, v] : special()) {
    found.insert(std::string(k.str()));
    const toml::table* t = v.as_table();
    ASSERT_NE(t, nullptr) << k;
    EXPECT_EQ((*t)["section"].value_or(std::string()).rfind("VV165 §12", 0), 0u) << k;
    EXPECT_GT((*t)["summary"].value_or(std::string()).size(), 40u) << k;
  }
  EXPECT_EQ(found, expected);
  EXPECT_TRUE(soor()->special.pending().empty());  // every §12 rule is code
}

// The X corps of Soor is the X corps of Trautenau: the campaign (§13) carries
// its units from one day to the next, so ids and values must be identical.
TEST(Section12_1_2, XCorpsIsTheTrautenauXCorps) {
  const Scenario& s = *soor();
  auto t = test::real("trautenau");
  int compared = 0;
  for (const UnitDef& u : s.units) {
    if (u.side != Side::Austria) continue;
    int i = t->unit_index(u.id);
    ASSERT_GE(i, 0) << u.id;
    const UnitDef& v = t->units[static_cast<std::size_t>(i)];
    EXPECT_EQ(u.name, v.name) << u.id;
    EXPECT_EQ(u.kind, v.kind) << u.id;
    EXPECT_EQ(std::tie(u.heavy, u.guard, u.combat, u.morale, u.movement, u.range),
              std::tie(v.heavy, v.guard, v.combat, v.morale, v.movement, v.range))
        << u.id;
    EXPECT_EQ(s.formations[static_cast<std::size_t>(u.formation)].id,
              t->formations[static_cast<std::size_t>(v.formation)].id)
        << u.id;
    ++compared;
  }
  EXPECT_EQ(compared, 19);
  for (const FormationDef& f : s.formations) {
    if (f.side != Side::Austria) continue;
    const FormationDef& g = t->formations[static_cast<std::size_t>(t->formation_index(f.id))];
    EXPECT_EQ(std::tie(f.commander, f.command, f.bonus, f.movement, f.aide_command, f.aide_bonus, f.steps,
                       f.demo, f.vp),
              std::tie(g.commander, g.command, g.bonus, g.movement, g.aide_command, g.aide_bonus, g.steps,
                       g.demo, g.vp))
        << f.id;
  }
  const CincDef& a = s.cincs[static_cast<std::size_t>(s.cinc_index("gablenz"))];
  const CincDef& b = t->cincs[static_cast<std::size_t>(t->cinc_index("gablenz"))];
  EXPECT_EQ(std::tie(a.reaction, a.initiative, a.movement), std::tie(b.reaction, b.initiative, b.movement));
  // Guard units carry the Guard flag (§2 +1 morale, CRT +1), the X corps none.
  for (const UnitDef& u : s.units) EXPECT_EQ(u.guard, u.side == Side::Prussia) << u.id;
}

// Seeded random games through the public API: every decision keeps the
// engine's invariants, every action offered is accepted, and a replay of the
// same actions from the same seed reaches the same state.
TEST(Section12, RandomGamesKeepInvariantsAndReplay) {
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    Game g(soor(), seed);
    g.set_logging(false);
    RandomPlayer p(seed * 17 + 3);
    int decisions = 0;
    while (!g.over()) {
      if (g.actor().kind == ActorKind::Decision && ++decisions % 25 == 0) {
        std::vector<std::string> bad = g.check_invariants();
        ASSERT_TRUE(bad.empty()) << bad.front() << " at " << g.describe_turn();
      }
      Action a = g.actor().kind == ActorKind::Chance ? g.sample_chance() : p.choose(g);
      ASSERT_FALSE(g.apply(a).has_value()) << g.describe_turn();
    }
    EXPECT_TRUE(g.check_invariants().empty());
    EXPECT_EQ(g.state().turn, soor()->last_turn) << "no special rule ends Soor early";
    Game r(soor(), seed);
    r.set_logging(false);
    for (const Action& a : g.history()) ASSERT_FALSE(r.apply(a).has_value());
    EXPECT_EQ(r.hash(), g.hash()) << "seed " << seed;
  }
}

}  // namespace
}  // namespace scenario_soor_test
}  // namespace bohemia
