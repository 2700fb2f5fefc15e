#include "server/api.h"

#include <fmt/format.h>

#include <cctype>
#include <charconv>
#include <mutex>

#include "core/data_error.h"
#include "server/mini_api.h"
#include "server/token.h"

namespace bohemia::server {

using engine::Seat;
using nlohmann::json;

std::string dump(const json& j) { return j.dump(-1, ' ', false, json::error_handler_t::replace); }

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

int status_of(engine::QueryAnswer::Status s) {
  switch (s) {
    case engine::QueryAnswer::Status::Ok:
      return 200;
    case engine::QueryAnswer::Status::BadRequest:
      return 400;
    case engine::QueryAnswer::Status::NotFound:
      return 404;
    case engine::QueryAnswer::Status::Refused:
      return 422;
  }
  return 500;
}

// The seat kinds a request may name, for error messages.
std::string kinds_text() {
  std::string out;
  for (const std::string& k : seat_kind_names()) out += (out.empty() ? "\"" : ", \"") + k + "\"";
  return out;
}

ApiResponse stale(std::size_t now, std::size_t expected) {
  return json_response(
      409, {{"error", fmt::format("stale: the game has {} actions, the request expected {}", now, expected)},
            {"actions", now}});
}

// The audiences a game's events are written for: each seat, and spectators.
std::vector<Seat> audiences(const engine::System& sys) {
  std::vector<Seat> out{engine::kSpectator};
  for (std::size_t s = 0; s < sys.info().seats.size(); ++s) out.push_back(static_cast<Seat>(s));
  return out;
}

}  // namespace

Api::Api(Store& store, const engine::SystemTable& systems, ComputerOptions computer)
    : store_(store),
      systems_(systems),
      computer_(std::move(computer)),
      pool_(std::make_unique<WorkerPool>(computer_.threads, computer_.nice)) {
  // Every scenario is loaded once here: a broken file is reported, not listed.
  for (const auto& sys : systems_.all())
    for (const std::string& id : sys->scenario_ids()) {
      try {
        sys->scenario_summary(id);
      } catch (const DataError& e) {
        restore_errors_.push_back(e.what());
        continue;
      }
      if (scenarios_.emplace(id, sys.get()).second) scenario_order_.push_back(id);
    }
  for (StoredGame& s : store_.load_all()) restore(s);
}

Api::~Api() { pool_->stop(); }

void Api::restore(StoredGame& s) {
  if (!s.error.empty()) {
    restore_errors_.push_back(fmt::format("game {}: {}", s.id, s.error));
    return;
  }
  const engine::System* sys = systems_.find(s.system);
  if (!sys) {
    restore_errors_.push_back(fmt::format("game {}: game system '{}' is not available", s.id, s.system));
    return;
  }
  if (system_of(s.scenario) != sys) {
    restore_errors_.push_back(fmt::format("game {}: scenario {} is not available", s.id, s.scenario));
    return;
  }
  const std::size_t nseats = sys->info().seats.size();
  if (s.seats.size() != nseats || s.token_hash.size() != nseats) {
    restore_errors_.push_back(
        fmt::format("game {}: {} seats stored, {} has {}", s.id, s.seats.size(), sys->info().id, nseats));
    return;
  }
  std::shared_ptr<LiveGame> g;
  try {
    g = std::make_shared<LiveGame>(s.id, *sys, s.scenario, s.seed);
  } catch (const DataError& e) {
    restore_errors_.push_back(fmt::format("game {}: {}", s.id, e.what()));
    return;
  }
  g->seed_public = s.seed_public;
  for (std::size_t k = 0; k < nseats; ++k) {
    g->seats[k] = parse_seat_kind(s.seats[k]).value_or(SeatKind::Human);
    g->token_hash[k] = s.token_hash[k];
  }
  for (std::size_t i = 0; i < s.actions.size(); ++i) {
    std::string err;
    auto a = g->state().parse(s.actions[i], &err);
    if (!a)
      err = fmt::format("action {} ('{}'): {}", i, s.actions[i], err);
    else if (auto bad = g->apply(*a))
      err = fmt::format("action {} ('{}') is illegal: {}", i, s.actions[i], *bad);
    if (!err.empty()) {
      restore_errors_.push_back(fmt::format("game {}: {}", s.id, err));
      return;
    }
  }
  // A game stored while chance or the computer was to act goes on now.
  std::size_t before = g->actions();
  if (g->run_automatic())
    store_.append(g->id, before,
                  {g->notations().begin() + static_cast<std::ptrdiff_t>(before), g->notations().end()});
  games_[g->id] = g;
  ++restored_;
  std::lock_guard lock(g->mu);
  schedule_computer(g, std::chrono::milliseconds(0));
}

