#include "server/client_limits.h"

#include <algorithm>

namespace bohemia::server {

namespace {
constexpr std::size_t kPruneAbove = 4096;  // addresses remembered before refilled buckets are dropped
}

bool ClientLimits::open(const std::string& addr) {
  std::lock_guard lock(mu_);
  int& n = open_[addr];
  if (n >= config_.max_connections) {
    if (n == 0) open_.erase(addr);
    return false;
  }
  ++n;
  return true;
}

void ClientLimits::close(const std::string& addr) {
  std::lock_guard lock(mu_);
  auto it = open_.find(addr);
  if (it == open_.end()) return;
  if (--it->second <= 0) open_.erase(it);
}

int ClientLimits::connections(const std::string& addr) const {
  std::lock_guard lock(mu_);
  auto it = open_.find(addr);
  return it == open_.end() ? 0 : it->second;
}

bool ClientLimits::take_game(const std::string& addr, Clock::time_point now) {
  std::lock_guard lock(mu_);
  if (games_.size() > kPruneAbove) prune(now);
  auto [it, fresh] = games_.try_emplace(addr, Bucket{config_.game_burst, now});
  Bucket& b = it->second;
  if (!fresh) {
    double elapsed = std::chrono::duration<double>(now - b.at).count();
    if (elapsed > 0) b.tokens = std::min(config_.game_burst, b.tokens + elapsed * config_.games_per_second);
    b.at = std::max(b.at, now);
  }
  if (b.tokens < 1) return false;
  b.tokens -= 1;
  return true;
}

void ClientLimits::prune(Clock::time_point now) {
  for (auto it = games_.begin(); it != games_.end();) {
    double elapsed = std::chrono::duration<double>(now - it->second.at).count();
    if (it->second.tokens + elapsed * config_.games_per_second >= config_.game_burst)
      it = games_.erase(it);
    else
      ++it;
  }
}

}  // namespace bohemia::server
