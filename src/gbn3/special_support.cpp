// The core's side of the special rules (src/special): their tasks, a game
// they end early, the hexsides they change, the lines of retreat and the
// end positions they decide.
#include <fmt/format.h>

#include <algorithm>

#include "gbn3/rules.h"
#include "gbn3/special/rule_effects.h"
#include "gbn3/special/special_rule.h"

namespace bohemia {

// ---- RuleEffects: what a special rule may change (gbn3/special/rule_effects.h)
UnitState& RuleEffects::unit(int u) { return Rules::us(g_, u); }
CincState& RuleEffects::cinc(int c) { return Rules::state(g_).cincs[static_cast<std::size_t>(c)]; }
CommanderState& RuleEffects::commander(int f) {
  return Rules::state(g_).commanders[static_cast<std::size_t>(f)];
}
std::vector<Task>& RuleEffects::tasks() { return Rules::state(g_).tasks; }
void RuleEffects::queue_task(const SpecialRule& r, Task t) { Rules::queue_task(g_, r, t); }
void RuleEffects::set_rule_var(int slot, int value) {
  Rules::state(g_).rule_vars[static_cast<std::size_t>(slot)] = value;
}
void RuleEffects::set_hexside(HexId h, Direction d, std::uint16_t bits) {
  Rules::set_hexside(g_, h, d, bits);
}
DayResult& RuleEffects::last_day() { return Rules::state(g_).days.back(); }
void RuleEffects::log(std::string_view section, std::string text) {
  Rules::log(g_, section, std::move(text));
}
void RuleEffects::place_unit(int u, HexId h, Direction f) { Rules::place_unit(g_, u, h, f); }
void RuleEffects::commander_follow(HexId from, HexId to) { Rules::commander_follow(g_, from, to); }
void RuleEffects::step_loss(int u, const char* section, const std::string& why) {
  Rules::step_loss(g_, u, section, why);
}
void RuleEffects::eliminate_unit(int u, const char* section) { Rules::eliminate_unit(g_, u, section); }
void RuleEffects::eliminate_cinc(int c, const char* section) { Rules::eliminate_cinc(g_, c, section); }
Rules::RetreatOption RuleEffects::disorganise_crossed(int u, const std::vector<Rules::RetreatOption>& options,
                                                      HexId to, const char* section) {
  return Rules::disorganise_crossed(g_, u, options, to, section);
}
void RuleEffects::end_game_with(Side winner, int level, const std::array<int, kSides>& vp,
                                const SpecialRule& by, bool whole_campaign) {
  Rules::end_game_with(g_, winner, level, vp, by, whole_campaign);
}
void RuleEffects::finish_game() { Rules::finish_game(g_); }
void RuleEffects::next_cinc() { Rules::next_cinc(g_); }

const SpecialRule& Rules::rule(const Game& g, int index) { return g.sc_->special.at(index); }

void Rules::queue_task(Game& g, const SpecialRule& r, Task t) {
  t.kind = TaskKind::Special;
  t.rule = static_cast<std::int8_t>(r.index());
  g.s_.tasks.push_back(t);
}

void Rules::end_game_with(Game& g, Side winner, int level, const std::array<int, kSides>& vp,
                          const SpecialRule& by, bool whole_campaign) {
  State& s = g.s_;
  // The VP a rule ends the game with, when they are the sheet as it stands
  // (Trautenau §11.4.2's panic), are explained item by item as at the end.
  const ScoreSheet sheet = score(g);
  if (sheet.vp == vp) log_score(g, sheet);
  s.tasks.clear();
  if (g.sc_->next_day && !whole_campaign) {
    DayResult r;
    r.vp = vp;
    r.winner = static_cast<std::int8_t>(side_index(winner));
    r.level = static_cast<std::int8_t>(level);
    r.ended_by = static_cast<std::int8_t>(by.index());
    end_day(g, r);
    return;
  }
  s.vp = vp;
  s.winner = static_cast<std::int8_t>(side_index(winner));
  s.level = static_cast<std::int8_t>(level);
  s.ended_by = static_cast<std::int8_t>(by.index());
  s.phase = Phase::GameOver;
}

namespace {

// The stored form of a hexside: seen from the hex whose direction is N, NE or SE.
HexsideState canonical(const Map& m, HexId h, Direction d) {
  if (to_int(d) >= 3) {
    h = m.neighbour(h, d);
    d = opposite(d);
  }
  HexsideState k;
  k.hex = h;
  k.dir = static_cast<std::uint8_t>(to_int(d));
  return k;
}

}  // namespace

std::uint16_t Rules::hexside(const Game& g, HexId h, Direction d) {
  if (g.s_.hexsides.empty()) return map(g).side(h, d);
  HexsideState k = canonical(map(g), h, d);
  for (const HexsideState& x : g.s_.hexsides)
    if (x.hex == k.hex && x.dir == k.dir) return x.bits;
  return map(g).side(h, d);
}

void Rules::set_hexside(Game& g, HexId h, Direction d, std::uint16_t bits) {
  HexsideState k = canonical(map(g), h, d);
  auto& v = g.s_.hexsides;
  auto it = std::find_if(v.begin(), v.end(),
                         [&](const HexsideState& x) { return x.hex == k.hex && x.dir == k.dir; });
  if (bits == map(g).side(h, d)) {  // back to the map's: nothing to remember
    if (it != v.end()) v.erase(it);
    return;
  }
  k.bits = bits;
  if (it != v.end()) {
    *it = k;
  } else {
    v.push_back(k);
    std::sort(v.begin(), v.end(), [](const HexsideState& a, const HexsideState& b) {
      return a.hex != b.hex ? a.hex < b.hex : a.dir < b.dir;
    });
  }
}

StepCost Rules::changed_step(const Game& g, HexId h, Direction d, MoveClass mc) {
  return step_cost(map(g), ed(g), h, d, mc, hexside(g, h, d));
}

bool Rules::projects_zoc(const Game& g, HexId from, Direction d, MoveClass mc) {
  return zoc_projects(map(g), from, d,
                      step(g, from, d, mc));  // the scenario's TEC table, or the changed side
}

const std::vector<HexId>& Rules::retreat_edge(const Game& g, Side s, int unit) {
  for (const SpecialRule* r : g.sc_->special.with(Hook::RetreatEdge))
    if (const std::vector<HexId>* e = r->retreat_edge(g, s, unit)) return *e;
  return g.sc_->retreat_edge[static_cast<std::size_t>(side_index(s))];
}

int Rules::formation_cinc(const Game& g, int f) {
  for (const SpecialRule* r : g.sc_->special.with(Hook::FormationCinc))
    if (const std::optional<int> c = r->formation_cinc(g, f)) return *c;
  return g.sc_->formations[static_cast<std::size_t>(f)].cinc;
}

bool Rules::cinc_may_command(const Game& g, int c, int u) {
  for (const SpecialRule* r : g.sc_->special.with(Hook::CincMayCommand))
    if (!r->cinc_may_command(g, c, u)) return false;
  return true;
}

bool Rules::cinc_commands(const Game& g, int c, int f) {
  if (c < 0) return false;
  if (formation_cinc(g, f) == c) return true;
  for (const SpecialRule* r : g.sc_->special.with(Hook::CincCommandsFormation))
    if (r->cinc_commands_formation(g, c, f)) return true;
  return false;
}

bool Rules::may_end_move(const Game& g, Piece p, HexId to, MoveKind how) {
  for (const SpecialRule* r : g.sc_->special.with(Hook::MayEndMove))
    if (!r->may_end_move(g, p, to, how)) return false;
  return true;
}

}  // namespace bohemia
