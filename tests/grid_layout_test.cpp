// The grid's layout as a property of a map (issue 15 item 1): the four
// layouts (flat- or pointy-topped, even or odd printed lines shoved half a
// hex), each with its CCRR labels, neighbours, direction names and
// distances. The expected labels were worked out on paper from the
// printed grids, not from the code; web/src/core/hex.test.ts checks the
// browser's copy against the same cases.
#include "core/grid_layout.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <deque>
#include <string>
#include <vector>

#include "core/hex_grid.h"

namespace grid_layout_test {

using namespace bohemia;

namespace {

constexpr GridLayout kFlatOddQ{Orientation::Flat, OffsetParity::Odd};
constexpr GridLayout kPointyEvenR{Orientation::Pointy, OffsetParity::Even};
constexpr GridLayout kPointyOddR{Orientation::Pointy, OffsetParity::Odd};

std::string name(GridLayout g) {
  return std::string(g.orientation_name()) + " " + std::string(g.offset_name());
}

// The six neighbours of `from` in Direction order 0..5 (clockwise from N on
// a flat grid, from NW on a pointy one).
struct NeighbourCase {
  GridLayout layout;
  const char* from;
  std::array<const char*, 6> neighbours;
};

const NeighbourCase kNeighbourCases[] = {
    // Flat, even columns lower (the GBN3 maps): an odd column, an even one.
    {kFlatEvenQ, "0303", {"0302", "0402", "0403", "0304", "0203", "0202"}},
    {kFlatEvenQ, "0606", {"0605", "0706", "0707", "0607", "0507", "0506"}},
    // Flat, odd columns lower.
    {kFlatOddQ, "0303", {"0302", "0403", "0404", "0304", "0204", "0203"}},
    {kFlatOddQ, "0606", {"0605", "0705", "0706", "0607", "0506", "0505"}},
    // Pointy, even rows to the right: NW NE E SE SW W.
    {kPointyEvenR, "0303", {"0202", "0302", "0403", "0304", "0204", "0203"}},
    {kPointyEvenR, "0404", {"0403", "0503", "0504", "0505", "0405", "0304"}},
    // Pointy, odd rows to the right.
    {kPointyOddR, "0303", {"0302", "0402", "0403", "0404", "0304", "0203"}},
    {kPointyOddR, "0404", {"0303", "0403", "0504", "0405", "0305", "0304"}},
};

struct DistanceCase {
  GridLayout layout;
  const char* a;
  const char* b;
  int distance;
};

const DistanceCase kDistanceCases[] = {
    {kFlatEvenQ, "0101", "0401", 3},   {kFlatEvenQ, "0101", "0105", 4},   {kFlatEvenQ, "0101", "1010", 14},
    {kFlatEvenQ, "0101", "0202", 2},   {kFlatOddQ, "0101", "0202", 1},    {kFlatOddQ, "0101", "0401", 3},
    {kFlatOddQ, "0201", "0501", 3},    {kPointyEvenR, "0101", "0501", 4}, {kPointyEvenR, "0101", "0105", 4},
    {kPointyEvenR, "0101", "0103", 2}, {kPointyEvenR, "0101", "0202", 2}, {kPointyOddR, "0101", "0202", 1},
    {kPointyOddR, "0101", "0105", 4},  {kPointyOddR, "0102", "0501", 5},
};

}  // namespace

TEST(GridLayout, LabelsRoundTripUnderEveryLayout) {
  for (GridLayout g : kAllGridLayouts) {
    std::vector<Hex> seen;
    for (int c = 1; c <= 30; ++c)
      for (int r = 1; r <= 30; ++r) {
        Offset o{c, r};
        Hex h = g.to_axial(o);
        ASSERT_EQ(g.to_offset(h), o) << name(g);
        std::string label = g.label(h);
        ASSERT_EQ(*g.parse_label(label), h) << name(g) << " " << label;
        seen.push_back(h);
      }
    std::sort(seen.begin(), seen.end());
    EXPECT_EQ(std::adjacent_find(seen.begin(), seen.end()), seen.end()) << name(g) << ": two labels, one hex";
  }
}

TEST(GridLayout, TheSameLabelIsAnotherHexUnderAnotherLayout) {
  // 0202 is 0101's neighbour only where column 1 (flat) or row 1 (pointy)
  // is the shoved line.
  for (GridLayout g : kAllGridLayouts) {
    const int d = distance(*g.parse_label("0101"), *g.parse_label("0202"));
    EXPECT_EQ(d, g.parity == OffsetParity::Odd ? 1 : 2) << name(g);
  }
}

TEST(GridLayout, NeighboursOfEachLayout) {
  for (const NeighbourCase& k : kNeighbourCases) {
    HexGrid grid(12, 12, k.layout);
    HexId from = grid.parse_label(k.from);
    ASSERT_NE(from, kNoHex);
    for (int d = 0; d < kDirections; ++d) {
      Direction dir = direction_from_int(d);
      HexId n = grid.neighbour(from, dir);
      ASSERT_NE(n, kNoHex) << name(k.layout) << " " << k.from << " " << grid.direction_name(dir);
      EXPECT_EQ(grid.label(n), k.neighbours[static_cast<std::size_t>(d)])
          << name(k.layout) << " " << k.from << " " << grid.direction_name(dir);
      EXPECT_EQ(grid.neighbour(n, opposite(dir)), from);
      EXPECT_EQ(grid.distance(from, n), 1);
    }
  }
}

TEST(GridLayout, DistancesOfEachLayout) {
  for (const DistanceCase& k : kDistanceCases) {
    HexGrid grid(12, 12, k.layout);
    EXPECT_EQ(grid.distance(grid.parse_label(k.a), grid.parse_label(k.b)), k.distance)
        << name(k.layout) << " " << k.a << "-" << k.b;
  }
}

// The distance is the number of steps between neighbours (a breadth-first
// walk over the grid's neighbour table) for every pair, under every layout.
TEST(GridLayout, DistanceCountsNeighbourStepsUnderEveryLayout) {
  for (GridLayout g : kAllGridLayouts) {
    HexGrid grid(9, 7, g);
    for (HexId a = 0; a < grid.size(); ++a) {
      std::vector<int> steps(static_cast<std::size_t>(grid.size()), -1);
      std::deque<HexId> todo{a};
      steps[static_cast<std::size_t>(a)] = 0;
      while (!todo.empty()) {
        HexId h = todo.front();
        todo.pop_front();
        for (int d = 0; d < kDirections; ++d) {
          HexId n = grid.neighbour(h, direction_from_int(d));
          if (n == kNoHex || steps[static_cast<std::size_t>(n)] >= 0) continue;
          steps[static_cast<std::size_t>(n)] = steps[static_cast<std::size_t>(h)] + 1;
          todo.push_back(n);
        }
      }
      // On a rectangular grid a shortest path may need to leave the map at
      // a corner; the walk never does, so it is never shorter.
      for (HexId b = 0; b < grid.size(); ++b) {
        ASSERT_GE(steps[static_cast<std::size_t>(b)], grid.distance(a, b)) << name(g);
        if (grid.offset_of(a).row == grid.offset_of(b).row ||
            grid.offset_of(a).col == grid.offset_of(b).col) {
          ASSERT_EQ(steps[static_cast<std::size_t>(b)], grid.distance(a, b))
              << name(g) << " " << grid.label(a) << "-" << grid.label(b);
        }
      }
    }
  }
}

TEST(GridLayout, DirectionNamesFollowTheOrientation) {
  const std::array<const char*, 6> flat = {"N", "NE", "SE", "S", "SW", "NW"};
  const std::array<const char*, 6> pointy = {"NW", "NE", "E", "SE", "SW", "W"};
  for (GridLayout g : kAllGridLayouts)
    for (int d = 0; d < kDirections; ++d) {
      Direction dir = direction_from_int(d);
      const char* want = g.orientation == Orientation::Flat ? flat[static_cast<std::size_t>(d)]
                                                            : pointy[static_cast<std::size_t>(d)];
      EXPECT_EQ(g.direction_name(dir), want);
      EXPECT_EQ(g.parse_direction(want), dir);
    }
  EXPECT_FALSE(kPointyEvenR.parse_direction("N"));
  EXPECT_FALSE(kFlatEvenQ.parse_direction("E"));
}

TEST(GridLayout, NamesAsInTheMapFile) {
  for (GridLayout g : kAllGridLayouts) {
    std::string why;
    auto back = parse_grid_layout(g.orientation_name(), g.offset_name(), &why);
    ASSERT_TRUE(back) << why;
    EXPECT_EQ(*back, g);
  }
  EXPECT_EQ(kFlatEvenQ.orientation_name(), "flat");
  EXPECT_EQ(kFlatEvenQ.offset_name(), "even-q");
  EXPECT_EQ(kPointyOddR.offset_name(), "odd-r");
}

TEST(GridLayout, RefusesUnknownOrMismatchedNames) {
  std::string why;
  EXPECT_FALSE(parse_grid_layout("flat-top", "even-q", &why));
  EXPECT_NE(why.find("orientation 'flat-top'"), std::string::npos) << why;
  EXPECT_FALSE(parse_grid_layout("flat", "even-r", &why));
  EXPECT_NE(why.find("does not suit a flat grid"), std::string::npos) << why;
  EXPECT_FALSE(parse_grid_layout("pointy", "odd-q", &why));
  EXPECT_NE(why.find("does not suit a pointy grid"), std::string::npos) << why;
  EXPECT_FALSE(parse_grid_layout("flat", "even-columns-low", &why));
  EXPECT_NE(why.find("offset 'even-columns-low'"), std::string::npos) << why;
}

// A straight line follows a row of a pointy grid and a column of a flat one.
TEST(GridLayout, LinesFollowTheStraightLinesOfTheGrid) {
  for (GridLayout g : kAllGridLayouts) {
    HexGrid grid(8, 8, g);
    const bool flat = g.orientation == Orientation::Flat;
    HexId a = grid.parse_label("0303"), b = grid.parse_label(flat ? "0307" : "0703");
    std::vector<std::string> got;
    for (HexId h : grid.line(a, b)) got.push_back(grid.label(h));
    std::vector<std::string> want = flat ? std::vector<std::string>{"0303", "0304", "0305", "0306", "0307"}
                                         : std::vector<std::string>{"0303", "0403", "0503", "0603", "0703"};
    EXPECT_EQ(got, want) << name(g);
  }
}

TEST(GridLayout, EdgesAreThePrintedBorder) {
  for (GridLayout g : kAllGridLayouts) {
    HexGrid grid(5, 4, g);
    int edge = 0;
    for (HexId h = 0; h < grid.size(); ++h) edge += grid.on_edge(h);
    EXPECT_EQ(edge, 5 * 4 - 3 * 2) << name(g);
    EXPECT_FALSE(grid.on_edge(grid.parse_label("0302")));
    EXPECT_EQ(grid.parse_label("0605"), kNoHex);
    EXPECT_EQ(grid.parse_label("0000"), kNoHex);
  }
}

}  // namespace grid_layout_test
