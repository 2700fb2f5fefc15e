#include "gbn3/los_rules.h"

#include <algorithm>

#include "gbn3/map.h"

namespace bohemia {

Sight Gbn3LosRules::hex(HexId from, HexId to, HexId x) const {
  const int gun = m_.level(from), target = m_.level(to), here = m_.level(x);
  const int hi = std::max(gun, target), lo = std::min(gun, target);
  // A level blocks when higher than both ends, or higher than one end and
  // level with the other.
  const bool elevation_blocks = here >= hi && here > lo;
  // An obstacle (town, village, wood, or any unit) counts unless it lies
  // below the gun; below the gun it still counts when level with the target
  // and adjacent to it.
  const bool obstacle_counts = here >= gun || (here == target && m_.distance(x, to) == 1);
  if (elevation_blocks || (terrain_blocks_los(m_.terrain(x)) && obstacle_counts)) return Sight::Blocks;
  return obstacle_counts ? Sight::MayBlock : Sight::Clear;
}

}  // namespace bohemia
