// The battle map: a hex grid (core/hex_grid.h) with terrain and level per
// hex, features per hexside, named places, and its lines of sight traced by
// GBN3's rules (§9.2.1) on demand.
//
// Hexes are addressed by a dense HexId (0 .. size()-1) so that per-hex data in
// the game state are flat arrays; the printed CCRR label and axial Hex are
// converted at the edges, under the grid's layout read from the map file.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/hex_grid.h"
#include "core/los_tracer.h"
#include "gbn3/los_rules.h"
#include "gbn3/types.h"

namespace bohemia {

struct Place {
  std::string name;
  std::vector<HexId> hexes;
};

class Map : public HexGrid {
 public:
  // GBN3's line-of-sight range: the longest artillery range is 4 (§9.2).
  static constexpr int kLosRange = 6;

  std::string id;
  std::string name;
  std::string source;

  Map() = default;
  Map(std::string map_id, int columns, int rows, GridLayout layout = kFlatEvenQ);

  Terrain terrain(HexId h) const { return terrain_[static_cast<std::size_t>(h)]; }
  int level(HexId h) const { return level_[static_cast<std::size_t>(h)]; }
  std::uint16_t side(HexId h, Direction d) const {
    return sides_[static_cast<std::size_t>(h) * kDirections + static_cast<std::size_t>(to_int(d))];
  }
  // §1.1: a steep slope is a difference of at least two levels.
  bool steep(HexId h, Direction d) const;

  // Changing the ground drops the lines of sight traced so far.
  void set_terrain(HexId h, Terrain t) {
    terrain_[static_cast<std::size_t>(h)] = t;
    los_.clear();
  }
  void set_level(HexId h, int l) {
    level_[static_cast<std::size_t>(h)] = static_cast<std::int8_t>(l);
    los_.clear();
  }
  void add_side(HexId h, Direction d, std::uint16_t bits);  // both hexes of the side

  std::vector<Place>& places() { return places_; }
  const std::vector<Place>& places() const { return places_; }
  const Place* place(std::string_view name) const;
  // Name of the place a hex belongs to, or "" .
  std::string_view place_name(HexId h) const;

  // Call once the map is complete (the loader does): forgets any line of
  // sight traced before.
  void finish() { los_.clear(); }
  // Line of sight between two hexes without units (§9.2.1), and which hexes
  // a unit would block it through; traced on first demand, one source hex at
  // a time, then kept (core/los_tracer.h). Beyond kLosRange: not in range.
  LosLine los(HexId from, HexId to) const { return los_.line(*this, Gbn3LosRules(*this), from, to); }
  const LosCache& los_cache() const { return los_; }

  // Is `to` in the front arc of a unit at `from` facing `f` (the 120° wedge
  // through its three front hexsides; §9.2 "through their front hexes")?
  bool in_front_arc(HexId from, Direction f, HexId to) const;

 private:
  std::vector<Terrain> terrain_;
  std::vector<std::int8_t> level_;
  std::vector<std::uint16_t> sides_;
  std::vector<Place> places_;
  LosCache los_{kLosRange};
};

}  // namespace bohemia
