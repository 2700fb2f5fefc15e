#include "gbn3/validate.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "core/toml_reader.h"
#include "gbn3/map_loader.h"
#include "gbn3/rules.h"
#include "gbn3/special/special_rule.h"

namespace bohemia {

namespace {

// Can a line of hexes run from `from` to a hex of `edge` over the terrain
// alone (no units): across no river without a bridge, into no hex infantry
// may not enter? (§11.4.1 of each scenario: control needs such a line.)
bool terrain_line(const Scenario& sc, const std::vector<HexId>& from, const std::vector<HexId>& edge) {
  const Map& m = *sc.map;
  std::vector<std::uint8_t> seen(static_cast<std::size_t>(m.size()), 0);
  std::vector<HexId> stack = from;
  for (HexId h : from) seen[static_cast<std::size_t>(h)] = 1;
  while (!stack.empty()) {
    HexId h = stack.back();
    stack.pop_back();
    if (std::find(edge.begin(), edge.end(), h) != edge.end()) return true;
    for (int k = 0; k < kDirections; ++k) {
      HexId n = m.neighbour(h, direction_from_int(k));
      if (n == kNoHex || seen[static_cast<std::size_t>(n)]) continue;
      if (sc.step(h, direction_from_int(k), MoveClass::Infantry).cost >= kImpassable) continue;
      seen[static_cast<std::size_t>(n)] = 1;
      stack.push_back(n);
    }
  }
  return false;
}

// `earlier`: in a campaign, day 1 when checking day 2 (its pieces are in play).
void check_day(const Scenario& sc, const Scenario* earlier, std::vector<DataError>& out) {
  const std::string& file = sc.file;
  auto warn = [&](int line, const std::string& field, const std::string& text) {
    out.emplace_back(file, line, field, text, true);
  };
  auto error = [&](int line, const std::string& field, const std::string& text) {
    out.emplace_back(file, line, field, text, false);
  };
  const Map& m = *sc.map;
  // §3 on the printed set-up: reported, not refused (a set-up is not a move).
  Game g(std::shared_ptr<const Scenario>(std::shared_ptr<const Scenario>{}, &sc), 1);
  std::map<HexId, std::vector<int>> stacks;
  std::map<HexId, int> line_of;
  for (const Placement& p : sc.setup)
    for (Piece r : p.pieces)
      if (r.is_unit()) {
        stacks[p.hex].push_back(r.index());
        if (!line_of.count(p.hex)) line_of[p.hex] = p.line;
      }
  for (const auto& [h, units] : stacks)
    if (!Rules::stack_ok(g, h, units)) {
      std::string ids;
      for (int u : units) ids += (ids.empty() ? "" : " ") + sc.units[static_cast<std::size_t>(u)].id;
      warn(line_of[h], "setup",
           fmt::format("the stack in {} ({}) breaks §3 stacking; kept as printed", m.label(h), ids));
    }
  // Formations: a commander for units that are in play, thresholds that fit
  // the order of battle (the Steps column is the sum of the units' morale).
  std::vector<int> morale(sc.formations.size(), 0);
  std::vector<bool> in_play(sc.formations.size(), false), commander(sc.formations.size(), false);
  std::vector<bool> counted(sc.units.size(), false);
  // A campaign's day 2 checks the formations its own file defines against
  // its own set-up (a day may give a formation its own table, VV174 §13),
  // and the units in play from day 1 that its file moves into one of them
  // (VV157 §13.4: the 10th Uhlans to the VIII corps independents, A-33c).
  auto mark = [&](const std::vector<Piece>& pieces, bool add_morale) {
    for (Piece r : pieces) {
      if (r.is_unit() && !counted[static_cast<std::size_t>(r.index())]) {
        const UnitDef& u = sc.units[static_cast<std::size_t>(r.index())];
        in_play[static_cast<std::size_t>(u.formation)] = true;
        const bool moved =
            earlier && earlier->units[static_cast<std::size_t>(r.index())].formation != u.formation;
        if (!add_morale && !moved) continue;
        counted[static_cast<std::size_t>(r.index())] = true;
        morale[static_cast<std::size_t>(u.formation)] += u.morale;
      }
      if (r.is_commander()) commander[static_cast<std::size_t>(r.index())] = true;
    }
  };
  for (const Scenario* d : {earlier, &sc}) {
    if (!d) continue;
    for (const Placement& p : d->setup) mark(p.pieces, d == &sc);
    for (const Reinforcement& r : d->reinforcements) mark(r.pieces, d == &sc);
  }
  for (std::size_t f = 0; f < sc.formations.size(); ++f) {
    const FormationDef& fd = sc.formations[f];
    if (earlier && fd.file != sc.file) continue;  // a campaign's day 1 pieces: checked with day 1
    const std::string field = "formation " + fd.id;
    auto at = [&](bool is_warning, const std::string& text) {
      out.emplace_back(fd.file, fd.line, field, text, is_warning);
    };
    if (in_play[f] && !fd.independent && !commander[f])
      at(false, fmt::format("{} has units in play but its commander is neither set up nor a "
                            "reinforcement",
                            fd.name));
    // `counter_steps`: a known difference from the printed column, recorded.
    if (in_play[f] && fd.counter_steps > 0 && fd.counter_steps != morale[f])
      at(true,
         fmt::format("counter_steps = {} but its units' morale adds up to {}", fd.counter_steps, morale[f]));
    if (in_play[f] && fd.counter_steps == 0 && fd.steps != morale[f])
      at(true, fmt::format("steps = {} but its units' morale adds up to {} (the Steps column is the sum; "
                           "counter_steps records a known difference)",
                           fd.steps, morale[f]));
    if (fd.demo > fd.steps) at(false, fmt::format("demo {} is above steps {}", fd.demo, fd.steps));
  }
  // Victory locations some side can hold: a line to a line of retreat.
  for (const VictoryLocation& l : sc.locations) {
    bool any = false;
    for (Side s : {Side::Prussia, Side::Austria})
      any = any || terrain_line(sc, l.hexes, sc.retreat_edge[static_cast<std::size_t>(side_index(s))]);
    if (!any)
      error(l.line, "victory.location " + l.place,
            "no line of hexes leads from it to either side's line of retreat: nobody can control it");
  }
  for (const PendingRule& p : sc.special.pending())
    warn(p.line, "special." + p.name,
         fmt::format("kind {} ({}) has no code yet: played without it", p.kind, p.section));
}

}  // namespace

std::vector<DataError> validate_file(const std::string& path, std::string* context) {
  bool is_map = false;
  try {
    TomlReader rd(path);
    const toml::table& root = rd.root();
    is_map = root.get("map") != nullptr && root.get("scenario") == nullptr;
    if (root.get("extras"))  // a campaign's data not yet joined into a campaign file
      return {DataError(path, TomlReader::line_of(root.get("extras")), "extras",
                        "campaign data that no [campaign] file uses yet: read as TOML only", true)};
    if (!is_map && !root.get("scenario") && !root.get("campaign"))
      return {DataError(path, 1, "(file)",
                        "neither a map ([map]), a scenario ([scenario]) nor a campaign ([campaign])")};
  } catch (const DataError& e) {
    return {e};
  }
  if (is_map) return check_map_file(path);
  try {
    if (const std::optional<CampaignOfDay> c = campaign_of_day_file(path)) {
      if (context)
        *context =
            fmt::format("day {} of campaign {}, read through {}", c->day, c->campaign_id, c->campaign_file);
      return validate_file(c->campaign_file);
    }
  } catch (const DataError& e) {
    return {e};
  }
  std::shared_ptr<const Scenario> sc;
  std::vector<DataError> out = check_scenario_file(path, &sc);
  for (const Scenario* day = sc.get(); day; day = day->next_day.get())
    check_day(*day, day == sc.get() ? nullptr : sc.get(), out);
  std::stable_sort(out.begin(), out.end(), [](const DataError& a, const DataError& b) {
    return a.file() != b.file() ? a.file() < b.file() : a.line() < b.line();
  });
  return out;
}

}  // namespace bohemia
