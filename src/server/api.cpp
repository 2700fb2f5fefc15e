#include "server/api.h"

#include <fmt/format.h>

#include <cctype>
#include <charconv>
#include <mutex>

#include "game/los.h"
#include "game/odds.h"
#include "game/save.h"
#include "map/data_error.h"
#include "server/mini_api.h"
#include "server/token.h"
#include "server/views.h"

namespace bohemia::server {

namespace {

ApiResponse json_response(int status, const json& j) { return {status, dump(j), "application/json"}; }

ApiResponse error(int status, const std::string& message, const std::string& section = "") {
  json j = {{"error", message}};
  if (!section.empty()) j["section"] = section;
  return json_response(status, j);
}

// The rule section an engine message starts with ("9.3: …"), or "".
std::string section_of(const std::string& message) {
  std::size_t i = 0;
  while (i < message.size() && (std::isdigit(static_cast<unsigned char>(message[i])) || message[i] == '.'))
    ++i;
  if (i == 0 || i >= message.size() || message[i] != ':') return "";
  return message.substr(0, i);
}

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// Percent-decoding of a query component ('+' is a space); nullopt if malformed.
std::optional<std::string> url_decode(std::string_view s) {
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '+') {
      out.push_back(' ');
    } else if (s[i] == '%') {
      if (i + 2 >= s.size()) return std::nullopt;
      int a = hex_value(s[i + 1]), b = hex_value(s[i + 2]);
      if (a < 0 || b < 0) return std::nullopt;
      out.push_back(static_cast<char>(a * 16 + b));
      i += 2;
    } else {
      out.push_back(s[i]);
    }
  }
  return out;
}

// Splits a target into its path segments (after "/api") and its query.
struct Target {
  std::vector<std::string> path;
  std::map<std::string, std::string> query;
  bool ok = true;
};

Target split_target(std::string_view target) {
  Target t;
  std::string_view path = target, query;
  if (auto q = target.find('?'); q != std::string_view::npos) {
    path = target.substr(0, q);
    query = target.substr(q + 1);
  }
  std::size_t i = 0;
  while (i < path.size()) {
    std::size_t j = path.find('/', i);
    if (j == std::string_view::npos) j = path.size();
    if (j > i) {
      auto seg = url_decode(path.substr(i, j - i));
      if (!seg) t.ok = false;
      t.path.push_back(seg.value_or(""));
    }
    i = j + 1;
  }
  i = 0;
  while (i < query.size()) {
    std::size_t j = query.find('&', i);
    if (j == std::string_view::npos) j = query.size();
    std::string_view kv = query.substr(i, j - i);
    if (!kv.empty()) {
      std::size_t eq = kv.find('=');
      auto k = url_decode(kv.substr(0, eq));
      auto v = url_decode(eq == std::string_view::npos ? std::string_view() : kv.substr(eq + 1));
      if (!k || !v) t.ok = false;
      t.query[k.value_or("")] = v.value_or("");
    }
    i = j + 1;
  }
  return t;
}

// A JSON object body, or the 400 saying why not.
std::optional<json> parse_body(const std::string& body, ApiResponse& err) {
  json j = json::parse(body, nullptr, false);
  if (j.is_discarded()) {
    err = error(400, "the request body is not valid JSON");
    return std::nullopt;
  }
  if (!j.is_object()) {
    err = error(400, "the request body must be a JSON object");
    return std::nullopt;
  }
  return j;
}

std::optional<std::size_t> parse_count(const std::string& s) {
  std::size_t v = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size() || s.empty()) return std::nullopt;
  return v;
}

// `expect` of an action or undo body: a non-negative integer.
std::optional<std::size_t> expect_of(const json& j, ApiResponse& err) {
  if (!j.contains("expect")) {
    err = error(400, "field 'expect' is missing (the number of actions the client has seen)");
    return std::nullopt;
  }
  const json& e = j["expect"];
  if (!e.is_number_unsigned() && !(e.is_number_integer() && e.get<std::int64_t>() >= 0)) {
    err = error(400, "field 'expect' must be a non-negative integer");
    return std::nullopt;
  }
  return e.get<std::size_t>();
}

