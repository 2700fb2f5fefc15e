#include "mns/board.h"

#include <algorithm>

namespace bohemia::mns {

// ------------------------------------------------------------- occupancy

void Board::build_occupancy() {
  if (c_.occ_version == s.version && !c_.first.empty()) return;
  c_.first.assign(static_cast<std::size_t>(map().size()), -1);
  c_.next.assign(static_cast<std::size_t>(count()), -1);
  for (int u = count() - 1; u >= 0; --u) {
    const UnitState& x = us(u);
    if (x.where != Where::Map || x.hex == kNoHex) continue;
    c_.next[static_cast<std::size_t>(u)] = c_.first[static_cast<std::size_t>(x.hex)];
    c_.first[static_cast<std::size_t>(x.hex)] = static_cast<std::int16_t>(u);
  }
  c_.occ_version = s.version;
}

std::vector<int> Board::at(HexId h) {
  build_occupancy();
  std::vector<int> out;
  if (h == kNoHex) return out;
  for (int u = c_.first[static_cast<std::size_t>(h)]; u >= 0; u = c_.next[static_cast<std::size_t>(u)])
    out.push_back(u);
  return out;
}

int Board::marker_at(HexId h) const {
  for (int m = 0; m < 8; ++m)
    if (s.markers[static_cast<std::size_t>(m)].hex == h && h != kNoHex) return m;
  return -1;
}

bool Board::enemy_at(HexId h, Side mine) {
  build_occupancy();
  for (int u = c_.first[static_cast<std::size_t>(h)]; u >= 0; u = c_.next[static_cast<std::size_t>(u)])
    if (side(u) != mine) return true;
  return mine == Side::Prussia && marker_at(h) >= 0;
}

bool Board::friend_combat_at(HexId h, Side mine, int except) {
  build_occupancy();
  for (int u = c_.first[static_cast<std::size_t>(h)]; u >= 0; u = c_.next[static_cast<std::size_t>(u)])
    if (u != except && side(u) == mine && def(u).is_combat()) return true;
  return false;
}

bool Board::counts_for_stacking(int u) const {
  const UnitDef& d = def(u);
  return d.is_combat() && !d.is_small();
}

int Board::stacking_count(HexId h) {
  int n = 0;
  for (int u : at(h)) n += counts_for_stacking(u);
  return n;
}

// --------------------------------------------------------------- changes

void Board::put(int u, HexId h) {
  UnitState& x = us(u);
  x.where = Where::Map;
  x.hex = h;
  x.box = -1;
  ++s.version;
}

void Board::take_off(int u, Where where, int track) {
  UnitState& x = us(u);
  x.where = where;
  x.hex = kNoHex;
  x.track = static_cast<std::int8_t>(track);
  x.line = -1;
  x.charge = kNoHex;
  x.set(kDisrupted | kOpenOrder, false);
  ++s.version;
}

void Board::set(int u, std::uint16_t flag, bool on) {
  us(u).set(flag, on);
  ++s.version;
}

// ---------------------------------------------------------------- values

int Board::morale_rating(int u) const {
  const UnitDef& d = def(u);
  int mr = d.is_artillery() ? (effective(u) ? 6 : 3) : face(u).mr;  // 8.1
  if (disrupted(u)) mr -= 2;                                        // 2.8 (5)
  return mr;
}

int Board::printed_ma(int u) const {
  const UnitDef& d = def(u);
  if (d.type == UnitType::Hq || d.type == UnitType::Trains) return d.inactive_ma;
  if (d.type == UnitType::Leader) return 12;  // 10.1
  const Face& f = face(u);
  return f.ma_kind == MaKind::Variable ? 0 : f.ma;
}

bool Board::army_hq_active(int army) const {
  int hq = sc.armies[static_cast<std::size_t>(army)].hq;
  return hq >= 0 && us(hq).where == Where::Map && effective(hq);
}

bool Board::army_hq_inactive(int army) const {
  int hq = sc.armies[static_cast<std::size_t>(army)].hq;
  return hq >= 0 && us(hq).where == Where::Map && !effective(hq);
}

int Board::first_army(Side sd) const {
  for (std::size_t i = 0; i < sc.armies.size(); ++i)
    if (sc.armies[i].side == sd) return static_cast<int>(i);
  return 0;
}

// -------------------------------------------------------- zones of control

bool Board::exerts_zoc(int u) const {
  const UnitState& x = us(u);
  // 6.1, 6.4: combat units on the map, not disrupted nor ineffective.
  return x.where == Where::Map && def(u).is_combat() && !x.has(kDisrupted) &&
         (!x.has(kBack) || def(u).steps == 2);
}

bool Board::passable(HexId h, int d, Arm arm) const {
  HexId n = map().neighbour(h, d);
  if (n == kNoHex) return false;
  const Map& m = map();
  if (tec().hexes[m.terrain[static_cast<std::size_t>(n)]].mp[static_cast<int>(arm)] >= kProhibited) {
    // a road or trail through prohibited terrain still carries the unit (4.6)
    if (!m.path[m.hs(h, d)]) return false;
  }
  const HexsideTerrain& side = tec().hexsides[m.side[m.hs(h, d)]];
  return side.mp_add[static_cast<int>(arm)] < kProhibited;
}

bool Board::zoc_extends(int u, int d) const {
  const UnitState& x = us(u);
  if (x.line >= 0 && d != x.line && d != (x.line + 1) % 6) return false;  // 19.7B: front hexes only
  const Map& m = map();
  HexId n = m.neighbour(x.hex, d);
  if (n == kNoHex || !passable(x.hex, d, def(u).arm())) return false;  // 6.4
  const HexTerrain& from = tec().hexes[m.terrain[static_cast<std::size_t>(x.hex)]];
  const HexTerrain& to = tec().hexes[m.terrain[static_cast<std::size_t>(n)]];
  return from.zoc_out && to.zoc_into && tec().hexsides[m.side[m.hs(x.hex, d)]].zoc_across;
}

void Board::build_zoc() {
  if (c_.zoc_version == s.version && !c_.ezoc[0].empty()) return;
  std::size_t n = static_cast<std::size_t>(map().size());
  for (int sd = 0; sd < kSides; ++sd) {
    c_.ezoc[static_cast<std::size_t>(sd)].assign(n, 0);
    c_.fzoc[static_cast<std::size_t>(sd)].assign(n, 0);
  }
  for (int u = 0; u < count(); ++u) {
    if (!exerts_zoc(u)) continue;
    int mine = static_cast<int>(side(u));
    for (int d = 0; d < 6; ++d) {
      if (!zoc_extends(u, d)) continue;
      HexId h = map().neighbour(us(u).hex, d);
      c_.fzoc[static_cast<std::size_t>(mine)][static_cast<std::size_t>(h)] = 1;
      c_.ezoc[static_cast<std::size_t>(1 - mine)][static_cast<std::size_t>(h)] = 1;
    }
  }
  c_.zoc_version = s.version;
}

bool Board::in_ezoc(HexId h, Side mine) {
  build_zoc();
  return c_.ezoc[static_cast<std::size_t>(mine)][static_cast<std::size_t>(h)] != 0;
}

bool Board::in_fzoc(HexId h, Side mine) {
  build_zoc();
  return c_.fzoc[static_cast<std::size_t>(mine)][static_cast<std::size_t>(h)] != 0;
}

std::vector<int> Board::ezoc_sources(HexId h, Side mine) {
  std::vector<int> out;
  for (int d = 0; d < 6; ++d) {
    HexId n = map().neighbour(h, d);
    if (n == kNoHex) continue;
    for (int u : at(n))
      if (side(u) != mine && exerts_zoc(u) && zoc_extends(u, (d + 3) % 6)) out.push_back(u);
  }
  return out;
}

// -------------------------------------------------------- lines of retreat

bool Board::negated(HexId h, Side sd, int exclude) {
  if (friend_combat_at(h, sd, exclude)) return true;
  if (!in_fzoc(h, sd)) return false;
  if (exclude < 0 || !on_map(exclude) || map().grid.distance(h, us(exclude).hex) != 1) return true;
  for (int d = 0; d < 6; ++d) {  // another friendly unit's ZOC reaches h
    HexId n = map().neighbour(h, d);
    if (n == kNoHex) continue;
    for (int u : at(n))
      if (u != exclude && side(u) == sd && exerts_zoc(u) && zoc_extends(u, (d + 3) % 6)) return true;
  }
  return false;
}

const std::vector<std::uint8_t>& Board::lor_field(Side sd, int army, Arm arm) {
  std::size_t key = (static_cast<std::size_t>(sd) * sc.armies.size() + static_cast<std::size_t>(army)) * 4 +
                    static_cast<std::size_t>(std::min(static_cast<int>(arm), 3));
  if (c_.lor.size() < kSides * sc.armies.size() * 4) c_.lor.resize(kSides * sc.armies.size() * 4);
  Caches::LorField& f = c_.lor[key];
  if (f.version == s.version && !f.lor.empty()) return f.lor;
  f.lor = compute_lor(sd, army, arm, -1);
  f.version = s.version;
  return f.lor;
}

std::vector<std::uint8_t> Board::compute_lor(Side sd, int army, Arm arm, int exclude) {
  const Map& m = map();
  std::size_t n = static_cast<std::size_t>(m.size());
  // Which hexes a path may use: not enemy-occupied; safe ones also free of
  // an EZOC that no friendly unit or friendly ZOC negates (7.6).
  std::vector<std::uint8_t> open(n, 0), safe(n, 0);
  for (HexId h = 0; h < m.size(); ++h) {
    if (enemy_at(h, sd)) continue;
    open[static_cast<std::size_t>(h)] = 1;
    safe[static_cast<std::size_t>(h)] = !in_ezoc(h, sd) || negated(h, sd, exclude);
  }
  std::vector<HexId> targets;
  const Army& a = sc.armies[static_cast<std::size_t>(army)];
  if (a.hq >= 0 && army_hq_active(army)) targets.push_back(us(a.hq).hex);  // 12.1
  if (a.trains >= 0 && us(a.trains).where == Where::Map && effective(a.trains))
    targets.push_back(us(a.trains).hex);
  for (HexId h : sc.loc[static_cast<std::size_t>(sd)])
    if (!enemy_at(h, sd) && !in_ezoc(h, sd)) targets.push_back(h);  // 12.3
  // Reach from the targets backwards over passable steps.
  auto flood = [&](const std::vector<std::uint8_t>& ok, std::vector<HexId> seeds) {
    std::vector<std::uint8_t> seen(n, 0);
    std::vector<HexId> stack;
    for (HexId t : seeds)
      if (ok[static_cast<std::size_t>(t)] && !seen[static_cast<std::size_t>(t)])
        seen[static_cast<std::size_t>(t)] = 1, stack.push_back(t);
    while (!stack.empty()) {
      HexId h = stack.back();
      stack.pop_back();
      for (int d = 0; d < 6; ++d) {
        HexId p = m.neighbour(h, d);
        if (p == kNoHex || seen[static_cast<std::size_t>(p)] || !ok[static_cast<std::size_t>(p)]) continue;
        if (!passable(p, (d + 3) % 6, arm)) continue;
        seen[static_cast<std::size_t>(p)] = 1;
        stack.push_back(p);
      }
    }
    return seen;
  };
  std::vector<std::uint8_t> safe_set = flood(safe, targets);
  std::vector<HexId> edge_targets = targets;  // 7.9: a line to a map edge counts as an unsafe one
  for (HexId h = 0; h < m.size(); ++h)
    if (m.grid.on_edge(h)) edge_targets.push_back(h);
  std::vector<std::uint8_t> open_set = flood(open, edge_targets);
  std::vector<std::uint8_t> lor(n, static_cast<std::uint8_t>(Lor::None));
  for (HexId h = 0; h < m.size(); ++h) {
    Lor best = Lor::None;
    if (safe_set[static_cast<std::size_t>(h)] ||
        std::find(targets.begin(), targets.end(), h) != targets.end())
      best = Lor::Safe;
    else if (open_set[static_cast<std::size_t>(h)])
      best = Lor::Unsafe;
    for (int d = 0; d < 6 && best != Lor::Safe; ++d) {
      HexId q = m.neighbour(h, d);
      if (q == kNoHex || !passable(h, d, arm)) continue;
      if (safe_set[static_cast<std::size_t>(q)])
        best = Lor::Safe;
      else if (open_set[static_cast<std::size_t>(q)])
        best = Lor::Unsafe;
    }
    lor[static_cast<std::size_t>(h)] = static_cast<std::uint8_t>(best);
  }
  return lor;
}

Lor Board::lor_from(HexId h, Side sd, int army, Arm arm) {
  if (h == kNoHex || army < 0) return Lor::None;
  return static_cast<Lor>(lor_field(sd, army, arm)[static_cast<std::size_t>(h)]);
}

Lor Board::line_of_retreat(int u) {
  // 7.6: a unit's own ZOC negates no EZOC on its own line (ruling ).
  if (exerts_zoc(u) && def(u).army >= 0)
    return static_cast<Lor>(
        compute_lor(side(u), def(u).army, def(u).arm(), u)[static_cast<std::size_t>(us(u).hex)]);
  return lor_from(us(u).hex, side(u), def(u).army, def(u).arm());
}

}  // namespace bohemia::mns
