// The battle map: terrain and level per hex, features per hexside, named
// places, and the line-of-sight tables precomputed at load time.
//
// Hexes are addressed by a dense HexId (0 .. size()-1) so that per-hex data in
// the game state are flat arrays; the printed CCRR label and axial Hex are
// converted at the edges.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/hex.h"
#include "gbn3/types.h"

namespace bohemia {

using HexId = std::int16_t;
constexpr HexId kNoHex = -1;

struct Place {
  std::string name;
  std::vector<HexId> hexes;
};

// Line of sight between two hexes without units (§9.2.1), and which hexes a
// unit would block it through. Precomputed for every pair within kLosRange.
struct LosEntry {
  bool in_table = false;
  bool blocked = false;      // blocked by terrain or elevation alone
  HexId blocker = -1;        // when blocked: the first hex (from the gun) that blocks it
  std::uint32_t first = 0;   // into Map::los_pool_
  std::uint8_t singles = 0;  // hexes that block if occupied
  std::uint8_t pairs = 0;    // grazed hexside pairs: block if both occupied
};

class Map {
 public:
  static constexpr int kLosRange = 6;

  std::string id;
  std::string name;
  std::string source;

  Map() = default;
  Map(std::string map_id, int columns, int rows);

  int columns() const { return columns_; }
  int rows() const { return rows_; }
  int size() const { return columns_ * rows_; }
  bool is_ok(HexId h) const { return h >= 0 && h < size(); }

  HexId id_of(Hex h) const;
  HexId id_of(Offset o) const;
  Hex hex_of(HexId h) const { return hexes_[static_cast<std::size_t>(h)]; }
  std::string label(HexId h) const { return ccrr(hex_of(h)); }
  HexId parse_label(std::string_view ccrr_label) const;  // kNoHex if malformed or off map

  HexId neighbour(HexId h, Direction d) const {
    return nbr_[static_cast<std::size_t>(h) * kDirections + static_cast<std::size_t>(to_int(d))];
  }
  int distance(HexId a, HexId b) const { return bohemia::distance(hex_of(a), hex_of(b)); }
  bool on_edge(HexId h) const;

  Terrain terrain(HexId h) const { return terrain_[static_cast<std::size_t>(h)]; }
  int level(HexId h) const { return level_[static_cast<std::size_t>(h)]; }
  std::uint16_t side(HexId h, Direction d) const {
    return sides_[static_cast<std::size_t>(h) * kDirections + static_cast<std::size_t>(to_int(d))];
  }
  // §1.1: a steep slope is a difference of at least two levels.
  bool steep(HexId h, Direction d) const;

  void set_terrain(HexId h, Terrain t) { terrain_[static_cast<std::size_t>(h)] = t; }
  void set_level(HexId h, int l) { level_[static_cast<std::size_t>(h)] = static_cast<std::int8_t>(l); }
  void add_side(HexId h, Direction d, std::uint16_t bits);  // both hexes of the side

  std::vector<Place>& places() { return places_; }
  const std::vector<Place>& places() const { return places_; }
  const Place* place(std::string_view name) const;
  // Name of the place a hex belongs to, or "" .
  std::string_view place_name(HexId h) const;

  // Build the line-of-sight tables; call once after the map is complete.
  void finish();
  const LosEntry& los(HexId from, HexId to) const {
    return los_[static_cast<std::size_t>(from) * static_cast<std::size_t>(size()) +
                static_cast<std::size_t>(to)];
  }
  const HexId* los_pool(std::uint32_t i) const { return &los_pool_[i]; }
  // The hexes a line of sight from `from` to `to` passes through, both ends
  // included, in order; where it runs along a hexside, both hexes of that
  // side (§9.2.1). For drawing the line and naming what blocks it.
  std::vector<HexId> line(HexId from, HexId to) const;

  // Is `to` in the front arc of a unit at `from` facing `f` (the 120° wedge
  // through its three front hexsides; §9.2 "through their front hexes")?
  bool in_front_arc(HexId from, Direction f, HexId to) const;

 private:
  int columns_ = 0;
  int rows_ = 0;
  std::vector<Hex> hexes_;
  std::vector<HexId> nbr_;
  std::vector<Terrain> terrain_;
  std::vector<std::int8_t> level_;
  std::vector<std::uint16_t> sides_;
  std::vector<Place> places_;
  std::vector<LosEntry> los_;
  std::vector<HexId> los_pool_;
};

}  // namespace bohemia
