// The follow-up tasks of combats (§9.5.4, §9.5.8, §9.5.9, §9.5.10,
// §9.5.13): retreats, advances, step losses and the rolls they need, run in
// order until one waits for a decision or chance.
#include <fmt/format.h>

#include <algorithm>
#include <functional>

#include "gbn3/combat_helpers.h"
#include "gbn3/rules.h"
#include "gbn3/special/special_rule.h"

namespace bohemia {

using namespace combat;  // combat_helpers.h

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
