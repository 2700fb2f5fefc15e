// What the referee shows before the dice (an Evaluation: modifiers, factors,
// the Winner and margin, every outcome with its exact chance) and what it
// reports after them (a Resolution: the rolls, their consequences, the steps
// they leave, the log lines).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "mini/odds.h"
#include "mini/steps.h"

namespace bohemia::mini {

// One roll to come: who rolls and why, its modifiers, every result.
struct RollPlan {
  std::string what;  // "3rd Line tests morale to react"
  std::string rule;
  std::string unit;
  int dice = 1;
  std::vector<Modifier> modifiers;
  std::vector<OddsRow> rows;  // chances out of 6 (one die) or 36 (two)
};

// A side's combat factor: its modifiers and their sum.
struct Factor {
  std::string unit;
  std::vector<Modifier> modifiers;
  int total = 0;
};

// The combat of rule 14 or 15 once the reaction (if any) is known.
struct CombatPlan {
  std::string rule;  // "14" or "15"
  Factor charger, target;
  std::string winner;         // unit id of the "Winner"
  int margin = 0;             // added to the Winner's 2d6
  bool equal = false;         // the factors were equal (reading R1 chose the Winner)
  std::string table;          // "Winner" (rule 14), "Cavalry win" or "Infantry win" (rule 15)
  std::vector<OddsRow> rows;  // every row of the table, out of 36
};

// How the charged unit reacts, with its chance, and the combat that follows.
struct Branch {
  std::string key;    // "none", "pass", "shaken", "rout"
  std::string label;  // "passes (3+): counter-charges"
  Chance chance;      // out of 6
  std::string text;
  std::optional<CombatPlan> combat;  // none: no combat follows
};

struct Evaluation {
  std::string verb;
  std::string rule;
  std::string title;
  std::vector<std::string> warnings;
  std::vector<std::string> notes;
  std::vector<RollPlan> rolls;    // morale, reaction, pursuit and rally rolls
  std::vector<Branch> branches;   // a charge: one per reaction result
  std::vector<OddsRow> outcomes;  // every final outcome; the chances sum to 1
};

// An evaluation with its heading (strings moved in: GCC 12 warns wrongly
// about assigning short literals into a fresh one).
inline Evaluation evaluation(std::string verb, std::string rule, std::string title) {
  Evaluation e;
  e.verb = std::move(verb);
  e.rule = std::move(rule);
  e.title = std::move(title);
  return e;
}

struct Resolution {
  std::string verb;
  std::string title;
  std::vector<RollDone> rolls;
  std::vector<Consequence> consequences;
  std::vector<Step> added;  // follow-up steps this left
  std::vector<Step> done;   // steps of the queue it carried out
  std::vector<LogLine> log;
};

}  // namespace bohemia::mini
