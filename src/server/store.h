// The server's persistence: one SQLite database in the --data directory
// (WAL journal, synchronous=FULL), holding each game's creation record and
// every action in notation. A game is restored by replaying its actions, so
// the database holds nothing the engine cannot check. Every write is one
// transaction, committed (and synced) before the call returns: the caller
// acknowledges an action only after that. An empty directory name gives an
// in-memory database (fuzzing, tests). A secret seed is kept sealed with
// the server's key (seed_seal.h): the database alone predicts no die.
//
// Writes are group-committed: a writer thread takes every write waiting,
// runs each in its own savepoint inside one transaction, commits (one sync
// for the lot) and only then releases the callers. Many games acting at once
// thus share the cost of a sync, and each caller still returns only once its
// own write is durable.
#pragma once

#include <array>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "server/seed_seal.h"

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
  std::string error;                      // load_all: why this game cannot be restored ("" if it can)
};

class Store {
 public:
  // With a seal, secret seeds are stored sealed (server/seed_seal.h), and
  // seeds an older version stored as such are sealed on opening.
  explicit Store(const std::string& dir, std::optional<SeedSeal> seal = std::nullopt);
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
  // One write waiting for the writer thread.
  struct Job {
    std::function<void()> run;  // executes its statements (inside a savepoint)
    std::string error;          // why it failed, "" if it was committed
    bool done = false;
  };
  void exec(const char* sql);
  bool has_column(const char* table, const char* column);
  void seal_stored_seeds();
  // Runs `f` as one write, group-committed; throws StoreError if it failed.
  void write(std::function<void()> f);
  void writer();

  sqlite3* db_ = nullptr;
  std::string path_;
  std::optional<SeedSeal> seal_;
  std::mutex db_mu_;  // the connection
  std::mutex mu_;     // the queue
  std::condition_variable wake_, done_;
  std::deque<Job*> queue_;
  bool stopping_ = false;
  std::thread writer_;
};

}  // namespace bohemia::server
