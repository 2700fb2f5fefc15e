// Army morale (§12.1–12.3) and Austrian lethargy (§19.5): an HQ or trains
// goes inactive when moved, in an EZOC, without a safe line to its trains
// or LOC (its LOC for the trains), or attacked, and comes back at the end
// of a friendly movement phase free of all four; the Austrian HQ's return
// is decided by the lethargy die instead (RN 19).
#include <fmt/format.h>

#include <algorithm>

#include "mns/rules.h"
#include "mns/rules_internal.h"

namespace bohemia::mns {

namespace {

// A path free of enemies and unnegated EZOCs from h to the army's active
// trains (unless `loc_only`) or a functioning LOC hex (12.1, 12.2).
bool safe_line(Board& b, HexId from, Side side, int army, bool loc_only) {
  const Map& m = b.map();
  std::vector<HexId> targets;
  const Army& a = b.sc.armies[static_cast<std::size_t>(army)];
  if (!loc_only && a.trains >= 0 && b.on_map(a.trains) && b.effective(a.trains))
    targets.push_back(b.us(a.trains).hex);
  for (HexId h : b.sc.loc[static_cast<std::size_t>(side)])
    if (!b.enemy_at(h, side) && !b.in_ezoc(h, side)) targets.push_back(h);
  std::vector<std::uint8_t> seen(static_cast<std::size_t>(m.size()), 0);
  std::vector<HexId> stack{from};
  seen[static_cast<std::size_t>(from)] = 1;
  while (!stack.empty()) {
    HexId h = stack.back();
    stack.pop_back();
    if (std::count(targets.begin(), targets.end(), h)) return true;
    for (int d = 0; d < 6; ++d) {
      HexId n = m.neighbour(h, d);
      if (n == kNoHex || seen[static_cast<std::size_t>(n)] || !b.passable(h, d, Arm::Cavalry) ||
          b.enemy_at(n, side))
        continue;
      if (b.in_ezoc(n, side) && !b.friend_combat_at(n, side) && !b.in_fzoc(n, side)) continue;
      seen[static_cast<std::size_t>(n)] = 1;
      stack.push_back(n);
    }
  }
  return false;
}

void set_active(Ctx& x, Board& b, int piece, bool active, const char* section, const std::string& why) {
  if (b.effective(piece) == active) return;
  b.set(piece, kBack, !active);
  x.log(section, fmt::format("{} is {}{}", b.def(piece).name, active ? "active again" : "inactive",
                             why.empty() ? "" : " (" + why + ")"));
}

}  // namespace

bool hq_conditions_fail(Board& b, int piece) {
  const UnitState& x = b.us(piece);
  if (x.where != Where::Map) return true;
  bool trains = b.def(piece).type == UnitType::Trains;
  return x.has(kMoved) || x.has(kToMove) || x.has(kDefended) || b.in_ezoc(x.hex, b.side(piece)) ||
         !safe_line(b, x.hex, b.side(piece), b.def(piece).army, trains);
}

// 19.5: at the start of each Austrian movement phase one die: 1-3 the HQ
// turns active (if 12.1 allows), 4-6 it is inactive this turn.
void lethargy(Ctx& x, Board& b) {
  int hq = b.sc.armies[static_cast<std::size_t>(b.first_army(Side::Austria))].hq;
  if (hq < 0 || !b.on_map(hq)) return;
  int r = x.die();
  bool active = r <= 3 && !hq_conditions_fail(b, hq);
  x.log("19.5", fmt::format("Austrian lethargy: rolls {}", r));
  set_active(x, b, hq, active, "19.5", r > 3 ? "lethargy" : active ? "" : "12.1");
}

void army_morale_end_of_phase(Ctx& x, Board& b, Side side) {
  for (const Army& a : b.sc.armies) {
    if (a.side != side) continue;
    for (int piece : {a.hq, a.trains}) {
      if (piece < 0 || !b.on_map(piece)) continue;
      b.set(piece, kToMove, false);
      bool fail = hq_conditions_fail(b, piece);
      bool austrian_hq = side == Side::Austria && piece == a.hq;
      if (fail)
        set_active(x, b, piece, false, piece == a.hq ? "12.1" : "12.2",
                   "moved, in an EZOC, attacked or without a safe line");
      else if (!austrian_hq)
        set_active(x, b, piece, true, piece == a.hq ? "12.1" : "12.2", "");
    }
  }
}

// 12.1, 12.2: attacking an HQ or the trains makes it inactive and gives the
// attacker's enemy... the attacker two fortunes of war.
void disturb_hq_or_trains(Ctx& x, Board& b, int piece, Side attacker) {
  b.set(piece, kDefended);
  set_active(x, b, piece, false, b.def(piece).type == UnitType::Hq ? "12.1" : "12.2", "attacked");
  if (b.def(piece).type == UnitType::Trains) b.s.trains_disturbed = true;
  give_fortunes(b, attacker, 2);
}

}  // namespace bohemia::mns
