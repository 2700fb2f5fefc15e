// The Rain Table and the weather's effects (§19.4), and its reader
// (docs/mns/data-format.md "charts/rain.toml").
#include <fmt/format.h>

#include "mns/chart_loaders.h"
#include "mns/toml_util.h"

namespace bohemia::mns {

namespace {

bool parse_weather(const std::string& s, Weather* w) {
  for (int i = 0; i < kWeathers; ++i)
    if (s == weather_name(static_cast<Weather>(i))) return *w = static_cast<Weather>(i), true;
  return false;
}

Weather weather(const TomlReader& r, const toml::node* at, const std::string& path, const std::string& s) {
  Weather w = Weather::Clear;
  if (!parse_weather(s, &w)) r.fail(at, path, fmt::format("'{}' is not a weather (heavy, light, clear)", s));
  return w;
}

void read_effects(const TomlReader& r, const toml::table& t, const std::string& path, WeatherEffects& e,
                  Weather w) {
  check_keys(r, t, path, {"los", "los_bonus", "absolute", "max_mp"});
  e.los = static_cast<int>(r.integer(t, "los", path, 0, 99));
  if (const toml::table* b = t.get_as<toml::table>("los_bonus")) {
    check_keys(r, *b, path + ".los_bonus", {"hill", "fieldworks"});
    e.hill_bonus = static_cast<int>(r.integer_or(*b, "hill", path + ".los_bonus", 0, 9, 0));
    e.fieldworks_bonus = static_cast<int>(r.integer_or(*b, "fieldworks", path + ".los_bonus", 0, 9, 0));
  }
  e.absolute = r.boolean_or(t, "absolute", path, false);
  e.max_mp = static_cast<int>(r.integer_or(t, "max_mp", path, 0, 99, 0));
  // 19.4's fixed effects.
  bool ok = w == Weather::Clear ? e.los == 10 && e.max_mp == 0
            : w == Weather::Light
                ? e.los == 6 && e.hill_bonus == 1 && e.fieldworks_bonus == 2 && e.max_mp == 0
                : e.los == 4 && e.absolute && e.max_mp == 4;
  if (!ok)
    r.fail(&t, path,
           "the text fixes the effects (19.4): clear LOS 10; light LOS 6, +1 hill, +2 fieldworks; heavy LOS "
           "4 absolute, 4 MP");
}

}  // namespace

const char* weather_name(Weather w) {
  static constexpr const char* kNames[] = {"heavy", "light", "clear"};
  return kNames[static_cast<int>(w)];
}

RainTable read_rain(const TomlReader& r) {
  RainTable rt;
  check_keys(r, r.root(), "", {"rain", "table", "effects"});
  r.guard([&] {
    const toml::table& head = r.table(r.root(), "rain", "");
    check_keys(r, head, "rain", {"id", "system", "die", "weathers", "start"});
    rt.status = r.string(head, "status", "rain");
    r.integer(head, "die", "rain", 6, 6);
    if (r.strings(head, "weathers", "rain", true) != std::vector<std::string>{"heavy", "light", "clear"})
      r.fail(head.get("weathers"), "rain.weathers", "must be [\"heavy\", \"light\", \"clear\"] (19.4)");
    rt.start = weather(r, head.get("start"), "rain.start", r.string(head, "start", "rain"));
    if (rt.start != Weather::Heavy) r.fail(head.get("start"), "rain.start", "turn 1 is Heavy Rain (17.1)");
  });
  r.guard([&] {
    const toml::table& table = r.table(r.root(), "table", "");
    check_keys(r, table, "table", {"heavy", "light", "clear"});
    for (int w = 0; w < kWeathers; ++w) {
      std::string key = weather_name(static_cast<Weather>(w)), path = "table." + key;
      r.guard([&] {
        std::vector<std::string> row = r.strings(table, key, "table", true);
        if (row.size() != 6)
          r.fail(table.get(key), path, fmt::format("{} outcomes, expected 6 (one per die roll)", row.size()));
        for (std::size_t i = 0; i < 6; ++i)
          rt.table[static_cast<std::size_t>(w)][i] =
              weather(r, table.get(key), fmt::format("{}[{}]", path, i), row[i]);
      });
    }
  });
  r.guard([&] {
    const toml::table& eff = r.table(r.root(), "effects", "");
    check_keys(r, eff, "effects", {"heavy", "light", "clear"});
    for (int w = 0; w < kWeathers; ++w) {
      std::string key = weather_name(static_cast<Weather>(w));
      r.guard([&] {
        read_effects(r, r.table(eff, key, "effects"), "effects." + key,
                     rt.effects[static_cast<std::size_t>(w)], static_cast<Weather>(w));
      });
    }
  });
  return rt;
}

RainTable load_rain(const std::string& path) {
  TomlReader r(path);
  return read_rain(r);
}

}  // namespace bohemia::mns
