// Declarations shared between the rules' files (each defines its own).
#pragma once

#include <string>
#include <vector>

#include "mns/board.h"
#include "mns/game.h"

namespace bohemia::mns {

// Who may read a line about this unit: everyone, or the Austrian alone
// while it is hidden (§19.8).
int hidden_audience(const Board& b, int unit);
constexpr int kAll = -1;

// movement.cpp
// Is `unit` in `leader`'s command span (10.3: "A" is every formation of his army)?
bool leader_commands(const Board& b, int leader, int unit);
void run_unit_move(Ctx& x, Board& b, const Task& t);
bool movable(Board& b, int piece);
// move_task.cpp: may a charge go from `from` into the adjacent `target`:
// terrain, hexside, hill and fieldworks that allow it (§7.13.3, §9.3 (1), the TEC)?
bool charge_terrain_ok(Board& b, HexId from, HexId target);
// reinforcements.cpp (§13)
void arrival_rolls(Ctx& x, Board& b);
void run_enter(Ctx& x, Board& b, const Task& t);
std::vector<Action> arrival_actions(Board& b);
std::vector<Action> reentry_actions(Board& b);
// 13.2: where the units of `side` on turn box `box` (-1: due now) may be
// placed ("reenter UNIT HEX"): on or next to an active HQ, next to active
// trains, on or next to a functioning LOC hex; no EZOC, no overstacking.
std::vector<Action> reentry_places(Board& b, Side side, int box);
void move_to_track_next(Board& b);
// hidden.cpp (§19.8)
void run_reveal(Ctx& x, Board& b, const Task& t);
bool reveal_in_sight(Ctx& x, Board& b);  // reveals every marker a Prussian piece sees; true if any
bool marker_seen(Board& b, HexId h);     // would a marker there be seen?
// line.cpp (§19.7)
void run_line_check(Ctx& x, Board& b, const Task& t);
void line_checks_on_entry(Ctx& x, Board& b, int mover, HexId h);
// The lines whose flank or rear a combat unit entering h is in (19.7B): each checks.
std::vector<int> lines_flanked(Board& b, int mover, HexId h);
bool line_front(const Board& b, int u, HexId target);
int line_aspect(const Board& b, int u, HexId from);  // 0 front, 1 flank, 2 rear, -1 not adjacent
// combat.cpp and friends (§7 - §10)
void run_combat(Ctx& x, Board& b, const Task& t);
void run_bombard(Ctx& x, Board& b, const Task& t);
void run_retreat_task(Ctx& x, Board& b, const Task& t);
void mark_triggered(Board& b, Side attacker);
// fortunes.cpp (§12.4)
void run_fortune(Ctx& x, Board& b, const Task& t);
void give_fortunes(Board& b, Side to, int count, HexId hex = kNoHex);
// The choices of the fortune of task t ("pass" first): §12.4, §7.2 for a triggered hex.
std::vector<Action> fortune_options(Board& b, const Task& t);
// recovery.cpp (§11)
void try_recovery(Ctx& x, Board& b, int u);
std::vector<Action> replacement_actions(Board& b);
void apply_replacement(Ctx& x, Board& b, const Action& a);
void run_recover_check(Ctx& x, Board& b, const Task& t);
// morale.cpp (§12.1 - §12.3, §19.5)
void lethargy(Ctx& x, Board& b);
void army_morale_end_of_phase(Ctx& x, Board& b, Side side);
bool hq_conditions_fail(Board& b, int hq);
void disturb_hq_or_trains(Ctx& x, Board& b, int piece, Side attacker);
// weather.cpp (§19.4, §14)
void roll_weather(Ctx& x, Board& b);
int los_range(Board& b, HexId observer, Side side);
bool sees(Board& b, HexId from, HexId to, int range);
// leaders.cpp (§10)
void record_leader_stacks(Board& b);
void relocate_lone_leaders(Ctx& x, Board& b);
// victory.cpp (§18)
void judge_victory(Ctx& x, Board& b);
struct VictoryLine {
  std::string section, text;
};
// The victory conditions of §18 in the order they are judged, each line
// with its section; sets the winner (-1 none) and the level. `decided_by`,
// when given, gets the condition that decided with its section ("§18.1: a
// Prussian unit was the last to enter 2030"), empty when the points did
// (§18.3).
std::vector<VictoryLine> explain_victory(Board& b, int* winner, std::string* level,
                                         std::string* decided_by = nullptr);

}  // namespace bohemia::mns
