// The figures a tournament reports (issue 17): a score with its 95% Wilson
// interval, and the Elo difference that score means, with its interval.
#pragma once

#include <optional>

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

}  // namespace bohemia::ai
