#include "ai/stats.h"

#include <array>
#include <cassert>
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

double t_quantile_975(int df) {
  assert(df >= 1);
  static constexpr std::array<double, 30> kTable = {12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306,
                                                    2.262,  2.228, 2.201, 2.179, 2.160, 2.145, 2.131, 2.120,
                                                    2.110,  2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064,
                                                    2.060,  2.056, 2.052, 2.048, 2.045, 2.042};
  if (df <= 30) return kTable[static_cast<std::size_t>(df - 1)];
  const double z = 1.959963984540054, z3 = z * z * z, z5 = z3 * z * z, v = df;
  return z + (z3 + z) / (4 * v) + (5 * z5 + 16 * z3 + 3 * z) / (96 * v * v);
}

MeanInterval t_interval(const std::vector<double>& xs) {
  MeanInterval m;
  m.n = static_cast<int>(xs.size());
  if (m.n == 0) return m;
  for (double x : xs) m.mean += x;
  m.mean /= m.n;
  if (m.n < 2) return m;
  double ss = 0;
  for (double x : xs) ss += (x - m.mean) * (x - m.mean);
  const double half = t_quantile_975(m.n - 1) * std::sqrt(ss / (m.n - 1) / m.n);
  m.has_interval = true;
  m.ci95 = {m.mean - half, m.mean + half};
  return m;
}

}  // namespace bohemia::ai
