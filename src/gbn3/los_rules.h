// GBN3's line-of-sight blocking (§9.2.1) as rules for the core tracer
// (core/los_tracer.h): what the ground decides once, and which hexes a unit
// would block the line through. Units are checked when the question is
// asked (Rules::line_of_sight).
#pragma once

#include "core/los_tracer.h"

namespace bohemia {

class Map;

class Gbn3LosRules final : public LosRules {
 public:
  explicit Gbn3LosRules(const Map& m) : m_(m) {}
  // §9.2.1: a hex higher than both ends, or higher than one and level with
  // the other, blocks; so do a town, village or wood unless it lies below
  // the gun (below the gun it still blocks when level with the target and
  // adjacent to it). Where such an obstacle would count, a unit blocks too.
  Sight hex(HexId from, HexId to, HexId x) const override;

 private:
  const Map& m_;
};

}  // namespace bohemia
