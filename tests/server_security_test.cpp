// Security of the server (issue 20, docs/security.md), the parts testable
// without a network: the static files' path handling, the Origin and Host
// checks, the limits per client, the constant-time token comparison, and
// the seed sealed at rest. The HTTP side is in tests/api/security.test.mjs.
#include <gtest/gtest.h>
#include <sqlite3.h>
#include <sys/stat.h>

#include <filesystem>
#include <fstream>

#include "server/client_limits.h"
#include "server/request_checks.h"
#include "server/seed_seal.h"
#include "server/static_files.h"
#include "server/store.h"
#include "server/token.h"

namespace server_security_test {

using namespace bohemia::server;
namespace fs = std::filesystem;

namespace {

// A fresh folder under the system's temporary directory, removed at the end.
struct TempDir {
  fs::path path;
  TempDir() {
    path = fs::temp_directory_path() / ("bohemia-sec-" + random_hex(8));
    fs::create_directories(path);
  }
  ~TempDir() {
    std::error_code ec;
    fs::remove_all(path, ec);
  }
};

void write(const fs::path& p, const std::string& text) {
  fs::create_directories(p.parent_path());
  std::ofstream(p) << text;
}

// The raw `seed` column of a game, read past the Store.
std::int64_t raw_seed(const fs::path& db, const std::string& id) {
  sqlite3* h = nullptr;
  EXPECT_EQ(sqlite3_open_v2(db.c_str(), &h, SQLITE_OPEN_READONLY, nullptr), SQLITE_OK);
  sqlite3_stmt* st = nullptr;
  sqlite3_prepare_v2(h, "SELECT seed FROM games WHERE id = ?", -1, &st, nullptr);
  sqlite3_bind_text(st, 1, id.c_str(), -1, SQLITE_TRANSIENT);
  std::int64_t v = sqlite3_step(st) == SQLITE_ROW ? sqlite3_column_int64(st, 0) : -1;
  sqlite3_finalize(st);
  sqlite3_close(h);
  return v;
}

StoredGame game(const std::string& id, std::uint64_t seed, bool is_public = false) {
  StoredGame g;
  g.id = id;
  g.system = "gbn3";
  g.scenario = "trautenau";
  g.seed = seed;
  g.seed_public = is_public;
  g.seats = {"human", "human"};
  g.token_hash = {sha256_hex("a"), sha256_hex("b")};
  g.actions = {"first mondel"};
  return g;
}

}  // namespace

TEST(Security_StaticFiles, OnlyFilesUnderTheCanonicalRootAreServed) {
  TempDir d;
  fs::path web = d.path / "dist";
  write(web / "index.html", "app");
  write(web / "assets" / "a.js", "js");
  write(d.path / "secret.txt", "secret");
  fs::create_symlink(d.path / "secret.txt", web / "out.txt");
  fs::create_symlink(web / "assets" / "a.js", web / "in.js");
  StaticFiles files(web.string());
  EXPECT_EQ(files.serve("/").body, "app");
  EXPECT_EQ(files.serve("/assets/a.js").body, "js");
  EXPECT_EQ(files.serve("/assets/a.js").content_type, "text/javascript; charset=utf-8");
  EXPECT_EQ(files.serve("/in.js").body, "js");  // a link that stays inside
  for (const char* bad :
       {"//etc/passwd", "/out.txt", "/../secret.txt", "/assets/../../secret.txt", "/assets//a.js",
        "/%2e%2e/secret.txt", "/.hidden", "/a\\b", "/c:/x", "//", "/assets/./a.js", "/nothing-here"}) {
    ApiResponse r = files.serve(bad);
    EXPECT_EQ(r.status, 404) << bad;
    EXPECT_NE(r.body, "secret") << bad;
  }
  EXPECT_EQ(files.serve("no-slash").status, 400);
}

TEST(Security_StaticFiles, WithoutABuiltAppTheRootSaysSo) {
  ApiResponse r = serve_static("/nonexistent/bohemia/web", "/");
  EXPECT_EQ(r.status, 200);
  EXPECT_NE(r.body.find("not built"), std::string::npos);
  EXPECT_EQ(serve_static("/nonexistent/bohemia/web", "/etc/passwd").status, 404);
}

TEST(Security_RequestChecks, OriginMustBeTheHostAsked) {
  EXPECT_TRUE(same_origin("", "127.0.0.1:8066"));  // not a browser
  EXPECT_TRUE(same_origin("http://127.0.0.1:8066", "127.0.0.1:8066"));
  EXPECT_TRUE(same_origin("http://LOCALHOST:8066", "localhost:8066"));
  EXPECT_FALSE(same_origin("http://evil.example", "127.0.0.1:8066"));
  EXPECT_FALSE(same_origin("http://127.0.0.1:9999", "127.0.0.1:8066"));
  EXPECT_FALSE(same_origin("null", "127.0.0.1:8066"));
  EXPECT_FALSE(same_origin("http://127.0.0.1:8066@evil.example", "127.0.0.1:8066"));
  EXPECT_EQ(origin_authority("https://a.example:1/"), "");
  EXPECT_EQ(origin_authority("https://a.example:1"), "a.example:1");
}

TEST(Security_RequestChecks, LoopbackHostNames) {
  for (const char* ok : {"127.0.0.1:8066", "127.0.0.1", "localhost:1", "LocalHost", "app.localhost:80",
                         "[::1]:8066", "127.1.2.3"})
    EXPECT_TRUE(loopback_host(ok)) << ok;
  for (const char* bad : {"", "evil.example", "127.0.0.1.evil.example", "localhost.evil.example:80",
                          "10.0.0.1", "[::2]", "127.0.0.x"})
    EXPECT_FALSE(loopback_host(bad)) << bad;
}

TEST(Security_ClientLimits, ConnectionsPerAddress) {
  ClientLimits l({.max_connections = 2, .game_burst = 1, .games_per_second = 1});
  EXPECT_TRUE(l.open("a"));
  EXPECT_TRUE(l.open("a"));
  EXPECT_FALSE(l.open("a"));
  EXPECT_TRUE(l.open("b"));
  l.close("a");
  EXPECT_EQ(l.connections("a"), 1);
  EXPECT_TRUE(l.open("a"));
}

TEST(Security_ClientLimits, GamesABurstThenARate) {
  ClientLimits l({.max_connections = 1, .game_burst = 3, .games_per_second = 0.5});
  auto t0 = ClientLimits::Clock::now();
  for (int i = 0; i < 3; ++i) EXPECT_TRUE(l.take_game("a", t0));
  EXPECT_FALSE(l.take_game("a", t0));
  EXPECT_TRUE(l.take_game("b", t0));  // another address has its own bucket
  EXPECT_FALSE(l.take_game("a", t0 + std::chrono::seconds(1)));
  EXPECT_TRUE(l.take_game("a", t0 + std::chrono::seconds(2)));
  EXPECT_FALSE(l.take_game("a", t0 + std::chrono::seconds(2)));
  EXPECT_TRUE(l.take_game("a", t0 + std::chrono::seconds(100)));  // refilled, capped at the burst
  EXPECT_TRUE(l.take_game("a", t0 + std::chrono::seconds(100)));
  EXPECT_TRUE(l.take_game("a", t0 + std::chrono::seconds(100)));
  EXPECT_FALSE(l.take_game("a", t0 + std::chrono::seconds(100)));
}

TEST(Security_Tokens, ConstantTimeEqualIsEquality) {
  EXPECT_TRUE(constant_time_equal(sha256_hex("x"), sha256_hex("x")));
  EXPECT_FALSE(constant_time_equal(sha256_hex("x"), sha256_hex("y")));
  EXPECT_FALSE(constant_time_equal("abc", "abcd"));
  EXPECT_TRUE(constant_time_equal("", ""));
}

TEST(Security_SeedAtRest, TheDatabaseHoldsNoSecretSeedAndARestartReadsItBack) {
  TempDir d;
  std::string key = (d.path / "keys" / "server.key").string();
  fs::path data = d.path / "data";
  const std::uint64_t seed = 0x0123456789abcdefULL;
  {
    Store s(data.string(), SeedSeal::load_or_create(key));
    s.create(game("g1", seed));
    s.create(game("g2", 7, true));
  }
  struct stat st {};
  ASSERT_EQ(::stat(key.c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 0777, 0600u);
  EXPECT_EQ(fs::status(data).permissions() & fs::perms::all, fs::perms::owner_all);
  EXPECT_NE(static_cast<std::uint64_t>(raw_seed(data / "bohemia.sqlite3", "g1")), seed);
  EXPECT_EQ(raw_seed(data / "bohemia.sqlite3", "g2"), 7);  // a public seed is kept as given
  {
    Store s(data.string(), SeedSeal::load_or_create(key));  // the same key: the same seeds
    auto all = s.load_all();
    ASSERT_EQ(all.size(), 2u);
    EXPECT_EQ(all[0].seed, seed);
    EXPECT_EQ(all[1].seed, 7u);
    EXPECT_TRUE(all[0].error.empty());
  }
  {
    Store s(data.string());  // no key: the game is not restored, and says why
    auto all = s.load_all();
    EXPECT_NE(all[0].error.find("sealed"), std::string::npos);
    EXPECT_TRUE(all[1].error.empty());
  }
  {
    // Another key reads another seed: a copied database predicts nothing.
    Store s(data.string(), SeedSeal::load_or_create((d.path / "other.key").string()));
    EXPECT_NE(s.load_all()[0].seed, seed);
  }
}

TEST(Security_SeedAtRest, SeedsStoredBeforeTheKeyAreSealedOnOpening) {
  TempDir d;
  fs::path data = d.path / "data";
  {
    Store old(data.string());  // as an earlier version stored them
    old.create(game("g1", 42));
  }
  EXPECT_EQ(raw_seed(data / "bohemia.sqlite3", "g1"), 42);
  std::string key = (d.path / "server.key").string();
  {
    Store s(data.string(), SeedSeal::load_or_create(key));
    EXPECT_EQ(s.load_all()[0].seed, 42u);
  }
  EXPECT_NE(raw_seed(data / "bohemia.sqlite3", "g1"), 42);
  Store again(data.string(), SeedSeal::load_or_create(key));
  EXPECT_EQ(again.load_all()[0].seed, 42u);
}

TEST(Security_SeedAtRest, ADamagedKeyIsRefusedWithItsFileAndLine) {
  TempDir d;
  fs::path key = d.path / "server.key";
  write(key, "not a key\n");
  try {
    SeedSeal::load_or_create(key.string());
    FAIL() << "a damaged key was accepted";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find(key.string()), std::string::npos);
    EXPECT_NE(std::string(e.what()).find("line 1"), std::string::npos);
  }
}

}  // namespace server_security_test
