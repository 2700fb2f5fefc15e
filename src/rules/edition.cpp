#include "rules/edition.h"

#include <cassert>

namespace bohemia {

int divide(int num, int den, Rounding r) {
  assert(num >= 0 && den > 0);
  int q = num / den;
  int rem = num % den;
  if (rem == 0) return q;
  bool half = 2 * rem == den;
  switch (r) {
    case Rounding::Down:
      return q;
    case Rounding::Up:
      return q + 1;
    // VV174 §1.3 "Exception: 0,5 is rounded to 0": only exactly 0.5 (A-7, A-15: 4.5 -> 5).
    case Rounding::UpExceptHalf:
      return (half && q == 0) ? 0 : q + 1;
    case Rounding::DownExceptHalf:
      return (half && q == 0) ? 1 : q;
  }
  return q;
}

bool Edition::is_ok() const {
  return !id.empty() && path_climb_half_mp >= 0 && railway_climb_half_mp >= 0 &&
         crt.max_column >= kMaxColumn && crt.max_column <= kMaxCrtColumn;
}

// The values of each edition, with the passage each follows (docs/editions.md).
std::optional<Edition> edition_by_id(std::string_view id) {
  Edition e;
  e.id = std::string(id);
  if (id == "VV165") return e;
  if (id == "VV157") {
    e.rounding = Rounding::Down;        // §1.3 "rounded down"
    e.flank_rounding = Rounding::Down;  // no note of its own: §1.3
    e.stacking = StackingRule::Vv157;
    e.town_stacking = TownStacking::TwoStepsOfInfantryAndOfArtillery;
    e.crt = crt_to_column_8();       // §9.5.3 example: "8, which is the maximum column, plus 5 on the die"
    e.night_morale_penalty = false;  // no Morale & Rally summary, §2 has no night entry
    e.ooc_morale_needs_commander_on_map = false;                   // §2 "-1 if the unit is out of command"
    e.artillery_across_steep_slope_only_at_its_attackers = false;  // §9.5.6 has no such sentence
    e.no_retreat_in_village = true;                                // §9.5.7 "in a town or village"
    e.cinc_flips_after_move = false;                               // §7.1 has no flip
    return e;
  }
  if (id == "VV174") {
    e.rounding = Rounding::UpExceptHalf;
    e.flank_rounding = Rounding::DownExceptHalf;
    e.path_climb_half_mp = 1;
    e.railway_cancels_stream = true;
    e.retreat_toward_edge_mandatory = false;
    e.ooc_artillery_may_barrage = true;
    e.leftover_artillery_priority = true;
    return e;
  }
  return std::nullopt;
}

}  // namespace bohemia
