// The referee's memory between rolls: the follow-up steps a result leaves
// (reaction tests within 4", the pursuit roll, rallies next move, the end of
// the move), the log in the style of the demo report, and what a roll did.
#pragma once

#include <string>
#include <vector>

#include "mini/unit.h"

namespace bohemia::mini {

enum class StepKind { Reaction, Pursuit, Charge, Rally, EndOfMove };
std::string_view name(StepKind k);

struct Step {
  StepKind kind = StepKind::Reaction;
  std::string unit;   // who acts or reacts
  std::string other;  // the routers a pursuit follows, the unit whose rout is reacted to
  std::string rule;
  int due = 0;  // the move it belongs to
  std::string text;
  bool operator==(const Step&) const = default;
};

// Adds `s` unless a step of the same kind for the same unit is queued.
void add_step(std::vector<Step>& queue, const Step& s);
// Removes the steps of `kind` for `unit` (all units if empty); true if any.
bool remove_steps(std::vector<Step>& queue, StepKind kind, const std::string& unit);

struct LogLine {
  int move = 0;
  std::string rule;
  std::string text;
  bool operator==(const LogLine&) const = default;
};

// One thing a result did to a unit, with its rule.
struct Consequence {
  std::string unit;
  std::string rule;
  std::string text;
};

// A roll as made: the dice, the modifier, the total and what it gave.
struct RollDone {
  std::string what;
  std::string rule;
  std::vector<int> dice;
  int modifier = 0;
  int total = 0;
  std::string result;
};

}  // namespace bohemia::mini