Piece piece_by_id(const Scenario& sc, const std::string& id) {
  if (int u = sc.unit_index(id); u >= 0) return Piece::unit(u);
  if (int f = sc.formation_index(id); f >= 0) return Piece::commander(f);
  if (int c = sc.cinc_index(id); c >= 0) return Piece::cinc(c);
  return Piece();
}

json odds_json(const Game& g, const Odds& o) {
  auto roll_json = [](const RollOdds& r) {
    json mods = json::array();
    for (const OddsModifier& m : r.modifiers)
      mods.push_back({{"text", m.text}, {"section", m.section}, {"column", m.column}, {"drm", m.drm}});
    return json{{"roll", r.roll},     {"section", r.section}, {"modifiers", mods},
                {"column", r.column}, {"drm", r.drm},         {"results", r.results}};
  };
  json j;
  j["action"] = g.notation(o.action);
  j["kind"] = o.kind;
  const RollOdds& main = o.rolls[o.main];
  json mj = roll_json(main);
  j["modifiers"] = mj["modifiers"];
  j["column"] = main.column;
  j["drm"] = main.drm;
  j["results"] = o.main_results;
  json rolls = json::array();
  for (const RollOdds& r : o.rolls) rolls.push_back(roll_json(r));
  j["rolls"] = rolls;
  json combined = json::array();
  for (const CombinedOutcome& c : o.combined) {
    json e = {
        {"defence", c.defence}, {"attack", c.attack.empty() ? json(nullptr) : json(c.attack)}, {"p", c.p}};
    if (!c.morale.empty()) e["morale"] = c.morale;
    combined.push_back(e);
  }
  j["combined"] = combined;
  j["assumptions"] = o.assumptions;
  return j;
}

}  // namespace

Api::Api(Store& store) : store_(store) {
  for (const std::string& f : scenario_files()) {
    try {
      auto sc = load_scenario(f);
      scenarios_[sc->id] = sc;
    } catch (const DataError& e) {
      restore_errors_.push_back(e.what());
    }
  }
  for (StoredGame& s : store_.load_all()) {
    if (!s.error.empty()) {
      restore_errors_.push_back(fmt::format("game {}: {}", s.id, s.error));
      continue;
    }
    auto sc = scenario(s.scenario);
    if (!sc) {
      restore_errors_.push_back(fmt::format("game {}: scenario {} is not available", s.id, s.scenario));
      continue;
    }
    auto g = std::make_shared<LiveGame>(s.id, sc, s.seed);
    g->seed_public = s.seed_public;
    for (std::size_t k = 0; k < kSides; ++k) {
      g->seats[k] = parse_seat(s.seats[k]).value_or(SeatKind::Human);
      g->token_hash[k] = s.token_hash[k];
    }
    bool ok = true;
    for (std::size_t i = 0; i < s.actions.size() && ok; ++i) {
      std::string err;
      auto a = g->game().parse(s.actions[i], &err);
      if (!a)
        err = fmt::format("action {} ('{}'): {}", i, s.actions[i], err);
      else if (auto bad = g->apply(*a))
        err = fmt::format("action {} ('{}') is illegal: {}", i, s.actions[i], *bad);
      if (!err.empty()) {
        restore_errors_.push_back(fmt::format("game {}: {}", s.id, err));
        ok = false;
      }
    }
    if (!ok) continue;
    // A game stored while chance or the computer was to act goes on now.
    std::size_t before = g->actions();
    if (g->run_automatic()) {
      std::vector<std::string> more;
      for (std::size_t i = before; i < g->actions(); ++i) more.push_back(g->notation(i));
      store_.append(g->id, before, more);
    }
    games_[g->id] = g;
    ++restored_;
  }
}

std::shared_ptr<const Scenario> Api::scenario(const std::string& id) const {
  auto it = scenarios_.find(id);
  return it == scenarios_.end() ? nullptr : it->second;
}

