// Every decision a player makes and every chance outcome is an Action. Each
// has one short, stable text form (its notation, see docs/notation.md), used
// in saves, on the command line, in the log and by the server.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <type_traits>

#include "core/hex.h"
#include "gbn3/map.h"
#include "gbn3/piece.h"

namespace bohemia {

enum class ActionType : std::uint8_t {
  // chance
  Roll,  // "roll 4": a d6 or 2d6 total
  Draw,  // "draw mondel": a marker from the cup (§9)
  // command phase (§7, §8)
  CincMove,  // "cinc gablenz 0513"
  CincStay,  // "cinc gablenz stay"
  First,     // "first mondel": the initiative winner's pick
  // activation (§9.1)
  Direct,  // "direct a-24ir": CinC takes an out-of-command unit under direct command (9.1.4);
           // "direct a-4cuir leopold": another CinC commanding the formation (VV157 §13.4), `target`
  Attach,  // "attach a-2drag": activate an independent unit with this formation (9.1.3)
  Ready,   // "ready": end of the command step
  // barrage (§9.2)
  Fire,  // "fire a-art-1 p-1gren NE": fire at a unit, facing NE first
  Hold,  // "hold": no more barrage this activation
  // movement (§9.3, §9.4)
  Move,     // "move p-1gren 0905 S" (a reinforcement enters: same form)
  Exit,     // "exit p-1gren": evacuation off the map (scenario rule)
  EndMove,  // "end move"
  // combat (§9.5)
  Assault,      // "assault p-1gren 0606:4 0607:0"
  EndAssaults,  // "end assaults"
  Coordinate,   // "coordinate 0606"
  Separate,     // "separate 0606"
  Resolve,      // "resolve 0606 p-1gren"
  Evade,        // "evade a-10ir 0610 N": retreat before combat (9.5.4)
  Stand,        // "stand"
  Support,      // "support a-art-1": artillery defensive support (9.5.6)
  Volley,       // "volley a-9ir p-1gren": defensive fire of a unit not assaulted (9.5.1)
  Defend,       // "defend 2,1,1 bonus": defensive fire split (9.5.3 A)
  Attack,       // "attack bonus"
  Loss,         // "loss a-24ir": who takes the +1 of D+1 (9.5.7)
  Retreat,      // "retreat a-24ir 0610 N" (9.5.8)
  Advance,      // "advance p-1gren N with" (9.5.9; "with": the commander follows)
  NoAdvance,    // "no advance" (only after a retreat before combat)
  PlaceAide,    // "aide grossmann 0903": the Aide de Camp is placed on a unit of his formation (9.5.13)
  // A special rule's own decision ("burn a-38ir", "search p-28ir 0404/S" ...):
  // its notation, fields and meaning are the rule's (SpecialRule::notation).
  Special,
};

constexpr int kMaxShares = 6;

// (Fields ordered so that the action packs into 32 bytes: legal-action lists
// hold over a thousand of them.)
struct Action {
  ActionType type = ActionType::Roll;
  std::int8_t formation = -1;  // Draw, First: whose marker; Special: the rule's index in the scenario
  // The piece that acts or is chosen: a unit, a formation commander (Move) or
  // a commander-in-chief (Cinc*); for Resolve the attacker of a separate
  // assault, or no piece.
  Piece piece;
  Piece target;  // Fire: the unit fired at; Volley: the attacker fired at
  HexId hex = kNoHex;
  std::int8_t facing = -1;  // Direction or -1
  std::int8_t value = 0;    // roll value; bonus flag; "with commander" flag
  std::int8_t nshares = 0;
  std::array<std::int8_t, kMaxShares> shares{};  // Defend split; Assault combat values
  // Always 0: the byte the compiler would otherwise leave as padding, so that
  // equal actions have equal bytes (engine::Action::pack).
  std::uint8_t reserved = 0;
  // Assault targets: up to six, since a unit in a town or village "only has
  // front hexes" (§9.5.3 reminder) and "may assault several front hexes" (§9.5.1).
  std::array<HexId, kMaxShares> hexes{kNoHex, kNoHex, kNoHex, kNoHex, kNoHex, kNoHex};

  friend bool operator==(const Action& a, const Action& b) {
    return a.type == b.type && a.piece == b.piece && a.target == b.target && a.formation == b.formation &&
           a.hex == b.hex && a.facing == b.facing && a.value == b.value && a.nshares == b.nshares &&
           a.shares == b.shares && a.hexes == b.hexes;
  }
  bool is_chance() const { return type == ActionType::Roll || type == ActionType::Draw; }
};
static_assert(sizeof(Action) <= 32);
static_assert(std::has_unique_object_representations_v<Action>);

}  // namespace bohemia
