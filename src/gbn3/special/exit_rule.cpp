#include "gbn3/special/exit_rule.h"

#include <fmt/format.h>

#include <algorithm>

#include "gbn3/rules.h"
#include "gbn3/special/rule_params.h"

namespace bohemia {

namespace {
constexpr int kHalfMpPerMp = 2;  // movement costs are counted in half MP
}  // namespace

ExitRule::ExitRule() = default;

ExitRule::ExitRule(RuleParams& p) {
  const Scenario& sc = p.scenario();
  side = p.side("side");
  hexes = p.hexes("hexes", true);
  for (std::size_t i = 0; i < hexes.size(); ++i)
    if (!sc.map->on_edge(hexes[i]))
      p.fail("hexes", fmt::format("{} is not on the map edge", sc.map->label(hexes[i])));
  // "by the roads and paths" of an edge: only its hexes a road or path leads into.
  if (p.boolean_or("by_road_or_path", false)) {
    std::vector<HexId> kept;
    for (HexId h : hexes)
      for (int d = 0; d < kDirections; ++d)
        if (sc.map->side(h, direction_from_int(d)) & (kRoad | kPath)) {
          kept.push_back(h);
          break;
        }
    if (kept.empty()) p.fail("by_road_or_path", "no road or path leads into these hexes");
    hexes = kept;
  }
  step_off = kHalfMpPerMp * p.integer_or("exit_mp", 0, 4, 1);
  from_turn = p.turn_or("from_turn", sc.first_turn);
  until_turn = p.turn_or("until_turn", sc.last_turn);
  formations = p.formations("formations", false);
  std::string what = p.string_or("count", "units");
  if (what != "units" && what != "steps") p.fail("count", "must be \"units\" or \"steps\"");
  count_steps = what == "steps";
  count_turns = p.turns("count_turns", false);
  count_hexes = p.hexes("count_hexes", false);
  count_only_organised = p.boolean_or("count_only_organised", false);
  count_only_without_losses = p.boolean_or("count_only_without_losses", false);
  vp = p.integer_or("vp", -20, 20, 0);
  vp_every = p.integer_or("vp_every", 1, 999, 1);
  vp_first_at = p.integer_or("vp_first_at", 1, 999, vp_every);
  init();
}

void ExitRule::init() {
  implement({Hook::Exit, Hook::Score});
  reserve_state(1);
}

bool ExitRule::open(const Game&) const { return true; }

int ExitRule::vp_for(int count) const {
  if (vp == 0 || count < vp_first_at) return 0;
  return vp * (1 + (count - vp_first_at) / vp_every);
}

bool ExitRule::may_exit(const Game& g, int u, HexId from) const {
  const UnitDef& d = g.scenario().units[static_cast<std::size_t>(u)];
  const int turn = g.state().turn;
  if (d.side != side || turn < from_turn || turn > until_turn) return false;
  if (std::find(hexes.begin(), hexes.end(), from) == hexes.end()) return false;
  if (!formations.empty() && std::find(formations.begin(), formations.end(), d.formation) == formations.end())
    return false;
  return open(g);
}

HalfMp ExitRule::exit_cost(const Game&, int) const { return step_off; }

bool ExitRule::counts(const Game& g, int u) const {
  const UnitState& x = g.state().units[static_cast<std::size_t>(u)];
  if (!count_turns.empty() &&
      std::find(count_turns.begin(), count_turns.end(), g.state().turn) == count_turns.end())
    return false;
  if (!count_hexes.empty() && std::find(count_hexes.begin(), count_hexes.end(), x.hex) == count_hexes.end())
    return false;
  if (count_only_organised && x.disorganised) return false;
  if (count_only_without_losses && x.losses > 0) return false;
  return true;
}

void ExitRule::on_exit(RuleEffects& fx, int u) const {
  const Game& g = fx.game();
  const UnitState& x = g.state().units[static_cast<std::size_t>(u)];
  const UnitDef& d = g.scenario().units[static_cast<std::size_t>(u)];
  const bool counted_now = vp != 0 && counts(g, u);
  const int amount = count_steps ? d.morale - x.losses : 1;
  fx.log(log_section(),
         fmt::format("{} leaves the map by {}{}", g.unit_label(u), g.scenario().map->label(x.hex),
                     vp == 0       ? ""
                     : counted_now ? ""
                                   : " (it does not count for the VP)"));
  if (counted_now) set_var(fx, 0, counted(g) + amount);
}

void ExitRule::score(const Game& g, ScoreSheet& sheet) const {
  if (vp == 0) return;
  int n = counted(g);
  sheet.add(side, vp_for(n), log_section(),
            fmt::format("{} {} left the map and count", n, count_steps ? "steps" : "units"));
}

}  // namespace bohemia
