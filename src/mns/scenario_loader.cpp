// Reading a scenario (docs/mns/data-format.md "scenarios/*.toml") with the
// map and charts it names.
#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <set>

#include "mns/chart_loaders.h"
#include "mns/scenario.h"
#include "mns/scenario_reader.h"
#include "mns/toml_util.h"

namespace bohemia::mns {

namespace {

void read_head(ScenarioReader& sr) {
  const TomlReader& r = sr.r;
  Scenario& sc = sr.sc;
  const toml::table& t = r.table(r.root(), "scenario", "");
  check_keys(r, t, "scenario", {"id", "system", "rules", "edition", "map", "crt", "tec", "rain"});
  sc.id = r.string(t, "id", "scenario");
  sc.name = r.string_or(t, "name", "scenario", sc.id);
  sc.rules = r.string_or(t, "rules", "scenario", "");
  sc.edition = r.string_or(t, "edition", "scenario", "");
  if (r.string(t, "system", "scenario") != "musket-and-saber")
    r.fail(t.get("system"), "scenario.system", "must be \"musket-and-saber\"");
  std::filesystem::path dir = std::filesystem::path(r.file()).parent_path().parent_path();
  auto chart = [&](const char* key, const char* folder) {
    std::string name = r.string(t, key, "scenario");
    std::filesystem::path p = dir / folder / (name + ".toml");
    if (!std::filesystem::exists(p))
      r.fail(t.get(key), std::string("scenario.") + key, fmt::format("no file {}", p.string()));
    return p.string();
  };
  // The charts and the map are read strictly: a problem in one is that
  // file's (bohemia validate checks it on its own).
  sc.tec = std::make_shared<const Tec>(load_tec(chart("tec", "charts")));
  sc.crt = std::make_shared<const Crt>(load_crt(chart("crt", "charts")));
  sc.rain = std::make_shared<const RainTable>(load_rain(chart("rain", "charts")));
  sc.map = load_map(chart("map", "maps"), *sc.tec);
  sc.start_weather = sc.rain->start;
}

void read_sides_armies(ScenarioReader& sr) {
  const TomlReader& r = sr.r;
  Scenario& sc = sr.sc;
  auto sides = r.tables(r.root(), "side", "");
  int first = 0;
  for (const auto& t_path : sides) {
    const auto& t = t_path.first;
    const auto& path = t_path.second;
    r.guard([&] {
      check_keys(r, *t, path, {"id", "first_player"});
      Side s;
      if (!sr.side(t, path, r.string(*t, "id", path), &s)) return;
      if (r.boolean_or(*t, "first_player", path, false)) {
        ++first;
        if (s != Side::Prussia) r.fail(t, path + ".first_player", "the Prussian is the first player (17.1)");
      }
    });
  }
  if (sides.size() != 2 || first != 1)
    r.guard([&] { r.fail(&r.root(), "side", "two [[side]] tables, prussia (first_player) and austria"); });
  for (const auto& t_path : r.tables(r.root(), "army", "")) {
    const auto& t = t_path.first;
    const auto& path = t_path.second;
    r.guard([&] {
      check_keys(r, *t, path, {"id", "side", "hq", "trains"});
      Army a;
      a.id = r.string(*t, "id", path);
      a.name = r.string_or(*t, "name", path, a.id);
      sr.side(t, path, r.string(*t, "side", path), &a.side);
      sr.pending_hq.push_back({t, path});
      sc.armies.push_back(a);
    });
  }
}

void read_formations(ScenarioReader& sr) {
  const TomlReader& r = sr.r;
  Scenario& sc = sr.sc;
  for (const auto& t_path : r.tables(r.root(), "formation", "")) {
    const auto& t = t_path.first;
    const auto& path = t_path.second;
    r.guard([&] {
      check_keys(r, *t, path, {"id", "side", "army", "label", "replacements_per_turn", "sub_formations"});
      Formation f;
      f.id = r.string(*t, "id", path);
      if (sc.formation_index(f.id) >= 0)
        r.fail(t->get("id"), path + ".id", fmt::format("formation '{}' twice", f.id));
      f.label = r.string(*t, "label", path);
      f.name = r.string_or(*t, "name", path, f.label);
      sr.side(t, path, r.string(*t, "side", path), &f.side);
      f.army = sr.army(t, path, r.string(*t, "army", path), f.side);
      f.replacements = static_cast<int>(r.integer(*t, "replacements_per_turn", path, 0, 9));
      if (const toml::array* subs = r.array(*t, "sub_formations", path, false))
        for (std::size_t i = 0; i < subs->size(); ++i) {
          std::string sp = fmt::format("{}.sub_formations[{}]", path, i);
          const toml::table* st = subs->get(i)->as_table();
          if (!st) r.fail(subs->get(i), sp, "must be a table { id, label, name }");
          check_keys(r, *st, sp, {"id", "label"});
          f.subs.push_back(
              {r.string(*st, "id", sp), r.string(*st, "label", sp), r.string_or(*st, "name", sp, "")});
        }
      sc.formations.push_back(f);
    });
  }
}

void read_turns(ScenarioReader& sr) {
  const TomlReader& r = sr.r;
  Scenario& sc = sr.sc;
  r.guard([&] {
    const toml::table& t = r.table(r.root(), "turn_track", "");
    check_keys(r, t, "turn_track", {"turns", "first_phase"});
    sc.turns = static_cast<int>(r.integer(t, "turns", "turn_track", 1, 50));
    if (r.string(t, "first_phase", "turn_track") != "prussian movement")
      r.fail(t.get("first_phase"), "turn_track.first_phase",
             "play opens with the Prussian movement phase (17.1)");
  });
  sc.light.assign(static_cast<std::size_t>(sc.turns), Light::Day);
  auto turns = r.tables(r.root(), "turn", "");
  if (static_cast<int>(turns.size()) != sc.turns)
    r.guard([&] {
      r.fail(&r.root(), "turn", fmt::format("{} [[turn]] tables for {} turns", turns.size(), sc.turns));
    });
  for (std::size_t i = 0; i < turns.size(); ++i) {
    const auto& t = turns[i].first;
    const auto& path = turns[i].second;
    r.guard([&] {
      check_keys(r, *t, path, {"number", "time", "light"});
      if (r.integer(*t, "number", path, 1, 50) != static_cast<int>(i) + 1)
        r.fail(t->get("number"), path + ".number",
               fmt::format("turns are numbered 1..{} in order", sc.turns));
      std::string l = r.string(*t, "light", path);
      if (l != "day" && l != "twilight" && l != "night")
        r.fail(t->get("light"), path + ".light", "must be day, twilight or night");
      if (i < sc.light.size())
        sc.light[i] = l == "day" ? Light::Day : l == "twilight" ? Light::Twilight : Light::Night;
    });
  }
  r.guard([&] {
    const toml::table& w = r.table(r.root(), "weather", "");
    check_keys(r, w, "weather", {"start", "table"});
    if (r.string(w, "start", "weather") != weather_name(sc.rain->start))
      r.fail(w.get("start"), "weather.start", "turn 1's weather is the rain table's start (17.1)");
  });
  r.guard([&] {
    const toml::table& loc = r.table(r.root(), "loc", "");
    check_keys(r, loc, "loc", {"prussia", "austria"});
    for (int s = 0; s < kSides; ++s)
      for (const std::string& e : r.strings(loc, side_id(static_cast<Side>(s)), "loc", true)) {
        const EntryHex* eh = e.size() == 1 ? sc.map->entry(e[0]) : nullptr;
        if (!eh)
          r.fail(loc.get(side_id(static_cast<Side>(s))), std::string("loc.") + side_id(static_cast<Side>(s)),
                 fmt::format("'{}' is not an entry hex of the map", e));
        else if (!eh->loc)
          r.fail(loc.get(side_id(static_cast<Side>(s))), std::string("loc.") + side_id(static_cast<Side>(s)),
                 fmt::format("entry {} is not marked loc on the map", e));
        else
          sc.loc[static_cast<std::size_t>(s)].push_back(eh->hex);
      }
  });
}

void resolve_hqs(ScenarioReader& sr) {
  const TomlReader& r = sr.r;
  Scenario& sc = sr.sc;
  for (std::size_t i = 0; i < sr.pending_hq.size() && i < sc.armies.size(); ++i) {
    const auto& t = sr.pending_hq[i].first;
    const auto& path = sr.pending_hq[i].second;
    r.guard([&] {
      Army& a = sc.armies[i];
      a.hq = sr.unit(t, path + ".hq", r.string(*t, "hq", path));
      if (sc.units[static_cast<std::size_t>(a.hq)].type != UnitType::Hq)
        r.fail(t->get("hq"), path + ".hq", "is not an HQ unit");
      if (t->get("trains")) {
        a.trains = sr.unit(t, path + ".trains", r.string(*t, "trains", path));
        if (sc.units[static_cast<std::size_t>(a.trains)].type != UnitType::Trains)
          r.fail(t->get("trains"), path + ".trains", "is not a trains unit");
      }
    });
  }
}

void read_victory_and_markers(ScenarioReader& sr) {
  const TomlReader& r = sr.r;
  Scenario& sc = sr.sc;
  r.guard([&] {
    const toml::table& v = r.table(r.root(), "victory", "");
    std::string p = "victory";
    check_keys(r, v, p,
               {"prussian_hex", "prussian_artillery_in_range", "austrian_trains", "austrian_fieldworks_clear",
                "vp", "draw_below"});
    sc.victory_hex = sr.hex(v.get("prussian_hex"), p + ".prussian_hex", r.string(v, "prussian_hex", p));
    sc.victory_trains = sr.unit(&v, p + ".austrian_trains", r.string(v, "austrian_trains", p));
    const toml::table& vp = r.table(v, "vp", p);
    check_keys(r, vp, p + ".vp", {"destroyed", "leader_casualty", "captured", "hq_captured"});
    sc.vp_destroyed = static_cast<int>(r.integer(vp, "destroyed", p + ".vp", 0, 99));
    sc.vp_leader_casualty = static_cast<int>(r.integer(vp, "leader_casualty", p + ".vp", 0, 99));
    sc.vp_captured = static_cast<int>(r.integer(vp, "captured", p + ".vp", 0, 99));
    sc.vp_hq_captured = static_cast<int>(r.integer(vp, "hq_captured", p + ".vp", 0, 99));
    sc.draw_below = static_cast<int>(r.integer(v, "draw_below", p, 0, 999));
  });
  for (const auto& t_path : r.tables(r.root(), "marker", "")) {
    const auto& t = t_path.first;
    const auto& path = t_path.second;
    r.guard([&] {
      check_keys(r, *t, path, {"kind", "count", "limit", "ma", "cf"});
      std::string kind = r.string(*t, "kind", path);
      static const std::set<std::string> kKinds = {"game_turn",  "rain",      "hidden_movement", "line",
                                                   "open_order", "disrupted", "charge"};
      if (!kKinds.count(kind))
        r.fail(t->get("kind"), path + ".kind", fmt::format("'{}' is not a marker kind", kind));
      if (kind == "hidden_movement" && r.integer(*t, "count", path, 0, 99) != 8)
        r.fail(t->get("count"), path + ".count", "four boxes of two markers (19.8A)");
      if (kind == "line") {
        sc.line_ma = static_cast<int>(r.integer_or(*t, "ma", path, 0, 20, sc.line_ma));
        sc.line_cf = static_cast<int>(r.integer_or(*t, "cf", path, 0, 20, sc.line_cf));
      } else if (t->get("ma") || t->get("cf")) {
        r.fail(t, path, "only the line marker has an MA and a CF (19.7C, 19.7D)");
      }
    });
  }
}

}  // namespace

const char* side_id(Side s) { return s == Side::Prussia ? "prussia" : "austria"; }

int Scenario::unit_index(std::string_view uid) const {
  for (std::size_t i = 0; i < units.size(); ++i)
    if (units[i].id == uid) return static_cast<int>(i);
  return -1;
}

int Scenario::formation_index(std::string_view fid) const {
  for (std::size_t i = 0; i < formations.size(); ++i)
    if (formations[i].id == fid) return static_cast<int>(i);
  return -1;
}

std::string data_dir() {
  if (const char* d = std::getenv("BOHEMIA_MNS_DATA")) return d;
  return BOHEMIA_MNS_DATA_DIR;
}

void read_scenario(ScenarioReader& sr) {
  const TomlReader& r = sr.r;
  sr.sc.file = r.file();
  check_keys(r, r.root(), "",
             {"scenario", "scale", "side", "army", "formation", "unit", "turn_track", "turn", "weather",
              "loc", "setup", "hidden_movement", "arrivals", "arrival", "victory", "marker"});
  read_head(sr);
  read_sides_armies(sr);
  read_formations(sr);
  read_units(sr);
  resolve_hqs(sr);
  read_turns(sr);
  read_setup(sr);
  read_arrivals(sr);
  read_victory_and_markers(sr);
}

std::shared_ptr<const Scenario> load_scenario(const std::string& path) {
  TomlReader r(path);
  ScenarioReader sr{r, {}, {}};
  read_scenario(sr);
  auto los = std::make_shared<TerrainLos>();
  los->build(*sr.sc.map, *sr.sc.tec, 12);
  sr.sc.los = los;
  return std::make_shared<const Scenario>(std::move(sr.sc));
}

}  // namespace bohemia::mns
