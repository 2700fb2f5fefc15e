// The Musket & Saber map (data/mns/maps, docs/mns/data-format.md "maps"):
// its grid, the primary and secondary terrain of every hex, the hexside
// features, roads and trails (§4.6: a path runs along the hexsides between
// consecutive hexes of a chain), the Austrian fieldworks with their
// protected hexsides and battery positions (§19.6), the Bistritz's west
// bank (§17.3), the entry hexes A–N (§13.1, §17.4) and the named places.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/toml_reader.h"
#include "mns/charts.h"
#include "mns/grid.h"

namespace bohemia::mns {

constexpr std::uint8_t kRoad = 1, kTrail = 2;

struct EntryHex {
  char id = 'A';
  HexId hex = kNoHex;
  bool loc = false;
};

struct Place {
  std::string name;
  std::vector<HexId> hexes;
};

struct Map {
  std::string id, name, file;
  Grid grid;
  std::vector<std::uint8_t> terrain;           // per hex: index into Tec::hexes
  std::vector<std::uint8_t> hill;              // per hex: 1 on a hill
  std::vector<std::uint8_t> side;              // per hex * 6 + dir: index into Tec::hexsides (0: clear)
  std::vector<std::uint8_t> path;              // per hex * 6 + dir: kRoad | kTrail along that hexside
  std::vector<std::uint8_t> fieldworks;        // per hex: 1 in the works (19.6)
  std::vector<std::uint8_t> protected_side;    // per hex * 6 + dir: a protected hexside of a works hex
  std::vector<std::uint8_t> battery_position;  // per hex
  std::vector<std::uint8_t> west_bank;         // per hex: on or west of the Bistritz (17.3)
  std::vector<HexId> fieldworks_line;          // 2712 ... 3723, in order
  std::vector<EntryHex> entries;
  std::vector<Place> places;

  int size() const { return grid.size(); }
  std::string label(HexId h) const { return grid.label(h); }
  HexId neighbour(HexId h, int d) const { return grid.neighbour(h, d); }
  std::size_t hs(HexId h, int d) const {
    return static_cast<std::size_t>(h) * 6 + static_cast<std::size_t>(d);
  }
  const EntryHex* entry(char which) const;
};

// Reads a map against its TEC; throws DataError (or collects, see
// chart_loaders.h).
Map read_map(const TomlReader& r, const Tec& tec);
std::shared_ptr<const Map> load_map(const std::string& path, const Tec& tec);

}  // namespace bohemia::mns
