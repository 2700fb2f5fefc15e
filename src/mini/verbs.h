// The referee's verbs besides the charge (charge.h): a morale test (rule 17),
// the reaction of friends to a rout (rule 16), the pursuit roll (rule 16), a
// rally (rules 16, 18) and the end of a move (rule 18). Each evaluates (the
// odds before the dice) and resolves (rolls and changes the roster).
#pragma once

#include "mini/dice.h"
#include "mini/plan.h"
#include "mini/request.h"
#include "mini/result.h"
#include "mini/roster.h"

namespace bohemia::mini {

Result<Evaluation> evaluate_morale(const Roster& r, const Request& q, const Readings& rd);
Result<Resolution> resolve_morale(Roster& r, const Request& q, const Readings& rd, Dice& dice);

Result<Evaluation> evaluate_rout(const Roster& r, const Request& q, const Readings& rd);
Result<Resolution> resolve_rout(Roster& r, const Request& q, const Readings& rd, Dice& dice);

Result<Evaluation> evaluate_pursuit(const Roster& r, const Request& q, const Readings& rd);
Result<Resolution> resolve_pursuit(Roster& r, const Request& q, const Readings& rd, Dice& dice);

Result<Evaluation> evaluate_rally(const Roster& r, const Request& q, const Readings& rd);
Result<Resolution> resolve_rally(Roster& r, const Request& q, const Readings& rd, Dice& dice);

Result<Evaluation> evaluate_end(const Roster& r, const Readings& rd);
Result<Resolution> resolve_end(Roster& r, const Readings& rd);

// The unit `id` on the table, or the error naming it.
Result<const Unit*> unit_on_table(const Roster& r, const std::string& id, const std::string& role);

}  // namespace bohemia::mini
