#include "mini/unit.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

namespace bohemia::mini {

const std::string& label(const Unit& u) { return u.name.empty() ? u.id : u.name; }

const std::string& side_of(const Unit& u) { return u.side.empty() ? u.nation : u.side; }

bool british(const Unit& u) {
  std::string n = u.nation;
  std::transform(n.begin(), n.end(), n.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return n == "british" || n == "britain";
}

int casualty_limit(Arm a) {
  switch (a) {
    case Arm::Infantry:
      return 6;
    case Arm::Cavalry:
      return 4;
    case Arm::Artillery:
      return 3;
  }
  return 6;
}

int rout_inches(Arm a, const Readings& r) {
  switch (a) {
    case Arm::Cavalry:
      return 12;
    case Arm::Infantry:
      return 6;
    case Arm::Artillery:
      return r.artillery_rout;
  }
  return 6;
}

std::string describe(const Unit& u) {
  std::string what(name(u.arm));
  if (u.arm == Arm::Cavalry && u.weight != Weight::None) what += fmt::format(", {}", name(u.weight));
  return fmt::format(
      "{} ({}, class {}, {}, {}, {} casualt{})", label(u), what, name(u.grade),
      u.formation == Formation::ColumnOfAttack ? "column of attack" : std::string(name(u.formation)),
      title(u.state), u.casualties, u.casualties == 1 ? "y" : "ies");
}

}  // namespace bohemia::mini
