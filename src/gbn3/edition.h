// What differs between the three printings of the GBN3 1866 rules.
//
// A scenario names its edition; every rule that the editions print
// differently reads its value from here, never from an `if` on the edition's
// name. The D-numbers refer to the edition table of the reading notes (§1);
// the A-numbers to its ambiguities (§4), recorded in docs/rulings.md.
// docs/editions.md lists D-1 ... D-44 with the field and the test of each.
//
// VV157 prints neither the Terrain Effects Table nor the Combat Results
// Table its rules refer to, and VV174's grid is lost from its text: both use
// VV165's tables (TET, CRT grid, column and die-roll modifiers) wherever
// their own text says nothing else (docs/rulings.md, D-27, D-28).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "gbn3/crt.h"

namespace bohemia {

// §1.3: how fractions are rounded.
enum class Rounding : std::uint8_t {
  Down,            // VV157: "rounded down"
  Up,              // VV165: "rounded up"
  UpExceptHalf,    // VV174: "rounded up … Exception: 0,5 is rounded to 0"
  DownExceptHalf,  // VV174 flank halving: "rounded down … 0,5 is rounded to 1"
};

// Divide num by den (both >= 0, den > 0) with the given rounding.
int divide(int num, int den, Rounding r);

// §3 substitutions in a stack (D-7): VV165/VV174 replace one unit by an
// artillery unit and add light troops up to three units; VV157 replaces one
// unit by an artillery unit or by two light troops and adds nothing.
enum class StackingRule : std::uint8_t { Vv157, Vv165 };

// §3 "Exception in a town/village hexagon" (D-8, A-1).
enum class TownStacking : std::uint8_t {
  // VV165/VV174: "one infantry or two cavalry units or one artillery unit to
  // which may be added" light troops, three units at most.
  OneOfAType,
  // VV157: "the infantry (excluding light troops) cannot have more than 2
  // step losses present and the artillery cannot have more than 2": at most
  // two steps (strength points, French "pas de perte") of line infantry and
  // two of artillery present, within the ordinary limits.
  TwoStepsOfInfantryAndOfArtillery,
};

struct Edition {
  std::string id;  // "VV157", "VV165", "VV174"

  Rounding rounding = Rounding::Up;        // §1.3, D-4
  Rounding flank_rounding = Rounding::Up;  // CRT defence value modifier, D-30
  StackingRule stacking = StackingRule::Vv165;
  TownStacking town_stacking = TownStacking::OneOfAType;

  // TEC footnote 1 / §9.3 (D-15): extra half-MP per level climbed along a
  // path or a railway (a road always cancels the climbing cost).
  int path_climb_half_mp = 2;     // VV165: a path does not cancel (+1 MP); VV174: +0.5 MP
  int railway_climb_half_mp = 2;  // both: a railway does not cancel
  // D-16: the +1 MP for a stream is cancelled by a road or path; VV174 adds the railway.
  bool railway_cancels_stream = false;

  // The Combat Results Table (D-28) and its largest column (D-29).
  Crt crt = crt_vv165();

  // Morale & Rally summary (VV165/VV174 only, D-6): "-1 during a night turn".
  // VV157's §2 list, its only one, has no night modifier.
  bool night_morale_penalty = true;
  // D-43/A-5: the out-of-command morale penalty applies only if the
  // formation commander is on the map (VV165/174 table).
  bool ooc_morale_needs_commander_on_map = true;
  // D-12: an out-of-command artillery unit may always barrage (VV174).
  bool ooc_artillery_may_barrage = false;
  // D-17: artillery left over from a column has priority the next turn (VV174).
  bool leftover_artillery_priority = false;
  // D-22 (VV165/VV174 §9.5.6): "Defensive fire by the artillery at a steep
  // slope is only possible against the units that attack it (and not in
  // defensive support of other units)". VV157 has no such limit.
  bool artillery_across_steep_slope_only_at_its_attackers = true;
  // D-23/A-25: result D causes no retreat in a town (all) or also in a village (VV157).
  bool no_retreat_in_village = false;
  // D-24/D-25/A-26: retreat toward the friendly map edge is mandatory
  // (VV157, VV165) or only a third priority (VV174).
  bool retreat_toward_edge_mandatory = true;
  // D-34/A-22: the table's "+1 for a Prussian Guard unit" die-roll modifier.
  bool guard_drm = true;
  // D-9: the CinC is flipped to his activated side after moving (display only).
  bool cinc_flips_after_move = true;

  // ---- Readings of passages that are the same in every edition, where the
  // reading notes call two readings defensible (docs/rulings.md).

  // §11.4.1 (and every scenario's control rule): "were last occupied by a
  // friendly unit". The text's reading: a unit occupies the hex it stands in
  // (set up, ends a move, retreat or advance), not one it only crosses (§3
  // "a unit may cross a hexagon"). true: moving through a hex also takes it.
  bool control_by_passing_through = false;
  // A-18 (9.5.3, §4): a town or village stack with artillery, assaulted from
  // the artillery's flank, halves only the artillery's value (false: "the
  // combat value of the unit in defence is divided by two", the other units
  // there have no flank) or the whole stack's (true: the stack "takes the
  // artillery's facing").
  bool town_stack_flanked_as_one = false;
  // A-6 (§9.4): the k-th unit of a reinforcement column pays the first hex's
  // cost k times (reading X: each unit stands one hex further back in the
  // column); false, reading L: "multiplied by the number of units that have
  // already entered", k - 1 times, so the first two pay it once.
  bool column_counts_the_unit_itself = true;
  // A-19 (CRT "+1 (defensive fire) if there is at least one unit of heavy
  // cavalry only against non heavy cavalry only"): the mirror of the attack's
  // modifier, a defender with heavy cavalry firing at an attacker that is not
  // heavy; false: only heavy cavalry alone firing at cavalry that is not heavy.
  bool heavy_cavalry_defence_mirrors_the_attack = true;
  // A-20 (CRT "-1 for each level of loss"): the step losses of every unit
  // whose value is used, added; false: those of the most damaged one.
  bool loss_column_adds_every_unit = true;
  // A-28 (TEC Level "+1 MP/level", §9.3 "a change in elevation"): the cost is
  // for climbing; true: descending costs the same (a road cancels it, a path
  // or railway as for the climb).
  bool descending_costs_like_climbing = false;
  // A-65 (§9.5.2 "+1 for the Austrian player if he only engages infantry units
  // from a single hex in clear terrain"): the attackers' hex is clear; false:
  // the assaulted hex is.
  bool austrian_clear_terrain_is_the_attackers_hex = true;

  bool is_ok() const;
};

std::optional<Edition> edition_by_id(std::string_view id);

// The readings a scenario or campaign file may set in its [edition] table
// (docs/editions.md, "Readings kept as options"; docs/data-format.md): each
// option by its name, the name of its Edition field.
using EditionOptionValue = std::variant<bool, std::int64_t, std::string>;
// Sets option `name` of `e` to `value`: "" when done, else why it is refused
// (an unknown name, or a value of the wrong type or out of range).
std::string set_edition_option(Edition& e, std::string_view name, const EditionOptionValue& value);
// The names set_edition_option knows, in the order of docs/editions.md.
std::vector<std::string> edition_option_names();

}  // namespace bohemia
