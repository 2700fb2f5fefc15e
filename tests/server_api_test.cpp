// The server's API called directly (src/server/api.h, issue 8): secrets stay
// on the server (the seed is in no answer, tokens are stored as digests),
// the token digest is SHA-256, and a store reopened on the same directory
// restores every game exactly. The HTTP side is tested in tests/api.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "gbn3/save.h"
#include "server/api.h"
#include "server/token.h"
#include "server_test_util.h"
#include "systems/builtin.h"

namespace server_api_test {

using namespace bohemia;
using namespace bohemia::server;
using namespace bohemia::server::test;
using nlohmann::json;

namespace {

// Plays `n` decisions, each the first legal one, for whichever seat acts.
void play_first(Api& api, const json& created, int n) {
  std::string id = created["id"];
  for (int i = 0; i < n; ++i) {
    json v = json::parse(call(api, "GET", "/api/games/" + id).body);
    if (v["actor"]["kind"] != "decision") return;
    std::string tok = created["seats"][v["actor"]["side"].get<std::string>()];
    json legal = json::parse(call(api, "GET", "/api/games/" + id + "/legal", "", tok).body);
    ASSERT_FALSE(legal["actions"].empty());
    json body = {{"action", legal["actions"][0]["notation"]}, {"expect", v["actions"]}};
    ApiResponse r = call(api, "POST", "/api/games/" + id + "/actions", body.dump(), tok);
    ASSERT_EQ(r.status, 200) << r.body;
  }
}

const char* kHumanVsHuman = R"({"scenario":"trautenau","prussia":"human","austria":"human"})";

}  // namespace

// FIPS 180-4 test vectors.
TEST(ServerToken, Sha256KnownVectors) {
  EXPECT_EQ(sha256_hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  EXPECT_EQ(sha256_hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  EXPECT_EQ(sha256_hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  EXPECT_EQ(new_token().size(), 2u * kTokenBytes);
  EXPECT_NE(new_token(), new_token());
}

// Issue 8: "the seed is never sent to clients"; tokens are kept as digests.
TEST(ServerApi, SecretSeedIsInNoAnswerAndTokensAreStoredAsDigests) {
  Store store("");
  Api api(store, builtin_systems());
  ApiResponse c = call(api, "POST", "/api/games", kHumanVsHuman);
  ASSERT_EQ(c.status, 201) << c.body;
  json created = json::parse(c.body);
  play_first(api, created, 25);
  std::string id = created["id"];
  std::vector<StoredGame> stored = store.load_all();
  ASSERT_EQ(stored.size(), 1u);
  const StoredGame& s = stored[0];
  EXPECT_FALSE(s.seed_public);
  for (int k = 0; k < 2; ++k) {
    std::string tok = created["seats"][k == 0 ? "prussia" : "austria"];
    EXPECT_EQ(s.token_hash[static_cast<std::size_t>(k)], sha256_hex(tok));
    EXPECT_EQ(s.token_hash[static_cast<std::size_t>(k)].find(tok), std::string::npos);
  }
  std::string dec = std::to_string(s.seed), hex = hex64(s.seed);
  for (std::string route : {"", "/history", "/log?from=0", "/save", "/view?at=3", "/legal"})
    for (std::string tok : {created["seats"]["prussia"].get<std::string>(), std::string()}) {
      ApiResponse r = call(api, "GET", "/api/games/" + id + route, "", tok);
      EXPECT_LT(r.status, 500) << route;
      EXPECT_EQ(r.body.find(dec), std::string::npos) << route << " holds the seed";
      EXPECT_EQ(r.body.find(hex), std::string::npos) << route << " holds the seed";
    }
  EXPECT_FALSE(json::parse(call(api, "GET", "/api/games/" + id + "/save").body).contains("seed"));
  EXPECT_FALSE(json::parse(call(api, "GET", "/api/games/" + id).body).contains("seed"));
}

// A store reopened on its directory restores every game: the same view, the
// same seats, and the game goes on with the same dice.
TEST(ServerApi, ReopenedStoreRestoresEveryGame) {
  std::filesystem::path dir = std::filesystem::temp_directory_path() / ("bohemia-store-" + random_hex(6));
  std::string id, view, token;
  json created;
  {
    Store store(dir.string());
    Api api(store, builtin_systems());
    created = json::parse(call(api, "POST", "/api/games", kHumanVsHuman).body);
    play_first(api, created, 30);
    call(api, "POST", "/api/games",
         R"({"scenario":"trautenau","prussia":"random","austria":"human","seed":4})");
    id = created["id"];
    view = call(api, "GET", "/api/games/" + id).body;
  }
  {
    Store store(dir.string());
    Api api(store, builtin_systems());
    EXPECT_EQ(api.restored(), 2u);
    EXPECT_TRUE(api.restore_errors().empty());
    EXPECT_EQ(call(api, "GET", "/api/games/" + id).body, view);
    play_first(api, created, 5);  // the seats' tokens still act
  }
  std::filesystem::remove_all(dir);
}

}  // namespace server_api_test
