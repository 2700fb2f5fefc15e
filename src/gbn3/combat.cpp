// Combat resolution (§9.5.3 - §9.5.13): retreat before combat, defensive
// fire and artillery support, volleys, the attack, its results, cavalry
// charges, commander casualties.
#include <fmt/format.h>

#include <algorithm>
#include <functional>

#include "gbn3/combat_helpers.h"
#include "gbn3/rules.h"
#include "gbn3/special/special_rule.h"

namespace bohemia {

using namespace combat;  // combat_helpers.h

// -------------------------------------------------------------- resolution

namespace {
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

}  // namespace bohemia
