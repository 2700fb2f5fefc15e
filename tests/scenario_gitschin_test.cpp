// The battle of Gitschin (VV174 §12): data/gbn3/scenarios/gitschin.toml and
// data/gbn3/maps/gitschin.toml against the printed text, the [special.*] tables
// that describe the scenario's special rules for the engine work to come, and
// random games of the scenario through the public API.
#include <gtest/gtest.h>
#include <toml++/toml.h>

#include <algorithm>
#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "gbn3/special/exit_rule.h"
#include "gbn3/special/rule_params.h"
#include "gbn3/special/timed_objectives.h"
#include "gbn3_play.h"
#include "rules_play_util.h"
#include "test_util.h"

namespace bohemia {
namespace scenario_gitschin_test {
namespace {

using test::hex_of;

std::shared_ptr<const Scenario> gitschin() {
  static std::shared_ptr<const Scenario> sc = test::real("gitschin");
  return sc;
}

// The scenario file itself, for the tables the loader does not read.
const toml::table& scenario_toml() {
  static toml::table t = toml::parse_file(std::string(BOHEMIA_DATA_DIR) + "/scenarios/gitschin.toml");
  return t;
}
const toml::table& map_toml() {
  static toml::table t = toml::parse_file(std::string(BOHEMIA_DATA_DIR) + "/maps/gitschin.toml");
  return t;
}
const toml::table& special(const char* name) {
  const toml::table* t = scenario_toml()["special"][name].as_table();
  if (!t) throw std::runtime_error(std::string("no [special.") + name + "]");
  return *t;
}
std::vector<std::string> strings(const toml::node_view<const toml::node>& n) {
  std::vector<std::string> out;
  if (const toml::array* a = n.as_array())
    for (const auto& e : *a) out.push_back(std::string(e.value_or(std::string_view{})));
  return out;
}

HexId at(const char* label) { return gitschin()->map->parse_label(label); }

// §12.1.1 duration, §12.1.7 night turns, edition and map.
TEST(Vv174Section12_1_1, SixteenToMidnightWithTheLastThreeTurnsAtNight) {
  const Scenario& sc = *gitschin();
  EXPECT_EQ(sc.edition.id, "VV174");
  EXPECT_EQ(sc.first_turn, 16);
  EXPECT_EQ(sc.last_turn, 24);
  EXPECT_EQ(sc.turns(), 9);
  EXPECT_EQ(sc.map->id, "gitschin");
  EXPECT_GE(sc.map->columns(), 17);  // reading notes §3.10: at least 17 x 20
  EXPECT_GE(sc.map->rows(), 20);
  for (int t = 16; t <= 21; ++t) EXPECT_FALSE(sc.is_night(t)) << t;
  for (int t = 22; t <= 24; ++t) EXPECT_TRUE(sc.is_night(t)) << t;  // "from 22.00 on"
  EXPECT_EQ(sc.initiative_tie, Side::Prussia);                      // rule 8, no exception
  EXPECT_TRUE(sc.special.pending().empty());                        // every rule of §12 is code
}

// §12.1.2: "Formation | Step | Demo | VP". Steps are the sum of the units'
// morale values (morale = step losses a unit can take, §1.2.3).
TEST(Vv174Section12_1_2, FormationThresholdsMatchThePrintedTable) {
  const Scenario& sc = *gitschin();
  const std::map<std::string, std::array<int, 3>> printed = {{"poschacher", {6, 3, 1}},
                                                             {"piret", {6, 3, 1}},
                                                             {"abele", {6, 3, 1}},
                                                             {"ringelsheim", {6, 3, 1}},
                                                             {"leiningen", {6, 3, 1}},
                                                             {"edelsheim", {7, 3, 1}},
                                                             {"austria-independent", {4, 2, 1}},
                                                             {"stieglitz", {12, 6, 2}},
                                                             {"werder", {12, 7, 2}},
                                                             {"tumpling", {11, 6, 2}}};
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

// §12.1.2: "The initial losses at the beginning of the game count in the
// determination of the demoralisation threshold" — one each for Leiningen
// and Abele, neither demoralised at the start.
TEST(Vv174Section12_1_2, StartingLossesCountTowardTheThresholdsWithoutDemoralising) {
  Game g(gitschin(), 1);
  const Scenario& sc = *gitschin();
  std::map<std::string, int> lost;
  for (std::size_t u = 0; u < sc.units.size(); ++u)
    lost[sc.formations[static_cast<std::size_t>(sc.units[u].formation)].id] += g.state().units[u].losses;
  EXPECT_EQ(lost["leiningen"], 1);
  EXPECT_EQ(lost["abele"], 1);
  int total = 0;
  for (auto& [f, l] : lost) total += l;
  EXPECT_EQ(total, 2);
  for (bool d : g.state().demoralised) EXPECT_FALSE(d);
}

// §12.1.4 / §12.1.5: no Prussian commander-in-chief; Clam-Gallas commands
// the Austrian formations and the Austrian independents, Prince Albert the
// Saxon division.
TEST(Vv174Section12_1_4, NoPrussianCommanderInChiefAndOneCommanderPerNation) {
  const Scenario& sc = *gitschin();
  ASSERT_EQ(sc.cincs.size(), 2u);
  for (const CincDef& c : sc.cincs) EXPECT_EQ(c.side, Side::Austria) << c.id;
  const int clam = sc.cinc_index("clam-gallas"), albert = sc.cinc_index("albert");
  ASSERT_GE(clam, 0);
  ASSERT_GE(albert, 0);
  for (const FormationDef& f : sc.formations) {
    if (f.side == Side::Prussia)
      EXPECT_EQ(f.cinc, -1) << f.id;
    else
      EXPECT_EQ(f.cinc, f.id == "stieglitz" ? albert : clam) << f.id;
  }
  const toml::table& t = special("prussian_command_without_cinc");
  EXPECT_EQ(strings(t["formations"]), (std::vector<std::string>{"tumpling", "werder"}));
  EXPECT_EQ(t["initiative_value"].value_or(0), 2);
  EXPECT_EQ(special("first_turn_initiative")["turn"].value_or(0), sc.first_turn);
}

// §12.2 set-up, as printed.
TEST(Vv174Section12_2, SetUpAsPrinted) {
  Game g(gitschin(), 1);
  test::play(g, {"headquarters 0413"});  // the default of the option (§12.2)
  const std::vector<std::pair<const char*, const char*>> printed = {
      {"p-18ir", "1610"},      {"p-12gren", "1609"},   {"p-8gren", "1613"},   {"p-art-iii1", "1511"},
      {"p-48ir", "1511"},      {"p-3uhl", "1708"},     {"a-2hus", "0709"},    {"a-art-78", "1314"},
      {"a-art-91011", "1012"}, {"a-29jag", "1118"},    {"a-art-6", "1118"},   {"a-18ir", "1217"},
      {"a-45ir", "1119"},      {"a-34ir", "1212"},     {"a-art-5", "1212"},   {"a-30ir", "1211"},
      {"a-18jag", "1211"},     {"a-38ir", "0911"},     {"a-32jag", "0911"},   {"a-33ir", "0811"},
      {"a-art-4", "0811"},     {"a-72ir", "0909"},     {"a-art-3", "0909"},   {"a-35ir", "1008"},
      {"a-22jag", "0908"},     {"a-42ir", "0907"},     {"a-art-2", "0907"},   {"a-73ir", "0708"},
      {"a-26jag", "0908"},     {"a-9hus", "1013"},     {"a-art-456", "1013"}, {"a-1drag", "1115"},
      {"a-10hus", "1115"},     {"a-5hus", "0812"},     {"a-8hus", "0812"},    {"s-leib1314", "0311"},
      {"s-4jag", "0311"},      {"s-leib1516", "0211"}, {"s-1jag", "0409"},    {"s-1bde12", "0409"},
      {"s-1bde34", "0309"},    {"s-art", "0213"},      {"s-3reiter", "0314"}};
  for (auto [id, hex] : printed) EXPECT_EQ(hex_of(g, id), hex) << id;
  const std::vector<std::pair<const char*, const char*>> commanders = {
      {"tumpling", "1610"}, {"piret", "1118"},       {"poschacher", "1212"}, {"leiningen", "0811"},
      {"abele", "0909"},    {"ringelsheim", "0708"}, {"edelsheim", "1013"},  {"stieglitz", "0311"}};
  for (auto [f, hex] : commanders) EXPECT_EQ(test::fc_hex(g, f), hex) << f;
  EXPECT_EQ(test::fc_hex(g, "werder"), "0901");  // arrives on the first turn (§12.3, A-40)
  // "Prince Albert + Clam-Gallas: hex. 0413 or 0514, player's choice".
  const toml::table& opt = special("clam_gallas_start");
  std::vector<std::string> choice = strings(opt["hexes"]);
  EXPECT_EQ(choice, (std::vector<std::string>{"0413", "0514"}));
  for (const CincState& c : g.state().cincs) {
    ASSERT_EQ(c.where, Where::Map);
    EXPECT_EQ(g.scenario().map->label(c.hex), opt["default"].value_or(std::string()));
  }
  // Every unit of the order of battle is on the map or a reinforcement.
  int on_map = 0;
  for (const UnitState& x : g.state().units) on_map += x.where == Where::Map;
  EXPECT_EQ(on_map, static_cast<int>(printed.size()));
  EXPECT_EQ(g.scenario().units.size(), printed.size() + 7);  // + the 3rd Division's units
}

// §12.2 losses and §12.1.6 disorganisation at the start.
TEST(Vv174Section12_1_6, LeiningenAndAbeleInfantryAndThe29thJagersStartDisorganised) {
  Game g(gitschin(), 1);
  const std::set<std::string> disorganised = {"a-38ir", "a-32jag", "a-33ir", "a-72ir",
                                              "a-35ir", "a-22jag", "a-29jag"};
  const Scenario& sc = *gitschin();
  for (std::size_t u = 0; u < sc.units.size(); ++u) {
    const std::string& id = sc.units[u].id;
    EXPECT_EQ(g.state().units[u].disorganised, disorganised.count(id) > 0) << id;
    EXPECT_EQ(g.state().units[u].losses, id == "a-33ir" || id == "a-72ir" ? 1 : 0) << id;
  }
  // The special table names the same units, and they are the infantry of the
  // two brigades (light infantry included) plus the 29th jägers.
  std::vector<std::string> listed = strings(special("austrian_disorganisation")["units"]);
  EXPECT_EQ(std::set<std::string>(listed.begin(), listed.end()), disorganised);
  std::set<std::string> infantry = {"a-29jag"};
  for (const UnitDef& u : sc.units) {
    const std::string& f = sc.formations[static_cast<std::size_t>(u.formation)].id;
    if ((f == "leiningen" || f == "abele") && (u.kind == UnitKind::Infantry || u.kind == UnitKind::Light))
      infantry.insert(u.id);
  }
  EXPECT_EQ(infantry, disorganised);
  // The extra unit key agrees with the table.
  std::set<std::string> never;
  for (const auto& n : *scenario_toml()["unit"].as_array())
    if (n.as_table()->get("never_rallies"))
      never.insert(std::string(*n.as_table()->get_as<std::string>("id")));
  EXPECT_EQ(never, disorganised);
}

// §3 (VV174) for the printed stacks: the set-up is legal as the engine
// enforces §3, and every village stack holds at most one infantry, two
// cavalry or one artillery unit plus light troops, three units at most.
// Ober Lochow (0908) holds two jäger battalions of different brigades:
// legal, since light troops may be added up to three units.
TEST(Vv174Section12_2, PrintedStacksRespectSection3) {
  Game g(gitschin(), 1);
  EXPECT_TRUE(g.check_invariants().empty());
  const Scenario& sc = *gitschin();
  const Map& m = *sc.map;
  std::map<HexId, std::array<int, 5>> count;  // per UnitKind, [4] = total
  for (std::size_t u = 0; u < sc.units.size(); ++u)
    if (g.state().units[u].where == Where::Map) {
      auto& c = count[g.state().units[u].hex];
      ++c[static_cast<std::size_t>(sc.units[u].kind)];
      ++c[4];
    }
  int villages = 0;
  for (auto& [h, c] : count) {
    EXPECT_LE(c[4], 3) << m.label(h);
    if (m.terrain(h) != Terrain::Village && m.terrain(h) != Terrain::Town) continue;
    ++villages;
    int inf = c[static_cast<std::size_t>(UnitKind::Infantry)],
        cav = c[static_cast<std::size_t>(UnitKind::Cavalry)],
        art = c[static_cast<std::size_t>(UnitKind::Artillery)];
    EXPECT_LE((inf > 0) + (cav > 0) + (art > 0), 1) << m.label(h);
    EXPECT_LE(inf, 1) << m.label(h);
    EXPECT_LE(cav, 2) << m.label(h);
    EXPECT_LE(art, 1) << m.label(h);
  }
  EXPECT_EQ(villages, 11);  // 1610 1613 1708 0709 1118 1217 1008 0908 0311 0409 0213
  EXPECT_EQ(count[at("0908")][static_cast<std::size_t>(UnitKind::Light)], 2);
}

// §12.3 reinforcements: the 3rd Division at 0901, printed "10.00" and read
// 16.00, its 6th Brigade at 18.00.
TEST(Vv174Section12_3, ReinforcementsAsPrinted) {
  const Scenario& sc = *gitschin();
  std::map<std::string, std::pair<int, std::string>> when;
  for (const Reinforcement& r : sc.reinforcements)
    for (const Piece& p : r.pieces) {
      std::string id = p.kind() == PieceKind::Unit ? sc.units[static_cast<std::size_t>(p.index())].id
                                                   : sc.formations[static_cast<std::size_t>(p.index())].id;
      when[id] = {r.turn, sc.map->label(r.hex)};
    }
  const std::vector<std::tuple<const char*, int>> printed = {
      {"werder", 16},  {"p-2jag", 16}, {"p-5hus", 16}, {"p-art-ii2", 16},
      {"p-2gren", 16}, {"p-42ir", 16}, {"p-14ir", 18}, {"p-54ir", 18}};
  EXPECT_EQ(when.size(), printed.size());
  for (auto [id, turn] : printed) {
    ASSERT_TRUE(when.count(id)) << id;
    EXPECT_EQ(when[id].first, turn) << id;
    EXPECT_EQ(when[id].second, "0901") << id;
  }
  // 0901 is on the western (top) edge, the 3rd Division's line of retreat.
  EXPECT_EQ(sc.map->offset_of(at("0901")).row, 1);
  EXPECT_EQ(special("werder_arrival_time")["printed"].value_or(std::string()), "10.00");
  EXPECT_EQ(special("werder_arrival_time")["turn"].value_or(0), 16);
}

// Every hex the text names holds what the text implies.
TEST(Vv174Section12_Map, NamedHexesHoldWhatTheTextImplies) {
  const Map& m = *gitschin()->map;
  const Place* gitschin_town = m.place("Gitschin");
  ASSERT_NE(gitschin_town, nullptr);
  ASSERT_EQ(gitschin_town->hexes, (std::vector<HexId>{at("0413"), at("0514")}));
  EXPECT_EQ(m.distance(at("0413"), at("0514")), 1);
  EXPECT_GT(m.distance(at("0413"), at("0515")), 1);  // why "0413-0515" is read 0514
  for (HexId h : gitschin_town->hexes) EXPECT_EQ(m.terrain(h), Terrain::Town);
  const std::vector<std::pair<const char*, std::vector<const char*>>> villages = {
      {"Woharitz", {"0803"}},      {"Unter Lochow", {"0806"}},      {"Ober Lochow", {"0908"}},
      {"Prachow", {"1008"}},       {"Wohawec", {"0709", "0809"}},   {"Brezina", {"0409"}},
      {"Wokschitz", {"0311"}},     {"Tschejkowitz", {"0213"}},      {"Brada", {"1112"}},
      {"Diletz", {"1114"}},        {"Jinolitz", {"1311"}},          {"Podulsch", {"1313"}},
      {"Zames", {"1315"}},         {"Markt-Eisenstadtl", {"1217"}}, {"Tesin", {"1118"}},
      {"Ober Kniznitz", {"1610"}}, {"Cidlina", {"1613"}},           {"Libun", {"1708"}},
      {"Podhrad", {"0520"}}};
  for (const auto& [name, hexes] : villages) {
    const Place* p = m.place(name);
    ASSERT_NE(p, nullptr) << name;
    ASSERT_EQ(p->hexes.size(), hexes.size()) << name;
    for (std::size_t i = 0; i < hexes.size(); ++i) {
      EXPECT_EQ(m.label(p->hexes[i]), hexes[i]) << name;
      EXPECT_EQ(m.terrain(p->hexes[i]), Terrain::Village) << name;
    }
  }
  // Wohawec: the set-up's 0709 and the VP list's 0809 are one village.
  EXPECT_EQ(m.distance(at("0709"), at("0809")), 1);
  // Libun is on the northern edge (column 17), Podhrad on the Austrian edge.
  EXPECT_EQ(m.offset_of(at("1708")).col, m.columns());
  EXPECT_TRUE(m.on_edge(at("0520")));
  // The Cidlina (a stream) runs along a side of the village named after it,
  // of Markt-Eisenstadtl and of both Gitschin hexes.
  auto by_stream = [&](const char* label) {
    for (int d = 0; d < kDirections; ++d)
      if (m.side(at(label), direction_from_int(d)) & kStream) return true;
    return false;
  };
  for (const char* h : {"1613", "1217", "0413", "0514"}) EXPECT_TRUE(by_stream(h)) << h;
}

// Hexes reachable from `from` without crossing a stream hexside.
std::set<HexId> same_bank(const Map& m, HexId from) {
  std::set<HexId> seen{from};
  std::vector<HexId> todo{from};
  while (!todo.empty()) {
    HexId h = todo.back();
    todo.pop_back();
    for (int d = 0; d < kDirections; ++d) {
      HexId n = m.neighbour(h, direction_from_int(d));
      if (n == kNoHex || (m.side(h, direction_from_int(d)) & kStream) || seen.count(n)) continue;
      seen.insert(n);
      todo.push_back(n);
    }
  }
  return seen;
}

// Hexes reachable from `from` along roads and paths only.
std::set<HexId> along_tracks(const Map& m, std::vector<HexId> from) {
  std::set<HexId> seen(from.begin(), from.end());
  while (!from.empty()) {
    HexId h = from.back();
    from.pop_back();
    for (int d = 0; d < kDirections; ++d) {
      HexId n = m.neighbour(h, direction_from_int(d));
      if (n == kNoHex || !(m.side(h, direction_from_int(d)) & (kRoad | kPath)) || seen.count(n)) continue;
      seen.insert(n);
      from.push_back(n);
    }
  }
  return seen;
}

// §12.4.1: "Only the units that took one of the three routes leaving Gitschin
// to the east of the Cidlina (hex. 0420-0320-0116) count". Each exit is the
// end of a road or path from Gitschin, on the Austrian line of retreat, on
// the far bank of the Cidlina from the town; the Kopidlno road (0113) leaves
// the map on the town's bank and does not count.
TEST(Vv174Section12_4_1, ThreeRoutesLeaveGitschinEastOfTheCidlina) {
  const Scenario& sc = *gitschin();
  const Map& m = *sc.map;
  const auto& edge = sc.retreat_edge[static_cast<std::size_t>(side_index(Side::Austria))];
  std::set<HexId> tracks = along_tracks(m, {at("0413"), at("0514")});
  std::set<HexId> town_bank = same_bank(m, at("0413"));
  EXPECT_TRUE(town_bank.count(at("0514")));
  const auto* ex = dynamic_cast<const ExitRule*>(sc.special.find("austrian_exit"));
  ASSERT_NE(ex, nullptr);
  std::vector<std::string> counted;
  for (HexId h : ex->count_hexes) counted.push_back(m.label(h));
  ASSERT_EQ(counted, (std::vector<std::string>{"0420", "0320", "0116"}));
  for (HexId h : ex->count_hexes)  // a counted exit is an exit hex
    EXPECT_NE(std::find(ex->hexes.begin(), ex->hexes.end(), h), ex->hexes.end()) << m.label(h);
  for (const std::string& e : counted) {
    HexId h = at(e.c_str());
    EXPECT_TRUE(m.on_edge(h)) << e;
    EXPECT_NE(std::find(edge.begin(), edge.end(), h), edge.end()) << e << " is not on the Austrian edge";
    EXPECT_TRUE(tracks.count(h)) << e << " is not reached by road or path from Gitschin";
    EXPECT_FALSE(town_bank.count(h)) << e << " is on Gitschin's bank of the Cidlina";
  }
  HexId kopidlno = at("0113");
  EXPECT_TRUE(tracks.count(kopidlno));
  EXPECT_TRUE(town_bank.count(kopidlno));
  EXPECT_NE(std::find(edge.begin(), edge.end(), kopidlno), edge.end());
  // Each counted exit ends a named road or path of the map (the Miletin and
  // Horitz roads, the Smidar path).
  std::set<std::string> route_ends;
  for (const char* kind : {"road", "path"})
    for (const auto& n : *map_toml()[kind].as_array()) {
      const toml::table& t = *n.as_table();
      route_ends.insert(strings(toml::node_view<const toml::node>(t.get("hexes"))).back());
    }
  for (const std::string& e : counted) EXPECT_TRUE(route_ends.count(e)) << e << " ends no road or path";
}

// §12.1.3 lines of retreat: Prussians the northern (column 17) and western
// (row 01) edges; Austrians the southern (column 01) and south-eastern (row
// 20) edges, up to Gitschin (row 13) and Podhrad (0520).
TEST(Vv174Section12_1_3, LinesOfRetreat) {
  const Scenario& sc = *gitschin();
  const Map& m = *sc.map;
  auto has = [&](Side s, const char* h) {
    const auto& e = sc.retreat_edge[static_cast<std::size_t>(side_index(s))];
    return std::find(e.begin(), e.end(), at(h)) != e.end();
  };
  for (const char* h : {"0901", "0101", "1701", "1708", "1713", "1720"})
    EXPECT_TRUE(has(Side::Prussia, h)) << h;
  for (const char* h : {"0113", "0116", "0120", "0320", "0420", "0520"})
    EXPECT_TRUE(has(Side::Austria, h)) << h;
  for (const char* h : {"0112", "0620", "0101"}) EXPECT_FALSE(has(Side::Austria, h)) << h;
  const auto& prussian = sc.retreat_edge[static_cast<std::size_t>(side_index(Side::Prussia))];
  EXPECT_EQ(std::set<HexId>(prussian.begin(), prussian.end()).size(),
            static_cast<std::size_t>(m.columns() + m.rows() - 1));  // the whole top and right edges
  const toml::array& by = *special("retreat_edge_by_formation")["edge"].as_array();
  ASSERT_EQ(by.size(), 2u);
  EXPECT_EQ((*by[0].as_table())["formation"].value_or(std::string()), "tumpling");
  EXPECT_EQ(strings((*by[0].as_table())["hexes"]), (std::vector<std::string>{"1701-1720"}));
  EXPECT_EQ((*by[1].as_table())["formation"].value_or(std::string()), "werder");
  EXPECT_EQ(strings((*by[1].as_table())["hexes"]), (std::vector<std::string>{"0101-1701"}));
}

// Every [special.*] table cites its section, says what it does, and refers
// only to pieces, formations, places and hexes that exist.
TEST(Vv174Section12_Special, EveryTableCitesItsSectionAndNamesRealThings) {
  const Scenario& sc = *gitschin();
  const toml::table* all = scenario_toml()["special"].as_table();
  ASSERT_NE(all, nullptr);
  const std::set<std::string> expected = {"prussian_command_without_cinc",
                                          "first_turn_initiative",
                                          "clam_gallas_start",
                                          "clam_gallas_tied_to_gitschin",
                                          "cinc_commands_own_nation",
                                          "held_back_markers",
                                          "austrian_disorganisation",
                                          "austrian_infantry_penalty",
                                          "night_surrender",
                                          "austrian_exit",
                                          "objectives_at_1900",
                                          "gitschin_entered",
                                          "clam_gallas_captured",
                                          "retreat_edge_by_formation",
                                          "werder_arrival_time",
                                          "historical_result"};
  std::set<std::string> found;
  auto known_id = [&](const std::string& id) {
    return sc.unit_index(id) >= 0 || sc.formation_index(id) >= 0 || sc.cinc_index(id) >= 0;
  };
  for (auto&& [name, node] : *all) {
    found.insert(std::string(name.str()));
    const toml::table& t = *node.as_table();
    EXPECT_TRUE(t["section"].value_or(std::string()).starts_with("VV174 §12")) << name;
    EXPECT_GT(t["summary"].value_or(std::string()).size(), 40u) << name;
    for (const char* key :
         {"units", "formations", "pieces", "always_in_cup", "held_back", "saxon_formations"})
      for (const std::string& id : strings(t[key]))
        EXPECT_TRUE(known_id(id)) << name << "." << key << ": " << id;
    if (auto v = t["cinc"].value<std::string>()) {
      EXPECT_GE(sc.cinc_index(*v), 0) << name << ": " << *v;
    }
    for (const char* key : {"hexes", "count_hexes"})  // hexes, or "CCRR-CCRR" ranges
      for (const std::string& h : strings(t[key]))
        EXPECT_FALSE(parse_hex_range(*sc.map, h, nullptr).empty()) << name << ": " << h;
    if (auto p = t["place"].value<std::string>()) {
      EXPECT_NE(sc.map->place(*p), nullptr) << name << ": " << *p;
    }
    for (const char* key : {"turn", "from_turn", "by_end_of_turn", "all_in_from"})
      if (auto v = t[key].value<int>()) {
        EXPECT_GE(*v, sc.first_turn) << name << "." << key;
        EXPECT_LE(*v, sc.last_turn) << name << "." << key;
      }
  }
  EXPECT_EQ(found, expected);
  // §12.1.7: the night is the scenario's [night] table; the surrender rule's
  // turns agree with the night turns.
  EXPECT_TRUE(sc.night.free_zoc_exit);
  EXPECT_TRUE(sc.night.artillery_adjacent_only);
  EXPECT_FALSE(sc.night.half_movement);
  EXPECT_FALSE(sc.night.no_combat);
  EXPECT_EQ(sc.night.morale_modifier, -1);
  EXPECT_EQ(sc.night.column_modifier, -1);
  for (const char* n : {"night_surrender"}) {
    std::vector<int> turns;
    for (const auto& e : *special(n)["turns"].as_array()) turns.push_back(static_cast<int>(*e.value<int>()));
    EXPECT_EQ(turns, sc.night_turns) << n;
  }
  // Held-back and always-in markers cover every Austro-Saxon formation once.
  std::vector<std::string> markers = strings(special("held_back_markers")["always_in_cup"]);
  for (const std::string& f : strings(special("held_back_markers")["held_back"])) markers.push_back(f);
  std::sort(markers.begin(), markers.end());
  std::vector<std::string> austro_saxon;
  for (const FormationDef& f : sc.formations)
    if (f.side == Side::Austria && !f.independent) austro_saxon.push_back(f.id);
  std::sort(austro_saxon.begin(), austro_saxon.end());
  EXPECT_EQ(markers, austro_saxon);
}

// §12.4.1 objectives at 19.00: every village of the list, with each side's VP.
TEST(Vv174Section12_4_1, ObjectivesAtNineteenHundredWithEachSidesVp) {
  const std::map<std::string, std::pair<int, int>> printed = {
      {"Woharitz", {1, 2}},      {"Unter Lochow", {1, 1}}, {"Prachow", {1, 1}},          {"Wohawec", {1, 1}},
      {"Ober Kniznitz", {1, 2}}, {"Zames", {1, 1}},        {"Jinolitz", {1, 1}},         {"Podulsch", {1, 1}},
      {"Diletz", {1, 1}},        {"Brada", {1, 1}},        {"Markt-Eisenstadtl", {1, 0}}};
  const auto* t = dynamic_cast<const TimedObjectives*>(gitschin()->special.find("objectives_at_1900"));
  ASSERT_NE(t, nullptr);
  EXPECT_EQ(t->turn, 19);
  std::map<std::string, std::pair<int, int>> data;
  for (const TimedObjectives::Objective& o : t->objectives) {
    ASSERT_EQ(o.parts.size(), 1u) << o.name;
    data[o.name] = {o.vp[0], o.vp[1]};
  }
  EXPECT_EQ(data, printed);
  EXPECT_TRUE(gitschin()->locations.empty());  // nothing scored at the end of the game yet
}

// §12.4.2 note against the rules as written. The note's inputs, scored
// with this file's loss rate (1 VP per two steps, complete pairs), exit rule
// and victory levels, give a Prussian MINOR victory by 3, not the printed
// major victory by 5.
TEST(Vv174Section12_4_2, HistoricalNoteGivesAMinorVictoryUnderTheRulesNotTheMajorItPrints) {
  const Scenario& sc = *gitschin();
  const toml::table& h = special("historical_result");
  const auto* ex = dynamic_cast<const ExitRule*>(sc.special.find("austrian_exit"));
  ASSERT_NE(ex, nullptr);
  EXPECT_TRUE(ex->count_steps);
  const int objectives = h["objective_vp_prussia"].value_or(0) - h["objective_vp_austria"].value_or(0);
  EXPECT_EQ(objectives, 4);  // "difference of +4 VP for the geographic objectives"
  // The objectives the note lists score 7 VP for the Prussian (each 1 VP to him).
  const std::vector<std::string> prussian_held = {"Woharitz", "Unter Lochow", "Ober Kniznitz", "Zames",
                                                  "Jinolitz", "Podulsch",     "Diletz"};
  int p_obj = 0;
  const auto* obj = dynamic_cast<const TimedObjectives*>(sc.special.find("objectives_at_1900"));
  ASSERT_NE(obj, nullptr);
  for (const TimedObjectives::Objective& o : obj->objectives)
    if (std::find(prussian_held.begin(), prussian_held.end(), o.name) != prussian_held.end())
      p_obj += o.vp[static_cast<std::size_t>(side_index(Side::Prussia))];
  EXPECT_EQ(p_obj, h["objective_vp_prussia"].value_or(0));
  const int losses = h["austrian_step_losses"].value_or(0) / sc.loss_vp_every -
                     h["prussian_step_losses"].value_or(0) / sc.loss_vp_every;
  EXPECT_EQ(losses, 1);  // the note says +3, the rate of 1 VP per step
  const int exited = h["austrian_steps_exited"].value_or(0);
  const int exit_vp = ex->vp_for(exited);
  EXPECT_EQ(ex->vp_for(23), 0);  // "1 VP if at least 24 steps"
  EXPECT_EQ(ex->vp_for(24), 1);
  EXPECT_EQ(ex->vp_for(29), 1);  // "+1 per further complete group of 6"
  EXPECT_EQ(ex->vp_for(30), 2);
  EXPECT_EQ(exit_vp, 2);  // the note agrees: "2 VP for the Austrians"
  const int margin = objectives + losses - exit_vp;
  EXPECT_EQ(margin, h["rules_margin"].value_or(-1));
  EXPECT_EQ(margin, 3);
  EXPECT_TRUE(margin >= sc.minor && margin < sc.major);
  EXPECT_EQ(h["rules_level"].value_or(std::string()), "minor");
  EXPECT_EQ(h["printed_margin"].value_or(0), 5);
  EXPECT_NE(margin, h["printed_margin"].value_or(0));
}

// Saxon units are marked, and only they.
TEST(Vv174Section12_1_5, SaxonUnitsAreMarkedByNationality) {
  const Scenario& sc = *gitschin();
  std::set<std::string> saxon;
  for (const auto& n : *scenario_toml()["unit"].as_array())
    if ((*n.as_table())["nationality"].value_or(std::string()) == "saxony")
      saxon.insert((*n.as_table())["id"].value_or(std::string()));
  std::set<std::string> division;
  for (const UnitDef& u : sc.units)
    if (sc.formations[static_cast<std::size_t>(u.formation)].id == "stieglitz") division.insert(u.id);
  EXPECT_EQ(saxon.size(), 8u);
  EXPECT_EQ(saxon, division);
}

// Random games of Gitschin through the public API: every action offered is
// accepted, the invariants hold after each, and the game ends after 24.00.
TEST(Vv174Section12_RandomGames, SeededRandomGamesKeepTheInvariants) {
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    Game g(gitschin(), seed);
    RandomPlayer p(seed * 977 + 3);
    long actions = 0;
    while (!g.over() && actions < 20000) {
      Action a = g.actor().kind == ActorKind::Chance ? g.sample_chance() : p.choose(g);
      auto bad = g.apply(a);
      ASSERT_FALSE(bad.has_value()) << *bad << " at " << g.describe_turn();
      std::vector<std::string> broken = g.check_invariants();
      ASSERT_TRUE(broken.empty()) << broken.front() << " after " << g.notation(a) << " at "
                                  << g.describe_turn();
      ++actions;
    }
    EXPECT_TRUE(g.over()) << "seed " << seed;
    EXPECT_EQ(g.state().turn, 24) << "seed " << seed;
  }
}

}  // namespace
}  // namespace scenario_gitschin_test
}  // namespace bohemia
