// Musket & Saber (Königgrätz), issue 16: the Prussian victory (§18.1, RN
// 18) and the Austrian victory (§18.2), judged on states made from the
// position tests/mns/data/s08_battery.toml (a Prussian battery p-7-art,
// brigade p-7-a, Austrian regiment a-4-ir12; everything else off the map).
#include <fmt/format.h>

#include "mns/rules.h"
#include "mns/rules_internal.h"
#include "mns_test_util.h"

namespace bohemia::mns::test {
namespace mns_victory_test {
namespace {

struct Verdict {
  int winner = -2;
  std::string level;
  std::vector<VictoryLine> lines;
  std::string decided_by;  // explain_victory's: the condition met, "" when the points decided
  bool says(const std::string& section, const std::string& text) const {
    for (const VictoryLine& l : lines)
      if (l.section == section && l.text.find(text) != std::string::npos) return true;
    return false;
  }
};

Verdict judge(const Game& g, State s) {
  Caches c;
  Board b(g.scenario(), s, c);
  Verdict v;
  v.lines = explain_victory(b, &v.winner, &v.level, &v.decided_by);
  return v;
}

// A hex `dist` hexes from 2030 that is not a hill (no +1 range, 8.7).
HexId flat_hex_at(const Game& g, int dist) {
  const Map& m = *g.scenario().map;
  for (HexId h = 0; h < m.size(); ++h)
    if (m.grid.distance(h, g.scenario().victory_hex) == dist && !m.hill[static_cast<std::size_t>(h)])
      return h;
  ADD_FAILURE() << "no hex " << dist << " from 2030";
  return kNoHex;
}

UnitState& piece(State& s, const Game& g, const std::string& id) {
  return s.units[static_cast<std::size_t>(unit_index(g.scenario(), id))];
}

TEST(Mns_S18_1_Victory, APrussianUnitLastIntoTheVictoryHexWins) {
  Game g = position("s08_battery.toml");
  State s = g.state();
  Verdict none = judge(g, s);
  EXPECT_TRUE(none.says("18.1", "last to enter 2030: no (no unit entered it)"));
  EXPECT_NE(none.winner, static_cast<int>(Side::Prussia));
  s.last_into_victory_hex = static_cast<std::int8_t>(Side::Prussia);
  Verdict v = judge(g, s);
  EXPECT_EQ(v.winner, static_cast<int>(Side::Prussia));
  EXPECT_EQ(v.level, "victory");
  EXPECT_TRUE(v.says("18.1", "a Prussian unit was the last to enter 2030: yes"));
  EXPECT_EQ(v.decided_by, "§18.1: a Prussian unit was the last to enter 2030");
  s.last_into_victory_hex = static_cast<std::int8_t>(Side::Austria);
  EXPECT_TRUE(judge(g, s).says("18.1", "(an Austrian unit was)"));
  EXPECT_NE(judge(g, s).winner, static_cast<int>(Side::Prussia));
}

TEST(Mns_S18_1_Victory, PrussianArtilleryWithTheVictoryHexInRangeWinsWhateverTheWeather) {
  Game g = position("s08_battery.toml");
  int gun = unit_index(g.scenario(), "p-7-art");
  int range = g.scenario().units[static_cast<std::size_t>(gun)].full.range;
  ASSERT_GT(range, 0);
  State s = g.state();
  s.weather = Weather::Heavy;  // RN 18: LOS limits of rain and darkness do not count
  piece(s, g, "p-7-art").hex = flat_hex_at(g, range);
  Verdict v = judge(g, s);
  EXPECT_EQ(v.winner, static_cast<int>(Side::Prussia));
  EXPECT_TRUE(v.says("18.1", "Prussian artillery in range of 2030: yes, p-7-art"));
  EXPECT_EQ(v.decided_by, "§18.1: Prussian artillery in range of 2030");
  piece(s, g, "p-7-art").hex = flat_hex_at(g, range + 1);  // one hex too far
  EXPECT_TRUE(judge(g, s).says("18.1", "Prussian artillery in range of 2030: no"));
  piece(s, g, "p-7-art").hex = flat_hex_at(g, range);
  piece(s, g, "p-7-art").set(kDisrupted);  // RN 18: effective and undisrupted only
  EXPECT_TRUE(judge(g, s).says("18.1", "Prussian artillery in range of 2030: no"));
}

TEST(Mns_S18_2_Victory, UndisturbedTrainsAndEmptyFieldworksGiveTheAustrianTheVictory) {
  Game g = position("s08_battery.toml");
  const Scenario& sc = g.scenario();
  ASSERT_GE(sc.victory_trains, 0);
  State s = g.state();
  UnitState& trains = s.units[static_cast<std::size_t>(sc.victory_trains)];
  trains.where = Where::Map;
  trains.hex = sc.map->grid.parse("2722");  // 17.2
  Verdict v = judge(g, s);
  EXPECT_EQ(v.winner, static_cast<int>(Side::Austria));
  EXPECT_EQ(v.level, "victory");
  EXPECT_TRUE(v.says("18.2", "the Austrian trains never moved nor were attacked: yes"));
  EXPECT_TRUE(v.says("18.2", "no Prussian unit in a fieldworks hex: yes"));
  EXPECT_EQ(v.decided_by, "§18.2: the Austrian trains untouched and no Prussian unit in a fieldworks hex");
  // A Prussian unit in a fieldworks hex (the line 2712-3723, 19.6) denies it.
  State works = s;
  piece(works, g, "p-7-a").hex = sc.map->grid.parse("2712");
  ASSERT_TRUE(sc.map->fieldworks[static_cast<std::size_t>(piece(works, g, "p-7-a").hex)]);
  Verdict w = judge(g, works);
  EXPECT_TRUE(w.says("18.2", "no Prussian unit in a fieldworks hex: no (p-7-a at 2712)"));
  EXPECT_NE(w.winner, static_cast<int>(Side::Austria));
  EXPECT_TRUE(w.says("18.3", "")) << "the points decide";
  EXPECT_EQ(w.decided_by, "");
  // Trains that moved or were attacked deny it too.
  State moved = s;
  moved.trains_disturbed = true;
  Verdict m = judge(g, moved);
  EXPECT_TRUE(m.says("18.2", "the Austrian trains never moved nor were attacked: no"));
  EXPECT_NE(m.winner, static_cast<int>(Side::Austria));
}

}  // namespace
}  // namespace mns_victory_test
}  // namespace bohemia::mns::test