std::shared_ptr<LiveGame> Api::find(const std::string& id) const {
  std::shared_lock lock(games_mu_);
  auto it = games_.find(id);
  return it == games_.end() ? nullptr : it->second;
}

std::size_t Api::games() const {
  std::shared_lock lock(games_mu_);
  return games_.size();
}

void Api::add(std::shared_ptr<LiveGame> g) {
  std::unique_lock lock(games_mu_);
  games_[g->id] = std::move(g);
}

std::size_t Api::body_limit(std::string_view method, std::string_view target) {
  std::string_view path = target.substr(0, target.find('?'));
  if (method == "POST" && (path == "/api/games/import" || path == "/api/games/import/"))
    return kImportBodyLimit;
  if (is_mini_target(target)) return kMiniBodyLimit;
  return kBodyLimit;
}

std::optional<std::string> Api::events_game(std::string_view target) {
  Target t = split_target(target);
  if (t.ok && t.path.size() == 4 && t.path[0] == "api" && t.path[1] == "games" && t.path[3] == "events")
    return t.path[2];
  return std::nullopt;
}

std::optional<Subscription> Api::subscribe(const std::string& id,
                                           std::function<void(const std::string&)> send) {
  auto g = find(id);
  if (!g) return std::nullopt;
  std::lock_guard lock(g->mu);
  Subscription s;
  s.game = g;
  s.handle = g->subscribe(std::move(send));
  s.hello = dump(json{{"type", "hello"}, {"actions", g->actions()}});
  return s;
}

void Api::unsubscribe(const Subscription& s) {
  if (!s.game) return;
  std::lock_guard lock(s.game->mu);
  s.game->unsubscribe(s.handle);
}

ApiResponse Api::handle(const ApiRequest& req) {
  try {
    Target t = split_target(req.target);
    if (!t.ok) return error(400, "the request target has a malformed percent-escape");
    const auto& p = t.path;
    if (p.empty() || p[0] != "api") return error(404, "not an API route");
    if (p.size() >= 2 && p[1] == "mini") return mini_api(req.method, p, req.body);  // src/server/mini_api.cpp
    bool get = req.method == "GET" || req.method == "HEAD";
    bool post = req.method == "POST";
    auto method_not_allowed = [&] { return error(405, fmt::format("{} is not allowed here", req.method)); };
    if (p.size() == 2 && p[1] == "systems") {
      if (!get) return method_not_allowed();
      return json_response(200, json::array({{{"id", kSystemId}, {"name", kSystemName}}}));
    }
    if (p.size() == 2 && p[1] == "scenarios") {
      if (!get) return method_not_allowed();
      json out = json::array();
      for (const auto& [id, sc] : scenarios_) out.push_back(scenario_summary(*sc));
      return json_response(200, out);
    }
    if (p.size() == 3 && p[1] == "scenarios") {
      if (!get) return method_not_allowed();
      auto sc = scenario(p[2]);
      if (!sc) return error(404, fmt::format("unknown scenario '{}'", p[2]));
      int day = 1;  // ?day=2: a campaign's second day (its map and pieces, §13)
      if (auto it = t.query.find("day"); it != t.query.end()) {
        auto d = parse_count(it->second);
        if (!d) return error(400, "query 'day' must be a day of the scenario (1, or 2 for a campaign)");
        if (*d < 1 || *d > static_cast<std::size_t>(days_in(*sc)))
          return error(404, fmt::format("scenario '{}' has no day {}", p[2], it->second));
        day = static_cast<int>(*d);
      }
      return json_response(200, scenario_detail(*sc, day));
    }
    if (p.size() == 2 && p[1] == "games") {
      if (!post) return method_not_allowed();
      return create(req);
    }
    if (p.size() == 3 && p[1] == "games" && p[2] == "import") {
      if (!post) return method_not_allowed();
      return import(req);
    }
    if ((p.size() == 3 || p.size() == 4) && p[1] == "games")
      return game_route(req, p[2], p.size() == 4 ? p[3] : "", t.query);
    return error(404, "no such API route");
  } catch (const StoreError& e) {
    return error(503, fmt::format("the database refused the change: {}", e.what()));
  } catch (const std::exception& e) {
    return error(500, fmt::format("internal error: {}", e.what()));
  }
}

