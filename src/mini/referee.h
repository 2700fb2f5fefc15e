// The referee's entry points: evaluate a request (everything shown before
// the dice) and play it on a roster (roll, apply, queue the follow-ups, log,
// remember how to undo it). Pure: the dice come in, the roster is the state.
#pragma once

#include "mini/dice.h"
#include "mini/plan.h"
#include "mini/request.h"
#include "mini/result.h"
#include "mini/roster.h"

namespace bohemia::mini {

Result<Evaluation> evaluate(const Roster& roster, const Request& q);

// Rolls with `dice`, applies the consequences to `roster`, adds the
// follow-up steps and log lines, and an undo record. On failure the roster
// is unchanged.
Result<Resolution> play(Roster& roster, const Request& q, Dice& dice);

// Takes the last command back; false if there is nothing to undo. `label`
// receives what was undone.
bool undo(Roster& roster, std::string* label = nullptr);

// The readings in force for a request.
Readings readings_for(const Roster& roster, const Request& q);

// Adds or replaces units by id (a unit's id must be non-empty).
void apply_set(Roster& roster, const std::vector<Unit>& units);

}  // namespace bohemia::mini
