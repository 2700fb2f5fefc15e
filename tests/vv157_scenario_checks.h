// Checks shared by the VV157 scenario tests (Nachod §11, Skalitz §12): the
// stacking rule of VV157 §3 exactly as printed, and where a piece of the
// scenario file arrives.
#pragma once

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "gbn3/scenario.h"

namespace bohemia::test {

// What a printed stack holds, for VV157 §3.
struct StackCount {
  int infantry = 0, light = 0, cavalry = 0, artillery = 0;
  int infantry_steps = 0, artillery_steps = 0;  // non-light infantry and artillery strength (morale)
};

inline StackCount count_stack(const Scenario& sc, const std::vector<Piece>& pieces) {
  StackCount s;
  for (const Piece& p : pieces) {
    if (p.kind() != PieceKind::Unit) continue;  // §3: commanders do not count
    const UnitDef& u = sc.units[static_cast<std::size_t>(p.index())];
    switch (u.kind) {
      case UnitKind::Infantry:
        ++s.infantry;
        s.infantry_steps += u.morale;
        break;
      case UnitKind::Light:
        ++s.light;
        break;
      case UnitKind::Cavalry:
        ++s.cavalry;
        break;
      case UnitKind::Artillery:
        ++s.artillery;
        s.artillery_steps += u.morale;
        break;
    }
  }
  return s;
}

// VV157 §3 as printed: "two infantry units (including light troops) or two
// artillery units or three cavalry units"; "replace a single unit with one
// artillery unit or two light troops units without exceeding three units".
// Town/village: "the infantry (excluding light troops) cannot have more than
// 2 step losses present and the artillery cannot have more than 2 step
// losses", read as at most 2 steps of each (A-1). Every stack the three base
// stacks and one substitution allow, fewer units included.
inline bool vv157_stack_legal_as_written(const StackCount& s, bool built_up) {
  using Tuple = std::tuple<int, int, int, int>;  // infantry, light, cavalry, artillery
  std::set<Tuple> ok;
  auto add = [&](int i, int l, int c, int a) {
    if (i + l + c + a <= 3) ok.insert({i, l, c, a});
  };
  for (int i = 0; i <= 2; ++i)  // two infantry, light troops included
    for (int l = 0; i + l <= 2; ++l) {
      add(i, l, 0, 0);
      if (i + l <= 1) {  // the second infantry place replaced
        add(i, l, 0, 1);
        add(i, l + 2, 0, 0);
      }
    }
  for (int a = 0; a <= 2; ++a) {  // two artillery
    add(0, 0, 0, a);
    if (a <= 1) add(0, 2, 0, a);
  }
  for (int c = 0; c <= 3; ++c) {  // three cavalry
    add(0, 0, c, 0);
    if (c <= 2) {
      add(0, 0, c, 1);
      add(0, 2, c, 0);
    }
  }
  if (!ok.count({s.infantry, s.light, s.cavalry, s.artillery})) return false;
  return !built_up || (s.infantry_steps <= 2 && s.artillery_steps <= 2);
}

// The printed arrival of a piece (unit, formation commander by formation id,
// or commander-in-chief): {turn, entry hex}, or {0, ""} if it does not arrive.
inline std::pair<int, std::string> arrival(const Scenario& sc, const std::string& id) {
  for (const Reinforcement& r : sc.reinforcements)
    for (const Piece& p : r.pieces) {
      const std::string& pid = p.kind() == PieceKind::Unit ? sc.units[static_cast<std::size_t>(p.index())].id
                               : p.kind() == PieceKind::Commander
                                   ? sc.formations[static_cast<std::size_t>(p.index())].id
                                   : sc.cincs[static_cast<std::size_t>(p.index())].id;
      if (pid == id) return {r.turn, sc.map->label(r.hex)};
    }
  return {0, ""};
}

// Does a road (or path) leave `hex` towards another hex of the map?
inline bool track_leaves(const Map& m, const std::string& hex, std::uint16_t bit) {
  HexId h = m.parse_label(hex);
  for (int d = 0; d < kDirections; ++d)
    if (m.neighbour(h, direction_from_int(d)) != kNoHex && (m.side(h, direction_from_int(d)) & bit))
      return true;
  return false;
}

}  // namespace bohemia::test