ApiResponse Api::created(const LiveGame& g, const std::array<std::string, kSides>& tokens) const {
  json seats = json::object(), play = json::object();
  for (Side s : {Side::Prussia, Side::Austria}) {
    const std::string& tok = tokens[static_cast<std::size_t>(side_index(s))];
    seats[std::string(side_name(s))] = tok.empty() ? json(nullptr) : json(tok);
    play[std::string(side_name(s))] =
        tok.empty() ? json(nullptr) : json(fmt::format("/?game={}#seat={}", g.id, tok));
  }
  return json_response(201, {{"id", g.id},
                             {"system", kSystemId},
                             {"scenario", g.game().scenario().id},
                             {"seats", seats},
                             {"watch", fmt::format("/?watch={}", g.id)},
                             {"play", play},
                             {"actions", g.actions()}});
}

ApiResponse Api::create(const ApiRequest& req) {
  ApiResponse err;
  auto body = parse_body(req.body, err);
  if (!body) return err;
  const json& j = *body;
  if (!j.contains("scenario")) return error(400, "field 'scenario' is missing");
  if (!j["scenario"].is_string()) return error(400, "field 'scenario' must be a string");
  auto sc = scenario(j["scenario"].get<std::string>());
  if (!sc) return error(404, fmt::format("unknown scenario '{}'", j["scenario"].get<std::string>()));
  std::array<SeatKind, kSides> seats{SeatKind::Human, SeatKind::Random};
  for (Side s : {Side::Prussia, Side::Austria}) {
    std::string k(side_name(s));
    if (!j.contains(k)) return error(400, fmt::format("field '{}' is missing (\"human\" or \"random\")", k));
    if (!j[k].is_string() || !parse_seat(j[k].get<std::string>()))
      return error(400, fmt::format("field '{}' must be \"human\" or \"random\"", k));
    seats[static_cast<std::size_t>(side_index(s))] = *parse_seat(j[k].get<std::string>());
  }
  std::uint64_t seed = 0;
  bool seed_public = false;
  if (j.contains("seed") && !j["seed"].is_null()) {
    if (!j["seed"].is_number_unsigned() &&
        !(j["seed"].is_number_integer() && j["seed"].get<std::int64_t>() >= 0))
      return error(400, "field 'seed' must be a non-negative integer");
    seed = j["seed"].get<std::uint64_t>();
    seed_public = true;
  } else {
    seed = random_u64();
  }
  if (games() >= kMaxGames) return error(503, "the server holds as many games as it can; try later");
  std::string id;
  do id = new_game_id();
  while (find(id));
  auto g = std::make_shared<LiveGame>(id, sc, seed);
  g->seed_public = seed_public;
  g->seats = seats;
  std::array<std::string, kSides> tokens;
  for (std::size_t k = 0; k < kSides; ++k)
    if (seats[k] == SeatKind::Human) {
      tokens[k] = new_token();
      g->token_hash[k] = sha256_hex(tokens[k]);
    }
  g->run_automatic();
  StoredGame s;
  s.id = id;
  s.system = kSystemId;
  s.scenario = sc->id;
  s.seed = seed;
  s.seed_public = seed_public;
  for (std::size_t k = 0; k < kSides; ++k) {
    s.seats[k] = std::string(seat_name(seats[k]));
    s.token_hash[k] = g->token_hash[k];
  }
  for (std::size_t i = 0; i < g->actions(); ++i) s.actions.push_back(g->notation(i));
  store_.create(s);
  add(g);
  return created(*g, tokens);
}

