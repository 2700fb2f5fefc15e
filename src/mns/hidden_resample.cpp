#include "mns/hidden_resample.h"

#include <algorithm>

#include "mns/rules.h"

namespace bohemia::mns {

bool marker_fits(Board& b, const std::vector<int>& units, HexId h);  // setup.cpp

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

}  // namespace

void redraw_hidden(Game& g, Rng& rng) {
  // What is drawn must depend on the seat's knowledge and `rng` only, never
  // on the truth it starts from (issue 17 item 3: a player searching these
  // states from two truths behind the same view must meet the same worlds).
  // So each box's real marker is drawn afresh, not swapped from the true
  // one, and the boxes' contents are dealt afresh among every arrangement
  // the markers allow, listed in an order of their own.
  State& s = g.state_mut();
  for (int box = 0; box < 4; ++box) {
    const std::size_t b = static_cast<std::size_t>(box);
    bool both = s.markers[2 * b].hex != kNoHex && s.markers[2 * b + 1].hex != kNoHex;
    if (!s.box_revealed[b] && both && s.real_marker[b] >= 0 &&
        static_cast<int>(rng.below(2)) != s.real_marker[b])
      swap_real(g, box);
  }
  std::vector<int> used;
  std::vector<std::vector<int>> sets;
  for (int box = 0; box < 4; ++box) {
    if (s.box_revealed[static_cast<std::size_t>(box)]) continue;
    std::vector<int> c = contents(s, box);
    if (c.empty()) continue;
    used.push_back(box);
    sets.push_back(std::move(c));
  }
  if (used.size() < 2) return;
  std::sort(sets.begin(), sets.end());  // by their units: the same list whichever box holds which
  Caches caches;
  Board b(g.scenario(), s, caches);
  // perm[k]: the set dealt to box used[k]; every deal whose markers could
  // have been placed for its units (19.8B).
  std::vector<std::size_t> perm(sets.size());
  for (std::size_t k = 0; k < perm.size(); ++k) perm[k] = k;
  std::vector<std::vector<std::size_t>> deals;
  do {
    bool ok = true;
    for (std::size_t k = 0; k < perm.size() && ok; ++k) ok = fits(g, b, used[k], sets[perm[k]]);
    if (ok) deals.push_back(perm);
  } while (std::next_permutation(perm.begin(), perm.end()));
  if (deals.empty()) return;  // cannot happen: the truth is one of them
  const std::vector<std::size_t>& deal = deals[rng.below(static_cast<std::uint32_t>(deals.size()))];
  std::vector<std::int8_t> to(s.units.size(), -1);  // each hidden unit's new box
  for (std::size_t k = 0; k < deal.size(); ++k)
    for (int u : sets[deal[k]]) to[static_cast<std::size_t>(u)] = static_cast<std::int8_t>(used[k]);
  deal_contents(g, to);
}

}  // namespace bohemia::mns
