// Victory (VV165 §11.4): control of locations, step losses, demoralised
// formations, evacuation, prisoners at the end of the game, victory levels.
#include <fmt/format.h>

#include <algorithm>

#include "game/rules.h"
#include "special/special_rule.h"

namespace bohemia {

// A continuous line of hexes to the friendly edge avoiding enemy units and
// enemy ZoC hexes that hold no friendly unit (§11.4.1).
bool Rules::line_to_edge(const Game& g, Side s, HexId from, const std::vector<std::uint8_t>& enemy_zoc,
                         int unit) {
  const Map& m = map(g);
  const std::vector<HexId>& edge = retreat_edge(g, s, unit);
  Occupancy occ;
  occ.build(g);
  std::int8_t mine = static_cast<std::int8_t>(side_index(s));
  auto passable = [&](HexId h) {
    std::int8_t o = occ.side[static_cast<std::size_t>(h)];
    if (o >= 0 && o != mine) return false;
    if (enemy_zoc[static_cast<std::size_t>(h)] && o != mine) return false;
    return true;
  };
  std::vector<std::uint8_t> seen(static_cast<std::size_t>(m.size()), 0);
  std::vector<HexId> stack{from};
  seen[static_cast<std::size_t>(from)] = 1;
  while (!stack.empty()) {
    HexId h = stack.back();
    stack.pop_back();
    if (std::find(edge.begin(), edge.end(), h) != edge.end()) return true;
    for (int k = 0; k < kDirections; ++k) {
      Direction dir = direction_from_int(k);
      HexId n = m.neighbour(h, dir);
      if (n == kNoHex || seen[static_cast<std::size_t>(n)]) continue;
      std::uint16_t side = hexside(g, h, dir);
      if ((side & kRiver) && !(side & kCrossing)) continue;
      if (!passable(n)) continue;
      seen[static_cast<std::size_t>(n)] = 1;
      stack.push_back(n);
    }
  }
  return false;
}

bool Rules::controls(const Game& g, Side s, const VictoryLocation& l) {
  std::vector<std::uint8_t> ez = zoc(g, other(s));
  std::int8_t mine = static_cast<std::int8_t>(side_index(s));
  for (HexId h : l.hexes) {
    if (g.s_.last_occupant[static_cast<std::size_t>(h)] != mine) return false;
    if (ez[static_cast<std::size_t>(h)] && !has_friend(g, h, s)) return false;
  }
  for (HexId h : l.void_if_enemy_in)
    if (has_enemy(g, h, s)) return false;  // VV165 §11.4.1 note on 0607/0707
  return line_to_edge(g, s, l.hexes.front(), ez);
}

// §11.4 of each scenario: locations, enemy step losses, demoralised enemy
// formations, then what the special rules add (exits, timed objectives ...),
// each item on a line of the sheet.
ScoreSheet Rules::score(const Game& g) {
  const Scenario& sc = *g.sc_;
  ScoreSheet sheet;
  for (const VictoryLocation& l : sc.locations)
    for (Side s : {Side::Prussia, Side::Austria})
      if (controls(g, s, l)) sheet.add(s, l.vp, sc.scenario_section("4.1"), "controls " + l.place);
  std::array<int, kSides> losses{};
  for (int u = 0; u < nunits(g); ++u) {
    int lost = us(g, u).losses - sc.start_losses[static_cast<std::size_t>(u)];
    losses[static_cast<std::size_t>(side_index(def(g, u).side))] += std::max(lost, 0);
  }
  for (Side s : {Side::Prussia, Side::Austria}) {
    // 1 VP for every N enemy step losses, complete groups only.
    const int lost = losses[static_cast<std::size_t>(side_index(other(s)))];
    if (lost > 0)
      sheet.add(s, lost / sc.loss_vp_every, sc.scenario_section("4.1"),
                fmt::format("{} enemy step losses (1 VP for every {})", lost, sc.loss_vp_every));
  }
  for (int f = 0; f < static_cast<int>(sc.formations.size()); ++f)
    if (g.s_.demoralised[static_cast<std::size_t>(f)])
      sheet.add(other(fdef(g, f).side), fdef(g, f).vp, "10.2", fdef(g, f).name + " is demoralised");
  for (const SpecialRule* r : sc.special.with(Hook::Score)) r->score(g, sheet);
  return sheet;
}

void Rules::finish_game(Game& g) {
  State& s = g.s_;
  const Scenario& sc = *g.sc_;
  // §11.4.1: units that cannot trace a line to their edge are taken prisoner.
  // Both sides are judged on the position at the end of the game, before
  // any prisoner is removed.
  const std::string prisoners = sc.scenario_section("4.1");
  std::vector<int> trapped;
  for (Side side : {Side::Prussia, Side::Austria}) {
    std::vector<std::uint8_t> ez = zoc(g, other(side));
    for (int u = 0; u < nunits(g); ++u)
      if (on_map(g, u) && def(g, u).side == side && !line_to_edge(g, side, us(g, u).hex, ez, u))
        trapped.push_back(u);
  }
  for (int u : trapped) {
    g.log(prisoners,
          fmt::format("{} cannot reach its line of retreat and is taken prisoner", g.unit_label(u)));
    us(g, u).prisoner = true;
    eliminate_unit(g, u, prisoners.c_str());
  }
  s.tasks.clear();  // the game is over: an Aide de Camp of a captured commander is not placed (9.5.13)
  ScoreSheet sheet = score(g);
  for (const ScoreLine& l : sheet.lines)
    g.log(l.section, fmt::format("{}: {} {} VP", l.side == Side::Prussia ? "Prussia" : "Austria", l.text,
                                 l.vp >= 0 ? fmt::format("+{}", l.vp) : std::to_string(l.vp)));
  s.vp = sheet.vp;
  int p = s.vp[0], a = s.vp[1];
  int diff = p > a ? p - a : a - p;
  s.winner = p == a ? -1 : (p > a ? 0 : 1);
  s.level = diff >= sc.major ? 2 : diff >= sc.minor ? 1 : 0;
  if (s.level == 0) s.winner = -1;
  static const char* kLevels[] = {"tied game", "minor victory", "major victory"};
  g.log(sc.scenario_section("4.2"),
        fmt::format("end of the game: Prussia {} VP, Austria {} VP: {}{}", p, a,
                    s.winner < 0 ? "" : (s.winner == 0 ? "Prussian " : "Austrian "), kLevels[s.level]));
  s.phase = Phase::GameOver;
}

}  // namespace bohemia
