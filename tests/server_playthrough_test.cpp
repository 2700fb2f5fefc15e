// Whole games through the server's API (src/server/api.h, issue 8): a game
// of every scenario the server lists, and a campaign across its change of
// day, played to the end by two "human" seats that each pick a random legal
// action from GET /legal and send it with POST /actions, as a client would.
// Every view, legal list and log answered on the way is checked for what
// docs/api.md promises, and the finished game's save replays.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <map>
#include <nlohmann/json.hpp>
#include <set>

#include "core/rng.h"
#include "gbn3/save.h"
#include "gbn3/scenario.h"
#include "sanitized.h"
#include "server/api.h"
#include "server_test_util.h"
#include "systems/builtin.h"

namespace server_playthrough_test {

using namespace bohemia;
using namespace bohemia::server;
using namespace bohemia::server::test;
using nlohmann::json;

namespace {

// What one game went through.
struct Played {
  json view;  // the last view
  std::size_t decisions = 0;
  std::set<std::string> types;  // the legal action types met
  std::set<int> days;           // the days met in the views
};

// The hexes of each day's map (a campaign's day 2 may be on another map,
// VV174 §13), and each day's map id.
struct DayMaps {
  std::map<int, std::set<std::string>> hexes;
  std::map<int, std::string> id;
};

// The CCRR labels of `hexes` a log line names, in order, each once.
std::vector<std::string> hexes_named(const std::string& text, const std::set<std::string>& hexes) {
  std::vector<std::string> out;
  auto digit = [&](std::size_t i) { return std::isdigit(static_cast<unsigned char>(text[i])) != 0; };
  auto alnum = [&](std::size_t i) { return std::isalnum(static_cast<unsigned char>(text[i])) != 0; };
  constexpr std::size_t kLabel = 4;  // CCRR
  for (std::size_t i = 0; i + kLabel <= text.size(); ++i) {
    if ((i > 0 && alnum(i - 1)) || (i + kLabel < text.size() && alnum(i + kLabel))) continue;
    if (!digit(i) || !digit(i + 1) || !digit(i + 2) || !digit(i + 3)) continue;
    std::string label = text.substr(i, kLabel);
    if (hexes.count(label) && std::find(out.begin(), out.end(), label) == out.end()) out.push_back(label);
  }
  return out;
}

// Checks a view against docs/api.md: pieces on the map on hexes of the day's
// map, `last` a list of decision objects, the day of a campaign's turn.
void check_view(const json& v, const DayMaps& maps) {
  ASSERT_TRUE(v["turn"]["day"].is_number_integer());
  const int day = v["turn"]["day"].get<int>();
  ASSERT_TRUE(maps.hexes.count(day)) << "day " << day << " is not a day of the scenario";
  EXPECT_EQ(v["map"], maps.id.at(day));
  const std::set<std::string>& hexes = maps.hexes.at(day);
  for (const json& p : v["pieces"]) {
    if (p["where"] == "map") {
      ASSERT_TRUE(p["hex"].is_string()) << p.dump();
      ASSERT_TRUE(hexes.count(p["hex"].get<std::string>())) << p.dump();
    }
  }
  for (const json& m : v["last"]) {
    ASSERT_TRUE(m.is_object()) << v["last"].dump();
    ASSERT_TRUE(m["index"].is_number_unsigned());
    ASSERT_TRUE(m["notation"].is_string());
  }
  ASSERT_TRUE(v["hexsides"].is_array());
}

// Plays the game `created` to its end: both seats pick at random (seeded).
Played play_to_end(Api& api, const json& created, const DayMaps& maps, std::uint64_t seed) {
  Played out;
  std::string id = created["id"];
  std::string base = "/api/games/" + id;
  Rng rng(seed);
  std::size_t log_seen = 0;
  long last_action = -1;
  std::map<std::size_t, json> linked;   // the hexes each log line named when written
  constexpr int kMaxDecisions = 20000;  // random games take a few hundred
  json v = get(api, base);
  for (int guard = 0; guard < kMaxDecisions; ++guard) {
    check_view(v, maps);
    if (::testing::Test::HasFatalFailure()) return out;
    out.days.insert(v["turn"]["day"].get<int>());
    // The log grows in the order of the history; each line names its action.
    json log = get(api, base + "/log?from=" + std::to_string(log_seen));
    for (const json& e : log) {
      EXPECT_EQ(e["index"].get<std::size_t>(), log_seen++);
      // A line of today names hexes of today's map, all of them linked (the
      // action that changes the day writes lines on both days' maps).
      if (e["day"] == v["turn"]["day"]) {
        json named = hexes_named(e["text"], maps.hexes.at(e["day"].get<int>()));
        EXPECT_EQ(e["hexes"], named) << e.dump();
        linked[e["index"].get<std::size_t>()] = named;
      }
      if (e["action"].is_null()) {
        EXPECT_EQ(last_action, -1) << "only the set-up's lines precede the first action";
        continue;
      }
      long a = e["action"].get<long>();
      EXPECT_GE(a, last_action);
      EXPECT_LT(a, v["actions"].get<long>());
      last_action = a;
    }
    out.view = v;
    if (v["over"].get<bool>()) {
      // Read again at the end (on day 2 of a campaign), a line still names
      // the hexes of its own day's map.
      for (const json& e : get(api, base + "/log")) {
        auto it = linked.find(e["index"].get<std::size_t>());
        if (it != linked.end()) {
          EXPECT_EQ(e["hexes"], it->second) << e.dump();
        }
      }
      return out;
    }
    if (v["actor"]["kind"] != "decision") {
      ADD_FAILURE() << "a game between human seats waits only for a decision: " << v["actor"].dump();
      return out;
    }
    std::string side = v["actor"]["side"];
    std::string token = created["seats"][side];
    json legal = get(api, base + "/legal", token);
    EXPECT_EQ(legal["side"], side);
    const json& actions = legal["actions"];
    if (actions.empty()) {
      ADD_FAILURE() << "no legal action for the side to act at " << v["describe"];
      return out;
    }
    for (const json& a : actions) {
      out.types.insert(a["type"].get<std::string>());
      if (a["type"] == "special") {
        EXPECT_TRUE(a["rule"].is_string()) << a.dump();
        EXPECT_TRUE(a["section"].is_string()) << a.dump();
      }
    }
    const json& pick = actions[rng.below(static_cast<std::uint32_t>(actions.size()))];
    json body = {{"action", pick["notation"]}, {"expect", v["actions"]}};
    ApiResponse r = call(api, "POST", base + "/actions", body.dump(), token);
    if (r.status != 200) {
      ADD_FAILURE() << pick["notation"] << " at " << v["describe"] << ": " << r.status << " " << r.body;
      return out;
    }
    ++out.decisions;
    v = json::parse(r.body);  // the new view (the server has played chance up to the next decision)
  }
  ADD_FAILURE() << "the game did not end in " << kMaxDecisions << " decisions";
  return out;
}

// Each day's map as GET /api/scenarios/{id}?day=N gives it; the pieces it
// names are the scenario's on both days.
DayMaps day_maps(Api& api, const std::string& scenario) {
  DayMaps out;
  json sc = get(api, "/api/scenarios/" + scenario);
  for (const json& d : sc["day_list"]) {
    int day = d["day"].get<int>();
    json dsc = get(api, "/api/scenarios/" + scenario + "?day=" + std::to_string(day));
    EXPECT_EQ(dsc["day"], day);
    EXPECT_EQ(dsc["map"]["id"], d["map"]) << "day " << day << "'s map";
    EXPECT_EQ(dsc["units"].size(), sc["units"].size()) << "one order of battle on both days";
    out.id[day] = d["map"].get<std::string>();
    for (const json& h : dsc["map"]["hexes"]) out.hexes[day].insert(h["hex"].get<std::string>());
    // The day's lines of retreat, locations and entry hexes are on its map.
    for (const auto& [side, info] : dsc["sides"].items()) {
      for (const json& h : info["retreat_edge"]) {
        EXPECT_TRUE(out.hexes[day].count(h.get<std::string>())) << side;
      }
    }
    for (const json& l : dsc["locations"]) {
      if (l["day"] != day) continue;
      for (const json& h : l["hexes"]) {
        EXPECT_TRUE(out.hexes[day].count(h.get<std::string>())) << l.dump();
      }
    }
    for (const json& r : dsc["reinforcements"]) {
      if (r["day"] == day) {
        EXPECT_TRUE(out.hexes[day].count(r["hex"].get<std::string>())) << r.dump();
      }
    }
  }
  return out;
}

json create(Api& api, const std::string& scenario, std::uint64_t seed) {
  json req = {{"scenario", scenario}, {"prussia", "human"}, {"austria", "human"}, {"seed", seed}};
  ApiResponse c = call(api, "POST", "/api/games", req.dump());
  EXPECT_EQ(c.status, 201) << scenario << ": " << c.body;
  return json::parse(c.body);
}

// The finished game's save replays to the same end, and imports.
void check_save(Api& api, const json& created, const Played& p) {
  std::string save = call(api, "GET", "/api/games/" + created["id"].get<std::string>() + "/save").body;
  ReplayResult r = replay_save(save);
  ASSERT_TRUE(r.game) << r.error;
  EXPECT_TRUE(r.game->over());
  EXPECT_EQ(r.game->history().size(), p.view["actions"].get<std::size_t>());
  ApiResponse imp = call(api, "POST", "/api/games/import", save);
  EXPECT_EQ(imp.status, 201) << imp.body;
}

}  // namespace

// Under the sanitizers (the Debug build of scripts/test.sh, ten times
// slower) one scenario is played, Münchengrätz (the shortest); the Release
// build plays them all.
using bohemia::test::kSanitized;

// Every scenario the server lists is played to its end through the API.
TEST(ServerApi, EveryScenarioPlaysToTheEndThroughTheApi) {
  Store store("");
  Api api(store, builtin_systems());
  EXPECT_TRUE(api.restore_errors().empty()) << api.restore_errors().front();
  // GBN3's scenarios (another system's games are played through the game
  // interface by the engine's contract test).
  json list = json::array();
  for (const json& s : get(api, "/api/scenarios"))
    if (s["system"] == "gbn3") list.push_back(s);
  ASSERT_EQ(list.size(), scenario_files().size()) << "every scenario and campaign of data/";
  std::size_t campaigns = 0;
  std::set<std::string> types;  // the action types offered in all the games
  for (const json& s : list) {
    std::string id = s["id"];
    if (kSanitized && id != "munchengratz") continue;
    SCOPED_TRACE(id);
    json created = create(api, id, 11);
    Played p = play_to_end(api, created, day_maps(api, id), 5);
    if (HasFatalFailure()) return;
    ASSERT_TRUE(p.view["over"].get<bool>());
    ASSERT_TRUE(p.view["result"].is_object()) << p.view["result"];
    EXPECT_GT(p.decisions, 20u);
    types.insert(p.types.begin(), p.types.end());
    if (s["days"] == 2) {  // a campaign goes on across the change of day (§13)
      ++campaigns;
      EXPECT_EQ(p.days, (std::set<int>{1, 2}));
      EXPECT_EQ(p.view["days"].size(), 1u) << "day 1's result is kept";
    }
    check_save(api, created, p);
  }
  if (!kSanitized) {
    EXPECT_GE(campaigns, 3u) << "the three campaigns of data/gbn3/campaigns";
    // The scenarios' own rules offered decisions (docs/special-rules.md), and
    // the random seats played some: each came with its rule and section.
    EXPECT_TRUE(types.count("special"));
  }
}

// A campaign (the test campaign of tests/data: day 1 the duel 09.00-10.00,
// day 2 from 09.00) is one game through the API across the change of day:
// the views say the day, the scenario lists both days' turns, the log's
// lines carry their day, and the result adds both days (§13).
TEST(ServerApi, CampaignPlaysAcrossTheChangeOfDayThroughTheApi) {
  // The server and the save's replay find the campaign in tests/data.
  struct TestData {
    TestData() { setenv("BOHEMIA_DATA", BOHEMIA_TEST_DATA, 1); }
    ~TestData() { unsetenv("BOHEMIA_DATA"); }
  } data;
  Store store("");
  Api api(store, builtin_systems());
  json sc = get(api, "/api/scenarios/test-campaign");
  EXPECT_EQ(sc["days"], 2);
  std::set<int> track_days;
  for (const json& t : sc["turns"]) track_days.insert(t["day"].get<int>());
  EXPECT_EQ(track_days, (std::set<int>{1, 2})) << "the turn track holds both days";
  ASSERT_EQ(sc["day_list"].size(), 2u);
  for (std::uint64_t seed : {3u, 4u}) {
    json created = create(api, "test-campaign", seed);
    Played p = play_to_end(api, created, day_maps(api, "test-campaign"), seed);
    if (HasFatalFailure()) return;
    ASSERT_TRUE(p.view["over"].get<bool>());
    EXPECT_EQ(p.days, (std::set<int>{1, 2})) << "the game went on into day 2";
    ASSERT_EQ(p.view["days"].size(), 1u) << "day 1's result is kept";
    EXPECT_EQ(p.view["turn"]["day"], 2);
    std::set<int> log_days;
    json log = get(api, "/api/games/" + created["id"].get<std::string>() + "/log");
    for (const json& e : log) log_days.insert(e["day"].get<int>());
    EXPECT_EQ(log_days, (std::set<int>{1, 2}));
    check_save(api, created, p);
  }
}

}  // namespace server_playthrough_test
