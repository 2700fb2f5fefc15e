// Small value types shared by the map, the scenario and the rules.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace bohemia {

// The two sides of the war. Index into per-side arrays with side_index().
enum class Side : std::uint8_t { Prussia = 0, Austria = 1 };
constexpr int kSides = 2;
constexpr int side_index(Side s) { return static_cast<int>(s); }
constexpr Side other(Side s) { return s == Side::Prussia ? Side::Austria : Side::Prussia; }
std::string_view side_name(Side s);  // "prussia" / "austria"
std::optional<Side> parse_side(std::string_view s);

// Unit types of §1.2.3. Light infantry (horn symbol) is infantry for every
// rule except stacking (§3), woods movement (TEC) and the light-troops
// modifiers. Heavy cavalry is a flag on cavalry.
enum class UnitKind : std::uint8_t { Infantry, Light, Cavalry, Artillery };
std::string_view kind_name(UnitKind k);
std::optional<UnitKind> parse_kind(std::string_view s);
constexpr bool is_infantry(UnitKind k) { return k == UnitKind::Infantry || k == UnitKind::Light; }

// How a mover pays for terrain: the TEC has columns for infantry (jägers
// apart in woods), cavalry and artillery. Commanders move with cavalry
// movement points (§7.1, §7.2).
enum class MoveClass : std::uint8_t { Infantry, Light, Cavalry, Artillery, Commander };
constexpr MoveClass move_class(UnitKind k) {
  switch (k) {
    case UnitKind::Infantry:
      return MoveClass::Infantry;
    case UnitKind::Light:
      return MoveClass::Light;
    case UnitKind::Cavalry:
      return MoveClass::Cavalry;
    case UnitKind::Artillery:
      return MoveClass::Artillery;
  }
  return MoveClass::Infantry;
}

// Hex terrain of the TEC. Path, road and railway are hexside connections,
// stream, river, ravine and escarpment are hexside features (see map.h).
enum class Terrain : std::uint8_t { Clear, Woods, Village, Town, Marsh };
std::string_view terrain_name(Terrain t);

// TEC "defensive protection": clear 1, marsh 1, woods 2, village 2, town 3.
constexpr int terrain_protection(Terrain t) {
  switch (t) {
    case Terrain::Clear:
      return 1;
    case Terrain::Woods:
      return 2;
    case Terrain::Village:
      return 2;
    case Terrain::Town:
      return 3;
    case Terrain::Marsh:
      return 1;
  }
  return 1;
}
// §9.2.1: town, village and wood hexes block lines of sight.
constexpr bool terrain_blocks_los(Terrain t) {
  return t == Terrain::Woods || t == Terrain::Village || t == Terrain::Town;
}
// §3 and §4: the town/village exceptions.
constexpr bool is_built_up(Terrain t) { return t == Terrain::Village || t == Terrain::Town; }

// Hexside feature bits. A hexside may carry several.
enum HexsideBits : std::uint16_t {
  kRoad = 1 << 0,
  kPath = 1 << 1,
  kRailway = 1 << 2,
  kStream = 1 << 3,
  kRiver = 1 << 4,
  kBridge = 1 << 5,
  kEscarpment = 1 << 6,
  kRavine = 1 << 7,
  // A ford found across a river (VV174 §11.1.5, a special rule's change of
  // the hexside): crossed as by a bridge, the TEC River row "via a bridge".
  kFord = 1 << 8,
};
// A river hexside is crossed only by a bridge (or a pontoon, which is one) or a found ford.
constexpr std::uint16_t kCrossing = kBridge | kFord;
constexpr std::uint16_t kLinear = kRoad | kPath | kRailway;

// Movement points are kept in half points so that VV174's "+0.5 MP" for a
// path climbing a level is exact.
using HalfMp = int;
constexpr HalfMp kImpassable = 1 << 20;

}  // namespace bohemia
