// The JSON API of docs/api.md, free of any network code: a request in (method,
// target, bearer token, body), a response out. The HTTP server feeds it; the
// fuzzer and the unit tests call it directly. Thread-safe: games are locked
// one by one, the store serialises its writes.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <shared_mutex>
#include <string>
#include <vector>

#include "server/live_game.h"
#include "server/store.h"

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

class Api {
 public:
  // Loads every scenario and restores every stored game by replaying it.
  explicit Api(Store& store);

  ApiResponse handle(const ApiRequest& req);
  // The largest body accepted for this request.
  static std::size_t body_limit(std::string_view method, std::string_view target);
  // The game id if `target` is /api/games/{id}/events.
  static std::optional<std::string> events_game(std::string_view target);
  // Subscribes `send` to a game's events (under the game's lock, so that no
  // event is missed or doubled between the hello and the next action).
  std::optional<Subscription> subscribe(const std::string& game_id,
                                        std::function<void(const std::string&)> send);
  void unsubscribe(const Subscription& s);
  std::size_t games() const;
  bool has_game(const std::string& id) const { return find(id) != nullptr; }
  std::size_t restored() const { return restored_; }
  const std::vector<std::string>& restore_errors() const { return restore_errors_; }

 private:
  struct Route;
  std::shared_ptr<const Scenario> scenario(const std::string& id) const;
  std::shared_ptr<LiveGame> find(const std::string& id) const;
  void add(std::shared_ptr<LiveGame> g);

  ApiResponse create(const ApiRequest& req);
  ApiResponse import(const ApiRequest& req);
  ApiResponse game_route(const ApiRequest& req, const std::string& id, const std::string& sub,
                         const std::map<std::string, std::string>& query);
  ApiResponse act(const ApiRequest& req, LiveGame& g);
  ApiResponse undo(const ApiRequest& req, LiveGame& g);
  // The side a bearer token acts for, or the error response.
  std::optional<Side> seat_of(const ApiRequest& req, const LiveGame& g, ApiResponse& error) const;
  // Commits actions [from, now) and tells the subscribers; rewinds on failure.
  bool commit(LiveGame& g, std::size_t from, std::size_t log_from, ApiResponse& error);
  ApiResponse created(const LiveGame& g, const std::array<std::string, kSides>& tokens) const;

  Store& store_;
  std::map<std::string, std::shared_ptr<const Scenario>> scenarios_;
  mutable std::shared_mutex games_mu_;
  std::map<std::string, std::shared_ptr<LiveGame>> games_;
  std::size_t restored_ = 0;
  std::vector<std::string> restore_errors_;
};

}  // namespace bohemia::server
