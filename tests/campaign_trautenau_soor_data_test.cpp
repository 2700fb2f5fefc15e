// The Trautenau - Soor campaign (VV165 §13): the pieces and rules of
// data/gbn3/campaigns/trautenau-soor.toml against the printed text, the two day
// files (trautenau.toml, trautenau-soor-day2.toml) and the map. The campaign
// in play is tests/campaign_trautenau_soor_test.cpp.
#include <gtest/gtest.h>
#include <toml++/toml.h>

#include <algorithm>
#include <functional>
#include <map>
#include <set>

#include "test_util.h"

namespace bohemia {
namespace campaign_trautenau_soor_data_test {
namespace {

const toml::table& extras() {
  static const toml::table root =
      toml::parse_file(std::string(BOHEMIA_DATA_DIR) + "/campaigns/trautenau-soor.toml");
  return root;
}
const toml::table& special(const char* name) {
  const toml::table* t = extras()["special"][name].as_table();
  if (!t) ADD_FAILURE() << "no [special." << name << "]";
  static const toml::table empty;
  return t ? *t : empty;
}
std::shared_ptr<const Scenario> day1() {
  static auto sc = test::real("trautenau");
  return sc;
}
std::shared_ptr<const Scenario> day2() {
  static auto sc = test::real("trautenau-soor")->next_day;
  return sc;
}

std::vector<std::string> strings(const toml::node* n) {
  std::vector<std::string> out;
  if (const toml::array* a = n ? n->as_array() : nullptr)
    for (const toml::node& e : *a) out.push_back(std::string(*e.value<std::string>()));
  return out;
}
std::vector<std::string> strings(const toml::table& t, const char* key) { return strings(t.get(key)); }

// The [[unit]], [[formation]] and [[commander_in_chief]] tables of the file.
std::vector<const toml::table*> tables(const char* key) {
  std::vector<const toml::table*> out;
  if (const toml::array* a = extras()[key].as_array())
    for (const toml::node& n : *a) out.push_back(n.as_table());
  return out;
}
std::string str(const toml::table* t, const char* key) { return (*t)[key].value_or(std::string()); }
int num(const toml::table* t, const char* key) { return (*t)[key].value_or(-1); }

// A piece id of the campaign: a unit, formation (commander) or CinC of one of
// the day files or of the extras file.
bool known_piece(const std::string& id) {
  for (const auto& sc : {day1(), day2()})
    if (sc->unit_index(id) >= 0 || sc->formation_index(id) >= 0 || sc->cinc_index(id) >= 0) return true;
  for (const char* key : {"unit", "formation", "commander_in_chief"})
    for (const toml::table* t : tables(key))
      if (str(t, "id") == id) return true;
  return false;
}

// §13.4: the IV corps thresholds table; the units' morale values add up to
// the Steps column (morale = step losses a unit can take, §1.2.3).
TEST(Section13_4, IvCorpsThresholdsMatchThePrintedTable) {
  const std::map<std::string, std::array<int, 3>> printed = {{"brandenstein", {6, 3, 1}},
                                                             {"archduke-joseph", {6, 3, 1}},
                                                             {"fleischhacker", {6, 3, 1}},
                                                             {"poeckh", {6, 3, 1}},
                                                             {"austria-iv-independent", {4, 2, 1}}};
  std::vector<const toml::table*> fs = tables("formation");
  ASSERT_EQ(fs.size(), printed.size());
  for (const toml::table* f : fs) {
    std::string id = str(f, "id");
    auto it = printed.find(id);
    ASSERT_NE(it, printed.end()) << id;
    EXPECT_EQ(num(f, "steps"), it->second[0]) << id;
    EXPECT_EQ(num(f, "demo"), it->second[1]) << id;
    EXPECT_EQ(num(f, "vp"), it->second[2]) << id;
    EXPECT_EQ(str(f, "side"), "austria") << id;
    EXPECT_EQ(str(f, "cinc"), "festetics") << id;
    int morale = 0;
    for (const toml::table* u : tables("unit"))
      if (str(u, "formation") == id) morale += num(u, "morale");
    EXPECT_EQ(morale, it->second[0]) << id << ": the units' morale values must add up to the Steps column";
  }
  std::vector<const toml::table*> cs = tables("commander_in_chief");
  ASSERT_EQ(cs.size(), 1u);
  EXPECT_EQ(str(cs[0], "id"), "festetics");
  EXPECT_EQ(str(cs[0], "corps"), "IV");
}

// §13.3.1: "The four independent units (three artillery and one cavalry)";
// each brigade as the X corps brigades: two regiments, jägers, a battery.
TEST(Section13_3_1, IvCorpsUnitsAsTheTextDescribesThem) {
  std::map<std::string, std::map<std::string, int>> kinds;
  for (const toml::table* u : tables("unit")) {
    ++kinds[str(u, "formation")][str(u, "type")];
    EXPECT_EQ(str(u, "side"), "austria") << str(u, "id");
    EXPECT_FALSE((*u)["guard"].value_or(false)) << str(u, "id");
    if (str(u, "type") == "artillery") {
      EXPECT_GE(num(u, "range"), 1) << str(u, "id");
    }
  }
  EXPECT_EQ(kinds["austria-iv-independent"], (std::map<std::string, int>{{"artillery", 3}, {"cavalry", 1}}));
  for (const char* b : {"brandenstein", "archduke-joseph", "fleischhacker", "poeckh"})
    EXPECT_EQ(kinds[b], (std::map<std::string, int>{{"artillery", 1}, {"infantry", 2}, {"light", 1}})) << b;
}

// The extras add pieces: none of their ids may already be used by a day file.
TEST(Section13_3_1, ExtraIdsAreNewAndUnique) {
  std::set<std::string> seen;
  for (const char* key : {"unit", "formation", "commander_in_chief"})
    for (const toml::table* t : tables(key)) {
      std::string id = str(t, "id");
      EXPECT_TRUE(seen.insert(id).second) << id << " used twice";
      for (const auto& sc : {day1(), test::real("soor")})  // the day files alone
        EXPECT_TRUE(sc->unit_index(id) < 0 && sc->formation_index(id) < 0 && sc->cinc_index(id) < 0)
            << id << " already in " << sc->id;
    }
  EXPECT_EQ(seen.size(), 20u + 5u + 1u);
}

// §13.1: "all of the units of the 1st Division of the Guard (HQ + 7 units)"
// at 13.00 via 1603, commanded by Bonin.
TEST(Section13_1, FirstGuardDivisionOptionIsTheWholeDivision) {
  const toml::table& t = special("campaign_first_guard_division_at_trautenau");
  EXPECT_EQ(t["turn"].value_or(0), 13);
  EXPECT_EQ(t["hex"].value_or(std::string()), "1603");
  EXPECT_EQ(t["cinc"].value_or(std::string()), "bonin");
  EXPECT_GE(day1()->cinc_index("bonin"), 0);
  EXPECT_TRUE(day1()->map->on_edge(day1()->map->parse_label("1603")));
  const Scenario& s = *day2();
  std::set<std::string> division{"hiller"};
  for (const UnitDef& u : s.units)
    if (s.formations[static_cast<std::size_t>(u.formation)].id == "hiller") division.insert(u.id);
  EXPECT_EQ(division.size(), 1u + 7u) << "HQ + 7 units";
  std::vector<std::string> pieces = strings(t, "units");
  EXPECT_EQ(t["formation"].value_or(std::string()), "hiller");
  pieces.push_back("hiller");
  EXPECT_EQ(std::set<std::string>(pieces.begin(), pieces.end()), division);
  EXPECT_EQ(pieces[pieces.size() - 2], "p-art-g2") << "the artillery enters last (9.4)";
  // Its §12.1.2 thresholds (12 | 9 | 3) hold on day 1 too.
  const FormationDef& hiller = s.formations[static_cast<std::size_t>(s.formation_index("hiller"))];
  EXPECT_EQ(std::tie(hiller.steps, hiller.demo, hiller.vp), std::make_tuple(12, 9, 3));
}

// §13.3.2: the Guard's entries at 08.00, 09.00 and 10.00 by the Eipel road in
// 1613 bring in every Guard piece once; with the 1st Guard Division already
// on the map, Württemberg and the 2nd Guard Division enter at 09.00.
TEST(Section13_3_2, GuardScheduleBringsEveryGuardPieceOnce) {
  const Scenario& s = *day2();
  std::set<std::string> guard{"wurttemberg", "hiller", "plonski"}, second{"wurttemberg", "plonski"};
  for (const UnitDef& u : s.units)
    if (u.side == Side::Prussia &&
        s.formations[static_cast<std::size_t>(u.formation)].cinc == s.cinc_index("wurttemberg")) {
      guard.insert(u.id);
      if (s.formations[static_cast<std::size_t>(u.formation)].id == "plonski") second.insert(u.id);
    }
  std::multiset<std::string> all;
  std::vector<int> turns;
  for (const Reinforcement& r : s.reinforcements) {
    turns.push_back(r.turn);
    EXPECT_EQ(s.map->label(r.hex), "1613");
    for (const Piece& p : r.pieces)
      all.insert(p.is_unit()        ? s.units[static_cast<std::size_t>(p.index())].id
                 : p.is_commander() ? s.formations[static_cast<std::size_t>(p.index())].id
                                    : s.cincs[static_cast<std::size_t>(p.index())].id);
  }
  EXPECT_EQ(turns, (std::vector<int>{8, 9, 10}));
  EXPECT_EQ(all, std::multiset<std::string>(guard.begin(), guard.end()));
  EXPECT_TRUE(s.setup.empty()) << "day 2 has no set-up of its own (§13.2)";
  // with the 1st Guard Division in at Trautenau, Württemberg and the
  // whole 2nd Guard Division at 09.00.
  const toml::table& t = special("campaign_first_guard_division_at_trautenau");
  EXPECT_EQ(t["day2_turn"].value_or(0), 9);
  EXPECT_EQ(t["day2_cinc"].value_or(std::string()), "wurttemberg");
  EXPECT_EQ(t["day2_formation"].value_or(std::string()), "plonski");
  EXPECT_EQ(t["day2_hex"].value_or(std::string()), "1613");
  EXPECT_EQ(second.size(), 2u + 7u);
}

// §13.3.1: the IV corps by the road in 0118 on 1d6 = 1 from 08.00 to 12.00,
// one brigade per turn, Festetics with the first, the independents after.
TEST(Section13_3_1, IvCorpsEntryData) {
  const toml::table& t = special("campaign_iv_corps_entry");
  EXPECT_EQ(t["roll_from_turn"].value_or(0), 8);
  EXPECT_EQ(t["roll_until_turn"].value_or(0), 12);
  EXPECT_EQ(t["roll_succeeds_from"].value_or(0), 1);
  EXPECT_EQ(t["roll_succeeds_to"].value_or(0), 1);
  EXPECT_EQ(t["hex"].value_or(std::string()), "0118");
  const Map& m = *day2()->map;
  EXPECT_TRUE(m.on_edge(m.parse_label("0118")));
  std::set<std::string> brigades, independents;
  for (const toml::table* f : tables("formation"))
    if (!(*f)["independent"].value_or(false)) brigades.insert(str(f, "id"));
  for (const toml::table* u : tables("unit"))
    if (str(u, "formation") == "austria-iv-independent") independents.insert(str(u, "id"));
  std::vector<std::string> b = strings(t, "brigades"), i = strings(t, "independents");
  EXPECT_EQ(std::set<std::string>(b.begin(), b.end()), brigades);
  EXPECT_EQ(std::set<std::string>(i.begin(), i.end()), independents);
  EXPECT_EQ(t["cinc"].value_or(std::string()), "festetics");
  EXPECT_EQ(t["independents_delay_turns"].value_or(0), 1);
  EXPECT_EQ(strings(t, "retreat_edge_once_entered"), (std::vector<std::string>{"0118-0518"}));
}

// §13.3.2: the I corps returns by the path in 1603, one division per turn, on
// 1d6 >= 5 until the end of 17.00: every I corps formation of Trautenau once,
// the two divisions in turn, the others with the last.
TEST(Section13_3_2, ICorpsReturnBringsEveryICorpsFormationOnce) {
  const toml::table& t = special("campaign_i_corps_return");
  EXPECT_EQ(t["hex"].value_or(std::string()), "1603");
  EXPECT_EQ(t["roll_until_turn"].value_or(0), 17);
  EXPECT_EQ(t["roll_succeeds_from"].value_or(0), 5);
  EXPECT_EQ(t["roll_succeeds_to"].value_or(0), 6);
  EXPECT_EQ(t["iv_corps"].value_or(std::string()), "campaign_iv_corps_entry");
  const Scenario& s = *day1();
  std::multiset<std::string> expected;
  for (const FormationDef& f : s.formations)
    if (f.side == Side::Prussia) expected.insert(f.id);
  std::vector<std::string> order = strings(t, "divisions");
  EXPECT_EQ(order, (std::vector<std::string>{"grossmann", "clausewitz"}));
  std::multiset<std::string> got(order.begin(), order.end());
  for (const std::string& p : strings(t, "with_last_division")) got.insert(p);
  EXPECT_EQ(got, expected);
  EXPECT_EQ(t["cinc"].value_or(std::string()), "bonin");
}

// §13.2: the X corps re-deployment after Bonin's panic names the four
// brigades and places on the map; §13.4: the campaign locations exist.
TEST(Section13_2, PanicRedeploymentAndCampaignLocationsOnTheMap) {
  const toml::table& t = special("campaign_bonin_panic_between_days");
  const Scenario& s = *day1();
  std::set<std::string> brigades;
  for (const FormationDef& f : s.formations)
    if (f.side == Side::Austria && !f.independent) brigades.insert(f.id);
  std::vector<std::string> listed = strings(t, "brigades");
  EXPECT_EQ(std::set<std::string>(listed.begin(), listed.end()), brigades);
  std::vector<std::string> zones;
  for (const toml::node& n : *t["zones"].as_array()) {
    zones.push_back((*n.as_table())["place"].value_or(std::string()));
    EXPECT_NE(s.map->place(zones.back()), nullptr) << zones.back();
  }
  EXPECT_EQ(zones, (std::vector<std::string>{"Trautenau", "Kriebnitz", "Hohenbruck"}));
  EXPECT_EQ(t["zone_distance"].value_or(0), 1);
  EXPECT_EQ(t["others_from_row"].value_or(0), 1);
  EXPECT_EQ(t["others_to_row"].value_or(0), 9) << "'above line XX10' (A-56)";
  EXPECT_EQ(t["day1_enemy_vp"].value_or(0), 5);
  EXPECT_EQ(t["restricted_from_turn"].value_or(0), 8);
  EXPECT_EQ(t["restricted_until_turn"].value_or(0), 9);
  EXPECT_EQ(t["active_brigades"].value_or(0), 1);
  const toml::table& v = special("campaign_day2_victory_with_iv_corps");
  std::map<std::string, std::pair<int, int>> vp;
  for (const toml::node& n : *v["locations"].as_array()) {
    const toml::table& l = *n.as_table();
    std::string place = l["place"].value_or(std::string());
    EXPECT_NE(s.map->place(place), nullptr) << place;
    vp[place] = {l["vp"].value_or(-1), l["vp_if_fled"].value_or(l["vp"].value_or(-1))};
  }
  const std::map<std::string, std::pair<int, int>> printed = {{"Trautenau", {1, 0}},   {"Eipel", {1, 2}},
                                                              {"Neu Rognitz", {1, 1}}, {"Rudersdorf", {1, 1}},
                                                              {"Staudenz", {1, 1}},    {"Kaile", {1, 1}}};
  EXPECT_EQ(vp, printed);
  EXPECT_EQ(day2()->first_turn, 8);
  EXPECT_EQ(day2()->last_turn, 20);
}

// Every campaign table cites §13 (or the sections it applies) and every id
// and place it names exists; every hex range lies on the map edge.
TEST(Section13, EverySpecialTableNamesKnownPiecesAndHexes) {
  const toml::table* sp = extras()["special"].as_table();
  ASSERT_NE(sp, nullptr);
  EXPECT_EQ(sp->size(), 10u);
  const Map& m = *day2()->map;
  std::function<void(const std::string&, const toml::node&)> walk = [&](const std::string& where,
                                                                        const toml::node& n) {
    if (const toml::table* t = n.as_table()) {
      for (auto&& [k, v] : *t) {
        std::string key(k.str());
        std::string at = where + "." + key;
        if (key == "pieces" || key == "with_last_division" || key == "independents" || key == "brigades" ||
            key == "units" || key == "fled_formations" || key == "divisions") {
          for (const std::string& id : strings(&v)) EXPECT_TRUE(known_piece(id)) << at << ": " << id;
        } else if (key == "formation" || key == "cinc" || key == "day2_cinc" || key == "day2_formation") {
          EXPECT_TRUE(known_piece(v.value_or(std::string()))) << at;
        } else if (key == "hex" || key == "day2_hex") {
          HexId h = m.parse_label(v.value_or(std::string()));
          EXPECT_TRUE(h != kNoHex && m.on_edge(h)) << at;
        } else if (key == "retreat_edge" || key == "retreat_edge_once_entered") {
          for (const std::string& r : strings(&v))
            for (const std::string& end : {r.substr(0, 4), r.substr(r.size() - 4)}) {
              HexId h = m.parse_label(end);
              EXPECT_TRUE(h != kNoHex && m.on_edge(h)) << at << ": " << r;
            }
        } else {
          walk(at, v);
        }
      }
    } else if (const toml::array* a = n.as_array()) {
      for (const toml::node& e : *a) walk(where, e);
    }
  };
  for (auto&& [k, v] : *sp) {
    const toml::table& t = *v.as_table();
    EXPECT_EQ(t["section"].value_or(std::string()).rfind("VV165 §1", 0), 0u) << k;
    EXPECT_GT(t["summary"].value_or(std::string()).size(), 40u) << k;
    walk(std::string(k.str()), v);
  }
  // Day 2 holds every Soor rule but Grivicic's late orders (§12.1.4).
  const toml::table soor = toml::parse_file(test::real("soor")->file);
  const toml::table d2 = toml::parse_file(day2()->file);
  for (auto&& [k, v] : *soor["special"].as_table())
    EXPECT_EQ(d2["special"][k.str()].is_table(), k.str() != "soor_grivicic_receiving_orders") << k;
}

}  // namespace
}  // namespace campaign_trautenau_soor_data_test
}  // namespace bohemia
