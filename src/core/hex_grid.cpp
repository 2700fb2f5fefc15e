#include "core/hex_grid.h"

#include <algorithm>
#include <cassert>

#include "core/hex_line.h"

namespace bohemia {

HexGrid::HexGrid(int columns, int rows, GridLayout layout) : columns_(columns), rows_(rows), layout_(layout) {
  assert(columns > 0 && rows > 0 && columns <= 99 && rows <= 99);
  std::size_t n = static_cast<std::size_t>(size());
  hexes_.resize(n);
  for (int c = 1; c <= columns; ++c)
    for (int r = 1; r <= rows; ++r)
      hexes_[static_cast<std::size_t>((c - 1) * rows + (r - 1))] = layout_.to_axial({c, r});
  nbr_.assign(n * kDirections, kNoHex);
  for (HexId h = 0; h < size(); ++h)
    for (int d = 0; d < kDirections; ++d)
      nbr_[static_cast<std::size_t>(h) * kDirections + static_cast<std::size_t>(d)] =
          id_of(bohemia::neighbour(hex_of(h), direction_from_int(d)));
  edge_.assign(n, 0);
  for (HexId h = 0; h < size(); ++h) {
    Offset o = offset_of(h);
    edge_[static_cast<std::size_t>(h)] = o.col == 1 || o.col == columns_ || o.row == 1 || o.row == rows_;
  }
}

HexId HexGrid::parse_label(std::string_view label) const {
  auto h = layout_.parse_label(label);
  return h ? id_of(*h) : kNoHex;
}

std::vector<HexId> HexGrid::line(HexId from, HexId to) const {
  std::vector<HexId> out{from};
  for_each_line_step(hex_of(from), hex_of(to), [&](Hex x1, Hex x2) {
    for (Hex x : {x1, x2}) {
      HexId i = id_of(x);
      if (i != kNoHex && std::find(out.begin(), out.end(), i) == out.end()) out.push_back(i);
    }
  });
  if (from != to) out.push_back(to);
  return out;
}

}  // namespace bohemia
