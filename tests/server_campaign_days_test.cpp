// A campaign on two maps through the server (VV174 §13: Münchengrätz on day
// 1, Gitschin on day 2; issue 14 item 7b). The same HexId is another hex on
// each map, so every notation of a day-1 action must be written on day 1's
// map: the history, the store (a reopened server replays it) and the events
// agree with the engine's save. Day 2's view draws no arrows of day 1, and
// the campaign is named as a whole, not after its first day.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "server/api.h"
#include "server/token.h"
#include "server_test_util.h"
#include "systems/builtin.h"

namespace server_campaign_days_test {

using namespace bohemia;
using namespace bohemia::server;
using namespace bohemia::server::test;
using nlohmann::json;

namespace {

// A whole Münchengrätz - Gitschin campaign played by the server's two
// computer seats when it is created.
const char* kCampaign =
    R"({"scenario":"munchengratz-gitschin","prussia":"random","austria":"random","seed":7})";

}  // namespace

TEST(ServerCampaign, Section13HistoryStoreAndSaveWriteEachDayOnItsOwnMap) {
  std::filesystem::path dir = std::filesystem::temp_directory_path() / ("bohemia-campaign-" + random_hex(6));
  std::string id, view;
  {
    Store store(dir.string());
    Api api(store, builtin_systems());
    json created = json::parse(call(api, "POST", "/api/games", kCampaign).body);
    id = created["id"];
    json v = get(api, "/api/games/" + id);
    ASSERT_TRUE(v["over"].get<bool>());
    ASSERT_EQ(v["turn"]["day"], 2) << "the campaign went on to day 2";
    json history = get(api, "/api/games/" + id + "/history");
    json save = json::parse(call(api, "GET", "/api/games/" + id + "/save").body);
    ASSERT_EQ(history.size(), save["actions"].size());
    std::size_t day1 = 0;
    for (std::size_t i = 0; i < history.size(); ++i) {
      EXPECT_EQ(history[i]["notation"], save["actions"][i]) << "action " << i;
      if (history[i]["notation"].get<std::string>().starts_with("move ")) ++day1;
    }
    EXPECT_GT(day1, 0u);
    // §13: a new day starts without arrows; day 2's last decisions only.
    json last = v["last"];
    ASSERT_FALSE(last.empty());
    std::size_t day2_start = 0;
    json log = get(api, "/api/games/" + id + "/log");
    for (const json& e : log)
      if (e["day"] == 2 && !e["action"].is_null()) {
        day2_start = e["action"].get<std::size_t>();
        break;
      }
    ASSERT_GT(day2_start, 0u);
    for (const json& m : last) EXPECT_GE(m["index"].get<std::size_t>(), day2_start) << m.dump();
    view = v.dump();
  }
  {
    // The store holds day 1's actions on day 1's map: a restart replays them all.
    Store store(dir.string());
    Api api(store, builtin_systems());
    EXPECT_TRUE(api.restore_errors().empty()) << api.restore_errors().front();
    EXPECT_EQ(api.restored(), 1u);
    EXPECT_EQ(get(api, "/api/games/" + id).dump(), view);
  }
  std::filesystem::remove_all(dir);
}

TEST(ServerCampaign, Section13CampaignIsNamedAsAWholeAndEachDayByItsBattle) {
  std::filesystem::path dir = std::filesystem::temp_directory_path() / ("bohemia-campaign-" + random_hex(6));
  {
    Store store(dir.string());
    Api api(store, builtin_systems());
    json sc = get(api, "/api/scenarios/munchengratz-gitschin?day=2");
    EXPECT_EQ(sc["name"], "Münchengrätz - Gitschin, 28-29 June 1866");
    ASSERT_EQ(sc["day_list"].size(), 2u);
    EXPECT_EQ(sc["day_list"][1]["name"], "The battle of Gitschin, 29 June 1866");
    for (const json& s : get(api, "/api/scenarios"))
      EXPECT_EQ(s["name"].get<std::string>().find(", day 1:"), std::string::npos) << s["name"];
  }
  std::filesystem::remove_all(dir);
}

}  // namespace server_campaign_days_test
