// The decisions of a movement phase (§3.2, §4.1): first the start-of-phase
// choices (voluntary flips §2.6, HQ and trains readied to move §12.1-12.2,
// line and open-order markers §19.7A, §19.10A, voluntary reveals §19.8C),
// then moves, entries (§13.1), re-entries (§13.2), replacements (§11.2),
// pivots (§19.7C) and the end of the phase.
#include <fmt/format.h>

#include <algorithm>

#include "mns/movement.h"
#include "mns/rules.h"
#include "mns/rules_internal.h"

namespace bohemia::mns {

namespace {

bool alone(Board& b, int u) {
  for (int v : b.at(b.us(u).hex))
    if (v != u && b.def(v).is_combat()) return false;
  return true;
}

std::vector<Action> prepare_actions(Board& b) {
  Side side = b.s.active;
  std::vector<Action> out{act(ActionType::Begin)};
  for (int u = 0; u < b.count(); ++u) {
    if (b.side(u) != side || !b.on_map(u)) continue;
    const UnitDef& d = b.def(u);
    const UnitState& x = b.us(u);
    HexId h = x.hex;
    if ((d.steps == 1 && d.is_combat()) && b.effective(u)) out.push_back(act(ActionType::Flip, u));  // 2.6
    if ((d.type == UnitType::Hq || d.type == UnitType::Trains) && !x.has(kToMove))
      out.push_back(act(ActionType::Ready, u));
    if (!d.is_infantry() || b.disrupted(u) || !alone(b, u)) continue;
    if (side == Side::Austria && x.line < 0 && !b.in_ezoc(h, side)) {  // 19.7A: clear or light woods
      const std::string& t = b.tec().hexes[b.map().terrain[static_cast<std::size_t>(h)]].name;
      if (t == "clear" || t == "light_woods")
        for (int apex = 0; apex < 6; ++apex) out.push_back(act(ActionType::Line, u, apex));
    }
    if (side == Side::Prussia && !x.has(kOpenOrder)) out.push_back(act(ActionType::Open, u));  // 19.10A
  }
  if (side == Side::Austria && b.army_hq_active(b.first_army(Side::Austria)))
    for (int box = 0; box < 4; ++box)
      if (!b.s.box_revealed[static_cast<std::size_t>(box)] &&
          (b.s.markers[static_cast<std::size_t>(2 * box)].hex != kNoHex ||
           b.s.markers[static_cast<std::size_t>(2 * box + 1)].hex != kNoHex))
        out.push_back(act(ActionType::Reveal, -1, box));  // 19.8C
  return out;
}

std::vector<Action> move_step_actions(Board& b) {
  Side side = b.s.active;
  std::vector<Action> out{act(ActionType::End)};
  for (int u = 0; u < b.count(); ++u) {
    if (b.side(u) != side || !movable(b, u)) continue;
    out.push_back(act(ActionType::Move, u));
    const UnitState& x = b.us(u);
    if (x.line >= 0 && !b.in_ezoc(x.hex, side))
      for (int apex = 0; apex < 6; ++apex)
        if (apex != x.line) out.push_back(act(ActionType::Pivot, u, apex));  // 19.7C
  }
  for (int u = 0; u < b.count(); ++u) {
    if (b.side(u) != side || !b.on_map(u) || b.in_ezoc(b.us(u).hex, side)) continue;
    if (b.us(u).line >= 0) out.push_back(act(ActionType::Unline, u));         // 19.7A
    if (b.us(u).has(kOpenOrder)) out.push_back(act(ActionType::Open, u, 1));  // 19.10A
  }
  if (side == Side::Austria)
    for (int m = 0; m < 8; ++m)
      if (movable(b, kMarkerBase + m)) out.push_back(act(ActionType::Move, kMarkerBase + m));
  for (const Action& a : arrival_actions(b)) out.push_back(a);
  for (const Action& a : reentry_actions(b)) out.push_back(a);
  for (const Action& a : replacement_actions(b)) out.push_back(a);
  return out;
}

void apply_prepare(Ctx& x, Board& b, const Action& a) {
  const std::string id = a.unit >= 0 && a.unit < kMarkerBase ? b.def(a.unit).id : "";
  switch (a.type) {
    case ActionType::Begin:
      b.s.step = Step::Move;
      return;
    case ActionType::Flip:
      b.set(a.unit, kBack);
      x.log("2.6", fmt::format("{} is flipped to its ineffective side", id));
      return;
    case ActionType::Ready:
      b.set(a.unit, kBack);
      b.set(a.unit, kToMove);
      x.log(b.def(a.unit).type == UnitType::Hq ? "12.1" : "12.2",
            fmt::format("{} is flipped inactive to move", id));
      return;
    case ActionType::Line:
      b.us(a.unit).line = a.value;
      b.touch();
      x.log("19.7A", fmt::format("{} forms line facing apex {}", id,
                                 x.game.notation(a).substr(x.game.notation(a).rfind(' ') + 1)));
      return;
    case ActionType::Open:
      b.set(a.unit, kOpenOrder);
      x.log("19.10A", fmt::format("{} adopts open order", id));
      return;
    case ActionType::Reveal:
      queue_back(b.s, Task{TaskType::Reveal, Side::Austria, a.value, 0});
      return;
    default:
      return;
  }
}

}  // namespace

std::vector<Action> movement_actions(Board& b) {
  if (b.s.step == Step::Prepare) return prepare_actions(b);
  if (b.s.step == Step::Move) return move_step_actions(b);
  return {};
}

void apply_movement_action(Ctx& x, Board& b, const Action& a) {
  if (b.s.step == Step::Prepare) return apply_prepare(x, b, a);
  const std::string id = a.unit >= 0 && a.unit < kMarkerBase ? b.def(a.unit).id : "";
  switch (a.type) {
    case ActionType::Move:
      queue_back(b.s, Task{TaskType::UnitMove, b.s.active, a.unit, 0});
      return;
    case ActionType::Pivot:
      b.us(a.unit).line = a.value;
      b.set(a.unit, kMoved);
      x.log("19.7C", fmt::format("{} pivots to face apex {}", id,
                                 x.game.notation(a).substr(x.game.notation(a).rfind(' ') + 1)));
      return;
    case ActionType::Unline:
      b.us(a.unit).line = -1;
      b.touch();
      x.log("19.7A", fmt::format("{} leaves line formation", id));
      return;
    case ActionType::Open:
      b.set(a.unit, kOpenOrder, false);
      x.log("19.10A", fmt::format("{} leaves open order", id));
      return;
    case ActionType::Enter:
      queue_back(b.s, Task{TaskType::Enter, b.s.active, a.unit, a.value});
      return;
    case ActionType::Reenter:
      b.put(a.unit, a.hex);
      b.set(a.unit, kMoved);
      x.log("13.2", fmt::format("{} re-enters the map at {}", id, b.map().label(a.hex)));
      return;
    case ActionType::Replace:
    case ActionType::Recover:
      return apply_replacement(x, b, a);
    case ActionType::End:
      move_to_track_next(b);
      queue_back(b.s, Task{TaskType::PhaseEnd, b.s.active});
      return;
    default:
      return;
  }
}

}  // namespace bohemia::mns
