// Artillery barrage fire (§9.2), and the units that defend a hex.
#include <fmt/format.h>

#include <algorithm>
#include <functional>

#include "gbn3/combat_helpers.h"
#include "gbn3/rules.h"
#include "gbn3/special/special_rule.h"

namespace bohemia {

using namespace combat;  // combat_helpers.h

std::vector<int> Rules::defenders_of(const Game& g, HexId h, Side side) {
  std::vector<int> out;
  for (int u = 0; u < nunits(g); ++u)
    if (on_map(g, u) && us(g, u).hex == h && def(g, u).side == side) out.push_back(u);
  return out;
}

// ---------------------------------------------------------------- barrage (9.2)

bool Rules::barrage_target_ok(const Game& g, int art, Direction facing, int target) {
  const Map& m = map(g);
  HexId from = us(g, art).hex, to = us(g, target).hex;
  int dist = m.distance(from, to);
  if (dist < 1 || dist > def(g, art).range) return false;
  // VV157 §13.3, VV174 §12.1.7: "artillery fire is only possible against adjacent hexes" at night.
  if (const NightRules* n = night(g); n && n->artillery_adjacent_only && dist > 1) return false;
  if (!m.in_front_arc(from, facing, to)) return false;  // "through their front hexes"
  if (dist == 1) {
    auto d = direction_to(m.hex_of(from), m.hex_of(to));
    if (turn_distance(*d, facing) > 1) return false;
    if (m.steep(from, *d))
      return false;  // 9.2.1 note: no bombardment of an adjacent hex across a steep slope
    return true;     // never blocked when adjacent
  }
  return line_of_sight(g, from, to);
}

void Rules::legal_barrage(const Game& g, std::vector<Action>& out) {
  for (int a = 0; a < nunits(g); ++a) {
    const UnitState& x = us(g, a);
    if (!x.active || x.fired || x.where != Where::Map || def(g, a).kind != UnitKind::Artillery) continue;
    if (!unit_can_act(g, a)) continue;
    if (!x.in_command && !ed(g).ooc_artillery_may_barrage) continue;
    for (int turn : {0, -1, 1}) {  // 4: may turn one hexside before firing
      Direction f = rotate(x.facing, turn);
      for (int t = 0; t < nunits(g); ++t) {
        if (!on_map(g, t) || def(g, t).side == def(g, a).side) continue;
        if (!barrage_target_ok(g, a, f, t)) continue;
        Action act;
        act.type = ActionType::Fire;
        act.piece = Piece::unit(a);
        act.target = Piece::unit(t);
        act.hex = us(g, t).hex;
        act.facing = static_cast<std::int8_t>(to_int(f));
        out.push_back(act);
      }
    }
  }
  Action hold;
  hold.type = ActionType::Hold;
  out.push_back(hold);
}

void Rules::resolve_barrage(Game& g, int art, int target, int die) {
  State& s = g.s_;
  const Map& m = map(g);
  const UnitDef& ad = def(g, art);
  HexId ah = us(g, art).hex, th = us(g, target).hex;
  std::vector<std::string> why;
  int prot = terrain_protection(m.terrain(th));
  int col = divide(ad.combat, prot, ed(g).rounding);
  why.push_back(fmt::format("combat {} / protection {} = column {}", ad.combat, prot, col));
  if (int l = us(g, art).losses) {
    col -= l;
    why.push_back(fmt::format("-{} col. losses", l));
  }
  int la = m.level(ah), lt = m.level(th);
  if (lt > la) {
    col -= 1;  // CRT: -1 regardless of the difference for artillery fire
    why.push_back("-1 col. target higher");
  } else if (lt < la) {
    bool steep = la - lt >= 2 && m.distance(ah, th) == 1;
    if (!steep) {
      col += 1;
      why.push_back("+1 col. target lower");
    }
  }
  col += extra_columns(g, {art}, FireKind::Barrage, why);
  int drm = 0;
  if (ed(g).guard_drm && ad.guard) drm += 1, why.push_back("+1 Prussian Guard");
  if (m.distance(ah, th) == 1) drm += 1, why.push_back("+1 artillery adjacent");
  CombatResult r = read_crt(ed(g).crt, col, die + drm, why);
  g.log("9.2.2", fmt::format("{} fires at {} in {}: die {} ({}) -> {}", g.unit_label(art),
                             g.unit_label(target), m.label(th), die, mods_text(why), result_name(r)));
  us(g, target).attacked = true;
  if (r == CombatResult::None) return;
  Task t;
  t.piece = Piece::unit(target);
  t.barrage = true;
  t.retreat = false;  // 9.2.2: barrage fire causes no retreat
  if (r == CombatResult::T) {
    t.kind = TaskKind::MoraleTest;
  } else {
    t.kind = TaskKind::Hit;
    t.extra_loss = r == CombatResult::D1 && def(g, target).kind != UnitKind::Artillery;
  }
  s.tasks.push_back(t);
  // 9.5.12 and 9.5.13: commanders stacked with the target risk 2d6.
  for (int f = 0; f < static_cast<int>(s.commanders.size()); ++f)
    if (commander_hex(g, f) == th && fdef(g, f).side == def(g, target).side) {
      Task c;
      c.kind = TaskKind::CommanderCheck;
      c.piece = Piece::commander(f);
      s.tasks.push_back(c);
    }
  for (int c = 0; c < static_cast<int>(s.cincs.size()); ++c)
    if (s.cincs[static_cast<std::size_t>(c)].where == Where::Map &&
        s.cincs[static_cast<std::size_t>(c)].hex == th &&
        g.sc_->cincs[static_cast<std::size_t>(c)].side == def(g, target).side) {
      Task t2;
      t2.kind = TaskKind::CommanderCheck;
      t2.piece = Piece::cinc(c);
      s.tasks.push_back(t2);
    }
}

}  // namespace bohemia
