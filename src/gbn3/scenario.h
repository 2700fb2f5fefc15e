// A scenario: the order of battle with unit values, formations and their
// demoralisation thresholds, set-up, reinforcements, lines of retreat,
// victory locations and special rules by name. Immutable once loaded; games
// share it.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/data_error.h"
#include "gbn3/edition.h"
#include "gbn3/map.h"
#include "gbn3/piece.h"
#include "gbn3/special/rule_set.h"
#include "gbn3/terrain_cost.h"
#include "gbn3/types.h"

namespace bohemia {

// The most pieces of each kind a scenario may have, set by how the game state
// holds them (the loader refuses more).
constexpr int kMaxFormations = 32;  // State::cup, CombatWork::volley_commanders: one bit per formation
constexpr int kMaxCincs = 32;       // State::initiative_best: one bit per commander-in-chief
constexpr int kMaxUnits = 4096;     // the search caches' keys hold a unit index in 12 bits
static_assert(kMaxUnits - 1 <= Piece::kMaxIndex);

// §1.2.1 Commander-in-chief.
struct CincDef {
  std::string id, name, corps;
  Side side = Side::Prussia;
  int reaction = 0, initiative = 0, movement = 6;
};

// A formation (brigade or division) and its commander (§1.2.2), or a side's
// independent units (§9.1.3) when `independent`.
struct FormationDef {
  std::string file;  // where it is defined, and at which line (bohemia validate)
  int line = 0;
  std::string id, name, commander;
  // Its parent corps where a rule needs it ("VI", "army reserve"); empty:
  // its commander-in-chief's (docs/data-format.md).
  std::string corps;
  Side side = Side::Prussia;
  int cinc = -1;  // index into Scenario::cincs
  bool independent = false;
  int command = 0, bonus = 0, movement = 6;
  int aide_command = 1, aide_bonus = 0;
  int steps = 0, demo = 0, vp = 0;  // demoralisation table
  // The units' morale total where it is known to differ from the printed
  // Steps column (a ruling says why); 0: equal to `steps`. Read only by
  // `bohemia validate`.
  int counter_steps = 0;
};

// §1.2.3 Combat unit.
struct UnitDef {
  std::string id, name;
  Side side = Side::Prussia;
  int formation = -1;
  UnitKind kind = UnitKind::Infantry;
  bool heavy = false, guard = false;
  int combat = 0, morale = 1, movement = 4, range = 0;
};

struct Placement {
  int line = 0;  // in the scenario file (bohemia validate)
  HexId hex = kNoHex;
  Direction facing = Direction::N;
  std::vector<Piece> pieces;
};

struct Reinforcement {
  int line = 0;  // in the scenario file (bohemia validate)
  int turn = 0;
  HexId hex = kNoHex;
  std::vector<Piece> pieces;
};

struct VictoryLocation {
  int line = 0;  // in the scenario file (bohemia validate)
  std::string place;
  std::vector<HexId> hexes;
  int vp = 0;
  std::vector<HexId> void_if_enemy_in;
};

// What a night turn changes (VV157 §13.3; VV174 §12.1.7; the night
// modifiers of the VV165/VV174 morale table and CRT), from the scenario's
// [night] table; the night turns themselves are Scenario::night_turns.
struct NightRules {
  bool half_movement = false;            // VV157 §13.3: half the movement capacity
  bool no_zoc_entry = false;             // VV157 §13.3: entering an enemy ZoC is prohibited
  bool no_combat = false;                // VV157 §13.3: combat is prohibited (no assault is declared)
  bool artillery_adjacent_only = false;  // VV157 §13.3, VV174 §12.1.7: barrage only at adjacent hexes
  bool free_zoc_exit = false;            // VV174 §12.1.7: a unit leaves an enemy ZoC without the 5.1 cost
  int morale_modifier = -1;              // morale table: "-1 during a night turn"
  int column_modifier = -1;              // CRT: "-1 column at night"
};

// A two-day campaign (docs/data-format.md, "Campaigns"): one game whose
// days are two scenarios over one order of battle.
struct CampaignInfo {
  std::string id, name, rules;
  int major = 5, minor = 2;  // levels on the two days' VP added (D-39)
  // Day 1 ends as its scenario ends: units without a line of retreat are
  // taken prisoner (docs/rulings.md, campaigns).
  bool prisoners_at_end_of_day = true;
  // "Any formation that is demoralised on the first day remains so on the
  // second" (VV157 §13.1, VV165 §13): its marker stays on day 2 whatever its
  // losses against day 2's thresholds (a day's file may move a unit to
  // another formation, VV157 §13.4, or give the formation another row).
  // false: every formation is judged again at the start of day 2 on day 2's
  // thresholds, the carried losses counting (VV174 §13 prints no such
  // sentence).
  bool demoralisation_carries = true;
};

// The revision of the readings the engine plays by. A correction of a
// reading that changes results raises it; a save records the revision it was
// played under and is replayed under it, so that a game saved before a
// correction replays as it was played (docs/rulings.md, "Revisions of the
// readings"). 1: up to issue 14. 2: issue 14's corrections (VV157 §13.1 the VI
// corps penalty counted once, A-32; VV174 §13 the column penalty kept, A-41 a;
// Gitschin §12.4.1 the starting losses scored).
constexpr int kReadings = 2;

struct Scenario {
  std::string id, name, rules, file;
  // The readings' revision this scenario is played under (kReadings unless a
  // save asks for an earlier one). Rules read it only for the defaults of
  // the options that a revision changed.
  int readings = kReadings;
  // Campaigns: each day is a Scenario. `id` and `name` are the campaign's,
  // scenario_id / scenario_name the day's own file's. Day 1 holds day 2 in
  // `next_day`; both hold the same order of battle (units, formations and
  // commanders-in-chief keep their indices). The first `campaign_rules` of
  // `special` are the campaign file's, owning the first `campaign_rule_slots`
  // of State::rule_vars on both days.
  int day = 1;
  std::shared_ptr<const CampaignInfo> campaign;
  std::shared_ptr<const Scenario> next_day;
  std::string scenario_id, scenario_name;
  int campaign_rules = 0, campaign_rule_slots = 0;
  Edition edition;
  std::shared_ptr<const Map> map;
  int first_turn = 0, last_turn = 0;
  std::vector<int> night_turns;
  NightRules night;
  Side initiative_tie = Side::Prussia;
  // The special rules: every [special.<name>] table (docs/special-rules.md).
  RuleSet special;

