#include "gbn3/edition.h"

#include <cassert>
#include <utility>

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

namespace {

// The true/false readings kept as options, each with its id in the reading
// notes (docs/editions.md, "Readings kept as options").
struct BoolOption {
  const char* name;
  bool Edition::*field;
};
constexpr BoolOption kBoolOptions[] = {
    {"column_counts_the_unit_itself", &Edition::column_counts_the_unit_itself},
    {"town_stack_flanked_as_one", &Edition::town_stack_flanked_as_one},
    {"heavy_cavalry_defence_mirrors_the_attack", &Edition::heavy_cavalry_defence_mirrors_the_attack},
    {"loss_column_adds_every_unit", &Edition::loss_column_adds_every_unit},
    {"guard_drm", &Edition::guard_drm},                                            // A-22, D-34
    {"no_retreat_in_village", &Edition::no_retreat_in_village},                    // A-25, D-23
    {"retreat_toward_edge_mandatory", &Edition::retreat_toward_edge_mandatory},    // A-26, D-24
    {"descending_costs_like_climbing", &Edition::descending_costs_like_climbing},
    {"austrian_clear_terrain_is_the_attackers_hex",
     &Edition::austrian_clear_terrain_is_the_attackers_hex},
    {"control_by_passing_through", &Edition::control_by_passing_through},  // §11.4.1 "last occupied"
};

// A-1, D-8: the town/village stacking exception, by name.
constexpr std::pair<const char*, TownStacking> kTownStacking[] = {
    {"two_steps_of_infantry_and_of_artillery", TownStacking::TwoStepsOfInfantryAndOfArtillery},
    {"one_of_a_type", TownStacking::OneOfAType},
};

// A-14, D-29: the largest CRT column, 8 (VV157's example) or the printed 7.
constexpr const char* kCrtMaxColumn = "crt_max_column";
constexpr const char* kTownStackingName = "town_stacking";

}  // namespace

std::string set_edition_option(Edition& e, std::string_view name, const EditionOptionValue& value) {
  for (const BoolOption& o : kBoolOptions)
    if (name == o.name) {
      if (!std::holds_alternative<bool>(value)) return "must be true or false";
      e.*o.field = std::get<bool>(value);
      return "";
    }
  if (name == kTownStackingName) {
    const std::string* v = std::get_if<std::string>(&value);
    for (const auto& [n, t] : kTownStacking)
      if (v && *v == n) {
        e.town_stacking = t;
        return "";
      }
    return "must be \"two_steps_of_infantry_and_of_artillery\" or \"one_of_a_type\"";
  }
  if (name == kCrtMaxColumn) {
    const std::int64_t* v = std::get_if<std::int64_t>(&value);
    const Crt& seven = crt_vv165();
    const Crt& eight = crt_to_column_8();
    if (v && *v == seven.max_column) {
      e.crt = seven;
      return "";
    }
    if (v && *v == eight.max_column) {
      e.crt = eight;
      return "";
    }
    return "must be " + std::to_string(seven.max_column) + " or " + std::to_string(eight.max_column);
  }
  std::string known;
  for (const std::string& n : edition_option_names()) known += (known.empty() ? "" : ", ") + n;
  return "no such edition option (known: " + known + ")";
}

std::vector<std::string> edition_option_names() {
  std::vector<std::string> out{kTownStackingName, kCrtMaxColumn};
  for (const BoolOption& o : kBoolOptions) out.emplace_back(o.name);
  return out;
}

}  // namespace bohemia
