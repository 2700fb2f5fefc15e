#include "core/hex.h"

#include <fmt/format.h>

namespace bohemia {

namespace {
constexpr std::array<std::string_view, kDirections> kNames = {"N", "NE", "SE", "S", "SW", "NW"};
}

std::string_view direction_name(Direction d) { return kNames[static_cast<std::size_t>(to_int(d))]; }

std::optional<Direction> parse_direction(std::string_view s) {
  for (int i = 0; i < kDirections; ++i)
    if (kNames[static_cast<std::size_t>(i)] == s) return direction_from_int(i);
  return std::nullopt;
}

std::optional<Direction> direction_to(Hex a, Hex b) {
  for (int i = 0; i < kDirections; ++i)
    if (neighbour(a, direction_from_int(i)) == b) return direction_from_int(i);
  return std::nullopt;
}

std::optional<Hex> parse_ccrr(std::string_view label) {
  if (label.size() != 4) return std::nullopt;
  for (char c : label)
    if (c < '0' || c > '9') return std::nullopt;
  int col = (label[0] - '0') * 10 + (label[1] - '0');
  int row = (label[2] - '0') * 10 + (label[3] - '0');
  return to_axial(Offset{col, row});
}

std::string ccrr(Hex h) {
  Offset o = to_offset(h);
  if (o.col < 0 || o.col > 99 || o.row < 0 || o.row > 99) return fmt::format("({},{})", h.q, h.r);
  return fmt::format("{:02d}{:02d}", o.col, o.row);
}

}  // namespace bohemia
