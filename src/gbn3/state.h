// The dynamic state of one game: where every piece is, its condition, and
// where the sequence of play stands. Plain data, cheap to copy (the AI and
// the tests clone it); everything immutable lives in the Scenario.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "gbn3/action.h"
#include "gbn3/crt.h"
#include "gbn3/map.h"
#include "gbn3/types.h"

namespace bohemia {

// Where the sequence of play (§6) stands.
enum class Phase : std::uint8_t {
  TurnStart,       // start of a turn: a returning Aide de Camp is placed (9.5.13)
  CincReaction,    // chance: reaction test of the CinC being moved (7.1)
  CincMove,        // decision: move that CinC or not (7.1)
  InitiativeRoll,  // chance: a side's initiative die (8)
  InitiativePick,  // decision: the winner picks the first formation (8)
  Draw,            // chance: the next marker from the cup (9)
  ActivationTest,  // chance: an out-of-command commander's activation test (9.1.1)
  Command,         // decision: direct command, independents (9.1.3, 9.1.4)
  Barrage,         // decision: artillery barrage fire (9.2)
  Movement,        // decision: move units and the commander (9.3, 9.4)
  Declare,         // decision: assault declarations (9.5.1)
  Coordinate,      // decision/chance: coordinated assault attempts (9.5.2)
  Select,          // decision: the attacker picks the next combat (9.5)
  Combat,          // resolving one combat (9.5.3 - 9.5.13), see CombatStep
  Rally,           // chance: rally tests (10.1)
  EndTurn,         // end of the turn: the special rules' end-of-turn procedures (their tasks)
  BetweenDays,     // campaigns: day 1 is over, the between-days procedures (their tasks)
  GameOver,
};

// The rule section a phase is played under: the one table of it, cited by
// refusals and by the views (game.cpp).
std::string_view phase_section(Phase p);

enum class CombatStep : std::uint8_t {
  Evade,       // defender: retreat before combat or stand (9.5.4)
  Support,     // defender: artillery defensive support (9.5.6)
  Defend,      // defender: defensive fire split and bonus (9.5.3 A)
  DefRoll,     // chance: one defensive fire roll per attacker
  Volley,      // defender: fire of a unit not assaulted at an attacker in its front (9.5.1)
  VolleyRoll,  // chance: that unit's defensive fire roll
  Attack,      // attacker: attack and bonus (9.5.3 B)
  AttackRoll,  // chance: the attack roll
  Finish,      // cavalry disorganisation, advance (9.5.9, 9.5.11)
};

// A unit's whereabouts.
enum class Where : std::uint8_t { Pending, Map, Eliminated, Exited };

struct UnitState {
  HexId hex = kNoHex;
  Direction facing = Direction::N;
  Where where = Where::Pending;
  std::uint8_t losses = 0;
  bool disorganised = false;
  bool prisoner = false;  // eliminated by the end-of-game line-of-retreat check
  // this turn
  bool used_independent = false;  // independent already activated this turn (9.1.3)
  bool direct = false;            // under the CinC's direct command this turn (9.1.4)
  bool entered = false;           // arrived as a reinforcement this turn (9.4)
  bool attacked = false;          // has been attacked this game (Trautenau §11.1.5)
  bool rally_test = false;        // takes its rally test in this rally phase (10.1)
  // this activation
  bool active = false;      // acts in the current activation
  bool in_command = false;  // command status for this activation (9.1.2)
  bool moved = false;
  bool fired = false;  // barrage fire (9.2: once per activation)
  bool declared = false;
  bool supported = false;    // artillery defensive support (9.5.6: once per activation)
  bool evaded = false;       // retreated before combat during this activation
  bool assaulted = false;    // a defender of an assault in this activation (9.5.1 "engaged")
  bool volleyed = false;     // gave defensive fire without being assaulted (9.5.1: once per combat phase)
  std::uint8_t mp_used = 0;  // half MP spent this activation (cavalry charge 9.5.11)
};

// A formation commander, or his Aide de Camp (9.5.13).
struct CommanderState {
  HexId hex = kNoHex;
  Where where = Where::Pending;
  bool aide = false;
  bool ooc = false;     // Out of Command marker (7.2)
  bool failed = false;  // failed his activation test this activation (9.1.1)
  bool moved = false;
  bool replace_next_turn = false;  // Aide de Camp eliminated: back next turn
  bool arrived = false;            // arrived as a reinforcement this turn (9.4: in command)
};

struct CincState {
  HexId hex = kNoHex;
  Where where = Where::Pending;
  bool moved = false;
  std::uint8_t direct_used = 0;  // units taken under direct command this turn (9.1.4)
};

// A declared assault on one hex (9.5.1) or, after a failed or declined
// coordination, one unit's separate assault.
struct Combat {
  HexId target = kNoHex;
  std::int8_t n = 0;
  std::array<std::int16_t, kMaxShares> attackers{};
  std::array<std::int8_t, kMaxShares> cv{};
  bool coordinated = false;
  bool asked = false;  // coordination decided
  bool done = false;
  // The active formation's commander takes part in this assault (he organised
  // it, or lends it his bonus): he rolls his 2d6 once, when it ends (9.5.13).
  bool commander = false;
  // The target was vacated: 1 an attacker must advance (9.5.9), 2 one may
  // occupy it (9.5.4). Waits until the attackers' other combats are resolved
  // (9.5.1: "it only occurs once all the unit's combats have been resolved").
  std::int8_t advance = 0;
};

// Work in progress on the current combat.
struct CombatWork {
  std::int16_t index = -1;
  CombatStep step = CombatStep::Evade;
  std::int8_t ndef = 0;
  std::array<std::int16_t, 6> defenders{};
  std::int8_t nsupport = 0;
  std::array<std::int16_t, 4> supports{};
  std::array<std::int8_t, kMaxShares> shares{};
  bool def_bonus = false;
  std::int8_t next_roll = 0;  // which attacker's defensive roll is next
  bool att_bonus = false;
  bool evaded = false;          // at least one defender retreated before combat
  bool defenders_left = false;  // the hex was vacated by retreat after combat
  bool attack_made = false;
  std::int16_t def_commander = -1;  // formation commander lending his bonus in defence
  // Where each attacker stood when the combat began: one that has since been
  // moved by a retreat after defensive fire can no longer attack (9.5.3 B).
  std::array<HexId, kMaxShares> att_from{kNoHex, kNoHex, kNoHex, kNoHex, kNoHex, kNoHex};
  // The defensive fire of a unit not assaulted (9.5.1) waiting for its die.
  std::int16_t volley_unit = -1;
  std::int16_t volley_target = -1;
  bool volley_bonus = false;  // its formation commander adds his bonus (9.5.13)
  // The formations whose commander lent his bonus to such fire in this
  // combat (bit per formation): each risks his 2d6 once, when these fires end.
  std::uint32_t volley_commanders = 0;
};

// Pending result work after a roll: morale tests, retreats, losses,
// commander casualty checks. Processed first-in first-out.
enum class TaskKind : std::uint8_t {
  MoraleTest,      // chance: T result (9.5.7); on failure becomes Hit
  Hit,             // apply D to a unit: disorganise or step loss, then retreat if `retreat`
  ExtraLoss,       // decision: owner picks the unit taking the +1 of D+1
  Retreat,         // decision: owner picks the retreat path (9.5.8)
  CommanderCheck,  // chance: 2d6, 2 or 12 eliminates (9.5.12, 9.5.13)
  Advance,         // decision: the attacker advances (9.5.9); `combat` is the combat's index
  PlaceAide,       // decision: the owner places an Aide de Camp on a unit of his formation (9.5.13)
  Special,         // a special rule's decision or roll (SpecialRule::task_actor)
};

struct Task {
  TaskKind kind = TaskKind::Hit;
  Piece piece;  // the unit; CommanderCheck: the commander or commander-in-chief; PlaceAide: the commander
  std::int16_t combat = -1;  // Advance: the index of the combat that vacated the hex
  HexId hex = kNoHex;        // hex of the stack for ExtraLoss / Advance
  bool retreat = false;      // Hit: the unit must retreat
  bool barrage = false;      // the result came from barrage fire
  bool optional = false;     // Advance after a retreat before combat may be declined
  bool extra_loss = false;   // Hit: D+1 on a single unit
  std::int8_t rule = -1;     // Special: the rule's index in the scenario's RuleSet
  std::int16_t value = 0;    // Special: the rule's own datum
};

// A hexside whose features differ from the map's now (a bridge burning or
// destroyed, a ford found, a pontoon laid): Rules::hexside() reads it.
// Kept for the side seen from `hex` in direction `dir` with dir N, NE or SE.
struct HexsideState {
  HexId hex = kNoHex;
  std::uint8_t dir = 0;
  std::uint16_t bits = 0;  // HexsideBits, replacing the map's
  friend bool operator==(const HexsideState&, const HexsideState&) = default;
};

// What a finished day of a campaign scored (§13 of each rulebook).
struct DayResult {
  std::array<int, kSides> vp{};
  std::int8_t winner = -1;    // side index, -1 tie
  std::int8_t level = 0;      // 0 tie, 1 minor, 2 major
  std::int8_t ended_by = -1;  // the special rule that ended the day early, -1 none
};

struct State {
  int day = 1;   // campaigns: the day being played (1, 2); a scenario has one day
  int turn = 0;  // hour
  Phase phase = Phase::CincReaction;
  Side acting = Side::Prussia;  // whose decision (for phases with a decision)
  std::int8_t cinc_cursor = 0;  // CinC being handled in the command phase
  std::array<std::int8_t, kSides> initiative_roll{};
  std::int8_t initiative_cinc = -1;   // CinC whose roll won
  std::uint32_t initiative_best = 0;  // per side, the CinCs holding its best roll (bit per CinC, A-23)
  std::uint32_t cup = 0;              // formation markers still to draw (bit per formation)
  std::int8_t active_formation = -1;
  bool activation_in_command = false;  // the FC passed 7.2 or 9.1.1
  // Subject of a pending roll: the barrage gun and target, the combat whose
  // coordination is tested, the unit taking its rally test.
  std::int16_t roll_a = -1;
  std::int16_t roll_b = -1;

