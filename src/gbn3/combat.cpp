// Barrage fire (§9.2) and assaults (§9.5): declaration, coordination,
// retreat before combat, defensive fire and artillery support, the attack,
// results, retreats and advances, cavalry charges, commander casualties.
#include <fmt/format.h>

#include <algorithm>
#include <functional>

#include "gbn3/rules.h"
#include "gbn3/special/special_rule.h"

namespace bohemia {

namespace {

std::string mods_text(const std::vector<std::string>& parts) {
  std::string out;
  for (const auto& p : parts) out += (out.empty() ? "" : ", ") + p;
  return out.empty() ? "no modifiers" : out;
}

// Every way to split `total` into `parts` non-negative shares.
void compositions(int total, int parts, std::vector<std::array<std::int8_t, kMaxShares>>& out) {
  std::array<std::int8_t, kMaxShares> cur{};
  std::function<void(int, int)> rec = [&](int i, int left) {
    if (i == parts - 1) {
      cur[static_cast<std::size_t>(i)] = static_cast<std::int8_t>(left);
      out.push_back(cur);
      return;
    }
    for (int v = left; v >= 0; --v) {
      cur[static_cast<std::size_t>(i)] = static_cast<std::int8_t>(v);
      rec(i + 1, left - v);
    }
  };
  if (parts > 0) rec(0, total);
}

// The edition's table (D-28): a column above its largest is read there with
// +1 on the die for each column in excess (D-29), said in the log.
CombatResult read_crt(const Crt& crt, int column, int modified_die, std::vector<std::string>& why) {
  if (int x = crt.excess(column))
    why.push_back(fmt::format("column {} read as {} with +{} on the die", column, crt.max_column, x));
  return crt.lookup(column, modified_die);
}

bool assault_side_ok(const Game& g, HexId from, HexId to) {
  const Map& m = Rules::map(g);
  auto d = direction_to(m.hex_of(from), m.hex_of(to));
  if (!d) return false;
  std::uint16_t s = Rules::hexside(g, from, *d);
  if ((s & kRiver) && !(s & kCrossing)) return false;     // TEC river: prohibited except via a bridge
  if ((s & kEscarpment) && !(s & kLinear)) return false;  // TEC escarpment
  return true;
}

}  // namespace

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

// -------------------------------------------------------------- resolution

namespace {
// The facings a unit may end a retreat with (before combat, 9.5.4, or after,
// 9.5.8): one hexside of turn at most; joining a stack it takes the stack's
// facing (§4), turning further if it must.
void push_retreat_facings(const Game& g, std::vector<Action>& out, ActionType type, int u, HexId hex) {
  const UnitState& x = Rules::us(g, u);
  int fixed = -1;
  for (int o : Rules::units_in(g, hex))
    if (o != u) fixed = to_int(Rules::us(g, o).facing);
  auto push = [&](int f) {
    Action a;
    a.type = type;
    a.piece = Piece::unit(u);
    a.hex = hex;
    a.facing = static_cast<std::int8_t>(f);
    out.push_back(a);
  };
  if (fixed >= 0) {
    push(fixed);
    return;
  }
  for (int turn : {0, -1, 1}) push(to_int(rotate(x.facing, turn)));
}

// 9.5.4 / 9.5.8: a retreating unit may turn one hexside only, and §4 stacked
// units share one facing: a friendly stack facing farther away is not a hex
// that "satisfies stacking and facing restrictions".
bool retreat_facing_ok(const Game& g, int u, HexId hex) {
  const Map& m = Rules::map(g);
  if (Rules::def(g, u).kind != UnitKind::Artillery && is_built_up(m.terrain(hex))) return true;
  for (int o : Rules::units_in(g, hex))
    if (o != u && (Rules::def(g, o).kind == UnitKind::Artillery || !is_built_up(m.terrain(hex))))
      return turn_distance(Rules::us(g, o).facing, Rules::us(g, u).facing) <= 1;
  return true;
}

bool any_heavy(const Game& g, const std::vector<int>& us) {
  for (int u : us)
    if (Rules::def(g, u).heavy) return true;
  return false;
}

// CRT "+1 (defensive fire) if there is at least one unit of heavy cavalry
// only against non heavy cavalry only" for the units `firing` at `target`
// the mirror of the attack's modifier, or heavy cavalry alone against
// cavalry that is not heavy).
bool heavy_cavalry_defence(const Game& g, const std::vector<int>& firing, int target) {
  const UnitDef& t = Rules::def(g, target);
  if (Rules::ed(g).heavy_cavalry_defence_mirrors_the_attack) return any_heavy(g, firing) && !t.heavy;
  for (int u : firing)
    if (!Rules::def(g, u).heavy) return false;  // heavy marks cavalry only (§1.2.3)
  return !firing.empty() && t.kind == UnitKind::Cavalry && !t.heavy;
}

// CRT "-1 for each level of loss" for the units whose value is used (A-20:
// their losses added, or the most damaged unit's).
int loss_levels(const Game& g, const std::vector<int>& units) {
  int sum = 0, most = 0;
  for (int u : units) {
    sum += Rules::us(g, u).losses;
    most = std::max<int>(most, Rules::us(g, u).losses);
  }
  return Rules::ed(g).loss_column_adds_every_unit ? sum : most;
}
}  // namespace

void Rules::start_combat(Game& g, int index) {
  State& s = g.s_;
  s.work = CombatWork{};
  s.work.index = static_cast<std::int16_t>(index);
  s.work.step = CombatStep::Evade;
  Combat& c = s.combats[static_cast<std::size_t>(index)];
  Side att = fdef(g, s.active_formation).side;
  const Map& m = map(g);
  // Attackers still able to assault: on the map, adjacent, organised cavalry.
  Combat k = c;
  k.n = 0;
  for (int i = 0; i < c.n; ++i) {
    int u = c.attackers[static_cast<std::size_t>(i)];
    if (!on_map(g, u) || m.distance(us(g, u).hex, c.target) != 1) continue;
    if (def(g, u).kind == UnitKind::Cavalry && us(g, u).disorganised) continue;
    k.attackers[static_cast<std::size_t>(k.n)] = static_cast<std::int16_t>(u);
    k.cv[static_cast<std::size_t>(k.n)] = c.cv[static_cast<std::size_t>(i)];
    ++k.n;
  }
  k.coordinated = c.coordinated && k.n > 1;
  c = k;
  for (int i = 0; i < c.n; ++i)
    s.work.att_from[static_cast<std::size_t>(i)] = us(g, c.attackers[static_cast<std::size_t>(i)]).hex;
  std::vector<int> defs = defenders_of(g, c.target, other(att));
  s.phase = Phase::Combat;
  if (c.n == 0 || defs.empty()) {
    g.log("9.5", fmt::format("the assault on {} does not take place (no attacker or no defender left)",
                             m.label(c.target)));
    commander_risks_his_life(g, c);  // he organised it all the same (9.5.13)
    c.done = true;
    queue_advances(g);
    s.phase = Phase::Select;
    return;
  }
  s.work.ndef = static_cast<std::int8_t>(defs.size());
  for (std::size_t i = 0; i < defs.size(); ++i) {
    s.work.defenders[i] = static_cast<std::int16_t>(defs[i]);
    us(g, defs[i]).attacked = true;
    us(g, defs[i]).assaulted = true;
  }
  std::string names;
  for (int i = 0; i < c.n; ++i)
    names += (i ? ", " : "") + fmt::format("{} ({})", g.unit_label(c.attackers[static_cast<std::size_t>(i)]),
                                           c.cv[static_cast<std::size_t>(i)]);
  g.log(c.coordinated ? "9.5.2" : "9.5.3",
        fmt::format("{}assault on {} by {}", c.coordinated ? "coordinated " : "", m.label(c.target), names));
}

namespace {

int max_attacker_mp(const Game& g, const Combat& c) {
  int mp = 0;
  for (int i = 0; i < c.n; ++i)
    mp = std::max(mp, Rules::def(g, c.attackers[static_cast<std::size_t>(i)]).movement);
  return mp;
}

bool attackers_all_infantry(const Game& g, const Combat& c) {
  for (int i = 0; i < c.n; ++i)
    if (!is_infantry(Rules::def(g, c.attackers[static_cast<std::size_t>(i)]).kind)) return false;
  return true;
}

}  // namespace

bool Rules::still_attacking(const Game& g, int i) {
  const State& s = g.s_;
  const Combat& c = s.combats[static_cast<std::size_t>(s.work.index)];
  int u = c.attackers[static_cast<std::size_t>(i)];
  if (!on_map(g, u) || map(g).distance(us(g, u).hex, c.target) != 1) return false;
  if (us(g, u).hex != s.work.att_from[static_cast<std::size_t>(i)]) return false;
  return !(def(g, u).kind == UnitKind::Cavalry && us(g, u).disorganised);
}

bool Rules::may_volley(const Game& g, int v, int i) {
  const State& s = g.s_;
  const Combat& c = s.combats[static_cast<std::size_t>(s.work.index)];
  const UnitState& x = us(g, v);
  const UnitDef& d = def(g, v);
  if (x.where != Where::Map || d.side == fdef(g, s.active_formation).side) return false;
  // Not "already engaged in another combat" of this combat phase: not
  // assaulted, not giving artillery support (9.5.6), this fire not yet given,
  // and its hex not the target of a declared assault.
  if (x.assaulted || x.supported || x.volleyed) return false;
  if (!still_attacking(g, i)) return false;  // also: still on the map
  const Map& m = map(g);
  HexId ah = us(g, c.attackers[static_cast<std::size_t>(i)]).hex;
  if (m.distance(x.hex, ah) != 1 || !is_front(g, v, ah)) return false;
  for (const Combat& k : s.combats)
    if (k.target == x.hex) return false;
  // TEC: no combat across a river without a bridge, nor across an escarpment
  // without a road, path or railway.
  if (!assault_side_ok(g, x.hex, ah)) return false;
  // 9.5.6 (D-22, VV165/VV174): artillery fires across a steep slope only at units attacking it.
  if (d.kind == UnitKind::Artillery && ed(g).artillery_across_steep_slope_only_at_its_attackers &&
      m.steep(x.hex, *direction_to(m.hex_of(x.hex), m.hex_of(ah))))
    return false;
  return true;
}

void Rules::end_volleys(Game& g) {
  State& s = g.s_;
  // 9.5.13: a formation commander who lent his bonus to such fire took part
  // in this combat; he risks his 2d6 once for it.
  for (int f = 0; f < static_cast<int>(s.commanders.size()); ++f) {
    if (!(s.work.volley_commanders >> f & 1u) || commander_hex(g, f) == kNoHex) continue;
    Task t;
    t.kind = TaskKind::CommanderCheck;
    t.piece = Piece::commander(f);
    s.tasks.push_back(t);
  }
  s.work.volley_commanders = 0;
  s.work.step = CombatStep::Attack;
}

void Rules::combat_continue(Game& g) {
  State& s = g.s_;
  CombatWork& w = s.work;
  Combat& c = s.combats[static_cast<std::size_t>(w.index)];
  Side att = fdef(g, s.active_formation).side;
  Side dfd = other(att);
  const Map& m = map(g);
  for (int guard = 0; guard < 64; ++guard) {
    switch (w.step) {
      case CombatStep::Evade: {
        std::vector<Action> acts;
        legal_combat(g, acts);
        if (acts.size() > 1) return;  // the defender decides
        std::vector<int> defs = defenders_of(g, c.target, dfd);
        if (defs.empty()) {
          // 9.5.4: every defender retreated before combat; one attacker may occupy the hex.
          // 9.5.13: a commander who organised the coordinated assault took part
          // in it; he risks his 2d6 now, not in a later combat.
          commander_risks_his_life(g, c);
          c.advance = 2;  // "may occupy the evacuated hexagon like for an advance after combat"
          c.done = true;
          queue_advances(g);
          w.step = CombatStep::Finish;
          s.phase = Phase::Select;
          return;
        }
        w.ndef = static_cast<std::int8_t>(defs.size());
        for (std::size_t i = 0; i < defs.size(); ++i) w.defenders[i] = static_cast<std::int16_t>(defs[i]);
        w.step = CombatStep::Support;
        continue;
      }
      case CombatStep::Support: {
        std::vector<Action> acts;
        legal_combat(g, acts);
        if (acts.size() > 1) return;
        w.step = CombatStep::Defend;
        continue;
      }
      case CombatStep::Defend: {
        std::vector<Action> acts;
        legal_combat(g, acts);
        if (acts.size() > 1) return;
        apply_combat_decision(g, acts[0]);
        continue;
      }
      case CombatStep::DefRoll:
        if (w.next_roll < c.n) return;  // chance
        if (w.def_bonus && w.def_commander >= 0) {
          Task t;
          t.kind = TaskKind::CommanderCheck;
          t.piece = Piece::commander(w.def_commander);
          s.tasks.push_back(t);
        }
        w.step = CombatStep::Volley;
        if (!s.tasks.empty()) return;  // results first
        continue;
      case CombatStep::Volley: {
        std::vector<Action> acts;
        legal_combat(g, acts);
        if (!acts.empty()) return;  // the defender decides
        end_volleys(g);
        if (!s.tasks.empty()) return;
        continue;
      }
      case CombatStep::VolleyRoll:
        return;  // chance
      case CombatStep::Attack: {
        // Survivors (9.5.3 B): not eliminated, not retreated by defensive
        // fire (even when the retreat ends next to the target), not
        // disorganised cavalry.
        Combat k = c;
        k.n = 0;
        for (int i = 0; i < c.n; ++i) {
          int u = c.attackers[static_cast<std::size_t>(i)];
          if (!still_attacking(g, i)) continue;
          k.attackers[static_cast<std::size_t>(k.n)] = static_cast<std::int16_t>(u);
          k.cv[static_cast<std::size_t>(k.n)] = c.cv[static_cast<std::size_t>(i)];
          w.att_from[static_cast<std::size_t>(k.n)] = w.att_from[static_cast<std::size_t>(i)];
          ++k.n;
        }
        c.n = k.n;
        c.attackers = k.attackers;
        c.cv = k.cv;
        std::vector<int> defs = defenders_of(g, c.target, dfd);
        if (c.n == 0 || defs.empty()) {
          if (c.n == 0) g.log("9.5.3", fmt::format("no attacker is left to assault {}", m.label(c.target)));
          w.step = CombatStep::Finish;
          continue;
        }
        bool lone_artillery = true;
        for (int d : defs)
          if (def(g, d).kind != UnitKind::Artillery) lone_artillery = false;
        if (lone_artillery) {
          // 9.5.6: artillery alone is eliminated if its assailant survives defensive fire.
          for (int d : defs) {
            g.log("9.5.6", fmt::format("{} stands alone against the assault", g.unit_label(d)));
            eliminate_unit(g, d, "9.5.6");
          }
          w.defenders_left = true;
          w.attack_made = true;
          w.step = CombatStep::Finish;
          continue;
        }
        std::vector<Action> acts;
        legal_combat(g, acts);
        if (acts.size() > 1) return;  // bonus choice
        apply_combat_decision(g, acts[0]);
        continue;
      }
      case CombatStep::AttackRoll:
        return;  // chance
      case CombatStep::Finish: {
        // 9.5.11: cavalry is disorganised after its attack.
        if (w.attack_made)
          for (int i = 0; i < c.n; ++i) {
            int u = c.attackers[static_cast<std::size_t>(i)];
            if (on_map(g, u) && def(g, u).kind == UnitKind::Cavalry && !us(g, u).disorganised) {
              us(g, u).disorganised = true;
              g.log("9.5.11", fmt::format("{} is disorganised after its charge", g.unit_label(u)));
            }
          }
        commander_risks_his_life(g, c);
        if (w.defenders_left && defenders_of(g, c.target, dfd).empty())
          c.advance = 1;  // 9.5.9: one attacker must advance
        c.done = true;
        queue_advances(g);
        s.phase = Phase::Select;
        return;
      }
    }
  }
}

// The decisions available inside a combat (defender's evade/support/defend,
// attacker's attack), Select included.
void Rules::legal_combat(const Game& g, std::vector<Action>& out) {
  const State& s = g.s_;
  const Map& m = map(g);
  if (s.phase == Phase::Select) {
    for (std::size_t i = 0; i < s.combats.size(); ++i) {
      const Combat& c = s.combats[i];
      if (c.done) continue;
      Action a;
      a.type = ActionType::Resolve;
      a.hex = c.target;
      if (c.n == 1) a.piece = Piece::unit(c.attackers[0]);
      out.push_back(a);
    }
    return;
  }
  const CombatWork& w = s.work;
  const Combat& c = s.combats[static_cast<std::size_t>(w.index)];
  Side att = fdef(g, s.active_formation).side;
  Side dfd = other(att);
  switch (w.step) {
    case CombatStep::Evade: {
      int amp = max_attacker_mp(g, c);
      bool all_inf = attackers_all_infantry(g, c);
      for (int d : defenders_of(g, c.target, dfd)) {
        if (us(g, d).evaded || def(g, d).movement < amp) continue;  // 9.5.4, A-61
        int hexes = (def(g, d).kind == UnitKind::Cavalry && all_inf) ? 2 : 1;
        for (const RetreatOption& o : retreat_options(g, d, hexes, true))
          push_retreat_facings(g, out, ActionType::Evade, d, o.hex);
      }
      if (!out.empty()) {
        Action st;
        st.type = ActionType::Stand;
        out.push_back(st);
      }
      return;
    }
    case CombatStep::Support: {
      // 9.5.6: artillery of the defender's formation, not itself attacked,
      // attackers within half range, in its front arc and its line of sight.
      for (int a = 0; a < nunits(g); ++a) {
        const UnitState& x = us(g, a);
        if (x.where != Where::Map || def(g, a).side != dfd || def(g, a).kind != UnitKind::Artillery) continue;
        if (x.supported || x.volleyed || x.hex == c.target) continue;
        bool attacked = false;
        for (const Combat& k : s.combats)
          if (k.target == x.hex) attacked = true;
        if (attacked) continue;
        bool same = false;
        for (int i = 0; i < w.ndef; ++i)
          if (def(g, w.defenders[static_cast<std::size_t>(i)]).formation == def(g, a).formation) same = true;
        if (!same) continue;
        bool already = false;
        for (int i = 0; i < w.nsupport; ++i)
          if (w.supports[static_cast<std::size_t>(i)] == a) already = true;
        if (already) continue;
        int half = divide(def(g, a).range, 2, ed(g).rounding);
        bool ok = true;
        for (int i = 0; i < c.n && ok; ++i) {
          HexId ah = us(g, c.attackers[static_cast<std::size_t>(i)]).hex;
          if (m.distance(x.hex, ah) > half)
            ok = false;
          else if (!is_front(g, a, ah))
            ok = false;  // "may not change its facing before this defensive support": front arc only
          else if (m.distance(x.hex, ah) == 1) {
            auto d = direction_to(m.hex_of(x.hex), m.hex_of(ah));
            if (m.steep(x.hex, *d) && ed(g).artillery_across_steep_slope_only_at_its_attackers)
              ok = false;  // D-22
          } else if (!line_of_sight(g, x.hex, ah)) {
            ok = false;
          }
        }
        if (!ok || w.nsupport >= 4) continue;
        Action act;
        act.type = ActionType::Support;
        act.piece = Piece::unit(a);
        out.push_back(act);
      }
      if (!out.empty()) {
        Action st;
        st.type = ActionType::Stand;
        out.push_back(st);
      }
      return;
    }
    case CombatStep::Defend: {
      int pool = 0;
      for (int i = 0; i < w.ndef; ++i) pool += def(g, w.defenders[static_cast<std::size_t>(i)]).combat;
      for (int i = 0; i < w.nsupport; ++i) pool += def(g, w.supports[static_cast<std::size_t>(i)]).combat;
      bool bonus_possible = false;
      for (int i = 0; i < w.ndef; ++i) {
        int f = def(g, w.defenders[static_cast<std::size_t>(i)]).formation;
        if (!fdef(g, f).independent && commander_hex(g, f) == c.target && commander_bonus(g, f) > 0)
          bonus_possible = true;
      }
      std::vector<std::array<std::int8_t, kMaxShares>> splits;
      if (c.coordinated)
        compositions(pool, c.n, splits);
      else
        splits.push_back({static_cast<std::int8_t>(pool)});
      for (const auto& sp : splits)
        for (int b = 0; b <= (bonus_possible ? 1 : 0); ++b) {
          Action a;
          a.type = ActionType::Defend;
          a.nshares = c.n;
          a.shares = sp;
          a.value = static_cast<std::int8_t>(b);
          out.push_back(a);
        }
      return;
    }
    case CombatStep::Volley: {
      // 9.5.1: each defending unit not assaulted may fire once in the combat
      // phase at an attacker in one of its front hexes; the owner chooses.
      for (int v = 0; v < nunits(g); ++v) {
        if (!on_map(g, v) || def(g, v).side != dfd) continue;
        int f = def(g, v).formation;
        bool bonus =
            !fdef(g, f).independent && commander_hex(g, f) == us(g, v).hex && commander_bonus(g, f) > 0;
        for (int i = 0; i < c.n; ++i) {
          if (!may_volley(g, v, i)) continue;
          for (int b = 0; b <= (bonus ? 1 : 0); ++b) {
            Action a;
            a.type = ActionType::Volley;
            a.piece = Piece::unit(v);
            a.target = Piece::unit(c.attackers[static_cast<std::size_t>(i)]);
            a.value = static_cast<std::int8_t>(b);
            out.push_back(a);
          }
        }
      }
      if (!out.empty()) {
        Action st;
        st.type = ActionType::Stand;
        out.push_back(st);
      }
      return;
    }
    case CombatStep::Attack: {
      int f = s.active_formation;
      HexId fh = commander_hex(g, f);
      bool bonus_possible = false;
      if (fh != kNoHex && commander_bonus(g, f) > 0)
        for (int i = 0; i < c.n; ++i)
          if (us(g, c.attackers[static_cast<std::size_t>(i)]).hex == fh &&
              def(g, c.attackers[static_cast<std::size_t>(i)]).formation == f)
            bonus_possible = true;
      for (int b = 0; b <= (bonus_possible ? 1 : 0); ++b) {
        Action a;
        a.type = ActionType::Attack;
        a.value = static_cast<std::int8_t>(b);
        out.push_back(a);
      }
      return;
    }
    default:
      return;
  }
}

void Rules::apply_combat_decision(Game& g, const Action& a) {
  State& s = g.s_;
  CombatWork& w = s.work;
  const Map& m = map(g);
  if (a.type == ActionType::Resolve) {
    for (std::size_t i = 0; i < s.combats.size(); ++i) {
      const Combat& c = s.combats[i];
      if (!c.done && c.target == a.hex &&
          (!a.piece.is_ok() || (c.n == 1 && Piece::unit(c.attackers[0]) == a.piece))) {
        start_combat(g, static_cast<int>(i));
        return;
      }
    }
    return;
  }
  Combat& c = s.combats[static_cast<std::size_t>(w.index)];
  switch (a.type) {
    case ActionType::Evade: {
      int d = a.piece.index();
      UnitState& x = us(g, d);
      HexId from = x.hex;
      bool equal = def(g, d).movement == max_attacker_mp(g, c);
      // 9.5.4: "All the units in the hexes it crosses then become Disorganised
      // if they weren't already."
      int hexes = (def(g, d).kind == UnitKind::Cavalry && attackers_all_infantry(g, c)) ? 2 : 1;
      disorganise_crossed(g, d, retreat_options(g, d, hexes, true), a.hex, "9.5.4");
      x.evaded = true;
      place_unit(g, d, a.hex, direction_from_int(a.facing));
      g.log("9.5.4", fmt::format("{} retreats before combat from {} to {}", g.unit_label(d), m.label(from),
                                 m.label(a.hex)));
      if (!has_friend(g, from, def(g, d).side)) commander_follow(g, from, a.hex);
      if (equal && def(g, d).kind != UnitKind::Light)
        disorganise(g, d, "9.5.4", "retreat before combat with no more MP than the attacker");
      w.evaded = true;
      return;
    }
    case ActionType::Stand:
      if (w.step == CombatStep::Evade)
        w.step = CombatStep::Support;
      else if (w.step == CombatStep::Support)
        w.step = CombatStep::Defend;
      else if (w.step == CombatStep::Volley)
        end_volleys(g);
      return;
    case ActionType::Volley: {
      const int v = a.piece.index();
      us(g, v).volleyed = true;
      w.volley_unit = static_cast<std::int16_t>(v);
      w.volley_target = static_cast<std::int16_t>(a.target.index());
      w.volley_bonus = a.value != 0;
      if (w.volley_bonus) w.volley_commanders |= 1u << def(g, v).formation;
      w.step = CombatStep::VolleyRoll;
      return;
    }
    case ActionType::Support:
      w.supports[static_cast<std::size_t>(w.nsupport++)] = static_cast<std::int16_t>(a.piece.index());
      us(g, a.piece.index()).supported = true;
      g.log("9.5.6",
            fmt::format("{} supports the defence of {}", g.unit_label(a.piece.index()), m.label(c.target)));
      return;
    case ActionType::Defend: {
      w.shares = a.shares;
      w.def_bonus = a.value != 0;
      w.def_commander = -1;
      if (w.def_bonus)
        for (int i = 0; i < w.ndef; ++i) {
          int f = def(g, w.defenders[static_cast<std::size_t>(i)]).formation;
          if (!fdef(g, f).independent && commander_hex(g, f) == c.target)
            w.def_commander = static_cast<std::int16_t>(f);
        }
      w.next_roll = 0;
      w.step = CombatStep::DefRoll;
      return;
    }
    case ActionType::Attack: {
      w.att_bonus = a.value != 0;
      if (w.att_bonus) c.commander = true;  // 9.5.13: he takes part by lending his bonus
      w.step = CombatStep::AttackRoll;
      return;
    }
    default:
      return;
  }
}

// 9.5.1: the defensive fire of a unit that is not assaulted, at one attacker
// in its front hexes. It is that unit's own roll (rulings): its own value on
// terrain value 1 (9.5.5), and the table's modifiers that concern it -- its
// losses, elevation, Dreyse, night, Guard, adjacent artillery, light troops
// when the assaulted hex is a town, village or wood, heavy cavalry, its
// formation commander's bonus. The attacker stands in one of its front
// hexes, so its value is never halved. It takes no result from the attack.
void Rules::volley_roll(Game& g, int die) {
  State& s = g.s_;
  CombatWork& w = s.work;
  const Combat& c = s.combats[static_cast<std::size_t>(w.index)];
  const Map& m = map(g);
  const int v = w.volley_unit, target = w.volley_target;
  const bool bonus = w.volley_bonus;
  w.volley_unit = w.volley_target = -1;
  w.volley_bonus = false;
  w.step = CombatStep::Volley;
  if (!on_map(g, v) || !on_map(g, target)) return;
  const UnitDef& d = def(g, v);
  const HexId vh = us(g, v).hex, ah = us(g, target).hex;
  std::vector<std::string> why;
  int col = d.combat;
  why.push_back(fmt::format("combat {}", col));
  if (int l = us(g, v).losses) col -= l, why.push_back(fmt::format("-{} col. losses", l));
  int ls = m.level(vh), lt = m.level(ah);
  if (lt > ls) col -= lt - ls, why.push_back(fmt::format("-{} col. target higher", lt - ls));
  if (lt < ls && ls - lt < 2) col += 1, why.push_back("+1 col. target lower");
  const bool fires = d.combat > 0;  // 9.5.2: a value of 0 gives no bonus
  if (fires && d.side == Side::Prussia && is_infantry(d.kind))
    col += 1, why.push_back("+1 col. Dreyse needle gun");
  col += extra_columns(g, {v}, FireKind::DefensiveFire, why);
  int drm = 0;
  if (fires && d.guard && d.side == Side::Prussia && ed(g).guard_drm)
    drm += 1, why.push_back("+1 Prussian Guard");
  if (d.kind == UnitKind::Artillery) drm += 1, why.push_back("+1 artillery adjacent");
  if (fires && d.kind == UnitKind::Light && terrain_blocks_los(m.terrain(c.target)))
    drm += 1, why.push_back("+1 light troops, town/village/wood");
  if (heavy_cavalry_defence(g, {v}, target)) drm += 1, why.push_back("+1 heavy cavalry");
  if (bonus) {
    int b = commander_bonus(g, d.formation);
    drm += b;
    why.push_back(fmt::format("+{} commander", b));
  }
  CombatResult r = read_crt(ed(g).crt, col, die + drm, why);
  g.log("9.5.1",
        fmt::format("defensive fire of {} from {} (not assaulted) at {}: die {} ({}) -> {}", g.unit_label(v),
                    m.label(vh), g.unit_label(target), die, mods_text(why), result_name(r)));
  if (r == CombatResult::None) return;
  Task t;
  t.piece = Piece::unit(target);
  t.retreat =
      m.terrain(ah) != Terrain::Town && !(ed(g).no_retreat_in_village && m.terrain(ah) == Terrain::Village);
  t.kind = r == CombatResult::T ? TaskKind::MoraleTest : TaskKind::Hit;
  t.extra_loss = r == CombatResult::D1;
  s.tasks.push_back(t);
}

// A combat roll: the next defensive fire roll, or the attack roll.
void Rules::combat_roll(Game& g, int die) {
  State& s = g.s_;
  CombatWork& w = s.work;
  if (w.step == CombatStep::VolleyRoll) {
    volley_roll(g, die);
    return;
  }
  Combat& c = s.combats[static_cast<std::size_t>(w.index)];
  const Map& m = map(g);
  Side att = fdef(g, s.active_formation).side;
  Side dfd = other(att);
  std::vector<int> defs;
  for (int i = 0; i < w.ndef; ++i)
    if (on_map(g, w.defenders[static_cast<std::size_t>(i)]) &&
        us(g, w.defenders[static_cast<std::size_t>(i)]).hex == c.target)
      defs.push_back(w.defenders[static_cast<std::size_t>(i)]);
  const Terrain tt = m.terrain(c.target);
  const bool cover = terrain_blocks_los(tt);  // town, village or wood
  // Facing of the defending stack (§4: shared); in a town or village only its
  // artillery has one (A-18: the +2 applies when the artillery is flanked).
  int facer = -1;
  for (int d : defs)
    if (has_facing(g, d)) facer = d;

  if (w.step == CombatStep::DefRoll) {
    int i = w.next_roll++;
    int target = c.attackers[static_cast<std::size_t>(i)];
    if (!on_map(g, target)) return;
    std::vector<std::string> why;
    int share = w.shares[static_cast<std::size_t>(i)];
    HexId ah = us(g, target).hex;
    // 9.5.3 A: "the combat value of the unit in defence is divided by two"
    // against an attacker in its flank hex; §4: a non-artillery unit in a town
    // or village has no flank, its artillery keeps its facing.
    auto flanked = [&](int d, HexId from) { return has_facing(g, d) && is_flank(g, d, from); };
    int nflanked = 0, art_value = 0;
    for (int d : defs)
      if (flanked(d, ah)) ++nflanked, art_value += def(g, d).combat;
    int col = share;
    if (nflanked > 0 && nflanked == static_cast<int>(defs.size())) {
      col = divide(share, 2, ed(g).flank_rounding);  // the whole stack is flanked
      why.push_back(fmt::format("{} halved on the flank = {}", share, col));
    } else if (nflanked > 0 && ed(g).town_stack_flanked_as_one) {
      col = divide(share, 2, ed(g).flank_rounding);  // the stack takes the artillery's facing
      why.push_back(fmt::format("{} halved on the artillery's flank = {}", share, col));
    } else if (nflanked > 0) {
      // A town or village stack with artillery (rulings, A-18): only the
      // artillery's value is halved. The owner is taken to give it first to
      // the attackers in its front, the other units' value first to those on
      // its flank; what is left of it on its flank goes to them in order.
      auto on_art_flank = [&](int j) {
        for (int d : defs)
          if (flanked(d, w.att_from[static_cast<std::size_t>(j)])) return true;
        return false;
      };
      int art_left = art_value;
      for (int j = 0; j < c.n; ++j)
        if (!on_art_flank(j)) art_left -= std::min<int>(art_left, w.shares[static_cast<std::size_t>(j)]);
      int halved = 0;
      for (int j = 0; j <= i; ++j)
        if (on_art_flank(j)) {
          halved = std::min<int>(art_left, w.shares[static_cast<std::size_t>(j)]);
          art_left -= halved;
        }
      col = share - halved + divide(halved, 2, ed(g).flank_rounding);
      why.push_back(fmt::format("{} with the artillery's {} halved on its flank = {}", share, halved, col));
    } else {
      why.push_back(fmt::format("combat {}", share));
    }
    std::vector<int> contributors;
    if (share > 0) {
      contributors = defs;
      for (int k = 0; k < w.nsupport; ++k) contributors.push_back(w.supports[static_cast<std::size_t>(k)]);
    }
    const int losses = loss_levels(g, contributors);
    if (losses) col -= losses, why.push_back(fmt::format("-{} col. losses", losses));
    int ls = m.level(c.target), lt = m.level(ah);
    if (lt > ls) col -= lt - ls, why.push_back(fmt::format("-{} col. target higher", lt - ls));
    if (lt < ls && ls - lt < 2) col += 1, why.push_back("+1 col. target lower");
    bool dreyse = false, guard = false, light = false, artillery = false;
    for (int d : contributors) {
      if (def(g, d).side == Side::Prussia && is_infantry(def(g, d).kind)) dreyse = true;
      if (def(g, d).guard && def(g, d).side == Side::Prussia) guard = true;
      if (def(g, d).kind == UnitKind::Light) light = true;
      if (def(g, d).kind == UnitKind::Artillery && us(g, d).hex == c.target) artillery = true;
    }
    if (dreyse) col += 1, why.push_back("+1 col. Dreyse needle gun");
    col += extra_columns(g, contributors, FireKind::DefensiveFire, why);
    int drm = 0;
    // Once-only bonuses (9.5.2): light troops and adjacent artillery give theirs
    // in the first defensive combat where their value is used (rulings).
    bool first_used = true;
    for (int k = 0; k < i; ++k)
      if (w.shares[static_cast<std::size_t>(k)] > 0) first_used = false;
    if (guard && ed(g).guard_drm) drm += 1, why.push_back("+1 Prussian Guard");
    if (artillery && first_used) drm += 1, why.push_back("+1 artillery adjacent");
    if (light && cover && first_used) drm += 1, why.push_back("+1 light troops in cover");
    std::vector<int> atk = {target};
    if (heavy_cavalry_defence(g, defs, target)) drm += 1, why.push_back("+1 heavy cavalry");
    if (w.def_bonus && w.def_commander >= 0) {
      int b = commander_bonus(g, w.def_commander);
      drm += b;
      why.push_back(fmt::format("+{} commander", b));
    }
    CombatResult r = read_crt(ed(g).crt, col, die + drm, why);
    g.log("9.5.3", fmt::format("defensive fire of {} at {}: die {} ({}) -> {}", m.label(c.target),
                               g.unit_label(target), die, mods_text(why), result_name(r)));
    if (r == CombatResult::None) return;
    Task t;
    t.piece = Piece::unit(target);
    t.retreat =
        m.terrain(ah) != Terrain::Town && !(ed(g).no_retreat_in_village && m.terrain(ah) == Terrain::Village);
    t.kind = r == CombatResult::T ? TaskKind::MoraleTest : TaskKind::Hit;
    t.extra_loss = r == CombatResult::D1 && def(g, target).kind != UnitKind::Artillery;
    s.tasks.push_back(t);
    return;
  }

  // The attack (9.5.3 B, 9.5.5).
  std::vector<std::string> why;
  int total = 0;
  std::vector<int> atk;
  for (int i = 0; i < c.n; ++i) {
    int u = c.attackers[static_cast<std::size_t>(i)];
    atk.push_back(u);
    total += c.cv[static_cast<std::size_t>(i)];
  }
  const int losses = loss_levels(g, atk);
  int prot = terrain_protection(tt);
  int col = divide(total, prot, ed(g).rounding);
  why.push_back(fmt::format("combat {} / protection {} = column {}", total, prot, col));
  if (losses) col -= losses, why.push_back(fmt::format("-{} col. losses", losses));
  int lt = m.level(c.target);
  int min_up = 100;
  bool all_lower = true, one_higher_gentle = false;
  bool bridge = false, ravine = false, stream = false, flank = false, heavy = false, light = false,
       guard = false;
  for (int u : atk) {
    HexId h = us(g, u).hex;
    int ls = m.level(h);
    if (ls >= lt)
      all_lower = false;
    else
      min_up = std::min(min_up, lt - ls);
    if (ls - lt == 1) one_higher_gentle = true;
    auto d = direction_to(m.hex_of(h), m.hex_of(c.target));
    std::uint16_t side = d ? hexside(g, h, *d) : 0;
    if ((side & kRiver) && (side & kCrossing)) bridge = true;
    if (side & (kRavine | kEscarpment)) ravine = true;
    if (side & kStream) stream = true;
    if (facer >= 0 && is_flank(g, facer, h)) flank = true;
    if (def(g, u).heavy) heavy = true;
    if (def(g, u).kind == UnitKind::Light) light = true;
    if (def(g, u).guard && def(g, u).side == Side::Prussia) guard = true;
  }
  if (all_lower && min_up < 100) col -= min_up, why.push_back(fmt::format("-{} col. target higher", min_up));
  if (one_higher_gentle) col += 1, why.push_back("+1 col. target lower");
  if (bridge) col -= 1, why.push_back("-1 col. across a bridge");
  if (ravine) col -= 1, why.push_back("-1 col. ravine or escarpment");
  col += extra_columns(g, atk, FireKind::Assault, why);
  int drm = 0;
  if (guard && ed(g).guard_drm) drm += 1, why.push_back("+1 Prussian Guard");
  if (w.att_bonus) {
    int b = commander_bonus(g, s.active_formation);
    drm += b;
    why.push_back(fmt::format("+{} commander", b));
  }
  if (heavy && !any_heavy(g, defs)) drm += 1, why.push_back("+1 heavy cavalry");
  if (light && cover) drm += 1, why.push_back("+1 light troops, town/village/wood");
  if (flank) drm += 2, why.push_back("+2 flank attack");
  if (stream) drm -= 1, why.push_back("-1 stream");
  CombatResult r = read_crt(ed(g).crt, col, die + drm, why);
  w.attack_made = true;
  g.log("9.5.5", fmt::format("attack on {}: die {} ({}) -> {}", m.label(c.target), die, mods_text(why),
                             result_name(r)));
  w.step = CombatStep::Finish;
  if (r == CombatResult::None) return;
  bool retreat = tt != Terrain::Town && !(ed(g).no_retreat_in_village && tt == Terrain::Village);
  if (r == CombatResult::D1) {
    Task t;
    t.kind = TaskKind::ExtraLoss;
    t.hex = c.target;
    s.tasks.push_back(t);
  }
  for (int d : defs) {
    if (def(g, d).kind == UnitKind::Artillery) continue;  // 9.5.7: except artillery
    Task t;
    t.piece = Piece::unit(d);
    t.retreat = retreat;
    t.kind = r == CombatResult::T ? TaskKind::MoraleTest : TaskKind::Hit;
    s.tasks.push_back(t);
  }
  (void)dfd;
}

// ------------------------------------------------------------------ retreat (9.5.8)

std::vector<Rules::RetreatOption> Rules::retreat_options(const Game& g, int u, int max_hexes,
                                                         bool before_combat) {
  const Map& m = map(g);
  const UnitDef& d = def(g, u);
  HexId start = us(g, u).hex;
  std::vector<std::uint8_t> ez = zoc(g, other(d.side));
  MoveClass mc = move_class(d.kind);
  std::vector<RetreatOption> out;
  const int start_edge = distance_to_edge(g, d.side, start, u);
  const MoveKind how = before_combat ? MoveKind::Evade : MoveKind::Retreat;
  const bool toward = ed(g).retreat_toward_edge_mandatory && !before_combat;
  struct Item {
    HexId h;
    int depth;  // hexes retreated counting only legal stops
    int steps;
    std::vector<HexId> crossed;
    HalfMp first_cost;
  };
  std::vector<Item> frontier{{start, 0, 0, {}, 0}};
  std::vector<HexId> seen{start};
  while (!frontier.empty()) {
    Item it = frontier.back();
    frontier.pop_back();
    for (int k = 0; k < kDirections; ++k) {
      Direction dir = direction_from_int(k);
      HexId n = m.neighbour(it.h, dir);
      if (n == kNoHex || std::find(seen.begin(), seen.end(), n) != seen.end()) continue;
      const StepCost sc = step(g, it.h, dir, mc);
      if (sc.cost >= kImpassable || has_enemy(g, n, d.side)) continue;
      bool friendly = has_friend(g, n, d.side, u);
      bool into_zoc = ez[static_cast<std::size_t>(n)] && !friendly;
      if (before_combat && into_zoc) continue;  // 9.5.4
      if (toward && distance_to_edge(g, d.side, n, u) >= distance_to_edge(g, d.side, it.h, u)) continue;
      seen.push_back(n);
      HalfMp fc = it.steps == 0 ? sc.cost : it.first_cost;
      if (stack_ok_with(g, n, u) && retreat_facing_ok(g, u, n) && may_end_move(g, Piece::unit(u), n, how)) {
        out.push_back({n, it.crossed, into_zoc});
        (void)fc;
        if (it.depth + 1 < max_hexes) frontier.push_back({n, it.depth + 1, it.steps + 1, it.crossed, fc});
      } else if (friendly && it.steps < 4) {
        // Over-stacked, or a stack facing more than one hexside away: keep
        // going through it (9.5.4, 9.5.8: "stacking and facing restrictions").
        std::vector<HexId> cr = it.crossed;
        cr.push_back(n);
        frontier.push_back({n, it.depth, it.steps + 1, cr, fc});
      }
    }
  }
  (void)start_edge;
  if (before_combat || out.empty()) return out;
  // Priorities (9.5.8): avoid enemy ZoC, then the cheapest terrain; VV174 adds
  // toward the friendly edge.
  auto keep = [&](auto pred) {
    std::vector<RetreatOption> k;
    for (auto& o : out)
      if (pred(o)) k.push_back(o);
    if (!k.empty()) out = k;
  };
  keep([](const RetreatOption& o) { return !o.into_zoc; });
  auto cost_of = [&](const RetreatOption& o) {
    HexId first = o.crossed.empty() ? o.hex : o.crossed.front();
    auto dd = direction_to(m.hex_of(start), m.hex_of(first));
    return dd ? step(g, start, *dd, mc).cost : kImpassable;
  };
  HalfMp cheapest = kImpassable;
  for (auto& o : out) cheapest = std::min(cheapest, cost_of(o));
  keep([&](const RetreatOption& o) { return cost_of(o) == cheapest; });
  if (!ed(g).retreat_toward_edge_mandatory) {
    int best = 1000;
    for (auto& o : out) best = std::min(best, distance_to_edge(g, d.side, o.hex, u));
    keep([&](const RetreatOption& o) { return distance_to_edge(g, d.side, o.hex, u) == best; });
  }
  return out;
}

// ------------------------------------------------------------------ tasks

// 9.5.4, 9.5.8: "All the units in the hexagons that were crossed in this way
// become Disorganised if they weren't already" -- for the retreat of `u` to
// `to`, one of `options`. Returns that option.
Rules::RetreatOption Rules::disorganise_crossed(Game& g, int u, const std::vector<RetreatOption>& options,
                                                HexId to, const char* section) {
  for (const RetreatOption& o : options) {
    if (o.hex != to) continue;
    for (HexId h : o.crossed)
      for (int x : units_in(g, h))
        if (def(g, x).side == def(g, u).side && !us(g, x).disorganised) {
          us(g, x).disorganised = true;
          g.log(section, fmt::format("{} is disorganised by a unit retreating through {}", g.unit_label(x),
                                     map(g).label(h)));
        }
    return o;
  }
  return {to, {}, false};
}

void Rules::queue_advances(Game& g) {
  State& s = g.s_;
  for (std::size_t i = 0; i < s.combats.size(); ++i) {
    Combat& k = s.combats[i];
    if (!k.advance) continue;
    bool waiting = false;
    for (int a = 0; a < k.n && !waiting; ++a)
      for (std::size_t j = 0; j < s.combats.size() && !waiting; ++j) {
        const Combat& o = s.combats[j];
        if (j == i || o.done) continue;
        for (int b = 0; b < o.n; ++b)
          if (o.attackers[static_cast<std::size_t>(b)] == k.attackers[static_cast<std::size_t>(a)])
            waiting = true;
      }
    if (waiting) continue;
    Task t;
    t.kind = TaskKind::Advance;
    t.hex = k.target;
    t.combat = static_cast<std::int16_t>(i);
    t.optional = k.advance == 2;
    k.advance = 0;
    s.tasks.push_back(t);
  }
}

void Rules::legal_task(const Game& g, std::vector<Action>& out) {
  const State& s = g.s_;
  const Task& t = s.tasks.front();
  const Map& m = map(g);
  switch (t.kind) {
    case TaskKind::ExtraLoss: {
      Side side = other(fdef(g, s.active_formation).side);
      for (int u : defenders_of(g, t.hex, side))
        if (def(g, u).kind != UnitKind::Artillery) {
          Action a;
          a.type = ActionType::Loss;
          a.piece = Piece::unit(u);
          out.push_back(a);
        }
      return;
    }
    case TaskKind::Retreat: {
      int u = t.piece.index();
      for (const RetreatOption& o : retreat_options(g, u, 1, false))
        push_retreat_facings(g, out, ActionType::Retreat, u, o.hex);
      return;
    }
    case TaskKind::Special: {
      const std::size_t first = out.size();
      rule(g, t.rule).task_actions(g, t, out);
      for (std::size_t i = first; i < out.size(); ++i) {
        out[i].type = ActionType::Special;
        out[i].formation = t.rule;
      }
      return;
    }
    case TaskKind::PlaceAide:
      for (HexId h : aide_places(g, t.piece.index())) {
        Action a;
        a.type = ActionType::PlaceAide;
        a.piece = t.piece;
        a.hex = h;
        out.push_back(a);
      }
      return;
    case TaskKind::Advance: {
      // The combat that vacated the hex: with separate assaults on one hex,
      // the unit whose attack emptied it advances (9.5.9).
      if (t.combat < 0 || t.combat >= static_cast<int>(s.combats.size())) return;
      const Combat* c = &s.combats[static_cast<std::size_t>(t.combat)];
      Side att = fdef(g, s.active_formation).side;
      if (has_enemy(g, t.hex, att)) return;  // re-occupied by a retreating enemy unit
      bool cav_first = false;
      if (c->coordinated)
        for (int i = 0; i < c->n; ++i) {
          int u = c->attackers[static_cast<std::size_t>(i)];
          if (on_map(g, u) && def(g, u).kind == UnitKind::Cavalry && m.distance(us(g, u).hex, t.hex) == 1)
            cav_first = true;
        }
      for (int i = 0; i < c->n; ++i) {
        int u = c->attackers[static_cast<std::size_t>(i)];
        if (!on_map(g, u) || m.distance(us(g, u).hex, t.hex) != 1) continue;
        if (cav_first && def(g, u).kind != UnitKind::Cavalry) continue;  // 9.5.9
        if (!stack_ok_with(g, t.hex, u)) continue;                       // §3
        if (!may_end_move(g, Piece::unit(u), t.hex, MoveKind::Advance)) continue;
        bool cmd_here = false;
        for (std::size_t f = 0; f < s.commanders.size(); ++f)
          if (commander_hex(g, static_cast<int>(f)) == us(g, u).hex &&
              fdef(g, static_cast<int>(f)).side == def(g, u).side)
            cmd_here = true;
        for (std::size_t cc = 0; cc < s.cincs.size(); ++cc)
          if (s.cincs[cc].where == Where::Map && s.cincs[cc].hex == us(g, u).hex &&
              g.sc_->cincs[cc].side == def(g, u).side)
            cmd_here = true;
        bool facing_free = def(g, u).kind == UnitKind::Artillery || !is_built_up(m.terrain(t.hex));
        for (int turn : {0, -1, 1}) {
          if (!facing_free && turn != 0) continue;
          for (int with = 0; with <= (cmd_here ? 1 : 0); ++with) {
            Action a;
            a.type = ActionType::Advance;
            a.piece = Piece::unit(u);
            a.hex = t.hex;
            a.facing = static_cast<std::int8_t>(to_int(rotate(us(g, u).facing, turn)));
            a.value = static_cast<std::int8_t>(with);
            out.push_back(a);
          }
        }
      }
      if (t.optional || out.empty()) {
        Action a;
        a.type = ActionType::NoAdvance;
        out.push_back(a);
      }
      return;
    }
    default:
      return;
  }
}

void Rules::apply_task_decision(Game& g, const Action& a) {
  State& s = g.s_;
  const Map& m = map(g);
  Task t = s.tasks.front();
  s.tasks.erase(s.tasks.begin());
  switch (a.type) {
    case ActionType::Loss:
      step_loss(g, a.piece.index(), "9.5.7", "D+1");
      return;
    case ActionType::Retreat: {
      int u = a.piece.index();
      HexId from = us(g, u).hex;
      RetreatOption opt = disorganise_crossed(g, u, retreat_options(g, u, 1, false), a.hex, "9.5.8");
      place_unit(g, u, a.hex, direction_from_int(a.facing));
      g.log("9.5.8", fmt::format("{} retreats from {} to {}, facing {}", g.unit_label(u), m.label(from),
                                 m.label(a.hex), direction_name(us(g, u).facing)));
      // 9.5.12, 9.5.13: a commander "always retreats if he is stacked with a
      // unit that retreats after combat", before any battery left behind is
      // eliminated (which would otherwise take him with it).
      commander_follow(g, from, a.hex);
      if (s.phase == Phase::Combat && s.work.index >= 0 &&
          from == s.combats[static_cast<std::size_t>(s.work.index)].target)
        s.work.defenders_left = true;
      // 9.5.8: "An artillery unit of the defender that is stacked with a
      // friendly unit that retreats is immediately eliminated": the
      // defender's only (an attacker falling back after defensive fire leaves
      // its battery in place), and also when another unit of the stack stays.
      if (def(g, u).side != fdef(g, s.active_formation).side)
        for (int o : units_in(g, from))
          if (def(g, o).kind == UnitKind::Artillery) {
            g.log("9.5.8", fmt::format("{} is left behind by the retreat", g.unit_label(o)));
            eliminate_unit(g, o, "9.5.8");
          }
      if (opt.into_zoc) step_loss(g, u, "5.1", "retreat into an enemy zone of control");
      for (const SpecialRule* r : g.sc_->special.with(Hook::RetreatLoss))
        for (int n = r->retreat_extra_losses(g, u, from, a.hex); n > 0 && on_map(g, u); --n)
          step_loss(g, u, r->log_section().c_str(), "retreat across " + m.label(from) + "-" + m.label(a.hex));
      return;
    }
    case ActionType::Advance: {
      int u = a.piece.index();
      HexId from = us(g, u).hex;
      place_unit(g, u, a.hex, direction_from_int(a.facing));
      g.log("9.5.9",
            fmt::format("{} advances from {} to {}", g.unit_label(u), m.label(from), m.label(a.hex)));
      if (a.value) commander_follow(g, from, a.hex);
      return;
    }
    case ActionType::NoAdvance:
      g.log("9.5.9", "no unit advances");
      return;
    case ActionType::PlaceAide:
      place_aide(g, a.piece.index(), a.hex);
      return;
    default:
      (void)t;
      return;
  }
}

void Rules::task_roll(Game& g, int die) {
  State& s = g.s_;
  Task t = s.tasks.front();
  s.tasks.erase(s.tasks.begin());
  if (t.kind == TaskKind::Special) {
    rule(g, t.rule).task_roll(g, t, die);
    return;
  }
  if (t.kind == TaskKind::MoraleTest) {
    const int u = t.piece.index();
    if (!on_map(g, u)) return;
    int total = morale_total(g, u, die, false);
    bool ok = total >= 6;
    g.log("2", fmt::format("{} tests morale: die {} -> {} ({})", g.unit_label(u), die, total,
                           ok ? "passed" : "failed"));
    if (!ok) {
      Task h = t;
      h.kind = TaskKind::Hit;
      s.tasks.insert(s.tasks.begin(), h);
    }
    return;
  }
  if (t.kind == TaskKind::CommanderCheck) {
    bool dead = die == 2 || die == 12;
    if (t.piece.is_commander()) {
      const int f = t.piece.index();
      g.log("9.5.13", fmt::format("{} risks his life: 2d6 = {}{}", fdef(g, f).commander, die,
                                  dead ? ", he falls" : ""));
      if (dead) eliminate_commander(g, f, "9.5.13");
    } else {
      const int c = t.piece.index();
      g.log("9.5.12",
            fmt::format("{} risks his life: 2d6 = {}{}", g.sc_->cincs[static_cast<std::size_t>(c)].name, die,
                        dead ? ", he falls" : ""));
      if (dead) eliminate_cinc(g, c, "9.5.12");
    }
  }
}

// Applies automatic tasks; returns false when the front task waits for a
// decision or a roll.
bool Rules::run_tasks(Game& g) {
  State& s = g.s_;
  while (!s.tasks.empty()) {
    Task& t = s.tasks.front();
    switch (t.kind) {
      case TaskKind::MoraleTest:
        if (!on_map(g, t.piece.index())) break;
        return false;
      case TaskKind::CommanderCheck:
        if (t.piece.is_commander() ? commander_hex(g, t.piece.index()) == kNoHex
                                   : s.cincs[static_cast<std::size_t>(t.piece.index())].where != Where::Map)
          break;
        return false;
      case TaskKind::Hit: {
        Task h = t;
        s.tasks.erase(s.tasks.begin());
        const int u = h.piece.index();
        if (!on_map(g, u)) continue;
        disorganise(g, u, h.barrage ? "9.2.2" : "9.5.7", "result D");
        if (h.extra_loss && on_map(g, u)) step_loss(g, u, "9.5.7", "D+1");
        if (h.retreat && on_map(g, u)) {
          Task r;
          r.kind = TaskKind::Retreat;
          r.piece = h.piece;
          s.tasks.insert(s.tasks.begin(), r);
        }
        continue;
      }
      case TaskKind::Retreat: {
        if (!on_map(g, t.piece.index())) break;
        std::vector<Action> acts;
        legal_task(g, acts);
        if (acts.empty()) {
          int u = t.piece.index();
          s.tasks.erase(s.tasks.begin());
          step_loss(g, u, "9.5.8", "cannot retreat");
          continue;
        }
        return false;
      }
      case TaskKind::ExtraLoss: {
        std::vector<Action> acts;
        legal_task(g, acts);
        if (acts.empty()) break;
        return false;
      }
      case TaskKind::Advance: {
        std::vector<Action> acts;
        legal_task(g, acts);
        if (acts.empty()) {
          // 9.5.4, 9.5.9: the evacuated hex was entered since by an enemy unit
          // retreating after another combat; no attacker can occupy it.
          g.log("9.5.9", fmt::format("{} is held by the enemy again: no advance", map(g).label(t.hex)));
          break;
        }
        if (acts.size() == 1 && acts[0].type == ActionType::NoAdvance) break;  // nobody can advance
        return false;
      }
      case TaskKind::Special: {
        // A special rule's decision or roll; one nobody acts on any more
        // (or a decision with no choice) is dropped.
        const TaskActor who = rule(g, t.rule).task_actor(g, t);
        if (who.kind == ActorKind::Terminal) break;
        if (who.kind == ActorKind::Decision) {
          std::vector<Action> acts;
          legal_task(g, acts);
          if (acts.empty()) break;
        }
        return false;
      }
      case TaskKind::PlaceAide: {
        // The owner chooses among the formation's hexes; with one there is no choice.
        const int f = t.piece.index();
        std::vector<HexId> places = aide_places(g, f);
        if (places.size() > 1) return false;
        s.tasks.erase(s.tasks.begin());
        if (places.empty()) {
          queue_aide_placement(g, f, "9.5.13");  // out of play: no unit left
        } else {
          place_aide(g, f, places.front());
        }
        continue;
      }
    }
    s.tasks.erase(s.tasks.begin());
  }
  return true;
}

}  // namespace bohemia
