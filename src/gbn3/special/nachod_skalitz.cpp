// The Nachod-Skalitz campaign (VV157 §13): Benedek's order, the
// disengagement and the loser's morale tests, the Austrian withdrawal, and
// the day-2 victory conditions Benedek's order chooses (docs/campaigns/
// nachod-skalitz.md). Every hex, id, hour and value comes from the tables of
// data/gbn3/campaigns/nachod-skalitz.toml and its day-2 file.
#include "gbn3/special/nachod_skalitz.h"

#include <fmt/format.h>

#include <algorithm>
#include <queue>

#include "gbn3/rules.h"
#include "gbn3/special/battles.h"
#include "gbn3/special/rule_params.h"

namespace bohemia {

namespace {

constexpr const char* kBenedekKind = "nachod_skalitz_benedek_order";
constexpr int kHalfMpPerMp = 2;  // movement costs are counted in half MP

const char* decision_name(BenedekDecision d) {
  switch (d) {
    case BenedekDecision::Continue:
      return "continue";
    case BenedekDecision::Retreat:
      return "retreat";
    case BenedekDecision::Undecided:
      break;
  }
  return "undecided";
}

// A campaign-rule task: the rule's own continuation goes first in line (the
// procedure goes on before anything queued after it).
void queue_first(Game& g, const SpecialRule& r, Task t) {
  Rules::queue_task(g, r, t);
  std::vector<Task>& q = Rules::state(g).tasks;
  std::rotate(q.begin(), q.end() - 1, q.end());
}

}  // namespace

// ------------------------------------------------------------ Benedek's order

BenedekOrder::BenedekOrder(RuleParams& p) {
  side = p.side("side");
  // The modifiers: prussia_major, prussia_minor, draw, austria_minor, austria_major.
  for (Side s : {Side::Prussia, Side::Austria}) {
    std::string k(side_name(s));
    auto& row = modifier[static_cast<std::size_t>(side_index(s))];
    row[1] = p.integer(k + "_minor", -6, 6);
    row[2] = p.integer(k + "_major", -6, 6);
  }
  draw = p.integer("draw", -6, 6);
  continue_at_least = p.integer("continue_at_least", 1, 12);
  implement({Hook::BetweenDays, Hook::Tasks});
  reserve_state(1);
}

int BenedekOrder::modifier_for(const DayResult& r) const {
  if (r.winner < 0 || r.level == 0) return draw;
  return modifier[static_cast<std::size_t>(r.winner)][static_cast<std::size_t>(r.level)];
}

BenedekDecision BenedekOrder::in(const Game& g) {
  const RuleSet& rs = g.scenario().special;
  for (int i = 0; i < rs.size(); ++i)
    if (rs.at(i).kind() == kBenedekKind) return static_cast<const BenedekOrder&>(rs.at(i)).decision(g);
  return BenedekDecision::Undecided;
}

// "At the end of the first scenario, the Austrian player rolls 1d6".
void BenedekOrder::between_days(Game& g) const {
  if (g.state().days.size() != 1) return;
  Rules::queue_task(g, *this, Task{});
}

TaskActor BenedekOrder::task_actor(const Game&, const Task&) const {
  return {ActorKind::Chance, side, ChanceKind::D6};
}

void BenedekOrder::task_roll(Game& g, const Task&, int die) const {
  const DayResult& r = g.state().days.back();
  static const char* kLevels[] = {"a draw", "a minor", "a major"};
  const std::string result =
      r.winner < 0 || r.level == 0
          ? std::string(kLevels[0])
          : fmt::format("{} {} victory", kLevels[r.level], r.winner == 0 ? "Prussian" : "Austrian");
  const int m = modifier_for(r);
  const int total = die + m;
  const bool go_on = total >= continue_at_least;
  set_var(g, 0, static_cast<int>(go_on ? BenedekDecision::Continue : BenedekDecision::Retreat));
  log(g, fmt::format("Benedek's order: die {} {} {} ({} on day 1) = {}: {}", die, m < 0 ? "-" : "+",
                     m < 0 ? -m : m, result, total,
                     go_on ? "continue the movement; day 2 keeps the victory conditions of Nachod"
                           : "retreat on Josefstadt; day 2 takes the victory conditions of Skalitz"));
}

BenedekDecision read_benedek_decision(RuleParams& p) {
  const std::string v = p.string("order");
  if (v == decision_name(BenedekDecision::Continue)) return BenedekDecision::Continue;
  if (v == decision_name(BenedekDecision::Retreat)) return BenedekDecision::Retreat;
  p.fail("order", "must be \"continue\" (Nachod conditions) or \"retreat\" (Skalitz conditions)");
}

// -------------------------------------------------------- Austrian withdrawal

AustrianWithdrawal::AustrianWithdrawal(RuleParams& p) {
  side = p.side("side");
  order = read_benedek_decision(p);
  movement_factor = p.integer("movement_factor", 1, 4);
  implement({Hook::BetweenDays, Hook::Tasks});
}

void AustrianWithdrawal::between_days(Game& g) const {
  if (g.state().days.size() != 1) return;
  Rules::queue_task(g, *this, Task{});  // after Benedek's roll and the disengagement
}

TaskActor AustrianWithdrawal::task_actor(const Game& g, const Task&) const {
  if (BenedekOrder::in(g) != order) return {};  // not under these conditions: dropped
  return {ActorKind::Decision, side, ChanceKind::None};
}

// "move at a rate of twice their movement capacity without moving closer to
// the eastern edge of the map and avoiding enemy ZoC. There is no penalty
// for leaving a ZoC": every step keeps or increases the distance to the
// enemy's line of retreat (the eastern edge) and enters no enemy ZoC; the
// unit ends where §3 lets it stack.
std::vector<Reach> AustrianWithdrawal::destinations(const Game& g, int u) const {
  const Map& m = *g.scenario().map;
  const UnitDef& d = g.scenario().units[static_cast<std::size_t>(u)];
  const UnitState& x = g.state().units[static_cast<std::size_t>(u)];
  const std::vector<std::uint8_t> ez = Rules::zoc(g, other(d.side));
  const MoveClass mc = move_class(d.kind);
  const HalfMp budget = d.movement * kHalfMpPerMp * movement_factor;
  std::vector<HalfMp> best(static_cast<std::size_t>(m.size()), kImpassable);
  using Item = std::pair<HalfMp, HexId>;
  std::priority_queue<Item, std::vector<Item>, std::greater<>> open;
  best[static_cast<std::size_t>(x.hex)] = 0;
  open.push({0, x.hex});
  while (!open.empty()) {
    auto [c, h] = open.top();
    open.pop();
    if (c > best[static_cast<std::size_t>(h)]) continue;
    const int here = Rules::distance_to_edge(g, other(d.side), h);
    for (int k = 0; k < kDirections; ++k) {
      const Direction dir = direction_from_int(k);
      const HexId n = m.neighbour(h, dir);
      if (n == kNoHex || ez[static_cast<std::size_t>(n)] || Rules::has_enemy(g, n, d.side)) continue;
      if (Rules::distance_to_edge(g, other(d.side), n) < here) continue;
      const HalfMp step = Rules::step(g, h, dir, mc).cost;
      if (step >= kImpassable || c + step > budget || c + step >= best[static_cast<std::size_t>(n)]) continue;
      best[static_cast<std::size_t>(n)] = c + step;
      open.push({c + step, n});
    }
  }
  std::vector<Reach> out;
  for (HexId h = 0; h < m.size(); ++h)
    if (h != x.hex && best[static_cast<std::size_t>(h)] < kImpassable && Rules::stack_ok_with(g, h, u) &&
        Rules::may_end_move(g, Piece::unit(u), h, MoveKind::BetweenDays))
      out.push_back({h, best[static_cast<std::size_t>(h)], {}});
  return out;
}

// One unit after another (a unit withdraws once: UnitState::moved, reset
// when day 2 begins), then "withdraw done".
void AustrianWithdrawal::task_actions(const Game& g, const Task& t, std::vector<Action>& out) const {
  Action done;
  done.value = 1;
  out.push_back(done);
  for (int u = 0; u < static_cast<int>(g.state().units.size()); ++u) {
    const UnitState& x = g.state().units[static_cast<std::size_t>(u)];
    if (x.where != Where::Map || x.moved || g.scenario().units[static_cast<std::size_t>(u)].side != side)
      continue;
    for (const Reach& r : destinations(g, u)) {
      Action a;
      a.piece = Piece::unit(u);
      a.hex = r.hex;
      out.push_back(a);
    }
  }
  (void)t;
}

void AustrianWithdrawal::apply_task_action(Game& g, const Task& t, const Action& a) const {
  if (a.value == 1) {
    log(g, "the Austrian withdrawal is over");
    return;
  }
  const int u = a.piece.index();
  UnitState& x = Rules::state(g).units[static_cast<std::size_t>(u)];
  const HexId from = x.hex;
  Rules::place_unit(g, u, a.hex, x.facing);
  Rules::state(g).units[static_cast<std::size_t>(u)].moved = true;
  log(g, fmt::format("{} withdraws from {} to {}", g.unit_label(u), g.scenario().map->label(from),
                     g.scenario().map->label(a.hex)));
  if (!Rules::has_friend(g, from, side)) Rules::commander_follow(g, from, a.hex);
  queue_first(g, *this, t);
}

std::string AustrianWithdrawal::notation(const Game& g, const Action& a) const {
  if (a.value == 1) return "withdraw done";
  return fmt::format("withdraw {} {}", g.scenario().units[static_cast<std::size_t>(a.piece.index())].id,
                     g.scenario().map->label(a.hex));
}

std::optional<Action> AustrianWithdrawal::parse_action(const Game& g,
                                                       const std::vector<std::string>& w) const {
  if (w.empty() || w[0] != "withdraw") return std::nullopt;
  Action a;
  if (w.size() == 2 && w[1] == "done") {
    a.value = 1;
    return a;
  }
  if (w.size() != 3) return std::nullopt;
  const int u = g.scenario().unit_index(w[1]);
  const HexId h = g.scenario().map->parse_label(w[2]);
  if (u < 0 || h == kNoHex) return std::nullopt;
  a.piece = Piece::unit(u);
  a.hex = h;
  return a;
}

// ------------------------------------------------ day 2: victory conditions

DayTwoLocations::DayTwoLocations(RuleParams& p) {
  order = read_benedek_decision(p);
  for (RuleParams* l : p.tables("location", true)) {
    VictoryLocation v;
    v.place = l->string("place");
    v.hexes = l->place("place");
    v.vp = l->integer("vp", 0, 20);
    locations.push_back(std::move(v));
  }
  implement({Hook::Score});
}

void DayTwoLocations::score(const Game& g, ScoreSheet& sheet) const {
  if (BenedekOrder::in(g) != order) return;
  for (const VictoryLocation& l : locations)
    for (Side s : {Side::Prussia, Side::Austria})
      if (Rules::controls(g, s, l)) sheet.add(s, l.vp, log_section(), "controls " + l.place);
}

DayTwoTimedObjectives::DayTwoTimedObjectives(RuleParams& p) : TimedObjectives(p) {
  order = read_benedek_decision(p);
}

void DayTwoTimedObjectives::at_end_of_turn(Game& g) const {
  if (BenedekOrder::in(g) == order) TimedObjectives::at_end_of_turn(g);
}

DayTwoRandomEnd::DayTwoRandomEnd(RuleParams& p) : NachodRandomEnd(p) { order = read_benedek_decision(p); }

bool DayTwoRandomEnd::in_force(const Game& g) const { return BenedekOrder::in(g) == order; }

DayTwoFixedEnd::DayTwoFixedEnd(RuleParams& p) {
  order = read_benedek_decision(p);
  turn = p.turn("at_end_of_turn");
  implement({Hook::LastTurn});
}

// The end of `turn`, after every end-of-turn procedure of that turn.
std::optional<int> DayTwoFixedEnd::last_turn(const Game& g) const {
  if (BenedekOrder::in(g) != order) return std::nullopt;
  return turn;
}

// ------------------------------------------------------ VI corps withdrawal

CorpsWithdrawal::CorpsWithdrawal(RuleParams& p) {
  const Scenario& sc = p.scenario();
  order = read_benedek_decision(p);
  side = p.side("side");
  corps = p.string("corps");
  except = p.units("except", false);
  hexes = p.hexes("hexes", true);
  for (HexId h : hexes)
    if (!sc.map->on_edge(h)) p.fail("hexes", fmt::format("{} is not on the map edge", sc.map->label(h)));
  penalty_from_turn = p.turn("penalty_from_turn");
  penalty_vp = p.integer("penalty_vp", 1, 10);
  // A game played under revision 1 of the readings was charged it every turn
  // whatever the file says (kReadings).
  penalty_every_turn = p.boolean_or("penalty_every_turn", false) || p.scenario().readings < 2;
  step_off = kHalfMpPerMp * p.integer_or("exit_mp", 0, 4, 1);
  from_turn = sc.first_turn;
  until_turn = sc.last_turn;
  init();
  implement({Hook::EndOfTurn});
  reserve_state(2);  // 0: units exited (ExitRule), 1: VP lost so far
}

bool CorpsWithdrawal::concerned(const Game& g, int u) const {
  const Scenario& sc = g.scenario();
  const UnitDef& d = sc.units[static_cast<std::size_t>(u)];
  if (d.side != side || std::find(except.begin(), except.end(), u) != except.end()) return false;
  const FormationDef& f = sc.formations[static_cast<std::size_t>(d.formation)];
  const std::string& c =
      !f.corps.empty() || f.cinc < 0 ? f.corps : sc.cincs[static_cast<std::size_t>(f.cinc)].corps;
  return c == corps;
}

bool CorpsWithdrawal::open(const Game& g) const { return BenedekOrder::in(g) == order; }

bool CorpsWithdrawal::may_exit(const Game& g, int u, HexId from) const {
  return concerned(g, u) && ExitRule::may_exit(g, u, from);
}

// "the Austrian player loses 1 VP for each of these units still on the map
// starting from the 12.00 turn" (A-32, issue 14: one count at the end of
// 12.00, each unit charged once; `penalty_every_turn`: again at the end of
// every later turn).
void CorpsWithdrawal::at_end_of_turn(Game& g) const {
  const int t = g.state().turn;
  if (!open(g) || t < penalty_from_turn || (!penalty_every_turn && t != penalty_from_turn)) return;
  int n = 0;
  for (int u = 0; u < static_cast<int>(g.state().units.size()); ++u)
    if (concerned(g, u) && g.state().units[static_cast<std::size_t>(u)].where == Where::Map) ++n;
  if (n == 0) return;
  set_var(g, 1, penalty(g) + n * penalty_vp);
  log(g, fmt::format("at the end of {}, {} {} corps units still on the map: {} loses {} VP ({} so far)",
                     Rules::hour(t), n, corps, side_name(side), n * penalty_vp, penalty(g)));
}

void CorpsWithdrawal::score(const Game& g, ScoreSheet& sheet) const {
  if (penalty(g) == 0) return;
  sheet.add(
      side, -penalty(g), log_section(),
      fmt::format("{} corps units left on the map after {} ({} VP each{})", corps,
                  Rules::hour(penalty_from_turn), penalty_vp, penalty_every_turn ? ", every turn" : ""));
}

// ------------------------------------------ the reserve cavalry's commanders

AnyCincCommands::AnyCincCommands(RuleParams& p) {
  const Scenario& sc = p.scenario();
  formation = p.formation("formation");
  const FormationDef& fd = sc.formations[static_cast<std::size_t>(formation)];
  if (fd.independent) p.fail("formation", "independent units have no commander to command");
  for (const std::string& id : p.strings("cincs", true)) {
    const int c = sc.cinc_index(id);
    if (c < 0) p.fail("cincs", fmt::format("no commander_in_chief '{}'", id));
    if (sc.cincs[static_cast<std::size_t>(c)].side != fd.side) p.fail("cincs", id + " is of the other side");
    cincs.push_back(c);
  }
  implement({Hook::CincCommandsFormation});
}

bool AnyCincCommands::cinc_commands_formation(const Game&, int cinc, int f) const {
  return f == formation && std::find(cincs.begin(), cincs.end(), cinc) != cincs.end();
}

void add_nachod_skalitz_rules(RuleCatalog& c) {
  c.add<BenedekOrder>("nachod_skalitz_benedek_order", "VV157 §13.1",
                      "between the days, 1d6 + the day-1 result decides the day-2 victory conditions");
  c.add<Disengagement>("nachod_skalitz_disengagement", "VV157 §13.2",
                       "between the days, units in enemy ZoC on open hexes retreat; the loser's test morale");
  c.add<AustrianWithdrawal>(
      "nachod_skalitz_austrian_withdrawal", "VV157 §13.2",
      "under the Skalitz conditions, a side's units may move twice their allowance away "
      "from the enemy's edge");
  c.add<DayTwoLocations>("nachod_skalitz_locations", "VV157 §13.1",
                         "day 2: the victory locations of the conditions Benedek's order chose");
  c.add<DayTwoTimedObjectives>("nachod_skalitz_timed_objectives", "VV157 §13.1",
                               "day 2: a timed objective under the conditions Benedek's order chose");
  c.add<DayTwoRandomEnd>("nachod_skalitz_random_end", "VV157 §13.1",
                         "day 2: Nachod's random end under the Nachod conditions (A-33a)");
  c.add<DayTwoFixedEnd>("nachod_skalitz_fixed_end", "VV157 §13.1",
                        "day 2: the end at an hour under the Skalitz conditions (A-33a)");
  c.add<AnyCincCommands>("nachod_skalitz_any_cinc_commands", "VV157 §13.4",
                         "a formation commanded by any of several commanders-in-chief (§7.2, §8, §9.1.4)");
  c.add<CorpsWithdrawal>("nachod_skalitz_corps_withdrawal", "VV157 §13.1",
                         "under the retreat on Josefstadt, a corps leaves by the western edge or loses VP");
}

}  // namespace bohemia
