// Assault declaration (§9.5.1), coordinated assaults (§9.5.2) and the
// combats they make.
#include <fmt/format.h>

#include <algorithm>
#include <functional>

#include "gbn3/combat_helpers.h"
#include "gbn3/rules.h"
#include "gbn3/special/special_rule.h"

namespace bohemia {

using namespace combat;  // combat_helpers.h

// ---------------------------------------------------------- declaration (9.5.1)

void Rules::legal_assaults(const Game& g, std::vector<Action>& out) {
  const Map& m = map(g);
  const NightRules* nr = night(g);
  const bool no_combat = nr && nr->no_combat;  // VV157 §13.3: "combat is prohibited" at night
  for (int u = 0; u < nunits(g) && !no_combat; ++u) {
    const UnitState& x = us(g, u);
    const UnitDef& d = def(g, u);
    if (!x.active || x.declared || x.where != Where::Map || !unit_can_act(g, u)) continue;
    if (d.kind == UnitKind::Artillery) continue;  // 9.5.1: artillery never assaults
    if (d.kind == UnitKind::Cavalry && (x.disorganised || x.mp_used > 6)) continue;  // 9.5.11
    std::vector<HexId> targets;
    for (int k = 0; k < kDirections; ++k) {
      HexId n = m.neighbour(x.hex, direction_from_int(k));
      if (n == kNoHex || !is_front(g, u, n) || !has_enemy(g, n, d.side)) continue;
      if (!assault_side_ok(g, x.hex, n)) continue;
      targets.push_back(n);
    }
    int nt = static_cast<int>(targets.size());
    for (int mask = 1; mask < (1 << nt); ++mask) {
      std::vector<HexId> sel;
      for (int i = 0; i < nt; ++i)
        if (mask & (1 << i)) sel.push_back(targets[static_cast<std::size_t>(i)]);
      std::vector<std::array<std::int8_t, kMaxShares>> splits;
      compositions(d.combat, static_cast<int>(sel.size()), splits);
      for (const auto& sp : splits) {
        Action a;
        a.type = ActionType::Assault;
        a.piece = Piece::unit(u);
        a.nshares = static_cast<std::int8_t>(sel.size());
        for (std::size_t i = 0; i < sel.size(); ++i) {
          a.hexes[i] = sel[i];
          a.shares[i] = sp[i];
        }
        out.push_back(a);
      }
    }
  }
  Action end;
  end.type = ActionType::EndAssaults;
  out.push_back(end);
}

bool Rules::coordination_possible(const Game& g, const Combat& c) {
  const State& s = g.s_;
  int f = s.active_formation;
  HexId fh = commander_hex(g, f);
  if (fh == kNoHex || s.commanders[static_cast<std::size_t>(f)].failed || c.n < 2) return false;
  bool stacked = false;
  const Map& m = map(g);
  for (int i = 0; i < c.n; ++i) {
    int u = c.attackers[static_cast<std::size_t>(i)];
    if (us(g, u).hex == fh) stacked = true;
    int uf = def(g, u).formation;
    if (uf != f && !fdef(g, uf).independent) return false;
    for (int j = 0; j < i; ++j) {
      HexId a = us(g, u).hex, b = us(g, c.attackers[static_cast<std::size_t>(j)]).hex;
      auto d = direction_to(m.hex_of(a), m.hex_of(b));
      if (d && (m.steep(a, *d) || (hexside(g, a, *d) & kEscarpment))) return false;  // 9.5.2
    }
  }
  return stacked;
}

// 9.5.13: "After a combat in which a Formation Commander participated ... the
// player rolls 2d6": once for each assault he took part in, when it ends.
void Rules::commander_risks_his_life(Game& g, Combat& c) {
  const int f = g.s_.active_formation;
  if (!c.commander) return;
  c.commander = false;
  if (commander_hex(g, f) == kNoHex) return;
  Task t;
  t.kind = TaskKind::CommanderCheck;
  t.piece = Piece::commander(f);
  g.s_.tasks.push_back(t);
}

void Rules::build_combats(Game& g) {
  // Combats were grouped by target as the assaults were declared.
  next_coordination(g);
}

void Rules::next_coordination(Game& g) {
  State& s = g.s_;
  for (std::size_t i = 0; i < s.combats.size(); ++i) {
    Combat& c = s.combats[i];
    if (c.asked || c.n < 2) continue;
    if (coordination_possible(g, c)) {
      s.phase = Phase::Coordinate;
      s.roll_a = -1;
      return;
    }
    c.asked = true;
  }
  // Split every uncoordinated group into separate assaults (9.5.2).
  std::vector<Combat> out;
  for (const Combat& c : s.combats) {
    if (c.coordinated || c.n < 2) {
      Combat k = c;
      k.asked = true;
      out.push_back(k);
      continue;
    }
    for (int i = 0; i < c.n; ++i) {
      Combat k;
      k.target = c.target;
      k.n = 1;
      k.attackers[0] = c.attackers[static_cast<std::size_t>(i)];
      k.cv[0] = c.cv[static_cast<std::size_t>(i)];
      k.asked = true;
      out.push_back(k);
    }
  }
  s.combats = out;
  s.phase = Phase::Select;
}

}  // namespace bohemia
