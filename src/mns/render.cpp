// Plain text for the terminal (`bohemia play koniggratz`): the map with the
// pieces an audience may see, the units, the turn and the result explained
// line by line (§18).
#include <fmt/format.h>

#include <map>

#include "mns/mns_state.h"
#include "mns/rules.h"
#include "mns/rules_internal.h"

namespace bohemia::mns {

namespace {

std::string render_map(const Game& g, engine::Seat seat) {
  const Scenario& sc = g.scenario();
  const Map& m = *sc.map;
  const State& s = g.state();
  std::vector<char> cell(static_cast<std::size_t>(m.size()));
  for (HexId h = 0; h < m.size(); ++h) {
    char c = sc.tec->hexes[m.terrain[static_cast<std::size_t>(h)]].code;
    if (m.fieldworks[static_cast<std::size_t>(h)])
      c = '#';
    else if (c == '.' && m.hill[static_cast<std::size_t>(h)])
      c = '^';
    cell[static_cast<std::size_t>(h)] = c;
  }
  for (std::size_t u = 0; u < s.units.size(); ++u) {
    const UnitState& x = s.units[u];
    if (x.where != Where::Map) continue;
    bool prussian = sc.units[u].side == Side::Prussia;
    cell[static_cast<std::size_t>(x.hex)] = prussian ? 'P' : 'A';
  }
  for (int k = 0; k < 8; ++k) {
    HexId h = s.markers[static_cast<std::size_t>(k)].hex;
    if (h == kNoHex) continue;
    bool real = s.real_marker[static_cast<std::size_t>(k / 2)] == k % 2;
    bool knows = seat == engine::kReferee || seat == static_cast<engine::Seat>(Side::Austria);
    cell[static_cast<std::size_t>(h)] = knows ? (real ? 'H' : 'd') : '?';
  }
  std::string out = "     rows 01-30 (west to east) down, columns 01-55 (south to north) across\n     ";
  for (int c = 1; c <= m.grid.columns(); ++c) out += static_cast<char>('0' + c / 10);
  out += "\n     ";
  for (int c = 1; c <= m.grid.columns(); ++c) out += static_cast<char>('0' + c % 10);
  out += "\n";
  for (int r = 1; r <= m.grid.rows(); ++r) {
    out += fmt::format("  {:02d} ", r);
    for (int c = 1; c <= m.grid.columns(); ++c) out += cell[static_cast<std::size_t>(m.grid.id(c, r))];
    out += "\n";
  }
  out +=
      "  P Prussian, A Austrian, ? hidden marker (H real, d dummy for the Austrian), # fieldworks, ^ hill, t "
      "town, w woods, l light woods\n";
  return out;
}

std::string render_units(const MnsState& st, engine::Seat seat) {
  const Game& g = st.game();
  std::string out;
  nlohmann::json v = st.view(seat);
  for (const auto& u : v["units"]) {
    std::string where = u["where"];
    if (where == "waiting") continue;
    out += fmt::format("  {:<14} {:<8} {:<10} {}{}{}{}\n", u["id"].get<std::string>(),
                       u["side"].get<std::string>(), where,
                       u.value("hex", u.contains("box") ? "box " + u["box"].get<std::string>() : ""),
                       u.value("back", false) ? " back" : "", u.value("disrupted", false) ? " disrupted" : "",
                       u.contains("line") ? " line " + u["line"].get<std::string>() : "");
  }
  (void)g;
  return out;
}

std::string render_turn(const Game& g) {
  const State& s = g.state();
  static constexpr const char* kPhase[] = {"set-up", "movement", "combat", "marker phase", "game over"};
  return fmt::format("turn {} of {}, {} {}, {}", s.turn, g.scenario().turns,
                     s.active == Side::Prussia ? "Prussian" : "Austrian", kPhase[static_cast<int>(s.phase)],
                     weather_name(s.weather));
}

}  // namespace

std::string MnsState::text(engine::Seat seat, std::string_view what) const {
  if (what == "map") return render_map(game_, seat);
  if (what == "units") return render_units(*this, seat);
  if (what == "turn") return render_turn(game_);
  if (what == "result") {
    State copy = game_.state();
    Caches c;
    Board b(game_.scenario(), copy, c);
    int winner = -1;
    std::string level;
    std::string out = "Victory (18):\n";
    for (const VictoryLine& l : explain_victory(b, &winner, &level))
      out += fmt::format("  [{}] {}\n", l.section, l.text);
    out += fmt::format("Result: {}\n", outcome().key);
    return out;
  }
  if (what == "log") {
    std::string out;
    for (const auto& e : events(seat, 0))
      out += fmt::format("  [{}] {}\n", e["section"].get<std::string>(), e["text"].get<std::string>());
    return out;
  }
  return "";
}

}  // namespace bohemia::mns
