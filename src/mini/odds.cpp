#include "mini/odds.h"

#include <fmt/format.h>

namespace bohemia::mini {

int total(const std::vector<Modifier>& mods) {
  int t = 0;
  for (const Modifier& m : mods) t += m.value;
  return t;
}

std::string show(const Chance& c) { return fmt::format("{}/{} ({:.1f} %)", c.n, c.d, 100.0 * c.p()); }

std::string signed_str(int v) { return v >= 0 ? fmt::format("+{}", v) : fmt::format("{}", v); }

}  // namespace bohemia::mini
