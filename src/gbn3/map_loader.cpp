#include "gbn3/map_loader.h"

#include <fmt/format.h>

#include "core/toml_reader.h"

namespace bohemia {

namespace {

std::vector<std::string> grid_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::string cur;
  for (char c : text) {
    if (c == '\n') {
      lines.push_back(cur);
      cur.clear();
    } else if (c != ' ' && c != '\t' && c != '\r') {
      cur.push_back(c);
    }
  }
  if (!cur.empty()) lines.push_back(cur);
  while (!lines.empty() && lines.back().empty()) lines.pop_back();
  return lines;
}

HexId hex_field(const TomlReader& rd, const Map& m, const toml::node* at, const std::string& field,
                const std::string& label) {
  HexId h = m.parse_label(label);
  if (h == kNoHex)
    rd.fail(at, field,
            fmt::format("'{}' is not a hex of this {}x{} map (CCRR)", label, m.columns(), m.rows()));
  return h;
}

// The grid's layout ([map] orientation, offset), today's when absent. GBN3
// names its facings and hexsides N NE SE S SW NW, the sides of a
// flat-topped hex, so its maps are flat-topped; either column parity is fine.
GridLayout read_layout(const TomlReader& rd, const toml::table& hdr) {
  const std::string orientation =
      rd.string_or(hdr, "orientation", "map", std::string(kFlatEvenQ.orientation_name()));
  const std::string offset = rd.string_or(hdr, "offset", "map", std::string(kFlatEvenQ.offset_name()));
  std::string why;
  if (orientation != "flat" && orientation != "pointy")
    rd.fail(hdr.get("orientation"), "map.orientation",
            fmt::format("'{}' is not \"flat\" or \"pointy\"", orientation));
  if (orientation != "flat")
    rd.fail(
        hdr.get("orientation"), "map.orientation",
        "GBN3 faces units towards the sides of flat-topped hexes (N NE SE S SW NW): its maps are \"flat\"");
  auto layout = parse_grid_layout(orientation, offset, &why);
  if (!layout) rd.fail(hdr.get("offset"), "map.offset", why);
  return *layout;
}

}  // namespace

