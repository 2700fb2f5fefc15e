// What the steps of one close combat share (§7, §9.2, §10.3, §19.7D): who
// may fight whom, the strength of each side, the morale die, and the
// results' consequences (retreats, routs, step losses, advances). The
// combat being resolved is State::combat; these run inside its task.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "mns/board.h"
#include "mns/game.h"

namespace bohemia::mns {

// §5.3, §7.4, §7.5: one artillery unit, one battalion or squadron and one
// other unit of a hex fight. The slot a unit takes: 0 artillery, 1 small, 2 other.
int combat_slot(const Board& b, int u);
// §7.5, §8.3, §19.7D: may u attack into the adjacent hex `target`?
// `again`: a unit a fortune of war moved fights even if it has (§12.4).
bool may_attack_into(Board& b, int u, HexId target, bool again = false);
// §7.13.1: may infantry u skirmish against `target` two hexes away (a
// numbered MA, every hex between unoccupied, a way into the target's hex)?
// Those of `side` that may; whether an attack has one.
bool skirmish_from_two(Board& b, int u, HexId target);
std::vector<int> skirmishers_from_two(Board& b, HexId target, Side side);
bool two_hex_skirmish(const Board& b, const Combat& c);
// §14.2 (4): at night, may u attack `target` (infantry that declared a charge on it)?
bool night_charge_into(Board& b, int u, HexId target);
// The pieces of `side` on h that are not combat units: HQs and trains (§12.1, §12.2).
bool hq_or_trains_at(Board& b, HexId h, Side side);
// The formation a unit coordinates with (§7.14, §19.1: its sub-formation).
int coordination_group(const Board& b, int u);
// The leader participating with the units on h, or -1 (§10.3).
int participating_leader(const Board& b, const Combat& c, HexId h, bool attacker);

// combat_tactics.cpp (§7.13, §19.7D, §19.10B): the tactics a side may
// choose ("tactic T"), and what they make of a result.
std::vector<Action> tactic_options(Board& b, const Combat& c, bool attacker);
// The result as the tactics read it: conversions of Skirmish, a pressed
// Charge and Disengage; `a_forced`/`d_forced`: that side must retreat.
struct Converted {
  Code primary = Code::NE, second = Code::None;
  bool df = false, leader = false, ammo = false;
  bool a_forced = false, d_forced = false;
};
Converted convert_result(const Combat& c, const CrtCell& cell);
// 7.13.3: why `units` may not charge `target` together now, or "": each
// effective, undisrupted infantry that declared the charge on it, all in
// one hex and started from one hex, at most one battalion and one other
// unit, one formation or a leader able to coordinate them (7.14).
std::string charge_group_problem(Board& b, const std::vector<std::int16_t>& units, HexId target);

// artillery.cpp (§8): the bombardments open now; whether a battery may
// support the combat of State::combat (8.8), and the supports' strength.
std::vector<Action> bombard_actions(Board& b);
// §19.7D: the long-range fire open to the active side's lines ("fire UNIT TARGET").
std::vector<Action> line_fire_actions(Board& b);
bool may_support(Board& b, const Combat& c, int u);
struct StrengthPart;
std::vector<StrengthPart> support_parts(Board& b, const Combat& c);

// cavalry.cpp (§9.3, §19.3): the charges open now ("charge FROM TARGET"),
// the charging units of a hex, the checks before a charge, its end; a
// unit treated as in square against a charge of `charger`'s cavalry.
std::vector<Action> cavalry_charge_actions(Board& b);
void charging_units(Board& b, Combat& c, HexId from, bool chained);
// §9.3 (6): after a rout the riders may charge on; true when they do (the
// next charge is queued and this one does not end their charge).
bool chain_charge(Ctx& x, Board& b, Combat& c);
bool charge_checks(Ctx& x, Board& b, Combat& c);
void end_of_charge(Ctx& x, Board& b, const Combat& c);
bool in_square(const Board& b, int u, Side charger);
// §9.4: may the primary defender countercharge; the countercharge's
// checks and who rides (false: it failed its check and is not made).
bool may_countercharge(Board& b, const Combat& c);
bool countercharge(Ctx& x, Board& b, Combat& c);

// One change to a unit's factor and the section that makes it (§7.7).
struct Modifier {
  std::string text, section;
};
// A unit's part of its side's strength (its base and each modifier), or a
// side addition (`unit` empty: Press Forward, Last Stand): for the log and
// the odds query (views.cpp).
struct StrengthPart {
  std::string unit;
  int value = 0, base = 0;
  std::vector<Modifier> mods;
};
// A side's strength in a close combat (§7.7), part by part.
struct SideStrength {
  int total = 0;
  std::vector<StrengthPart> parts;
  std::string detail() const;  // the log's reckoning: " p-7-a 5, p-7-b 5 (terrain)"
};
SideStrength side_reckoning(Board& b, const Combat& c, bool attacker);
// The differential and its CRT column (§7.7: a countercharge against
// an attack is read from the cavalry's side, `mirrored`). A pure function
// of the state: the combat and the odds query both use it.
struct Differential {
  SideStrength attack, defence;
  int differential = 0, column = 0;
  bool mirrored = false;
};
Differential combat_differential(Board& b, const Combat& c);
// A bombardment or a line's fire (§8.5, §19.7D): each firing unit's attack
// and its modifiers, the total read as a positive differential, its column.
struct BombardStrength {
  int total = 0, column = 0;
  std::vector<StrengthPart> parts;
};
BombardStrength bombard_reckoning(Board& b, const Combat& c);

// The morale die of §7.3 (6): it serves the first check of the result;
// every later check rolls its own die (RN 4).
struct MoraleDie {
  int roll = 0;
  bool used = false;
};
bool combat_check(Ctx& x, Board& b, int unit, int bonus, MoraleDie& md, const std::string& why,
                  const char* section);

// What a result did, for the results that come after it (§7.12, §7.13).
struct Outcome {
  bool defender_retreated = false, defender_routed = false, defender_captured = false;
  bool attacker_retreated = false;
  bool no_advance = false;  // Ax/Dx passed: a loss, no advance (7.8)
};
void resolve_result(Ctx& x, Board& b, const CrtCell& cell, MoraleDie& md, Outcome& out);
// The second step of Press Forward or Last Stand (7.11, 7.13.2, 7.13.5).
void extra_step(Ctx& x, Board& b, Combat& c, bool attacker);

// retreat.cpp (§7.9 - §7.12)
enum class RetreatMode : std::uint8_t { Retreat, Rout };
// What a hex of a retreat ("step") or an advance ("advance") brings, as
// the retreat and the advance themselves reckon it (bits; docs/api.md, a
// legal action's "effects"), on the map as it stands before the step (a
// marker the step brings into sight, §19.8D, is not foreseen).
enum MoveEffect : std::uint8_t {
  kEffectCheck = 1,           // 7.9: a morale check on entering (unsafe line, unnegated EZOC); failed, a rout
  kEffectContinue = 2,        // 7.9: the hex is in an EZOC: the retreat may not end there
  kEffectRout = 4,            // 7.9, 7.10: no way on out of the EZOC: it routs from there (off the map)
  kEffectDisrupt = 8,         // 12.2: its own trains there: disrupted
  kEffectCaptureHq = 16,      // 12.1: an enemy HQ alone there is captured
  kEffectCaptureTrains = 32,  // 12.2: enemy trains alone there are captured
  kEffectLineCheck = 64,      // 19.7B: an enemy line's flank or rear: it checks morale
};
// Each bit of `effects` as its key and section ("check", "7.9"), in bit order.
std::vector<std::pair<const char*, const char*>> effect_names(std::uint8_t effects);
// What entering h brings to others (12.1, 12.2, 19.7B): the bits of entered().
std::uint8_t entry_effects(Board& b, int u, HexId h);
// Retreats (or routs) one unit away from `from` (its combat hex); the
// owner chooses each hex. `flip`: leaders, cavalry, artillery, battalions
// and squadrons turn ineffective (7.9; not when disengaging, 7.13.4).
void retreat_unit(Ctx& x, Board& b, int u, HexId from, RetreatMode mode, bool flip);
// One step lost by u (7.11): reduced, or eliminated (captured with no line of retreat).
void lose_step(Ctx& x, Board& b, int u, const char* section);
void capture(Ctx& x, Board& b, int u, const char* section);
// 7.12: the victorious attackers may advance into the vacated hex (two
// hexes after a rout); `must`: Press Forward and Charge advance (7.13).
void advance_after_combat(Ctx& x, Board& b, bool two, bool must);
// 7.12: after the attackers retreated or routed, the defender's
// fighting units may advance one hex: into a hex the attackers left
// empty, or a vacant hex next to one ("advance UNIT HEX", "pass").
void defender_advance(Ctx& x, Board& b);
// What entering h does to others (§12.1, §12.2 captures, §18.1, §19.7B, §19.8D).
void entered(Ctx& x, Board& b, int u, HexId h);

}  // namespace bohemia::mns
