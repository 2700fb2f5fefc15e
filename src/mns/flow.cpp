// The turn sequence (§3.2): Prussian movement, Prussian combat, Austrian
// movement, Austrian combat, the Game Turn marker phase; the starts and ends
// of the phases with what happens there automatically; and the dispatch of
// phase-level decisions and tasks to the rules' files.
#include <fmt/format.h>

#include "mns/rules.h"
#include "mns/rules_internal.h"

namespace bohemia::mns {

void queue_front(State& s, const std::vector<Task>& tasks) {
  s.tasks.insert(s.tasks.begin(), tasks.begin(), tasks.end());
}
void queue_back(State& s, const Task& t) { s.tasks.push_back(t); }

Light light_now(const Board& b) { return b.sc.light_of(b.s.turn); }

int morale_addition(const Board& b) {
  Light l = light_now(b);
  return l == Light::Night ? 2 : l == Light::Twilight ? 1 : 0;  // 14.2 (2), 14.3 (1)
}

bool passes(int roll, int mr, int addition) {
  if (roll == 1) return true;   // 2.4, 14.2: a 1 always passes
  if (roll == 6) return false;  // 2.4: a 6 always fails
  return roll + addition <= mr;
}

bool morale_check(Ctx& x, Board& b, int unit, int bonus, const std::string& why, const char* section) {
  return morale_check_roll(x, b, unit, bonus, x.die(), why, section);
}

bool morale_check_roll(Ctx& x, Board& b, int unit, int bonus, int roll, const std::string& why,
                       const char* section) {
  int mr = b.morale_rating(unit) + bonus;
  int add = morale_addition(b);
  bool ok = passes(roll, mr, add);
  x.log(section,
        fmt::format("{} checks morale ({}): rolls {}{} against MR {}: {}", b.def(unit).id, why, roll,
                    add ? fmt::format("+{}", add) : "", mr, ok ? "passes" : "fails"),
        hidden_audience(b, unit));
  return ok;
}

void start_game(Board& b) {
  b.s.phase = Phase::Setup;
  b.s.step = Step::Choose;
  b.s.active = Side::Austria;
  for (std::size_t i = 0; i < b.sc.arrivals.size(); ++i) {
    const Arrival& a = b.sc.arrivals[i];
    b.s.arrivals[i].turn = static_cast<std::int8_t>(a.roll == RollKind::None ? a.turn : 0);
  }
}

void begin_movement_phase(Board& b, Side side) {
  b.s.phase = Phase::Movement;
  b.s.active = side;
  b.s.step = Step::PhaseStart;
  for (int u = 0; u < b.count(); ++u) {
    UnitState& x = b.us(u);
    x.set(kMoved | kInEzoc | kDisengaged | kAdvanced | kAttacked | kDefended | kTriggered | kToMove |
              kFortuneMoved,
          false);
    if (b.side(u) == side) x.charge = kNoHex;
  }
  b.touch();
  queue_back(b.s, Task{TaskType::PhaseStart, side});
}

std::vector<Action> phase_actions(Board& b) {
  switch (b.s.phase) {
    case Phase::Setup:
      return setup_actions(b);
    case Phase::Movement:
      return movement_actions(b);
    case Phase::Combat:
      return combat_actions(b);
    default:
      return {};
  }
}

void apply_phase_action(Ctx& x, Board& b, const Action& a) {
  switch (b.s.phase) {
    case Phase::Setup:
      return apply_setup_action(x, b, a);
    case Phase::Movement:
      return apply_movement_action(x, b, a);
    case Phase::Combat:
      return apply_combat_action(x, b, a);
    default:
      return;
  }
}

void run_task(Ctx& x, Board& b, const Task& t) {
  switch (t.type) {
    case TaskType::SetupMarkers:
      return run_setup_markers(x, b);
    case TaskType::PhaseStart:
      return run_phase_start(x, b);
    case TaskType::PhaseEnd:
      return run_phase_end(x, b);
    case TaskType::TurnEnd:
      return run_turn_end(x, b);
    case TaskType::CombatEnd:
      return run_combat_end(x, b, t);
    case TaskType::UnitMove:
      return run_unit_move(x, b, t);
    case TaskType::Enter:
      return run_enter(x, b, t);
    case TaskType::Reveal:
      return run_reveal(x, b, t);
    case TaskType::Combat:
      return run_combat(x, b, t);
    case TaskType::Bombard:
      return run_bombard(x, b, t);
    case TaskType::Retreat:
      return run_retreat_task(x, b, t);
    case TaskType::FortuneOfWar:
      return run_fortune(x, b, t);
    case TaskType::LineCheck:
      return run_line_check(x, b, t);
    case TaskType::RecoverCheck:
      return run_recover_check(x, b, t);
    case TaskType::None:
      return;
  }
}

// The start of a movement phase: the rolls that come first (§19.5 Austrian
// lethargy, §17.4 arrivals' dice), then who is in an EZOC (§4.7, §11.1).
void run_phase_start(Ctx& x, Board& b) {
  Side side = b.s.active;
  x.log("3.2", fmt::format("turn {}: {} movement phase ({}, {})", b.s.turn,
                           side == Side::Prussia ? "Prussian" : "Austrian", weather_name(b.s.weather),
                           light_now(b) == Light::Day        ? "day"
                           : light_now(b) == Light::Twilight ? "twilight"
                                                             : "night"));
  if (side == Side::Austria)
    lethargy(x, b);
  else
    arrival_rolls(x, b);
  for (int u = 0; u < b.count(); ++u)
    if (b.side(u) == side && b.on_map(u) && b.in_ezoc(b.us(u).hex, side)) b.us(u).set(kInEzoc);
  b.touch();
  b.s.step = Step::Prepare;
}

// The end of a movement phase: recovery of the units that did not move
// (§11.1, §11.3), HQ and trains back to active (§12.1, §12.2), then the
// phasing player's combat phase with its triggered defenders (§7.2).
void run_phase_end(Ctx& x, Board& b) {
  Side side = b.s.active;
  for (int u = 0; u < b.count(); ++u)
    if (b.side(u) == side && b.on_map(u) && !b.us(u).has(kMoved)) try_recovery(x, b, u);
  army_morale_end_of_phase(x, b, side);
  b.s.phase = Phase::Combat;
  b.s.step = Step::Attack;
  mark_triggered(b, side);
  x.log("3.2",
        fmt::format("turn {}: {} combat phase", b.s.turn, side == Side::Prussia ? "Prussian" : "Austrian"));
}

// The end of a combat phase (§3.2), once the fortunes of its triggered
// defenders have been played in it (§7.2, RN 11): the hexes attacked and
// charged this phase are forgotten, then the Austrian movement phase
// begins, or the Game Turn marker phase after the Austrian combat phase.
void run_combat_end(Ctx& x, Board& b, const Task& t) {
  b.s.targeted.clear();
  b.s.charged.clear();
  if (t.side == Side::Prussia)
    begin_movement_phase(b, Side::Austria);
  else
    run_turn_end(x, b);
}

// The Game Turn marker phase (§3.2): victory after the last turn (§18),
// else the next turn's weather (§19.4) and the next turn.
void run_turn_end(Ctx& x, Board& b) {
  if (b.s.turn >= b.sc.turns) {
    judge_victory(x, b);
    b.s.phase = Phase::GameOver;
    b.s.step = Step::Done;
    return;
  }
  roll_weather(x, b);
  ++b.s.turn;
  for (int u = 0; u < b.count(); ++u) b.us(u).set(kAssisted | kMarched, false);
  std::fill(b.s.replaced.begin(), b.s.replaced.end(), 0);
  record_leader_stacks(b);
  b.touch();
  begin_movement_phase(b, Side::Prussia);
}

}  // namespace bohemia::mns
