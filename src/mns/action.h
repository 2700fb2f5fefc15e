// Every decision and chance outcome of a Musket & Saber game is an Action:
// a small value packed into engine::Action (12 bytes, no padding), with one
// text form each (docs/mns/notation.md) for saves, the terminal and the log.
#pragma once

#include <cstdint>
#include <type_traits>

namespace bohemia::mns {

enum class ActionType : std::uint8_t {
  Roll,  // "roll 4" (chance: one die; 2d6 totals for 4.4)
  // set-up (§17.2, §17.3, §19.8B)
  Option,  // "setup historical" | "setup free"
  Place,   // "place a-1-1 2420"
  Hide,    // "hide a-1-1 A"
  Marker,  // "marker A1 2421"
  Real,    // "real A1": which marker of the box is the real one
  // the start of a movement phase
  Line,    // "line a-1-1 2": place a line marker facing apex 2 (§19.7A)
  Open,    // "open p-3-a" (§19.10A)
  Flip,    // "flip a-c-1": to the ineffective side (§2.6)
  Ready,   // "ready a-hq": flip an HQ or trains inactive to move it (§12.1, §12.2)
  Reveal,  // "reveal A" (§19.8C)
  Begin,   // "begin": done with the start of the phase
  // movement (§4, §6, §10, §11, §13)
  Move,     // "move p-3-a": begin moving a unit, a leader, an HQ, trains or a marker
  With,     // "with p-schmidt": a piece moves with it (§4.2, §10.3); in combat, an attacker joins (§7.5)
  Go,       // "go": no more companions / attackers
  To,       // "to 3704"
  March,    // "march 3704" (§4.7)
  Charge,   // "charge 3705 3806": move to 3705 and declare a charge on 3806 (§7.13.3, §9.3.1)
  Stay,     // "stay": end the move where it is (or make no move)
  Pivot,    // "pivot a-1-1 4": a line turns to another apex (§19.7C)
  Enter,    // "enter p-3-a E": a reinforcement enters (§13.1)
  Shift,    // "shift p-3-a 2402": entry shifted along the edge (§13.1)
  Reenter,  // "reenter a-1-1 3416" (§13.2)
  Replace,  // "replace a-1-1" (§11.2)
  Recover,  // "recover a-1-1": an eliminated unit checks to come back (§11.2)
  Deploy,   // "deploy a-1-1 2420": a revealed box's unit is placed (§19.8E)
  Unline,   // "unline a-1-1" (§19.7A); "unopen p-3-a" uses Open with value 1
  End,      // "end": the end of the phase
  // combat (§7 - §10, §12.4)
  Attack,   // "attack 3705"
  Bombard,  // "bombard a-r-1 p-3-a" (§8.4)
  Fire,     // "fire a-1-1 p-3-a": a line's long-range fire (§19.7D)
  Support,  // "support a-r-1" (§8.8)
  Defend,   // "defend a-1-1": the defender chooses who fights (§7.4)
  Primary,  // "primary a-1-1"
  Tactic,   // "tactic skirmish" ... (§7.13)
  Lead,     // "lead a-gablenz": a leader participates or coordinates (§7.14, §10.3)
  Choose,   // "disrupt" | "retreat" | "loss" (§7.8)
  Absorb,   // "absorb a-1-2": a stacked unit takes the step (§7.11)
  Step,     // "step a-1-1 3705": one hex of a retreat or rout (§7.9, §7.10)
  Advance,  // "advance p-3-a 3705" (§7.12)
  Fortune,  // "fortune move p-3-a" ... (§12.4)
  Pass,     // "pass": no (more) of an optional thing
};

// The value of a Choose.
enum class Choice : std::uint8_t { Disrupt, Retreat, Loss, Countercharge };
// The tactics of §7.13 (and none).
enum class Tactic : std::uint8_t {
  None,
  Skirmish,
  PressForward,
  Charge,
  Disengage,
  LastStand,
  Countercharge
};
// The five fortunes of war (§12.4), as the value of a Fortune.
enum class FortuneKind : std::uint8_t {
  MoveEnemy,
  MoveFriendly,
  Charge,
  EnemyMorale,
  FriendlyRecovery,
  Reenter
};

// Which piece: a unit index, or a hidden-movement marker (kMarkerBase + 0..7).
constexpr std::int16_t kMarkerBase = 1000;

struct Action {
  ActionType type = ActionType::Roll;
  std::int8_t value = 0;
  std::uint8_t reserved = 0;  // always 0 (no padding: equal actions, equal bytes)
  std::uint8_t reserved2 = 0;
  std::int16_t unit = -1;
  std::int16_t unit2 = -1;
  std::int16_t hex = -1;
  std::int16_t hex2 = -1;
  friend bool operator==(const Action&, const Action&) = default;
  bool is_chance() const { return type == ActionType::Roll; }
};
static_assert(sizeof(Action) == 12);
static_assert(std::has_unique_object_representations_v<Action>);

// The two spellings every step uses to list its legal actions (one place, so
// that the library's files compile together in one unit; CMakeLists.txt).
// An action of one piece (-1: none) with a small value: a die face, a choice.
inline Action act(ActionType t, int unit = -1, int value = 0) {
  Action a{t, static_cast<std::int8_t>(value)};
  a.unit = static_cast<std::int16_t>(unit);
  return a;
}
// An action of one piece (-1: none) to a hex, and a second hex (a charge's target).
inline Action act_at(ActionType t, int unit, std::int16_t hex, std::int16_t hex2 = -1) {
  Action a{t};
  a.unit = static_cast<std::int16_t>(unit);
  a.hex = hex;
  a.hex2 = hex2;
  return a;
}
// Whether a piece number names a hidden-movement marker rather than a unit.
inline bool is_marker(int piece) { return piece >= kMarkerBase; }

// What a running task waits for (game.h).
enum class TaskType : std::uint8_t {
  None,
  SetupMarkers,  // the markers of the boxes used (§19.8B)
  PhaseStart,    // the rolls at the start of a movement phase (§19.5, §17.4)
  UnitMove,      // one move of a piece (§4)
  Enter,         // a reinforcement entering (§13.1)
  Reveal,        // a box revealed and its units deployed (§19.8C-E)
  LineCheck,     // a line's morale check when an enemy enters its flank or rear (§19.7B)
  Combat,        // one attack (§7.3)
  Bombard,       // one bombardment (§8.4, §8.5)
  Retreat,       // one unit's retreat or rout (§7.9, §7.10)
  FortuneOfWar,  // one fortune of war (§12.4)
  PhaseEnd,      // the end of a movement phase: recovery, HQs (§11.1, §12.1)
  RecoverCheck,  // an eliminated unit checks to come back (§11.2)
  TurnEnd,       // the Game Turn marker phase (§3.2, §19.4)
  CombatEnd,     // a combat phase's end, after its triggered defenders' fortunes (§3.2, §7.2)
};

}  // namespace bohemia::mns
