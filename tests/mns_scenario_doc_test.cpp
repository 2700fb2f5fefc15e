// Musket & Saber: the scenario document clients draw from (docs/api.md "A
// Musket & Saber scenario", src/mns/scenario_doc.cpp): every hex of the
// map, each hexside feature once, the roads and trails of the map data, the
// fieldworks (§19.6), the entry hexes (§13.1, §17.4) and the counters'
// printed values (§2.4–2.9, §8.1, §10, §12).
#include <set>

#include "mns/scenario_doc.h"
#include "mns_test_util.h"

namespace bohemia::mns::test {
namespace mns_scenario_doc_test {
namespace {

using nlohmann::json;

const json& find_by(const json& list, const char* key, const std::string& value) {
  for (const json& e : list)
    if (e.value(key, "") == value) return e;
  static const json none;
  ADD_FAILURE() << "no entry with " << key << " = " << value;
  return none;
}

TEST(Mns_S02_ScenarioDocument, TheMapHasEveryHexAndEachHexsideFeatureOnce) {
  auto sc = koniggratz();
  const Map& m = *sc->map;
  json doc = scenario_doc(*sc);
  const json& map = doc["map"];
  EXPECT_EQ(map["columns"], 55);
  EXPECT_EQ(map["rows"], 30);
  EXPECT_EQ(map["grid"]["orientation"], "flat");
  ASSERT_EQ(map["hexes"].size(), static_cast<std::size_t>(m.size()));
  // Each feature the map stores on both sides of a hexside appears once.
  std::size_t featured = 0, roads = 0;
  for (HexId h = 0; h < m.size(); ++h)
    for (int d = 0; d < 6; ++d) {
      HexId n = m.neighbour(h, d);
      if (m.side[m.hs(h, d)] && (n == kNoHex || n > h)) ++featured;
      if ((m.path[m.hs(h, d)] & kRoad) && n != kNoHex && n > h) ++roads;
    }
  std::size_t listed = 0;
  std::set<std::string> sides;
  for (const json& hs : map["hexsides"]) {
    EXPECT_TRUE(sides.insert(hs["side"].get<std::string>()).second) << hs["side"] << " listed twice";
    for (const json& f : hs["features"]) listed += f != "protected";
  }
  EXPECT_EQ(listed, featured);
  EXPECT_GT(featured, 0u);
  EXPECT_EQ(map["roads"].size(), roads);
  EXPECT_GT(map["trails"].size(), 0u);
  // 19.6: the works run from 2712 to 3723, with battery positions and protected hexsides.
  EXPECT_EQ(map["fieldworks_line"].front(), "2712");
  EXPECT_EQ(map["fieldworks_line"].back(), "3723");
  std::size_t works = 0, batteries = 0, protected_sides = 0;
  for (const json& h : map["hexes"]) {
    works += h.value("fieldworks", false);
    batteries += h.value("battery_position", false);
  }
  for (const json& hs : map["hexsides"])
    for (const json& f : hs["features"]) protected_sides += f == "protected";
  EXPECT_EQ(works, map["fieldworks_line"].size());
  EXPECT_GT(batteries, 0u);
  EXPECT_GT(protected_sides, 0u);
  // 18.1: Entry Hex N is 2030; fourteen entries A–N.
  EXPECT_EQ(map["entries"].size(), 14u);
  EXPECT_EQ(find_by(map["entries"], "id", "N")["hex"], "2030");
  EXPECT_EQ(find_by(map["places"], "name", "Chlum")["hexes"][0], "3416");
}

TEST(Mns_S02_ScenarioDocument, CountersCarryTheirPrintedFaces) {
  auto sc = koniggratz();
  json doc = scenario_doc(*sc);
  ASSERT_EQ(doc["units"].size(), sc->units.size());
  for (std::size_t i = 0; i < sc->units.size(); ++i) {
    const UnitDef& d = sc->units[i];
    const json& u = doc["units"][i];
    EXPECT_EQ(u["id"], d.id);
    EXPECT_EQ(u["steps"], d.steps);
    if (d.is_artillery()) {
      EXPECT_EQ(u["full"]["range"], d.full.range) << d.id;  // 8.1
      EXPECT_EQ(u["full"]["attack"], d.full.attack) << d.id;
    } else if (d.is_infantry()) {
      EXPECT_EQ(u["full"]["cf"], d.full.cf) << d.id;
      EXPECT_EQ(u["full"]["mr"], d.full.mr) << d.id;
      EXPECT_EQ(u["back"]["cf"], d.back.cf) << d.id;  // 2.5: the reduced side
    } else if (d.is_cavalry()) {
      EXPECT_EQ(u["full"]["charge"], d.full.charge) << d.id;  // 9.3
    } else if (d.type == UnitType::Leader) {
      EXPECT_TRUE(u.contains("span")) << d.id;  // 10.3
    }
  }
  EXPECT_EQ(doc["turns"].size(), 10u);  // 3.2
  EXPECT_EQ(doc["victory"]["hex"], "2030");
  EXPECT_EQ(doc["victory"]["draw_below"], 10);  // 18.3
  EXPECT_FALSE(doc["arrivals"].empty());        // 17.4
}

// The charts panel's data (issue 18 item 3): the CRT (§7.8), the TEC (§4.5)
// and the Rain Table (§19.4) as loaded, each with its status and the part
// of docs/mns/data-derivation.md that says how it was derived.
TEST(Mns_S07_8_ScenarioDocument, TheChartsAreTheOnesTheGameReads) {
  auto sc = koniggratz();
  json charts = scenario_doc(*sc)["charts"];
  const Crt& crt = *sc->crt;
  ASSERT_EQ(charts["crt"]["columns"].size(), crt.columns.size());
  ASSERT_EQ(charts["crt"]["rows"].size(), 6u);
  for (int die = 1; die <= 6; ++die)
    for (std::size_t c = 0; c < crt.columns.size(); ++c)
      EXPECT_EQ(charts["crt"]["rows"][static_cast<std::size_t>(die - 1)][c],
                crt.cell(die, static_cast<int>(c)).text());
  EXPECT_EQ(charts["crt"]["columns"].front()["label"], crt.columns.front().label);
  EXPECT_TRUE(charts["crt"]["columns"].front()["min"].is_null());
  EXPECT_TRUE(charts["crt"]["columns"].back()["max"].is_null());
  const Tec& tec = *sc->tec;
  ASSERT_EQ(charts["tec"]["hexes"].size(), tec.hexes.size());
  const json& woods = find_by(charts["tec"]["hexes"], "name", "woods");
  const HexTerrain& w = tec.hexes[static_cast<std::size_t>(tec.hex_index("woods"))];
  for (int a = 0; a < kArms; ++a) {
    const json& v = woods["mp"][static_cast<std::size_t>(a)];
    HalfMp c = w.mp[static_cast<std::size_t>(a)];
    if (c >= kProhibited) {
      EXPECT_TRUE(v.is_null());
    } else {
      EXPECT_EQ(v.get<double>(), c / 2.0);
    }
  }
  EXPECT_EQ(charts["tec"]["hexsides"].size(), tec.hexsides.size() - 1);  // without the clear hexside
  const RainTable& rain = *sc->rain;
  for (int d = 0; d < 6; ++d)
    EXPECT_EQ(charts["rain"]["table"]["heavy"][static_cast<std::size_t>(d)],
              weather_name(rain.table[0][static_cast<std::size_t>(d)]));
  EXPECT_EQ(charts["rain"]["start"], weather_name(rain.start));
  for (const char* k : {"crt", "tec", "rain"}) {
    EXPECT_EQ(charts[k]["status"], "reconstructed") << k;
    EXPECT_NE(charts[k]["derivation"].get<std::string>().find("docs/mns/data-derivation.md#"),
              std::string::npos);
  }
}

}  // namespace
}  // namespace mns_scenario_doc_test
}  // namespace bohemia::mns::test
