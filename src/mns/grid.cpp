#include "mns/grid.h"

#include <fmt/format.h>

namespace bohemia::mns {

Grid::Grid(int columns, int rows, GridLayout layout) : cols_(columns), rows_(rows), layout_(layout) {
  nbr_.assign(static_cast<std::size_t>(size()) * 6, kNoHex);
  for (HexId h = 0; h < size(); ++h)
    for (int d = 0; d < 6; ++d)
      nbr_[static_cast<std::size_t>(h) * 6 + static_cast<std::size_t>(d)] =
          from_axial(bohemia::neighbour(axial(h), direction_from_int(d)));
}

HexId Grid::id(int c, int r) const {
  if (c < 1 || c > cols_ || r < 1 || r > rows_) return kNoHex;
  return static_cast<HexId>((c - 1) * rows_ + (r - 1));
}

Hex Grid::axial(HexId h) const { return layout_.to_axial(Offset{col(h), row(h)}); }

HexId Grid::from_axial(Hex x) const {
  Offset o = layout_.to_offset(x);
  return id(o.col, o.row);
}

int Grid::direction(HexId a, HexId b) const {
  for (int d = 0; d < 6; ++d)
    if (neighbour(a, d) == b) return d;
  return -1;
}

bool Grid::on_edge(HexId h) const {
  int c = col(h), r = row(h);
  return c == 1 || r == 1 || c == cols_ || r == rows_;
}

std::string Grid::label(HexId h) const {
  if (h < 0 || h >= size()) return "off-map";
  return fmt::format("{:02d}{:02d}", col(h), row(h));
}

HexId Grid::parse(std::string_view s) const {
  if (s.size() != 4) return kNoHex;
  for (char c : s)
    if (c < '0' || c > '9') return kNoHex;
  return id((s[0] - '0') * 10 + (s[1] - '0'), (s[2] - '0') * 10 + (s[3] - '0'));
}

std::optional<std::pair<HexId, int>> Grid::parse_hexside(std::string_view text) const {
  auto slash = text.find('/');
  if (slash == std::string_view::npos) return std::nullopt;
  HexId a = parse(text.substr(0, slash)), b = parse(text.substr(slash + 1));
  if (a == kNoHex || b == kNoHex) return std::nullopt;
  int d = direction(a, b);
  if (d < 0) return std::nullopt;
  return std::make_pair(a, d);
}

}  // namespace bohemia::mns
