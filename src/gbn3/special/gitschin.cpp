// Gitschin (VV174 §12): the Prussian command without a commander-in-chief,
// Clam-Gallas and Prince Albert, the held-back markers, the Austrian
// disorganisation and infantry penalties (changed by §13 in the campaign),
// the night surrenders, the Gitschin and Clam-Gallas VP and the lines of
// retreat by division. Every hex, id and hour comes from the scenario's
// [special.*] tables.
#include "gbn3/special/gitschin.h"

#include <fmt/format.h>

#include <algorithm>

#include "gbn3/rules.h"
#include "gbn3/special/battles.h"
#include "gbn3/special/rule_params.h"

namespace bohemia {

namespace {

template <class T>
bool has(const std::vector<T>& v, const T& x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

const UnitDef& udef(const Game& g, int u) { return g.scenario().units[static_cast<std::size_t>(u)]; }
const UnitState& ustate(const Game& g, int u) { return g.state().units[static_cast<std::size_t>(u)]; }
int nunits(const Game& g) { return static_cast<int>(g.state().units.size()); }

// §5: the hexes in the ZoC of unit e were it standing in `at` facing `f`
// (front hexes; all six in a town or village, artillery apart).
std::vector<HexId> zoc_of(const Game& g, int e, HexId at, Direction f) {
  std::array<HexId, kDirections> hexes{};
  const int n = Rules::zoc_hexes(g, e, at, f, hexes);
  return {hexes.begin(), hexes.begin() + n};
}

std::string side_adjective(Side s) { return s == Side::Prussia ? "Prussian" : "Austrian"; }

}  // namespace

DayOneOutcome day_one_outcome(const Game& g, Side side) {
  const State& s = g.state();
  if (s.days.empty()) return DayOneOutcome::None;
  const DayResult& d = s.days.front();
  if (d.winner < 0) return DayOneOutcome::Tied;
  return d.winner == side_index(side) ? DayOneOutcome::Won : DayOneOutcome::Lost;
}

// ---- §12.1.4 -------------------------------------------------------------

CommandWithoutCinc::CommandWithoutCinc(RuleParams& p) {
  const Scenario& sc = p.scenario();
  formations = p.formations("formations", true);
  side = sc.formations[static_cast<std::size_t>(formations.front())].side;
  for (int f : formations) {
    const FormationDef& fd = sc.formations[static_cast<std::size_t>(f)];
    if (fd.side != side) p.fail("formations", "the formations must be of one side");
    if (fd.cinc >= 0) p.fail("formations", fd.id + " has a commander-in-chief");
  }
  always_in_command = p.boolean_or("always_in_command", true);
  initiative_value = p.integer("initiative_value", 0, 6);
  implement({Hook::CommanderInCommand, Hook::InitiativeWithoutCinc});
}

// "All the Prussian formations are always considered to be commanded": their
// commanders are in command whatever their line (§7.2); their units still
// need their line to him (§9.1.2).
std::optional<bool> CommandWithoutCinc::commander_in_command(const Game&, int f) const {
  if (always_in_command && has(formations, f)) return true;
  return std::nullopt;
}

// "the Prussian player rolls a die as if he had a commander in chief with an
// initiative value of 2".
std::optional<int> CommandWithoutCinc::initiative_without_cinc(const Game&, Side s) const {
  if (s == side) return initiative_value;
  return std::nullopt;
}

InitiativeOnTurn::InitiativeOnTurn(RuleParams& p) {
  side = p.side("side");
  turn = p.turn("turn");
  implement({Hook::InitiativeWinner});
}

// "On the first turn, the Prussian player automatically has the initiative."
std::optional<Side> InitiativeOnTurn::initiative_winner(const Game& g) const {
  if (g.state().turn == turn) return side;
  return std::nullopt;
}

// ---- §12.2 option ----------------------------------------------------------

CincStartOption::CincStartOption(RuleParams& p) {
  const Scenario& sc = p.scenario();
  option = p.boolean_or("option", true);
  for (const std::string& id : p.strings("pieces", true)) {
    int c = sc.cinc_index(id);
    if (c < 0) p.fail("pieces", fmt::format("'{}' is not a commander-in-chief", id));
    if (!cincs.empty() &&
        sc.cincs[static_cast<std::size_t>(c)].side != sc.cincs[static_cast<std::size_t>(cincs[0])].side)
      p.fail("pieces", "the commanders-in-chief must be of one side");
    cincs.push_back(c);
  }
  hexes = p.hexes("hexes", true);
  fallback = p.hex("default");
  if (!has(hexes, fallback)) p.fail("default", "must be one of the hexes");
  implement({Hook::GameStart, Hook::Tasks});
}

void CincStartOption::at_game_start(Game& g) const {
  if (!option) return;
  Rules::queue_task(g, *this, Task{});
}

TaskActor CincStartOption::task_actor(const Game& g, const Task&) const {
  return {ActorKind::Decision, g.scenario().cincs[static_cast<std::size_t>(cincs.front())].side,
          ChanceKind::None};
}

void CincStartOption::task_actions(const Game&, const Task&, std::vector<Action>& out) const {
  for (HexId h : hexes) {
    Action a;
    a.hex = h;
    out.push_back(a);
  }
}

void CincStartOption::apply_task_action(Game& g, const Task&, const Action& a) const {
  std::string names;
  for (int c : cincs) {
    CincState& cs = Rules::state(g).cincs[static_cast<std::size_t>(c)];
    if (cs.where != Where::Map) continue;
    cs.hex = a.hex;
    names += (names.empty() ? "" : " and ") + g.scenario().cincs[static_cast<std::size_t>(c)].name;
  }
  log(g, fmt::format("{} set up in {} (player's choice)", names, g.scenario().map->label(a.hex)));
}

std::string CincStartOption::notation(const Game& g, const Action& a) const {
  return "headquarters " + g.scenario().map->label(a.hex);
}

std::optional<Action> CincStartOption::parse_action(const Game& g, const std::vector<std::string>& w) const {
  if (w.size() != 2 || w[0] != "headquarters") return std::nullopt;
  Action a;
  a.hex = g.scenario().map->parse_label(w[1]);
  if (a.hex == kNoHex) return std::nullopt;
  return a;
}

// ---- §12.1.5 Clam-Gallas in Gitschin ------------------------------------

CincTiedToPlace::CincTiedToPlace(RuleParams& p) {
  cinc = p.cinc("cinc");
  hexes = p.hexes("hexes", true);
  released_by_enemy_adjacent = p.boolean_or("released_by_enemy_adjacent", true);
  exit_to = p.side("exit_to");
  exit_commands_radius = p.integer("exit_commands_radius", 0, 3);
  implement({Hook::GameStart, Hook::UnitPlaced, Hook::MayEndMove, Hook::UnitInCommand, Hook::Actions});
  reserve_state(2);  // released; the turn he left the map
}

bool CincTiedToPlace::near(const Game& g, HexId h, int radius) const {
  for (HexId x : hexes)
    if (g.scenario().map->distance(x, h) <= radius) return true;
  return false;
}

void CincTiedToPlace::at_game_start(Game& g) const {
  for (int u = 0; u < nunits(g); ++u)
    if (ustate(g, u).where == Where::Map) after_unit_placed(g, u);
}

// "He may only leave the two Gitschin hex once a Prussian unit has entered
// an adjacent hex" (a hex in or next to either of them).
void CincTiedToPlace::after_unit_placed(Game& g, int u) const {
  if (!released_by_enemy_adjacent || released(g)) return;
  const CincDef& cd = g.scenario().cincs[static_cast<std::size_t>(cinc)];
  if (udef(g, u).side == cd.side || !near(g, ustate(g, u).hex, 1)) return;
  set_var(g, 0, 1);
  log(g, fmt::format("{} enters {}, next to Gitschin: {} may leave it", g.unit_label(u),
                     g.scenario().map->label(ustate(g, u).hex), cd.name));
}

bool CincTiedToPlace::may_end_move(const Game& g, Piece p, HexId to, MoveKind how) const {
  if (how != MoveKind::Cinc || p != Piece::cinc(cinc) || released(g)) return true;
  return has(hexes, to);
}

// "On the turn in which the count exits the map, the units in and adjacent
// to Gitschin are considered to be commanded."
bool CincTiedToPlace::unit_in_command(const Game& g, int u) const {
  const int left = left_on_turn(g);
  if (left == 0 || left != g.state().turn + 1) return false;
  const UnitState& x = ustate(g, u);
  return x.where == Where::Map && udef(g, u).side == exit_to && near(g, x.hex, exit_commands_radius);
}

// In his move (§7.1), once released, he may leave the map from a hex of his
// side's line of retreat he stands in or can reach.
void CincTiedToPlace::legal_actions(const Game& g, std::vector<Action>& out) const {
  const State& s = g.state();
  if (s.phase != Phase::CincMove || !s.tasks.empty() || s.cinc_cursor != cinc || !released(g)) return;
  const std::vector<HexId>& edge = Rules::retreat_edge(g, exit_to);
  std::vector<HexId> from{s.cincs[static_cast<std::size_t>(cinc)].hex};
  for (const Reach& r : Rules::cinc_reach(g, cinc)) from.push_back(r.hex);
  std::sort(from.begin(), from.end());
  from.erase(std::unique(from.begin(), from.end()), from.end());
  for (HexId h : from)
    if (has(edge, h)) {
      Action a;
      a.piece = Piece::cinc(cinc);
      a.hex = h;
      out.push_back(a);
    }
}

void CincTiedToPlace::apply_action(Game& g, const Action& a) const {
  CincState& c = Rules::state(g).cincs[static_cast<std::size_t>(cinc)];
  log(g,
      fmt::format("{} leaves the map by {}; this turn the units in and next to Gitschin are commanded",
                  g.scenario().cincs[static_cast<std::size_t>(cinc)].name, g.scenario().map->label(a.hex)));
  c.where = Where::Exited;
  c.hex = kNoHex;
  c.moved = true;
  set_var(g, 1, g.state().turn + 1);
  Rules::next_cinc(g);
}

std::string CincTiedToPlace::notation(const Game& g, const Action& a) const {
  return fmt::format("leave {} {}", g.scenario().cincs[static_cast<std::size_t>(cinc)].id,
                     g.scenario().map->label(a.hex));
}

std::optional<Action> CincTiedToPlace::parse_action(const Game& g, const std::vector<std::string>& w) const {
  if (w.size() != 3 || w[0] != "leave" || w[1] != g.scenario().cincs[static_cast<std::size_t>(cinc)].id)
    return std::nullopt;
  Action a;
  a.piece = Piece::cinc(cinc);
  a.hex = g.scenario().map->parse_label(w[2]);
  if (a.hex == kNoHex) return std::nullopt;
  return a;
}

// ---- §12.1.5 each commander-in-chief his nation ------------------------

CincCommandsOwnNation::CincCommandsOwnNation(RuleParams& p) {
  const Scenario& sc = p.scenario();
  for (RuleParams* n : p.tables("nation", true)) {
    Nation x;
    x.name = n->string("name");
    x.cinc = n->cinc("cinc");
    x.formations = n->formations("formations", true);
    for (int f : x.formations)
      if (sc.formations[static_cast<std::size_t>(f)].cinc != x.cinc)
        n->fail("formations", fmt::format("{} is not under {} in its [[formation]] table",
                                          sc.formations[static_cast<std::size_t>(f)].id,
                                          sc.cincs[static_cast<std::size_t>(x.cinc)].id));
    nations.push_back(std::move(x));
  }
  implement({Hook::CincMayCommand});
}

// "Count Clam-Gallas may only command Austrian units ... Prince Albert may
// only command Saxon units."
bool CincCommandsOwnNation::cinc_may_command(const Game& g, int c, int u) const {
  for (const Nation& n : nations)
    if (n.cinc == c) return has(n.formations, udef(g, u).formation);
  return true;
}

// ---- §12.1.5 held-back markers -----------------------------------------

HeldBackMarkers::HeldBackMarkers(RuleParams& p) {
  always_in_cup = p.formations("always_in_cup", false);
  held_back = p.formations("held_back", true);
  for (int f : held_back)
    if (has(always_in_cup, f)) p.fail("held_back", "a formation both held back and always in the cup");
  if (!p.boolean_or("released_by_enemy_adjacent", true))
    p.fail("released_by_enemy_adjacent", "only contact releases a marker (§12.1.5)");
  release_delay_turns = p.integer_or("release_delay_turns", 0, 3, 1);
  all_in_from = p.turn("all_in_from");
  implement({Hook::GameStart, Hook::UnitPlaced, Hook::MarkerAvailable});
  reserve_state(static_cast<int>(held_back.size()));
}

void HeldBackMarkers::at_game_start(Game& g) const {
  for (int u = 0; u < nunits(g); ++u)
    if (ustate(g, u).where == Where::Map) note_contact(g, u);
}

void HeldBackMarkers::after_unit_placed(Game& g, int u) const {
  if (g.state().turn >= all_in_from) return;
  note_contact(g, u);
}

// "As soon as a Prussian unit is adjacent to a unit from these other
// formations, the formation's marker is placed in the container on the
// following turn and is usable until the end of the game" (A-52).
void HeldBackMarkers::note_contact(Game& g, int u) const {
  const Scenario& sc = g.scenario();
  const Map& m = *sc.map;
  const HexId h = ustate(g, u).hex;
  const UnitDef& d = udef(g, u);
  for (std::size_t i = 0; i < held_back.size(); ++i) {
    if (contact_turn(g, i)) continue;
    const int f = held_back[i];
    const Side fs = sc.formations[static_cast<std::size_t>(f)].side;
    if (d.formation != f && d.side == fs) continue;
    for (int o = 0; o < nunits(g); ++o) {
      const UnitState& x = ustate(g, o);
      if (x.where != Where::Map || m.distance(x.hex, h) != 1) continue;
      const UnitDef& od = udef(g, o);
      const bool contact = d.formation == f ? od.side != fs : od.formation == f;
      if (!contact) continue;
      set_var(g, static_cast<int>(i), g.state().turn + 1);
      log(g, fmt::format("{} unit next to {}: its marker goes into the cup from the next turn",
                         side_adjective(other(fs)), sc.formations[static_cast<std::size_t>(f)].name));
      break;
    }
  }
}

bool HeldBackMarkers::marker_available(const Game& g, int f) const {
  const auto it = std::find(held_back.begin(), held_back.end(), f);
  if (it == held_back.end() || g.state().turn >= all_in_from) return true;
  const int contact = contact_turn(g, static_cast<std::size_t>(it - held_back.begin()));
  return contact != 0 && g.state().turn >= contact - 1 + release_delay_turns;
}

// ---- §12.1.6 and §13: disorganisation and penalties ---------------------

NeverRally::NeverRally(RuleParams& p) {
  const Scenario& sc = p.scenario();
  units = p.units("units", true);
  after_tie = p.units("units_after_day1_tied", false);
  after_win = p.units("units_after_day1_won", false);
  side = sc.units[static_cast<std::size_t>(units.front())].side;
  for (const auto* list : {&units, &after_tie, &after_win})
    for (int u : *list)
      if (sc.units[static_cast<std::size_t>(u)].side != side)
        p.fail("units", "the units must be of one side");
  start_disorganised = p.boolean_or("start_disorganised", true);
  never_rally = p.boolean_or("never_rally", true);
  implement({Hook::GameStart, Hook::MayRally});
}

// §13: "If the Austrian player lost the battle of Münchengrätz, [the units]
// start disorganised ... If it's a tied match, only the units of the
// Leiningen brigade are concerned. If it's an Austrian victory, no unit is
// penalised."
const std::vector<int>& NeverRally::concerned(const Game& g) const {
  switch (day_one_outcome(g, side)) {
    case DayOneOutcome::Tied:
      return after_tie;
    case DayOneOutcome::Won:
      return after_win;
    default:
      return units;
  }
}

void NeverRally::at_game_start(Game& g) const {
  if (!start_disorganised) return;
  const std::vector<int>& now = concerned(g);
  std::string names;
  for (const auto* list : {&units, &after_tie, &after_win})
    for (int u : *list) {
      UnitState& x = Rules::state(g).units[static_cast<std::size_t>(u)];
      if (x.where != Where::Map) continue;
      x.disorganised = has(now, u);
      if (x.disorganised && list == &now) names += (names.empty() ? "" : ", ") + udef(g, u).id;
    }
  log(g, names.empty() ? std::string("no unit begins disorganised")
                       : fmt::format("{} begin disorganised and cannot rally during the game", names));
}

bool NeverRally::may_rally(const Game& g, int u) const { return !never_rally || !has(concerned(g), u); }

InfantryPenalty::InfantryPenalty(RuleParams& p) {
  side = p.side("side");
  except_formations = p.formations("except_formations", false);
  for (const std::string& k : p.strings("unit_types", true)) {
    auto kind = parse_kind(k);
    if (!kind) p.fail("unit_types", fmt::format("'{}' is not a unit type", k));
    kinds.push_back(*kind);
  }
  morale = p.integer("morale_modifier", -3, 0);
  column = p.integer("column_modifier", -3, 0);
  if (p.string_or("column_when", "shooter") != "shooter")
    p.fail("column_when", "only \"shooter\" (A-50) is implemented");
  lifted_after_win = p.boolean_or("lifted_after_day1_won", true);
  // A game played under revision 1 of the readings had both penalties lifted
  // whatever the file says (kReadings).
  column_lifted_after_win = p.boolean_or("column_lifted_after_day1_won", false) || p.scenario().readings < 2;
  implement({Hook::MoraleModifier, Hook::ColumnModifier});
}

bool InfantryPenalty::concerns(const Game& g, int u) const {
  const UnitDef& d = udef(g, u);
  return d.side == side && has(kinds, d.kind) && !has(except_formations, d.formation);
}

// "The Austrian infantry units have a -1 penalty for the various morale
// tests" (rally tests included); §13: not after an Austrian victory at
// Münchengrätz.
int InfantryPenalty::morale_modifier(const Game& g, int u, bool, std::vector<std::string>& why) const {
  if (!concerns(g, u)) return 0;
  if (lifted_after_win && day_one_outcome(g, side) == DayOneOutcome::Won) return 0;
  why.push_back(fmt::format("{} {} infantry", morale, side_adjective(side)));
  return morale;
}

// "... and a penalty of -1 column in the combats in which it participates":
// the rolls where such infantry fires (its attack, its defensive fire; A-50).
// §13 lifts only "the -1 penalty on the morale test" after an Austrian
// victory at Münchengrätz: this one stays (A-41 a, issue 14) unless
// `column_lifted_after_day1_won`.
int InfantryPenalty::column_modifier(const Game& g, const std::vector<int>& shooters, FireKind,
                                     std::vector<std::string>& why) const {
  if (column_lifted_after_win && day_one_outcome(g, side) == DayOneOutcome::Won) return 0;
  for (int u : shooters)
    if (concerns(g, u)) {
      why.push_back(fmt::format("{} col. {} infantry", column, side_adjective(side)));
      return column;
    }
  return 0;
}

// ---- §12.1.7 night surrender -------------------------------------------

NightSurrender::NightSurrender(RuleParams& p) {
  side = p.side("side");
  turns = p.turns("turns", true);
  surrender_on = p.integer("surrender_on", 1, 7);
  disorganised_modifier = p.integer_or("disorganised_modifier", 0, 3, 1);
  implement({Hook::UnitPlaced, Hook::Tasks});
  // Per unit, where it last stood (hex * 8 + facing + 1): a unit that only
  // turns in its hex does not enter a new ZoC.
  reserve_state(static_cast<int>(p.scenario().units.size()));
}

void NightSurrender::queue_test(Game& g, int u, const std::string& why) const {
  Task t;
  t.piece = Piece::unit(u);
  Rules::queue_task(g, *this, t);
  log(g, fmt::format("{} is in an enemy ZoC at night ({}): surrender test", g.unit_label(u), why));
}

// "As soon as an Austro-Saxon unit is in an enemy ZoC (because either the
// enemy or the unit itself moves or retreats) ... The test is taken even if
// the unit was already in a ZoC of another enemy unit" (A-49).
void NightSurrender::after_unit_placed(Game& g, int u) const {
  const UnitState& x = ustate(g, u);
  const int before = var(g, u);
  set_var(g, u, x.hex * 8 + to_int(x.facing) + 1);
  if (!has(turns, g.state().turn)) return;
  const HexId was = before ? static_cast<HexId>((before - 1) / 8) : kNoHex;
  if (udef(g, u).side == side) {
    if (was == x.hex) return;
    if (Rules::zoc(g, other(side))[static_cast<std::size_t>(x.hex)]) queue_test(g, u, "it entered it");
    return;
  }
  std::vector<HexId> old;
  if (was != kNoHex) old = zoc_of(g, u, was, direction_from_int((before - 1) % 8));
  for (HexId h : zoc_of(g, u, x.hex, x.facing)) {
    if (has(old, h)) continue;
    for (int o = 0; o < nunits(g); ++o)
      if (ustate(g, o).where == Where::Map && ustate(g, o).hex == h && udef(g, o).side == side)
        queue_test(g, o, fmt::format("{} came next to it", udef(g, u).id));
  }
}

TaskActor NightSurrender::task_actor(const Game& g, const Task& t) const {
  if (ustate(g, t.piece.index()).where != Where::Map) return {};
  return {ActorKind::Chance, side, ChanceKind::D6};
}

// "it surrenders on 1d6 = 6. Add +1 to the die if the Austro-Saxon unit is
// disorganised": a modified 6 or more (A-49).
void NightSurrender::task_roll(Game& g, const Task& t, int die) const {
  const int u = t.piece.index();
  const bool dis = ustate(g, u).disorganised;
  const int total = die + (dis ? disorganised_modifier : 0);
  const bool gives_up = total >= surrender_on;
  log(g, fmt::format("{} surrender test: die {}{} = {} ({})", g.unit_label(u), die,
                     dis ? fmt::format(" + {} disorganised", disorganised_modifier) : "", total,
                     gives_up ? "it surrenders" : "it holds"));
  if (!gives_up) return;
  Rules::state(g).units[static_cast<std::size_t>(u)].prisoner = true;
  const std::string sec = log_section();
  Rules::eliminate_unit(g, u, sec.c_str());
}

// ---- §12.4.1 VP ---------------------------------------------------------

PlaceEntered::PlaceEntered(RuleParams& p) {
  side = p.side("side");
  place = p.string("place");
  hexes = p.place("place");
  by_end_of_turn = p.turn("by_end_of_turn");
  vp = p.integer("vp", 0, 20);
  implement({Hook::UnitPlaced, Hook::Score});
  reserve_state(1);
}

// "If a Prussian unit has entered Gitschin before the end of the 19.00 turn"
// (entered, not controls: A-68).
void PlaceEntered::after_unit_placed(Game& g, int u) const {
  if (var(g, 0) || udef(g, u).side != side || g.state().turn > by_end_of_turn ||
      !has(hexes, ustate(g, u).hex))
    return;
  set_var(g, 0, 1);
  log(g, fmt::format("{} enters {} before the end of {}: {} VP", g.unit_label(u), place,
                     Rules::hour(by_end_of_turn), vp));
}

void PlaceEntered::score(const Game& g, ScoreSheet& sheet) const {
  if (var(g, 0))
    sheet.add(side, vp, log_section(),
              fmt::format("a {} unit entered {} before the end of {}", side_adjective(side), place,
                          Rules::hour(by_end_of_turn)));
}

CincCaptured::CincCaptured(RuleParams& p) {
  cinc = p.cinc("cinc");
  side = p.side("side");
  if (p.scenario().cincs[static_cast<std::size_t>(cinc)].side == side)
    p.fail("side", "the side scoring is the enemy of the commander-in-chief");
  vp = p.integer("vp", 0, 20);
  implement({Hook::EndOfTurn, Hook::Score});
}

// at the end of the game a commander-in-chief who cannot trace a line
// to his line of retreat is captured (judged, as the units are, on the
// position at the end, before any prisoner is removed).
void CincCaptured::at_end_of_turn(Game& g) const {
  if (g.state().turn != g.scenario().last_turn) return;
  const CincState& c = g.state().cincs[static_cast<std::size_t>(cinc)];
  const Side own = g.scenario().cincs[static_cast<std::size_t>(cinc)].side;
  if (c.where != Where::Map || Rules::line_to_edge(g, own, c.hex, Rules::zoc(g, other(own)))) return;
  log(g, fmt::format("{} cannot reach his line of retreat and is captured",
                     g.scenario().cincs[static_cast<std::size_t>(cinc)].name));
  const std::string sec = log_section();
  Rules::eliminate_cinc(g, cinc, sec.c_str());
}

void CincCaptured::score(const Game& g, ScoreSheet& sheet) const {
  if (g.state().cincs[static_cast<std::size_t>(cinc)].where == Where::Eliminated)
    sheet.add(side, vp, log_section(),
              g.scenario().cincs[static_cast<std::size_t>(cinc)].name + " was captured");
}

// ---- §12.1.3 -------------------------------------------------------------

RetreatEdgeByFormation::RetreatEdgeByFormation(RuleParams& p) {
  const Scenario& sc = p.scenario();
  for (RuleParams* e : p.tables("edge", true)) {
    Edge x;
    x.formation = e->formation("formation");
    x.hexes = e->hexes("hexes", true);
    for (HexId h : x.hexes)
      if (!sc.map->on_edge(h)) e->fail("hexes", fmt::format("{} is not on the map edge", sc.map->label(h)));
    edges.push_back(std::move(x));
  }
  implement({Hook::RetreatEdge});
}

// "Prussians: northern edge (5th division) and western edge (3rd division)":
// each unit of a listed formation uses its division's edge; the side as a
// whole (control of places) the scenario's, which holds both.
const std::vector<HexId>* RetreatEdgeByFormation::retreat_edge(const Game& g, Side s, int u) const {
  if (u < 0) return nullptr;
  const UnitDef& d = udef(g, u);
  if (d.side != s) return nullptr;
  for (const Edge& e : edges)
    if (e.formation == d.formation) return &e.hexes;
  return nullptr;
}

void add_gitschin_rules(RuleCatalog& c) {
  c.add<CommandWithoutCinc>(
      "gitschin_prussian_command_without_cinc", "VV174 §12.1.4",
      "formations always in command without a commander-in-chief; initiative as if one");
  c.add<InitiativeOnTurn>("gitschin_first_turn_initiative", "VV174 §12.1.4",
                          "a side has the initiative on one turn without a roll");
  c.add<CincStartOption>("gitschin_clam_gallas_start", "VV174 §12.2",
                         "player option: commanders-in-chief set up in one of some hexes");
  c.add<CincTiedToPlace>(
      "gitschin_clam_gallas_tied_to_gitschin", "VV174 §12.1.5",
      "a commander-in-chief tied to hexes until enemy contact, who may then leave the map");
  c.add<CincCommandsOwnNation>("gitschin_cinc_commands_own_nation", "VV174 §12.1.5",
                               "each commander-in-chief commands only his nation's formations");
  c.add<HeldBackMarkers>("gitschin_held_back_markers", "VV174 §12.1.5",
                         "markers held out of the cup until enemy contact, all in from an hour");
  c.add<NeverRally>("gitschin_austrian_disorganisation", "VV174 §12.1.6, §13",
                    "units that start disorganised and never rally (by the day-1 result in the campaign)");
  c.add<InfantryPenalty>("gitschin_austrian_infantry_penalty", "VV174 §12.1.6, §13",
                         "-1 morale and -1 column for one nation's infantry");
  c.add<NightSurrender>("gitschin_night_surrender", "VV174 §12.1.7",
                        "units coming into an enemy ZoC at night may surrender");
  c.add<PlaceEntered>("gitschin_entered", "VV174 §12.4.1",
                      "VP once if a side's unit entered a place by an hour");
  c.add<CincCaptured>("gitschin_clam_gallas_captured", "VV174 §12.4.1",
                      "VP if a commander-in-chief is captured");
  c.add<RetreatEdgeByFormation>("gitschin_retreat_edge_by_formation", "VV174 §12.1.3",
                                "lines of retreat by formation");
}

}  // namespace bohemia
