// The dynamic state of a Musket & Saber game: where every piece is and in
// what condition, the turn and phase (§3.2), the weather (§19.4), the
// hidden-movement markers (§19.8), the arrivals still to come (§17.4), the
// tasks waiting to run (a combat's steps, a retreat, a fortune of war) and
// what victory will read (§18). A plain value: copied for clones and for
// the snapshot a suspended task is replayed from (game.h).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "mns/action.h"
#include "mns/scenario.h"

namespace bohemia::mns {

// Where a piece is.
enum class Where : std::uint8_t {
  Waiting,     // not yet on the map: an arrival to come (§13.1), or an Austrian not yet set up
  Map,         // on the map at `hex`
  Box,         // in a hidden-movement box (§19.8)
  Track,       // on the Turn Record Track, back on turn `track` (§7.10, §11.2, §13.2)
  Eliminated,  // its last step lost, set aside: may come back by a replacement (§7.11, §11.2)
  Destroyed,   // failed its recovery check: gone for good (§11.2, §18.3)
  Captured,    // taken by the enemy (§7.9, §7.10, §7.11, §12.1, §12.2)
  Casualty,    // a leader killed or wounded (§10.3)
  SetAside,    // routed in the last two turns: out of the game, not destroyed (§7.10)
};

// Why a piece is in its state this phase or turn (bits).
enum UnitFlag : std::uint16_t {
  kBack = 1 << 0,           // reduced, ineffective (§2.5, §2.9), or an HQ/trains inactive (§12)
  kDisrupted = 1 << 1,      // §2.8
  kOpenOrder = 1 << 2,      // §19.10
  kMoved = 1 << 3,          // moved (or chose not to) this movement phase (§4.2)
  kAttacked = 1 << 4,       // attacked this combat phase (§7.5)
  kInEzoc = 1 << 5,         // was in an EZOC at some moment of this movement phase (§4.7, §11.1)
  kMarched = 1 << 6,        // used march movement this turn: may not attack (§4.7)
  kAssisted = 1 << 7,       // a leader: his one assist of this game turn is used (§10.3)
  kAdvanced = 1 << 8,       // advanced after combat: fights no more this phase (§7.12)
  kTriggered = 1 << 9,      // a defender exerting a ZOC onto an attacker at the start of combat (§7.2)
  kDefended = 1 << 10,      // attacked this phase (counts for §7.2)
  kDisengaged = 1 << 11,    // left an EZOC this phase: may enter no other (§6.3)
  kToMove = 1 << 12,        // an HQ or trains flipped to move this phase (§12.1, §12.2)
  kWasStacked = 1 << 13,    // began the game turn stacked with... (leaders: see assist_unit)
  kFortuneMoved = 1 << 14,  // moved by a fortune of war: takes part in the combats of its hex (§12.4)
};

struct UnitState {
  HexId hex = kNoHex;
  Where where = Where::Waiting;
  std::int8_t box = -1;   // Box: 0..3 (A..D)
  std::int8_t track = 0;  // Track: the turn it comes back
  std::int8_t line = -1;  // in line: the apex faced 0..5 (§19.7B), else -1
  std::uint16_t flags = 0;
  HexId charge = kNoHex;  // a charge declared in movement against this hex (§7.13.3, §9.3.1)
  HexId charge_from = kNoHex;
  std::int16_t start_with = -1;  // a leader: the unit he began the turn stacked with (§10.3)
  bool has(std::uint16_t f) const { return (flags & f) != 0; }
  void set(std::uint16_t f, bool on = true) {
    flags = static_cast<std::uint16_t>(on ? (flags | f) : (flags & ~f));
  }
};

// One hidden-movement marker (§19.8A): two per box, markers 2b and 2b+1.
struct HmMarker {
  HexId hex = kNoHex;  // kNoHex: not on the map (not placed, or removed)
  bool moved = false;
  bool removed = false;
};

// An arrival of §17.4 as play goes: the turn it comes (0 while a roll
// decides, -1 never), whether its die was rolled, the entry chosen for
// an "I OR J" arrival.
struct ArrivalState {
  std::int8_t turn = 0;
  bool rolled = false;
  char entry = 0;
};

enum class Phase : std::uint8_t { Setup, Movement, Combat, TurnEnd, GameOver };

// Steps inside a phase that the players see.
enum class Step : std::uint8_t {
  Choose,      // set-up: historical or free (§17.2, §17.3)
  Place,       // set-up: the units, then the markers (§17.2, §19.8B)
  PhaseStart,  // the automatic rolls and flips at the start of a movement phase
  Prepare,     // movement: the start-of-phase choices (§2.6, §12, §19.7A, §19.8C, §19.10A)
  Move,        // movement: moves, entries, re-entries, replacements (§4, §11.2, §13)
  Attack,      // combat: declaring attacks and bombardments (§7, §8)
  Done,
};

// A unit of work run by the task machinery (game.h): its kind and
// parameters. The running task keeps its answers (decisions and dice).
struct Task {
  TaskType type = TaskType::None;
  Side side = Side::Prussia;
  std::int16_t a = -1, b = -1, c = -1, d = -1;
  friend bool operator==(const Task&, const Task&) = default;
};

// The combat being resolved (§7.3): who fights, the primary units, tactics,
// coordination and the result, kept for the steps after the dice.
struct Combat {
  bool active = false;
  Side attacker = Side::Prussia;
  HexId target = kNoHex;
  std::vector<std::int16_t> attackers, defenders, support;  // support: artillery (§8.8)
  std::vector<std::int16_t> leaders_a, leaders_d;           // participating leaders (§10.3)
  std::int16_t primary_a = -1, primary_d = -1;
  std::int16_t coordinator = -1;
  std::uint8_t tactic_a = 0, tactic_d = 0;  // Tactic
  bool charge = false, cavalry_charge = false, countercharge = false, skirmish = false;
  bool coordinated = true, charge_failed = false;
  bool fortune_charge = false;    // the fortune of war's charge: charging factors doubled (§12.4)
  bool rolling = false;           // the column is read: the dice are rolled next (§7.3 (6); the odds query)
  bool bombard = false;           // a bombardment (§8.4): one battery, one target unit
  bool line_fire = false;         // a line's long-range fire, resolved as a bombardment (§19.7D)
  std::vector<HexId> from_hexes;  // hexes the attack came from (advance, §7.12)
};

struct State {
  int turn = 1;
  Phase phase = Phase::Setup;
  Step step = Step::Choose;
  Side active = Side::Austria;  // the set-up is the Austrian's
  bool free_setup = false;
  Weather weather = Weather::Heavy;
  std::vector<UnitState> units;
  std::array<HmMarker, 8> markers{};
  std::array<std::int8_t, 4> real_marker{-1, -1, -1, -1};  // 0 or 1: which of the box's markers is real
  std::array<bool, 4> box_revealed{};
  std::vector<std::uint8_t> replaced;  // per formation: replacements used this turn (§11.2)
  std::vector<ArrivalState> arrivals;
  int setup_next = 0;       // set-up: the next unit to place (scenario order)
  std::vector<Task> tasks;  // waiting to run, front first
  Combat combat;
  std::vector<HexId> targeted;  // hexes attacked this combat phase: one attack each (§7.4)
  std::vector<HexId> charged;   // of those, hexes only cavalry charged: more charges may (§9.3 (2))
  std::int8_t last_into_victory_hex = -1;  // the side of the last unit to enter it (§18.1)
  bool trains_disturbed = false;           // the Austrian trains moved or were attacked (§18.2)
  std::array<int, kSides> vp_destroyed{}, vp_casualties{}, vp_captured{},
      vp_hq{};                // earned by each side (§18.3)
  std::uint32_t version = 0;  // bumped by every change of positions or condition (caches)
};

}  // namespace bohemia::mns
