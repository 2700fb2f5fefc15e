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

void swap_contents(Game& g, int i, int j) {
  auto relabel = [&](std::int8_t& box) { box = static_cast<std::int8_t>(box == i ? j : box == j ? i : box); };
  for (State* s : {&g.state_mut(), g.snapshot_mut()}) {
    if (!s) continue;
    for (UnitState& u : s->units)
      if (u.where == Where::Box) relabel(u.box);
    ++s->version;
  }
  for (Action& a : g.history_mut())
    if (a.type == ActionType::Hide) relabel(a.value);
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
  State& s = g.state_mut();
  for (int box = 0; box < 4; ++box) {
    bool both = s.markers[static_cast<std::size_t>(2 * box)].hex != kNoHex &&
                s.markers[static_cast<std::size_t>(2 * box + 1)].hex != kNoHex;
    if (!s.box_revealed[static_cast<std::size_t>(box)] && both &&
        s.real_marker[static_cast<std::size_t>(box)] >= 0 && rng.below(2))
      swap_real(g, box);
  }
  std::vector<int> used;
  for (int box = 0; box < 4; ++box)
    if (!s.box_revealed[static_cast<std::size_t>(box)] && !contents(s, box).empty()) used.push_back(box);
  if (used.size() < 2) return;
  Caches caches;
  Board b(g.scenario(), s, caches);
  for (int k = 0; k < 6; ++k) {
    int i = used[rng.below(static_cast<std::uint32_t>(used.size()))];
    int j = used[rng.below(static_cast<std::uint32_t>(used.size()))];
    if (i == j) continue;
    std::vector<int> ci = contents(s, i), cj = contents(s, j);
    if (fits(g, b, i, cj) && fits(g, b, j, ci)) swap_contents(g, i, j);
  }
}

}  // namespace bohemia::mns
