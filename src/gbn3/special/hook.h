// The fixed points where the core rules ask a scenario's special rules for
// their say (docs/special-rules.md lists each with its signature). A rule
// names the hooks it implements; the core calls only those rules.
#pragma once

#include <cstdint>

#include "gbn3/map.h"

namespace bohemia {

enum class Hook : std::uint8_t {
  // Start of the game: set up the rule's own state (State::rule_vars).
  GameStart,
  // Command and activation (§7 - §9.1).
  MarkerAvailable,     // may a formation's marker go into the cup / be picked first?
  CommanderInCommand,  // §7.2 override of a formation commander's command status
  UnitInCommand,       // §9.1.2: a unit in command whatever its line of command
  CincMayCommand,      // §9.1.3, §9.1.4: may a commander-in-chief command this unit?
  FormationCinc,       // §7.2, §8, §9.1.4: the commander-in-chief a formation answers to, if a rule says
  CincCommandsFormation,  // §7.2, §8, §9.1.4: a commander-in-chief commands a formation not his own
  UnitMayAct,             // may an activated unit move, fire or assault?
  CommanderMayMove,       // may a formation commander move in his activation?
  InitiativeWinner,       // §8: a side with the initiative without a roll
  InitiativeWithoutCinc,  // §8: a side without a commander-in-chief rolls as if it had one
  // Movement and positions (§9.3 - §9.5).
  MayEndMove,  // may a piece end a move, an advance, a retreat ... in a hex?
  Exit,        // units leaving the map (may_exit, on_exit)
  UnitPlaced,  // a unit was placed in a hex (moved, entered, retreated, advanced)
  Arrival,     // §9.4: when and where a piece arrives, when a rule decides it (a roll, an option)
  // Morale, rally and combat (§2, §9.2, §9.5, §10).
  MoraleModifier,  // extra morale test modifiers
  MayRally,        // §10.1: rally prohibitions
  ColumnModifier,  // extra CRT column shifts for a shooter
  RetreatLoss,     // extra step losses for a retreat after combat across a hexside
  RetreatEdge,     // the line of retreat of a side or of one unit, when it is not the scenario's
  // Decisions and chance events of the rule's own (ActionType::Special, TaskKind::Special).
  Actions,  // extra decisions offered in the sequence of play
  Tasks,    // queued decisions and rolls the rule resolves
  // Procedures.
  TurnStart,    // start of each turn, before the command phase
  EndOfTurn,    // end of each turn, after the rally phase
  LastTurn,     // the last turn, when a rule ends the game earlier than the turn track
  BetweenDays,  // campaigns: after day 1 is scored, before day 2 starts
  Score,        // victory points added to the scenario's own
  kCount
};

using HookMask = std::uint32_t;
static_assert(static_cast<int>(Hook::kCount) <= 32);
constexpr HookMask hook_bit(Hook h) { return HookMask{1} << static_cast<unsigned>(h); }

// What kind of movement a piece ends in a hex (Hook::MayEndMove).
enum class MoveKind : std::uint8_t {
  Move,         // a unit's move in its activation (§9.3), a reinforcement's entry included (§9.4)
  Commander,    // a formation commander's move (§9.3)
  Cinc,         // a commander-in-chief's move (§7.1)
  Evade,        // a retreat before combat (§9.5.4)
  Retreat,      // a retreat after combat (§9.5.8)
  Advance,      // an advance after combat (§9.5.9)
  BetweenDays,  // campaigns: a move of the between-days procedure
};

// When and where a piece not yet in play arrives (Hook::Arrival, §9.4): from
// the hour `turn` on, by the edge hex `hex`; kNoHex: it is not coming (yet).
struct Arrival {
  int turn = 0;
  HexId hex = kNoHex;
};

// Which roll a CRT column shift is asked for (Hook::ColumnModifier).
enum class FireKind : std::uint8_t {
  Barrage,        // §9.2 artillery barrage
  DefensiveFire,  // §9.5.3 A defensive fire (and the fire of a unit not assaulted, §9.5.1)
  Assault,        // §9.5.3 B the attack
};

}  // namespace bohemia
