// The games database across versions (issue 15): a database written before
// the seats table (two columns per side in `games`) still restores every
// game, and a new game gets one row per seat.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "engine/random_player.h"
#include "server/api.h"
#include "server/token.h"
#include "systems/builtin.h"

namespace server_store_test {

using namespace bohemia;
using namespace bohemia::server;
namespace fs = std::filesystem;

namespace {

void exec(sqlite3* db, const std::string& sql) {
  char* err = nullptr;
  ASSERT_EQ(sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &err), SQLITE_OK)
      << (err ? err : "") << " in " << sql;
}

}  // namespace

TEST(ServerStore, ADatabaseFromBeforeTheSeatsTableRestoresItsGames) {
  fs::path dir = fs::temp_directory_path() / ("bohemia-store-" + random_hex(8));
  fs::create_directories(dir);
  // Twenty actions of a Soor game, as an earlier server stored them.
  const engine::System& gbn3 = *builtin_systems().find("gbn3");
  auto g = gbn3.new_game("soor", 7);
  engine::RandomPlayer p(3);
  std::vector<std::string> notations;
  while (notations.size() < 20) {
    engine::Action a = g->actor().kind == engine::ActorKind::Chance ? g->sample_chance() : p.choose(*g);
    notations.push_back(g->notation(a));
    ASSERT_FALSE(g->apply(a).has_value());
  }
  {
    sqlite3* db = nullptr;
    ASSERT_EQ(sqlite3_open((dir / "bohemia.sqlite3").c_str(), &db), SQLITE_OK);
    exec(db,
         "CREATE TABLE games (id TEXT PRIMARY KEY, system TEXT NOT NULL, scenario TEXT NOT NULL, seed "
         "INTEGER NOT "
         "NULL, seed_public INTEGER NOT NULL, prussia TEXT NOT NULL, austria TEXT NOT NULL, prussia_token "
         "TEXT NOT "
         "NULL, austria_token TEXT NOT NULL, created TEXT NOT NULL DEFAULT (datetime('now')))");
    exec(db,
         "CREATE TABLE actions (game TEXT NOT NULL REFERENCES games(id), idx INTEGER NOT NULL, notation TEXT "
         "NOT "
         "NULL, PRIMARY KEY (game, idx)) WITHOUT ROWID");
    exec(db,
         "INSERT INTO games (id, system, scenario, seed, seed_public, prussia, austria, prussia_token, "
         "austria_token) VALUES ('old1', 'gbn3', 'soor', 7, 1, 'human', 'random', '" +
             sha256_hex("tok") + "', '')");
    for (std::size_t i = 0; i < notations.size(); ++i)
      exec(db, "INSERT INTO actions VALUES ('old1', " + std::to_string(i) + ", '" + notations[i] + "')");
    sqlite3_close(db);
  }
  {
    Store store(dir.string(), SeedSeal("00" + std::string(62, 'a')));
    Api api(store, builtin_systems());
    EXPECT_TRUE(api.restore_errors().empty()) << api.restore_errors().front();
    ASSERT_TRUE(api.has_game("old1"));
    ApiRequest r{"GET", "/api/games/old1", "", ""};
    nlohmann::json v = nlohmann::json::parse(api.handle(r).body);
    EXPECT_GE(v["actions"].get<std::size_t>(), notations.size())
        << "the computer seat plays on after a restore";
    EXPECT_EQ(v["seats"]["prussia"], "human");
    EXPECT_EQ(v["seats"]["austria"], "random");
    ApiRequest legal{"GET", "/api/games/old1/legal", "Bearer tok", ""};
    EXPECT_EQ(api.handle(legal).status, 200) << "the stored token digest still holds the seat";
    // A new game has its seats as rows.
    ApiRequest create{"POST", "/api/games", "",
                      R"({"scenario": "trautenau", "seats": {"austria": "random"}})"};
    ASSERT_EQ(api.handle(create).status, 201);
  }
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open((dir / "bohemia.sqlite3").c_str(), &db), SQLITE_OK);
  sqlite3_stmt* st = nullptr;
  sqlite3_prepare_v2(db, "SELECT COUNT(*) FROM seats", -1, &st, nullptr);
  ASSERT_EQ(sqlite3_step(st), SQLITE_ROW);
  EXPECT_EQ(sqlite3_column_int(st, 0), 2) << "one row per seat of the new game";
  sqlite3_finalize(st);
  sqlite3_close(db);
  fs::remove_all(dir);
}

}  // namespace server_store_test
