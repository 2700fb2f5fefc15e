#include "mns/hidden_resample.h"

#include <algorithm>

#include "mns/rules.h"

namespace bohemia::mns {

namespace {

void swap_real(Game& g, int box) {
  for (State* s : {&g.state_mut(), g.snapshot_mut()})
    if (s && s->real_marker[static_cast<std::size_t>(box)] >= 0)
      s->real_marker[static_cast<std::size_t>(box)] ^= 1;
  for (std::vector<Action>* list : {&g.history_mut(), &g.answers_mut()})
    for (Action& a : *list)
      if (a.type == ActionType::Real && (a.unit - kMarkerBase) / 2 == box)
        a.unit = static_cast<std::int16_t>(a.unit ^ 1);
}

// Every hidden unit u with to[u] >= 0 goes to box to[u], in the state, the
// running task's snapshot and the history's set-up choices alike.
void deal_contents(Game& g, const std::vector<std::int8_t>& to) {
  for (State* s : {&g.state_mut(), g.snapshot_mut()}) {
    if (!s) continue;
    for (std::size_t u = 0; u < s->units.size(); ++u)
      if (s->units[u].where == Where::Box && to[u] >= 0) s->units[u].box = to[u];
    ++s->version;
  }
  for (Action& a : g.history_mut())
    if (a.type == ActionType::Hide && to[static_cast<std::size_t>(a.unit)] >= 0)
      a.value = to[static_cast<std::size_t>(a.unit)];
}

std::vector<HexId> first_hexes(const Game& g, int box) {
  std::vector<HexId> out;
  for (const Action& a : g.history())
    if (a.type == ActionType::Marker && (a.unit - kMarkerBase) / 2 == box) out.push_back(a.hex);
  return out;
}

std::vector<int> contents(const State& s, int box) {
  std::vector<int> out;
  for (std::size_t u = 0; u < s.units.size(); ++u)
    if (s.units[u].where == Where::Box && s.units[u].box == box) out.push_back(static_cast<int>(u));
  return out;
}

bool fits(Game& g, Board& b, int box, const std::vector<int>& units) {
  for (HexId h : first_hexes(g, box))
    if (!marker_fits(b, units, h)) return false;
  return true;
}

// Redraws which marker of each box still on the map is the real one.
void redraw_real_markers(Game& g, Rng& rng) {
  State& s = g.state_mut();
  for (int box = 0; box < 4; ++box) {
    const std::size_t b = static_cast<std::size_t>(box);
    bool both = s.markers[2 * b].hex != kNoHex && s.markers[2 * b + 1].hex != kNoHex;
    if (!s.box_revealed[b] && both && s.real_marker[b] >= 0 &&
        static_cast<int>(rng.below(2)) != s.real_marker[b])
      swap_real(g, box);
  }
}

// The boxes whose units are still hidden: those whose markers are on the
// map and not revealed, which the Prussian sees.
std::vector<int> used_boxes(const State& s) {
  std::vector<int> used;
  for (int box = 0; box < 4; ++box)
    if (!s.box_revealed[static_cast<std::size_t>(box)] && !contents(s, box).empty()) used.push_back(box);
  return used;
}

// The class of a formation for sharing a box (19.8B): its own, or the
// first of a pair that may share (C and R).
int box_class(const Scenario& sc, int formation) {
  for (auto [x, y] : sc.shared_boxes)
    if (formation == y) return x;
  return formation;
}

template <class T>
void shuffle(std::vector<T>& v, Rng& rng) {
  for (std::size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[rng.below(static_cast<std::uint32_t>(i))]);
}

// One draw of a whole deal of the hidden pieces among the used boxes, as
// the set-up could have made it (19.8B): one class of formation a box, no
// box empty, its markers on or next to a hex one of its units could have
// set up in, and each leader with a unit of his span placed before him.
// False when the draw breaks one of these (the caller draws again).
bool draw_deal(Game& g, Board& b, const std::vector<int>& used, Rng& rng, std::vector<std::int8_t>& to) {
  const Scenario& sc = g.scenario();
  std::vector<int> classes;  // of the hidden combat units, in order
  for (int u = 0; u < b.count(); ++u)
    if (b.us(u).where == Where::Box && b.def(u).is_combat())
      classes.push_back(box_class(sc, b.def(u).formations[0]));
  std::sort(classes.begin(), classes.end());
  classes.erase(std::unique(classes.begin(), classes.end()), classes.end());
  if (classes.size() > used.size()) return false;
  std::vector<std::size_t> slot(used.size());  // used[k]'s class is classes[cls[k]]
  for (std::size_t k = 0; k < slot.size(); ++k) slot[k] = k;
  shuffle(slot, rng);
  std::vector<std::size_t> cls(used.size());
  for (std::size_t i = 0; i < slot.size(); ++i)
    cls[slot[i]] = i < classes.size() ? i : rng.below(static_cast<std::uint32_t>(classes.size()));
  std::fill(to.begin(), to.end(), static_cast<std::int8_t>(-1));
  std::vector<std::vector<int>> inside(used.size());
  for (std::size_t c = 0; c < classes.size(); ++c) {
    std::vector<int> units, boxes;
    for (int u = 0; u < b.count(); ++u)
      if (b.us(u).where == Where::Box && b.def(u).is_combat() &&
          box_class(sc, b.def(u).formations[0]) == classes[c])
        units.push_back(u);
    for (std::size_t k = 0; k < used.size(); ++k)
      if (cls[k] == c) boxes.push_back(static_cast<int>(k));
    if (units.size() < boxes.size()) return false;
    shuffle(units, rng);
    for (std::size_t i = 0; i < units.size(); ++i) {
      std::size_t k = static_cast<std::size_t>(
          boxes[i < boxes.size() ? i : rng.below(static_cast<std::uint32_t>(boxes.size()))]);
      inside[k].push_back(units[i]);
      to[static_cast<std::size_t>(units[i])] = static_cast<std::int8_t>(used[k]);
    }
  }
  for (std::size_t k = 0; k < used.size(); ++k)
    if (!fits(g, b, used[k], inside[k])) return false;
  std::vector<int> order = placing_order(sc);  // a leader joins a box holding a unit of his span
  for (std::size_t i = 0; i < order.size(); ++i) {
    int l = order[i];
    if (b.us(l).where != Where::Box || b.def(l).is_combat()) continue;
    const UnitDef& d = b.def(l);
    std::vector<int> open;
    for (int box : used) {
      int first = -1;  // the formation setup.cpp's box_formation reads when he is placed
      for (int u = 0; u < b.count() && first < 0; ++u)
        if (to[static_cast<std::size_t>(u)] == box && b.def(u).is_combat() &&
            std::find(order.begin(), order.begin() + static_cast<long>(i), u) !=
                order.begin() + static_cast<long>(i))
          first = b.def(u).formations[0];
      if (first >= 0 && (d.span_all || std::count(d.span.begin(), d.span.end(), first))) open.push_back(box);
    }
    if (open.empty()) return false;
    to[static_cast<std::size_t>(l)] =
        static_cast<std::int8_t>(open[rng.below(static_cast<std::uint32_t>(open.size()))]);
  }
  return true;
}

// The fallback when no draw succeeds: the boxes' present contents dealt
// among the boxes as whole sets (this keeps which units are together).
bool deal_whole_sets(Game& g, Board& b, const std::vector<int>& used, Rng& rng,
                     std::vector<std::int8_t>& to) {
  std::vector<std::vector<int>> sets;
  for (int box : used) sets.push_back(contents(g.state(), box));
  std::sort(sets.begin(), sets.end());  // by their units: the same list whichever box holds which
  std::vector<std::size_t> perm(sets.size());
  for (std::size_t k = 0; k < perm.size(); ++k) perm[k] = k;
  std::vector<std::vector<std::size_t>> deals;
  do {
    bool ok = true;
    for (std::size_t k = 0; k < perm.size() && ok; ++k) ok = fits(g, b, used[k], sets[perm[k]]);
    if (ok) deals.push_back(perm);
  } while (std::next_permutation(perm.begin(), perm.end()));
  if (deals.empty()) return false;  // cannot happen: the truth is one of them
  const std::vector<std::size_t>& deal = deals[rng.below(static_cast<std::uint32_t>(deals.size()))];
  for (std::size_t k = 0; k < deal.size(); ++k)
    for (int u : sets[deal[k]]) to[static_cast<std::size_t>(u)] = static_cast<std::int8_t>(used[k]);
  return true;
}

}  // namespace

void redraw_hidden(Game& g, Rng& rng) {
  // What is drawn must depend on the seat's knowledge and `rng` only, never
  // on the truth it starts from (issue 17 item 3: a player searching these
  // states from two truths behind the same view must meet the same worlds).
  // So each box's real marker is drawn afresh, not swapped from the true
  // one, and the hidden pieces are dealt afresh among the boxes: which
  // units share a box is as unknown to the Prussian as which box holds them.
  redraw_real_markers(g, rng);
  const State& s = g.state();
  std::vector<int> used = used_boxes(s);
  if (used.empty()) return;
  Caches caches;
  Board b(g.scenario(), g.state_mut(), caches);
  std::vector<std::int8_t> to(s.units.size(), -1);  // each hidden piece's new box
  constexpr int kDraws = 200;                       // a failed draw breaks a set-up rule; most succeed
  bool dealt = false;
  for (int i = 0; i < kDraws && !dealt; ++i) dealt = draw_deal(g, b, used, rng, to);
  if (!dealt) {
    std::fill(to.begin(), to.end(), static_cast<std::int8_t>(-1));
    if (!deal_whole_sets(g, b, used, rng, to)) return;
  }
  deal_contents(g, to);
}

}  // namespace bohemia::mns
