// What each audience reads of a game (docs/api.md, docs/mns/notation.md):
// the view, the log, the history and the answers to queries. The Prussian
// seat and a spectator never read which marker is real nor what a box
// holds (§19.8A: "the opposing player may not examine the markers or the
// units in the box until the markers are revealed").
#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <optional>

#include "mns/combat.h"
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

// The piece a notation word names: a unit, or a hidden-movement marker (A1…D2); -1 none.
int piece_index(const Game& g, const std::string& name) {
  int u = g.scenario().unit_index(name);
  if (u >= 0) return u;
  for (int m = 0; m < 8; ++m)
    if (g.piece_name(kMarkerBase + m) == name) return kMarkerBase + m;
  return -1;
}

// reach?piece=ID (docs/api.md): where a move of the piece alone may end now.
// The move task itself is played on a copy of the game: `move ID`, `go` (no
// other piece with it, §4.2), the MA roll at its best when one is due (§4.4,
// `"roll": true` on every hex), and the `to` and `march` destinations it
// then offers are the answer (a hex both reach is a `to`). The cost and path
// of each come from the lone piece's reach with no limit of MA: the cheapest
// way is the same under any limit that allows the hex. Empty when `move ID`
// is not the seat's legal decision now.
json reach_answer(const Game& game, engine::Seat seat, const std::string& piece) {
  json out = json::array();
  int p = piece_index(game, piece);
  if (p < 0 || seat < 0 || game.wait() != WaitKind::Decision || static_cast<int>(game.deciding()) != seat)
    return out;
  std::string err;
  std::optional<Action> start = game.parse("move " + piece, &err);
  const std::vector<Action>& legal = game.legal_actions();
  if (!start || std::find(legal.begin(), legal.end(), *start) == legal.end()) return out;
  Game copy = game.copy_without_log();
  bool rolled = false;
  if (copy.apply(*start)) return out;
  for (int guard = 0; guard < 16 && !copy.over(); ++guard) {
    if (copy.wait() == WaitKind::Chance) {
      rolled = true;
      if (copy.apply(Action{ActionType::Roll, static_cast<std::int8_t>(6 * copy.dice())})) return out;
      continue;
    }
    const std::vector<Action>& l = copy.legal_actions();
    auto go = std::find_if(l.begin(), l.end(), [](const Action& a) { return a.type == ActionType::Go; });
    if (go == l.end()) break;
    if (copy.apply(*go)) return out;
  }
  // Costs and paths on the state the move starts from.
  State s = game.state();
  Caches caches;
  Board b(game.scenario(), s, caches);
  MoveGroup g;
  g.pieces = {p};
  if (p >= kMarkerBase) {
    g.side = Side::Austria;
    g.marker = true;
    g.arms = {Arm::Infantry};
  } else {
    g = single_group(b, p);
    g.line = b.us(p).line >= 0;
  }
  HexId from = group_hex(b, g);
  MoveLimits lim;
  lim.ma = lim.march_ma = 2 * 99;
  lim.may_enter_ezoc = true;
  lim.disengaging = !g.marker && b.in_ezoc(from, g.side);
  const Map& m = *game.scenario().map;
  std::vector<std::uint8_t> kind(static_cast<std::size_t>(m.size()), 0);  // 1 to, 2 march
  for (const Action& a : copy.legal_actions()) {
    if (a.hex == kNoHex || a.hex == from) continue;
    std::uint8_t& k = kind[static_cast<std::size_t>(a.hex)];
    if (a.type == ActionType::To) k = 1;
    if (a.type == ActionType::March && k == 0) k = 2;
  }
  ReachMap normal = reach(b, g, lim, from, 0, false);
  ReachMap march = reach(b, g, lim, from, 0, true);
  for (HexId h = 0; h < m.size(); ++h) {
    std::uint8_t k = kind[static_cast<std::size_t>(h)];
    if (!k) continue;
    const ReachMap& r = k == 2 ? march : normal;
    HalfMp c = r.cost[static_cast<std::size_t>(h)];
    json path = json::array();
    if (c < kProhibited) {
      path.push_back(m.label(from));
      for (HexId x : path_to(r, from, h)) path.push_back(m.label(x));
    }
    json e = {{"hex", m.label(h)}, {"cost", c < kProhibited ? json(c / 2.0) : json(nullptr)}, {"path", path}};
    if (k == 2) e["march"] = true;
    if (rolled) e["roll"] = true;
    out.push_back(e);
  }
  return out;
}

