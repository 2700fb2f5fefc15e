// The between-days disengagement of VV157 §13.2 and VV165 §13.2 (the
// kinds nachod_skalitz_disengagement and campaign_disengagement_between_days).
#include "gbn3/special/disengagement.h"

#include <fmt/format.h>

#include <algorithm>

#include "gbn3/rules.h"
#include "gbn3/special/rule_params.h"

namespace bohemia {

namespace {

constexpr int kMoraleTestPasses = 6;  // §2: a total of 6 or more passes the test

// Task values: the pass (0: the loser, or first_on_tie; 1: the other side)
// and whether the task is the unit's morale test.
constexpr int kMoraleTask = 2;
constexpr int kUnitsPerSlot = 30;  // units handled, one bit each in an int slot
int pass_of(const Task& t) { return t.value % kMoraleTask; }
bool is_morale(const Task& t) { return t.value >= kMoraleTask; }

// The procedure's own continuation goes first in line (before anything
// queued after it between the days).
void queue_first(RuleEffects& fx, const SpecialRule& r, Task t) {
  fx.queue_task(r, t);
  std::vector<Task>& q = fx.tasks();
  std::rotate(q.begin(), q.end() - 1, q.end());
}

DisengagementFailure read_failure(RuleParams& p) {
  const std::string v = p.string_or("morale_failure", "disorganised");
  if (v == "disorganised") return DisengagementFailure::Disorganised;
  if (v == "combat_result") return DisengagementFailure::CombatResult;
  p.fail("morale_failure",
         "must be \"disorganised\" (A-57) or \"combat_result\" (a step loss if already disorganised)");
}

}  // namespace

Disengagement::Disengagement(RuleParams& p) {
  protection = p.integer("protection", 1, 3);
  first_on_tie = p.side("first_on_tie");
  loser_morale_test = p.boolean_or("loser_morale_test", true);
  morale_failure = read_failure(p);
  skip_if_day1_ended_early = p.boolean_or("skip_if_day1_ended_early", false);
  implement({Hook::BetweenDays, Hook::Tasks});
  // A bit per unit: handled already (moved out, or a step lost in place).
  reserve_state((static_cast<int>(p.scenario().units.size()) + kUnitsPerSlot - 1) / kUnitsPerSlot);
}

Side Disengagement::first(const Game& g) const {
  const DayResult& r = g.state().days.back();
  // "The player that lost the combat begins the retreat", `first_on_tie` on a draw.
  if (r.winner < 0 || r.level == 0) return first_on_tie;
  return r.winner == side_index(Side::Prussia) ? Side::Austria : Side::Prussia;
}

// "for the player that lost the battle, the unit takes a morale test": only
// after a decided day 1, only the loser's units, still on the map.
bool Disengagement::tests_morale(const Game& g, int u) const {
  return loser_morale_test && g.scenario().units[static_cast<std::size_t>(u)].side == first(g) &&
         g.state().days.back().level > 0 && Rules::on_map(g, u);
}

bool Disengagement::must_disengage(const Game& g, int u) const {
  const UnitState& x = g.state().units[static_cast<std::size_t>(u)];
  if (x.where != Where::Map) return false;
  const Side s = g.scenario().units[static_cast<std::size_t>(u)].side;
  if (terrain_protection(g.scenario().map->terrain(x.hex)) > protection) return false;
  return Rules::zoc(g, other(s))[static_cast<std::size_t>(x.hex)] != 0;
}

void Disengagement::between_days(RuleEffects& fx) const {
  const Game& g = fx.game();
  if (g.state().days.size() != 1) return;
  if (skip_if_day1_ended_early && g.state().days.back().ended_by >= 0) return;
  log(fx, fmt::format("units in an enemy zone of control on hexes of protection {} leave it; the {} first",
                      protection, first(g) == Side::Prussia ? "Prussian" : "Austrian"));
  next(fx, 0, false);  // after the between-days tasks queued before (VV157 §13.1 comes first)
}

bool Disengagement::done(const Game& g, int u) const {
  return (var(g, u / kUnitsPerSlot) >> (u % kUnitsPerSlot) & 1) != 0;
}

void Disengagement::mark_done(RuleEffects& fx, int u) const {
  const Game& g = fx.game();
  set_var(fx, u / kUnitsPerSlot, var(g, u / kUnitsPerSlot) | 1 << (u % kUnitsPerSlot));
}

Side Disengagement::side_of_pass(const Game& g, int pass) const {
  return pass == 0 ? first(g) : other(first(g));
}

// The owning player chooses the order of his units (§13.2 gives none): the
// game waits for his decision while one of his units that must disengage
// has somewhere to go. When none has, those left cannot retreat and each
// loses a step in place (§9.5.8), in the order of the unit list.
void Disengagement::next(RuleEffects& fx, int pass, bool first_in_line) const {
  const Game& g = fx.game();
  auto queue = [&](const Task& t) {
    if (first_in_line)
      queue_first(fx, *this, t);
    else
      fx.queue_task(*this, t);
  };
  const Side s = side_of_pass(g, pass);
  for (;;) {
    int stuck = -1;
    bool choice = false;
    for (int u = 0; u < static_cast<int>(g.state().units.size()) && !choice; ++u) {
      if (g.scenario().units[static_cast<std::size_t>(u)].side != s || done(g, u) || !must_disengage(g, u))
        continue;
      if (!Rules::retreat_options(g, u, 1, false).empty())
        choice = true;
      else if (stuck < 0)
        stuck = u;
    }
    if (choice) {
      Task t;
      t.value = static_cast<std::int16_t>(pass);
      queue(t);
      return;
    }
    if (stuck < 0) break;
    mark_done(fx, stuck);
    // §9.5.8: "A unit that cannot retreat suffers a step loss."
    fx.step_loss(stuck, log_section().c_str(), "cannot leave the enemy zone of control");
    if (tests_morale(g, stuck)) {
      Task t;
      t.piece = Piece::unit(stuck);
      t.value = static_cast<std::int16_t>(pass + kMoraleTask);
      queue(t);
      return;
    }
  }
  if (pass == 0) next(fx, 1, first_in_line);
}

TaskActor Disengagement::task_actor(const Game& g, const Task& t) const {
  if (is_morale(t))
    return {ActorKind::Chance, g.scenario().units[static_cast<std::size_t>(t.piece.index())].side,
            ChanceKind::D6};
  return {ActorKind::Decision, side_of_pass(g, pass_of(t)), ChanceKind::None};
}

// Every unit of the side still to disengage, and where each may go: a
// retreat after combat of one hex (§9.5.8 and its priorities, through
// friendly stacks if it must), keeping its facing.
void Disengagement::task_actions(const Game& g, const Task& t, std::vector<Action>& out) const {
  const Side s = side_of_pass(g, pass_of(t));
  for (int u = 0; u < static_cast<int>(g.state().units.size()); ++u) {
    if (g.scenario().units[static_cast<std::size_t>(u)].side != s || done(g, u) || !must_disengage(g, u))
      continue;
    for (const Rules::RetreatOption& o : Rules::retreat_options(g, u, 1, false)) {
      Action a;
      a.piece = Piece::unit(u);
      a.hex = o.hex;
      out.push_back(a);
    }
  }
}

void Disengagement::apply_task_action(RuleEffects& fx, const Task& t, const Action& a) const {
  const Game& g = fx.game();
  const int u = a.piece.index();
  const Side s = g.scenario().units[static_cast<std::size_t>(u)].side;
  const HexId from = g.state().units[static_cast<std::size_t>(u)].hex;
  mark_done(fx, u);
  const Rules::RetreatOption opt =
      fx.disorganise_crossed(u, Rules::retreat_options(g, u, 1, false), a.hex, log_section().c_str());
  fx.place_unit(u, a.hex, g.state().units[static_cast<std::size_t>(u)].facing);
  log(fx, fmt::format("{} leaves the enemy zone of control: {} to {}", g.unit_label(u),
                      g.scenario().map->label(from), g.scenario().map->label(a.hex)));
  if (!Rules::has_friend(g, from, s)) fx.commander_follow(from, a.hex);
  if (opt.into_zoc) fx.step_loss(u, log_section().c_str(), "retreat into an enemy zone of control");
  // "Moreover, for the player that lost the battle, the unit takes a morale test".
  if (tests_morale(g, u)) {
    Task m;
    m.piece = a.piece;
    m.value = static_cast<std::int16_t>(pass_of(t) + kMoraleTask);
    queue_first(fx, *this, m);
    return;
  }
  next(fx, pass_of(t));
}

// VV157: "... and becomes disorganised if it fails (no additional step loss
// if it is already disorganised)"; VV165 says only "a morale test" (A-57).
void Disengagement::task_roll(RuleEffects& fx, const Task& t, int die) const {
  const Game& g = fx.game();
  const int u = t.piece.index();
  const int total = Rules::morale_total(g, u, die, false);
  const bool ok = total >= kMoraleTestPasses;
  UnitState& x = fx.unit(static_cast<std::size_t>(u));
  const bool was = x.disorganised;
  const bool loss = !ok && was && morale_failure == DisengagementFailure::CombatResult;
  log(fx, fmt::format("{} (on the losing side) tests morale: die {} -> {} ({}{})", g.unit_label(u), die,
                      total, ok ? "passed" : "failed",
                      ok     ? ""
                      : loss ? ", already disorganised: a step loss"
                      : was  ? ", already disorganised: no further effect"
                             : ", disorganised"));
  if (!ok) x.disorganised = true;
  if (loss) fx.step_loss(u, log_section().c_str(), "failed its morale test while disorganised");
  next(fx, pass_of(t));
}

std::string Disengagement::notation(const Game& g, const Action& a) const {
  return fmt::format("disengage {} {}", g.scenario().units[static_cast<std::size_t>(a.piece.index())].id,
                     g.scenario().map->label(a.hex));
}

std::optional<Action> Disengagement::parse_action(const Game& g, const std::vector<std::string>& w) const {
  if (w.size() != 3 || w[0] != "disengage") return std::nullopt;
  const int u = g.scenario().unit_index(w[1]);
  const HexId h = g.scenario().map->parse_label(w[2]);
  if (u < 0 || h == kNoHex) return std::nullopt;
  Action a;
  a.piece = Piece::unit(u);
  a.hex = h;
  return a;
}

}  // namespace bohemia