namespace {

Map read_map(const TomlReader& rd) {
  const std::string& path = rd.file();
  const toml::table& root = rd.root();
  const toml::table& hdr = rd.table(root, "map", "");
  int columns = static_cast<int>(rd.integer(hdr, "columns", "map", 1, 99));
  int rows = static_cast<int>(rd.integer(hdr, "rows", "map", 1, 99));
  Map m(rd.string(hdr, "id", "map"), columns, rows, read_layout(rd, hdr));
  m.name = rd.string_or(hdr, "name", "map", m.id);
  m.source = rd.string_or(hdr, "source", "map", "");

  auto read_grid = [&](std::string_view key, auto&& apply) {
    const toml::node* n = hdr.get(key);
    if (!n) rd.fail(&hdr, "map." + std::string(key), "missing grid");
    if (!n->is_string()) rd.fail(n, "map." + std::string(key), "must be a multi-line string");
    std::vector<std::string> lines = grid_lines(std::string(n->as_string()->get()));
    if (static_cast<int>(lines.size()) != rows)
      rd.fail(n, "map." + std::string(key), fmt::format("has {} rows, the map has {}", lines.size(), rows));
    for (int r = 1; r <= rows; ++r) {
      const std::string& line = lines[static_cast<std::size_t>(r - 1)];
      std::string field = fmt::format("map.{} row {:02d}", key, r);
      if (static_cast<int>(line.size()) != columns)
        throw DataError(path, TomlReader::line_of(n) + r, field,
                        fmt::format("has {} hexes, the map has {} columns", line.size(), columns));
      for (int c = 1; c <= columns; ++c) {
        char ch = line[static_cast<std::size_t>(c - 1)];
        if (!apply(m.id_of(Offset{c, r}), ch))
          throw DataError(path, TomlReader::line_of(n) + r, field,
                          fmt::format("'{}' at column {:02d} is not a valid value", ch, c));
      }
    }
  };
  read_grid("terrain", [&](HexId h, char ch) {
    switch (ch) {
      case 'c':
        m.set_terrain(h, Terrain::Clear);
        return true;
      case 'w':
        m.set_terrain(h, Terrain::Woods);
        return true;
      case 'v':
        m.set_terrain(h, Terrain::Village);
        return true;
      case 't':
        m.set_terrain(h, Terrain::Town);
        return true;
      case 'm':
        m.set_terrain(h, Terrain::Marsh);
        return true;
      default:
        return false;
    }
  });
  read_grid("levels", [&](HexId h, char ch) {
    if (ch < '1' || ch > '4') return false;
    m.set_level(h, ch - '0');
    return true;
  });

  // Linear features through hex centres.
  auto read_lines = [&](std::string_view key, std::uint16_t bit) {
    for (auto& [t, p] : rd.tables(root, key, ""))
      rd.guard([&, t = t, p = p] {
        const toml::array* a = rd.array(*t, "hexes", p, true);
        std::vector<std::string> labels = rd.strings(*t, "hexes", p, true);
        if (labels.size() < 2) rd.fail(a, p + ".hexes", "needs at least two hexes");
        HexId prev = kNoHex;
        for (std::size_t i = 0; i < labels.size(); ++i) {
          std::string field = fmt::format("{}.hexes[{}]", p, i);
          HexId h = hex_field(rd, m, a->get(i), field, labels[i]);
          if (prev != kNoHex) {
            auto d = direction_to(m.hex_of(prev), m.hex_of(h));
            if (!d)
              rd.fail(a->get(i), field,
                      fmt::format("{} is not adjacent to the previous hex {}", labels[i], m.label(prev)));
            m.add_side(prev, *d, bit);
          }
          prev = h;
        }
      });
  };
  read_lines("road", kRoad);
  read_lines("path", kPath);
  read_lines("railway", kRailway);

  auto read_sides = [&](std::string_view key, std::uint16_t bit) {
    for (auto& [t, p] : rd.tables(root, key, "")) {
      const toml::array* a = rd.array(*t, "hexsides", p, true);
      std::vector<std::string> sides = rd.strings(*t, "hexsides", p, true);
      const auto& table = p;  // (clang 14 cannot capture a structured binding)
      for (std::size_t i = 0; i < sides.size(); ++i)
        rd.guard([&] {
          std::string field = fmt::format("{}.hexsides[{}]", table, i);
          const std::string& s = sides[i];
          auto slash = s.find('/');
          if (slash == std::string::npos)
            rd.fail(a->get(i), field, fmt::format("'{}' is not a hexside CCRR/DIR", s));
          HexId h = hex_field(rd, m, a->get(i), field, s.substr(0, slash));
          auto d = m.parse_direction(s.substr(slash + 1));
          if (!d)
            rd.fail(a->get(i), field,
                    fmt::format("'{}' is not a direction (N NE SE S SW NW)", s.substr(slash + 1)));
          // A bridge only makes sense on a river hexside (rivers are read first).
          if (bit == kBridge && !(m.side(h, *d) & kRiver))
            rd.fail(a->get(i), field, fmt::format("bridge at {} is not on a river hexside", s));
          m.add_side(h, *d, bit);
        });
    }
  };
  read_sides("stream", kStream);
  read_sides("river", kRiver);
  read_sides("bridge", kBridge);
  read_sides("escarpment", kEscarpment);
  read_sides("ravine", kRavine);

  // A bridge only makes sense on a river hexside.
  for (HexId h = 0; h < m.size(); ++h)
    for (int d = 0; d < kDirections; ++d) {
      std::uint16_t s = m.side(h, direction_from_int(d));
      if ((s & kBridge) && !(s & kRiver))
        throw DataError(path, 0, "bridge",
                        fmt::format("bridge at {}/{} is not on a river hexside", m.label(h),
                                    m.direction_name(direction_from_int(d))));
    }

  for (auto& [t, p] : rd.tables(root, "place", ""))
    rd.guard([&, t = t, p = p] {
      Place pl;
      pl.name = rd.string(*t, "name", p);
      const toml::array* a = rd.array(*t, "hexes", p, true);
      std::vector<std::string> labels = rd.strings(*t, "hexes", p, true);
      if (labels.empty()) rd.fail(a, p + ".hexes", "a place needs at least one hex");
      for (std::size_t i = 0; i < labels.size(); ++i)
        rd.guard([&] {
          pl.hexes.push_back(hex_field(rd, m, a->get(i), fmt::format("{}.hexes[{}]", p, i), labels[i]));
        });
      if (m.place(pl.name)) rd.fail(t, p + ".name", "place '" + pl.name + "' is defined twice");
      // A place of several hexes is one piece of ground (towns of two hexes are adjacent).
      for (std::size_t i = 1; i < pl.hexes.size(); ++i) {
        bool joined = false;
        for (std::size_t k = 0; k < i; ++k) joined = joined || m.distance(pl.hexes[i], pl.hexes[k]) == 1;
        if (!joined)
          rd.report(a->get(i), fmt::format("{}.hexes[{}]", p, i),
                    fmt::format("{} is not adjacent to the place's other hexes", m.label(pl.hexes[i])));
      }
      m.places().push_back(std::move(pl));
    });
  m.finish();
  return m;
}

}  // namespace

Map load_map(const std::string& path) {
  TomlReader rd(path);
  return read_map(rd);
}

std::vector<DataError> check_map_file(const std::string& path) {
  std::vector<DataError> problems;
  try {
    TomlReader rd(path);
    rd.collect(&problems);
    rd.guard([&] { read_map(rd); });
  } catch (const DataError& e) {
    problems.push_back(e);
  }
  return problems;
}

}  // namespace bohemia
