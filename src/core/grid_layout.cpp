#include "core/grid_layout.h"

#include <fmt/format.h>

namespace bohemia {

namespace {
// A pointy-topped grid's names of Direction 0..5 (a flat one's: hex.h).
constexpr std::array<std::string_view, kDirections> kPointyNames = {"NW", "NE", "E", "SE", "SW", "W"};
}  // namespace

std::optional<Hex> GridLayout::parse_label(std::string_view label) const {
  if (label.size() != 4) return std::nullopt;
  for (char c : label)
    if (c < '0' || c > '9') return std::nullopt;
  int col = (label[0] - '0') * 10 + (label[1] - '0');
  int row = (label[2] - '0') * 10 + (label[3] - '0');
  return to_axial(Offset{col, row});
}

std::string GridLayout::label(Hex h) const {
  Offset o = to_offset(h);
  if (o.col < 0 || o.col > 99 || o.row < 0 || o.row > 99) return fmt::format("({},{})", h.q, h.r);
  return fmt::format("{:02d}{:02d}", o.col, o.row);
}

std::string_view GridLayout::direction_name(Direction d) const {
  if (orientation == Orientation::Flat) return bohemia::direction_name(d);
  return kPointyNames[static_cast<std::size_t>(to_int(d))];
}

std::optional<Direction> GridLayout::parse_direction(std::string_view name) const {
  if (orientation == Orientation::Flat) return bohemia::parse_direction(name);
  for (int i = 0; i < kDirections; ++i)
    if (kPointyNames[static_cast<std::size_t>(i)] == name) return direction_from_int(i);
  return std::nullopt;
}

std::string_view GridLayout::orientation_name() const {
  return orientation == Orientation::Flat ? "flat" : "pointy";
}

std::string_view GridLayout::offset_name() const {
  if (orientation == Orientation::Flat) return parity == OffsetParity::Even ? "even-q" : "odd-q";
  return parity == OffsetParity::Even ? "even-r" : "odd-r";
}

std::optional<GridLayout> parse_grid_layout(std::string_view orientation, std::string_view offset,
                                            std::string* why) {
  auto fail = [&](std::string reason) -> std::optional<GridLayout> {
    if (why) *why = std::move(reason);
    return std::nullopt;
  };
  GridLayout g;
  if (orientation == "flat")
    g.orientation = Orientation::Flat;
  else if (orientation == "pointy")
    g.orientation = Orientation::Pointy;
  else
    return fail(fmt::format("orientation '{}' is not \"flat\" or \"pointy\"", orientation));
  for (OffsetParity p : {OffsetParity::Even, OffsetParity::Odd}) {
    g.parity = p;
    if (g.offset_name() == offset) return g;
  }
  if (offset == "even-q" || offset == "odd-q" || offset == "even-r" || offset == "odd-r")
    return fail(
        fmt::format("offset '{}' does not suit a {} grid: a flat-topped grid shoves columns (\"even-q\" or "
                    "\"odd-q\"), a pointy-topped grid rows (\"even-r\" or \"odd-r\")",
                    offset, orientation));
  return fail(fmt::format("offset '{}' is not \"even-q\", \"odd-q\", \"even-r\" or \"odd-r\"", offset));
}

}  // namespace bohemia
