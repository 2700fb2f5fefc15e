// The entry points of the rules that the game machinery (game.cpp) calls:
// what may be decided at the level of a phase, what such a decision does,
// and how each task runs. Each is defined in the file of its concept.
#pragma once

#include <string>
#include <vector>

#include "mns/board.h"
#include "mns/game.h"

namespace bohemia::mns {

// The decisions open when no task runs (set-up placements, the start of a
// movement phase, moves, attacks, ending a phase).
std::vector<Action> phase_actions(Board& b);
// Applies one of them: changes the state, or queues the task that does it.
void apply_phase_action(Ctx& x, Board& b, const Action& a);
// Runs a task to its end, or until it needs an answer (Ctx throws Suspend).
void run_task(Ctx& x, Board& b, const Task& t);
// The game's first state (before the Austrian set-up).
void start_game(Board& b);

// Why a phase-level decision is refused, citing the rule, or "" when no
// rule-specific reason is known (combat_phase.cpp: attacks §7.4, §7.5,
// bombardments §8.4, charges §9.3).
std::string refusal_reason(Board& b, const Action& a);
// The same for a decision inside a running task (a tactic §7.13.3, a
// bombardment's coordination §8.4, a fortune of war §12.4).
std::string task_refusal_reason(Board& b, const Task& t, const Action& a);
// fortunes.cpp: why a fortune of war is refused (§7.2, §12.4).
std::string fortune_refusal(Board& b, const Task& t, const Action& a);

// Set-up (setup.cpp).
std::vector<Action> setup_actions(Board& b);
void apply_setup_action(Ctx& x, Board& b, const Action& a);
void run_setup_markers(Ctx& x, Board& b);
// The Austrian pieces in the order the set-up places them (leaders last).
std::vector<int> placing_order(const Scenario& sc);
// Whether a hidden-movement marker at h could have been placed for these
// units (19.8B), for drawing hidden boxes again (hidden_resample.cpp).
bool marker_fits(Board& b, const std::vector<int>& units, HexId h);

// The turn sequence (flow.cpp).
void begin_movement_phase(Board& b, Side side);
void run_phase_start(Ctx& x, Board& b);
void run_phase_end(Ctx& x, Board& b);
void run_turn_end(Ctx& x, Board& b);
void run_combat_end(Ctx& x, Board& b, const Task& t);
std::vector<Action> movement_actions(Board& b);
void apply_movement_action(Ctx& x, Board& b, const Action& a);
std::vector<Action> combat_actions(Board& b);
void apply_combat_action(Ctx& x, Board& b, const Action& a);

// Light (§14): the die-roll addition for morale checks and LOS limits.
Light light_now(const Board& b);
int morale_addition(const Board& b);

// A morale check (§2.4): d6 against MR, 1 passes, 6 fails, night +2,
// twilight +1 (§14.2, §14.3); `bonus` adds a leader's MR (§10.3).
bool morale_check(Ctx& x, Board& b, int unit, int bonus, const std::string& why, const char* section);
// The same with a die already rolled (the morale die of a combat, §7.3 (6)).
bool morale_check_roll(Ctx& x, Board& b, int unit, int bonus, int roll, const std::string& why,
                       const char* section);
bool passes(int roll, int mr, int addition);

void queue_front(State& s, const std::vector<Task>& tasks);
void queue_back(State& s, const Task& t);

}  // namespace bohemia::mns
