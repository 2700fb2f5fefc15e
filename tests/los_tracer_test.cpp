// The line-of-sight tracer of core (issue 15 item 6): GBN3's rules through
// it answer exactly as the dense table GBN3 built before (§9.2.1, kept in
// tests/gbn3_dense_los_reference.h) on every pair of hexes of every shipped
// map; the tracer's own laws under every grid layout (hexside rules, lines
// along a side, range); and the sparse cache (rows built on demand only,
// copies start empty, several threads agree).
#include "core/los_tracer.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "core/grid_layout.h"
#include "gbn3/map.h"
#include "gbn3/map_loader.h"
#include "gbn3/scenario.h"
#include "gbn3_dense_los_reference.h"

namespace los_tracer_test {

using namespace bohemia;

namespace {

std::vector<std::string> shipped_maps() {
  std::vector<std::string> out;
  for (const char* dir : {BOHEMIA_DATA_DIR "/maps", BOHEMIA_TEST_DATA "/maps"})
    for (const auto& e : std::filesystem::directory_iterator(dir))
      if (e.path().extension() == ".toml") out.push_back(e.path().string());
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<HexId> hexes_of(const LosLine& l, int from, int count) {
  return std::vector<HexId>(l.hexes + from, l.hexes + from + count);
}

// What the tracer and the table agree on for one line, and what they differ
// in, as text for a failure message ("" when they agree).
std::string compare(const Map& m, const reference::DenseLosTable& t, HexId a, HexId b) {
  const reference::DenseLosEntry& old = t.at(a, b);
  const LosLine now = m.los(a, b);
  std::string where = m.id + " " + m.label(a) + "-" + m.label(b) + ": ";
  if (old.in_table != now.in_range) return where + "in range differs";
  if (!old.in_table) return "";
  if (old.blocked != now.blocked) return where + "blocked differs";
  if (old.blocked) return old.blocker == now.blocker ? "" : where + "blocker differs";
  if (old.singles != now.singles || old.pairs != now.pairs) return where + "counts differ";
  const HexId* p = t.pool.data() + old.first;
  if (std::vector<HexId>(p, p + old.singles + 2 * old.pairs) != hexes_of(now, 0, now.singles + 2 * now.pairs))
    return where + "hexes a unit would block through differ";
  return "";
}

// A toy system: the hexes in `walls` block, those in `maybe` block when
// occupied, and the hexsides in `ridges` (hex, direction) block.
struct ToyRules final : LosRules {
  std::set<HexId> walls, maybe;
  std::set<std::pair<HexId, int>> ridges;
  const HexGrid* grid = nullptr;
  Sight hex(HexId, HexId, HexId x) const override {
    return walls.count(x) ? Sight::Blocks : maybe.count(x) ? Sight::MayBlock : Sight::Clear;
  }
  bool hexside(HexId, HexId, HexId x, Direction d, bool) const override {
    HexId n = grid->neighbour(x, d);
    return ridges.count({x, to_int(d)}) || (n != kNoHex && ridges.count({n, to_int(opposite(d))}));
  }
};

std::string name(GridLayout g) {
  return std::string(g.orientation_name()) + " " + std::string(g.offset_name());
}

}  // namespace

// The acceptance test of item 6: every ordered pair of hexes (in range or
// not) of every map under data/gbn3/maps and tests/data/maps.
TEST(Section9_2_1, TracerAnswersAsTheDenseTableOnEveryPairOfEveryShippedMap) {
  const std::vector<std::string> files = shipped_maps();
  ASSERT_GE(files.size(), 6u);  // the four GBN3 maps and the test maps
  long long pairs = 0, blocked = 0, with_units = 0;
  for (const std::string& f : files) {
    Map m = load_map(f);
    reference::DenseLosTable t = reference::build_dense_los(m, Map::kLosRange);
    for (HexId a = 0; a < m.size(); ++a)
      for (HexId b = 0; b < m.size(); ++b) {
        std::string diff = compare(m, t, a, b);
        ASSERT_EQ(diff, "");
        ++pairs;
        blocked += t.at(a, b).blocked;
        with_units += t.at(a, b).singles + t.at(a, b).pairs > 0;
      }
    EXPECT_EQ(m.los_cache().rows_filled(), static_cast<std::size_t>(m.size())) << f;
  }
  // Not vacuous: lines blocked by the ground and lines units may block.
  EXPECT_GT(pairs, 250000);
  EXPECT_GT(blocked, 10000);
  EXPECT_GT(with_units, 10000);
}

// The same on the campaign maps as the scenarios load them (their map is
// shared by every game of the scenario).
TEST(Section9_2_1, TracerAnswersAsTheDenseTableOnTheScenariosMaps) {
  for (const char* id : {"trautenau", "gitschin"}) {
    auto sc = load_scenario(id);
    const Map& m = *sc->map;
    reference::DenseLosTable t = reference::build_dense_los(m, Map::kLosRange);
    for (HexId a = 0; a < m.size(); a += 7)
      for (HexId b = 0; b < m.size(); ++b) ASSERT_EQ(compare(m, t, a, b), "");
  }
}

// Lines through hexes that block, and through hexes of a grazed side: under
// every layout the walls block, a side blocks only when both of its hexes
// do, and a hexside rule blocks the lines that cross that side.
TEST(LosTracer, HexAndHexsideRulesUnderEveryLayout) {
  for (GridLayout g : kAllGridLayouts) {
    HexGrid grid(12, 12, g);
    ToyRules rules;
    rules.grid = &grid;
    auto h = [&](const char* l) { return grid.parse_label(l); };
    const bool flat = g.orientation == Orientation::Flat;
    // A straight line of the grid: a column (flat) or a row (pointy).
    HexId a = h("0303"), mid = h(flat ? "0305" : "0503"), b = h(flat ? "0307" : "0703");
    std::vector<HexId> straight = grid.line(a, b);
    ASSERT_EQ(straight.size(), 5u) << name(g);
    std::vector<HexId> pool;
    EXPECT_FALSE(trace_los(grid, rules, 10, a, b, pool).blocked) << name(g);
    rules.walls = {mid};
    LosEntry e = trace_los(grid, rules, 10, a, b, pool);
    EXPECT_TRUE(e.blocked) << name(g);
    EXPECT_EQ(e.blocker, mid) << name(g);
    rules.walls.clear();
    rules.maybe = {mid};
    e = trace_los(grid, rules, 10, a, b, pool);
    EXPECT_FALSE(e.blocked);
    ASSERT_EQ(e.singles, 1) << name(g);
    EXPECT_EQ(pool[e.first], mid);
    rules.maybe.clear();
    // A ridge on the side between the first two hexes of the line.
    Direction d = *direction_to(grid.hex_of(straight[0]), grid.hex_of(straight[1]));
    rules.ridges = {{straight[0], to_int(d)}};
    e = trace_los(grid, rules, 10, a, b, pool);
    EXPECT_TRUE(e.blocked) << name(g);
    EXPECT_EQ(e.blocker, straight[1]);
    // ...and not a line from the far end that stops short of it.
    EXPECT_FALSE(trace_los(grid, rules, 10, b, straight[1], pool).blocked) << name(g);
    rules.ridges.clear();

    // A line along hexsides: two steps in a direction between two
    // neighbour directions grazes the side between them.
    Hex c = grid.hex_of(h("0606"));
    Hex far = c + kDirectionVectors[0] + kDirectionVectors[1];
    HexId to = grid.id_of(far);
    ASSERT_NE(to, kNoHex);
    HexId x1 = grid.id_of(c + kDirectionVectors[0]), x2 = grid.id_of(c + kDirectionVectors[1]);
    EXPECT_EQ(grid.line(h("0606"), to).size(), 4u) << name(g);
    rules.walls = {x1};
    EXPECT_FALSE(trace_los(grid, rules, 10, h("0606"), to, pool).blocked) << name(g) << ": one side free";
    rules.walls = {x1, x2};
    EXPECT_TRUE(trace_los(grid, rules, 10, h("0606"), to, pool).blocked) << name(g) << ": both sides block";
    rules.walls = {x1};
    rules.maybe = {x2};
    e = trace_los(grid, rules, 10, h("0606"), to, pool);
    ASSERT_FALSE(e.blocked);
    ASSERT_EQ(e.singles, 1);
    EXPECT_EQ(pool[e.first], x2);
    rules.walls.clear();
    rules.maybe = {x1, x2};
    e = trace_los(grid, rules, 10, h("0606"), to, pool);
    ASSERT_EQ(e.pairs, 1) << name(g);
    EXPECT_EQ(e.singles, 0);
  }
}

// A line passes through the same hexes both ways, under every layout.
TEST(LosTracer, LinesAreTheSameBothWays) {
  for (GridLayout g : kAllGridLayouts) {
    HexGrid grid(14, 11, g);
    for (HexId a = 0; a < grid.size(); a += 3)
      for (HexId b = 0; b < grid.size(); ++b) {
        std::vector<HexId> there = grid.line(a, b), back = grid.line(b, a);
        std::sort(there.begin(), there.end());
        std::sort(back.begin(), back.end());
        ASSERT_EQ(there, back) << name(g) << " " << grid.label(a) << "-" << grid.label(b);
      }
  }
}

// The range is the cache's: Musket & Saber sees 10 hexes, GBN3 6.
TEST(LosTracer, RangeIsTheCaches) {
  HexGrid grid(55, 30, kFlatEvenQ);
  ToyRules rules;
  rules.grid = &grid;
  LosCache ten(10), six(6);
  ten.reset(static_cast<std::size_t>(grid.size()));
  six.reset(static_cast<std::size_t>(grid.size()));
  HexId a = grid.parse_label("2015");
  int seen10 = 0, seen6 = 0;
  for (HexId b = 0; b < grid.size(); ++b) {
    const int d = grid.distance(a, b);
    EXPECT_EQ(ten.line(grid, rules, a, b).in_range, d <= 10);
    EXPECT_EQ(six.line(grid, rules, a, b).in_range, d <= 6);
    seen10 += d <= 10;
    seen6 += d <= 6;
  }
  EXPECT_EQ(seen10, 1 + 3 * 10 * 11);  // every hex within 10 lies on this map
  EXPECT_EQ(seen6, 1 + 3 * 6 * 7);
}

// Only the rows asked are built; a copy starts empty; clearing drops them.
TEST(LosTracer, CacheHoldsOnlyTheSourcesAsked) {
  Map m("synthetic", 55, 30);
  m.finish();
  const std::size_t empty = m.los_cache().bytes();
  EXPECT_EQ(m.los_cache().rows_filled(), 0u);
  m.los(m.parse_label("0101"), m.parse_label("0303"));
  m.los(m.parse_label("0101"), m.parse_label("0505"));
  m.los(m.parse_label("2020"), m.parse_label("2121"));
  EXPECT_EQ(m.los_cache().rows_filled(), 2u);
  EXPECT_GT(m.los_cache().bytes(), empty);
  Map copy = m;
  EXPECT_EQ(copy.los_cache().rows_filled(), 0u);
  EXPECT_FALSE(copy.los(copy.parse_label("0101"), copy.parse_label("0303")).blocked);
  m.set_terrain(m.parse_label("0202"), Terrain::Woods);  // the ground changed
  EXPECT_EQ(m.los_cache().rows_filled(), 0u);
  EXPECT_TRUE(m.los(m.parse_label("0101"), m.parse_label("0303")).blocked);
}

// A map is shared by every game of its scenario, and the server plays on
// several threads: rows built at once by several threads agree.
TEST(LosTracer, ThreadsBuildingRowsAtOnceAgree) {
  Map m = load_map(BOHEMIA_DATA_DIR "/maps/gitschin.toml");
  reference::DenseLosTable t = reference::build_dense_los(m, Map::kLosRange);
  std::vector<std::thread> threads;
  std::vector<int> wrong(4, 0);
  for (int k = 0; k < 4; ++k)
    threads.emplace_back([&, k] {
      for (HexId a = 0; a < m.size(); ++a)
        for (HexId b = 0; b < m.size(); b = static_cast<HexId>(b + 1 + k))
          wrong[static_cast<std::size_t>(k)] += compare(m, t, a, b) != "";
    });
  for (std::thread& th : threads) th.join();
  EXPECT_EQ(wrong, std::vector<int>(4, 0));
  EXPECT_EQ(m.los_cache().rows_filled(), static_cast<std::size_t>(m.size()));
}

}  // namespace los_tracer_test
