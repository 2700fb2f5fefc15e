#include "server/store.h"

#include <fmt/format.h>
#include <sqlite3.h>

#include <filesystem>
#include <map>

namespace bohemia::server {

namespace {

constexpr int kBusyTimeoutMs = 5000;

// A prepared statement, finalised on scope exit.
class Stmt {
 public:
  Stmt(sqlite3* db, const char* sql) : db_(db) {
    if (sqlite3_prepare_v2(db, sql, -1, &st_, nullptr) != SQLITE_OK)
      throw StoreError(fmt::format("database: {}", sqlite3_errmsg(db)));
  }
  ~Stmt() { sqlite3_finalize(st_); }
  Stmt(const Stmt&) = delete;
  Stmt& operator=(const Stmt&) = delete;
  void bind(int i, const std::string& s) {
    check(sqlite3_bind_text(st_, i, s.data(), static_cast<int>(s.size()), SQLITE_TRANSIENT));
  }
  void bind(int i, std::int64_t v) { check(sqlite3_bind_int64(st_, i, v)); }
  // True while a row is available.
  bool step() {
    int rc = sqlite3_step(st_);
    if (rc == SQLITE_ROW) return true;
    if (rc == SQLITE_DONE) return false;
    throw StoreError(fmt::format("database: {}", sqlite3_errmsg(db_)));
  }
  void reset() {
    sqlite3_reset(st_);
    sqlite3_clear_bindings(st_);
  }
  std::string text(int col) const {
    const unsigned char* p = sqlite3_column_text(st_, col);
    return p ? std::string(reinterpret_cast<const char*>(p),
                           static_cast<std::size_t>(sqlite3_column_bytes(st_, col)))
             : std::string();
  }
  std::int64_t integer(int col) const { return sqlite3_column_int64(st_, col); }

 private:
  void check(int rc) {
    if (rc != SQLITE_OK) throw StoreError(fmt::format("database: {}", sqlite3_errmsg(db_)));
  }
  sqlite3* db_;
  sqlite3_stmt* st_ = nullptr;
};

// BEGIN IMMEDIATE ... COMMIT, rolled back if an exception leaves the scope.
class Transaction {
 public:
  explicit Transaction(sqlite3* db) : db_(db) { run("BEGIN IMMEDIATE"); }
  ~Transaction() {
    if (!done_) sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
  }
  Transaction(const Transaction&) = delete;
  Transaction& operator=(const Transaction&) = delete;
  void commit() {
    run("COMMIT");
    done_ = true;
  }