  std::array<std::vector<HexId>, kSides> retreat_edge;
  std::vector<CincDef> cincs;
  std::vector<FormationDef> formations;
  std::vector<UnitDef> units;
  std::vector<Placement> setup;
  std::vector<int> start_losses;         // per unit
  std::vector<bool> start_disorganised;  // per unit
  std::vector<Reinforcement> reinforcements;

  int loss_vp_every = 2, major = 5, minor = 2;
  // Do the step losses printed in the set-up count as enemy step losses for
  // VP (§11.4.1 of each scenario)? A scenario's text decides: Gitschin
  // (VV174 §12.4.1) has no exception, Soor (VV165 §12.4.1) excludes them.
  // In a campaign's day 2 only the losses of that day score, whatever this says.
  bool score_starting_losses = false;
  std::vector<VictoryLocation> locations;

  // The TEC cost of every step on this map under this edition, computed once
  // at load (movement generation asks for it millions of times).
  std::vector<StepCost> step_table;  // [(hex * 6 + direction) * kMoveClasses + class]
  static constexpr int kMoveClasses = 5;
  const StepCost& step(HexId from, Direction d, MoveClass mc) const {
    return step_table[(static_cast<std::size_t>(from) * kDirections + static_cast<std::size_t>(to_int(d))) *
                          kMoveClasses +
                      static_cast<std::size_t>(mc)];
  }
  void build_step_table();

  bool is_night(int turn) const;
  // A section of the scenario's own chapter: with rules "VV157 §12",
  // scenario_section("4.1") is "12.4.1" (chapter 11 when `rules` names none).
  std::string scenario_section(std::string_view rest) const;
  int unit_index(std::string_view id) const;
  int formation_index(std::string_view id) const;
  int cinc_index(std::string_view id) const;
  int turns() const { return last_turn - first_turn + 1; }
};

// Where data files live: $BOHEMIA_DATA, else the source tree's data/.
std::string data_dir();

class RuleCatalog;

// Loads a scenario by id (data/gbn3/scenarios/<id>.toml) or by path. Throws
// DataError. `extra` adds kinds of special rules to the engine's catalog
// (tests use it for rules of their own). `readings` is the revision of the
// readings to play under (a save's; kReadings for a new game).
std::shared_ptr<const Scenario> load_scenario(const std::string& id_or_path,
                                              const RuleCatalog* extra = nullptr, int readings = kReadings);

// A campaign's own day file (not a scenario of its own) and the campaign
// that reads it: `bohemia validate` checks such a file through its campaign.
struct CampaignOfDay {
  std::string campaign_file;
  std::string campaign_id;
  int day = 0;  // 1 or 2
};

// The campaign that reads `day_path` as one of its days: the one its
// [scenario] declares (`campaign = "ID"`, a campaign file beside it, one
// folder up, or in data/gbn3/campaigns), else a campaign file beside it or one
// folder up whose day1 or day2 is this file's path. nullopt for a scenario
// of its own. Throws DataError (file, line) when the declared campaign is
// not found or does not name the file.
std::optional<CampaignOfDay> campaign_of_day_file(const std::string& day_path);

// Every scenario file in data/gbn3/scenarios and campaign file in data/gbn3/campaigns,
// sorted by id.
std::vector<std::string> scenario_files();

// Checks a scenario or campaign file for every problem (bohemia validate):
// each with its file, line and field. When there is none, `loaded` (if
// given) receives the scenario.
std::vector<DataError> check_scenario_file(const std::string& path, std::shared_ptr<const Scenario>* loaded,
                                           const RuleCatalog* extra = nullptr);

}  // namespace bohemia
