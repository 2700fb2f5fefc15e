// One move (§4.2): the piece, who moves with it (§4.2, §10.3), its MA (§4.3,
// §4.4, §4.7, §10.3), then a destination among those it can reach, walked
// hex by hex so that what happens on the way happens (a marker seen and
// revealed, §19.8C-D; a line's flank entered, §19.7B; trains captured,
// §12.2; the victory hex entered, §18.1). After an interruption the piece
// may go on with what MP it has left.
#include <fmt/format.h>

#include <algorithm>

#include "mns/movement.h"
#include "mns/rules.h"
#include "mns/rules_internal.h"

namespace bohemia::mns {

bool leader_commands(const Board& b, int leader, int unit) {
  const UnitDef& l = b.def(leader);
  const UnitDef& d = b.def(unit);
  if (l.span_all) return l.army == d.army;
  return std::any_of(d.formations.begin(), d.formations.end(),
                     [&](int f) { return std::count(l.span.begin(), l.span.end(), f) > 0; });
}

namespace {

// Who moves with the lead piece (§4.2), and which leader assists (§10.3).
MoveGroup gather(Ctx& x, Board& b, int lead, Side side, int* assisting) {
  MoveGroup g;
  g.side = side;
  g.pieces.push_back(lead);
  if (is_marker(lead)) {
    g.marker = true;
    g.arms = {Arm::Infantry};
    return g;
  }
  const UnitDef& d = b.def(lead);
  g.leader_alone = d.type == UnitType::Leader;
  g.hq = d.type == UnitType::Hq;
  g.trains = d.type == UnitType::Trains;
  g.line = b.us(lead).line >= 0;
  if (!d.is_combat() || g.line) {
    g.arms = {d.arm()};
    return g;
  }
  HexId h = b.us(lead).hex;
  for (;;) {
    std::vector<Action> options{act(ActionType::Go)};
    if (b.s.phase != Phase::Movement) break;  // a fortune of war moves one unit or the stack as it is (12.4)
    for (int u : b.at(h)) {
      if (std::count(g.pieces.begin(), g.pieces.end(), u) || !movable(b, u) || b.side(u) != side) continue;
      const UnitDef& e = b.def(u);
      if (e.is_combat() && b.us(u).line < 0) options.push_back(act(ActionType::With, u));
      if (e.type == UnitType::Leader) {
        options.push_back(act(ActionType::With, u));
        bool can_assist = *assisting < 0 && b.effective(u) && !b.us(u).has(kAssisted) &&
                          b.us(u).start_with == h && leader_commands(b, u, lead);
        if (can_assist) options.push_back(act(ActionType::Lead, u));
      }
    }
    Action a = x.choose(b.s.active, options);
    if (a.type == ActionType::Go) break;
    g.pieces.push_back(a.unit);
    if (a.type == ActionType::Lead) *assisting = a.unit;
  }
  for (int p : g.pieces) {
    Arm arm = b.def(p).arm();
    if (b.def(p).type != UnitType::Leader && !std::count(g.arms.begin(), g.arms.end(), arm))
      g.arms.push_back(arm);
  }
  return g;
}

bool may_disengage(Board& b, const MoveGroup& g, HexId h) {
  if (light_now(b) == Light::Night) return true;  // 14.2 (3)
  if (g.line) return false;                       // 19.7C
  int slowest = 99;
  for (int p : g.pieces)
    if (b.def(p).is_combat()) slowest = std::min(slowest, b.printed_ma(p));
  bool faster = true;
  for (int e : b.ezoc_sources(h, g.side))
    faster = faster && slowest > b.printed_ma(e);  // 6.3; V counts 0 (RN 25)
  if (faster) return true;
  for (int u : b.at(h))  // 6.3: a stacked partner stays behind
    if (b.side(u) == g.side && b.def(u).is_combat() && !std::count(g.pieces.begin(), g.pieces.end(), u))
      return true;
  return false;
}

bool needs_roll(Board& b, const MoveGroup& g, HexId h, bool fortune) {
  if (fortune) return true;  // 4.4
  for (int p : g.pieces) {
    const UnitDef& d = b.def(p);
    if (!d.is_combat()) continue;
    if (b.face(p).ma_kind == MaKind::Variable || b.disrupted(p)) return true;  // 4.4
    if (b.army_hq_inactive(d.army)) return true;                               // 12.1
  }
  return b.overstacked(h) || b.in_ezoc(h, g.side);  // 5.2; 6.3
}

// The MA of a combat group (§4.3, §4.4, §4.7, §10.3), in half MP.
MoveLimits combat_limits(Ctx& x, Board& b, const MoveGroup& g, HexId h, int assisting, bool fortune) {
  MoveLimits lim;
  lim.fortune = fortune;
  int printed = 99, cav_only = 1;
  for (int p : g.pieces) {
    if (!b.def(p).is_combat()) continue;
    int ma = g.line ? b.sc.line_ma : b.printed_ma(p);
    if (b.face(p).ma_kind != MaKind::Variable) printed = std::min(printed, ma);
    if (!b.def(p).is_cavalry()) cav_only = 0;
  }
  int bonus = assisting >= 0 ? b.face(assisting).movement : 0;
  bool roll = needs_roll(b, g, h, fortune);
  int ma = printed == 99 ? 0 : printed, march = cav_only ? 15 : 9;
  if (roll) {
    bool two = printed != 99 && printed > 6;
    int r = two ? x.two_dice() : x.die();
    ma = printed == 99 ? r : std::min(r, printed);
    march = r + 3;
    x.log("4.4", fmt::format("{} rolls for its MA: {} -> {}", b.def(g.pieces.front()).id, r, ma + bonus));
  }
  lim.ma = 2 * (ma + bonus);
  bool in_contact = b.us(g.pieces.front()).has(kInEzoc) || march_blocked(b, h, g.side);
  lim.march_ma = (fortune || g.line || in_contact) ? -1 : 2 * (march + bonus);
  lim.disengaging = b.in_ezoc(h, g.side);
  if (lim.disengaging && !may_disengage(b, g, h)) lim.ma = 0, lim.march_ma = -1;
  // 6.2: disrupted or parenthesized units enter an EZOC only accompanied.
  bool weak = false, escort = assisting >= 0;
  for (int p : g.pieces) {
    if (b.def(p).type == UnitType::Leader) escort = true;
    if (!b.def(p).is_combat()) continue;
    bool paren = b.face(p).paren || b.disrupted(p) || b.us(p).has(kOpenOrder);
    (paren ? weak : escort) = true;
  }
  lim.may_enter_ezoc = !weak || escort;
  if (light_now(b) == Light::Night) lim.may_enter_ezoc = false;  // 14.2 (3): charges only
  return lim;
}

MoveLimits limits(Ctx& x, Board& b, const MoveGroup& g, int assisting, bool fortune) {
  HexId h = group_hex(b, g);
  MoveLimits lim;
  if (g.marker) {  // 19.8C: infantry and march rates; rolls while the HQ is inactive
    int ma = 4, march = 9;
    if (b.army_hq_inactive(b.first_army(Side::Austria))) {
      int r = x.die();
      ma = std::min(r, 4);
      march = r + 3;
    }
    lim.ma = 2 * ma;
    lim.march_ma = march_blocked(b, h, Side::Austria) ? -1 : 2 * march;
    lim.may_enter_ezoc = false;
    return lim;
  }
  const UnitDef& d = b.def(g.pieces.front());
  if (g.leader_alone) {  // 10.1: 12 MP, never into an EZOC
    lim.ma = 24;
    lim.may_enter_ezoc = false;
    return lim;
  }
  if (g.hq || g.trains) {  // 12.1, 12.2: the full inactive MA, never into an EZOC
    lim.ma = 2 * d.inactive_ma;
    lim.may_enter_ezoc = false;
    return lim;
  }
  return combat_limits(x, b, g, h, assisting, fortune);
}

// Whether a charge may be declared from `from` against the enemy in `target`
// (§7.13.3 infantry, §9.3.1 cavalry): clear terrain, no protected hexside.
bool charge_target_ok(Board& b, HexId from, HexId target, Side side) {
  int d = b.map().grid.direction(from, target);
  if (d < 0 || !b.enemy_at(target, side) || b.marker_at(target) >= 0) return false;
  return charge_terrain_ok(b, from, target);
}

// The charge moves of a group from `here` over the reach `normal` (1 or 2
// MP, §7.13.3, §9.3 (1)); `here_too`: its own hex as well (§7.2).
std::vector<Action> charge_moves(Board& b, const MoveGroup& g, HexId here, const ReachMap& normal,
                                 bool cavalry, bool here_too) {
  std::vector<Action> out;
  for (HexId h = 0; h < b.map().size(); ++h) {
    HalfMp c = normal.cost[static_cast<std::size_t>(h)];
    if (!(h == here && here_too) && (h == here || c < 2 || c > 4)) continue;
    if (h != here && cavalry &&
        (b.friend_combat_at(h, g.side) ||
         b.tec().hexes[b.map().terrain[static_cast<std::size_t>(h)]].name != "clear"))
      continue;
    if (h != here && !cavalry && b.stacking_count(h) + static_cast<int>(g.pieces.size()) > 3) continue;
    for (int d = 0; d < 6; ++d) {
      HexId t = b.map().neighbour(h, d);
      if (t != kNoHex && charge_target_ok(b, h, t, g.side))
        out.push_back(act_at(ActionType::Charge, -1, h, t));
    }
  }
  return out;
}

}  // namespace

bool group_may_charge(Board& b, const MoveGroup& g, bool* cavalry) {
  int inf = 0, cav = 0, small = 0, other = 0;
  for (int p : g.pieces) {
    const UnitDef& d = b.def(p);
    if (d.type == UnitType::Leader) continue;
    if (!d.is_combat() || b.disrupted(p) || !b.effective(p) || d.is_artillery() || b.us(p).has(kOpenOrder))
      return false;
    (d.is_cavalry() ? cav : inf)++;
    (d.is_small() ? small : other)++;
  }
  if ((inf && cav) || (!inf && !cav) || small > 1 || other > 1) return false;  // 7.13.3, 9.3
  if (g.line) return false;                                                    // 19.7D
  *cavalry = cav > 0;
  return true;
}

std::vector<Action> fortune_charges(Board& b, const MoveGroup& g, bool here_too) {
  bool cavalry = false;
  if (!group_may_charge(b, g, &cavalry)) return {};
  if (cavalry && light_now(b) == Light::Night) return {};  // 14.2 (4): infantry charges only
  MoveLimits lim;
  lim.ma = 4;  // 1 or 2 MP
  HexId here = group_hex(b, g);
  return charge_moves(b, g, here, reach(b, g, lim, here, 0, false), cavalry, here_too);
}

namespace {

// The choices of where to go: to, march, charge (1 or 2 MP, §7.13.3, §9.3.1), stay.
std::vector<Action> destinations(Board& b, const MoveGroup& g, const MoveLimits& lim, HexId here,
                                 HalfMp spent, int mode, ReachMap* normal, ReachMap* march) {
  if (lim.charge_only) {  // 12.4: the fortune's charge (its moves listed before it was chosen)
    MoveLimits two;
    two.ma = 4;
    *normal = reach(b, g, two, here, 0, false);
    bool cavalry = false;
    std::vector<Action> out;
    if (mode == 0 && group_may_charge(b, g, &cavalry))
      out = charge_moves(b, g, here, *normal, cavalry, lim.charge_here);
    if (out.empty()) out.push_back(act(ActionType::Stay));
    return out;
  }
  std::vector<Action> out{act(ActionType::Stay)};
  if (mode != 2) {
    *normal = reach(b, g, lim, here, spent, false);
    for (HexId h = 0; h < b.map().size(); ++h)
      if (h != here && normal->cost[static_cast<std::size_t>(h)] < kProhibited)
        out.push_back(act_at(ActionType::To, -1, h));
  }
  if (mode != 1 && lim.march_ma >= 0) {
    *march = reach(b, g, lim, here, spent, true);
    for (HexId h = 0; h < b.map().size(); ++h)
      if (h != here && march->cost[static_cast<std::size_t>(h)] < kProhibited)
        out.push_back(act_at(ActionType::March, -1, h));
  }
  bool cavalry = false;
  if (mode == 0 && spent == 0 && !lim.fortune && !g.marker && group_may_charge(b, g, &cavalry))
    for (const Action& a : charge_moves(b, g, here, *normal, cavalry, false)) out.push_back(a);
  return out;
}

void place_group(Board& b, const MoveGroup& g, HexId h) {
  for (int p : g.pieces) {
    if (is_marker(p)) {
      b.s.markers[static_cast<std::size_t>(p - kMarkerBase)].hex = h;
      b.touch();
    } else {
      b.put(p, h);
    }
  }
}

// What entering h does to others (§12.2 trains captured, §18.1 the victory
// hex, §19.7B a line's flank or rear, §19.8D markers seen). True when the
// move must pause (something was revealed or routed).
bool on_entry(Ctx& x, Board& b, const MoveGroup& g, HexId h) {
  for (int u : b.at(h))
    if (b.side(u) != g.side && b.def(u).type == UnitType::Trains) {  // 12.2
      b.take_off(u, Where::Captured);
      b.s.vp_captured[static_cast<std::size_t>(g.side)] += 1;
      b.s.trains_disturbed = true;
      x.log("12.2", fmt::format("{} enters {} and captures the {}", b.def(g.pieces.front()).id,
                                b.map().label(h), b.def(u).name));
    }
  if (!g.marker) {
    bool combat = std::any_of(g.pieces.begin(), g.pieces.end(), [&](int p) { return b.def(p).is_combat(); });
    if (combat && h == b.sc.victory_hex)
      b.s.last_into_victory_hex = static_cast<std::int8_t>(g.side);  // 18.1
    for (int p : g.pieces)
      if (b.def(p).is_combat() && b.in_ezoc(h, g.side)) b.us(p).set(kInEzoc);
  }
  if (g.side != Side::Prussia) return false;
  std::size_t before = b.s.tasks.size();
  line_checks_on_entry(x, b, g.pieces.front(), h);
  bool revealed = reveal_in_sight(x, b);
  return revealed || b.s.tasks.size() != before;
}

void finish(Ctx& x, Board& b, const MoveGroup& g, HexId start, bool marched, bool recover) {
  for (int p : g.pieces) {
    if (is_marker(p)) {
      b.s.markers[static_cast<std::size_t>(p - kMarkerBase)].moved = true;
      continue;
    }
    if (recover) b.us(p).set(kMoved);  // a fortune's move is apart from the phase's moves (12.4)
    if (marched) b.us(p).set(kMarched);
    const UnitDef& d = b.def(p);
    HexId now = b.us(p).hex;
    if (now != start && start != kNoHex && b.in_ezoc(start, g.side)) b.us(p).set(kDisengaged);
    if ((d.type == UnitType::Trains) && now != start) b.s.trains_disturbed = true;  // 18.2
    if (d.is_combat() && recover) try_recovery(x, b, p);  // 11.1 (not after a fortune's move, 12.4)
  }
  b.touch();
}

}  // namespace

// Clear terrain, no protected hexside (§7.13.3, §9.3 (1)).
bool charge_terrain_ok(Board& b, HexId from, HexId target) {
  int d = b.map().grid.direction(from, target);
  if (d < 0) return false;
  const Map& m = b.map();
  if (!b.tec().hexes[m.terrain[static_cast<std::size_t>(target)]].charge) return false;
  if (!b.tec().hexsides[m.side[m.hs(from, d)]].charge) return false;
  if (m.hill[static_cast<std::size_t>(target)] && !b.tec().hill.charge) return false;
  int back = (d + 3) % 6;
  if (m.fieldworks[static_cast<std::size_t>(target)] && m.protected_side[m.hs(target, back)] &&
      !b.tec().fieldworks.charge_across_protected)
    return false;
  return true;
}

void move_on(Ctx& x, Board& b, const MoveGroup& g, const MoveLimits& lim, HexId start, HalfMp spent,
             Side decider) {
  HexId here = start;
  int mode = 0;  // 0 undecided, 1 normal, 2 march, 3 charge
  int lead = g.pieces.front();
  for (;;) {
    ReachMap normal, march;
    Action a = x.choose(decider, destinations(b, g, lim, here, spent, mode, &normal, &march));
    if (a.type == ActionType::Stay) break;
    mode = a.type == ActionType::March ? 2 : a.type == ActionType::Charge ? 3 : 1;
    const ReachMap& r = mode == 2 ? march : normal;
    bool paused = false;
    HexId from = here;
    for (HexId h : path_to(r, here, a.hex)) {
      place_group(b, g, h);
      here = h;
      spent = r.cost[static_cast<std::size_t>(h)];
      if (on_entry(x, b, g, h)) {
        paused = here != a.hex;
        break;
      }
    }
    std::string who = x.game.piece_name(lead);
    x.log(mode == 2 ? "4.7" : "4.2",
          fmt::format("{}{} {} {} to {}", who,
                      g.pieces.size() > 1 ? fmt::format(" and {} more", g.pieces.size() - 1) : "",
                      mode == 2 ? "marches" : "moves", b.map().label(from), b.map().label(here)));
    if (mode == 3) {
      for (int p : g.pieces) {
        b.us(p).charge = a.hex2;
        b.us(p).charge_from = start;
      }
      x.log(b.def(lead).is_cavalry() ? "9.3" : "7.13",
            fmt::format("{} declares a charge against {}", who, b.map().label(a.hex2)));
    }
    if (!paused || spent >= (mode == 2 ? lim.march_ma : lim.ma)) break;
  }
  finish(x, b, g, start, mode == 2, !lim.fortune && !lim.charge_only);
}

MoveGroup single_group(const Board& b, int piece) {
  MoveGroup g;
  g.pieces = {piece};
  g.side = b.side(piece);
  const UnitDef& d = b.def(piece);
  g.leader_alone = d.type == UnitType::Leader;
  g.hq = d.type == UnitType::Hq;
  g.trains = d.type == UnitType::Trains;
  g.arms = {d.arm()};
  return g;
}

MoveLimits move_limits(Ctx& x, Board& b, const MoveGroup& g, int assisting, bool fortune) {
  return limits(x, b, g, assisting, fortune);
}

void run_unit_move(Ctx& x, Board& b, const Task& t) {
  int lead = t.a;
  bool fortune = t.b > 0;
  Side owner = is_marker(lead) ? Side::Austria : b.side(lead);
  int assisting = -1;
  MoveGroup g = gather(x, b, lead, owner, &assisting);
  if (assisting >= 0) b.set(assisting, kAssisted);
  MoveLimits lim = limits(x, b, g, assisting, fortune);
  move_on(x, b, g, lim, group_hex(b, g), 0, t.side);
}

}  // namespace bohemia::mns