ApiResponse Api::import(const ApiRequest& req) {
  ApiResponse err;
  auto body = parse_body(req.body, err);
  if (!body) return err;
  const json& j = *body;
  if (!j.contains("scenario") || !j["scenario"].is_string())
    return error(400, "not a bohemia save: field 'scenario' is missing or not a string");
  // Only scenarios the server lists: a save never names a file to read.
  auto sc = scenario(j["scenario"].get<std::string>());
  if (!sc) return error(404, fmt::format("unknown scenario '{}'", j["scenario"].get<std::string>()));
  std::uint64_t seed = random_u64();
  // By the id just checked (a campaign's Scenario::file is its day 1's file).
  ReplayResult r = replay_save(req.body, "", seed);
  if (!r.game) return error(422, r.error, section_of(r.error));
  if (games() >= kMaxGames) return error(503, "the server holds as many games as it can; try later");
  std::string id;
  do id = new_game_id();
  while (find(id));
  auto g = std::make_shared<LiveGame>(id, sc, seed);
  for (const Action& a : r.game->history())
    if (auto bad = g->apply(a)) return error(422, *bad, section_of(*bad));
  std::array<std::string, kSides> tokens;
  for (std::size_t k = 0; k < kSides; ++k) {
    tokens[k] = new_token();
    g->token_hash[k] = sha256_hex(tokens[k]);
  }
  g->run_automatic();
  StoredGame s;
  s.id = id;
  s.system = kSystemId;
  s.scenario = sc->id;
  s.seed = seed;
  for (std::size_t k = 0; k < kSides; ++k) {
    s.seats[k] = "human";
    s.token_hash[k] = g->token_hash[k];
  }
  for (std::size_t i = 0; i < g->actions(); ++i) s.actions.push_back(g->notation(i));
  store_.create(s);
  add(g);
  return created(*g, tokens);
}

std::optional<Side> Api::seat_of(const ApiRequest& req, const LiveGame& g, ApiResponse& err) const {
  constexpr std::string_view kBearer = "Bearer ";
  std::string_view auth = req.authorization;
  if (auth.empty()) {
    err = error(401, "this needs a seat token: Authorization: Bearer TOKEN");
    return std::nullopt;
  }
  if (auth.substr(0, kBearer.size()) != kBearer) {
    err = error(401, "the Authorization header must be 'Bearer TOKEN'");
    return std::nullopt;
  }
  std::string digest = sha256_hex(auth.substr(kBearer.size()));
  for (Side s : {Side::Prussia, Side::Austria})
    if (!g.token_hash[static_cast<std::size_t>(side_index(s))].empty() &&
        constant_time_equal(g.token_hash[static_cast<std::size_t>(side_index(s))], digest))
      return s;
  err = error(403, "this token holds no seat in this game");
  return std::nullopt;
}

bool Api::commit(LiveGame& g, std::size_t from, std::size_t log_from, ApiResponse& err) {
  const Game& game = g.game();
  std::vector<std::string> notations;
  for (std::size_t i = from; i < game.history().size(); ++i) notations.push_back(g.notation(i));
  try {
    store_.append(g.id, from, notations);
  } catch (const StoreError& e) {
    g.rewind(from);
    err = error(503, fmt::format("the action was not applied: the database refused it ({})", e.what()));
    return false;
  }
  for (std::size_t i = from; i < game.history().size(); ++i) {
    int side = g.meta()[i].side;
    g.publish(dump(json{{"type", "action"},
                        {"index", i},
                        {"side", side >= 0 ? json(side_name(static_cast<Side>(side))) : json(nullptr)},
                        {"chance", game.history()[i].is_chance()},
                        {"notation", notations[i - from]},
                        {"actions", i + 1}}));
  }
  if (game.log().size() > log_from)
    g.publish(dump(json{{"type", "log"}, {"entries", log_entries(g, log_from)}}));
  return true;
}