// The view's `last` (docs/api.md, Musket & Saber's view): the moves of the
// side that decided before the seat now to act, in its latest run of
// decisions (dice between them included), each read from a move line of the
// log this seat may read (§4.2, §4.7): what the seat saw happen, so a hidden
// box's content or the real marker is never in it.
json last_moves(const MnsState& st, engine::Seat seat) {
  const Game& g = st.game();
  const std::vector<Action>& h = g.history();
  engine::Actor who = st.actor();
  int current = who.kind == engine::ActorKind::Decision ? who.seat : -1;
  int shown = -1;
  std::size_t lo = h.size(), hi = 0;
  for (std::size_t i = h.size(); i-- > 0;) {
    int side = st.decider(i);
    if (side < 0) continue;
    if (shown < 0) {
      if (side == current) continue;
      shown = side;
      hi = i;
    } else if (side != shown) {
      break;
    }
    lo = i;
  }
  json last = json::array();
  if (shown < 0) return last;
  constexpr std::size_t kLastMax = 120;
  const Map& m = *g.scenario().map;
  for (const Event& e : g.log()) {
    if (e.action < static_cast<int>(lo) || e.action > static_cast<int>(hi) || !st.visible(seat, e.audience))
      continue;
    if (e.section != "4.2" && e.section != "4.7") continue;
    std::size_t to = e.text.rfind(" to ");
    json hexes = hexes_named(m, e.text);
    if (to == std::string::npos || hexes.size() < 2) continue;
    last.push_back({{"index", e.action},
                    {"side", side_id(static_cast<Side>(shown))},
                    {"notation", st.notation_for(seat, static_cast<std::size_t>(e.action))},
                    {"piece", e.text.substr(0, e.text.find(' '))},
                    {"from", hexes[hexes.size() - 2]},
                    {"to", hexes[hexes.size() - 1]},
                    {"march", e.section == "4.7"}});
  }
  if (last.size() > kLastMax) last.erase(last.begin(), last.end() - static_cast<std::ptrdiff_t>(kLastMax));
  return last;
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
  j["last"] = last_moves(*this, seat);
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
  // A retreat's or an advance's hex: what it brings, as the rule reckons it (combat.h).
  if (std::uint8_t e = game_.effects_of(a)) {
    json effects = json::array();
    for (auto [key, section] : effect_names(e)) effects.push_back({{"effect", key}, {"section", section}});
    j["effects"] = effects;
  }
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
    const std::string* r = arg("range");
    if (!f || (!t && !r) || (t && r))
      return QueryAnswer::error(QueryAnswer::Status::BadRequest,
                                "queries 'from' and either 'to' (CCRR hexes) or 'range' (0-99) are needed");
    HexId a = m.grid.parse(*f), b2 = t ? m.grid.parse(*t) : a;
    if (a == kNoHex || b2 == kNoHex)
      return QueryAnswer::error(QueryAnswer::Status::BadRequest, "not a hex of this map");
    State copy = game_.state();
    Caches c;
    Board b(game_.scenario(), copy, c);
    int range =
        los_range(b, a, seat == static_cast<engine::Seat>(Side::Austria) ? Side::Austria : Side::Prussia);
    if (r) {  // every hex within min(R, range) with a clear line (docs/api.md): one request for a range
      bool digits = !r->empty() && r->size() <= 2 &&
                    std::all_of(r->begin(), r->end(), [](char ch) { return ch >= '0' && ch <= '9'; });
      if (!digits) return QueryAnswer::error(QueryAnswer::Status::BadRequest, "query 'range' must be 0-99");
      int most = std::min(std::stoi(*r), range);
      json hexes = json::array();
      for (HexId h = 0; h < m.size(); ++h)
        if (h != a && m.grid.distance(a, h) <= most && terrain_los(m, *game_.scenario().tec, a, h))
          hexes.push_back(m.label(h));
      return QueryAnswer::ok({{"from", m.label(a)}, {"range", range}, {"hexes", hexes}, {"section", "8.6"}});
    }
    bool clear = terrain_los(m, *game_.scenario().tec, a, b2);
    return QueryAnswer::ok({{"clear", clear},
                            {"range", range},
                            {"in_range", m.grid.distance(a, b2) <= range},
                            {"section", "8.6"}});
  }
  if (name == "reach") {
    const std::string* p = arg("piece");
    if (!p) return QueryAnswer::error(QueryAnswer::Status::BadRequest, "query 'piece' is missing");
    return QueryAnswer::ok(reach_answer(game_, seat, *p));
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
