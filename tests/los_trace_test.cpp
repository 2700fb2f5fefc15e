// §9.2.1 line of sight explained for an interface (src/game/los.h, issue 8):
// the hexes the line passes through and the blocking hex nearest the firer,
// always agreeing with Game::line_of_sight, which stays the rule. On the
// 10x10 test map: 0702 is woods, 0402 is at level 3.
#include <gtest/gtest.h>

#include "gbn3/los.h"
#include "rules_scenario_builder.h"

namespace los_trace_test {

using namespace bohemia;
using namespace bohemia::test;

namespace {

Game at(const std::vector<std::string>& setup) {
  Position p;
  p.setup = setup;
  return Game(position(p), 1);
}

std::vector<std::string> labels(const Game& g, const std::vector<HexId>& hs) {
  std::vector<std::string> out;
  for (HexId h : hs) out.push_back(g.scenario().map->label(h));
  return out;
}

LosTrace trace(const Game& g, const char* a, const char* b) {
  const Map& m = *g.scenario().map;
  return trace_line_of_sight(g, m.parse_label(a), m.parse_label(b));
}

}  // namespace

// §9.2.1: on clear level ground the line is clear; it runs through the
// hexes between the two ends.
TEST(Section9_2_1, TraceOfAClearLine) {
  Game g = at({"0101 S p-div p-inf1", "0110 N a-bde a-inf1"});
  LosTrace t = trace(g, "0502", "0505");
  EXPECT_TRUE(t.clear);
  EXPECT_TRUE(t.in_range);
  EXPECT_EQ(t.blocked_by, kNoHex);
  EXPECT_EQ(labels(g, t.line), (std::vector<std::string>{"0502", "0503", "0504", "0505"}));
}

// §9.2.1: "town, village and wood hexes block" -- the woods hex is named.
TEST(Section9_2_1, TraceNamesTheBlockingWoods) {
  Game g = at({"0101 S p-div p-inf1", "0110 N a-bde a-inf1"});
  LosTrace t = trace(g, "0701", "0703");
  EXPECT_FALSE(t.clear);
  EXPECT_EQ(g.scenario().map->label(t.blocked_by), "0702");
  EXPECT_EQ(labels(g, t.line), (std::vector<std::string>{"0701", "0702", "0703"}));
}

// §9.2.1: units block a line; the one nearest the firer is named, and the
// trace agrees with the rule.
TEST(Section9_2_1, TraceNamesTheNearestBlockingUnit) {
  Game g = at({"0503 S p-div p-inf1", "0504 S p-inf2", "0110 N a-bde a-inf1"});
  const Map& m = *g.scenario().map;
  LosTrace t = trace(g, "0502", "0506");
  EXPECT_FALSE(t.clear);
  EXPECT_EQ(g.line_of_sight(m.parse_label("0502"), m.parse_label("0506")), t.clear);
  EXPECT_EQ(m.label(t.blocked_by), "0503");
}

// Beyond the line-of-sight tables (6 hexes) no line is seen.
TEST(Section9_2_1, TraceOutOfRange) {
  Game g = at({"0101 S p-div p-inf1", "0110 N a-bde a-inf1"});
  LosTrace t = trace(g, "0101", "0109");
  EXPECT_FALSE(t.clear);
  EXPECT_FALSE(t.in_range);
  EXPECT_EQ(t.blocked_by, kNoHex);
}

// The trace agrees with the rule for every pair of hexes up to 6 apart.
TEST(Section9_2_1, TraceAgreesWithTheRuleEverywhere) {
  Game g = at({"0503 S p-div p-inf1", "0605 N p-inf2", "0506 N a-bde a-inf1", "0307 N a-inf2"});
  const Map& m = *g.scenario().map;
  int pairs = 0;
  for (HexId a = 0; a < m.size(); ++a)
    for (HexId b = 0; b < m.size(); ++b) {
      if (m.distance(a, b) > Map::kLosRange) continue;
      LosTrace t = trace_line_of_sight(g, a, b);
      ASSERT_EQ(t.clear, g.line_of_sight(a, b)) << m.label(a) << "-" << m.label(b);
      ASSERT_EQ(t.clear, t.blocked_by == kNoHex) << m.label(a) << "-" << m.label(b);
      if (!t.clear) {
        ASSERT_NE(std::find(t.line.begin(), t.line.end(), t.blocked_by), t.line.end());
      }
      ASSERT_EQ(t.line.front(), a);
      ASSERT_EQ(t.line.back(), b);
      ++pairs;
    }
  EXPECT_GT(pairs, 1000);
}

}  // namespace los_trace_test
