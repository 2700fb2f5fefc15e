#include "gbn3/render.h"

#include <fmt/format.h>

#include "gbn3/special/special_rule.h"

namespace bohemia {

// One row of text per map row; even columns are printed half a line lower by
// drawing each map row as two text lines (odd columns, then even columns).
std::string render_map(const Game& g) {
  const Scenario& sc = g.scenario();
  const Map& m = *sc.map;
  const State& s = g.state();
  auto cell = [&](HexId h) {
    int p = 0, a = 0;
    for (std::size_t u = 0; u < s.units.size(); ++u)
      if (s.units[u].where == Where::Map && s.units[u].hex == h)
        (sc.units[u].side == Side::Prussia ? p : a)++;
    bool cmd = false;
    for (const auto& c : s.commanders)
      if (c.where == Where::Map && c.hex == h) cmd = true;
    for (const auto& c : s.cincs)
      if (c.where == Where::Map && c.hex == h) cmd = true;
    char t = ".wvtm"[static_cast<int>(m.terrain(h))];
    std::string out;
    out += t;
    out += static_cast<char>('0' + m.level(h));
    if (p)
      out += fmt::format("P{}", p);
    else if (a)
      out += fmt::format("A{}", a);
    else
      out += "  ";
    out += cmd ? '*' : ' ';
    // Hexside features of the hex: a bridge, a road, a path, a river side, a stream side.
    std::uint16_t all = 0;
    for (int k = 0; k < kDirections; ++k) all |= m.side(h, direction_from_int(k));
    out += (all & kBridge)              ? 'b'
           : (all & kRoad)              ? '='
           : (all & (kPath | kRailway)) ? '-'
           : (all & kRiver)             ? '~'
           : (all & kStream)            ? ','
                                        : ' ';
    return out;
  };
  std::string out =
      "terrain (. clear w woods v village t town m marsh), level 1-4, P/A and number of units, * commander,\n"
      "b bridge, = road, - path, ~ river along a side, , stream along a side\n      ";
  for (int c = 1; c <= m.columns(); ++c) out += fmt::format("{:02d}     ", c);
  out += "\n";
  for (int r = 1; r <= m.rows(); ++r) {
    for (int parity = 1; parity >= 0; --parity) {
      out += parity == 1 ? fmt::format("{:02d}  ", r) : "    ";
      for (int c = 1; c <= m.columns(); ++c) {
        if ((c & 1) == parity)
          out += cell(m.id_of(Offset{c, r})) + " ";
        else
          out += "       ";
      }
      out += "\n";
    }
  }
  return out;
}

std::string render_units(const Game& g) {
  const Scenario& sc = g.scenario();
  const State& s = g.state();
  const Map& m = *sc.map;
  std::string out;
  for (std::size_t u = 0; u < s.units.size(); ++u) {
    const UnitDef& d = sc.units[u];
    const UnitState& x = s.units[u];
    std::string where = x.where == Where::Map ? m.label(x.hex) + " " + std::string(direction_name(x.facing))
                        : x.where == Where::Pending ? "to arrive"
                        : x.where == Where::Exited  ? "evacuated"
                                                    : (x.prisoner ? "prisoner" : "eliminated");
    out +=
        fmt::format("  {:<8} {:<12} {:<28} {}-{}-{}{} {:<10} {}{}\n", side_name(d.side), d.id, d.name,
                    d.combat, d.morale, d.movement, d.range ? fmt::format("-{}", d.range) : "", where,
                    x.losses ? fmt::format("{} loss ", x.losses) : "", x.disorganised ? "disorganised" : "");
  }
  for (std::size_t f = 0; f < s.commanders.size(); ++f) {
    const auto& c = s.commanders[f];
    if (c.where != Where::Map) continue;
    out += fmt::format("  {:<8} {:<12} {} at {}{}{}\n", side_name(sc.formations[f].side), sc.formations[f].id,
                       c.aide ? "Aide de Camp" : sc.formations[f].commander, m.label(c.hex),
                       c.ooc ? " (OOC)" : "", s.demoralised[f] ? " demoralised" : "");
  }
  for (std::size_t c = 0; c < s.cincs.size(); ++c)
    if (s.cincs[c].where == Where::Map)
      out +=
          fmt::format("  {:<8} {:<12} {} at {}{}\n", side_name(sc.cincs[c].side), sc.cincs[c].id,
                      sc.cincs[c].name, m.label(s.cincs[c].hex),
                      s.cincs[c].moved && sc.edition.cinc_flips_after_move ? " (activated side, 7.1)" : "");
  auto vp = g.current_vp();
  out += fmt::format("  VP now: Prussia {}, Austria {}\n", vp[0], vp[1]);
  return out;
}

std::string render_result(const Game& g) {
  const State& s = g.state();
  const Scenario& sc = g.scenario();
  static const char* kLevels[] = {"tied game", "minor victory", "major victory"};
  auto level = [&](int winner, int lvl) {
    return fmt::format("{}{}", winner < 0 ? "" : (winner == 0 ? "Prussian " : "Austrian "), kLevels[lvl]);
  };
  std::string out;
  // A campaign (§13): each day's result, then the two days added.
  if (sc.campaign) {
    std::array<int, kSides> earlier{};
    for (std::size_t d = 0; d < s.days.size(); ++d) {
      const DayResult& r = s.days[d];
      out += fmt::format("Day {}: Prussia {} VP, Austria {} VP: {}\n", d + 1, r.vp[0], r.vp[1],
                         level(r.winner, r.level));
      for (std::size_t k = 0; k < earlier.size(); ++k) earlier[k] += r.vp[k];
    }
    if (static_cast<std::size_t>(s.day) > s.days.size() && s.ended_by < 0)
      out += fmt::format("Day {}: Prussia {} VP, Austria {} VP\n", s.day, s.vp[0] - earlier[0],
                         s.vp[1] - earlier[1]);
  }
  std::string panic;  // a special rule ended the game early (Trautenau §11.4.2: Bonin panicked)
  if (s.ended_by >= 0) panic = fmt::format(" ({})", sc.special.at(s.ended_by).end_reason(g));
  out += fmt::format("Result{}: Prussia {} VP, Austria {} VP: {}{}\n",
                     sc.campaign && s.day == 2 && s.ended_by < 0 ? " (both days added)" : "", s.vp[0],
                     s.vp[1], level(s.winner, s.level), panic);
  return out;
}

}  // namespace bohemia
