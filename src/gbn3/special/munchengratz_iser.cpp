// Münchengrätz (VV174 §11.1.5, the second one, "Crossing the Iser"): the
// Münchengrätz bridge that may burn, the fords, the pontoon and the extra
// loss of a retreat over a ford. The Mohelnitz and Haschkow bridges are
// destroyed for the whole battle: the map draws their hexsides as plain river.
#include <fmt/format.h>

#include <algorithm>

#include "gbn3/rules.h"
#include "gbn3/special/munchengratz.h"

namespace bohemia {

namespace {

const UnitDef& udef(const Game& g, int u) { return g.scenario().units[static_cast<std::size_t>(u)]; }
const UnitState& ust(const Game& g, int u) { return g.state().units[static_cast<std::size_t>(u)]; }
int nunits(const Game& g) { return static_cast<int>(g.state().units.size()); }

bool has(const std::vector<UnitKind>& kinds, UnitKind k) {
  return std::find(kinds.begin(), kinds.end(), k) != kinds.end();
}

// Movement points the unit has left in its activation, in half MP.
HalfMp mp_left(const Game& g, int u) { return Rules::movement_allowance(g, u) - ust(g, u).mp_used; }

// An activated unit of `side` on the map that may still act and spend `mp` MP.
bool may_spend(const Game& g, int u, Side side, int mp) {
  const UnitState& x = ust(g, u);
  return g.state().phase == Phase::Movement && udef(g, u).side == side && x.where == Where::Map &&
         Rules::unit_can_act(g, u) && mp_left(g, u) >= 2 * mp;
}

void spend(RuleEffects& fx, int u, int mp) {
  UnitState& x = fx.unit(static_cast<std::size_t>(u));
  x.mp_used = static_cast<std::uint8_t>(std::min(x.mp_used + 2 * mp, 255));
}

// The direction from hex a to the adjacent hex b.
std::optional<Direction> towards(const Game& g, HexId a, HexId b) {
  const Map& m = *g.scenario().map;
  return direction_to(m.hex_of(a), m.hex_of(b));
}

// A hexside as "0404-0405".
std::string between(const Game& g, HexId a, HexId b) {
  const Map& m = *g.scenario().map;
  return m.label(a) + "-" + m.label(b);
}

std::optional<int> unit_word(const Game& g, const std::string& w) {
  int u = g.scenario().unit_index(w);
  return u < 0 ? std::nullopt : std::optional<int>(u);
}

// Is hexside (h, d) one of `sites`, seen from either of its hexes?
bool is_site(const Game& g, const std::vector<Hexside>& sites, HexId h, Direction d) {
  const Map& m = *g.scenario().map;
  const HexId n = m.neighbour(h, d);
  for (const Hexside& s : sites)
    if ((s.hex == h && s.dir == d) || (s.hex == n && s.dir == opposite(d))) return true;
  return false;
}

}  // namespace

std::vector<UnitKind> unit_kinds(RuleParams& p, std::string_view key) {
  std::vector<UnitKind> out;
  for (const std::string& s : p.strings(key, true)) {
    std::optional<UnitKind> k = parse_kind(s);
    if (!k) p.fail(key, fmt::format("'{}' is not a unit type (infantry, light, cavalry, artillery)", s));
    out.push_back(*k);
  }
  return out;
}

// ------------------------------------------------------------ still units

void StillUnitsRule::reserve_with_units(const Scenario& sc, int slots) {
  first_unit_slot_ = slots;
  units_ = static_cast<int>(sc.units.size());
  reserve_state(slots + units_);
}

void StillUnitsRule::at_game_start(RuleEffects& fx) const {
  for (int u = 0; u < units_; ++u) set_var(fx, first_unit_slot_ + u, 0);  // the set-up: before any turn
}

void StillUnitsRule::after_unit_placed(RuleEffects& fx, int u) const {
  const Game& g = fx.game();
  set_var(fx, first_unit_slot_ + u, g.state().turn);
}

bool StillUnitsRule::still_since_turn_start(const Game& g, int u) const {
  return ust(g, u).where == Where::Map && var(g, first_unit_slot_ + u) < g.state().turn;
}

// ---------------------------------------------------------------- the bridge

MunchengratzBridgeBurning::MunchengratzBridgeBurning(RuleParams& p) {
  const Scenario& sc = p.scenario();
  bridge = p.hexside("bridge");
  if (!(sc.map->side(bridge.hex, bridge.dir) & kBridge)) p.fail("bridge", "the map has no bridge there");
  burn_from = p.hex("burn_from_hex");
  burn_side = p.side("burn_side");
  burn_kinds = unit_kinds(p, "burn_unit_types");
  burn_mp = p.integer("burn_mp_cost", 0, 20);
  roll_at_least = p.integer("burn_roll_at_least", 1, 30);
  distance_counts_target_hex = p.boolean_or("distance_counts_target_hex", true);
  attempts_per_turn = p.integer("attempts_per_turn", 1, 9);
  can_burn_again = p.boolean_or("can_burn_again", false);
  put_out_side = p.side("put_out_side");
  put_out_kinds = unit_kinds(p, "put_out_unit_types");
  put_out_hexes = p.hexes("put_out_hexes", true);
  // Slots: 0 status, 1 turn it began to burn, 2 turn of the attempts, 3 attempts then.
  reserve_with_units(sc, 4);
  implement({Hook::GameStart, Hook::UnitPlaced, Hook::Actions, Hook::Tasks, Hook::EndOfTurn});
}

bool MunchengratzBridgeBurning::may_try(const Game& g, int u) const {
  if (!may_spend(g, u, burn_side, burn_mp) || ust(g, u).hex != burn_from || !has(burn_kinds, udef(g, u).kind))
    return false;
  const Status st = status(g);
  if (st == Burning || (st == PutOut && !can_burn_again)) return false;
  const int tries = var(g, 2) == g.state().turn ? var(g, 3) : 0;
  return tries < attempts_per_turn;
}

int MunchengratzBridgeBurning::distance_to_enemy(const Game& g, int u) const {
  const Map& m = *g.scenario().map;
  int best = m.columns() + m.rows();  // no enemy unit on the map
  for (int o = 0; o < nunits(g); ++o)
    if (udef(g, o).side != udef(g, u).side && ust(g, o).where == Where::Map)
      best = std::min(best, m.distance(ust(g, u).hex, ust(g, o).hex));
  return distance_counts_target_hex ? best : best - 1;
}

void MunchengratzBridgeBurning::legal_actions(const Game& g, std::vector<Action>& out) const {
  for (int u = 0; u < nunits(g); ++u)
    if (may_try(g, u)) {
      Action a;
      a.piece = Piece::unit(u);
      out.push_back(a);
    }
}

void MunchengratzBridgeBurning::apply_action(RuleEffects& fx, const Action& a) const {
  const Game& g = fx.game();
  const int u = a.piece.index();
  spend(fx, u, burn_mp);
  const int turn = g.state().turn;
  set_var(fx, 3, var(g, 2) == turn ? var(g, 3) + 1 : 1);
  set_var(fx, 2, turn);
  log(fx, fmt::format("{} tries to burn the bridge {} ({} MP)", g.unit_label(u),
                      between(g, bridge.hex, g.scenario().map->neighbour(bridge.hex, bridge.dir)), burn_mp));
  Task t;
  t.piece = a.piece;
  fx.queue_task(*this, t);
}

std::string MunchengratzBridgeBurning::notation(const Game& g, const Action& a) const {
  return "burn " + g.piece_name(a.piece);
}

std::optional<Action> MunchengratzBridgeBurning::parse_action(const Game& g,
                                                              const std::vector<std::string>& w) const {
  if (w.size() != 2 || w[0] != "burn") return std::nullopt;
  std::optional<int> u = unit_word(g, w[1]);
  if (!u) return std::nullopt;
  Action a;
  a.piece = Piece::unit(*u);
  return a;
}

std::string MunchengratzBridgeBurning::refusal(const Game& g, const Action&) const {
  const Map& m = *g.scenario().map;
  return fmt::format(
      "{}: only an activated {} infantry unit in {} with {} MP left may try to burn the bridge, "
      "once a turn, while it stands{}",
      log_section(), side_name(burn_side), m.label(burn_from), burn_mp,
      can_burn_again ? "" : " and has never burnt");
}

TaskActor MunchengratzBridgeBurning::task_actor(const Game&, const Task&) const {
  return {ActorKind::Chance, burn_side, ChanceKind::D6};
}

// "He rolls 1d6 and adds the number of hexagons that separate his unit from
// the closest Prussian unit (including the hexagon of the Prussian unit). On
// a die roll result of 6 or more, the bridge is burned".
void MunchengratzBridgeBurning::task_roll(RuleEffects& fx, const Task& t, int die) const {
  const Game& g = fx.game();
  const int u = t.piece.index();
  const int d = distance_to_enemy(g, u);
  const bool burns = die + d >= roll_at_least;
  log(fx,
      fmt::format("bridge burning: die {} + {} hexes to the nearest {} unit = {} ({})", die, d,
                  side_name(other(burn_side)), die + d, burns ? "the bridge burns" : "it does not catch"));
  if (!burns) return;
  fx.set_hexside(bridge.hex, bridge.dir,
                 static_cast<std::uint16_t>(Rules::hexside(g, bridge.hex, bridge.dir) & ~kBridge));
  set_var(fx, 0, Burning);
  set_var(fx, 1, g.state().turn);
  log(fx, "while it burns the Iser cannot be crossed there");
}

// "To put the fire out, a Prussian infantry unit must remain in the hexagon
// adjacent to the bridge for a whole turn without moving. At the end of the
// turn, the marker is removed": a whole turn that began with the bridge on
// fire (docs/rulings.md).
void MunchengratzBridgeBurning::at_end_of_turn(RuleEffects& fx) const {
  const Game& g = fx.game();
  if (status(g) != Burning || var(g, 1) >= g.state().turn) return;
  for (int u = 0; u < nunits(g); ++u) {
    const UnitState& x = ust(g, u);
    if (udef(g, u).side != put_out_side || !has(put_out_kinds, udef(g, u).kind) ||
        std::find(put_out_hexes.begin(), put_out_hexes.end(), x.hex) == put_out_hexes.end() ||
        !still_since_turn_start(g, u))
      continue;
    fx.set_hexside(bridge.hex, bridge.dir,
                   static_cast<std::uint16_t>(Rules::hexside(g, bridge.hex, bridge.dir) | kBridge));
    set_var(fx, 0, PutOut);
    log(fx, fmt::format("{} has stayed in {} the whole turn and puts the fire out: the bridge may be used "
                        "again{}",
                        g.unit_label(u), g.scenario().map->label(x.hex),
                        can_burn_again ? "" : " (it may not be burnt a second time)"));
    return;
  }
}

// ------------------------------------------------------------------ fords

MunchengratzFordSearch::MunchengratzFordSearch(RuleParams& p) {
  const Map& m = *p.scenario().map;
  side = p.side("side");
  searches_per_turn = p.integer("searches_per_turn", 1, 9);
  kinds = unit_kinds(p, "searcher_unit_types");
  mp = p.integer("mp_cost", 0, 20);
  roll_at_least = p.integer("roll_at_least", 1, 7);
  sites = p.hexsides("hexsides", true);
  for (const Hexside& s : sites) {
    const std::uint16_t b = m.side(s.hex, s.dir);
    if (!(b & kRiver) || (b & (kBridge | kEscarpment)))
      p.fail("hexsides", fmt::format("{}/{} is not a river hexside without bridge or escarpment",
                                     m.label(s.hex), direction_name(s.dir)));
  }
  // Slots: 0 turn of the searches, 1 searches then.
  reserve_state(2);
  implement({Hook::Actions, Hook::Tasks});
}

std::vector<HexId> MunchengratzFordSearch::sites_from(const Game& g, HexId h) const {
  std::vector<HexId> out;
  const Map& m = *g.scenario().map;
  for (int k = 0; k < kDirections; ++k) {
    const Direction d = direction_from_int(k);
    const HexId n = m.neighbour(h, d);
    if (n != kNoHex && is_site(g, sites, h, d) && !(Rules::hexside(g, h, d) & kCrossing)) out.push_back(n);
  }
  return out;
}

bool MunchengratzFordSearch::may_search(const Game& g, int u) const {
  if (!may_spend(g, u, side, mp) || !has(kinds, udef(g, u).kind)) return false;
  const int done = var(g, 0) == g.state().turn ? var(g, 1) : 0;
  return done < searches_per_turn && !sites_from(g, ust(g, u).hex).empty();
}

void MunchengratzFordSearch::legal_actions(const Game& g, std::vector<Action>& out) const {
  for (int u = 0; u < nunits(g); ++u)
    if (may_search(g, u)) {
      Action a;
      a.piece = Piece::unit(u);
      out.push_back(a);
    }
}

void MunchengratzFordSearch::apply_action(RuleEffects& fx, const Action& a) const {
  const Game& g = fx.game();
  const int u = a.piece.index();
  spend(fx, u, mp);
  const int turn = g.state().turn;
  set_var(fx, 1, var(g, 0) == turn ? var(g, 1) + 1 : 1);
  set_var(fx, 0, turn);
  log(fx, fmt::format("{} looks for a ford on the Iser ({} MP)", g.unit_label(u), mp));
  Task t;
  t.piece = a.piece;
  fx.queue_task(*this, t);
}

std::string MunchengratzFordSearch::notation(const Game& g, const Action& a) const {
  if (a.hex != kNoHex) return "ford " + g.piece_name(a.piece) + " " + g.scenario().map->label(a.hex);
  return "search " + g.piece_name(a.piece);
}

std::optional<Action> MunchengratzFordSearch::parse_action(const Game& g,
                                                           const std::vector<std::string>& w) const {
  Action a;
  if (w.size() == 2 && w[0] == "search") {
    std::optional<int> u = unit_word(g, w[1]);
    if (!u) return std::nullopt;
    a.piece = Piece::unit(*u);
    return a;
  }
  if (w.size() == 3 && w[0] == "ford") {
    std::optional<int> u = unit_word(g, w[1]);
    const HexId h = g.scenario().map->parse_label(w[2]);
    if (!u || h == kNoHex) return std::nullopt;
    a.piece = Piece::unit(*u);
    a.hex = h;
    return a;
  }
  return std::nullopt;
}

std::string MunchengratzFordSearch::refusal(const Game&, const Action& a) const {
  if (a.hex != kNoHex)
    return log_section() + ": the ford goes between the unit that found it and a hex across the Iser";
  return fmt::format(
      "{}: {} a turn, an activated {} unit beside the Iser where it has no escarpment and "
      "with {} MP left may look for a ford",
      log_section(), searches_per_turn == 1 ? "once" : std::to_string(searches_per_turn) + " times",
      side_name(side), mp);
}

// value 0: the search's die; value 1: the owner puts the ford found.
TaskActor MunchengratzFordSearch::task_actor(const Game&, const Task& t) const {
  if (t.value == 1) return {ActorKind::Decision, side, ChanceKind::None};
  return {ActorKind::Chance, side, ChanceKind::D6};
}

void MunchengratzFordSearch::task_actions(const Game& g, const Task& t, std::vector<Action>& out) const {
  const int u = t.piece.index();
  if (ust(g, u).where != Where::Map) return;
  for (HexId n : sites_from(g, ust(g, u).hex)) {
    Action a;
    a.piece = t.piece;
    a.hex = n;
    out.push_back(a);
  }
}

void MunchengratzFordSearch::apply_task_action(RuleEffects& fx, const Task& t, const Action& a) const {
  place_ford(fx, t.piece.index(), a.hex);
}

// "on 1d6 >= 4, it finds a ford. Place the marker between the successful
// unit's hex and a hex on the other bank of the Iser."
void MunchengratzFordSearch::task_roll(RuleEffects& fx, const Task& t, int die) const {
  const Game& g = fx.game();
  const int u = t.piece.index();
  const bool found = die >= roll_at_least;
  log(fx, fmt::format("ford search by {}: die {} ({} needed): {}", g.unit_label(u), die, roll_at_least,
                      found ? "a ford is found" : "no ford"));
  if (!found) return;
  const std::vector<HexId> across = sites_from(g, ust(g, u).hex);
  if (across.size() == 1) {
    place_ford(fx, u, across.front());
  } else if (across.size() > 1) {
    Task k = t;
    k.value = 1;
    fx.queue_task(*this, k);
  }
}

void MunchengratzFordSearch::place_ford(RuleEffects& fx, int u, HexId across) const {
  const Game& g = fx.game();
  const HexId h = ust(g, u).hex;
  std::optional<Direction> d = towards(g, h, across);
  if (!d) return;
  fx.set_hexside(h, *d, static_cast<std::uint16_t>(Rules::hexside(g, h, *d) | kFord));
  log(fx, fmt::format("ford marker between {}: both sides may cross the Iser there for the rest of the game",
                      between(g, h, across)));
}

// ---------------------------------------------------------------- pontoon

MunchengratzPontoon::MunchengratzPontoon(RuleParams& p) {
  const Scenario& sc = p.scenario();
  const Map& m = *sc.map;
  side = p.side("side");
  builder_formations = p.formations("builder_formations", true);
  kinds = unit_kinds(p, "builder_unit_types");
  sites = p.hexsides("hexsides", true);
  for (const Hexside& s : sites) {
    const std::uint16_t b = m.side(s.hex, s.dir);
    if (!(b & kRiver) || (b & (kBridge | kEscarpment)))
      p.fail("hexsides", fmt::format("{}/{} is not a river hexside without bridge or escarpment",
                                     m.label(s.hex), direction_name(s.dir)));
  }
  max_pontoons = p.integer("max_pontoons", 1, 9);
  vp = p.integer("vp", -20, 20);
  vp_by_turn = p.turn("vp_if_completed_by_end_of_turn");
  // Slots: 0 pontoons built, 1 builder unit + 1, 2 hex across + 1, 3 turn
  // begun, 4 turn the first was completed.
  reserve_with_units(sc, 5);
  implement(
      {Hook::GameStart, Hook::UnitPlaced, Hook::Actions, Hook::UnitMayAct, Hook::EndOfTurn, Hook::Score});
}

int MunchengratzPontoon::builder(const Game& g) const {
  return var(g, 1) > 0 && var(g, 3) == g.state().turn ? var(g, 1) - 1 : -1;
}

// "a Prussian infantry unit from the avant-garde of the Army of the Elbe must
// spend a complete turn adjacent to the Iser ... without moving or
// attacking ... There cannot be any enemy units on the opposite bank" (A-48:
// in the hex across the hexside).
bool MunchengratzPontoon::may_build(const Game& g, int u, HexId across) const {
  const UnitDef& d = udef(g, u);
  const UnitState& x = ust(g, u);
  if (g.state().phase != Phase::Movement || d.side != side || built(g) >= max_pontoons || builder(g) >= 0)
    return false;
  if (std::find(builder_formations.begin(), builder_formations.end(), d.formation) ==
          builder_formations.end() ||
      !has(kinds, d.kind) || x.where != Where::Map || x.moved || !Rules::unit_can_act(g, u) ||
      !still_since_turn_start(g, u))
    return false;
  std::optional<Direction> dir = towards(g, x.hex, across);
  return dir && is_site(g, sites, x.hex, *dir) && !(Rules::hexside(g, x.hex, *dir) & kCrossing) &&
         !Rules::has_enemy(g, across, side);
}

void MunchengratzPontoon::legal_actions(const Game& g, std::vector<Action>& out) const {
  if (g.state().phase != Phase::Movement || built(g) >= max_pontoons || builder(g) >= 0) return;
  const Map& m = *g.scenario().map;
  for (int u = 0; u < nunits(g); ++u) {
    if (!ust(g, u).active || ust(g, u).where != Where::Map) continue;
    for (int k = 0; k < kDirections; ++k) {
      const HexId n = m.neighbour(ust(g, u).hex, direction_from_int(k));
      if (n == kNoHex || !may_build(g, u, n)) continue;
      Action a;
      a.piece = Piece::unit(u);
      a.hex = n;
      out.push_back(a);
    }
  }
}

void MunchengratzPontoon::apply_action(RuleEffects& fx, const Action& a) const {
  const Game& g = fx.game();
  const int u = a.piece.index();
  set_var(fx, 1, u + 1);
  set_var(fx, 2, a.hex + 1);
  set_var(fx, 3, g.state().turn);
  log(fx,
      fmt::format("{} starts a pontoon across the Iser {} (pontoon marker): it may not move or attack this "
                  "turn",
                  g.unit_label(u), between(g, ust(g, u).hex, a.hex)));
}

std::string MunchengratzPontoon::notation(const Game& g, const Action& a) const {
  return "pontoon " + g.piece_name(a.piece) + " " + g.scenario().map->label(a.hex);
}

std::optional<Action> MunchengratzPontoon::parse_action(const Game& g,
                                                        const std::vector<std::string>& w) const {
  if (w.size() != 3 || w[0] != "pontoon") return std::nullopt;
  std::optional<int> u = unit_word(g, w[1]);
  const HexId h = g.scenario().map->parse_label(w[2]);
  if (!u || h == kNoHex) return std::nullopt;
  Action a;
  a.piece = Piece::unit(*u);
  a.hex = h;
  return a;
}

std::string MunchengratzPontoon::refusal(const Game&, const Action&) const {
  return log_section() +
         ": only an activated infantry unit of the Avant-Garde that has not moved this turn may start the "
         "pontoon, across an Iser hexside without escarpment with no enemy unit in the hex across, one at a "
         "time";
}

bool MunchengratzPontoon::unit_may_act(const Game& g, int u) const { return builder(g) != u; }

void MunchengratzPontoon::at_end_of_turn(RuleEffects& fx) const {
  const Game& g = fx.game();
  const int u = builder(g);
  if (u < 0) return;
  set_var(fx, 1, 0);
  const HexId across = static_cast<HexId>(var(g, 2) - 1);
  const UnitState& x = ust(g, u);
  Direction d = Direction::N;
  std::string why;
  if (x.where != Where::Map || !still_since_turn_start(g, u) || !towards(g, x.hex, across))
    why = "it did not stay the whole turn in its hex";
  else if (Rules::has_enemy(g, across, side))
    why = "enemy units stand on the opposite bank";
  else
    d = *towards(g, x.hex, across);
  if (!why.empty()) {
    log(fx, fmt::format("the pontoon of {} is not completed: {}", g.unit_label(u), why));
    return;
  }
  log(fx, fmt::format("{} completes the pontoon {} at the end of {}", g.unit_label(u),
                      between(g, x.hex, across), Rules::hour(g.state().turn)));
  complete(fx, x.hex, d);
}

void MunchengratzPontoon::complete(RuleEffects& fx, HexId h, Direction d) const {
  const Game& g = fx.game();
  fx.set_hexside(h, d, static_cast<std::uint16_t>(Rules::hexside(g, h, d) | kBridge));
  set_var(fx, 0, built(g) + 1);
  if (completed_turn(g) == 0) set_var(fx, 4, g.state().turn);
  log(fx, fmt::format("pontoon markers on {}: the Iser is crossed there like by a bridge",
                      between(g, h, g.scenario().map->neighbour(h, d))));
}

// "The Prussian player is awarded 1 VP if the pontoon is constructed before
// the end of the 13.00 turn."
void MunchengratzPontoon::score(const Game& g, ScoreSheet& sheet) const {
  const int t = completed_turn(g);
  if (t == 0) return;
  sheet.add(side, t <= vp_by_turn ? vp : 0, g.scenario().scenario_section("4.1"),
            fmt::format("pontoon completed on the Iser at the end of {}{}", Rules::hour(t),
                        t <= vp_by_turn ? "" : fmt::format(" (after {}: no VP)", Rules::hour(vp_by_turn))));
}

// ---------------------------------------------------------- retreat losses

MunchengratzRetreatOverFord::MunchengratzRetreatOverFord(RuleParams& p) {
  extra = p.integer("extra_step_losses", 0, 9);
  for (const std::string& s : p.strings("over", true))
    if (s != "ford") p.fail("over", "'" + s + "': only \"ford\" can be retreated over (A-47)");
  implement({Hook::RetreatLoss});
}

int MunchengratzRetreatOverFord::retreat_extra_losses(const Game& g, int, HexId from, HexId to) const {
  std::optional<Direction> d = towards(g, from, to);
  if (!d) return 0;
  const std::uint16_t b = Rules::hexside(g, from, *d);
  return (b & kRiver) && (b & kFord) && !(b & kBridge) ? extra : 0;
}

}  // namespace bohemia
