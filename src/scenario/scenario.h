// A scenario: the order of battle with unit values, formations and their
// demoralisation thresholds, set-up, reinforcements, lines of retreat,
// victory locations and special rules by name. Immutable once loaded; games
// share it.
#pragma once

#include <array>
#include <memory>
#include <string>
#include <vector>

#include "map/map.h"
#include "rules/edition.h"
#include "rules/terrain_cost.h"
#include "rules/types.h"

namespace bohemia {

// §1.2.1 Commander-in-chief.
struct CincDef {
  std::string id, name, corps;
  Side side = Side::Prussia;
  int reaction = 0, initiative = 0, movement = 6;
};

// A formation (brigade or division) and its commander (§1.2.2), or a side's
// independent units (§9.1.3) when `independent`.
struct FormationDef {
  std::string id, name, commander;
  Side side = Side::Prussia;
  int cinc = -1;  // index into Scenario::cincs
  bool independent = false;
  int command = 0, bonus = 0, movement = 6;
  int aide_command = 1, aide_bonus = 0;
  int steps = 0, demo = 0, vp = 0;  // demoralisation table
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

// What a set-up or reinforcement list refers to.
enum class PieceKind : std::uint8_t { Unit, Commander, Cinc };
struct PieceRef {
  PieceKind kind = PieceKind::Unit;
  int index = -1;
};

struct Placement {
  HexId hex = kNoHex;
  Direction facing = Direction::N;
  std::vector<PieceRef> pieces;
};

struct Reinforcement {
  int turn = 0;
  HexId hex = kNoHex;
  std::vector<PieceRef> pieces;
};

struct VictoryLocation {
  std::string place;
  std::vector<HexId> hexes;
  int vp = 0;
  std::vector<HexId> void_if_enemy_in;
};

// Scenario special rules, by name in the data file (docs/special-rules.md).
struct SpecialRules {
  bool clausewitz_inaction = false;          // VV165 §11.1.5
  bool austrian_cavalry_in_command = false;  // VV165 §11.1.4
  bool bonin_panic = false;                  // VV165 §11.4.2
  bool prussian_evacuation = false;          // VV165 §11.4.1
};

struct Scenario {
  std::string id, name, rules, file;
  Edition edition;
  std::shared_ptr<const Map> map;
  int first_turn = 0, last_turn = 0;
  std::vector<int> night_turns;
  Side initiative_tie = Side::Prussia;
  std::vector<std::string> special_rule_names;
  SpecialRules special;

  std::array<std::vector<HexId>, kSides> retreat_edge;
  std::vector<CincDef> cincs;
  std::vector<FormationDef> formations;
  std::vector<UnitDef> units;
  std::vector<Placement> setup;
  std::vector<int> start_losses;         // per unit
  std::vector<bool> start_disorganised;  // per unit
  std::vector<Reinforcement> reinforcements;

  int loss_vp_every = 2, major = 5, minor = 2;
  std::vector<VictoryLocation> locations;

  // Special-rule parameters (Trautenau).
  std::string inactive_formation;    // §11.1.5 Clausewitz
  std::string inactive_exempt_unit;  // §11.1.5 1st Hussars
  int inactive_until = 11;
  int austrian_cavalry_turns = 2;         // §11.1.4
  int panic_from = 17;                    // §11.4.2
  HexId evacuation_exit = kNoHex;         // §11.4.1 0107
  HexId evacuation_road_end = kNoHex;     // §11.4.1 0901
  std::vector<HexId> evacuation_control;  // §11.4.1 0607, 0707

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
  int unit_index(std::string_view id) const;
  int formation_index(std::string_view id) const;
  int cinc_index(std::string_view id) const;
  int turns() const { return last_turn - first_turn + 1; }
};

// Where data files live: $BOHEMIA_DATA, else the source tree's data/.
std::string data_dir();

// Loads a scenario by id (data/scenarios/<id>.toml) or by path. Throws DataError.
std::shared_ptr<const Scenario> load_scenario(const std::string& id_or_path);

// Every scenario file in data/scenarios, sorted by id.
std::vector<std::string> scenario_files();

}  // namespace bohemia
