#include "core/hex.h"

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

}  // namespace bohemia
