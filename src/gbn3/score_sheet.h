// Victory points of both sides item by item, so that the end of a game
// explains its result line by line (§11.4 of each scenario).
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "gbn3/types.h"

namespace bohemia {

struct ScoreLine {
  Side side = Side::Prussia;
  int vp = 0;
  std::string section;  // rule section, e.g. "11.4.1"
  std::string text;     // what scored, e.g. "controls Trautenau"
};

struct ScoreSheet {
  std::array<int, kSides> vp{};
  std::vector<ScoreLine> lines;

  // Adds vp (may be negative: points a side loses) to one side, with the
  // reason. A line of 0 VP is kept when it explains something (e.g. a
  // location nobody controls is not listed, an exit that scores 0 is).
  void add(Side s, int points, std::string_view section, std::string text) {
    vp[static_cast<std::size_t>(side_index(s))] += points;
    lines.push_back({s, points, std::string(section), std::move(text)});
  }
};

}  // namespace bohemia
