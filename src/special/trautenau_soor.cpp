// The Trautenau-Soor campaign (VV165 §13): the 1st Guard Division at
// Trautenau (§13.1), the Austrian IV corps (§13.3.1, §13.3.2) and the day-2
// victory once it has entered (§13.4). The kinds still pending are listed
// at the end (docs/campaigns/trautenau-soor.md).
#include "special/trautenau_soor.h"

#include <fmt/format.h>

#include <algorithm>

#include "game/rules.h"
#include "special/battles.h"
#include "special/rule_params.h"
#include "special/timed_objectives.h"

namespace bohemia {

namespace {

constexpr int kLastHour = 47;  // the largest hour a turn track may hold

HexId edge_hex(RuleParams& p, std::string_view key) {
  HexId h = p.hex(key);
  if (!p.scenario().map->on_edge(h)) p.fail(key, "an entry hex must be on the map edge (§9.4)");
  return h;
}

}  // namespace

ReinforcementOption::ReinforcementOption(RuleParams& p) {
  const Scenario& sc = p.scenario();
  day = sc.day;
  side = p.side("side");
  turn = p.integer("turn", 0, kLastHour);
  hex = edge_hex(p, "hex");
  formation = p.formation("formation");
  units = p.units("units", true);
  for (int u : units)
    if (sc.units[static_cast<std::size_t>(u)].formation != formation)
      p.fail("units", fmt::format("{} is not a unit of {}", sc.units[static_cast<std::size_t>(u)].id,
                                  sc.formations[static_cast<std::size_t>(formation)].id));
  cinc = p.cinc("cinc");
  day2_pieces.push_back(Piece::cinc(p.cinc("day2_cinc")));
  const int f2 = p.formation("day2_formation");
  day2_pieces.push_back(Piece::commander(f2));
  for (int u = 0; u < static_cast<int>(sc.units.size()); ++u)
    if (sc.units[static_cast<std::size_t>(u)].formation == f2) day2_pieces.push_back(Piece::unit(u));
  day2_turn = p.integer("day2_turn", 0, kLastHour);
  day2_hex = edge_hex(p, "day2_hex");
  enemy_vp = p.integer("enemy_vp_if_day1_ends_early", 0, 20);
  implement({Hook::TurnStart, Hook::Tasks, Hook::Arrival, Hook::CommanderInCommand, Hook::BetweenDays});
  reserve_state(1);
}

bool ReinforcementOption::is_option_piece(Piece p) const {
  if (p == Piece::commander(formation)) return true;
  return p.is_unit() && std::find(units.begin(), units.end(), p.index()) != units.end();
}

// §13.1: "The Prussian player may decide to bring in as reinforcements at
// 13.00 via 1603 all of the units of the 1st Division of the Guard". He
// decides at the start of that turn, before the reinforcements arrive.
void ReinforcementOption::at_turn_start(Game& g) const {
  if (day != 1 || g.state().turn != turn || var(g, 0) != 0) return;
  Rules::queue_task(g, *this, Task{});
}

TaskActor ReinforcementOption::task_actor(const Game&, const Task&) const {
  return {ActorKind::Decision, side, ChanceKind::None};
}

void ReinforcementOption::task_actions(const Game&, const Task&, std::vector<Action>& out) const {
  for (int take : {1, 0}) {
    Action a;
    a.value = static_cast<std::int8_t>(take);
    out.push_back(a);
  }
}

void ReinforcementOption::apply_task_action(Game& g, const Task&, const Action& a) const {
  set_var(g, 0, a.value ? 2 : 1);
  const std::string& name = g.scenario().formations[static_cast<std::size_t>(formation)].name;
  if (a.value)
    log(g, fmt::format("{} comes in by {} at {}, commanded by {}", name, g.scenario().map->label(hex),
                       Rules::hour(turn), g.scenario().cincs[static_cast<std::size_t>(cinc)].name));
  else
    log(g, fmt::format("{} does not come in", name));
}

std::string ReinforcementOption::notation(const Game& g, const Action& a) const {
  return fmt::format("option {} {}", g.scenario().formations[static_cast<std::size_t>(formation)].id,
                     a.value ? "yes" : "no");
}

std::optional<Action> ReinforcementOption::parse_action(const Game& g,
                                                        const std::vector<std::string>& w) const {
  if (w.size() != 3 || w[0] != "option" ||
      w[1] != g.scenario().formations[static_cast<std::size_t>(formation)].id ||
      (w[2] != "yes" && w[2] != "no"))
    return std::nullopt;
  Action a;
  a.value = static_cast<std::int8_t>(w[2] == "yes");
  return a;
}

// Day 1: the division at `turn` by `hex` once taken. Day 2: its
// §13.3.2 entries find its pieces on the map already; Württemberg and the
// 2nd Guard Division come at `day2_turn` instead of their own hour.
std::optional<Arrival> ReinforcementOption::arrival(const Game& g, Piece piece) const {
  if (!taken(g)) return std::nullopt;
  if (g.state().day == 1) {
    if (is_option_piece(piece)) return Arrival{turn, hex};
    return std::nullopt;
  }
  if (std::find(day2_pieces.begin(), day2_pieces.end(), piece) != day2_pieces.end())
    return Arrival{day2_turn, day2_hex};
  return std::nullopt;
}

// §13.1: "linked to General Bonin in terms of command until the end of the
// game": its commander's line of command (§7.2) is traced to him; the turn
// it arrives it is in command (§9.4).
std::optional<bool> ReinforcementOption::commander_in_command(const Game& g, int f) const {
  if (f != formation || !taken(g)) return std::nullopt;
  if (Rules::commander_arrives_now(g, f)) return true;
  const CincState& c = g.state().cincs[static_cast<std::size_t>(cinc)];
  const HexId at = Rules::commander_hex(g, f);
  if (c.where != Where::Map || at == kNoHex) return false;
  std::vector<int> d = Rules::command_distances(g, side, c.hex, 12);
  return !d.empty() && d[static_cast<std::size_t>(at)] <= 12;
}

// §13.1: "With this reinforcement, if General Bonin panics at the end of the
// Battle of Trautenau, the Battle of Soor is not played and a major
// Austrian victory is automatically declared" (with 5 VP, §13.4).
void ReinforcementOption::between_days(Game& g) const {
  const State& s = g.state();
  if (!taken(g) || s.days.empty() || s.days.back().ended_by < 0) return;
  const Side enemy = other(side);
  std::array<int, kSides> vp{};
  vp[static_cast<std::size_t>(side_index(enemy))] = enemy_vp;
  log(g, fmt::format("day 1 ended early with {} in play: the second day is not played, major {} victory",
                     g.scenario().formations[static_cast<std::size_t>(formation)].name,
                     enemy == Side::Austria ? "Austrian" : "Prussian"));
  Rules::end_game_with(g, enemy, 2, vp, *this, true);
}

std::string ReinforcementOption::end_reason(const Game& g) const {
  return fmt::format("the commander-in-chief panicked with {} in play",
                     g.scenario().formations[static_cast<std::size_t>(formation)].name);
}

CorpsEntry::CorpsEntry(RuleParams& p) {
  const Scenario& sc = p.scenario();
  side = p.side("side");
  day = p.integer("day", 1, 2);
  roll_from = p.integer("roll_from_turn", 0, kLastHour);
  roll_until = p.integer("roll_until_turn", roll_from, kLastHour);
  const int lo = p.integer("roll_succeeds_from", 1, 6);
  const int hi = p.integer("roll_succeeds_to", lo, 6);
  for (int d = lo; d <= hi; ++d) succeeds_on.push_back(d);
  hex = edge_hex(p, "hex");
  brigades = p.formations("brigades", true);
  cinc = p.cinc("cinc");
  independents = p.units("independents", true);
  independents_delay = p.integer("independents_delay_turns", 0, 10);
  retreat_edge_once_in = p.hexes("retreat_edge_once_entered", true);
  for (HexId h : retreat_edge_once_in)
    if (!sc.map->on_edge(h))
      p.fail("retreat_edge_once_entered", fmt::format("{} is not on the map edge", sc.map->label(h)));
  implement({Hook::TurnStart, Hook::Tasks, Hook::Arrival, Hook::RetreatEdge});
  reserve_state(1 + static_cast<int>(brigades.size()));
}

namespace {
constexpr std::int16_t kRoll = 0;    // Task::value: the entry roll
constexpr std::int16_t kChoose = 1;  // Task::value: which brigade enters this turn
}  // namespace

// §13.3.1: "Starting with the 08.00 turn and until the end of the 12.00
// turn, on a 1d6 = 1, the Austrian IV corps enters by the road in 0118 at a
// rate of one brigade per turn (the test ends as soon as he rolls a 1)".
void CorpsEntry::at_turn_start(Game& g) const {
  const int t = g.state().turn;
  if (g.state().day != day) return;
  if (entered_at(g) == 0) {
    if (t < roll_from || t > roll_until) return;
    Task k;
    k.value = kRoll;
    Rules::queue_task(g, *this, k);
    return;
  }
  int last = 0;
  bool left = false;
  for (std::size_t i = 0; i < brigades.size(); ++i) {
    last = std::max(last, brigade_turn(g, i));
    left = left || brigade_turn(g, i) == 0;
  }
  if (left && last < t) {
    Task k;
    k.value = kChoose;
    Rules::queue_task(g, *this, k);
  }
}

TaskActor CorpsEntry::task_actor(const Game&, const Task& t) const {
  if (t.value == kRoll) return {ActorKind::Chance, side, ChanceKind::D6};
  return {ActorKind::Decision, side, ChanceKind::None};
}

void CorpsEntry::task_roll(Game& g, const Task&, int die) const {
  const bool in = std::find(succeeds_on.begin(), succeeds_on.end(), die) != succeeds_on.end();
  const std::string& who = g.scenario().cincs[static_cast<std::size_t>(cinc)].corps;
  log(g, fmt::format("{} corps entry roll: {} ({})", who, die,
                     in ? fmt::format("it starts to enter by {}", g.scenario().map->label(hex))
                        : "it does not come this turn"));
  if (!in) return;
  set_var(g, 0, g.state().turn);
  Task k;
  k.value = kChoose;
  Rules::queue_task(g, *this, k);
}

// one brigade per turn, the player's choice of which.
void CorpsEntry::task_actions(const Game& g, const Task&, std::vector<Action>& out) const {
  for (std::size_t i = 0; i < brigades.size(); ++i)
    if (brigade_turn(g, i) == 0) {
      Action a;
      a.value = static_cast<std::int8_t>(i);
      out.push_back(a);
    }
}

void CorpsEntry::apply_task_action(Game& g, const Task&, const Action& a) const {
  const std::size_t i = static_cast<std::size_t>(a.value);
  set_var(g, 1 + static_cast<int>(i), g.state().turn);
  const Scenario& sc = g.scenario();
  log(g, fmt::format("{} enters by {} this turn{}", sc.formations[static_cast<std::size_t>(brigades[i])].name,
                     sc.map->label(hex),
                     g.state().turn == entered_at(g)
                         ? fmt::format(", with {}", sc.cincs[static_cast<std::size_t>(cinc)].name)
                         : ""));
}

std::string CorpsEntry::notation(const Game& g, const Action& a) const {
  return "arrive " +
         g.scenario().formations[static_cast<std::size_t>(brigades[static_cast<std::size_t>(a.value)])].id;
}

std::optional<Action> CorpsEntry::parse_action(const Game& g, const std::vector<std::string>& w) const {
  if (w.size() != 2 || w[0] != "arrive") return std::nullopt;
  for (std::size_t i = 0; i < brigades.size(); ++i)
    if (g.scenario().formations[static_cast<std::size_t>(brigades[i])].id == w[1]) {
      Action a;
      a.value = static_cast<std::int8_t>(i);
      return a;
    }
  return std::nullopt;
}

// The brigades at their chosen hour, the commander-in-chief with the first,
// the independents "on the following turn, the entry turn of the last
// brigade" (A-54: the turn after it). Before that, not coming.
std::optional<Arrival> CorpsEntry::arrival(const Game& g, Piece piece) const {
  if (g.state().day != day) return std::nullopt;
  const Scenario& sc = g.scenario();
  int f = -1;
  if (piece.is_unit())
    f = sc.units[static_cast<std::size_t>(piece.index())].formation;
  else if (piece.is_commander())
    f = piece.index();
  for (std::size_t i = 0; i < brigades.size(); ++i)
    if (brigades[i] == f) {
      const int t = brigade_turn(g, i);
      return t ? Arrival{t, hex} : Arrival{};
    }
  if (piece == Piece::cinc(cinc)) return entered_at(g) ? Arrival{entered_at(g), hex} : Arrival{};
  if (piece.is_unit() &&
      std::find(independents.begin(), independents.end(), piece.index()) != independents.end()) {
    int last = 0;
    for (std::size_t i = 0; i < brigades.size(); ++i) {
      if (brigade_turn(g, i) == 0) return Arrival{};
      last = std::max(last, brigade_turn(g, i));
    }
    return Arrival{last + independents_delay, hex};
  }
  return std::nullopt;
}

// §13.3.2: "Once the Austrian IV corps has entered the game, the Austrian
// line of retreat is the southern edge of the map from 0118 to 0518."
const std::vector<HexId>* CorpsEntry::retreat_edge(const Game& g, Side s, int) const {
  if (s != side || g.state().day != day || entered_at(g) == 0) return nullptr;
  return &retreat_edge_once_in;
}

CorpsVictory::CorpsVictory(RuleParams& p) {
  const Scenario& sc = p.scenario();
  const std::string entry = p.string("iv_corps");
  const SpecialRule* r = sc.special.find(entry);
  if (!r || !dynamic_cast<const CorpsEntry*>(r))
    p.fail("iv_corps", fmt::format("no campaign_iv_corps_entry table '{}' before this one", entry));
  entry_rule = r->index();
  replaces = p.string("replaces");
  for (RuleParams* t : p.tables("locations", true)) {
    Location l;
    l.where.place = t->string("place");
    l.where.hexes = t->place("place");
    l.vp = t->integer("vp", 0, 20);
    l.vp_if_fled = t->integer_or("vp_if_fled", 0, 20, l.vp);
    locations.push_back(std::move(l));
  }
  fled_formations = p.formations("fled_formations", true);
  implement({Hook::Score});
}

// "if the Prussian 1st corps fled during the Battle of Trautenau and did not
// return to the map before the end of the Battle of Soor": day 1 ended
// early (Bonin's panic, the only early end of Trautenau) and no unit of the
// corps stands on the map.
bool CorpsVictory::fled_and_absent(const Game& g) const {
  const State& s = g.state();
  if (s.days.empty() || s.days.front().ended_by < 0) return false;
  const Scenario& sc = g.scenario();
  for (std::size_t u = 0; u < sc.units.size(); ++u)
    if (s.units[u].where == Where::Map && std::find(fled_formations.begin(), fled_formations.end(),
                                                    sc.units[u].formation) != fled_formations.end())
      return false;
  return true;
}

// §13.4: "If it has entered as reinforcement, the following locations award
// VP to the player who controls them at the end of the game only (no VP
// obtained at 12.00)".
void CorpsVictory::score(const Game& g, ScoreSheet& sheet) const {
  const auto& entry = dynamic_cast<const CorpsEntry&>(Rules::rule(g, entry_rule));
  if (g.state().day != entry.day || entry.entered_at(g) == 0) return;
  const std::string why =
      fmt::format("the {} corps entered", g.scenario().cincs[static_cast<std::size_t>(entry.cinc)].corps);
  if (const auto* noon = dynamic_cast<const TimedObjectives*>(g.scenario().special.find(replaces)))
    for (std::size_t i = 0; i < noon->objectives.size(); ++i)
      for (Side s : {Side::Prussia, Side::Austria})
        if (int vp = noon->scored(g, static_cast<int>(i), s))
          sheet.add(s, -vp, log_section(),
                    fmt::format("{}: {} at {} scores nothing", why, noon->objectives[i].name,
                                Rules::hour(noon->turn)));
  const bool fled = fled_and_absent(g);
  for (const Location& l : locations)
    for (Side s : {Side::Prussia, Side::Austria})
      if (Rules::controls(g, s, l.where)) {
        const int vp = fled ? l.vp_if_fled : l.vp;
        sheet.add(
            s, vp, log_section(),
            fmt::format(
                "{}: controls {}{}", why, l.where.place,
                fled && l.vp_if_fled != l.vp ? " (the enemy corps fled on day 1 and is not back)" : ""));
      }
}

void add_trautenau_soor_rules(RuleCatalog& c) {
  c.add<ReinforcementOption>("campaign_first_guard_division_at_trautenau", "VV165 §13.1",
                             "player option: a formation comes in on day 1, commanded by another CinC");
  c.add<CorpsEntry>("campaign_iv_corps_entry", "VV165 §13.3.1",
                    "a corps enters on a roll, one brigade per turn; the line of retreat changes");
  c.add<CorpsVictory>("campaign_day2_victory_with_iv_corps", "VV165 §13.4",
                      "day-2 locations instead of the 12.00 objectives once the corps entered");
  c.pending("campaign_bonin_panic_between_days", "VV165 §13.2, §13.4",
            "after a panic: withdrawal and re-deployment (Hook::BetweenDays, Hook::MarkerAvailable)");
  c.pending("campaign_disengagement_between_days", "VV165 §13.2",
            "disengagement and the loser's morale tests (Hook::BetweenDays, Hook::Tasks)");
  c.pending("campaign_i_corps_return", "VV165 §13.3.2",
            "the Prussian I corps' return roll (Hook::TurnStart, Hook::Arrival)");
}

}  // namespace bohemia
