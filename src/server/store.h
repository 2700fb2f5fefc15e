// The server's persistence: one SQLite database in the --data directory
// (WAL journal, synchronous=FULL), holding each game's creation record and
// every action in notation. A game is restored by replaying its actions, so
// the database holds nothing the engine cannot check. Every write is one
// transaction, committed (and synced) before the call returns: the caller
// acknowledges an action only after that. An empty directory name gives an
// in-memory database (fuzzing, tests).
#pragma once

#include <array>
#include <cstdint>
#include <mutex>
#include <stdexcept>
#include <string>
#include <vector>

struct sqlite3;

namespace bohemia::server {

struct StoreError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// One game as stored.
struct StoredGame {
  std::string id, system, scenario;
  std::uint64_t seed = 0;  // secret unless seed_public
  bool seed_public = false;
  std::array<std::string, 2> seats;       // per side: "human" or "random"
  std::array<std::string, 2> token_hash;  // per side: SHA-256 of the seat token, "" when none
  std::vector<std::string> actions;       // in notation, in order
};

class Store {
 public:
  explicit Store(const std::string& dir);
  ~Store();
  Store(const Store&) = delete;
  Store& operator=(const Store&) = delete;

  void create(const StoredGame& g);
  // Appends actions first_index, first_index + 1, ... of a game.
  void append(const std::string& id, std::size_t first_index, const std::vector<std::string>& notations);
  // Keeps the first `count` actions of a game (undo).
  void truncate(const std::string& id, std::size_t count);
  std::vector<StoredGame> load_all();
  std::string path() const { return path_; }

 private:
  void exec(const char* sql);
  sqlite3* db_ = nullptr;
  std::string path_;
  std::mutex mu_;
};

}  // namespace bohemia::server
