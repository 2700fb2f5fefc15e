// The Trautenau-Soor campaign (VV165 §13): the 1st Guard Division at
// Trautenau (§13.1), the Austrian IV corps (§13.3.1, §13.3.2) and the day-2
// victory once it has entered (§13.4). The kinds still pending are listed
// at the end (docs/campaigns/trautenau-soor.md).
#include "gbn3/special/trautenau_soor.h"

#include <fmt/format.h>

#include <algorithm>

#include "gbn3/rules.h"
#include "gbn3/special/battles.h"
#include "gbn3/special/disengagement.h"
#include "gbn3/special/rule_params.h"
#include "gbn3/special/timed_objectives.h"

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
  implement({Hook::TurnStart, Hook::Tasks, Hook::Arrival, Hook::FormationCinc, Hook::BetweenDays});
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
// game": once taken, the formation answers to him for its line of command
// (§7.2; in command the turn it arrives, §9.4), the initiative (§8: it may
// go first when his roll wins) and direct command (§9.1.4), on both days.
std::optional<int> ReinforcementOption::formation_cinc(const Game& g, int f) const {
  if (f != formation || !taken(g)) return std::nullopt;
  return cinc;
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

CorpsEntry::CorpsEntry(RuleParams& p) : CorpsArrival(p, {"entry", "enter", "does not come", "arrive"}) {
  const Scenario& sc = p.scenario();
  side = p.side("side");
  day = p.integer("day", 1, 2);
  roll_from = p.integer("roll_from_turn", 0, kLastHour);
  roll_until = p.integer("roll_until_turn", roll_from, kLastHour);
  const int lo = p.integer("roll_succeeds_from", 1, 6);
  const int hi = p.integer("roll_succeeds_to", lo, 6);
  for (int d = lo; d <= hi; ++d) succeeds_on.push_back(d);
  hex = edge_hex(p, "hex");
  formations = p.formations("brigades", true);
  cinc = p.cinc("cinc");
  independents = p.units("independents", true);
  independents_delay = p.integer("independents_delay_turns", 0, 10);
  retreat_edge_once_in = p.hexes("retreat_edge_once_entered", true);
  for (HexId h : retreat_edge_once_in)
    if (!sc.map->on_edge(h))
      p.fail("retreat_edge_once_entered", fmt::format("{} is not on the map edge", sc.map->label(h)));
  implement({Hook::TurnStart, Hook::Tasks, Hook::Arrival, Hook::RetreatEdge});
  reserve_state(1 + static_cast<int>(formations.size()));
}

// §13.3.1: "Starting with the 08.00 turn and until the end of the 12.00
// turn, on a 1d6 = 1, the Austrian IV corps enters by the road in 0118 at a
// rate of one brigade per turn (the test ends as soon as he rolls a 1)".
void CorpsEntry::at_turn_start(Game& g) const {
  const int t = g.state().turn;
  if (g.state().day != day) return;
  queue_turn_tasks(g, t >= roll_from && t <= roll_until);
}

// one brigade per turn, the player's choice of which.
void CorpsEntry::apply_task_action(Game& g, const Task&, const Action& a) const {
  record_choice(g, a);
  const Scenario& sc = g.scenario();
  log(g,
      fmt::format("{} enters by {} this turn{}",
                  sc.formations[static_cast<std::size_t>(formations[static_cast<std::size_t>(a.value)])].name,
                  sc.map->label(hex),
                  g.state().turn == entered_at(g)
                      ? fmt::format(", with {}", sc.cincs[static_cast<std::size_t>(cinc)].name)
                      : ""));
}

// The brigades at their chosen hour, the commander-in-chief with the first,
// the independents "on the following turn, the entry turn of the last
// brigade" (A-54: the turn after it). Before that, not coming.
std::optional<Arrival> CorpsEntry::arrival(const Game& g, Piece piece) const {
  if (g.state().day != day) return std::nullopt;
  if (auto a = formation_arrival(g, piece)) return a;
  if (piece == Piece::cinc(cinc)) return entered_at(g) ? Arrival{entered_at(g), hex} : Arrival{};
  if (piece.is_unit() &&
      std::find(independents.begin(), independents.end(), piece.index()) != independents.end()) {
    const std::optional<int> last = last_formation_turn(g);
    return last ? Arrival{*last + independents_delay, hex} : Arrival{};
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

// ------------------------------------------------- §13.2 after a panic

namespace {
constexpr int kBitsPerSlot = 30;  // bits used in each int slot
int slots_for(int n) { return (n + kBitsPerSlot - 1) / kBitsPerSlot; }
// Action::value of PanicAftermath's decisions.
constexpr std::int8_t kPost = 1;      // "post BRIGADE PLACE": the brigade's zone
constexpr std::int8_t kPlace = 2;     // "place PIECE HEX [FACING]"
constexpr std::int8_t kActivate = 3;  // "active BRIGADE": its marker on the restricted turns
// Task::value of PanicAftermath's tasks.
constexpr std::int16_t kAssignTask = 0, kPlaceTask = 1, kActivateTask = 2;

int row_of(const Map& m, HexId h) { return std::stoi(m.label(h).substr(2)); }

// The procedure's continuation goes first in line.
void queue_first(Game& g, const SpecialRule& r, Task t) {
  Rules::queue_task(g, r, t);
  std::vector<Task>& q = Rules::state(g).tasks;
  std::rotate(q.begin(), q.end() - 1, q.end());
}
}  // namespace

PanicAftermath::PanicAftermath(RuleParams& p) {
  const Scenario& sc = p.scenario();
  side = p.side("side");
  day1_enemy_vp = p.integer("day1_enemy_vp", 0, 20);
  brigades = p.formations("brigades", true);
  if (brigades.size() > static_cast<std::size_t>(kBitsPerSlot)) p.fail("brigades", "too many brigades");
  for (int f : brigades) {
    const FormationDef& fd = sc.formations[static_cast<std::size_t>(f)];
    if (fd.side == side || fd.independent)
      p.fail("brigades", fmt::format("{} is not a brigade of the enemy of {}", fd.id, side_name(side)));
  }
  for (RuleParams* t : p.tables("zones", true)) {
    Zone z;
    z.place = t->string("place");
    z.hexes = t->place("place");
    zones.push_back(std::move(z));
  }
  if (zones.size() > brigades.size()) p.fail("zones", "more zones than brigades");
  zone_distance = p.integer("zone_distance", 0, 3);
  others_from_row = p.integer("others_from_row", 1, sc.map->rows());
  others_to_row = p.integer("others_to_row", others_from_row, sc.map->rows());
  independents = p.formations("independents", false);
  restricted_from_turn = p.integer("restricted_from_turn", 0, kLastHour);
  restricted_until_turn = p.integer("restricted_until_turn", restricted_from_turn, kLastHour);
  active_brigades = p.integer("active_brigades", 1, static_cast<int>(brigades.size()));
  choose_each_turn = p.boolean_or("choose_each_turn", false);
  const int words = slots_for(static_cast<int>(sc.units.size()));
  withdrawn_at_ = kZone + static_cast<int>(brigades.size());
  to_place_at_ = withdrawn_at_ + words;
  commander_at_ = to_place_at_ + words;
  implement({Hook::BetweenDays, Hook::GameStart, Hook::TurnStart, Hook::MarkerAvailable, Hook::Tasks});
  reserve_state(commander_at_ + 1);
}

bool PanicAftermath::day1_ended_early(const Game& g) {
  return !g.state().days.empty() && g.state().days.front().ended_by >= 0;
}

bool PanicAftermath::bit(const Game& g, int at, int i) const {
  return (var(g, at + i / kBitsPerSlot) >> (i % kBitsPerSlot) & 1) != 0;
}

void PanicAftermath::set_bit(Game& g, int at, int i, bool on) const {
  const int slot = at + i / kBitsPerSlot;
  const int mask = 1 << (i % kBitsPerSlot);
  set_var(g, slot, on ? var(g, slot) | mask : var(g, slot) & ~mask);
}

bool PanicAftermath::withdrawn(const Game& g, int u) const { return bit(g, withdrawn_at_, u); }

int PanicAftermath::brigade_index(int formation) const {
  const auto it = std::find(brigades.begin(), brigades.end(), formation);
  return it == brigades.end() ? -1 : static_cast<int>(it - brigades.begin());
}

bool PanicAftermath::has_pieces_to_place(const Game& g, std::size_t i) const {
  if (to_place(g, Piece::commander(brigades[i]))) return true;
  for (int u = 0; u < static_cast<int>(g.state().units.size()); ++u)
    if (g.scenario().units[static_cast<std::size_t>(u)].formation == brigades[i] &&
        to_place(g, Piece::unit(u)))
      return true;
  return false;
}

int PanicAftermath::next_zone(const Game& g) const {
  int k = 0;
  for (;;) {
    bool taken = false;
    for (std::size_t i = 0; i < brigades.size(); ++i) taken = taken || zone_of(g, i) == k;
    if (!taken) return k;
    ++k;
  }
}

bool PanicAftermath::to_place(const Game& g, Piece piece) const {
  if (piece.is_unit()) return bit(g, to_place_at_, piece.index());
  if (!piece.is_commander()) return false;
  const int b = brigade_index(piece.index());
  return b >= 0 && bit(g, commander_at_, b);
}

// The zone a piece is placed in: its brigade's, "the others" for the
// independents.
int PanicAftermath::zone_of_piece(const Game& g, Piece piece) const {
  const int f =
      piece.is_unit() ? g.scenario().units[static_cast<std::size_t>(piece.index())].formation : piece.index();
  const int b = brigade_index(f);
  return b >= 0 ? zone_of(g, static_cast<std::size_t>(b)) : static_cast<int>(zones.size());
}

// "within one hex of Trautenau" (any hex of the place), "above line XX10"
// (rows 01-09, A-56); no enemy there; §3 stacking for units.
bool PanicAftermath::may_place(const Game& g, Piece piece, HexId h) const {
  const Map& m = *g.scenario().map;
  const int z = zone_of_piece(g, piece);
  if (z < 0) return false;
  if (z < static_cast<int>(zones.size())) {
    const auto& zh = zones[static_cast<std::size_t>(z)].hexes;
    if (std::none_of(zh.begin(), zh.end(), [&](HexId x) { return m.distance(x, h) <= zone_distance; }))
      return false;
  } else {
    const int row = row_of(m, h);
    if (row < others_from_row || row > others_to_row) return false;
  }
  if (Rules::has_enemy(g, h, other(side))) return false;
  if (piece.is_unit() && !Rules::stack_ok_with(g, h, piece.index())) return false;
  return Rules::may_end_move(g, piece, h, MoveKind::BetweenDays);
}

// §13.4: "If Bonin panics at the end of the battle, the Austrian player is
// considered to have won a major victory with 5 VP"; §13.2: "If General
// Bonin panicked, all the Prussian troops present are withdrawn. The
// Austrian player must place a brigade of the X corps within one hex of
// Trautenau, one ... of Kriblitz, one ... of Hohenbruck. The last brigade as
// well as the independent units are placed freely above line XX10."
void PanicAftermath::between_days(Game& g) const {
  State& s = Rules::state(g);
  if (s.days.size() != 1 || !day1_ended_early(g)) return;
  const Scenario& sc = g.scenario();
  const Side enemy = other(side);
  auto adjective = [](Side x) { return x == Side::Austria ? "Austrian" : "Prussian"; };
  const char* winner = adjective(enemy);
  DayResult& r = s.days.back();
  r.vp = {};
  r.vp[static_cast<std::size_t>(side_index(enemy))] = day1_enemy_vp;
  r.winner = static_cast<std::int8_t>(side_index(enemy));
  r.level = 2;
  log(g, fmt::format("day 1 ended early: it counts as a major {} victory with {} VP ({} 0)", winner,
                     day1_enemy_vp, adjective(side)));
  int gone = 0;
  for (int u = 0; u < static_cast<int>(s.units.size()); ++u) {
    UnitState& x = s.units[static_cast<std::size_t>(u)];
    const UnitDef& d = sc.units[static_cast<std::size_t>(u)];
    if (x.where != Where::Map) continue;
    if (d.side == side) {
      // Off the map with its losses until day 2 begins (at_game_start).
      set_bit(g, withdrawn_at_, u, true);
      x.where = Where::Exited;
      x.hex = kNoHex;
      ++gone;
    } else if (brigade_index(d.formation) >= 0 ||
               std::find(independents.begin(), independents.end(), d.formation) != independents.end()) {
      set_bit(g, to_place_at_, u, true);
      x.where = Where::Pending;
      x.hex = kNoHex;
    }
  }
  for (int f = 0; f < static_cast<int>(s.commanders.size()); ++f) {
    CommanderState& c = s.commanders[static_cast<std::size_t>(f)];
    if (c.where != Where::Map) continue;
    const bool mine = sc.formations[static_cast<std::size_t>(f)].side == side;
    const int b = brigade_index(f);
    if (!mine && b < 0) continue;
    if (b >= 0) set_bit(g, commander_at_, b, true);
    c.where = Where::Pending;
    c.hex = kNoHex;
    c.ooc = false;
  }
  for (std::size_t ci = 0; ci < s.cincs.size(); ++ci)
    if (sc.cincs[ci].side == side && s.cincs[ci].where == Where::Map) {
      s.cincs[ci].where = Where::Pending;
      s.cincs[ci].hex = kNoHex;
    }
  log(g, fmt::format("all the {} pieces on the map are withdrawn ({} units); the {} player re-deploys",
                     adjective(side), gone, winner));
  next_assignment(g);
}

// Which brigade goes to each zone, one zone after the other: a decision of
// the enemy; the brigades left (with nothing on the map, or beyond the
// zones) go with the independents.
void PanicAftermath::next_assignment(Game& g) const {
  bool candidate = false;
  for (std::size_t i = 0; i < brigades.size() && !candidate; ++i)
    candidate = zone_of(g, i) < 0 && has_pieces_to_place(g, i);
  if (next_zone(g) < static_cast<int>(zones.size()) && candidate) {
    Task t;
    t.value = kAssignTask;
    queue_first(g, *this, t);
    return;
  }
  for (std::size_t i = 0; i < brigades.size(); ++i)
    if (zone_of(g, i) < 0) set_var(g, kZone + static_cast<int>(i), static_cast<int>(zones.size()) + 1);
  next_placement(g);
}

// One piece after another, the player's order, until all are placed.
void PanicAftermath::next_placement(Game& g) const {
  const Map& m = *g.scenario().map;
  const int n = static_cast<int>(g.state().units.size());
  for (int u = 0; u < n; ++u) {
    if (!to_place(g, Piece::unit(u))) continue;
    bool somewhere = false;
    for (HexId h = 0; h < m.size() && !somewhere; ++h) somewhere = may_place(g, Piece::unit(u), h);
    if (somewhere) {
      Task t;
      t.value = kPlaceTask;
      queue_first(g, *this, t);
      return;
    }
    // Never with the printed zones (there is room); kept off the map.
    set_bit(g, to_place_at_, u, false);
    log(g, fmt::format("{} finds no hex to be placed in", g.unit_label(u)));
  }
  for (std::size_t i = 0; i < brigades.size(); ++i)
    if (to_place(g, Piece::commander(brigades[i]))) {
      Task t;
      t.value = kPlaceTask;
      queue_first(g, *this, t);
      return;
    }
  log(g, fmt::format("the {} re-deployment is over", other(side) == Side::Austria ? "Austrian" : "Prussian"));
}

// Day 2 begins: the withdrawn units are back off the map as pieces to come
// (§13.3.2's return, CorpsReturn), with their losses.
void PanicAftermath::at_game_start(Game& g) const {
  if (g.state().day != 2) return;
  State& s = Rules::state(g);
  for (int u = 0; u < static_cast<int>(s.units.size()); ++u)
    if (withdrawn(g, u) && s.units[static_cast<std::size_t>(u)].where == Where::Exited)
      s.units[static_cast<std::size_t>(u)].where = Where::Pending;
}

bool PanicAftermath::restricted_turn(const Game& g) const {
  const int t = g.state().turn;
  return g.state().day == 2 && day1_ended_early(g) && t >= restricted_from_turn && t <= restricted_until_turn;
}

// "Only one Austrian brigade and the independent units may be activated (as
// the player chooses) on the first two turns": he names it at the start of
// the first (or of each, `choose_each_turn`), before the markers go into
// the cup.
void PanicAftermath::at_turn_start(Game& g) const {
  if (!restricted_turn(g)) return;
  if (g.state().turn != restricted_from_turn && !choose_each_turn) return;
  set_var(g, kChosen, 0);
  Task t;
  t.value = kActivateTask;
  Rules::queue_task(g, *this, t);
}

bool PanicAftermath::marker_available(const Game& g, int formation) const {
  const int b = brigade_index(formation);
  if (b < 0 || !restricted_turn(g)) return true;
  return (var(g, kChosen) >> b & 1) != 0;
}

TaskActor PanicAftermath::task_actor(const Game&, const Task&) const {
  return {ActorKind::Decision, other(side), ChanceKind::None};
}

void PanicAftermath::task_actions(const Game& g, const Task& t, std::vector<Action>& out) const {
  const Map& m = *g.scenario().map;
  if (t.value == kAssignTask) {
    const std::size_t k = static_cast<std::size_t>(next_zone(g));
    for (std::size_t i = 0; i < brigades.size(); ++i) {
      if (zone_of(g, i) >= 0 || !has_pieces_to_place(g, i)) continue;
      Action a;
      a.value = kPost;
      a.piece = Piece::commander(brigades[i]);
      a.hex = zones[k].hexes.front();
      out.push_back(a);
    }
    return;
  }
  if (t.value == kActivateTask) {
    for (std::size_t i = 0; i < brigades.size(); ++i) {
      if (var(g, kChosen) >> i & 1) continue;
      Action a;
      a.value = kActivate;
      a.piece = Piece::commander(brigades[i]);
      out.push_back(a);
    }
    return;
  }
  for (int u = 0; u < static_cast<int>(g.state().units.size()); ++u) {
    if (!to_place(g, Piece::unit(u))) continue;
    for (HexId h = 0; h < m.size(); ++h) {
      if (!may_place(g, Piece::unit(u), h)) continue;
      for (int d = 0; d < kDirections; ++d) {
        Action a;
        a.value = kPlace;
        a.piece = Piece::unit(u);
        a.hex = h;
        a.facing = static_cast<std::int8_t>(d);
        out.push_back(a);
      }
    }
  }
  for (int f : brigades) {
    if (!to_place(g, Piece::commander(f))) continue;
    for (HexId h = 0; h < m.size(); ++h)
      if (may_place(g, Piece::commander(f), h)) {
        Action a;
        a.value = kPlace;
        a.piece = Piece::commander(f);
        a.hex = h;
        out.push_back(a);
      }
  }
}

void PanicAftermath::apply_task_action(Game& g, const Task&, const Action& a) const {
  const Scenario& sc = g.scenario();
  if (a.value == kPost) {
    const int b = brigade_index(a.piece.index());
    std::size_t k = 0;
    while (k + 1 < zones.size() && zones[k].hexes.front() != a.hex) ++k;  // the zone of the action
    set_var(g, kZone + b, static_cast<int>(k) + 1);
    log(g, fmt::format("{} is placed within {} hex of {}",
                       sc.formations[static_cast<std::size_t>(a.piece.index())].name, zone_distance,
                       zones[k].place));
    next_assignment(g);
    return;
  }
  if (a.value == kActivate) {
    const int b = brigade_index(a.piece.index());
    set_var(g, kChosen, var(g, kChosen) | 1 << b);
    int chosen = 0;
    for (std::size_t i = 0; i < brigades.size(); ++i) chosen += var(g, kChosen) >> i & 1;
    log(g,
        fmt::format("{} may be activated {}", sc.formations[static_cast<std::size_t>(a.piece.index())].name,
                    choose_each_turn || restricted_from_turn == restricted_until_turn
                        ? fmt::format("at {}", Rules::hour(g.state().turn))
                        : fmt::format("from {} to {}", Rules::hour(restricted_from_turn),
                                      Rules::hour(restricted_until_turn))));
    if (chosen < active_brigades) {
      Task t;
      t.value = kActivateTask;
      queue_first(g, *this, t);
    }
    return;
  }
  if (a.piece.is_unit()) {
    set_bit(g, to_place_at_, a.piece.index(), false);
    Rules::place_unit(g, a.piece.index(), a.hex, direction_from_int(a.facing));
    log(g, fmt::format("{} is placed in {}", g.unit_label(a.piece.index()), sc.map->label(a.hex)));
  } else {
    set_bit(g, commander_at_, brigade_index(a.piece.index()), false);
    CommanderState& c = Rules::state(g).commanders[static_cast<std::size_t>(a.piece.index())];
    c.where = Where::Map;
    c.hex = a.hex;
    log(g,
        fmt::format("{} is placed in {}", sc.formations[static_cast<std::size_t>(a.piece.index())].commander,
                    sc.map->label(a.hex)));
  }
  next_placement(g);
}

std::string PanicAftermath::notation(const Game& g, const Action& a) const {
  const Scenario& sc = g.scenario();
  if (a.value == kPost)
    for (const Zone& z : zones)
      if (z.hexes.front() == a.hex)
        return fmt::format("post {} {}", sc.formations[static_cast<std::size_t>(a.piece.index())].id,
                           z.place);
  if (a.value == kActivate) return "active " + sc.formations[static_cast<std::size_t>(a.piece.index())].id;
  const std::string id = a.piece.is_unit() ? sc.units[static_cast<std::size_t>(a.piece.index())].id
                                           : sc.formations[static_cast<std::size_t>(a.piece.index())].id;
  if (a.facing < 0) return fmt::format("place {} {}", id, sc.map->label(a.hex));
  return fmt::format("place {} {} {}", id, sc.map->label(a.hex),
                     direction_name(direction_from_int(a.facing)));
}

std::optional<Action> PanicAftermath::parse_action(const Game& g, const std::vector<std::string>& w) const {
  const Scenario& sc = g.scenario();
  if (w.size() < 2) return std::nullopt;
  Action a;
  if (w[0] == "post" && w.size() >= 3) {
    const int f = sc.formation_index(w[1]);
    std::string place = w[2];
    for (std::size_t i = 3; i < w.size(); ++i) place += " " + w[i];
    for (const Zone& z : zones)
      if (f >= 0 && z.place == place) {
        a.value = kPost;
        a.piece = Piece::commander(f);
        a.hex = z.hexes.front();
        return a;
      }
    return std::nullopt;
  }
  if (w[0] == "active" && w.size() == 2) {
    const int f = sc.formation_index(w[1]);
    if (f < 0) return std::nullopt;
    a.value = kActivate;
    a.piece = Piece::commander(f);
    return a;
  }
  if (w[0] != "place" || (w.size() != 3 && w.size() != 4)) return std::nullopt;
  const int u = sc.unit_index(w[1]);
  const int f = u < 0 ? sc.formation_index(w[1]) : -1;
  const HexId h = sc.map->parse_label(w[2]);
  if ((u < 0 && f < 0) || h == kNoHex) return std::nullopt;
  a.value = kPlace;
  a.piece = u >= 0 ? Piece::unit(u) : Piece::commander(f);
  a.hex = h;
  if (w.size() == 4) {
    const std::optional<Direction> d = parse_direction(w[3]);
    if (!d) return std::nullopt;
    a.facing = static_cast<std::int8_t>(to_int(*d));
  }
  return a;
}

// ------------------------------------------------------ §13.3.2 I corps

CorpsReturn::CorpsReturn(RuleParams& p) : CorpsArrival(p, {"return", "return", "does not return", "return"}) {
  const Scenario& sc = p.scenario();
  side = p.side("side");
  const std::string entry = p.string("iv_corps");
  const SpecialRule* r = sc.special.find(entry);
  if (!r || !dynamic_cast<const CorpsEntry*>(r))
    p.fail("iv_corps", fmt::format("no campaign_iv_corps_entry table '{}' before this one", entry));
  entry_rule = r->index();
  roll_until = p.integer("roll_until_turn", 0, kLastHour);
  const int lo = p.integer("roll_succeeds_from", 1, 6);
  const int hi = p.integer("roll_succeeds_to", lo, 6);
  for (int d = lo; d <= hi; ++d) succeeds_on.push_back(d);
  hex = edge_hex(p, "hex");
  formations = p.formations("divisions", true);
  cinc = p.cinc("cinc");
  with_last = p.formations("with_last_division", false);
  implement({Hook::TurnStart, Hook::Tasks, Hook::Arrival});
  reserve_state(1 + static_cast<int>(formations.size()));
}

// "Starting with the next turn, the entrance of the first troops of the
// Austrian IV corps and through the end of the 17.00 turn, on 1d6 >= 5, the
// units of the Prussian 1st corps return by the path in 1603 at a rate of
// one division per turn. (The test ends once the player gets a successful
// die roll)."
void CorpsReturn::at_turn_start(Game& g) const {
  if (g.state().day != 2 || !PanicAftermath::day1_ended_early(g)) return;
  const int t = g.state().turn;
  const auto& entry = dynamic_cast<const CorpsEntry&>(Rules::rule(g, entry_rule));
  const int in = entry.entered_at(g);
  queue_turn_tasks(g, in != 0 && t > in && t <= roll_until);
}

// one division per turn, in the player's order; the corps' other
// formations come with the last.
void CorpsReturn::apply_task_action(Game& g, const Task&, const Action& a) const {
  const bool last = record_choice(g, a);
  const Scenario& sc = g.scenario();
  log(g,
      fmt::format("{} returns by {} this turn{}{}",
                  sc.formations[static_cast<std::size_t>(formations[static_cast<std::size_t>(a.value)])].name,
                  sc.map->label(hex),
                  g.state().turn == returned_at(g)
                      ? fmt::format(", with {}", sc.cincs[static_cast<std::size_t>(cinc)].name)
                      : "",
                  last && !with_last.empty() ? ", and the corps' other formations with it (A-55)" : ""));
}

// Day 2 after a day 1 ended early: the corps' pieces not in play come back
// with their division's turn, the commander-in-chief with the first, the
// other formations with the last; before that, not coming.
std::optional<Arrival> CorpsReturn::arrival(const Game& g, Piece piece) const {
  if (g.state().day != 2 || !PanicAftermath::day1_ended_early(g)) return std::nullopt;
  if (piece == Piece::cinc(cinc)) return returned_at(g) ? Arrival{returned_at(g), hex} : Arrival{};
  if (auto a = formation_arrival(g, piece)) return a;
  // A formation of `with_last` (its commander or a unit) comes with the last.
  const Scenario& sc = g.scenario();
  const int f = piece.is_unit()        ? sc.units[static_cast<std::size_t>(piece.index())].formation
                : piece.is_commander() ? piece.index()
                                       : -1;
  if (f < 0 || std::find(with_last.begin(), with_last.end(), f) == with_last.end()) return std::nullopt;
  const std::optional<int> last = last_formation_turn(g);
  return last ? Arrival{*last, hex} : Arrival{};
}

void add_trautenau_soor_rules(RuleCatalog& c) {
  c.add<ReinforcementOption>("campaign_first_guard_division_at_trautenau", "VV165 §13.1",
                             "player option: a formation comes in on day 1, commanded by another CinC");
  c.add<CorpsEntry>("campaign_iv_corps_entry", "VV165 §13.3.1",
                    "a corps enters on a roll, one brigade per turn; the line of retreat changes");
  c.add<CorpsVictory>("campaign_day2_victory_with_iv_corps", "VV165 §13.4",
                      "day-2 locations instead of the 12.00 objectives once the corps entered");
  c.add<PanicAftermath>("campaign_bonin_panic_between_days", "VV165 §13.2, §13.4",
                        "after a day 1 ended early: its VP, withdrawal, re-deployment, one brigade at first");
  c.add<Disengagement>("campaign_disengagement_between_days", "VV165 §13.2",
                       "between the days, units in enemy ZoC on open hexes retreat; the loser's test morale");
  c.add<CorpsReturn>("campaign_i_corps_return", "VV165 §13.3.2",
                     "after a day 1 ended early, the fled corps returns on a roll, one division per turn");
}

}  // namespace bohemia