  std::vector<UnitState> units;
  std::vector<CommanderState> commanders;  // per formation (independent pseudo-formations unused)
  std::vector<CincState> cincs;
  std::vector<std::int8_t> last_occupant;  // per hex: -1 none, else side index (victory control)
  std::vector<std::uint8_t> entered_at;    // per hex: units entered there this turn (9.4 column)
  std::vector<bool> demoralised;           // per formation (10.2)

  std::vector<Combat> combats;
  CombatWork work;
  std::vector<Task> tasks;

  // Special rules: each rule's own slots (SpecialRule::var), and the
  // hexsides they changed.
  std::vector<std::int32_t> rule_vars;
  std::vector<HexsideState> hexsides;

  std::int8_t winner = -1;       // side index, -1 tie
  std::int8_t level = 0;         // 0 tie, 1 minor, 2 major
  std::array<int, kSides> vp{};  // final VP
  std::int8_t ended_by = -1;     // the special rule that ended the game early (a panic), -1 none

  // Campaigns: the days finished, and what the current day began with (the
  // losses per unit and the demoralised formations: a day scores only its
  // own). Empty on day 1, whose scenario's set-up says it.
  std::vector<DayResult> days;
  std::vector<std::uint8_t> day_start_losses;
  std::vector<bool> day_start_demoralised;
};

}  // namespace bohemia
