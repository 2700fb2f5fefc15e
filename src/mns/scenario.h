// A Musket & Saber scenario (data/mns/scenarios, docs/mns/data-format.md
// "scenarios"): sides, armies with their HQ and trains (§12), formations and
// sub-formations (§2.4, §19.1), every counter with its faces (§2.4–2.9, §8.1,
// §10, §12), the Austrian set-up zones (§17.2, §17.3), the hidden-movement
// boxes (§19.8), the Prussian arrivals (§17.4), the Turn Record Track with
// its light (§14), the weather (§19.4), LOC hexes (§12.3) and victory (§18).
// Loaded once and shared by every game of it; never changed by play.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "mns/charts.h"
#include "mns/los.h"
#include "mns/map.h"

namespace bohemia::mns {

enum class Side : std::uint8_t { Prussia = 0, Austria = 1 };
constexpr int kSides = 2;
constexpr Side enemy(Side s) { return s == Side::Prussia ? Side::Austria : Side::Prussia; }
const char* side_id(Side s);  // "prussia", "austria"

enum class UnitType : std::uint8_t { Infantry, Battalion, Cavalry, Squadron, Artillery, Leader, Hq, Trains };
const char* type_name(UnitType t);
bool parse_type(const std::string& s, UnitType* out);

enum class MaKind : std::uint8_t { Number, Variable, Bracketed };

// One side of a counter. Which fields mean something depends on the type:
// infantry cf/paren/mr/ma; cavalry cf/charge/mr/ma; artillery
// attack/defense/range/ma (MR 6 or 3, §8.1); leaders cf/mr/movement.
struct Face {
  int cf = 0;
  bool paren = false;
  int mr = 0;
  int ma = 0;
  MaKind ma_kind = MaKind::Number;
  int charge = 0;
  int attack = 0, defense = 0, range = 0;
  int movement = 0;
};

struct UnitDef {
  std::string id, name;
  Side side = Side::Prussia;
  int army = -1;
  UnitType type = UnitType::Infantry;
  std::vector<int> formations;                      // a span (3-4) lists several (ruling D-10)
  int sub_formation = -1;                           // index into the formation's subs
  int steps = 1;                                    // 2: front full, back reduced (§2.5)
  Face full, back;                                  // back: reduced or ineffective
  bool red_dot_full = false, red_dot_back = false;  // §11.2
  std::vector<int> span;                            // leaders: formations commanded
  bool span_all = false;                            // "A": every formation of his army (§10.3)
  int inactive_ma = 0;                              // HQ, trains (§12.1, §12.2)

  bool is_combat() const {
    return type != UnitType::Leader && type != UnitType::Hq && type != UnitType::Trains;
  }
  bool is_infantry() const { return type == UnitType::Infantry || type == UnitType::Battalion; }
  bool is_cavalry() const { return type == UnitType::Cavalry || type == UnitType::Squadron; }
  bool is_artillery() const { return type == UnitType::Artillery; }
  bool is_small() const { return type == UnitType::Battalion || type == UnitType::Squadron; }  // §2.7
  Arm arm() const;
};

struct SubFormation {
  std::string id, label, name;
};

struct Formation {
  std::string id, label, name;
  Side side = Side::Prussia;
  int army = -1;
  int replacements = 1;
  std::vector<SubFormation> subs;
};

struct Army {
  std::string id, name;
  Side side = Side::Prussia;
  int hq = -1, trains = -1;  // unit indices
};

// One group of §17.2: these units set up in this zone.
struct SetupGroup {
  std::string id;
  std::vector<int> units;
  std::vector<HexId> zone;  // sorted
  bool hidden_allowed = false;
  int req_count = 0;  // "any two infantry units in 4610"
  UnitType req_type = UnitType::Infantry;
  HexId req_hex = kNoHex;
};

enum class RollKind : std::uint8_t { None, EachTurn, Once };

// One line of §17.4.
struct Arrival {
  std::string id;
  int army = -1;
  int turn = 1;
  std::vector<char> entries;
  bool one_entry = false;  // "I OR J": all by one entry
  RollKind roll = RollKind::None;
  int roll_turn = 0;         // from_turn / on_turn
  std::uint8_t success = 0;  // bit per die face 1..6
  int otherwise_turn = 0;
  std::vector<int> units, span_units;
};

enum class Light : std::uint8_t { Day, Twilight, Night };

struct Scenario {
  std::string id, name, file, rules, edition;  // edition: the magazine issue ("S&T 275")
  std::shared_ptr<const Map> map;
  std::shared_ptr<const Crt> crt;
  std::shared_ptr<const Tec> tec;
  std::shared_ptr<const RainTable> rain;
  std::shared_ptr<const TerrainLos> los;  // every pair up to 12 hexes apart (§8.6)

  std::vector<Army> armies;
  std::vector<Formation> formations;
  std::vector<UnitDef> units;
  std::vector<Light> light;  // per turn, index turn - 1
  int turns = 10;
  Weather start_weather = Weather::Heavy;
  std::array<std::vector<HexId>, kSides> loc;  // §12.3

  std::vector<SetupGroup> historical;
  std::vector<std::uint8_t> free_prohibited;  // per hex (17.3)
  std::vector<std::pair<int, HexId>> free_fixed;
  std::vector<int> hidden_formations;  // historical set-up (17.2, 19.8B)
  std::vector<std::pair<int, int>> shared_boxes;
  std::vector<Arrival> arrivals;

  HexId victory_hex = kNoHex;  // 18.1
  int victory_trains = -1;     // 18.2
  int vp_destroyed = 1, vp_leader_casualty = 1, vp_captured = 2, vp_hq_captured = 4, draw_below = 10;
  int line_ma = 3, line_cf = 2;  // the line marker (19.7C, 19.7D)

  int unit_index(std::string_view id) const;
  int formation_index(std::string_view id) const;
  Light light_of(int turn) const { return light[static_cast<std::size_t>(turn - 1)]; }
};

// Reads a scenario with its map and charts (data/mns/<kind>/<id>.toml
// beside it). Throws DataError; with a collecting reader, see chart_loaders.h.
std::shared_ptr<const Scenario> load_scenario(const std::string& path);
// The directory holding data/mns (BOHEMIA_MNS_DATA or the build's).
std::string data_dir();

}  // namespace bohemia::mns
