// Line of sight (§8.6, §19.2, §19.4, §14.2–14.3): centre to centre, blocked
// by an intervening hex of blocking terrain (light woods, woods, towns),
// by an intervening hill unless an end stands on a hill, and by a ridge or
// treeline hexside unless an end touches it; along a hexside only if both
// hexes block. Units never block. The terrain part is the same all game and
// is computed once per map (TerrainLos); the range comes from the weather
// and the light.
#pragma once

#include <cstdint>
#include <vector>

#include "mns/charts.h"
#include "mns/map.h"

namespace bohemia::mns {

// The hexes a line from a to b passes, in order, without the ends: each
// step one hex, or two when the line runs along the hexside between them.
struct LosStep {
  HexId a = kNoHex, b = kNoHex;  // b != kNoHex: along the hexside a|b
};
std::vector<LosStep> los_steps(const Map& m, HexId from, HexId to);

// Whether the terrain lets `from` see `to` (range aside).
bool terrain_los(const Map& m, const Tec& tec, HexId from, HexId to);

// The terrain LOS of every pair of hexes up to `reach` apart, as bits.
class TerrainLos {
 public:
  void build(const Map& m, const Tec& tec, int reach);
  bool clear(HexId a, HexId b) const {
    std::size_t i = static_cast<std::size_t>(a) * n_ + static_cast<std::size_t>(b);
    return (bits_[i >> 6] >> (i & 63)) & 1u;
  }
  int reach() const { return reach_; }
  std::size_t bytes() const { return bits_.size() * 8; }

 private:
  std::size_t n_ = 0;
  int reach_ = 0;
  std::vector<std::uint64_t> bits_;
};

}  // namespace bohemia::mns
