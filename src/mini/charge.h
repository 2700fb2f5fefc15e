// A charge: cavalry against cavalry (rule 14) or against infantry (rule 15),
// with the charged unit's reaction (rule 18 for cavalry, rule 15's caption
// for infantry), the combat, its consequences and the pursuit it may allow.
#pragma once

#include "mini/dice.h"
#include "mini/plan.h"
#include "mini/request.h"
#include "mini/result.h"
#include "mini/roster.h"

namespace bohemia::mini {

Result<Evaluation> evaluate_charge(const Roster& r, const Request& q, const Readings& rd);
Result<Resolution> resolve_charge(Roster& r, const Request& q, const Readings& rd, Dice& dice);

// The combat once the reaction is known (exposed for tests).
CombatPlan combat_plan(const std::string& rule, const Unit& charger, const Unit& target, bool stationary,
                       const Readings& rd);

}  // namespace bohemia::mini
