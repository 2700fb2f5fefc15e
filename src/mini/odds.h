// The small values every evaluation is made of: a modifier with the rule that
// gives it, an exact chance counted over the dice (n out of 6, 36 or 216),
// and a row of an outcome table.
#pragma once

#include <string>
#include <vector>

namespace bohemia::mini {

struct Modifier {
  std::string rule;  // "14", "15", "17", "18"
  std::string text;  // "Heavy cavalry", "each casualty (2)"
  int value = 0;
  bool operator==(const Modifier&) const = default;
};

int total(const std::vector<Modifier>& mods);

// n of d equally likely dice outcomes (not reduced: 6/36 stays 6/36).
struct Chance {
  int n = 0;
  int d = 1;
  double p() const { return static_cast<double>(n) / d; }
  bool operator==(const Chance&) const = default;
};

// One row of an outcome table: the dice totals it covers, what happens, and
// how likely it is.
struct OddsRow {
  std::string label;  // "Total 6-7", "3+", "pursue: charge within 8\""
  std::string text;   // "Draw: both Disordered; Winner 1 casualty, Loser 1 casualty"
  Chance chance;
  std::string key;  // stable identifier ("14:6-7", "pass", "shaken"), for programs
};

// "5/36 (13.9 %)".
std::string show(const Chance& c);
// "+2", "-1", "+0".
std::string signed_str(int v);

}  // namespace bohemia::mini
