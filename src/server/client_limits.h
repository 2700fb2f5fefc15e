// Limits per client address (docs/security.md, "Limits per client"): how
// many connections one address may hold open at once, and how fast it may
// create games (a token bucket: a burst, then a steady rate). A client over
// a limit is answered 429 and nothing else changes. Without them one client
// could hold every socket, or fill the server's 10,000 games in seconds.
#pragma once

#include <chrono>
#include <map>
#include <mutex>
#include <string>

namespace bohemia::server {

struct ClientLimitsConfig {
  int max_connections = 256;      // open at once, per address (HTTP and WebSocket)
  double game_burst = 200;        // games an address may create at once ...
  double games_per_second = 1.0;  // ... and then this many a second
};

class ClientLimits {
 public:
  using Clock = std::chrono::steady_clock;
  explicit ClientLimits(ClientLimitsConfig c = {}) : config_(c) {}

  // A connection from `addr` opens: false (and nothing counted) when the
  // address already holds max_connections.
  bool open(const std::string& addr);
  void close(const std::string& addr);
  int connections(const std::string& addr) const;
  // A game created by `addr` at `now`: false when its bucket is empty.
  bool take_game(const std::string& addr, Clock::time_point now);
  const ClientLimitsConfig& config() const { return config_; }

 private:
  struct Bucket {
    double tokens = 0;
    Clock::time_point at;
  };
  // Forgets the buckets that have refilled (bounded memory).
  void prune(Clock::time_point now);

  ClientLimitsConfig config_;
  mutable std::mutex mu_;
  std::map<std::string, int> open_;
  std::map<std::string, Bucket> games_;
};

}  // namespace bohemia::server
