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

bool Edition::is_ok() const { return !id.empty() && path_climb_half_mp >= 0 && railway_climb_half_mp >= 0; }

std::optional<Edition> edition_by_id(std::string_view id) {
  Edition e;
  e.id = std::string(id);
  if (id == "VV165") return e;
  if (id == "VV157") {
    e.rounding = Rounding::Down;
    e.flank_rounding = Rounding::Down;
    e.stacking = StackingRule::Vv157;
    e.no_retreat_in_village = true;
    e.guard_drm = false;
    e.ooc_morale_needs_commander_on_map = false;
    e.cinc_flips_after_move = false;
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