 private:
  void run(const char* sql) {
    char* err = nullptr;
    if (sqlite3_exec(db_, sql, nullptr, nullptr, &err) != SQLITE_OK) {
      std::string msg = err ? err : "?";
      sqlite3_free(err);
      throw StoreError(fmt::format("database: {}: {}", sql, msg));
    }
  }
  sqlite3* db_;
  bool done_ = false;
};

}  // namespace

Store::Store(const std::string& dir, std::optional<SeedSeal> seal) : seal_(std::move(seal)) {
  if (dir.empty()) {
    path_ = ":memory:";
  } else {
    std::error_code ec;
    bool fresh = !std::filesystem::exists(dir, ec);
    std::filesystem::create_directories(dir, ec);
    if (ec) throw StoreError(fmt::format("cannot create the data directory {}: {}", dir, ec.message()));
    // Owner-only: it holds the games, token digests and sealed seeds.
    if (fresh) std::filesystem::permissions(dir, std::filesystem::perms::owner_all, ec);
    path_ = (std::filesystem::path(dir) / "bohemia.sqlite3").string();
  }
  if (sqlite3_open_v2(path_.c_str(), &db_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX,
                      nullptr) != SQLITE_OK) {
    std::string msg = db_ ? sqlite3_errmsg(db_) : "out of memory";
    sqlite3_close(db_);
    throw StoreError(fmt::format("cannot open the database {}: {}", path_, msg));
  }
  sqlite3_busy_timeout(db_, kBusyTimeoutMs);
  // WAL with synchronous=FULL: a COMMIT returns only once the WAL is synced,
  // so an acknowledged action survives kill -9 and power loss alike.
  exec("PRAGMA journal_mode=WAL");
  exec("PRAGMA synchronous=FULL");
  exec("PRAGMA foreign_keys=ON");
  exec(
      "CREATE TABLE IF NOT EXISTS games ("
      " id TEXT PRIMARY KEY, system TEXT NOT NULL, scenario TEXT NOT NULL, seed INTEGER NOT NULL,"
      " seed_public INTEGER NOT NULL, prussia TEXT NOT NULL, austria TEXT NOT NULL,"
      " prussia_token TEXT NOT NULL, austria_token TEXT NOT NULL,"
      " created TEXT NOT NULL DEFAULT (datetime('now')))");
  // Added after the first release: 1 when `seed` holds the sealed seed.
  if (!has_column("games", "seed_sealed"))
    exec("ALTER TABLE games ADD COLUMN seed_sealed INTEGER NOT NULL DEFAULT 0");
  exec(
      "CREATE TABLE IF NOT EXISTS actions ("
      " game TEXT NOT NULL REFERENCES games(id), idx INTEGER NOT NULL, notation TEXT NOT NULL,"
      " PRIMARY KEY (game, idx)) WITHOUT ROWID");
  if (seal_) seal_stored_seeds();
  writer_ = std::thread([this] { writer(); });
}

bool Store::has_column(const char* table, const char* column) {
  Stmt s(db_, fmt::format("SELECT 1 FROM pragma_table_info('{}') WHERE name = ?", table).c_str());
  s.bind(1, std::string(column));
  return s.step();
}

void Store::seal_stored_seeds() {
  std::vector<std::pair<std::string, std::uint64_t>> plain;
  {
    Stmt s(db_, "SELECT id, seed FROM games WHERE seed_public = 0 AND seed_sealed = 0");
    while (s.step()) plain.emplace_back(s.text(0), static_cast<std::uint64_t>(s.integer(1)));
  }
  if (plain.empty()) return;
  Transaction t(db_);
  Stmt u(db_, "UPDATE games SET seed = ?, seed_sealed = 1 WHERE id = ?");
  for (const auto& [id, seed] : plain) {
    u.reset();
    u.bind(1, static_cast<std::int64_t>(seal_->seal(id, seed)));
    u.bind(2, id);
    u.step();
  }
  t.commit();
}

Store::~Store() {
  {
    std::lock_guard lock(mu_);
    stopping_ = true;
  }
  wake_.notify_all();
  writer_.join();
  sqlite3_close(db_);
}

void Store::write(std::function<void()> f) {
  Job job;
  job.run = std::move(f);
  std::unique_lock lock(mu_);
  queue_.push_back(&job);
  wake_.notify_one();
  done_.wait(lock, [&] { return job.done; });
  if (!job.error.empty()) throw StoreError(job.error);
}

void Store::writer() {
  std::unique_lock lock(mu_);
  for (;;) {
    wake_.wait(lock, [&] { return stopping_ || !queue_.empty(); });
    if (queue_.empty() && stopping_) return;
    std::deque<Job*> batch;
    batch.swap(queue_);
    // Callers queue up for the next batch while this one is written.
    lock.unlock();
    std::unique_lock db(db_mu_);
    try {
      Transaction t(db_);
      for (Job* j : batch) {
        exec("SAVEPOINT job");
        try {
          j->run();
          exec("RELEASE job");
        } catch (const StoreError& e) {
          j->error = e.what();
          exec("ROLLBACK TO job");
          exec("RELEASE job");
        }
      }
      t.commit();
    } catch (const StoreError& e) {
      for (Job* j : batch)
        if (j->error.empty()) j->error = e.what();
    }
    db.unlock();
    lock.lock();
    for (Job* j : batch) j->done = true;
    done_.notify_all();
  }
}

void Store::exec(const char* sql) {
  char* err = nullptr;
  if (sqlite3_exec(db_, sql, nullptr, nullptr, &err) != SQLITE_OK) {
    std::string msg = err ? err : "?";
    sqlite3_free(err);
    throw StoreError(fmt::format("database: {}: {}", sql, msg));
  }
}

void Store::create(const StoredGame& g) {
  write([&] {
    {
      Stmt s(db_,
             "INSERT INTO games (id, system, scenario, seed, seed_public, prussia, austria, prussia_token,"
             " austria_token, seed_sealed) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
      bool sealed = seal_ && !g.seed_public;
      s.bind(1, g.id);
      s.bind(2, g.system);
      s.bind(3, g.scenario);
      s.bind(4, static_cast<std::int64_t>(sealed ? seal_->seal(g.id, g.seed) : g.seed));
      s.bind(5, std::int64_t{g.seed_public});
      s.bind(6, g.seats[0]);
      s.bind(7, g.seats[1]);
      s.bind(8, g.token_hash[0]);
      s.bind(9, g.token_hash[1]);
      s.bind(10, std::int64_t{sealed});
      s.step();
    }
    Stmt a(db_, "INSERT INTO actions (game, idx, notation) VALUES (?, ?, ?)");
    for (std::size_t i = 0; i < g.actions.size(); ++i) {
      a.reset();
      a.bind(1, g.id);
      a.bind(2, static_cast<std::int64_t>(i));
      a.bind(3, g.actions[i]);
      a.step();
    }
  });
}

void Store::append(const std::string& id, std::size_t first_index,
                   const std::vector<std::string>& notations) {
  if (notations.empty()) return;
  write([&] {
    Stmt a(db_, "INSERT INTO actions (game, idx, notation) VALUES (?, ?, ?)");
    for (std::size_t i = 0; i < notations.size(); ++i) {
      a.reset();
      a.bind(1, id);
      a.bind(2, static_cast<std::int64_t>(first_index + i));
      a.bind(3, notations[i]);
      a.step();
    }
  });
}

void Store::truncate(const std::string& id, std::size_t count) {
  write([&] {
    Stmt s(db_, "DELETE FROM actions WHERE game = ? AND idx >= ?");
    s.bind(1, id);
    s.bind(2, static_cast<std::int64_t>(count));
    s.step();
  });
}

std::vector<StoredGame> Store::load_all() {
  std::lock_guard lock(db_mu_);
  std::vector<StoredGame> out;
  std::map<std::string, std::size_t> index;
  Stmt s(db_,
         "SELECT id, system, scenario, seed, seed_public, prussia, austria, prussia_token, austria_token,"
         " seed_sealed FROM games ORDER BY created, id");
  while (s.step()) {
    StoredGame g;
    g.id = s.text(0);
    g.system = s.text(1);
    g.scenario = s.text(2);
    g.seed = static_cast<std::uint64_t>(s.integer(3));
    g.seed_public = s.integer(4) != 0;
    g.seats = {s.text(5), s.text(6)};
    g.token_hash = {s.text(7), s.text(8)};
    if (s.integer(9) != 0) {
      if (seal_)
        g.seed = seal_->unseal(g.id, g.seed);
      else
        g.error = "its seed is sealed and this server has no key to unseal it (serve --secret FILE)";
    }
    index[g.id] = out.size();
    out.push_back(std::move(g));
  }
  Stmt a(db_, "SELECT game, idx, notation FROM actions ORDER BY game, idx");
  while (a.step()) {
    auto it = index.find(a.text(0));
    if (it == index.end()) continue;
    StoredGame& g = out[it->second];
    if (static_cast<std::size_t>(a.integer(1)) != g.actions.size())
      throw StoreError(fmt::format("database: game {} has a gap before action {}", g.id, a.integer(1)));
    g.actions.push_back(a.text(2));
  }
  return out;
}

}  // namespace bohemia::server
