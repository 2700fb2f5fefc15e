// Exact odds of a combat decision (issue 8, docs/api.md `/odds`): for a
// barrage (9.2.2), an assault declaration (9.5.1), a defensive-fire split
// (9.5.3 A), a volley (9.5.1) or an attack (9.5.3 B), every die the engine
// would roll is played on copies of the game, the lines that reach equal
// states merged as they go (src/gbn3/odds_walk.h), so the figures are exact
// and the engine's own: each roll's modifiers as the engine states them (with the
// rule section of each), the column and die modifier read on the CRT, the
// probability of each result, and the combined outcomes of defensive fire,
// morale tests and the attack. Pure: the game passed in is not changed.
//
// Where the combat needs decisions the action does not settle, a fixed
// policy stands in and is listed in `assumptions` (for a declaration: the
// defender stands, gives no support and fires its whole value at this
// attacker; the attack is made without the commander's bonus; a unit that
// must retreat takes the first path offered).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "gbn3/game.h"

namespace bohemia {

struct OddsModifier {
  std::string text;     // as the engine logs it: "+1 col. Dreyse needle gun"
  std::string section;  // the rule that gives it
  int column = 0;       // column shift
  int drm = 0;          // die-roll modifier
};

// One kind of roll of the combat (the attack, the defensive fire at one
// attacker, a barrage), as met in the first line of play that reaches it.
struct RollOdds {
  std::string roll;     // "attack on 0606", "defensive fire at p-1gren", …
  std::string section;  // 9.2.2, 9.5.1, 9.5.3, 9.5.5
  int base = 0;         // the column before modifiers
  std::vector<OddsModifier> modifiers;
  int column = 0;                         // as read on the CRT (0..7)
  int drm = 0;                            // die modifier, with +1 per column past 7 (CRT)
  std::map<std::string, double> results;  // "-", "T", "D", "D+1" given this roll is made
};

struct CombinedOutcome {
  std::map<std::string, std::string> defence;  // attacker id -> result of the defensive fire at it
  std::string attack;                          // the attack's (or barrage's, volley's) result, "" if none
  std::map<std::string, std::string> morale;   // unit id -> "passed" / "failed" (T results, §2)
  double p = 0;
};

struct Odds {
  Action action;
  std::string kind;  // barrage, assault, defend, volley, attack
  std::vector<RollOdds> rolls;
  std::size_t main = 0;                        // the roll the action is about (index into rolls)
  std::map<std::string, double> main_results;  // its results over every line of play ("none": not made)
  std::vector<CombinedOutcome> combined;       // summing to 1
  std::vector<std::string> assumptions;
  std::size_t states = 0;  // game states stepped from to compute it (the work; benchmarks)
};

// How the lines of play are taken: folded step by step, equal states merged
// (the engine's, issue 14: every combat), or enumerated line by line (issue
// 8's method, kept for comparison in tests and benchmarks: it refuses
// combats with too many lines).
enum class OddsMethod : std::uint8_t { Fold, Lines };

// The odds of `a`, a legal decision now; nullopt with the reason otherwise.
std::optional<Odds> combat_odds(const Game& g, const Action& a, std::string* error,
                                OddsMethod method = OddsMethod::Fold);

}  // namespace bohemia
