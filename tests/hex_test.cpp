// Hex geometry laws (Red Blob Games) and the printed CCRR convention of the
// GBN3 maps (reading notes §3.10: even-numbered columns sit half a hex
// lower, the layout kFlatEvenQ). The other layouts: grid_layout_test.cpp.
#include "core/hex.h"

#include <gtest/gtest.h>

#include "core/grid_layout.h"

namespace hex_test {

using namespace bohemia;

namespace {
Hex H(const char* s) { return *kFlatEvenQ.parse_label(s); }
}  // namespace

TEST(Hex, CcrrRoundTripsForEveryPrintedLabel) {
  for (int c = 1; c <= 20; ++c)
    for (int r = 1; r <= 20; ++r) {
      Offset o{c, r};
      EXPECT_EQ(kFlatEvenQ.to_offset(kFlatEvenQ.to_axial(o)), o);
      std::string label = kFlatEvenQ.label(kFlatEvenQ.to_axial(o));
      EXPECT_EQ(*kFlatEvenQ.parse_label(label), kFlatEvenQ.to_axial(o));
    }
}

TEST(Hex, RejectsMalformedLabels) {
  EXPECT_FALSE(kFlatEvenQ.parse_label("606"));
  EXPECT_FALSE(kFlatEvenQ.parse_label("06a6"));
  EXPECT_FALSE(kFlatEvenQ.parse_label("06066"));
}

TEST(Hex, EvenColumnsSitLower_NeighboursMatchReadingNotes) {
  // c even: (c, r±1), (c±1, r), (c±1, r+1)
  Hex h = H("0606");
  for (const char* n : {"0605", "0607", "0506", "0706", "0507", "0707"}) EXPECT_EQ(distance(h, H(n)), 1) << n;
  // c odd: (c, r±1), (c±1, r-1), (c±1, r)
  Hex o = H("0507");
  for (const char* n : {"0506", "0508", "0406", "0606", "0407", "0607"}) EXPECT_EQ(distance(o, H(n)), 1) << n;
  EXPECT_EQ(distance(o, H("0608")), 2);
}

TEST(Hex, TwoHexTownsNamedInScenariosAreAdjacent) {
  EXPECT_EQ(distance(H("0406"), H("0507")), 1);  // Münchengrätz (VV174 §11)
  EXPECT_EQ(distance(H("0413"), H("0514")), 1);  // Gitschin (VV174 §12)
  EXPECT_EQ(distance(H("0606"), H("0607")), 1);  // Trautenau (VV165 §11.4.1)
  EXPECT_EQ(distance(H("0606"), H("0707")), 1);
  EXPECT_NE(distance(H("0413"), H("0515")), 1);  // reading notes A-42
}

TEST(Hex, DistanceIsAMetric) {
  for (int a = 0; a < 40; ++a)
    for (int b = 0; b < 40; ++b) {
      Hex x{a % 7 - 3, a / 7 - 2}, y{b % 7 - 3, b / 7 - 2};
      EXPECT_EQ(distance(x, y), distance(y, x));
      EXPECT_EQ(distance(x, y) == 0, x == y);
      Hex z{1, -2};
      EXPECT_LE(distance(x, y), distance(x, z) + distance(z, y));
    }
}

TEST(Hex, NeighboursAreDistanceOneAndDirectionsInvert) {
  Hex h{3, -1};
  for (int d = 0; d < kDirections; ++d) {
    Direction dir = direction_from_int(d);
    Hex n = neighbour(h, dir);
    EXPECT_EQ(distance(h, n), 1);
    EXPECT_EQ(neighbour(n, opposite(dir)), h);
    EXPECT_EQ(*direction_to(h, n), dir);
  }
}

TEST(Hex, DirectionNamesRoundTrip) {
  for (int d = 0; d < kDirections; ++d) {
    Direction dir = direction_from_int(d);
    EXPECT_EQ(*parse_direction(direction_name(dir)), dir);
  }
  EXPECT_EQ(turn_distance(Direction::N, Direction::S), 3);
  EXPECT_EQ(turn_distance(Direction::N, Direction::NW), 1);
}

}  // namespace hex_test
