#include "gbn3/types.h"

namespace bohemia {

std::string_view side_name(Side s) { return s == Side::Prussia ? "prussia" : "austria"; }

std::optional<Side> parse_side(std::string_view s) {
  if (s == "prussia") return Side::Prussia;
  if (s == "austria") return Side::Austria;
  return std::nullopt;
}

std::string_view kind_name(UnitKind k) {
  switch (k) {
    case UnitKind::Infantry:
      return "infantry";
    case UnitKind::Light:
      return "light";
    case UnitKind::Cavalry:
      return "cavalry";
    case UnitKind::Artillery:
      return "artillery";
  }
  return "?";
}

std::optional<UnitKind> parse_kind(std::string_view s) {
  if (s == "infantry") return UnitKind::Infantry;
  if (s == "light") return UnitKind::Light;
  if (s == "cavalry") return UnitKind::Cavalry;
  if (s == "artillery") return UnitKind::Artillery;
  return std::nullopt;
}

std::string_view terrain_name(Terrain t) {
  switch (t) {
    case Terrain::Clear:
      return "clear";
    case Terrain::Woods:
      return "woods";
    case Terrain::Village:
      return "village";
    case Terrain::Town:
      return "town";
    case Terrain::Marsh:
      return "marsh";
  }
  return "?";
}

}  // namespace bohemia