const engine::System* Api::system_of(const std::string& scenario) const {
  auto it = scenarios_.find(scenario);
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

std::string Api::new_id() const {
  std::string id;
  do id = new_game_id();
  while (find(id));
  return id;
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

std::optional<Subscription> Api::subscribe(const std::string& game_id, const std::string& token,
                                           std::function<void(const std::string&)> send, ApiResponse* err) {
  auto g = find(game_id);
  if (!g) {
    if (err) *err = error(404, fmt::format("unknown game '{}'", game_id));
    return std::nullopt;
  }
  std::lock_guard lock(g->mu);
  ApiResponse e;
  auto audience = audience_of(token.empty() ? "" : "Bearer " + token, *g, e);
  if (!audience) {
    if (err) *err = e;
    return std::nullopt;
  }
  Subscription s;
  s.game = g;
  s.handle = g->subscribe(*audience, std::move(send));
  s.hello = dump(json{{"type", "hello"}, {"actions", g->actions()}});
  return s;
}

std::optional<ApiResponse> Api::refuse_events(const std::string& game_id, const std::string& token) const {
  auto g = find(game_id);
  if (!g) return error(404, fmt::format("unknown game '{}'", game_id));
  std::lock_guard lock(g->mu);
  ApiResponse e;
  if (!audience_of(token.empty() ? "" : "Bearer " + token, *g, e)) return e;
  return std::nullopt;
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
      json out = json::array();
      for (const auto& sys : systems_.all()) {
        const engine::SystemInfo& i = sys->info();
        out.push_back({{"id", i.id},
                       {"name", i.name},
                       {"seats", i.seats},
                       {"hidden_information", i.hidden_information},
                       {"seat_kinds", seat_kind_names()},
                       {"default_computer", "normal"}});
      }
      return json_response(200, out);
    }
    if (p.size() == 2 && p[1] == "scenarios") {
      if (!get) return method_not_allowed();
      json out = json::array();
      for (const std::string& id : scenario_order_) out.push_back(scenarios_.at(id)->scenario_summary(id));
      return json_response(200, out);
    }
    if (p.size() == 3 && p[1] == "scenarios") {
      if (!get) return method_not_allowed();
      const engine::System* sys = system_of(p[2]);
      if (!sys) return error(404, fmt::format("unknown scenario '{}'", p[2]));
      int day = 1;  // ?day=2: a campaign's second day (its map and pieces)
      if (auto it = t.query.find("day"); it != t.query.end()) {
        auto d = parse_count(it->second);
        if (!d) return error(400, "query 'day' must be a day of the scenario (1, or 2 for a campaign)");
        if (*d < 1 || *d > static_cast<std::size_t>(sys->days(p[2])))
          return error(404, fmt::format("scenario '{}' has no day {}", p[2], it->second));
        day = static_cast<int>(*d);
      }
      auto detail = sys->scenario_detail(p[2], day);
      if (!detail) return error(404, fmt::format("scenario '{}' has no day {}", p[2], day));
      return json_response(200, *detail);
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

ApiResponse Api::created(const LiveGame& g, const std::vector<std::string>& tokens) const {
  json seats = json::object(), play = json::object();
  const auto& names = g.system.info().seats;
  for (std::size_t k = 0; k < names.size(); ++k) {
    const std::string& tok = tokens[k];
    seats[names[k]] = tok.empty() ? json(nullptr) : json(tok);
    play[names[k]] = tok.empty() ? json(nullptr) : json(fmt::format("/?game={}#seat={}", g.id, tok));
  }
  return json_response(201, {{"id", g.id},
                             {"system", g.system.info().id},
                             {"scenario", g.state().scenario_id()},
                             {"seats", seats},
                             {"watch", fmt::format("/?watch={}", g.id)},
                             {"play", play},
                             {"actions", g.actions()}});
}

ApiResponse Api::store_new(std::shared_ptr<LiveGame> g, const std::vector<std::string>& tokens) {
  g->run_automatic();
  StoredGame s;
  s.id = g->id;
  s.system = g->system.info().id;
  s.scenario = g->state().scenario_id();
  s.seed = g->seed();
  s.seed_public = g->seed_public;
  for (std::size_t k = 0; k < g->seats.size(); ++k) {
    s.seats.push_back(std::string(seat_kind_name(g->seats[k])));
    s.token_hash.push_back(g->token_hash[k]);
  }
  s.actions = g->notations();
  store_.create(s);
  add(g);
  std::lock_guard lock(g->mu);
  schedule_computer(g, std::chrono::milliseconds(0));
  return created(*g, tokens);
}

ApiResponse Api::create(const ApiRequest& req) {
  ApiResponse err;
  auto body = parse_body(req.body, err);
  if (!body) return err;
  const json& j = *body;
  if (!j.contains("scenario")) return error(400, "field 'scenario' is missing");
  if (!j["scenario"].is_string()) return error(400, "field 'scenario' must be a string");
  const std::string scenario = j["scenario"].get<std::string>();
  const engine::System* sys = system_of(scenario);
  if (j.contains("system")) {
    if (!j["system"].is_string()) return error(400, "field 'system' must be a string");
    const engine::System* named = systems_.find(j["system"].get<std::string>());
    if (!named) return error(404, fmt::format("unknown game system '{}'", j["system"].get<std::string>()));
    if (sys != named)
      return error(404, fmt::format("unknown scenario '{}' of {}", scenario, named->info().id));
  }
  if (!sys) return error(404, fmt::format("unknown scenario '{}'", scenario));
  const auto& names = sys->info().seats;
  std::vector<SeatKind> seats(names.size(), SeatKind::Human);
  if (j.contains("seats")) {
    if (!j["seats"].is_object())
      return error(400, fmt::format("field 'seats' must be an object: {{\"SEAT\": KIND}}, KIND one of {}",
                                    kinds_text()));
    for (const auto& [k, v] : j["seats"].items()) {
      auto seat = sys->seat(k);
      if (!seat) return error(400, fmt::format("field 'seats': {} has no seat '{}'", sys->info().id, k));
      if (!v.is_string() || !parse_seat_kind(v.get<std::string>()))
        return error(400, fmt::format("field 'seats.{}' must be one of {}", k, kinds_text()));
      seats[static_cast<std::size_t>(*seat)] = *parse_seat_kind(v.get<std::string>());
    }
  } else {  // the earlier body: each seat a field of its own, all required
    for (std::size_t s = 0; s < names.size(); ++s) {
      const std::string& k = names[s];
      if (!j.contains(k)) return error(400, fmt::format("field '{}' is missing ({})", k, kinds_text()));
      if (!j[k].is_string() || !parse_seat_kind(j[k].get<std::string>()))
        return error(400, fmt::format("field '{}' must be one of {}", k, kinds_text()));
      seats[s] = *parse_seat_kind(j[k].get<std::string>());
    }
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
  auto g = std::make_shared<LiveGame>(new_id(), *sys, scenario, seed);
  g->seed_public = seed_public;
  g->seats = seats;
  std::vector<std::string> tokens(seats.size());
  for (std::size_t k = 0; k < seats.size(); ++k)
    if (seats[k] == SeatKind::Human) {
      tokens[k] = new_token();
      g->token_hash[k] = sha256_hex(tokens[k]);
    }
  return store_new(g, tokens);
}

ApiResponse Api::import(const ApiRequest& req) {
  ApiResponse err;
  auto body = parse_body(req.body, err);
  if (!body) return err;
  const json& j = *body;
  if (!j.contains("scenario") || !j["scenario"].is_string())
    return error(400, "not a bohemia save: field 'scenario' is missing or not a string");
  // Only scenarios the server lists: a save never names a file to read.
  const std::string scenario = j["scenario"].get<std::string>();
  const engine::System* sys = system_of(scenario);
  if (!sys) return error(404, fmt::format("unknown scenario '{}'", scenario));
  if (j.contains("system") && (!j["system"].is_string() || j["system"].get<std::string>() != sys->info().id))
    return error(
        422, fmt::format("the save's system is not that of scenario '{}' ({})", scenario, sys->info().id));
  std::uint64_t seed = random_u64();
  engine::LoadedGame r = sys->load_save(req.body, "", seed);
  if (!r.game) return error(422, r.error, section_of(r.error));
  if (games() >= kMaxGames) return error(503, "the server holds as many games as it can; try later");
  auto g = std::make_shared<LiveGame>(new_id(), *sys, scenario, seed);
  for (std::size_t i = 0; i < r.game->action_count(); ++i)
    if (auto bad = g->apply(r.game->history(i))) return error(422, *bad, section_of(*bad));
  std::vector<std::string> tokens(g->seats.size());
  for (std::size_t k = 0; k < tokens.size(); ++k) {
    tokens[k] = new_token();
    g->token_hash[k] = sha256_hex(tokens[k]);
  }
  return store_new(g, tokens);
}

std::optional<Seat> Api::audience_of(const std::string& authorization, const LiveGame& g,
                                     ApiResponse& err) const {
  constexpr std::string_view kBearer = "Bearer ";
  std::string_view auth = authorization;
  if (auth.empty()) return engine::kSpectator;
  if (auth.substr(0, kBearer.size()) != kBearer) {
    err = error(401, "the Authorization header must be 'Bearer TOKEN'");
    return std::nullopt;
  }
  std::string digest = sha256_hex(auth.substr(kBearer.size()));
  for (std::size_t k = 0; k < g.token_hash.size(); ++k)
    if (!g.token_hash[k].empty() && constant_time_equal(g.token_hash[k], digest)) return static_cast<Seat>(k);
  err = error(403, "this token holds no seat in this game");
  return std::nullopt;
}

std::optional<Seat> Api::seat_of(const ApiRequest& req, const LiveGame& g, ApiResponse& err) const {
  if (req.authorization.empty()) {
    err = error(401, "this needs a seat token: Authorization: Bearer TOKEN");
    return std::nullopt;
  }
  return audience_of(req.authorization, g, err);
}

json Api::view(const LiveGame& g, const engine::GameState& state, Seat audience) const {
  json j = state.view(audience);
  // The envelope every client reads (docs/api.md "Games"), for a system
  // whose view does not write it itself (GBN3's does, unchanged).
  if (!j.contains("actions")) j["actions"] = state.action_count();
  if (!j.contains("over")) j["over"] = state.over();
  if (!j.contains("actor")) {
    engine::Actor who = state.actor();
    j["actor"] = {{"kind", who.kind == engine::ActorKind::Decision ? "decision"
                           : who.kind == engine::ActorKind::Chance ? "chance"
                                                                   : "terminal"},
                  {"side", who.kind == engine::ActorKind::Decision ? json(g.system.seat_name(who.seat))
                                                                   : json(nullptr)}};
  }
  if (!j.contains("result")) j["result"] = nullptr;
  j["id"] = g.id;
  j["seed_public"] = g.seed_public;
  if (g.seed_public) j["seed"] = g.seed();
  json seats = json::object();
  for (std::size_t k = 0; k < g.seats.size(); ++k)
    seats[g.system.info().seats[k]] = seat_kind_name(g.seats[k]);
  j["seats"] = seats;
  j["thinking"] = g.thinking ? json(g.system.seat_name(*g.thinking)) : json(nullptr);
  return j;
}

bool Api::commit(LiveGame& g, std::size_t from, const std::map<Seat, std::size_t>& log_from,
                 ApiResponse& err) {
  const engine::GameState& state = g.state();
  std::vector<std::string> notations(g.notations().begin() + static_cast<std::ptrdiff_t>(from),
                                     g.notations().end());
  try {
    store_.append(g.id, from, notations);
  } catch (const StoreError& e) {
    g.rewind(from);
    err = error(503, fmt::format("the action was not applied: the database refused it ({})", e.what()));
    return false;
  }
  // Each audience reads the new actions and log lines as it may know them.
  std::map<Seat, json> history;
  for (Seat a : audiences(g.system)) history[a] = state.history_view(a, from);
  for (std::size_t i = from; i < state.action_count(); ++i)
    g.publish([&](Seat a) {
      const json& h = history[a];
      if (i - from >= h.size()) return std::string();
      json m = h[i - from];
      m["type"] = "action";
      m["actions"] = i + 1;
      return dump(m);
    });
  g.publish([&](Seat a) {
    auto it = log_from.find(a);
    std::size_t f = it == log_from.end() ? 0 : it->second;
    if (state.log_size(a) <= f) return std::string();
    return dump(json{{"type", "log"}, {"entries", state.events(a, f)}});
  });
  return true;
}

ApiResponse Api::act(const ApiRequest& req, const std::shared_ptr<LiveGame>& gp) {
  LiveGame& g = *gp;
  ApiResponse err;
  auto body = parse_body(req.body, err);
  if (!body) return err;
  const json& j = *body;
  if (!j.contains("action")) return error(400, "field 'action' is missing (an action in notation)");
  if (!j["action"].is_string()) return error(400, "field 'action' must be a string");
  auto expect = expect_of(j, err);
  if (!expect) return err;
  std::lock_guard lock(g.mu);
  auto seat = seat_of(req, g, err);
  if (!seat) return err;
  if (*expect != g.actions()) return stale(g.actions(), *expect);
  const engine::GameState& state = g.state();
  engine::Actor who = state.actor();
  const std::string& me = g.system.seat_name(*seat);
  if (who.kind != engine::ActorKind::Decision || who.seat != *seat) {
    std::string now = who.kind == engine::ActorKind::Terminal ? "the game is over"
                      : who.kind == engine::ActorKind::Chance
                          ? "chance is to act"
                          : fmt::format("it is {}'s decision", g.system.seat_name(who.seat));
    return error(403, fmt::format("{} may not act now: {}", me, now));
  }
  std::string perr;
  auto a = state.parse(j["action"].get<std::string>(), &perr);
  if (!a) return error(422, perr, section_of(perr));
  std::size_t from = g.actions();
  std::map<Seat, std::size_t> log_from;
  for (Seat s : audiences(g.system)) log_from[s] = state.log_size(s);
  if (auto bad = g.apply(*a)) return error(422, *bad, section_of(*bad));
  g.run_automatic();
  if (!commit(g, from, log_from, err)) return err;
  schedule_computer(gp, std::chrono::milliseconds(0));
  return json_response(200, view(g, g.state(), *seat));
}

ApiResponse Api::undo(const ApiRequest& req, const std::shared_ptr<LiveGame>& gp) {
  LiveGame& g = *gp;
  ApiResponse err;
  auto body = parse_body(req.body, err);
  if (!body) return err;
  auto expect = expect_of(*body, err);
  if (!expect) return err;
  std::lock_guard lock(g.mu);
  auto seat = seat_of(req, g, err);
  if (!seat) return err;
  std::size_t n = g.actions();
  if (*expect != n) return stale(n, *expect);
  if (g.state().over()) return error(422, "the game is over: nothing can be taken back");
  // Only the seat's own decisions, back to its previous decision point, while
  // no die has been rolled, no marker drawn and the other side has not decided.
  if (n == 0) return error(422, "nothing to take back");
  std::optional<Seat> last = g.decider(n - 1);
  if (!last)
    return error(422,
                 "a die has been rolled or a marker drawn since your last decision: it cannot be taken back");
  if (*last != *seat)
    return error(422, fmt::format("{} has decided since your last decision: it cannot be taken back",
                                  g.system.seat_name(*last)));
  // The store first: if it refuses, nothing has changed anywhere.
  try {
    store_.truncate(g.id, n - 1);
  } catch (const StoreError& e) {
    return error(503, fmt::format("nothing was taken back: the database refused it ({})", e.what()));
  }
  g.rewind(n - 1);
  g.publish([&](Seat) { return dump(json{{"type", "undo"}, {"actions", n - 1}}); });
  schedule_computer(gp, std::chrono::milliseconds(0));
  return json_response(200, view(g, g.state(), *seat));
}

ApiResponse Api::game_route(const ApiRequest& req, const std::string& id, const std::string& sub,
                            const std::map<std::string, std::string>& query) {
  auto gp = find(id);
  if (!gp) return error(404, fmt::format("unknown game '{}'", id));
  LiveGame& g = *gp;
  bool get = req.method == "GET" || req.method == "HEAD";
  bool post = req.method == "POST";
  auto method_not_allowed = [&] { return error(405, fmt::format("{} is not allowed here", req.method)); };
  if (sub == "actions") return post ? act(req, gp) : method_not_allowed();
  if (sub == "undo") return post ? undo(req, gp) : method_not_allowed();
  if (!get) return method_not_allowed();
  if (sub == "hint") return hint(req, gp);  // waits for a worker: not under the game's lock
  auto param = [&](const char* k) -> const std::string* {
    auto it = query.find(k);
    return it == query.end() ? nullptr : &it->second;
  };
  std::lock_guard lock(g.mu);
  const engine::GameState& state = g.state();
  ApiResponse err;
  if (sub == "legal") {
    auto seat = seat_of(req, g, err);
    if (!seat) return err;
    json actions = json::array();
    engine::Actor who = state.actor();
    if (who.kind == engine::ActorKind::Decision && who.seat == *seat)
      for (std::size_t i = 0; i < state.num_legal_actions(); ++i)
        actions.push_back(state.action_view(*seat, state.legal_action(i)));
    return json_response(200, {{"side", g.system.seat_name(*seat)}, {"actions", actions}});
  }
  auto asker = audience_of(req.authorization, g, err);
  if (!asker) return err;
  // Once the game is over, a system's hidden things are revealed to every
  // reader (docs/api.md "Musket & Saber view", §19.8): the referee's answers.
  std::optional<Seat> audience =
      state.over() && g.system.info().hidden_information ? engine::kReferee : *asker;
  if (sub.empty()) return json_response(200, view(g, state, *audience));
  if (sub == "log") {
    std::size_t from = 0;
    if (const std::string* f = param("from")) {
      auto v = parse_count(*f);
      if (!v) return error(400, "query 'from' must be a non-negative integer");
      from = *v;
    }
    return json_response(200, state.events(*audience, from));
  }
  if (sub == "history") return json_response(200, state.history_view(*audience, 0));
  if (sub == "view") {
    const std::string* at = param("at");
    if (!at) return error(400, "query 'at' is missing (a number of actions)");
    auto k = parse_count(*at);
    if (!k) return error(400, "query 'at' must be a non-negative integer");
    if (*k > g.actions())
      return error(404, fmt::format("the game has {} actions; 'at' may not exceed it", g.actions()));
    if (*k == g.actions()) return json_response(200, view(g, state, *audience));
    auto past = g.replay_prefix(*k);
    return json_response(200, view(g, *past, *audience));
  }
  if (sub == "reach" || sub == "los" || sub == "odds") {
    engine::QueryAnswer q = state.query(*asker, sub, query);
    return json_response(status_of(q.status), q.body);
  }
  if (sub == "save") {
    // A running game's save holds no seed (nothing predicts a die to come).
    bool with_seed = state.over() || g.seed_public;
    return ApiResponse{200, state.save(*audience, with_seed), "application/json"};
  }
  if (sub == "events") return error(426, "this route is a WebSocket: connect with an Upgrade request");
  return error(404, fmt::format("no such game route '{}'", sub));
}

}  // namespace bohemia::server