ApiResponse Api::act(const ApiRequest& req, LiveGame& g) {
  ApiResponse err;
  auto body = parse_body(req.body, err);
  if (!body) return err;
  const json& j = *body;
  if (!j.contains("action")) return error(400, "field 'action' is missing (an action in notation)");
  if (!j["action"].is_string()) return error(400, "field 'action' must be a string");
  auto expect = expect_of(j, err);
  if (!expect) return err;
  std::lock_guard lock(g.mu);
  auto side = seat_of(req, g, err);
  if (!side) return err;
  if (*expect != g.actions())
    return json_response(
        409, {{"error",
               fmt::format("stale: the game has {} actions, the request expected {}", g.actions(), *expect)},
              {"actions", g.actions()}});
  Actor who = g.game().actor();
  if (who.kind != ActorKind::Decision || who.side != *side) {
    std::string now = who.kind == ActorKind::Terminal ? "the game is over"
                      : who.kind == ActorKind::Chance
                          ? "chance is to act"
                          : fmt::format("it is {}'s decision", side_name(who.side));
    return error(403, fmt::format("{} may not act now: {}", side_name(*side), now));
  }
  std::string text = j["action"].get<std::string>();
  std::string perr;
  auto a = g.game().parse(text, &perr);
  if (!a) return error(422, perr, section_of(perr));
  std::size_t from = g.actions(), log_from = g.game().log().size();
  if (auto bad = g.apply(*a)) return error(422, *bad, section_of(*bad));
  g.run_automatic();
  if (!commit(g, from, log_from, err)) return err;
  return json_response(200, game_view(g, g.game()));
}

ApiResponse Api::undo(const ApiRequest& req, LiveGame& g) {
  ApiResponse err;
  auto body = parse_body(req.body, err);
  if (!body) return err;
  auto expect = expect_of(*body, err);
  if (!expect) return err;
  std::lock_guard lock(g.mu);
  auto side = seat_of(req, g, err);
  if (!side) return err;
  std::size_t n = g.actions();
  if (*expect != n)
    return json_response(
        409, {{"error", fmt::format("stale: the game has {} actions, the request expected {}", n, *expect)},
              {"actions", n}});
  if (g.game().over()) return error(422, "the game is over: nothing can be taken back");
  // Only the seat's own decisions, back to its previous decision point, while
  // no die has been rolled, no marker drawn and the other side has not decided.
  int mine = side_index(*side);
  if (n == 0 || g.meta().empty()) return error(422, "nothing to take back");
  const ActionMeta& last = g.meta()[n - 1];
  if (last.side < 0)
    return error(422,
                 "a die has been rolled or a marker drawn since your last decision: it cannot be taken back");
  if (last.side != mine)
    return error(422, fmt::format("{} has decided since your last decision: it cannot be taken back",
                                  side_name(static_cast<Side>(last.side))));
  g.rewind(n - 1);
  try {
    store_.truncate(g.id, n - 1);
  } catch (const StoreError& e) {
    g.rewind(n);  // the history is still whole: replaying it restores the game
    return error(503, fmt::format("nothing was taken back: the database refused it ({})", e.what()));
  }
  g.publish(dump(json{{"type", "undo"}, {"actions", n - 1}}));
  return json_response(200, game_view(g, g.game()));
}

