// Austrian hidden movement (§19.8): markers revealed when a Prussian piece
// sees them (leaders, HQs and trains count), at once, even in the middle of
// a Prussian move, retreat or advance (§19.8, the second paragraph C, read
// as D, RN 2); a revealed dummy is removed alone, the real marker takes its
// twin with it and the box's units deploy on or next to it (§19.8E), each
// deployed into or next to an EZOC checking morale. A voluntary reveal at
// the start of an Austrian movement phase while the HQ is active (§19.8C).
#include <fmt/format.h>

#include <algorithm>

#include "mns/rules.h"
#include "mns/rules_internal.h"

namespace bohemia::mns {

namespace {

std::string marker_name(int m) { return fmt::format("{}{}", static_cast<char>('A' + m / 2), m % 2 + 1); }

bool seen_by_prussians(Board& b, HexId h) {
  for (int u = 0; u < b.count(); ++u) {
    if (b.side(u) != Side::Prussia || !b.on_map(u)) continue;
    HexId from = b.us(u).hex;
    if (sees(b, from, h, los_range(b, from, Side::Prussia))) return true;
  }
  return false;
}

bool may_deploy(Board& b, int u, HexId h) {
  if (b.enemy_at(h, Side::Austria) || b.marker_at(h) >= 0) return false;
  return b.tec().hexes[b.map().terrain[static_cast<std::size_t>(h)]].mp[static_cast<int>(b.def(u).arm())] <
         kProhibited;
}

// 19.8E: the box's units on or next to the real marker's hex.
void deploy_box(Ctx& x, Board& b, int box, HexId at) {
  std::vector<int> inside;
  for (int u = 0; u < b.count(); ++u)
    if (b.us(u).where == Where::Box && b.us(u).box == box) inside.push_back(u);
  std::sort(inside.begin(), inside.end(), [&](int p, int q) {
    return b.def(p).type == UnitType::Leader ? false : b.def(q).type == UnitType::Leader ? true : p < q;
  });
  for (int u : inside) {
    std::vector<Action> options;
    std::vector<HexId> hexes{at};
    for (int d = 0; d < 6; ++d)
      if (HexId n = b.map().neighbour(at, d); n != kNoHex) hexes.push_back(n);
    for (HexId h : hexes)
      if (may_deploy(b, u, h)) {
        Action a{ActionType::Deploy};
        a.unit = static_cast<std::int16_t>(u);
        a.hex = h;
        options.push_back(a);
      }
    if (options.empty()) {  // nowhere to stand: it stays off the map until it can re-enter (ruling R-19.8E)
      b.take_off(u, Where::Track, b.s.turn + 1);
      x.log("19.8E", fmt::format("{} finds no hex to deploy in and goes to the turn track", b.def(u).id));
      continue;
    }
    Action a = x.choose(Side::Austria, options);
    b.put(u, a.hex);
    x.log("19.8E", fmt::format("{} deploys at {}", b.def(u).id, b.map().label(a.hex)));
    if (!b.def(u).is_combat()) continue;
    bool near = b.in_ezoc(a.hex, Side::Austria);
    if (near && !morale_check(x, b, u, 0, "deployed in an enemy zone of control", "19.8E")) {
      b.set(u, kDisrupted);
      x.log("19.8E", fmt::format("{} is disrupted", b.def(u).id));
    }
  }
}

void remove_marker(Board& b, int m) {
  b.s.markers[static_cast<std::size_t>(m)].hex = kNoHex;
  b.s.markers[static_cast<std::size_t>(m)].removed = true;
  b.touch();
}

// A marker revealed: a dummy goes alone, the real one with its twin (RN 22).
void reveal_marker(Ctx& x, Board& b, int m, const char* why) {
  int box = m / 2;
  HexId at = b.s.markers[static_cast<std::size_t>(m)].hex;
  bool real = b.s.real_marker[static_cast<std::size_t>(box)] == m % 2;
  if (!real) {
    remove_marker(b, m);
    x.log("19.8", fmt::format("marker {} at {} is revealed ({}): a dummy, removed", marker_name(m),
                              b.map().label(at), why));
    return;
  }
  remove_marker(b, m);
  if (b.s.markers[static_cast<std::size_t>(m ^ 1)].hex != kNoHex) remove_marker(b, m ^ 1);
  b.s.box_revealed[static_cast<std::size_t>(box)] = true;
  x.log("19.8", fmt::format("marker {} at {} is revealed ({}): the real one; box {}'s units deploy",
                            marker_name(m), b.map().label(at), why, static_cast<char>('A' + box)));
  deploy_box(x, b, box, at);
}

}  // namespace

bool marker_seen(Board& b, HexId h) { return seen_by_prussians(b, h); }

bool reveal_in_sight(Ctx& x, Board& b) {
  bool any = false;
  for (int m = 0; m < 8; ++m) {
    HexId h = b.s.markers[static_cast<std::size_t>(m)].hex;
    if (h == kNoHex || !seen_by_prussians(b, h)) continue;
    reveal_marker(x, b, m, "in a Prussian line of sight");
    any = true;
  }
  return any;
}

void run_reveal(Ctx& x, Board& b, const Task& t) {
  int box = t.a;
  int real = b.s.real_marker[static_cast<std::size_t>(box)];
  int m = 2 * box + real;
  if (b.s.markers[static_cast<std::size_t>(m)].hex == kNoHex) return;
  reveal_marker(x, b, m, "voluntarily");
}

int hidden_audience(const Board& b, int unit) {
  return unit >= 0 && unit < b.count() && b.us(unit).where == Where::Box ? static_cast<int>(Side::Austria)
                                                                         : kAll;
}

}  // namespace bohemia::mns
