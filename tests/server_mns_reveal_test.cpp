// §19.8 and issue 18 item 5 (docs/api.md "Musket & Saber view"): while a
// Königgrätz game runs, the Prussian seat and a spectator never read a box
// or which marker is real; once it is over, every reader reads as the
// referee: the view, the replay at any K (`view?at=K`), the history, the log
// and the save reveal the hidden deployment.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <set>
#include <string>

#include "server/api.h"
#include "server_test_util.h"
#include "systems/builtin.h"

namespace server_mns_reveal_test {

using namespace bohemia;
using namespace bohemia::server;
using namespace bohemia::server::test;
using nlohmann::json;

namespace {

// The Austrian's set-up (historical, hiding what may hide), then every
// phase ended: the game runs its turns to the end quickly.
std::string passive_pick(const json& actions) {
  auto has = [&](const std::string& n) {
    for (const auto& a : actions)
      if (a["notation"] == n) return true;
    return false;
  };
  auto starts = [&](const std::string& p) -> std::string {
    for (const auto& a : actions)
      if (a["notation"].get<std::string>().rfind(p, 0) == 0) return a["notation"];
    return "";
  };
  if (has("setup historical")) return "setup historical";
  for (const char* p : {"hide ", "marker ", "real "})
    if (auto n = starts(p); !n.empty()) return n;
  for (const char* n : {"begin", "end", "go", "stay", "pass"})
    if (has(n)) return n;
  return actions[0]["notation"];
}

bool names_hidden(const std::string& body) {
  return body.find("\"real\"") != std::string::npos || body.find("\"box\"") != std::string::npos;
}

// A hot-seat Königgrätz game (seed 2) on `api`: the creation's answer.
json new_koniggratz(Api& api) {
  ApiResponse c = call(
      api, "POST", "/api/games",
      R"({"system":"mns","scenario":"koniggratz","seats":{"prussia":"human","austria":"human"},"seed":2})");
  EXPECT_EQ(c.status, 201) << c.body;
  return json::parse(c.body);
}

}  // namespace

TEST(Mns_S19_8_Reveal, AfterTheGameEveryReaderReadsTheHiddenDeployment) {
  Store store("");
  Api api(store, builtin_systems());
  json created = new_koniggratz(api);
  ASSERT_TRUE(created.contains("id")) << created.dump();
  std::string id = created["id"], game = "/api/games/" + id;
  std::string prussia = created["seats"]["prussia"];
  std::size_t after_setup = 0, austrian_lines = 0, prussian_lines = 0;
  for (int i = 0; i < 3000; ++i) {
    json v = get(api, game);
    if (v["over"].get<bool>()) break;
    if (v["actor"]["kind"] != "decision") continue;
    if (!after_setup && v["phase"] != "setup") {
      after_setup = v["actions"];
      austrian_lines = get(api, game + "/log", created["seats"]["austria"]).size();
      prussian_lines = get(api, game + "/log", prussia).size();
      // While the game runs: nothing hidden reaches the Prussian or a spectator.
      for (std::string tok : {prussia, std::string()})
        for (std::string route : {"", "/history", "/log", "/save"})
          EXPECT_FALSE(names_hidden(call(api, "GET", game + route, "", tok).body)) << route;
    }
    std::string tok = created["seats"][v["actor"]["side"].get<std::string>()];
    json legal = get(api, game + "/legal", tok);
    json body = {{"action", passive_pick(legal["actions"])}, {"expect", v["actions"]}};
    ApiResponse r = call(api, "POST", game + "/actions", body.dump(), tok);
    ASSERT_EQ(r.status, 200) << r.body;
  }
  json end = get(api, game);
  ASSERT_TRUE(end["over"].get<bool>()) << "the game did not end";
  ASSERT_GT(after_setup, 0u);
  ASSERT_GT(austrian_lines, prussian_lines) << "the Austrian's set-up has lines the Prussian does not read";
  std::string at = "/view?at=" + std::to_string(after_setup);
  for (std::string tok : {prussia, std::string()}) {
    // The replay just after the set-up: the boxes and the real markers.
    json past = get(api, game + at, tok);
    int boxed = 0, real = 0;
    for (const auto& u : past["units"]) boxed += u.contains("box");
    for (const auto& m : past["markers"]) real += m.value("real", false);
    EXPECT_GT(boxed, 1) << "units in boxes, in the replay";
    EXPECT_EQ(real, 4) << "one real marker a box, in the replay";
    // The history names each hide's box and each real marker.
    std::string hist = call(api, "GET", game + "/history", "", tok).body;
    EXPECT_EQ(hist.find("real (hidden)"), std::string::npos);
    EXPECT_NE(hist.find("\"notation\":\"real A"), std::string::npos) << "the real marker of box A";
    // Every log line of both sides: of the set-up, the Austrian's lines and more than the Prussian read then.
    std::size_t setup_lines = 0;
    for (const auto& e : get(api, game + "/log", tok))
      setup_lines += e["action"].is_null() || e["action"].get<std::size_t>() < after_setup;
    EXPECT_GE(setup_lines, austrian_lines);
    EXPECT_GT(setup_lines, prussian_lines);
    // The save's actions as the referee's: the real markers named, so it replays.
    std::string save = call(api, "GET", game + "/save", "", tok).body;
    EXPECT_EQ(save.find("real (hidden)"), std::string::npos);
    EXPECT_NE(save.find("\"real A"), std::string::npos) << "the save names the real marker of box A";
  }
  // The queries still answer for the asker: the Prussian's legal list is empty (nobody acts).
  EXPECT_TRUE(get(api, game + "/legal", prussia)["actions"].empty());
}

// docs/api.md (issue 18): `/los?from=HEX&range=R` answers for a whole range
// in one request exactly the hexes that `/los?from=HEX&to=THAT` finds clear
// and in range (§8.6), for the seat asking; a bad query is a 400.
TEST(Mns_S8_6_LosRange, OneRequestListsTheHexesEachLosFindsClearAndInRange) {
  Store store("");
  Api api(store, builtin_systems());
  json created = new_koniggratz(api);
  ASSERT_TRUE(created.contains("id")) << created.dump();
  std::string game = "/api/games/" + created["id"].get<std::string>();
  std::string tok = created["seats"]["prussia"];
  const std::string from = "3416";  // Chlum, on its hill
  json all = get(api, game + "/los?from=" + from + "&range=99", tok);
  ASSERT_TRUE(all["hexes"].is_array()) << all.dump();
  EXPECT_EQ(all["section"], "8.6");
  std::set<std::string> listed;
  for (const auto& h : all["hexes"]) listed.insert(h.get<std::string>());
  json doc = get(api, "/api/scenarios/koniggratz");
  std::set<std::string> expected;
  for (const auto& h : doc["map"]["hexes"]) {
    std::string hex = h["hex"];
    if (hex == from) continue;
    json one = get(api, game + "/los?from=" + from + "&to=" + hex, tok);
    EXPECT_EQ(one["range"], all["range"]);
    if (one["clear"].get<bool>() && one["in_range"].get<bool>()) expected.insert(hex);
  }
  EXPECT_GT(expected.size(), 6u);
  EXPECT_EQ(listed, expected);
  // A shorter R: those of them within R hexes.
  json near = get(api, game + "/los?from=" + from + "&range=1", tok);
  EXPECT_GT(near["hexes"].size(), 0u);
  EXPECT_LE(near["hexes"].size(), 6u);
  for (const auto& h : near["hexes"]) EXPECT_TRUE(listed.count(h.get<std::string>())) << h;
  for (std::string bad : {"&range=x", "&range=100", "&range=-1", "&range=2&to=3417", ""})
    EXPECT_EQ(call(api, "GET", game + "/los?from=" + from + bad, "", tok).status, 400) << bad;
}

}  // namespace server_mns_reveal_test
