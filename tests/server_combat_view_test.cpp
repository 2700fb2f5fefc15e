// What the view says about the combat being decided (issue 14 item 7c):
// the assaults declared (9.5.1) and, while one is resolved, who assaults
// whom at which step, so that a client can say what "stand" is about
// (9.5.4 retreat before combat, 9.5.6 support, 9.5.1 fire of units not
// assaulted); the odds of standing (the attack coming); and who may take
// back the last action (POST /undo: a decision with nothing after it).
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <set>

#include "core/rng.h"
#include "server/api.h"
#include "server/token.h"
#include "server_test_util.h"
#include "systems/builtin.h"

namespace server_combat_view_test {

using namespace bohemia;
using namespace bohemia::server;
using namespace bohemia::server::test;
using nlohmann::json;

namespace {

struct Fixture {
  std::filesystem::path dir = std::filesystem::temp_directory_path() / ("bohemia-combat-" + random_hex(6));
  Store store{dir.string()};
  Api api{store, builtin_systems()};
  ~Fixture() { std::filesystem::remove_all(dir); }
};

}  // namespace

// Random Trautenau games between two human seats until a defender is asked
// to retreat before combat or stand (9.5.4); every view on the way says who
// may take back what.
TEST(ServerCombatView, Section954RetreatBeforeCombatNamesTheAssaultAndStandHasOdds) {
  Fixture f;
  Rng rng(11);
  int evade_steps = 0;
  for (int game = 0; game < 6 && evade_steps < 3; ++game) {
    json created = json::parse(
        call(f.api, "POST", "/api/games", R"({"scenario":"trautenau","prussia":"human","austria":"human"})")
            .body);
    std::string base = "/api/games/" + created["id"].get<std::string>();
    json v = get(f.api, base);
    EXPECT_TRUE(v["undo"].is_null()) << "nothing decided yet";
    for (int step = 0; step < 3000 && !v["over"].get<bool>() && evade_steps < 3; ++step) {
      std::string side = v["actor"]["side"];
      std::string token = created["seats"][side];
      json legal = get(f.api, base + "/legal", token)["actions"];
      ASSERT_FALSE(legal.empty());
      bool stand = false;
      for (const json& a : legal) stand = stand || a["type"] == "stand";
      if (stand && v["combat"].is_object() && v["combat"]["step"] == "evade") {
        ++evade_steps;
        const json& c = v["combat"];
        EXPECT_EQ(c["section"], "9.5.4");
        ASSERT_FALSE(c["attackers"].empty());
        ASSERT_FALSE(c["defenders"].empty());
        std::set<std::string> defenders;
        for (const json& d : c["defenders"]) defenders.insert(d.get<std::string>());
        for (const json& p : v["pieces"]) {
          if (defenders.count(p["id"].get<std::string>())) {
            EXPECT_EQ(p["side"], side) << "the side asked is the defender's";
            EXPECT_EQ(p["hex"], c["target"]) << "the defenders stand in the target hex";
          }
        }
        bool listed = false;
        for (const json& k : v["combats"]) listed = listed || k["target"] == c["target"];
        EXPECT_TRUE(listed) << "the combat is one of those declared";
        // The odds of the attack coming if the defender stands.
        json o = get(f.api, base + "/odds?action=stand");
        EXPECT_EQ(o["kind"], "stand");
        double sum = 0;
        for (const auto& [r, p] : o["results"].items()) sum += p.get<double>();
        EXPECT_NEAR(sum, 1.0, 1e-9);
        double combined = 0;
        for (const json& k : o["combined"]) combined += k["p"].get<double>();
        EXPECT_NEAR(combined, 1.0, 1e-9);
      }
      const json& pick = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
      ApiResponse r = call(f.api, "POST", base + "/actions",
                           json{{"action", pick["notation"]}, {"expect", v["actions"]}}.dump(), token);
      ASSERT_EQ(r.status, 200) << r.body;
      json next = json::parse(r.body);
      // Undo is offered exactly when the last action is a decision: the one
      // just sent, with no chance outcome after it (the history grew by one).
      // The history itself is read now and then: read at every step, it made
      // the test quadratic in a game's length (minutes under the sanitizers).
      const bool last_is_ours = next["actions"].get<std::size_t>() == v["actions"].get<std::size_t>() + 1;
      if (step % 64 == 0) {
        json history = get(f.api, base + "/history");
        ASSERT_EQ(history.size(), next["actions"].get<std::size_t>());
        EXPECT_EQ(history.back()["chance"].get<bool>(), !last_is_ours) << history.back().dump();
      }
      if (next["over"].get<bool>()) {
        EXPECT_TRUE(next["undo"].is_null());
      } else if (!last_is_ours) {
        EXPECT_TRUE(next["undo"].is_null()) << next["actions"];
        EXPECT_EQ(call(f.api, "POST", base + "/undo", json{{"expect", next["actions"]}}.dump(), token).status,
                  422);
      } else {
        EXPECT_EQ(next["undo"], side) << next["actions"];
      }
      v = next;
    }
  }
  EXPECT_GE(evade_steps, 1) << "a retreat before combat was offered in some game";
}

TEST(ServerCombatView, StandHasNoOddsOutsideACombat) {
  Fixture f;
  json created = json::parse(
      call(f.api, "POST", "/api/games", R"({"scenario":"trautenau","prussia":"human","austria":"human"})")
          .body);
  ApiResponse r = call(f.api, "GET", "/api/games/" + created["id"].get<std::string>() + "/odds?action=stand");
  EXPECT_EQ(r.status, 422) << r.body;
}

}  // namespace server_combat_view_test
