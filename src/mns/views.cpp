// What each audience reads of a game (docs/api.md, docs/mns/notation.md):
// the view, the log, the history and the answers to queries. The Prussian
// seat and a spectator never read which marker is real nor what a box
// holds (§19.8A: "the opposing player may not examine the markers or the
// units in the box until the markers are revealed").
#include <fmt/format.h>

#include <cctype>

#include "mns/mns_state.h"
#include "mns/movement.h"
#include "mns/odds.h"
#include "mns/rules.h"
#include "mns/rules_internal.h"

namespace bohemia::mns {

namespace {

using nlohmann::json;
constexpr const char* kWhere[] = {"waiting",   "map",      "hidden",   "track",    "eliminated",
                                  "destroyed", "captured", "casualty", "set aside"};
constexpr const char* kPhase[] = {"setup", "movement", "combat", "turn end", "over"};
constexpr const char* kStep[] = {"choose", "place", "start", "prepare", "move", "attack", "done"};
constexpr const char* kApex[] = {"N-NE", "NE-SE", "SE-S", "S-SW", "SW-NW", "NW-N"};

bool knows_all(engine::Seat seat) {
  return seat == engine::kReferee || seat == static_cast<engine::Seat>(Side::Austria);
}

json unit_json(const Game& g, int u, engine::Seat seat) {
  const Scenario& sc = g.scenario();
  const UnitDef& d = sc.units[static_cast<std::size_t>(u)];
  const UnitState& x = g.state().units[static_cast<std::size_t>(u)];
  json j = {{"id", d.id},
            {"name", d.name},
            {"side", side_id(d.side)},
            {"type", type_name(d.type)},
            {"where", kWhere[static_cast<int>(x.where)]}};
  if (x.where == Where::Map) j["hex"] = sc.map->label(x.hex);
  if (x.where == Where::Box && knows_all(seat)) j["box"] = std::string(1, static_cast<char>('A' + x.box));
  if (x.where == Where::Track) j["track"] = x.track;
  j["back"] = x.has(kBack);
  if (x.has(kDisrupted)) j["disrupted"] = true;
  if (x.line >= 0) j["line"] = kApex[x.line];
  if (x.has(kOpenOrder)) j["open_order"] = true;
  if (x.has(kMoved)) j["moved"] = true;
  if (x.charge != kNoHex) j["charge"] = sc.map->label(x.charge);  // declared in the open (7.13.3, 9.3.1)
  return j;
}

// The hexes a log line names (its four-digit words that are hexes of the map).
json hexes_named(const Map& m, const std::string& text) {
  json out = json::array();
  for (std::size_t i = 0; i + 4 <= text.size(); ++i) {
    bool start = i == 0 || !std::isalnum(static_cast<unsigned char>(text[i - 1]));
    bool end = i + 4 == text.size() || !std::isalnum(static_cast<unsigned char>(text[i + 4]));
    bool digits = true;
    for (std::size_t j = i; j < i + 4; ++j)
      digits = digits && std::isdigit(static_cast<unsigned char>(text[j]));
    if (start && end && digits && m.grid.parse(std::string_view(text).substr(i, 4)) != kNoHex)
      out.push_back(text.substr(i, 4));
  }
  return out;
}

json to_act(const MnsState& st) {
  engine::Actor a = st.actor();
  if (a.kind == engine::ActorKind::Terminal) return {{"kind", "over"}};
  if (a.kind == engine::ActorKind::Chance) return {{"kind", "chance"}, {"dice", st.chance_description()}};
  return {{"kind", "decision"}, {"seat", side_id(static_cast<Side>(a.seat))}};
}

}  // namespace

bool MnsState::visible(engine::Seat seat, int audience) const {
  if (seat == engine::kReferee || audience < 0) return true;
  if (seat == engine::kSpectator) return audience == static_cast<int>(Side::Prussia);
  return audience == seat;
}

std::string MnsState::notation_for(engine::Seat seat, std::size_t i) const {
  const Action& a = game_.history()[i];
  if (knows_all(seat)) return game_.notation(a);
  if (a.type == ActionType::Hide) return fmt::format("hide {}", game_.piece_name(a.unit));  // the box unknown
  if (a.type == ActionType::Real) return "real (hidden)";
  return game_.notation(a);
}

json MnsState::view(engine::Seat seat) const {
  const State& s = game_.state();
  const Scenario& sc = game_.scenario();
  json j;
  j["system"] = "mns";
  j["scenario"] = sc.id;
  j["turn"] = s.turn;
  j["turns"] = sc.turns;
  j["phase"] = kPhase[static_cast<int>(s.phase)];
  j["step"] = kStep[static_cast<int>(s.step)];
  j["active"] = side_id(s.active);
  j["weather"] = weather_name(s.weather);
  Light l = sc.light_of(s.turn);
  j["light"] = l == Light::Day ? "day" : l == Light::Twilight ? "twilight" : "night";
  j["to_act"] = to_act(*this);
  json units = json::array();
  for (std::size_t u = 0; u < s.units.size(); ++u)
    units.push_back(unit_json(game_, static_cast<int>(u), seat));
  j["units"] = units;
  json markers = json::array();
  for (int m = 0; m < 8; ++m) {
    const HmMarker& mk = s.markers[static_cast<std::size_t>(m)];
    if (mk.hex == kNoHex) continue;
    json e = {{"id", game_.piece_name(kMarkerBase + m)}, {"hex", sc.map->label(mk.hex)}};
    if (knows_all(seat)) e["real"] = s.real_marker[static_cast<std::size_t>(m / 2)] == m % 2;
    markers.push_back(e);
  }
  j["markers"] = markers;
  j["vp"] = outcome().vp;
  if (game_.over()) j["result"] = outcome().key;
  return j;
}

std::size_t MnsState::log_size(engine::Seat seat) const {
  std::size_t n = 0;
  for (const Event& e : game_.log()) n += visible(seat, e.audience);
  return n;
}

json MnsState::events(engine::Seat seat, std::size_t from) const {
  json out = json::array();
  std::size_t k = 0;
  for (const Event& e : game_.log()) {
    if (!visible(seat, e.audience)) continue;
    if (k++ < from) continue;
    // `index` counts this audience's lines only: a hidden line leaves no gap.
    out.push_back({{"index", k - 1},
                   {"section", e.section},
                   {"text", e.text},
                   {"turn", e.turn},
                   {"action", e.action},
                   {"hexes", hexes_named(*game_.scenario().map, e.text)}});
  }
  return out;
}

json MnsState::history_view(engine::Seat seat, std::size_t from) const {
  json out = json::array();
  for (std::size_t i = from; i < game_.history().size(); ++i) {
    int who = decider(i);
    out.push_back({{"index", i},
                   {"side", who >= 0 ? json(side_id(static_cast<Side>(who))) : json(nullptr)},
                   {"chance", game_.history()[i].is_chance()},
                   {"notation", notation_for(seat, i)}});
  }
  return out;
}

json MnsState::action_view(engine::Seat seat, const engine::Action& packed) const {
  Action a = unpack(packed);
  engine::Actor who = actor();
  // Only the seat to act (or the referee) reads its choices: they may name hidden things.
  if (!(seat == engine::kReferee || (who.kind == engine::ActorKind::Decision && who.seat == seat)))
    return json::object();
  std::string text = game_.notation(a);
  // The type is the notation's keyword ("move", "to", "attack", …: docs/mns/notation.md).
  json j = {{"notation", text}, {"type", text.substr(0, text.find(' '))}};
  if (a.unit >= 0) j["piece"] = game_.piece_name(a.unit);
  if (a.hex >= 0) j["hex"] = game_.hex_name(a.hex);
  if (a.hex2 >= 0) j["hex2"] = game_.hex_name(a.hex2);
  return j;
}

engine::QueryAnswer MnsState::query(engine::Seat seat, std::string_view name,
                                    const engine::QueryArgs& args) const {
  using engine::QueryAnswer;
  auto arg = [&](const char* k) -> const std::string* {
    auto it = args.find(k);
    return it == args.end() ? nullptr : &it->second;
  };
  const Map& m = *game_.scenario().map;
  if (name == "los") {
    const std::string* f = arg("from");
    const std::string* t = arg("to");
    if (!f || !t)
      return QueryAnswer::error(QueryAnswer::Status::BadRequest,
                                "queries 'from' and 'to' are needed (CCRR hexes)");
    HexId a = m.grid.parse(*f), b2 = m.grid.parse(*t);
    if (a == kNoHex || b2 == kNoHex)
      return QueryAnswer::error(QueryAnswer::Status::BadRequest, "not a hex of this map");
    State copy = game_.state();
    Caches c;
    Board b(game_.scenario(), copy, c);
    int range =
        los_range(b, a, seat == static_cast<engine::Seat>(Side::Austria) ? Side::Austria : Side::Prussia);
    bool clear = terrain_los(m, *game_.scenario().tec, a, b2);
    return QueryAnswer::ok({{"clear", clear},
                            {"range", range},
                            {"in_range", m.grid.distance(a, b2) <= range},
                            {"section", "8.6"}});
  }
  if (name == "reach") {
    const std::string* p = arg("piece");
    if (!p) return QueryAnswer::error(QueryAnswer::Status::BadRequest, "query 'piece' is missing");
    int u = game_.scenario().unit_index(*p);
    json out = json::array();
    if (u < 0 || seat < 0 ||
        static_cast<int>(game_.scenario().units[static_cast<std::size_t>(u)].side) != seat)
      return QueryAnswer::ok(out);
    const State& s = game_.state();
    if (s.phase != Phase::Movement || s.step != Step::Move ||
        s.units[static_cast<std::size_t>(u)].where != Where::Map)
      return QueryAnswer::ok(out);
    State copy = s;
    Caches c;
    Board b(game_.scenario(), copy, c);
    MoveGroup g = single_group(b, u);
    MoveLimits lim;
    lim.ma = 2 * std::max(1, b.printed_ma(u));
    lim.may_enter_ezoc = b.def(u).is_combat();
    ReachMap r = reach(b, g, lim, s.units[static_cast<std::size_t>(u)].hex, 0, false);
    for (HexId h = 0; h < m.size(); ++h)
      if (r.cost[static_cast<std::size_t>(h)] < kProhibited)
        out.push_back({{"hex", m.label(h)}, {"cost", r.cost[static_cast<std::size_t>(h)] / 2.0}});
    return QueryAnswer::ok(out);
  }
  if (name == "odds") {  // docs/api.md: an attack or bombardment being decided (odds.cpp)
    const std::string* text = arg("action");
    if (!text)
      return QueryAnswer::error(QueryAnswer::Status::BadRequest,
                                "query 'action' is missing (a decision in notation, docs/mns/notation.md)");
    if (seat == engine::kSpectator)
      return QueryAnswer::error(QueryAnswer::Status::Refused,
                                "7.1: a spectator decides nothing: odds are given to the seat deciding",
                                "7.1");
    OddsAnswer o = combat_odds(game_, seat == engine::kReferee ? -1 : seat, *text);
    if (!o.ok) return QueryAnswer::error(QueryAnswer::Status::Refused, o.error, o.section);
    return QueryAnswer::ok(o.body);
  }
  return QueryAnswer::error(QueryAnswer::Status::NotFound, fmt::format("no such query '{}'", name));
}

}  // namespace bohemia::mns
