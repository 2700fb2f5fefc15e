// What results do to units, shared by every verb: states that only worsen,
// casualties, the automatic rout at the casualty limit (rule 17), the rout
// move (rule 16), morale test plans and rolls, and the follow-up steps a
// change of state leaves in the queue.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "mini/combat.h"
#include "mini/dice.h"
#include "mini/morale.h"
#include "mini/plan.h"
#include "mini/roster.h"

namespace bohemia::mini {

// Applies a table row's effect to `u` (state by rule 18 when the row names
// none), then the casualty limit. `other` is the enemy in the combat.
void apply_effect(Unit& u, const Effect& e, const Unit& other, const std::string& rule, const Readings& r,
                  std::vector<Consequence>& out);

// Worsens `u` to `s` (never improves it), saying why; a rout adds its move.
void worsen(Unit& u, State s, const std::string& rule, const std::string& why, const Readings& r,
            std::vector<Consequence>& out);

// Adds casualties and routs the unit if they reach its limit (rule 17).
void add_casualties(Unit& u, int n, const std::string& rule, const std::string& why, const Readings& r,
                    std::vector<Consequence>& out);

// "routs 12\" directly away from the cause, through friends (rule 16)".
std::string rout_move_text(const Unit& u, const Readings& r);

// A morale test to come (rule 17): `texts` says what a pass, a Shaken and a
// Rout result mean in this test.
RollPlan morale_plan(const Unit& u, const std::vector<Unit>& units, const TestContext& ctx,
                     const std::string& what, const std::array<std::string, 3>& texts,
                     std::vector<std::string>* notes = nullptr);

// Rolls the test of `plan`; nullopt (and *error) if the dice fail.
std::optional<MoraleResult> roll_morale(const RollPlan& plan, Dice& dice, Resolution& res,
                                        std::string* error);

// The steps a change of state leaves: a new rout asks for the reaction of
// friends within 4" and a rally next move (rule 16); a new Shaken, a rally
// next move (rule 18); a Disordered unit, the end of the move (rule 18).
void add_follow_ups(const std::vector<Unit>& before, Roster& roster, const Readings& r, Resolution& res);

Step reaction_step(const Unit& routed, int move, const Readings& r);
Step rally_step(const Unit& u, int due);
Step end_step(int move);

// Adds a step to the roster's queue and to the resolution's list.
void queue_step(Roster& roster, Resolution& res, const Step& s);

// "the dice: 3+5 = 8, +2 = 10".
std::string dice_text(const RollDone& r);

}  // namespace bohemia::mini
