// The three charts of Musket & Saber as the rules read them: the Combat
// Results Table (§7.8), the Terrain Effects Chart (§4.5–4.7, §6.4, §7.7,
// §7.12, §8.2, §8.6, §12.2, §19) and the Rain Table (§19.4). They are data
// (data/mns/charts, docs/mns/data-format.md) so that an owner of the printed
// game can replace the reconstructed values.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace bohemia::mns {

// ---------------------------------------------------------------- the CRT
// A result code of §7.8 (Am: §9.3.5, §9.4). None: no parenthesized result.
enum class Code : std::uint8_t { None, NE, Ar, Dr, Ac, Dc, Ax, Dx, Dm, Am, Ex };

const char* code_name(Code c);
Code parse_code(const std::string& s);  // Code::None when unknown
// A result that calls a morale check and may "not take effect" (§7.8).
constexpr bool is_check(Code c) {
  return c == Code::Ac || c == Code::Dc || c == Code::Ax || c == Code::Dx || c == Code::Dm || c == Code::Am;
}
constexpr bool is_attacker_code(Code c) {
  return c == Code::Ar || c == Code::Ac || c == Code::Ax || c == Code::Am;
}
constexpr bool is_defender_code(Code c) {
  return c == Code::Dr || c == Code::Dc || c == Code::Dx || c == Code::Dm;
}

// One box of the table: a result, the one applied if its check is passed,
// and the flags that come on top.
struct CrtCell {
  Code primary = Code::NE;
  Code second = Code::None;
  bool df = false, leader = false, ammo = false;
  std::string text() const;
};

// Why a column: its printed label and its bounds (the first has no min,
// the last no max: differentials beyond them read the end columns).
struct CrtColumn {
  std::string label;
  int min = 0, max = 0;
};

struct Crt {
  std::string status;
  std::vector<CrtColumn> columns;
  std::array<std::vector<CrtCell>, 6> rows;  // die 1..6
  int column_of(int differential) const;
  const CrtCell& cell(int die, int column) const {
    return rows[static_cast<std::size_t>(die - 1)][static_cast<std::size_t>(column)];
  }
};

// ---------------------------------------------------------------- the TEC
// Who pays what: a moving piece's arm (HQs move as cavalry, hidden markers
// and line marker moves as infantry).
enum class Arm : std::uint8_t { Infantry, Cavalry, Artillery, Leader, Trains };
constexpr int kArms = 5;
constexpr int kCombatArms = 3;

// Costs in half movement points (a road costs ½ MP to a marching unit).
using HalfMp = int;
constexpr HalfMp kProhibited = 1 << 20;

struct HexTerrain {
  std::string name;
  char code = '.';
  std::array<HalfMp, kArms> mp{};  // kProhibited: may not enter
  bool march = true, charge = true;
  std::array<int, kCombatArms> attacker_halvings{};
  bool defender_may_advance = true, zoc_into = true, zoc_out = true, los_blocks = false;
  bool bombard_into = true, line_ok = true, trains_stop = false;
};

struct HillTerrain {
  std::array<HalfMp, kArms> mp_add_uphill{};
  bool march = true, charge = true, line_ok = true, defender_may_advance = true;
  std::array<int, kCombatArms> attacker_halvings{};
  int range_bonus = 1, light_rain_los_bonus = 1;
};

struct BatteryPosition {
  int range_bonus = 2, attack_bonus = 2;
  std::vector<std::string> sides;                // "austria"
  std::vector<std::string> excluded_formations;  // "a-s"
};

struct FieldworksTerrain {
  std::array<int, kCombatArms> attacker_halvings_across_protected{};
  bool charge_across_protected = false, defender_may_advance = false, line_ok = true;
  int light_rain_los_bonus = 2;
  BatteryPosition battery;
};

struct PathTerrain {
  std::string name;
  std::array<HalfMp, kArms> mp{};
  HalfMp march_mp = -1;              // -1: no march rate (trails)
  HalfMp march_mp_beside_units = 2;  // §4.7
  int trains_ma_multiplier = 1;
  std::uint8_t no_path_rate_into_ezoc = 0;  // bit per arm (§4.6)
};

struct HexsideTerrain {
  std::string name, map_key;
  std::array<HalfMp, kArms> mp_add{};  // kProhibited: may not cross
  HalfMp mp_add_on_path = -1;          // bridge: added along its path (-1: as mp_add)
  bool march = true, charge = true, zoc_across = true, los_blocks_unless_adjacent = false, line_ok = true;
  std::array<int, kCombatArms> attacker_halvings{};
};

struct Tec {
  std::string status;
  std::vector<HexTerrain> hexes;  // by index; the map stores the index
  HillTerrain hill;
  FieldworksTerrain fieldworks;
  PathTerrain road, trail;
  std::vector<HexsideTerrain> hexsides;  // index 0 is clear_hexside
  int hex_index(const std::string& name) const;
  int hexside_index_by_key(const std::string& map_key) const;
};

// ---------------------------------------------------------- the Rain Table
enum class Weather : std::uint8_t { Heavy, Light, Clear };
constexpr int kWeathers = 3;
const char* weather_name(Weather w);

struct WeatherEffects {
  int los = 10;
  int hill_bonus = 0, fieldworks_bonus = 0;
  bool absolute = false;
  int max_mp = 0;  // 0: no limit
};

struct RainTable {
  std::string status;
  Weather start = Weather::Heavy;
  std::array<std::array<Weather, 6>, kWeathers> table{};  // [current][die - 1]
  std::array<WeatherEffects, kWeathers> effects{};
};

}  // namespace bohemia::mns
