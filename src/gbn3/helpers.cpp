// Shared rules helpers: occupancy, facing, zones of control, stacking,
// command distances, morale tests, losses and eliminations.
#include <fmt/format.h>

#include <algorithm>
#include <queue>

#include "gbn3/rules.h"
#include "gbn3/special/special_rule.h"

namespace bohemia {

void Occupancy::build(const Game& g) {
  const Map& m = Rules::map(g);
  side.assign(static_cast<std::size_t>(m.size()), -1);
  count.assign(static_cast<std::size_t>(m.size()), 0);
  first.assign(static_cast<std::size_t>(m.size()), -1);
  next.assign(static_cast<std::size_t>(Rules::nunits(g)), -1);
  for (int u = 0; u < Rules::nunits(g); ++u) {
    const UnitState& x = Rules::us(g, u);
    if (x.where != Where::Map) continue;
    side[static_cast<std::size_t>(x.hex)] = static_cast<std::int8_t>(side_index(Rules::def(g, u).side));
    ++count[static_cast<std::size_t>(x.hex)];
  }
  for (int u = Rules::nunits(g) - 1; u >= 0; --u) {  // backwards: each list comes out in order
    const UnitState& x = Rules::us(g, u);
    if (x.where != Where::Map) continue;
    next[static_cast<std::size_t>(u)] = first[static_cast<std::size_t>(x.hex)];
    first[static_cast<std::size_t>(x.hex)] = static_cast<std::int16_t>(u);
  }
}

std::string Rules::hour(int turn) { return fmt::format("{:02d}.00", turn); }

std::string Rules::turn_label(const Game& g) {
  return fmt::format("{}{}{}", g.sc_->campaign ? fmt::format("day {}, ", g.s_.day) : "", hour(g.s_.turn),
                     is_night(g) ? " (night)" : "");
}

std::vector<int> Rules::units_in(const Game& g, HexId h) {
  std::vector<int> out;
  for (int u = 0; u < nunits(g); ++u)
    if (us(g, u).where == Where::Map && us(g, u).hex == h) out.push_back(u);
  return out;
}

bool Rules::has_enemy(const Game& g, HexId h, Side mine) {
  for (int u = 0; u < nunits(g); ++u)
    if (us(g, u).where == Where::Map && us(g, u).hex == h && def(g, u).side != mine) return true;
  return false;
}

bool Rules::has_friend(const Game& g, HexId h, Side mine, int except) {
  for (int u = 0; u < nunits(g); ++u)
    if (u != except && us(g, u).where == Where::Map && us(g, u).hex == h && def(g, u).side == mine)
      return true;
  return false;
}

bool Rules::has_facing(const Game& g, int u) {
  return def(g, u).kind == UnitKind::Artillery || !built_up(g, us(g, u).hex);
}

bool Rules::is_front(const Game& g, int u, HexId other) {
  const UnitState& x = us(g, u);
  if (!has_facing(g, u)) return true;  // §4 exception: towns and villages
  auto d = direction_to(map(g).hex_of(x.hex), map(g).hex_of(other));
  if (!d) return map(g).in_front_arc(x.hex, x.facing, other);
  return turn_distance(*d, x.facing) <= 1;
}

int Rules::zoc_hexes(const Game& g, int u, HexId at, Direction f, std::array<HexId, kDirections>& out) {
  const Map& m = map(g);
  const bool facing = def(g, u).kind == UnitKind::Artillery || !built_up(g, at);  // §4
  const MoveClass mc = move_class(def(g, u).kind);
  int count = 0;
  for (int d = 0; d < kDirections; ++d) {
    const Direction dir = direction_from_int(d);
    const HexId n = m.neighbour(at, dir);
    if (n == kNoHex) continue;
    if (facing && turn_distance(dir, f) > 1) continue;  // §5: front hexes only
    if (!projects_zoc(g, at, dir, mc)) continue;
    out[static_cast<std::size_t>(count++)] = n;
  }
  return count;
}

std::vector<std::uint8_t> Rules::zoc(const Game& g, Side of, bool organised_only) {
  std::vector<std::uint8_t> z(static_cast<std::size_t>(map(g).size()), 0);
  std::array<HexId, kDirections> hexes{};
  for (int u = 0; u < nunits(g); ++u) {
    const UnitState& x = us(g, u);
    if (x.where != Where::Map || def(g, u).side != of || (organised_only && x.disorganised)) continue;
    const int n = zoc_hexes(g, u, x.hex, x.facing, hexes);
    for (int i = 0; i < n; ++i) z[static_cast<std::size_t>(hexes[static_cast<std::size_t>(i)])] = 1;
  }
  return z;
}

// §3, VV165/VV174: a stack is built on two infantry (light troops
// included) OR two artillery OR three cavalry; in it a single unit may be
// replaced by an artillery unit, and light troops may be added up to three
// units in all. So line infantry and cavalry never share a hex; two
// cavalry with jägers (Trautenau 0904) is a cavalry stack with light troops.
// VV157 (D-7): the single unit may be replaced by one artillery unit or by two
// light troops, three units at most, and nothing is added. Towns and villages
// (D-8): VV165/VV174 one infantry or two cavalry or one artillery, plus light
// troops, three at most; VV157 at most two steps present of line
// infantry and two of artillery, within the limits of any hex.
namespace {

// What a stack holds, for §3: only the numbers of each kind and the steps
// present count, not the order of the units.
struct StackTally {
  int inf = 0, light = 0, cav = 0, art = 0;
  int inf_steps = 0, art_steps = 0;
  void add(const Game& g, int u) {
    switch (Rules::def(g, u).kind) {
      case UnitKind::Infantry:
        ++inf;
        inf_steps += Rules::remaining_steps(g, u);
        break;
      case UnitKind::Light:
        ++light;
        break;
      case UnitKind::Cavalry:
        ++cav;
        break;
      case UnitKind::Artillery:
        ++art;
        art_steps += Rules::remaining_steps(g, u);
        break;
    }
  }
};

bool stack_tally_ok(const Game& g, HexId h, const StackTally& t) {
  const auto [inf, light, cav, art, inf_steps, art_steps] = t;
  constexpr int kMaxStack = 3;  // "without exceeding a total of three stacked units"
  if (inf + light + cav + art > kMaxStack) return false;
  if (Rules::built_up(g, h)) {
    if (Rules::ed(g).town_stacking == TownStacking::OneOfAType) {
      int kinds = (inf > 0) + (cav > 0) + (art > 0);
      if (kinds > 1) return false;
      return inf <= 1 && cav <= 2 && art <= 1;
    }
    constexpr int kTownSteps = 2;  // VV157: "cannot have more than 2 step losses present"
    if (inf_steps > kTownSteps || art_steps > kTownSteps) return false;
  }
  if (inf > 0 && cav > 0) return false;  // "two infantry ... or ... three cavalry"
  if (art > 2) return false;
  if (Rules::ed(g).stacking == StackingRule::Vv157) {
    // One unit of the base stack replaced by an artillery unit or by two light
    // troops (or fewer units than that: the limits are maxima).
    if (cav > 0) return (light == 0 && art <= 1) || (art == 0 && cav == 1 && light <= 2);
    return inf + art + (light + 1) / 2 <= 2;
  }
  if (art == 2) return inf == 0 && cav == 0;  // two artillery, light troops added
  if (inf > 0) return inf + art <= 2;         // two infantry, one of them may be artillery
  return true;  // cavalry (one may be artillery) or light troops, with light troops added
}

}  // namespace

bool Rules::stack_ok(const Game& g, HexId h, const std::vector<int>& units) {
  StackTally t;
  for (int u : units) t.add(g, u);
  return stack_tally_ok(g, h, t);
}

bool Rules::stack_ok_with(const Game& g, HexId h, int mover) {
  StackTally t;
  for (int u = 0; u < nunits(g); ++u)
    if (u != mover && us(g, u).where == Where::Map && us(g, u).hex == h) t.add(g, u);
  t.add(g, mover);
  return stack_tally_ok(g, h, t);
}

bool Rules::stack_ok_with(const Game& g, const Occupancy& occ, HexId h, int mover) {
  StackTally t;
  for (int u = occ.first[static_cast<std::size_t>(h)]; u >= 0; u = occ.next[static_cast<std::size_t>(u)])
    if (u != mover) t.add(g, u);
  t.add(g, mover);
  return stack_tally_ok(g, h, t);
}

int Rules::formation_losses(const Game& g, int f) {
  int total = 0;
  for (int u = 0; u < nunits(g); ++u)
    if (def(g, u).formation == f) total += us(g, u).losses;
  return total;
}

HexId Rules::commander_hex(const Game& g, int f) {
  const CommanderState& c = g.s_.commanders[static_cast<std::size_t>(f)];
  return c.where == Where::Map ? c.hex : kNoHex;
}

int Rules::commander_value(const Game& g, int f) {
  const auto& c = g.s_.commanders[static_cast<std::size_t>(f)];
  return c.aide ? fdef(g, f).aide_command : fdef(g, f).command;
}

int Rules::commander_bonus(const Game& g, int f) {
  const auto& c = g.s_.commanders[static_cast<std::size_t>(f)];
  return c.aide ? fdef(g, f).aide_bonus : fdef(g, f).bonus;
}

int Rules::distance_to_edge(const Game& g, Side s, HexId h, int unit) {
  int best = 1000;
  for (HexId e : retreat_edge(g, s, unit)) best = std::min(best, map(g).distance(h, e));
  return best;
}

// Where each unit of `side` on the map stands and faces, for the exact keys
// of the search caches: unit index in 12 bits (kMaxUnits), hex in 16, facing in 4.
void Rules::append_unit_places(const Game& g, std::vector<std::uint32_t>& key, Side side) {
  for (int u = 0; u < nunits(g); ++u) {
    const UnitState& y = us(g, u);
    if (y.where == Where::Map && def(g, u).side == side)
      key.push_back(static_cast<std::uint32_t>(u) << 20 | static_cast<std::uint32_t>(y.hex) << 4 |
                    static_cast<std::uint32_t>(to_int(y.facing)));
  }
}

std::vector<int> Rules::command_distances(const Game& g, Side side, HexId from, int limit_half) {
  const Map& m = map(g);
  if (from == kNoHex) return std::vector<int>(static_cast<std::size_t>(m.size()), kImpassable);
  // The search depends on the start and on every unit's place and facing
  // (occupancy and enemy ZoC): remembered under that exact key.
  std::vector<std::uint32_t> key;
  key.reserve(2 + static_cast<std::size_t>(nunits(g)));
  key.push_back(static_cast<std::uint32_t>(side_index(side)) << 30 |
                static_cast<std::uint32_t>(limit_half) << 16 | static_cast<std::uint32_t>(from));
  append_unit_places(g, key, Side::Prussia);
  append_unit_places(g, key, Side::Austria);
  for (const HexsideState& hs : g.s_.hexsides)  // the hexsides special rules changed
    key.push_back(0x80000000u | static_cast<std::uint32_t>(hs.hex) << 19 |
                  static_cast<std::uint32_t>(hs.dir) << 16 | hs.bits);
  for (const Game::DistMemo& d : g.dist_memo_)
    if (d.key == key) return d.dist;
  std::vector<int> dist(static_cast<std::size_t>(m.size()), kImpassable);
  Occupancy occ;
  occ.build(g);
  std::vector<std::uint8_t> ez = zoc(g, other(side));
  const std::int8_t mine = static_cast<std::int8_t>(side_index(side));
  // Dijkstra with a bucket queue (costs are small whole numbers of half MP):
  // the distances do not depend on the order of equal costs.
  std::vector<std::vector<HexId>> buckets(static_cast<std::size_t>(limit_half) + 1);
  dist[static_cast<std::size_t>(from)] = 0;
  buckets[0].push_back(from);
  for (int d = 0; d <= limit_half; ++d) {
    for (std::size_t bi = 0; bi < buckets[static_cast<std::size_t>(d)].size(); ++bi) {
      const HexId h = buckets[static_cast<std::size_t>(d)][bi];
      if (d != dist[static_cast<std::size_t>(h)]) continue;
      // A line may end in an enemy ZoC hex (the unit being reached) but not pass through it.
      if (h != from && ez[static_cast<std::size_t>(h)] && occ.side[static_cast<std::size_t>(h)] != mine)
        continue;
      for (int k = 0; k < kDirections; ++k) {
        Direction dir = direction_from_int(k);
        HexId n = m.neighbour(h, dir);
        if (n == kNoHex) continue;
        if (occ.side[static_cast<std::size_t>(n)] >= 0 && occ.side[static_cast<std::size_t>(n)] != mine)
          continue;
        const StepCost c = step(g, h, dir, MoveClass::Commander);
        if (c.cost >= kImpassable) continue;
        int nd = d + c.cost;
        if (nd > limit_half || nd >= dist[static_cast<std::size_t>(n)]) continue;
        dist[static_cast<std::size_t>(n)] = nd;
        buckets[static_cast<std::size_t>(nd)].push_back(n);
      }
    }
  }
  constexpr std::size_t kKept = 8;  // a few commanders' lines at once
  if (g.dist_memo_.size() >= kKept) g.dist_memo_.erase(g.dist_memo_.begin());
  g.dist_memo_.push_back({std::move(key), dist});
  return dist;
}

// Hook::UnitInCommand: a special rule keeps the unit in command whatever its
// line of command (e.g. VV165 §11.1.4, the Austrian cavalry's first two turns).
bool Rules::always_in_command(const Game& g, int u) {
  for (const SpecialRule* r : g.sc_->special.with(Hook::UnitInCommand))
    if (r->unit_in_command(g, u)) return true;
  return false;
}

// Command status outside the unit's own activation, for the morale modifier.
bool Rules::unit_in_command_now(const Game& g, int u) {
  const UnitDef& d = def(g, u);
  const UnitState& x = us(g, u);
  if (x.active) return x.in_command;
  if (x.direct || always_in_command(g, u)) return true;
  const FormationDef& f = fdef(g, d.formation);
  HexId from = kNoHex;
  if (f.independent) {
    if (f.cinc >= 0 && g.s_.cincs[static_cast<std::size_t>(f.cinc)].where == Where::Map)
      from = g.s_.cincs[static_cast<std::size_t>(f.cinc)].hex;
  } else {
    const CommanderState& c = g.s_.commanders[static_cast<std::size_t>(d.formation)];
    if (c.where != Where::Map) return ed(g).ooc_morale_needs_commander_on_map;
    if (c.ooc) return false;
    from = c.hex;
  }
  if (from == kNoHex) return false;
  return command_distances(g, d.side, from, 12)[static_cast<std::size_t>(x.hex)] <= 12;
}

// §2 morale test total: 1d6 + morale + modifiers; 6 or more succeeds.
int Rules::morale_total(const Game& g, int u, int die, bool rally) {
  const UnitDef& d = def(g, u);
  const UnitState& x = us(g, u);
  const Map& m = map(g);
  int t = die + d.morale;
  Terrain ter = m.terrain(x.hex);
  if (terrain_protection(ter) >= 2) t += 1;
  bool stacked_cmd = false, adjacent_cmd = false;
  HexId fh = fdef(g, d.formation).independent ? kNoHex : commander_hex(g, d.formation);
  if (fh == x.hex) stacked_cmd = true;
  if (fh != kNoHex && m.distance(fh, x.hex) == 1) adjacent_cmd = true;
  for (std::size_t c = 0; c < g.s_.cincs.size(); ++c) {
    const CincState& cs = g.s_.cincs[c];
    if (cs.where != Where::Map || g.sc_->cincs[c].side != d.side) continue;
    if (cs.hex == x.hex) stacked_cmd = true;
    if (m.distance(cs.hex, x.hex) == 1) adjacent_cmd = true;
  }
  if (stacked_cmd) t += 1;
  if (d.guard && d.side == Side::Prussia) t += 1;
  if (d.kind == UnitKind::Light && terrain_blocks_los(ter)) t += 1;  // town, village or wood
  if (d.kind == UnitKind::Artillery && d.side == Side::Austria) t += 1;
  t -= x.losses;
  for (int k = 0; k < kDirections; ++k) {
    HexId n = m.neighbour(x.hex, direction_from_int(k));
    if (n != kNoHex && is_flank(g, u, n) && has_enemy(g, n, d.side)) {
      t -= 1;
      break;
    }
  }
  if (!unit_in_command_now(g, u)) t -= 1;
  if (!fdef(g, d.formation).independent && g.s_.demoralised[static_cast<std::size_t>(d.formation)]) t -= 1;
  // Morale table "-1 during a night turn": printed in VV165/VV174, not VV157 (D-6);
  // the scenario's [night] table gives its value.
  if (const NightRules* n = night(g); n && ed(g).night_morale_penalty) t += n->morale_modifier;
  if (g.sc_->special.any(Hook::MoraleModifier)) {
    std::vector<std::string> why;
    for (const SpecialRule* r : g.sc_->special.with(Hook::MoraleModifier))
      t += r->morale_modifier(g, u, rally, why);
  }
  if (rally) {
    if (adjacent_cmd && !stacked_cmd) t += 1;  // adjacent (text); stacked already counted
    for (int e = 0; e < nunits(g); ++e) {
      if (!on_map(g, e) || def(g, e).side == d.side || def(g, e).kind != UnitKind::Artillery) continue;
      if (m.distance(us(g, e).hex, x.hex) <= def(g, e).range && line_of_sight(g, us(g, e).hex, x.hex)) {
        t -= 1;
        break;
      }
    }
  }
  return t;
}

void Rules::check_demoralisation(Game& g, int f) {
  if (f < 0 || g.s_.demoralised[static_cast<std::size_t>(f)]) return;
  const FormationDef& fd = fdef(g, f);
  if (fd.demo > 0 && formation_losses(g, f) >= fd.demo) {
    g.s_.demoralised[static_cast<std::size_t>(f)] = true;
    g.log("10.2", fmt::format("{} reaches its demoralisation threshold ({} step losses){}", fd.name, fd.demo,
                              fd.independent ? "; independents suffer no effect but score VP"
                                             : " and is demoralised"));
  }
}

void Rules::eliminate_unit(Game& g, int u, const char* section) {
  UnitState& x = us(g, u);
  HexId h = x.hex;
  x.losses = static_cast<std::uint8_t>(def(g, u).morale);
  x.where = Where::Eliminated;
  x.hex = kNoHex;
  g.log(section, fmt::format("{} is eliminated", g.unit_label(u)));
  check_demoralisation(g, def(g, u).formation);
  // 9.5.12, 9.5.13: commanders stacked with eliminated units are eliminated.
  if (h != kNoHex && !has_friend(g, h, def(g, u).side)) {
    for (int f = 0; f < static_cast<int>(g.s_.commanders.size()); ++f)
      if (commander_hex(g, f) == h && fdef(g, f).side == def(g, u).side) eliminate_commander(g, f, section);
    for (int c = 0; c < static_cast<int>(g.s_.cincs.size()); ++c)
      if (g.s_.cincs[static_cast<std::size_t>(c)].where == Where::Map &&
          g.s_.cincs[static_cast<std::size_t>(c)].hex == h &&
          g.sc_->cincs[static_cast<std::size_t>(c)].side == def(g, u).side)
        eliminate_cinc(g, c, section);
  }
}

void Rules::step_loss(Game& g, int u, const char* section, const std::string& why) {
  UnitState& x = us(g, u);
  if (x.where != Where::Map) return;
  ++x.losses;
  g.log(section, fmt::format("{} suffers a step loss ({}); {} of {} steps left", g.unit_label(u), why,
                             remaining_steps(g, u), def(g, u).morale));
  if (x.losses >= def(g, u).morale)
    eliminate_unit(g, u, "9.5.10");
  else
    check_demoralisation(g, def(g, u).formation);
}

void Rules::disorganise(Game& g, int u, const char* section, const std::string& why) {
  UnitState& x = us(g, u);
  if (x.where != Where::Map) return;
  if (x.disorganised) {
    step_loss(g, u, section, why + ", already disorganised");
  } else {
    x.disorganised = true;
    g.log(section, fmt::format("{} is disorganised ({})", g.unit_label(u), why));
  }
}

void Rules::place_unit(Game& g, int u, HexId h, Direction f) {
  UnitState& x = us(g, u);
  x.hex = h;
  x.where = Where::Map;
  x.facing = f;
  g.s_.last_occupant[static_cast<std::size_t>(h)] = static_cast<std::int8_t>(side_index(def(g, u).side));
  // §4: units stacked together share one facing.
  for (UnitState& o : g.s_.units)
    if (o.where == Where::Map && o.hex == h) o.facing = f;
  relocate_lonely_commanders(g, other(def(g, u).side));
  for (const SpecialRule* r : g.sc_->special.with(Hook::UnitPlaced)) r->after_unit_placed(g, u);
}

int Rules::extra_columns(const Game& g, const std::vector<int>& shooters, FireKind fire,
                         std::vector<std::string>& why) {
  int col = 0;
  if (const NightRules* n = night(g); n && n->column_modifier)
    col += n->column_modifier, why.push_back(fmt::format("{} col. night", n->column_modifier));
  for (const SpecialRule* r : g.sc_->special.with(Hook::ColumnModifier))
    col += r->column_modifier(g, shooters, fire, why);
  return col;
}

void Rules::commander_follow(Game& g, HexId from, HexId to) {
  for (auto& c : g.s_.commanders)
    if (c.where == Where::Map && c.hex == from) c.hex = to;
  for (auto& c : g.s_.cincs)
    if (c.where == Where::Map && c.hex == from) c.hex = to;
}

// 9.5.12 / 9.5.13: a commander alone in a hex and adjacent to an enemy unit
// during an enemy movement phase is placed on the nearest friendly unit.
void Rules::relocate_lonely_commanders(Game& g, Side side) {
  const Map& m = map(g);
  auto nearest = [&](HexId h) {
    HexId best = kNoHex;
    int bd = 1000;
    for (int u = 0; u < nunits(g); ++u)
      if (on_map(g, u) && def(g, u).side == side) {
        int d = m.distance(h, us(g, u).hex);
        if (d < bd) bd = d, best = us(g, u).hex;
      }
    return best;
  };
  // Which sides have units in each hex (bit per side index), built once for
  // all the commanders.
  std::vector<std::uint8_t> sides(static_cast<std::size_t>(m.size()), 0);
  for (int u = 0; u < nunits(g); ++u)
    if (on_map(g, u)) sides[static_cast<std::size_t>(us(g, u).hex)] |= 1u << side_index(def(g, u).side);
  const std::uint8_t friends = static_cast<std::uint8_t>(1u << side_index(side));
  const std::uint8_t enemies = static_cast<std::uint8_t>(1u << side_index(other(side)));
  auto lonely = [&](HexId h) {
    if (sides[static_cast<std::size_t>(h)] & friends) return false;
    if (sides[static_cast<std::size_t>(h)] & enemies) return true;
    for (int k = 0; k < kDirections; ++k) {
      HexId n = m.neighbour(h, direction_from_int(k));
      if (n != kNoHex && (sides[static_cast<std::size_t>(n)] & enemies)) return true;
    }
    return false;
  };
  for (int f = 0; f < static_cast<int>(g.s_.commanders.size()); ++f) {
    CommanderState& c = g.s_.commanders[static_cast<std::size_t>(f)];
    if (c.where != Where::Map || fdef(g, f).side != side || !lonely(c.hex)) continue;
    HexId to = nearest(c.hex);
    if (to == kNoHex) continue;
    g.log("9.5.13", fmt::format("{} is alone next to the enemy and rejoins the nearest friendly unit in {}",
                                fdef(g, f).commander, m.label(to)));
    c.hex = to;
  }
  for (int ci = 0; ci < static_cast<int>(g.s_.cincs.size()); ++ci) {
    CincState& c = g.s_.cincs[static_cast<std::size_t>(ci)];
    if (c.where != Where::Map || g.sc_->cincs[static_cast<std::size_t>(ci)].side != side || !lonely(c.hex))
      continue;
    HexId to = nearest(c.hex);
    if (to == kNoHex) continue;
    g.log("9.5.12", fmt::format("{} is alone next to the enemy and rejoins the nearest friendly unit in {}",
                                g.sc_->cincs[static_cast<std::size_t>(ci)].name, m.label(to)));
    c.hex = to;
  }
}

void Rules::eliminate_commander(Game& g, int f, const char* section) {
  CommanderState& c = g.s_.commanders[static_cast<std::size_t>(f)];
  const FormationDef& fd = fdef(g, f);
  if (c.aide) {
    c.ooc = false;
    c.where = Where::Pending;
    c.hex = kNoHex;
    c.replace_next_turn = true;
    g.log(section,
          fmt::format("the Aide de Camp of {} is eliminated; he returns next turn (9.5.13)", fd.name));
    return;
  }
  // 9.5.13: "immediately turned over to its 'Aide de Camp' side and is placed
  // on any unit of the formation still in play": his owner chooses the unit.
  c.aide = true;
  c.where = Where::Pending;
  c.hex = kNoHex;
  g.log(section,
        fmt::format("{} is eliminated; his Aide de Camp takes command of {}", fd.commander, fd.name));
  queue_aide_placement(g, f, section);
}

std::vector<HexId> Rules::aide_places(const Game& g, int f) {
  std::vector<HexId> out;
  for (int u = 0; u < nunits(g); ++u)
    if (on_map(g, u) && def(g, u).formation == f &&
        std::find(out.begin(), out.end(), us(g, u).hex) == out.end())
      out.push_back(us(g, u).hex);
  return out;
}

bool Rules::aide_awaits_placement(const Game& g, int f) {
  for (const Task& t : g.s_.tasks)
    if (t.kind == TaskKind::PlaceAide && t.piece == Piece::commander(f)) return true;
  return false;
}

bool Rules::queue_aide_placement(Game& g, int f, const char* section) {
  CommanderState& c = g.s_.commanders[static_cast<std::size_t>(f)];
  if (aide_places(g, f).empty()) {
    c.ooc = false;
    c.where = Where::Eliminated;
    c.hex = kNoHex;
    g.log(section, fmt::format("no unit of {} is left for its Aide de Camp", fdef(g, f).name));
    return false;
  }
  Task t;
  t.kind = TaskKind::PlaceAide;
  t.piece = Piece::commander(f);
  g.s_.tasks.insert(g.s_.tasks.begin(), t);
  return true;
}

void Rules::place_aide(Game& g, int f, HexId h) {
  CommanderState& c = g.s_.commanders[static_cast<std::size_t>(f)];
  c.where = Where::Map;
  c.hex = h;
  g.log("9.5.13", fmt::format("the Aide de Camp of {} is placed in {}", fdef(g, f).name, map(g).label(h)));
}

void Rules::eliminate_cinc(Game& g, int ci, const char* section) {
  CincState& c = g.s_.cincs[static_cast<std::size_t>(ci)];
  c.where = Where::Eliminated;
  c.hex = kNoHex;
  g.log(section,
        fmt::format("commander-in-chief {} is eliminated", g.sc_->cincs[static_cast<std::size_t>(ci)].name));
}

// §9.2: the one line-of-sight test (barrage, defensive support, the rally
// modifier, interfaces). Terrain and elevation come from the map's traced
// lines; units are checked now: one on the line blocks, two on the two sides
// of a grazed hexside block.
bool Rules::line_of_sight(const Game& g, HexId from, HexId to) {
  const Map& m = map(g);
  if (m.distance(from, to) <= 1) return true;  // "never blocked if ... adjacent"
  const LosLine l = m.los(from, to);
  if (!l.in_range || l.blocked) return false;
  auto occupied = [&](HexId h) {
    for (int u = 0; u < nunits(g); ++u)
      if (us(g, u).where == Where::Map && us(g, u).hex == h) return true;
    return false;
  };
  for (int i = 0; i < l.singles; ++i)
    if (occupied(l.single(i))) return false;
  for (int i = 0; i < l.pairs; ++i)
    if (occupied(l.pair_first(i)) && occupied(l.pair_second(i))) return false;
  return true;
}

}  // namespace bohemia
