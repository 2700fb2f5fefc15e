#include "ai/stats.h"

#include <cmath>

namespace bohemia::ai {

Interval wilson(double p, int n, double z) {
  if (n <= 0) return {0, 1};
  const double nn = n, z2 = z * z;
  const double centre = (p + z2 / (2 * nn)) / (1 + z2 / nn);
  const double half = z / (1 + z2 / nn) * std::sqrt(p * (1 - p) / nn + z2 / (4 * nn * nn));
  return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

std::optional<double> elo(double score) {
  if (!(score > 0 && score < 1)) return std::nullopt;
  return 400.0 * std::log10(score / (1 - score));
}

}  // namespace bohemia::ai
