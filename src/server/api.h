// The JSON API of docs/api.md, free of any network code: a request in (method,
// target, bearer token, body), a response out. The HTTP server feeds it; the
// fuzzer and the unit tests call it directly. Thread-safe: games are locked
// one by one, the store serialises its writes.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <shared_mutex>
#include <string>
#include <vector>

#include "engine/system.h"
#include "server/live_game.h"
#include "server/store.h"
#include "server/worker_pool.h"

namespace bohemia::server {

constexpr std::size_t kBodyLimit = 16 * 1024;          // every request but an import
constexpr std::size_t kImportBodyLimit = 1024 * 1024;  // POST /api/games/import
constexpr std::size_t kMaxGames = 10000;               // live games one server holds

struct ApiRequest {
  std::string method;  // "GET", "POST", …
  std::string target;  // path and query, as sent
  std::string authorization;
  std::string body;
};

struct ApiResponse {
  int status = 200;
  std::string body;
  std::string content_type = "application/json";
};

// A WebSocket subscription: the first message to send, and the handle to end it.
struct Subscription {
  std::shared_ptr<LiveGame> game;
  int handle = -1;
  std::string hello;
};

// JSON text of an answer. Invalid UTF-8 (from a request echoed in an error)
// is replaced, never thrown on.
std::string dump(const nlohmann::json& j);

// How the computer players run (docs/api.md, issue 17 item 4).
struct ComputerOptions {
  int threads = 0;   // worker threads: 0 for the machine's hardware threads
  int pause_ms = 0;  // between two computer decisions in a row (watchable play)
  // Added to the workers' nice value (0-19): a search then yields the cores
  // to the request threads of other games. 0 by default: on a quiet machine
  // four AIs thinking keep other games' p99 near 10 ms without it
  // (docs/performance.md), and in tests a niced worker starves behind a
  // busy test process.
  int nice = 0;
  // A level's time budget caps its iteration budget (a decision that hits
  // the cap depends on the machine's load); tests turn it off to replay.
  bool time_cap = true;
  // Called on the worker thread once a decision's input is copied and the
  // game unlocked, before the thinking (tests hold a worker here).
  std::function<void(const std::string& game, std::size_t actions)> before_think;
};

class Api {
 public:
  // Lists every system's scenarios and restores every stored game by
  // replaying it; the computer seats then think on `computer.threads`.
  Api(Store& store, const engine::SystemTable& systems, ComputerOptions computer = {});
  // Stops the computer's workers first (none is left on a destroyed game).
  ~Api();
  Api(const Api&) = delete;
  Api& operator=(const Api&) = delete;

  ApiResponse handle(const ApiRequest& req);
  // The largest body accepted for this request.
  static std::size_t body_limit(std::string_view method, std::string_view target);
  // The game id if `target` is /api/games/{id}/events.
  static std::optional<std::string> events_game(std::string_view target);
  // Subscribes `send` to a game's events as the seat of `token` ("" for a
  // spectator), under the game's lock so that no event is missed or doubled
  // between the hello and the next action. The error response when the game
  // or the token is unknown.
  std::optional<Subscription> subscribe(const std::string& game_id, const std::string& token,
                                        std::function<void(const std::string&)> send,
                                        ApiResponse* error = nullptr);
  void unsubscribe(const Subscription& s);
  // Why the events socket of `game_id` is refused to `token` ("" for a
  // spectator): an unknown game or a token of no seat; nullopt when it may open.
  std::optional<ApiResponse> refuse_events(const std::string& game_id, const std::string& token) const;
  std::size_t games() const;
  bool has_game(const std::string& id) const { return find(id) != nullptr; }
  std::size_t restored() const { return restored_; }
  const std::vector<std::string>& restore_errors() const { return restore_errors_; }
  // Waits until the computer has nothing queued or running (tests).
  void wait_computer() { pool_->wait_idle(); }
  // Stops the computer's workers (a decision under way finishes first); the
  // server calls it once its network threads are joined, before anything
  // an event could be sent to goes away.
  void stop_computer() { pool_->stop(); }

 private:
  // A scenario the server lists: its system (a request never names a file).
  const engine::System* system_of(const std::string& scenario) const;
  std::shared_ptr<LiveGame> find(const std::string& id) const;
  void add(std::shared_ptr<LiveGame> g);
  void restore(StoredGame& s);

  ApiResponse create(const ApiRequest& req);
  ApiResponse import(const ApiRequest& req);
  ApiResponse game_route(const ApiRequest& req, const std::string& id, const std::string& sub,
                         const std::map<std::string, std::string>& query);
  ApiResponse act(const ApiRequest& req, const std::shared_ptr<LiveGame>& g);
  ApiResponse undo(const ApiRequest& req, const std::shared_ptr<LiveGame>& g);
  // The computer's side (server/api_computer.cpp). Under g->mu: queues the
  // decision of a level if one is due and none is queued.
  void schedule_computer(const std::shared_ptr<LiveGame>& g, std::chrono::milliseconds delay);
  // On a worker: the level's decision at `at` actions, applied if still due.
  void think(const std::shared_ptr<LiveGame>& g, std::size_t at);
  ApiResponse hint(const ApiRequest& req, const std::shared_ptr<LiveGame>& g);
  // The audience of a request: the seat of its bearer token, or a spectator
  // without one; the error response for a malformed or foreign token.
  std::optional<engine::Seat> audience_of(const std::string& authorization, const LiveGame& g,
                                          ApiResponse& error) const;
  // The seat of a request that must come from one (401 without a token).
  std::optional<engine::Seat> seat_of(const ApiRequest& req, const LiveGame& g, ApiResponse& error) const;
  // The view of `state` for `audience`, with the server's own fields.
  nlohmann::json view(const LiveGame& g, const engine::GameState& state, engine::Seat audience) const;
  // Stores a new game and answers 201 with its seats' tokens.
  ApiResponse store_new(std::shared_ptr<LiveGame> g, const std::vector<std::string>& tokens);
  // Commits actions [from, now) and tells the subscribers; rewinds on failure.
  bool commit(LiveGame& g, std::size_t from, const std::map<engine::Seat, std::size_t>& log_from,
              ApiResponse& error);
  ApiResponse created(const LiveGame& g, const std::vector<std::string>& tokens) const;
  std::string new_id() const;

  Store& store_;
  const engine::SystemTable& systems_;
  std::map<std::string, const engine::System*> scenarios_;  // every listed scenario id
  std::vector<std::string> scenario_order_;
  mutable std::shared_mutex games_mu_;
  std::map<std::string, std::shared_ptr<LiveGame>> games_;
  std::size_t restored_ = 0;
  std::vector<std::string> restore_errors_;
  ComputerOptions computer_;
  std::unique_ptr<WorkerPool> pool_;
};

}  // namespace bohemia::server
