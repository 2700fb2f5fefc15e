// The referee's routes (docs/api.md "Miniatures referee"): evaluate gives
// the modifiers and exact odds, resolve plays given dice or a seed on the
// roster sent and returns it updated, undo takes the last command back; bad
// input is a 400 naming the field, a rules refusal a 422 citing the rule.
#include "server/mini_api.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "server/api.h"
#include "systems/builtin.h"

namespace mini_api_test {

using namespace bohemia::server;
using nlohmann::json;

namespace {

const char* kRoster = R"({"units": [
  {"id": "hus", "nation": "prussia", "arm": "cavalry", "weight": "light", "orders": "attack"},
  {"id": "sq", "nation": "france", "arm": "infantry", "formation": "square", "state": "shaken", "casualties": 2}]})";

ApiResponse post(const std::string& route, const json& body) {
  return mini_api("POST", {"api", "mini", route}, body.dump());
}

json charge_request() { return {{"verb", "charge"}, {"unit", "hus"}, {"target", "sq"}, {"long", false}}; }

TEST(Mini_Api, EvaluateGivesFactorsWinnerAndOddsSummingTo1) {
  ApiResponse r = post("evaluate", {{"roster", json::parse(kRoster)}, {"request", charge_request()}});
  ASSERT_EQ(r.status, 200) << r.body;
  json e = json::parse(r.body)["evaluation"];
  EXPECT_EQ(e["rule"], "15");
  json c = e["branches"][0]["combat"];
  EXPECT_EQ(c["charger"]["total"], 1);
  EXPECT_EQ(c["target"]["total"], 0);
  EXPECT_EQ(c["winner"], "hus");
  double p = 0;
  int n = 0;
  for (const json& o : e["outcomes"]) {
    p += o["chance"]["p"].get<double>();
    n += o["chance"]["n"].get<int>();
    EXPECT_EQ(o["chance"]["d"], 36);
  }
  EXPECT_NEAR(p, 1.0, 1e-12);
  EXPECT_EQ(n, 36);
  for (const json& m : c["target"]["modifiers"]) EXPECT_EQ(m["rule"], "15");
}

TEST(Mini_Api, ResolveWithDiceReturnsTheUpdatedRosterAndUndoTakesItBack) {
  json body = {{"roster", json::parse(kRoster)}, {"request", charge_request()}, {"dice", {3, 3}}};
  ApiResponse r = post("resolve", body);
  ASSERT_EQ(r.status, 200) << r.body;
  json out = json::parse(r.body);
  EXPECT_EQ(out["resolution"]["rolls"][0]["total"], 7);  // 6 +1: Cavalry win 6+, infantry rout
  json roster = out["roster"];
  EXPECT_EQ(roster["units"][1]["state"], "routed");
  EXPECT_EQ(roster["units"][1]["casualties"], 5);
  EXPECT_FALSE(roster["queue"].empty());
  EXPECT_FALSE(roster["log"].empty());
  ApiResponse u = post("undo", {{"roster", roster}});
  ASSERT_EQ(u.status, 200) << u.body;
  json back = json::parse(u.body)["roster"];
  EXPECT_EQ(back["units"][1]["state"], "shaken");
  EXPECT_TRUE(back["log"].empty());
  EXPECT_EQ(post("undo", {{"roster", back}}).status, 422);
}

TEST(Mini_Api, ResolveWithASeedReplays) {
  json body = {{"roster", json::parse(kRoster)}, {"request", charge_request()}, {"seed", 77}};
  ApiResponse a = post("resolve", body), b = post("resolve", body);
  ASSERT_EQ(a.status, 200);
  EXPECT_EQ(a.body, b.body);
  EXPECT_EQ(json::parse(a.body)["rolled_with"]["seed"], 77);
}

TEST(Mini_Api, BadInputIs400NamingTheFieldRefusalIs422CitingTheRule) {
  ApiResponse bad =
      mini_api("POST", {"api", "mini", "evaluate"}, "{\"request\": {\"verb\": \"charge\", \"long\": 3}}");
  EXPECT_EQ(bad.status, 400);
  EXPECT_NE(bad.body.find("request.long"), std::string::npos);
  EXPECT_EQ(mini_api("POST", {"api", "mini", "evaluate"}, "not json").status, 400);
  json roster = json::parse(kRoster);
  roster["units"][1]["state"] = "formed";
  ApiResponse no = post("evaluate", {{"roster", roster}, {"request", charge_request()}});
  EXPECT_EQ(no.status, 422);
  json e = json::parse(no.body);
  EXPECT_EQ(e["section"], "15");
  EXPECT_NE(e["error"].get<std::string>().find("formed square"), std::string::npos);
  EXPECT_EQ(mini_api("GET", {"api", "mini", "evaluate"}, "").status, 405);
  EXPECT_EQ(mini_api("POST", {"api", "mini", "nothing"}, "{}").status, 404);
  EXPECT_EQ(mini_api("GET", {"api", "mini", "readings"}, "").status, 200);
}

TEST(Mini_Api, RoutedThroughTheApiHandlerWithItsOwnBodyLimit) {
  Store store("");
  Api api(store, bohemia::builtin_systems());
  ApiRequest req{"POST", "/api/mini/evaluate", "",
                 json{{"roster", json::parse(kRoster)}, {"request", charge_request()}}.dump()};
  ApiResponse r = api.handle(req);
  EXPECT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(Api::body_limit("POST", "/api/mini/resolve"), kMiniBodyLimit);
  EXPECT_EQ(Api::body_limit("POST", "/api/games"), kBodyLimit);
}

}  // namespace

}  // namespace mini_api_test
