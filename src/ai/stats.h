// The figures a tournament reports (issue 17): a score with its 95% Wilson
// interval, and the Elo difference that score means, with its interval.
#pragma once

#include <optional>
#include <vector>

namespace bohemia::ai {

struct Interval {
  double low = 0, high = 0;
};

// The 95% Wilson score interval of a proportion `p` observed over `n`
// trials (a draw counted as half a win).
Interval wilson(double p, int n, double z = 1.959963984540054);

// The Elo difference a score in (0, 1) means: 400 log10(s / (1 - s));
// nullopt at 0 or 1 (unbounded).
std::optional<double> elo(double score);

// A mean with its 95% interval (Student's t): a tournament's paired VP
// margin. With fewer than 2 values there is no interval (`has_interval`).
struct MeanInterval {
  int n = 0;
  double mean = 0;
  bool has_interval = false;
  Interval ci95;
};
MeanInterval t_interval(const std::vector<double>& xs);

// The 0.975 quantile of Student's t with `df` >= 1 degrees of freedom: the
// printed table to 30, Cornish-Fisher's expansion beyond (within 1e-4).
double t_quantile_975(int df);

}  // namespace bohemia::ai
