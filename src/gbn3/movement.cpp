// Movement (§9.3), reinforcements entering as a column (§9.4), the
// commander-in-chief's move (§7.1), with zones of control (§5), out-of-command
// and demoralised movement (§9.1.4, §10.2) and stacking at the end of a move (§3).
#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cassert>
#include <vector>

#include "core/shortest_path.h"
#include "gbn3/rules.h"
#include "gbn3/special/special_rule.h"

namespace bohemia {

namespace {

// The steps a formation commander or a commander-in-chief of `side` may
// take from h: never into a hex the enemy holds and, with `near_enemy` (7.1),
// never next to one unless a friend holds it; step_to(next, cost).
template <class StepTo>
void commander_steps(const Game& g, const Occupancy& occ, Side side,
                     const std::vector<std::uint8_t>* near_enemy, HexId h, StepTo&& step_to) {
  const Map& m = Rules::map(g);
  for (int k = 0; k < kDirections; ++k) {
    Direction dir = direction_from_int(k);
    HexId nb = m.neighbour(h, dir);
    if (nb == kNoHex) continue;
    std::int8_t os = occ.side[static_cast<std::size_t>(nb)];
    if (os >= 0 && os != side_index(side)) continue;
    if (near_enemy && (*near_enemy)[static_cast<std::size_t>(nb)] && os != side_index(side)) continue;
    const StepCost sc = Rules::step(g, h, dir, MoveClass::Commander);
    if (sc.cost < kImpassable) step_to(nb, sc.cost);
  }
}

// TEC footnote 2: the cost of the first hex for a unit entering by road.
HalfMp entry_cost(const Map& m, HexId h, MoveClass mc) {
  for (int d = 0; d < kDirections; ++d)
    if (m.side(h, direction_from_int(d)) & kLinear) return 2;
  switch (m.terrain(h)) {
    case Terrain::Clear:
    case Terrain::Village:
    case Terrain::Town:
      return 2;
    case Terrain::Marsh:
      return (mc == MoveClass::Infantry || mc == MoveClass::Light) ? 4 : kImpassable;
    case Terrain::Woods:
      return mc == MoveClass::Light ? 2 : mc == MoveClass::Infantry ? 4 : 6;
  }
  return 2;
}

// Hook::Exit: what a unit that leaves an enemy ZoC with all its MP (5.1,
// A-2) has spent when it steps off the map from its hex: any exit cost fits.
constexpr HalfMp kExitWithAllMp = -kImpassable;

// 9.4: the hour a unit's reinforcement was due.
int due_turn(const Game& g, int u) {
  const std::optional<Arrival> a = Rules::arrival(g, Piece::unit(u));
  return a ? a->turn : 0;
}

}  // namespace

const Occupancy& MoveContext::occ(const Game& g) const {
  if (!have_occ_) {
    occ_.build(g);
    have_occ_ = true;
  }
  return occ_;
}

const std::vector<std::uint8_t>& MoveContext::zoc(const Game& g, Side of) const {
  const std::size_t i = static_cast<std::size_t>(side_index(of));
  if (!have_zoc_[i]) {
    zoc_[i] = Rules::zoc(g, of);
    have_zoc_[i] = true;
  }
  return zoc_[i];
}

const std::vector<std::uint32_t>& MoveContext::places(const Game& g, Side of) const {
  const std::size_t i = static_cast<std::size_t>(side_index(of));
  if (!have_places_[i]) {
    places_[i].clear();
    Rules::append_unit_places(g, places_[i], of);
    for (const HexsideState& hs : g.state().hexsides)  // the hexsides special rules changed
      places_[i].push_back(0x80000000u | static_cast<std::uint32_t>(hs.hex) << 19 |
                           static_cast<std::uint32_t>(hs.dir) << 16 | hs.bits);
    have_places_[i] = true;
  }
  return places_[i];
}

namespace {

// Starts a new search over n hexes, with no state reached. The arrays are
// not cleared: a state counts as reached only once stamped with this search's
// id (clearing them was a good part of a search's cost).
void begin_search(MoveSearch& ms, int n) {
  const std::size_t states = static_cast<std::size_t>(n) * 4;
  if (ms.stamp.size() != states || ++ms.id == 0) {  // first use, or the ids wrapped round
    ms.best.assign(states, kImpassable);
    ms.prev.assign(states, -1);
    ms.stamp.assign(states, 0);
    ms.hex_stamp.assign(static_cast<std::size_t>(n), 0);
    ms.id = 1;
  }
}

// The cost of a search state so far (kImpassable: not reached).
HalfMp cost_of(const MoveSearch& ms, int state) {
  const std::size_t i = static_cast<std::size_t>(state);
  return ms.stamp[i] == ms.id ? ms.best[i] : kImpassable;
}

// A search state reached at `cost` from state `from` (-1: the start).
void set_reached(MoveSearch& ms, int state, HalfMp cost, int from) {
  const std::size_t i = static_cast<std::size_t>(state);
  ms.stamp[i] = ms.id;
  ms.best[i] = cost;
  ms.prev[i] = from;
  ms.hex_stamp[i / 4] = ms.id;
}

// Lists the hexes the search reached, in order, each with its cheapest state
// (the first of equal cost).
void finish_search(MoveSearch& ms, int n) {
  ms.hexes.clear();
  ms.costs.clear();
  ms.ends.clear();
  for (HexId h = 0; h < n; ++h) {
    if (ms.hex_stamp[static_cast<std::size_t>(h)] != ms.id) continue;
    HalfMp cheapest = kImpassable;
    int end = -1;
    for (int k = 0; k < 4; ++k)
      if (HalfMp c = cost_of(ms, h * 4 + k); c < cheapest) {
        cheapest = c;
        end = h * 4 + k;
      }
    ms.hexes.push_back(h);
    ms.costs.push_back(cheapest);
    ms.ends.push_back(end);
  }
}

// The way to the i-th hex reached, from the start.
std::vector<HexId> path_to(const MoveSearch& ms, std::size_t i) {
  std::vector<HexId> path;
  for (int st = ms.ends[i]; st != -1; st = ms.prev[static_cast<std::size_t>(st)])
    path.push_back(static_cast<HexId>(st / 4));
  std::reverse(path.begin(), path.end());
  return path;
}

}  // namespace

// A formation commander moves with cavalry movement points; he may not enter
// enemy-occupied hexes. Commanders do not count for stacking (§3), so the
// search depends only on his hex and on where the enemy stands: remembered
// like a unit's (unit_search).
const MoveSearch* Rules::commander_search(const Game& g, int f, const MoveContext& ctx) {
  const CommanderState& c = g.s_.commanders[static_cast<std::size_t>(f)];
  if (c.where != Where::Map) return nullptr;
  const Side side = fdef(g, f).side;
  const std::array<std::uint32_t, 3> head{0x40000000u | static_cast<std::uint32_t>(f),
                                          static_cast<std::uint32_t>(c.hex), 0};
  const std::vector<std::uint32_t>& places = ctx.places(g, other(side));
  if (const MoveSearch* seen = g.search_seen(nunits(g) + f);
      seen && seen->valid && seen->head == head && seen->places == places)
    return seen;
  MoveSearch& memo = g.search_memo(nunits(g) + f);
  const Map& m = map(g);
  const int n = m.size();
  const Occupancy& occ = ctx.occ(g);
  const int limit = fdef(g, f).movement * 2;
  // Costs per hex, in the layout of unit searches (state hex * 4); equal
  // costs expanded by hex, so each hex keeps the same path as ever.
  begin_search(memo, n);
  set_reached(memo, c.hex * 4, 0, -1);
  cheapest_paths(
      c.hex, limit, TieOrder::ByNode, memo.buckets, [&](int h) { return cost_of(memo, h * 4); },
      [&](int h, int cost, int from) { set_reached(memo, h * 4, cost, from * 4); },
      [&](int h, auto&& step_to) { commander_steps(g, occ, side, nullptr, static_cast<HexId>(h), step_to); });
  finish_search(memo, n);
  memo.head = head;
  memo.places = places;
  memo.valid = true;
  return &memo;
}

// The movement search of unit u: every hex it could reach this movement and
// the cheapest way there, before the checks on where a move may end. Null
// when the unit cannot move now.
const MoveSearch* Rules::unit_search(const Game& g, int u, const MoveContext& ctx) {
  const Map& m = map(g);
  const State& s = g.s_;
  const int n = m.size();
  const UnitDef& d = def(g, u);
  const UnitState& x = us(g, u);
  const MoveClass mc = move_class(d.kind);
  const bool mounted = d.kind == UnitKind::Cavalry;
  HexId start = x.hex;
  HalfMp start_cost = 0;
  if (x.where == Where::Pending) {
    start = entry_hex(g, u);
    if (start == kNoHex || has_enemy(g, start, d.side)) return nullptr;
    // 9.4: Prussian artillery enters after the other Prussian units arriving by
    // that hex; VV174 (D-17): artillery left over from an earlier turn has
    // priority over the units due after it.
    const bool priority = ed(g).leftover_artillery_priority;
    if (d.side == Side::Prussia && (d.kind == UnitKind::Artillery || priority)) {
      const int due = priority ? due_turn(g, u) : 0;
      for (int o = 0; o < nunits(g); ++o) {
        if (o == u || def(g, o).side != Side::Prussia || entry_hex(g, o) != start) continue;
        const bool o_artillery = def(g, o).kind == UnitKind::Artillery;
        const int o_due = priority ? due_turn(g, o) : 0;
        if (d.kind == UnitKind::Artillery && !o_artillery && !(o_due > due)) return nullptr;
        if (o_artillery && o_due < due) return nullptr;
      }
    }
    HalfMp first = entry_cost(m, start, mc);
    if (first >= kImpassable) return nullptr;
    // 9.4: the k-th unit through pays the first hex k times (reading X, A-6),
    // or k - 1 times and at least once (reading L).
    const int ahead = s.entered_at[static_cast<std::size_t>(start)];
    start_cost = first * (ed(g).column_counts_the_unit_itself ? ahead + 1 : std::max(ahead, 1));
  } else if (x.where != Where::Map) {
    return nullptr;
  } else {
    start_cost = x.mp_used;  // MP a special rule's action spent before the move (VV174 §11.1.5)
  }

  const bool ooc = !x.in_command;
  const int f = d.formation;
  const bool demoralised = !fdef(g, f).independent && s.demoralised[static_cast<std::size_t>(f)];
  const NightRules* night = Rules::night(g);
  const HalfMp allowance = movement_allowance(g, u);
  if (start_cost > allowance) return nullptr;

  // The search below depends only on this unit and on where the enemy stands:
  // friendly units never block a move (stacking is checked at its end, in
  // reach()). Movement generation asks again after every friendly move, so
  // the result is remembered under an exact key: the unit's own inputs, and
  // every enemy unit's place and facing with the changed hexsides.
  const std::array<std::uint32_t, 3> head{
      static_cast<std::uint32_t>(u),
      static_cast<std::uint32_t>(start) << 16 | static_cast<std::uint32_t>(start_cost),
      static_cast<std::uint32_t>(x.where) | static_cast<std::uint32_t>(x.in_command) << 4 |
          static_cast<std::uint32_t>(x.disorganised) << 5 | static_cast<std::uint32_t>(demoralised) << 6 |
          static_cast<std::uint32_t>(night != nullptr) << 7};
  const std::vector<std::uint32_t>& places = ctx.places(g, other(d.side));
  if (const MoveSearch* seen = g.search_seen(u);
      seen && seen->valid && seen->head == head && seen->places == places)
    return seen;
  MoveSearch& memo = g.search_memo(u);

  const Occupancy& occ = ctx.occ(g);
  const std::vector<std::uint8_t>& ez = ctx.zoc(g, other(d.side));
  const std::int8_t mine = static_cast<std::int8_t>(side_index(d.side));
  auto in_ez = [&](HexId h) { return ez[static_cast<std::size_t>(h)] != 0; };
  // 5.1, 9.1.4, 10.2: who may not enter an enemy ZoC; VV157 §13.3: nobody at night.
  const bool may_enter_zoc =
      !ooc && !(mounted && x.disorganised) && !demoralised && !(night && night->no_zoc_entry);

  const bool starts_in_zoc = x.where == Where::Map && in_ez(start);
  // 5.1: leaving costs half the allowance, or everything for an unit out of
  // command or disorganised: it may then move one hex only. VV174
  // §12.1.7: at night a unit leaves "without penalty".
  const bool free_exit = night && night->free_zoc_exit;
  const bool leave_all = starts_in_zoc && (ooc || x.disorganised) && !free_exit;
  const HalfMp leave_cost = starts_in_zoc && !free_exit ? 2 * divide(d.movement, 2, ed(g).rounding) : 0;
  const HalfMp road_bonus = mounted ? 4 : 2;  // TEC footnote 4
  const HalfMp max_cost = allowance + road_bonus;

  // Dijkstra over (hex, on a road run, road bonus earned) with a bucket queue:
  // costs are small whole numbers of half movement points.
  begin_search(memo, n);
  std::vector<std::vector<int>>& buckets = memo.buckets;
  if (buckets.size() < static_cast<std::size_t>(max_cost) + 1)
    buckets.resize(static_cast<std::size_t>(max_cost) + 1);
  for (auto& b : buckets) b.clear();
  int s0 = start * 4;
  set_reached(memo, s0, start_cost, -1);
  buckets[static_cast<std::size_t>(start_cost)].push_back(s0);
  for (HalfMp cost = start_cost; cost <= max_cost; ++cost) {
    auto& bucket = buckets[static_cast<std::size_t>(cost)];
    for (std::size_t bi = 0; bi < bucket.size(); ++bi) {
      const int state = bucket[bi];
      if (cost != cost_of(memo, state)) continue;
      HexId h = static_cast<HexId>(state / 4);
      int run = (state / 2) % 2, earned = state % 2;
      bool at_start = state == s0;
      // 5.1: entering an enemy ZoC ends the move (a reinforcement's entry hex too).
      if (in_ez(h) && !(at_start && x.where == Where::Map)) continue;
      for (int k = 0; k < kDirections; ++k) {
        Direction dir = direction_from_int(k);
        HexId nb = m.neighbour(h, dir);
        if (nb == kNoHex) continue;
        std::int8_t os = occ.side[static_cast<std::size_t>(nb)];
        if (os >= 0 && os != mine) continue;  // §3: never with the enemy
        const StepCost sc = step(g, h, dir, mc);
        if (sc.cost >= kImpassable) continue;
        if (in_ez(nb)) {
          if (!may_enter_zoc) continue;
          if (at_start && starts_in_zoc) continue;  // 5.1: not directly from ZoC to ZoC
        }
        HalfMp nc = cost + sc.cost + (at_start ? leave_cost : 0);
        int nrun = sc.along_road ? 1 : 0;
        int nearned = earned || (run && sc.along_road) ? 1 : 0;
        HalfMp nlimit = allowance + (nearned ? road_bonus : 0);
        if (at_start && leave_all) {
          nc = allowance;  // uses every movement point: one hex only
        } else if (nc > nlimit) {
          continue;
        }
        int ns = nb * 4 + nrun * 2 + nearned;
        if (nc >= cost_of(memo, ns)) continue;
        set_reached(memo, ns, nc, state);
        if (at_start && leave_all) continue;  // recorded, not expanded
        buckets[static_cast<std::size_t>(nc)].push_back(ns);
      }
      if (at_start && leave_all) break;
    }
    if (cost == start_cost && leave_all) break;
  }
  // Leaving the map (Hook::Exit; docs/rulings.md, "exits"): from an edge
  // hex the move may go on from (5.1: not an enemy ZoC entered on the
  // way), one step more off the map. off_map[h] is what the unit has spent
  // then, less the road bonus that step earns (TEC footnote 4: a road into
  // an edge hex goes on off the map), the exit's own cost still to add.
  std::vector<HalfMp>& off_map = memo.off_map;
  off_map.clear();
  memo.off_map_state.clear();
  if (g.sc_->special.any(Hook::Exit) && x.where == Where::Map) {
    off_map.assign(static_cast<std::size_t>(n), kImpassable);
    memo.off_map_state.assign(static_cast<std::size_t>(n), -1);
    for (HexId h = 0; h < n; ++h) {
      if (!m.on_edge(h) || (in_ez(h) && h != start)) continue;
      bool road_out = false;
      for (int k = 0; k < kDirections; ++k)
        if (m.side(h, direction_from_int(k)) & kRoad) road_out = true;
      for (int k = 0; k < 4; ++k) {
        const int st = h * 4 + k;
        HalfMp c = cost_of(memo, st);
        if (c >= kImpassable) continue;
        if (st == s0) {
          // 5.1: a unit that must spend everything to leave an enemy
          // ZoC moves one hex only: off the map, whatever the exit costs.
          c = leave_all ? kExitWithAllMp : c + leave_cost;
        }
        const bool run = (k / 2) % 2 != 0, earned = k % 2 != 0;
        if (earned || (run && road_out)) c -= road_bonus;
        if (c < off_map[static_cast<std::size_t>(h)]) {
          off_map[static_cast<std::size_t>(h)] = c;
          memo.off_map_state[static_cast<std::size_t>(h)] = st;
        }
      }
    }
  }
  finish_search(memo, n);
  memo.head = head;
  memo.places = places;
  memo.valid = true;
  return &memo;
}

void Rules::reach_into(const Game& g, Piece piece, const MoveContext& ctx, bool with_paths,
                       std::vector<Reach>& out) {
  out.clear();
  const Map& m = map(g);
  const bool end_rules = g.sc_->special.any(Hook::MayEndMove);  // a special rule's forbidden hexes

  if (piece.is_commander()) {
    const int f = piece.index();
    const MoveSearch* memo = commander_search(g, f, ctx);
    if (!memo) return;
    const HexId from = g.s_.commanders[static_cast<std::size_t>(f)].hex;
    for (std::size_t i = 0; i < memo->hexes.size(); ++i) {
      const HexId h = memo->hexes[i];
      if (h != from && end_rules && !may_end_move(g, piece, h, MoveKind::Commander)) continue;
      out.push_back({h, memo->costs[i], {}});
      if (with_paths) out.back().path = path_to(*memo, i);
    }
    return;
  }

  if (!piece.is_unit()) return;
  const int u = piece.index();
  const MoveSearch* memo = unit_search(g, u, ctx);
  if (!memo) return;
  const UnitDef& d = def(g, u);
  const UnitState& x = us(g, u);
  const int f = d.formation;
  const bool ooc = !x.in_command;
  const bool demoralised = !fdef(g, f).independent && g.s_.demoralised[static_cast<std::size_t>(f)];
  const bool on_map = x.where == Where::Map;  // else a reinforcement entering
  const Occupancy& occ = ctx.occ(g);
  HexId fh = fdef(g, f).independent ? kNoHex : commander_hex(g, f);
  int start_fd = (fh != kNoHex && on_map) ? m.distance(x.hex, fh) : 0;
  int start_edge = on_map && demoralised ? distance_to_edge(g, d.side, x.hex, u) : 0;
  for (std::size_t i = 0; i < memo->hexes.size(); ++i) {
    const HexId h = memo->hexes[i];
    // §3: checked at the end of the move (a unit alone is always legal).
    if (occ.count[static_cast<std::size_t>(h)] > 0 && !stack_ok_with(g, occ, h, u)) continue;
    if (end_rules && !may_end_move(g, piece, h, MoveKind::Move)) continue;
    if (on_map) {
      // 9.1.4: out of command, never away from the formation commander.
      if (ooc && fh != kNoHex && m.distance(h, fh) > start_fd) continue;
      // 10.2: demoralised units move closer to their map edge or not at all.
      if (demoralised && h != x.hex && distance_to_edge(g, d.side, h, u) >= start_edge) continue;
    }
    out.push_back({h, memo->costs[i], {}});
    if (with_paths) out.back().path = path_to(*memo, i);
  }
}

std::vector<Reach> Rules::reach(const Game& g, Piece piece, bool with_paths, const MoveContext* ctx) {
  MoveContext own;
  std::vector<Reach> out;
  reach_into(g, piece, ctx ? *ctx : own, with_paths, out);
  return out;
}

// 9.1.4: half the allowance out of command; VV157 §13.3: half at night
// (both halvings apply one after the other).
HalfMp Rules::movement_allowance(const Game& g, int u) {
  int movement = def(g, u).movement;
  if (!us(g, u).in_command) movement = divide(movement, 2, ed(g).rounding);
  if (const NightRules* night = Rules::night(g); night && night->half_movement)
    movement = divide(movement, 2, ed(g).rounding);
  return 2 * movement;
}

// 7.1: 6 cavalry MP; never into a hex adjacent to an enemy unit unless a
// friendly unit is there.
std::vector<Reach> Rules::cinc_reach(const Game& g, int c, bool with_paths) {
  std::vector<Reach> out;
  const Map& m = map(g);
  const CincState& cs = g.s_.cincs[static_cast<std::size_t>(c)];
  Side side = g.sc_->cincs[static_cast<std::size_t>(c)].side;
  if (cs.where != Where::Map) return out;
  Occupancy occ;
  occ.build(g);
  const int n = m.size();
  std::vector<std::uint8_t> near_enemy(static_cast<std::size_t>(n), 0);
  for (HexId h = 0; h < n; ++h) {
    std::int8_t os = occ.side[static_cast<std::size_t>(h)];
    if (os < 0 || os == side_index(side)) continue;
    near_enemy[static_cast<std::size_t>(h)] = 1;
    for (int k = 0; k < kDirections; ++k)
      if (HexId nb = m.neighbour(h, direction_from_int(k)); nb != kNoHex)
        near_enemy[static_cast<std::size_t>(nb)] = 1;
  }
  const int limit = 2 * 6;  // 7.1: "6 cavalry movement points", whatever the counter
  std::vector<int> dist(static_cast<std::size_t>(n), kImpassable), prev(static_cast<std::size_t>(n), -1);
  std::vector<std::vector<int>> buckets;
  dist[static_cast<std::size_t>(cs.hex)] = 0;
  // Equal costs expanded by hex: each destination keeps the same path as ever.
  cheapest_paths(
      cs.hex, limit, TieOrder::ByNode, buckets, [&](int h) { return dist[static_cast<std::size_t>(h)]; },
      [&](int h, int cost, int from) {
        dist[static_cast<std::size_t>(h)] = cost;
        prev[static_cast<std::size_t>(h)] = from;
      },
      [&](int h, auto&& step_to) {
        commander_steps(g, occ, side, &near_enemy, static_cast<HexId>(h), step_to);
      });
  for (HexId h = 0; h < n; ++h) {
    if (h == cs.hex || dist[static_cast<std::size_t>(h)] >= kImpassable) continue;
    if (!may_end_move(g, Piece::cinc(c), h, MoveKind::Cinc)) continue;
    Reach r{h, dist[static_cast<std::size_t>(h)], {}};
    if (with_paths) {
      for (HexId x = h; x != -1; x = static_cast<HexId>(prev[static_cast<std::size_t>(x)]))
        r.path.push_back(x);
      std::reverse(r.path.begin(), r.path.end());
    }
    out.push_back(std::move(r));
  }
  return out;
}

// Hook::Exit: an activated unit that has not moved may leave the map in its
// move where a special rule allows it (Trautenau's evacuation, the exits of
// other battles): it reaches an exit hex of the rule and has the MP left to
// step off the map (the rule's exit cost). Where it leaves from is judged as
// the end of a move: out of command never away from its commander (9.1.4),
// demoralised only closer to its edge (10.2).
std::vector<HexId> Rules::exit_hexes(const Game& g, int u, const MoveContext* ctx) {
  std::vector<HexId> out;
  const UnitState& x = us(g, u);
  if (x.where != Where::Map || x.moved || !unit_can_act(g, u)) return out;
  const HalfMp allowance = movement_allowance(g, u);
  if (x.mp_used > allowance) return out;  // reach() does not search then
  MoveContext own;
  const MoveSearch* search = unit_search(g, u, ctx ? *ctx : own);
  if (!search || search->off_map.empty()) return out;
  const MoveSearch& memo = *search;
  const Map& m = map(g);
  const int f = def(g, u).formation;
  const bool ooc = !x.in_command;
  const bool demoralised = !fdef(g, f).independent && g.s_.demoralised[static_cast<std::size_t>(f)];
  const HexId fh = fdef(g, f).independent ? kNoHex : commander_hex(g, f);
  for (HexId h = 0; h < m.size(); ++h) {
    const HalfMp spent = memo.off_map[static_cast<std::size_t>(h)];
    if (spent >= kImpassable) continue;
    if (ooc && fh != kNoHex && m.distance(h, fh) > m.distance(x.hex, fh)) continue;
    if (demoralised && h != x.hex &&
        distance_to_edge(g, def(g, u).side, h, u) >= distance_to_edge(g, def(g, u).side, x.hex, u))
      continue;
    for (const SpecialRule* r : g.sc_->special.with(Hook::Exit))
      if (r->may_exit(g, u, h) && spent + r->exit_cost(g, u) <= allowance) {
        out.push_back(h);
        break;
      }
  }
  return out;
}

// Hook::Exit: unit u moves to `from` (the path the search found) and leaves
// the map; the rule that allows it counts it.
void Rules::exit_unit(Game& g, int u, HexId from) {
  State& s = g.s_;
  UnitState& x = us(g, u);
  const UnitDef& d = def(g, u);
  const Map& m = map(g);
  if (from != x.hex) {
    MoveContext ctx;
    const MoveSearch* search = unit_search(g, u, ctx);
    assert(search && !search->off_map.empty());  // exit_hexes() offered `from`
    const MoveSearch& memo = *search;
    std::vector<HexId> path;
    for (int st = memo.off_map_state[static_cast<std::size_t>(from)]; st != -1;
         st = memo.prev[static_cast<std::size_t>(st)])
      path.push_back(static_cast<HexId>(st / 4));
    std::reverse(path.begin(), path.end());
    // TEC: cavalry entering woods other than along a road or path is
    // disorganised (it counts as it leaves, e.g. Münchengrätz's "non-disorganised").
    bool woods = false;
    for (std::size_t i = 1; i < path.size(); ++i) {
      auto dir = direction_to(m.hex_of(path[i - 1]), m.hex_of(path[i]));
      if (dir && d.kind == UnitKind::Cavalry && m.terrain(path[i]) == Terrain::Woods &&
          !(m.side(path[i - 1], *dir) & (kRoad | kPath)))
        woods = true;
    }
    if (ed(g).control_by_passing_through)
      for (HexId h : path)
        s.last_occupant[static_cast<std::size_t>(h)] = static_cast<std::int8_t>(side_index(d.side));
    g.log("9.3", fmt::format("{} moves from {} to {} to leave the map", g.unit_label(u), m.label(x.hex),
                             m.label(from)));
    x.hex = from;
    if (woods && !x.disorganised) disorganise(g, u, "TEC", "cavalry entering woods");
  }
  for (const SpecialRule* r : g.sc_->special.with(Hook::Exit))
    if (r->may_exit(g, u, from)) {
      RuleEffects fx(g);
      r->on_exit(fx, u);
      break;
    }
  x.where = Where::Exited;
  x.hex = kNoHex;
  x.moved = true;
}

void Rules::legal_moves(const Game& g, std::vector<Action>& out, std::size_t enough) {
  const State& s = g.s_;
  const Map& m = map(g);
  MoveContext ctx;
  const Occupancy& occ = ctx.occ(g);
  std::vector<Reach> rs;  // reused from unit to unit
  bool owed = false;      // §10.2: a demoralised unit must still move back
  for (int u = 0; u < nunits(g); ++u) {
    if (out.size() >= enough) return;
    const UnitState& x = us(g, u);
    if (!x.active || x.moved || !unit_can_act(g, u)) continue;
    if (x.where != Where::Map && x.where != Where::Pending) continue;
    reach_into(g, Piece::unit(u), ctx, false, rs);
    const bool must_move_back = owes_move_back(g, u, rs);
    owed = owed || must_move_back;
    const bool artillery = def(g, u).kind == UnitKind::Artillery;
    for (const Reach& r : rs) {
      const bool in_place = x.where == Where::Map && r.hex == x.hex;
      // 10.2: a unit that can end closer to its edge may not turn in place instead.
      if (must_move_back && in_place) continue;
      // §4: a stack shares one facing; a non-artillery unit in a town or village has none.
      int fixed = -1;
      if (!in_place)  // turning in place turns the whole stack
        for (int o = occ.first[static_cast<std::size_t>(r.hex)]; o >= 0;
             o = occ.next[static_cast<std::size_t>(o)])
          if (o != u) fixed = to_int(us(g, o).facing);
      const bool facing_free = artillery || !is_built_up(m.terrain(r.hex));
      unsigned facings = fixed >= 0    ? 1u << fixed
                         : facing_free ? (1u << kDirections) - 1
                                       : 1u;               // bit per Direction
      if (in_place) facings &= ~(1u << to_int(x.facing));  // a turn must turn
      // One action per facing, in Direction order. Built in place: a stack
      // copy of a half-written Action stalls the CPU.
      for (; facings != 0; facings &= facings - 1) {
        Action& a = out.emplace_back();
        a.type = ActionType::Move;
        a.piece = Piece::unit(u);
        a.hex = r.hex;
        a.facing = static_cast<std::int8_t>(std::countr_zero(facings));
      }
    }
    if (out.size() >= enough) return;  // (its exits would only add to the list)
    if (g.sc_->special.any(Hook::Exit))
      for (HexId h : exit_hexes(g, u, &ctx)) {
        Action a;
        a.type = ActionType::Exit;
        a.piece = Piece::unit(u);
        a.hex = h;
        out.push_back(a);
      }
  }
  int f = s.active_formation;
  const CommanderState& c = s.commanders[static_cast<std::size_t>(f)];
  bool inactive = false;
  for (const SpecialRule* r : g.sc_->special.with(Hook::CommanderMayMove))
    if (!r->commander_may_move(g, f)) inactive = true;
  if (c.where == Where::Map && !c.moved && !c.failed && !inactive) {
    reach_into(g, Piece::commander(f), ctx, false, rs);
    for (const Reach& r : rs) {
      if (r.hex == c.hex) continue;
      Action a;
      a.type = ActionType::Move;
      a.piece = Piece::commander(f);
      a.hex = r.hex;
      out.push_back(a);
    }
  }
  if (owed) return;  // §10.2: no "end move" yet
  Action end;
  end.type = ActionType::EndMove;
  out.push_back(end);
}

// §10.2: "the units of a demoralised formation must move closer to their map
// edge or else not move at all if this is not possible". `rs` is where unit u
// may move (every hex but its own is closer to its edge, see reach()).
bool Rules::owes_move_back(const Game& g, int u, const std::vector<Reach>& rs) {
  const UnitState& x = us(g, u);
  const int f = def(g, u).formation;
  if (x.where != Where::Map || x.moved || fdef(g, f).independent ||
      !g.s_.demoralised[static_cast<std::size_t>(f)])
    return false;
  for (const Reach& r : rs)
    if (r.hex != x.hex) return true;
  return false;
}

int Rules::unit_owing_move_back(const Game& g) {
  MoveContext ctx;
  for (int u = 0; u < nunits(g); ++u)
    if (us(g, u).active && !us(g, u).moved && unit_can_act(g, u) &&
        owes_move_back(g, u, reach(g, Piece::unit(u), false, &ctx)))
      return u;
  return -1;
}

void Rules::do_move(Game& g, const Action& a) {
  State& s = g.s_;
  const Map& m = map(g);
  if (a.piece.is_commander()) {
    int f = a.piece.index();
    CommanderState& c = s.commanders[static_cast<std::size_t>(f)];
    if (g.logging())  // (the labels are not built for nothing)
      g.log("9.3",
            fmt::format("{} moves from {} to {}", fdef(g, f).commander, m.label(c.hex), m.label(a.hex)));
    c.hex = a.hex;
    c.moved = true;
    return;
  }
  int u = a.piece.index();
  // apply() checked the move against the legal ones: only the way there is
  // needed, from the unit's search (remembered from that listing).
  MoveContext ctx;
  const MoveSearch* search = unit_search(g, u, ctx);
  if (!search) return;
  const auto at = std::lower_bound(search->hexes.begin(), search->hexes.end(), a.hex);
  if (at == search->hexes.end() || *at != a.hex) return;
  const std::size_t k = static_cast<std::size_t>(at - search->hexes.begin());
  const Reach r{a.hex, search->costs[k], path_to(*search, k)};
  UnitState& x = us(g, u);
  const UnitDef& d = def(g, u);
  bool entering = x.where == Where::Pending;
  HexId from = x.hex;
  if (entering) {
    HexId e = r.path.front();
    ++s.entered_at[static_cast<std::size_t>(e)];
    x.entered = true;
    x.in_command = true;
  }
  // TEC: cavalry entering woods other than along a road or path is disorganised.
  bool woods = false;
  for (std::size_t i = 1; i < r.path.size(); ++i) {
    auto dir = direction_to(m.hex_of(r.path[i - 1]), m.hex_of(r.path[i]));
    if (dir && d.kind == UnitKind::Cavalry && m.terrain(r.path[i]) == Terrain::Woods &&
        !(m.side(r.path[i - 1], *dir) & (kRoad | kPath)))
      woods = true;
  }
  if (entering && d.kind == UnitKind::Cavalry && m.terrain(r.path.front()) == Terrain::Woods &&
      entry_cost(m, r.path.front(), MoveClass::Cavalry) > 2)
    woods = true;
  x.moved = true;
  x.mp_used = static_cast<std::uint8_t>(std::min(r.cost, 255));
  // §11.4.1 "last occupied": only where the unit stops (place_unit), unless
  // the edition's reading counts the hexes it crosses too.
  if (ed(g).control_by_passing_through)
    for (HexId h : r.path)
      s.last_occupant[static_cast<std::size_t>(h)] = static_cast<std::int8_t>(side_index(d.side));
  place_unit(g, u, a.hex, direction_from_int(a.facing < 0 ? 0 : a.facing));
  if (!g.logging()) {
    // (the labels are not built for nothing)
  } else if (entering)
    g.log("9.4",
          fmt::format("{} enters at {} and moves to {} ({} MP), facing {}", g.unit_label(u),
                      m.label(r.path.front()), m.label(a.hex), r.cost / 2.0, direction_name(x.facing)));
  else if (from == a.hex)
    g.log("4", fmt::format("{} changes facing to {} in {}", g.unit_label(u), direction_name(x.facing),
                           m.label(a.hex)));
  else
    g.log("9.3", fmt::format("{} moves from {} to {} ({} MP), facing {}", g.unit_label(u), m.label(from),
                             m.label(a.hex), r.cost / 2.0, direction_name(x.facing)));
  if (woods && !x.disorganised) disorganise(g, u, "TEC", "cavalry entering woods");
}

}  // namespace bohemia
