// The Trautenau - Soor campaign (VV165 §13): the pieces and rules of
// data/campaigns/trautenau-soor-extras.toml against the printed text, the two
// day files (trautenau.toml, soor.toml) and the map. The campaign itself is
// not implemented yet; these tests keep its data consistent.
#include <gtest/gtest.h>
#include <toml++/toml.h>

#include <algorithm>
#include <functional>
#include <map>
#include <set>

#include "test_util.h"

namespace bohemia {
namespace {

const toml::table& extras() {
  static const toml::table root =
      toml::parse_file(std::string(BOHEMIA_DATA_DIR) + "/campaigns/trautenau-soor-extras.toml");
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
  static auto sc = test::real("soor");
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
      for (const auto& sc : {day1(), day2()})
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
  std::vector<std::string> pieces = strings(t, "pieces");
  EXPECT_EQ(std::set<std::string>(pieces.begin(), pieces.end()), division);
  EXPECT_EQ(pieces.back(), "p-art-g2") << "the artillery enters last (9.4)";
  const toml::table* th = t["thresholds"].as_table();
  ASSERT_NE(th, nullptr);
  const FormationDef& hiller = s.formations[static_cast<std::size_t>(s.formation_index("hiller"))];
  EXPECT_EQ((*th)["steps"].value_or(0), hiller.steps);
  EXPECT_EQ((*th)["demo"].value_or(0), hiller.demo);
  EXPECT_EQ((*th)["vp"].value_or(0), hiller.vp);
}

// §13.3.2: the Guard's entries at 08.00, 09.00 and 10.00 by the Eipel road in
// 1613 bring in every Guard piece once; with the 1st Guard Division already
// on the map, Württemberg and the 2nd Guard Division enter at 09.00.
TEST(Section13_3_2, GuardScheduleBringsEveryGuardPieceOnce) {
  const toml::table& t = special("campaign_guard_reinforcements");
  EXPECT_EQ(t["hex"].value_or(std::string()), "1613");
  const Scenario& s = *day2();
  std::set<std::string> guard{"wurttemberg", "hiller", "plonski"}, second{"wurttemberg", "plonski"};
  for (const UnitDef& u : s.units)
    if (u.side == Side::Prussia) {
      guard.insert(u.id);
      if (s.formations[static_cast<std::size_t>(u.formation)].id == "plonski") second.insert(u.id);
    }
  auto collect = [&](const char* key, std::vector<int>& turns) {
    std::multiset<std::string> out;
    const toml::array* a = t[key].as_array();
    if (!a) return out;
    for (const toml::node& n : *a) {
      const toml::table& e = *n.as_table();
      turns.push_back(e["turn"].value_or(0));
      for (const std::string& p : strings(e.get("pieces"))) out.insert(p);
    }
    return out;
  };
  std::vector<int> turns, alt_turns;
  std::multiset<std::string> all = collect("schedule", turns);
  EXPECT_EQ(turns, (std::vector<int>{8, 9, 10}));
  EXPECT_EQ(all, std::multiset<std::string>(guard.begin(), guard.end()));
  std::multiset<std::string> alt = collect("schedule_if_first_guard_division_at_trautenau", alt_turns);
  EXPECT_EQ(alt_turns, (std::vector<int>{9}));
  EXPECT_EQ(alt, std::multiset<std::string>(second.begin(), second.end()));
}

// §13.3.1: the IV corps by the road in 0118 on 1d6 = 1 from 08.00 to 12.00,
// one brigade per turn, Festetics with the first, the independents after.
TEST(Section13_3_1, IvCorpsEntryData) {
  const toml::table& t = special("campaign_iv_corps_entry");
  EXPECT_EQ(t["roll_from_turn"].value_or(0), 8);
  EXPECT_EQ(t["roll_until_turn"].value_or(0), 12);
  std::vector<int> on;
  for (const toml::node& n : *t["roll_succeeds_on"].as_array()) on.push_back(*n.value<int>());
  EXPECT_EQ(on, (std::vector<int>{1}));
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
  const toml::table& line = special("campaign_iv_corps_line_of_retreat");
  EXPECT_EQ(strings(line, "retreat_edge"), (std::vector<std::string>{"0118-0518"}));
}

// §13.3.2: the I corps returns by the path in 1603, one division per turn, on
// 1d6 >= 5 until the end of 17.00: every I corps piece of Trautenau once.
TEST(Section13_3_2, ICorpsReturnBringsEveryICorpsPieceOnce) {
  const toml::table& t = special("campaign_i_corps_return");
  EXPECT_EQ(t["hex"].value_or(std::string()), "1603");
  EXPECT_EQ(t["roll_until_turn"].value_or(0), 17);
  std::vector<int> on;
  for (const toml::node& n : *t["roll_succeeds_on"].as_array()) on.push_back(*n.value<int>());
  EXPECT_EQ(on, (std::vector<int>{5, 6}));
  const Scenario& s = *day1();
  std::multiset<std::string> expected;
  for (const UnitDef& u : s.units)
    if (u.side == Side::Prussia) expected.insert(u.id);
  for (const FormationDef& f : s.formations)
    if (f.side == Side::Prussia && !f.independent) expected.insert(f.id);
  std::multiset<std::string> got;
  std::vector<std::string> order;
  for (const toml::node& n : *t["divisions"].as_array()) {
    const toml::table& d = *n.as_table();
    order.push_back(d["formation"].value_or(std::string()));
    for (const std::string& p : strings(d.get("pieces"))) {
      got.insert(p);
      if (s.unit_index(p) >= 0) {
        EXPECT_EQ(s.formations[static_cast<std::size_t>(
                                   s.units[static_cast<std::size_t>(s.unit_index(p))].formation)]
                      .id,
                  order.back())
            << p;
      }
    }
  }
  EXPECT_EQ(order, (std::vector<std::string>{"grossmann", "clausewitz"}));
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
  for (const std::string& p : strings(t, "brigade_within_one_hex_of"))
    EXPECT_NE(s.map->place(p), nullptr) << p;
  std::vector<int> rows;
  for (const toml::node& n : *t["last_brigade_and_independents_rows"].as_array())
    rows.push_back(*n.value<int>());
  EXPECT_EQ(rows, (std::vector<int>{1, 9})) << "'above line XX10' (A-56)";
  EXPECT_EQ(t["day1_austrian_vp"].value_or(0), 5);
  const toml::table& v = special("campaign_day2_victory_with_iv_corps");
  std::map<std::string, std::pair<int, int>> vp;
  for (const toml::node& n : *v["locations"].as_array()) {
    const toml::table& l = *n.as_table();
    std::string place = l["place"].value_or(std::string());
    EXPECT_NE(s.map->place(place), nullptr) << place;
    vp[place] = {l["vp"].value_or(-1), l["vp_if_i_corps_fled_and_absent"].value_or(l["vp"].value_or(-1))};
  }
  const std::map<std::string, std::pair<int, int>> printed = {{"Trautenau", {1, 0}},   {"Eipel", {1, 2}},
                                                              {"Neu Rognitz", {1, 1}}, {"Rudersdorf", {1, 1}},
                                                              {"Staudenz", {1, 1}},    {"Kaile", {1, 1}}};
  EXPECT_EQ(vp, printed);
  const toml::table& d2 = special("campaign_day2");
  EXPECT_EQ(d2["first_turn"].value_or(0), 8);
  EXPECT_EQ(d2["last_turn"].value_or(0), day2()->last_turn);
}

// Every campaign table cites §13 (or the sections it applies) and every id
// and place it names exists; every hex range lies on the map edge.
TEST(Section13, EverySpecialTableNamesKnownPiecesAndHexes) {
  const toml::table* sp = extras()["special"].as_table();
  ASSERT_NE(sp, nullptr);
  EXPECT_EQ(sp->size(), 12u);
  const Map& m = *day2()->map;
  std::function<void(const std::string&, const toml::node&)> walk = [&](const std::string& where,
                                                                        const toml::node& n) {
    if (const toml::table* t = n.as_table()) {
      for (auto&& [k, v] : *t) {
        std::string key(k.str());
        std::string at = where + "." + key;
        if (key == "pieces" || key == "with_last_division" || key == "independents" || key == "brigades") {
          for (const std::string& id : strings(&v)) EXPECT_TRUE(known_piece(id)) << at << ": " << id;
        } else if (key == "formation" || key == "cinc") {
          EXPECT_TRUE(known_piece(v.value_or(std::string()))) << at;
        } else if (key == "hex") {
          HexId h = m.parse_label(v.value_or(std::string()));
          EXPECT_TRUE(h != kNoHex && m.on_edge(h)) << at;
        } else if (key == "retreat_edge") {
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
  const toml::table soor = toml::parse_file(day2()->file);
  std::vector<std::string> rules = strings(special("campaign_day2_soor_rules"), "apply");
  for (const std::string& r : strings(special("campaign_day2_soor_rules"), "skip")) rules.push_back(r);
  for (const std::string& r : rules) EXPECT_TRUE(soor["special"][r].is_table()) << r;
}

}  // namespace
}  // namespace bohemia
