// Reading a map (docs/mns/data-format.md "maps/*.toml").
#include <fmt/format.h>

#include <algorithm>
#include <functional>
#include <sstream>

#include "mns/map.h"
#include "mns/toml_util.h"

namespace bohemia::mns {

namespace {

HexId hex_at(const TomlReader& r, const Map& m, const toml::node* at, const std::string& path,
             const std::string& s) {
  HexId h = m.grid.parse(s);
  if (h == kNoHex)
    r.fail(at, path, fmt::format("'{}' is not a hex of this {}x{} map", s, m.grid.columns(), m.grid.rows()));
  return h;
}

// The lines of a grid string, spaces dropped.
void read_grid(const TomlReader& r, const toml::table& t, std::string_view key, Map& m,
               const std::function<void(HexId, char, const toml::node*)>& put) {
  std::string text = r.string(t, key, "map");
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    line.erase(std::remove(line.begin(), line.end(), ' '), line.end());
    if (!line.empty()) lines.push_back(line);
  }
  const toml::node* at = t.get(key);
  if (static_cast<int>(lines.size()) != m.grid.rows())
    r.fail(at, "map." + std::string(key),
           fmt::format("{} lines, expected {} (one per row)", lines.size(), m.grid.rows()));
  for (int row = 1; row <= m.grid.rows(); ++row) {
    const std::string& line = lines[static_cast<std::size_t>(row - 1)];
    if (static_cast<int>(line.size()) != m.grid.columns())
      r.guard([&] {
        r.fail(at, fmt::format("map.{} row {:02d}", key, row),
               fmt::format("{} characters, expected {} (one per column)", line.size(), m.grid.columns()));
      });
    for (int col = 1; col <= m.grid.columns() && col <= static_cast<int>(line.size()); ++col)
      put(m.grid.id(col, row), line[static_cast<std::size_t>(col - 1)], at);
  }
}

// The grid's layout in core's words (core/grid_layout.h, as GBN3's maps):
// "flat" with "even-q" or "odd-q". Pointy grids are refused: the line's
// apexes (19.7B) and the compass are written for flat-topped hexes.
GridLayout read_layout(const TomlReader& r, const toml::table& t) {
  std::string orientation = r.string(t, "orientation", "map");
  std::string offset = r.string(t, "offset", "map");
  std::string why;
  auto layout = parse_grid_layout(orientation, offset, &why);
  if (!layout) r.fail(t.get("offset"), "map.offset", why);
  if (layout->orientation != Orientation::Flat)
    r.fail(t.get("orientation"), "map.orientation",
           "Musket & Saber maps are \"flat\" (flat-topped hexes: the line's apexes, 19.7B)");
  return *layout;
}

void read_head(const TomlReader& r, Map& m, const Tec& tec) {
  const toml::table& t = r.table(r.root(), "map", "");
  check_keys(r, t, "map",
             {"id", "system", "columns", "rows", "orientation", "offset", "hexside_notation", "compass",
              "terrain", "hills"});
  m.id = r.string(t, "id", "map");
  m.name = r.string_or(t, "name", "map", m.id);
  int cols = static_cast<int>(r.integer(t, "columns", "map", 2, 99));
  int rows = static_cast<int>(r.integer(t, "rows", "map", 2, 99));
  m.grid = Grid(cols, rows, read_layout(r, t));
  std::size_t n = static_cast<std::size_t>(m.size());
  m.terrain.assign(n, static_cast<std::uint8_t>(std::max(0, tec.hex_index("clear"))));
  m.hill.assign(n, 0);
  m.side.assign(n * 6, 0);
  m.path.assign(n * 6, 0);
  m.fieldworks.assign(n, 0);
  m.protected_side.assign(n * 6, 0);
  m.battery_position.assign(n, 0);
  m.west_bank.assign(n, 0);
  r.guard([&] {
    read_grid(r, t, "terrain", m, [&](HexId h, char c, const toml::node* at) {
      for (std::size_t i = 0; i < tec.hexes.size(); ++i)
        if (tec.hexes[i].code == c)
          return void(m.terrain[static_cast<std::size_t>(h)] = static_cast<std::uint8_t>(i));
      r.guard([&] {
        r.fail(at, "map.terrain " + m.label(h), fmt::format("'{}' is not a terrain code of the TEC", c));
      });
    });
  });
  r.guard([&] {
    read_grid(r, t, "hills", m, [&](HexId h, char c, const toml::node* at) {
      if (c != 'h' && c != '.')
        r.guard([&] { r.fail(at, "map.hills " + m.label(h), fmt::format("'{}' must be 'h' or '.'", c)); });
      m.hill[static_cast<std::size_t>(h)] = c == 'h';
    });
  });
}

void read_paths(const TomlReader& r, Map& m, std::string_view key, std::uint8_t bit) {
  for (const auto& t_path : r.tables(r.root(), key, "")) {
    const auto& t = t_path.first;
    const auto& path = t_path.second;
    r.guard([&] {
      check_keys(r, *t, path, {"hexes"});
      std::vector<std::string> hexes = r.strings(*t, "hexes", path, true);
      HexId prev = kNoHex;
      for (const std::string& s : hexes) {
        HexId h = hex_at(r, m, t->get("hexes"), path + ".hexes", s);
        if (prev != kNoHex) {
          int d = m.grid.direction(prev, h);
          if (d < 0)
            r.fail(t->get("hexes"), path + ".hexes",
                   fmt::format("{} is not adjacent to {}", s, m.label(prev)));
          m.path[m.hs(prev, d)] |= bit;
          m.path[m.hs(h, (d + 3) % 6)] |= bit;
        }
        prev = h;
      }
    });
  }
}

void read_hexsides(const TomlReader& r, Map& m, const Tec& tec) {
  for (const char* key :
       {"river", "ridge", "treeline", "bridge", "ford"}) {  // bridge and ford last: they replace the river
    int index = tec.hexside_index_by_key(key);
    for (const auto& t_path : r.tables(r.root(), key, "")) {
      const auto& t = t_path.first;
      const auto& path = t_path.second;
      r.guard([&] {
        check_keys(r, *t, path, {"terrain", "hexsides"});
        if (std::string(key) == "river") {
          std::string tn = r.string(*t, "terrain", path);
          if (tec.hexside_index_by_key("river") < 0 ||
              tec.hexsides[static_cast<std::size_t>(tec.hexside_index_by_key("river"))].name != tn)
            r.fail(t->get("terrain"), path + ".terrain",
                   fmt::format("'{}' is not the TEC's river hexside", tn));
        }
        for (const std::string& s : r.strings(*t, "hexsides", path, true)) {
          auto side = m.grid.parse_hexside(s);
          if (!side) {
            r.guard([&] {
              r.fail(t->get("hexsides"), path + ".hexsides",
                     fmt::format("'{}' is not a hexside (two adjacent hexes CCRR/CCRR)", s));
            });
            continue;
          }
          auto [h, d] = *side;
          bool bridge_or_ford = std::string(key) == "bridge" || std::string(key) == "ford";
          if (bridge_or_ford && tec.hexsides[m.side[m.hs(h, d)]].map_key != "river")
            r.guard([&] {
              r.fail(t->get("hexsides"), path + ".hexsides", fmt::format("{} is not a river hexside", s));
            });
          if (index < 0) continue;
          m.side[m.hs(h, d)] = static_cast<std::uint8_t>(index);
          m.side[m.hs(m.neighbour(h, d), (d + 3) % 6)] = static_cast<std::uint8_t>(index);
        }
      });
    }
  }
}

void read_banks(const TomlReader& r, Map& m) {
  for (const auto& t_path : r.tables(r.root(), "bank", "")) {
    const auto& t = t_path.first;
    const auto& path = t_path.second;
    r.guard([&] {
      check_keys(r, *t, path, {"river", "hexes"});
      if (r.string(*t, "name", path) != "west") return;
      for (const std::string& s : r.strings(*t, "hexes", path, true))
        m.west_bank[static_cast<std::size_t>(hex_at(r, m, t->get("hexes"), path + ".hexes", s))] = 1;
    });
  }
}

void read_fieldworks(const TomlReader& r, Map& m) {
  r.guard([&] {
    const toml::table& t = r.table(r.root(), "fieldworks", "");
    std::string path = "fieldworks";
    check_keys(r, t, path, {"line", "protected", "battery_positions"});
    for (const std::string& s : r.strings(t, "line", path, true)) {
      HexId h = hex_at(r, m, t.get("line"), path + ".line", s);
      if (!m.fieldworks_line.empty() && m.grid.direction(m.fieldworks_line.back(), h) < 0)
        r.guard([&] {
          r.fail(t.get("line"), path + ".line",
                 fmt::format("{} is not adjacent to {}: the line is contiguous (19.6)", s,
                             m.label(m.fieldworks_line.back())));
        });
      m.fieldworks_line.push_back(h);
      m.fieldworks[static_cast<std::size_t>(h)] = 1;
    }
    for (const std::string& s : r.strings(t, "protected", path, true)) {
      auto side = m.grid.parse_hexside(s);
      if (!side) {
        r.guard([&] {
          r.fail(t.get("protected"), path + ".protected", fmt::format("'{}' is not a hexside", s));
        });
        continue;
      }
      if (!m.fieldworks[static_cast<std::size_t>(side->first)])
        r.guard([&] {
          r.fail(t.get("protected"), path + ".protected",
                 fmt::format("'{}': the first hex is not in the fieldworks line", s));
        });
      m.protected_side[m.hs(side->first, side->second)] = 1;
    }
    for (HexId h : m.fieldworks_line) {
      bool any = false;
      for (int d = 0; d < 6; ++d) any = any || m.protected_side[m.hs(h, d)];
      if (!any)
        r.guard([&] {
          r.fail(t.get("protected"), path + ".protected",
                 fmt::format("fieldworks hex {} has no protected hexside (19.6)", m.label(h)));
        });
    }
    for (const std::string& s : r.strings(t, "battery_positions", path, true)) {
      HexId h = hex_at(r, m, t.get("battery_positions"), path + ".battery_positions", s);
      if (!m.fieldworks[static_cast<std::size_t>(h)])
        r.guard([&] {
          r.fail(t.get("battery_positions"), path + ".battery_positions",
                 fmt::format("{} is not a fieldworks hex", s));
        });
      m.battery_position[static_cast<std::size_t>(h)] = 1;
    }
  });
}

void read_entries_and_places(const TomlReader& r, Map& m) {
  for (const auto& t_path : r.tables(r.root(), "entry", "")) {
    const auto& t = t_path.first;
    const auto& path = t_path.second;
    r.guard([&] {
      check_keys(r, *t, path, {"id", "hex", "edge", "army", "loc"});
      std::string id = r.string(*t, "id", path);
      if (id.size() != 1 || id[0] < 'A' || id[0] > 'Z')
        r.fail(t->get("id"), path + ".id", "an entry id is one capital letter");
      if (m.entry(id[0])) r.fail(t->get("id"), path + ".id", fmt::format("entry {} twice", id));
      EntryHex e;
      e.id = id[0];
      e.hex = hex_at(r, m, t->get("hex"), path + ".hex", r.string(*t, "hex", path));
      if (!m.grid.on_edge(e.hex))
        r.fail(t->get("hex"), path + ".hex", "an entry hex lies on the map edge (13.1)");
      e.loc = r.boolean_or(*t, "loc", path, false);
      m.entries.push_back(e);
    });
  }
  for (const auto& t_path : r.tables(r.root(), "place", "")) {
    const auto& t = t_path.first;
    const auto& path = t_path.second;
    r.guard([&] {
      check_keys(r, *t, path, {"hexes", "text"});
      Place p;
      p.name = r.string(*t, "name", path);
      for (const std::string& s : r.strings(*t, "hexes", path, true))
        p.hexes.push_back(hex_at(r, m, t->get("hexes"), path + ".hexes", s));
      m.places.push_back(p);
    });
  }
  for (const auto& t_path : r.tables(r.root(), "area", "")) {
    const auto& t = t_path.first;
    const auto& path = t_path.second;
    r.guard([&] { check_keys(r, *t, path, {"terrain"}); });
  }
}

}  // namespace

const EntryHex* Map::entry(char which) const {
  for (const EntryHex& e : entries)
    if (e.id == which) return &e;
  return nullptr;
}

Map read_map(const TomlReader& r, const Tec& tec) {
  Map m;
  m.file = r.file();
  check_keys(r, r.root(), "",
             {"map", "road", "trail", "river", "bank", "bridge", "ford", "ridge", "treeline", "fieldworks",
              "entry", "place", "area"});
  read_head(r, m, tec);
  read_paths(r, m, "road", kRoad);
  read_paths(r, m, "trail", kTrail);
  read_hexsides(r, m, tec);
  read_banks(r, m);
  read_fieldworks(r, m);
  read_entries_and_places(r, m);
  return m;
}

std::shared_ptr<const Map> load_map(const std::string& path, const Tec& tec) {
  TomlReader r(path);
  return std::make_shared<const Map>(read_map(r, tec));
}

}  // namespace bohemia::mns