ApiResponse Api::game_route(const ApiRequest& req, const std::string& id, const std::string& sub,
                            const std::map<std::string, std::string>& query) {
  auto gp = find(id);
  if (!gp) return error(404, fmt::format("unknown game '{}'", id));
  LiveGame& g = *gp;
  bool get = req.method == "GET" || req.method == "HEAD";
  bool post = req.method == "POST";
  auto method_not_allowed = [&] { return error(405, fmt::format("{} is not allowed here", req.method)); };
  if (sub == "actions") return post ? act(req, g) : method_not_allowed();
  if (sub == "undo") return post ? undo(req, g) : method_not_allowed();
  if (!get) return method_not_allowed();
  auto param = [&](const char* k) -> const std::string* {
    auto it = query.find(k);
    return it == query.end() ? nullptr : &it->second;
  };
  std::lock_guard lock(g.mu);
  const Game& game = g.game();
  const Map& m = *game.scenario().map;
  if (sub.empty()) return json_response(200, game_view(g, game));
  if (sub == "legal") {
    ApiResponse err;
    auto side = seat_of(req, g, err);
    if (!side) return err;
    json actions = json::array();
    Actor who = game.actor();
    if (who.kind == ActorKind::Decision && who.side == *side)
      for (const Action& a : game.legal_actions()) actions.push_back(action_fields(game, a));
    return json_response(200, {{"side", side_name(*side)}, {"actions", actions}});
  }
  if (sub == "log") {
    std::size_t from = 0;
    if (const std::string* f = param("from")) {
      auto v = parse_count(*f);
      if (!v) return error(400, "query 'from' must be a non-negative integer");
      from = *v;
    }
    return json_response(200, log_entries(g, from));
  }
  if (sub == "history") return json_response(200, history_entries(g));
  if (sub == "view") {
    const std::string* at = param("at");
    if (!at) return error(400, "query 'at' is missing (a number of actions)");
    auto k = parse_count(*at);
    if (!k) return error(400, "query 'at' must be a non-negative integer");
    if (*k > g.actions())
      return error(404, fmt::format("the game has {} actions; 'at' may not exceed it", g.actions()));
    if (*k == g.actions()) return json_response(200, game_view(g, game));
    auto past = g.replay_prefix(*k);
    return json_response(200, game_view(g, *past));
  }
  if (sub == "reach") {
    const std::string* pid = param("piece");
    if (!pid) return error(400, "query 'piece' is missing (a unit or commander id)");
    Piece p = piece_by_id(game.scenario(), *pid);
    if (!p.is_ok()) return error(404, fmt::format("unknown piece '{}'", *pid));
    json out = json::array();
    if (game.state().phase == Phase::Movement && !p.is_cinc() && game.actor().kind == ActorKind::Decision)
      for (const Reach& r : game.reachable(p)) {
        json path = json::array();
        for (HexId h : r.path) path.push_back(m.label(h));
        out.push_back({{"hex", m.label(r.hex)}, {"cost", r.cost / 2.0}, {"path", path}});
      }
    return json_response(200, out);
  }
  if (sub == "los") {
    const std::string* from = param("from");
    const std::string* to = param("to");
    if (!from || !to) return error(400, "queries 'from' and 'to' are needed (CCRR hexes)");
    HexId a = m.parse_label(*from), b = m.parse_label(*to);
    if (a == kNoHex) return error(400, fmt::format("'{}' is not a hex of this map", *from));
    if (b == kNoHex) return error(400, fmt::format("'{}' is not a hex of this map", *to));
    LosTrace t = trace_line_of_sight(game, a, b);
    json line = json::array();
    for (HexId h : t.line) line.push_back(m.label(h));
    return json_response(
        200, {{"clear", t.clear},
              {"in_range", t.in_range},
              {"blocked_by", t.blocked_by == kNoHex ? json(nullptr) : json(m.label(t.blocked_by))},
              {"line", line},
              {"section", "9.2.1"}});
  }
  if (sub == "odds") {
    const std::string* text = param("action");
    if (!text) return error(400, "query 'action' is missing (an action in notation)");
    std::string perr;
    auto a = game.parse(*text, &perr);
    if (!a) return error(422, perr, section_of(perr));
    auto o = combat_odds(game, *a, &perr);
    if (!o) return error(422, perr, section_of(perr));
    return json_response(200, odds_json(game, *o));
  }
  if (sub == "save") {
    // A running game's save holds no seed (nothing predicts a die to come).
    SaveSeed seed = game.over() || g.seed_public ? SaveSeed::Include : SaveSeed::Omit;
    return ApiResponse{200, save_game(game, seed), "application/json"};
  }
  if (sub == "events") return error(426, "this route is a WebSocket: connect with an Upgrade request");
  return error(404, fmt::format("no such game route '{}'", sub));
}

}  // namespace bohemia::server
