// The Austrian set-up (§17.2 historical, §17.3 free) with the hidden-movement
// boxes and markers (§19.8A-B): one decision per unit in scenario order
// (leaders last, §17.2: with a unit of their span), then the markers of
// every box used and which of each pair is the real one.
#include <fmt/format.h>

#include <algorithm>

#include "mns/rules.h"

namespace bohemia::mns {

// The Austrian pieces in the order they are placed: others, then leaders.
std::vector<int> placing_order(const Scenario& sc) {
  std::vector<int> out, leaders;
  for (std::size_t u = 0; u < sc.units.size(); ++u) {
    const UnitDef& d = sc.units[u];
    if (d.side != Side::Austria) continue;
    bool in_group = false;
    for (const SetupGroup& g : sc.historical)
      in_group = in_group || std::count(g.units.begin(), g.units.end(), static_cast<int>(u));
    (d.type == UnitType::Leader && !in_group ? leaders : out).push_back(static_cast<int>(u));
  }
  out.insert(out.end(), leaders.begin(), leaders.end());
  return out;
}

namespace {

const SetupGroup* group_of(const Scenario& sc, int u) {
  for (const SetupGroup& g : sc.historical)
    if (std::count(g.units.begin(), g.units.end(), u)) return &g;
  return nullptr;
}

bool may_stand(const Board& b, int u, HexId h) {
  Arm arm = b.def(u).arm();
  return b.tec().hexes[b.map().terrain[static_cast<std::size_t>(h)]].mp[static_cast<int>(arm)] <
             kProhibited ||
         std::any_of(b.map().path.begin() + static_cast<long>(b.map().hs(h, 0)),
                     b.map().path.begin() + static_cast<long>(b.map().hs(h, 0)) + 6,
                     [](std::uint8_t p) { return p != 0; });
}

// The formation that fills box `box` so far, or -1.
int box_formation(Board& b, int box) {
  for (int u = 0; u < b.count(); ++u)
    if (b.us(u).where == Where::Box && b.us(u).box == box && b.def(u).is_combat())
      return b.def(u).formations[0];
  return -1;
}

bool box_accepts(Board& b, int box, int formation) {
  int f = box_formation(b, box);
  if (f < 0 || f == formation) return true;
  for (auto [x, y] : b.sc.shared_boxes)  // 19.8B: C and R may share a box
    if ((x == f && y == formation) || (y == f && x == formation)) return true;
  return false;
}

bool may_hide(const Board& b, int u) {
  if (b.s.free_setup) return true;  // 17.3
  const SetupGroup* g = group_of(b.sc, u);
  return g && g->hidden_allowed;
}

// §17.2's "any two infantry units in 4610": what a unit of the group may do.
void requirement_filter(Board& b, const SetupGroup& g, int u, std::vector<HexId>& hexes) {
  if (g.req_count == 0 || b.def(u).type != g.req_type) return;
  int there = 0, left = 0;
  for (int v : g.units) {
    if (b.def(v).type != g.req_type) continue;
    if (b.us(v).where == Where::Map && b.us(v).hex == g.req_hex)
      ++there;
    else if (b.us(v).where == Where::Waiting)
      ++left;
  }
  if (there >= g.req_count)
    hexes.erase(std::remove(hexes.begin(), hexes.end(), g.req_hex), hexes.end());
  else if (left <= g.req_count - there)
    hexes = {g.req_hex};
}

std::vector<HexId> unit_hexes(Board& b, int u) {
  std::vector<HexId> hexes;
  for (auto [fu, fh] : b.sc.free_fixed)
    if (fu == u && b.s.free_setup) return {fh};
  const SetupGroup* g = group_of(b.sc, u);
  if (b.def(u).type == UnitType::Leader && !g) {  // 17.2: with a unit of his span
    for (int v = 0; v < b.count(); ++v) {
      const UnitDef& d = b.def(v);
      if (!b.on_map(v) || !d.is_combat() || d.side != Side::Austria) continue;
      bool in_span = b.def(u).span_all || std::any_of(d.formations.begin(), d.formations.end(), [&](int f) {
                       return std::count(b.def(u).span.begin(), b.def(u).span.end(), f) > 0;
                     });
      if (in_span) hexes.push_back(b.us(v).hex);
    }
  } else if (b.s.free_setup) {
    for (HexId h = 0; h < b.map().size(); ++h)
      if (!b.sc.free_prohibited[static_cast<std::size_t>(h)]) hexes.push_back(h);
  } else if (g) {
    hexes = g->zone;
    requirement_filter(b, *g, u, hexes);
  }
  hexes.erase(std::remove_if(hexes.begin(), hexes.end(), [&](HexId h) { return !may_stand(b, u, h); }),
              hexes.end());
  std::sort(hexes.begin(), hexes.end());
  hexes.erase(std::unique(hexes.begin(), hexes.end()), hexes.end());
  return hexes;
}

// The boxes a unit may go into (19.8B), or a leader (with a unit of his span).
std::vector<int> unit_boxes(Board& b, int u) {
  std::vector<int> out;
  const UnitDef& d = b.def(u);
  if (d.type == UnitType::Hq || d.type == UnitType::Trains) return out;
  for (int box = 0; box < 4; ++box) {
    if (d.type == UnitType::Leader) {
      int f = box_formation(b, box);
      if (f >= 0 && (d.span_all || std::count(d.span.begin(), d.span.end(), f))) out.push_back(box);
    } else if (may_hide(b, u) && box_accepts(b, box, d.formations[0])) {
      out.push_back(box);
    }
  }
  return out;
}

int next_to_place(Board& b) {
  std::vector<int> order = placing_order(b.sc);
  for (std::size_t i = static_cast<std::size_t>(b.s.setup_next); i < order.size(); ++i)
    if (b.us(order[i]).where == Where::Waiting) return order[i];
  return -1;
}

}  // namespace

// On or next to a hex one of them could have set up in.
bool marker_fits(Board& b, const std::vector<int>& units, HexId h) {
  for (int u : units) {
    if (!b.def(u).is_combat()) continue;
    const SetupGroup* g = group_of(b.sc, u);
    for (HexId z = 0; z < b.map().size(); ++z) {
      bool in_zone = b.s.free_setup ? !b.sc.free_prohibited[static_cast<std::size_t>(z)]
                                    : (g && std::binary_search(g->zone.begin(), g->zone.end(), z));
      if (in_zone && may_stand(b, u, z) && b.map().grid.distance(z, h) <= 1) return true;
    }
  }
  return false;
}

std::vector<Action> setup_actions(Board& b) {
  std::vector<Action> out;
  if (b.s.step == Step::Choose) {
    for (int v = 0; v < 2; ++v) out.push_back(Action{ActionType::Option, static_cast<std::int8_t>(v)});
    return out;
  }
  int u = next_to_place(b);
  if (u < 0) return out;
  for (HexId h : unit_hexes(b, u)) {
    Action a{ActionType::Place};
    a.unit = static_cast<std::int16_t>(u);
    a.hex = h;
    out.push_back(a);
  }
  for (int box : unit_boxes(b, u)) {
    Action a{ActionType::Hide, static_cast<std::int8_t>(box)};
    a.unit = static_cast<std::int16_t>(u);
    out.push_back(a);
  }
  return out;
}

void apply_setup_action(Ctx& x, Board& b, const Action& a) {
  if (a.type == ActionType::Option) {
    b.s.free_setup = a.value != 0;
    b.s.step = Step::Place;
    return;
  }
  const std::string& id = b.def(a.unit).id;
  if (a.type == ActionType::Place) {
    b.put(a.unit, a.hex);
    x.log(b.s.free_setup ? "17.3" : "17.2", fmt::format("{} sets up at {}", id, b.map().label(a.hex)));
  } else {  // Hide
    b.us(a.unit).where = Where::Box;
    b.us(a.unit).box = a.value;
    b.touch();
    x.log("19.8B", fmt::format("{} sets up hidden", id), static_cast<int>(Side::Prussia));
    x.log("19.8B", fmt::format("{} sets up hidden in box {}", id, static_cast<char>('A' + a.value)),
          static_cast<int>(Side::Austria));
  }
  if (next_to_place(b) < 0) queue_back(b.s, Task{TaskType::SetupMarkers, Side::Austria});
}

// The markers of every box used (19.8B): both on or next to a hex the box's
// units could have set up in, not stacked with combat units or markers;
// then which is real (a decision the Prussian never sees).
void run_setup_markers(Ctx& x, Board& b) {
  for (int box = 0; box < 4; ++box) {
    std::vector<int> inside;
    for (int u = 0; u < b.count(); ++u)
      if (b.us(u).where == Where::Box && b.us(u).box == box) inside.push_back(u);
    if (inside.empty()) continue;
    std::vector<std::uint8_t> ok(static_cast<std::size_t>(b.map().size()), 0);
    for (int u : inside) {
      if (!b.def(u).is_combat()) continue;
      for (HexId h : unit_hexes(b, u)) {
        ok[static_cast<std::size_t>(h)] = 1;
        for (int d = 0; d < 6; ++d)
          if (HexId n = b.map().neighbour(h, d); n != kNoHex) ok[static_cast<std::size_t>(n)] = 1;
      }
    }
    for (int k = 0; k < 2; ++k) {
      std::vector<Action> options;
      for (HexId h = 0; h < b.map().size(); ++h) {
        if (!ok[static_cast<std::size_t>(h)] || b.marker_at(h) >= 0 || b.friend_combat_at(h, Side::Austria))
          continue;
        if (b.tec().hexes[b.map().terrain[static_cast<std::size_t>(h)]].mp[0] >= kProhibited) continue;
        Action a{ActionType::Marker};
        a.unit = static_cast<std::int16_t>(kMarkerBase + box * 2 + k);
        a.hex = h;
        options.push_back(a);
      }
      Action a = x.choose(Side::Austria, options);
      b.s.markers[static_cast<std::size_t>(box * 2 + k)].hex = a.hex;
      b.touch();
      x.log("19.8B", fmt::format("hidden-movement marker {}{} placed at {}", static_cast<char>('A' + box),
                                 k + 1, b.map().label(a.hex)));
    }
    std::vector<Action> which;
    for (int k = 0; k < 2; ++k) {
      Action a{ActionType::Real};
      a.unit = static_cast<std::int16_t>(kMarkerBase + box * 2 + k);
      which.push_back(a);
    }
    Action real = x.choose(Side::Austria, which);
    b.s.real_marker[static_cast<std::size_t>(box)] = static_cast<std::int8_t>((real.unit - kMarkerBase) % 2);
    x.log("19.8A",
          fmt::format("box {}: the real marker is {}{}", static_cast<char>('A' + box),
                      static_cast<char>('A' + box), b.s.real_marker[static_cast<std::size_t>(box)] + 1),
          static_cast<int>(Side::Austria));
  }
  x.log("17.1", "set-up done: the game begins with the Prussian movement phase of turn 1");
  begin_movement_phase(b, Side::Prussia);
}

}  // namespace bohemia::mns
