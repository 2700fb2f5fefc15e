// The Trautenau - Soor campaign between the days and after (VV165 §13.2,
// §13.3.2, §13.4): Bonin's panic (5 VP, the Prussians withdrawn, the X
// corps re-deployed, one brigade on the first two turns), the I corps'
// return, the disengagement when he did not panic, and replays across the
// change of day.
#include <fmt/format.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "gbn3/rules.h"
#include "gbn3/save.h"
#include "gbn3/special/disengagement.h"
#include "gbn3/special/trautenau_soor.h"
#include "gbn3_play.h"
#include "test_util.h"

namespace bohemia {
namespace campaign_trautenau_soor_between_days_test {
namespace {

namespace fs = std::filesystem;

std::shared_ptr<const Scenario> campaign() {
  static std::shared_ptr<const Scenario> sc = test::real("trautenau-soor");
  return sc;
}

// The campaign with one text of its file replaced.
std::shared_ptr<const Scenario> campaign_with(const std::string& from, const std::string& to) {
  const fs::path dir = fs::temp_directory_path() / fmt::format("bohemia-ts-{}", ::getpid());
  fs::remove_all(dir);
  fs::copy(BOHEMIA_DATA_DIR, dir, fs::copy_options::recursive);
  const fs::path p = dir / "campaigns/trautenau-soor.toml";
  std::stringstream text;
  text << std::ifstream(p).rdbuf();
  std::string s = text.str();
  const std::size_t at = s.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  s.replace(at, from.size(), to);
  std::ofstream(p) << s;
  setenv("BOHEMIA_DATA", dir.c_str(), 1);
  auto sc = load_scenario("trautenau-soor");
  unsetenv("BOHEMIA_DATA");
  fs::remove_all(dir);
  return sc;
}

template <class Until>
void play_until(Game& g, RandomPlayer& p, Until until) {
  for (int guard = 0; guard < 40000 && !g.over() && !until(g); ++guard) {
    Action a = g.actor().kind == ActorKind::Chance ? g.sample_chance() : p.choose(g);
    ASSERT_FALSE(g.apply(a).has_value()) << g.notation(a) << " at " << g.describe_turn();
  }
}

bool waits_on(const Game& g, const char* rule) {
  const State& s = g.state();
  return !s.tasks.empty() && s.tasks.front().kind == TaskKind::Special &&
         g.scenario().special.at(s.tasks.front().rule).name() == rule;
}

std::vector<std::string> choices(const Game& g) {
  std::vector<std::string> out;
  for (const Action& a : g.legal_actions()) out.push_back(g.notation(a));
  return out;
}

const UnitState& ustate(const Game& g, const char* id) {
  return g.state().units[static_cast<std::size_t>(test::unit(g, id))];
}

// Day 1 at random without the Guard option up to 17.00; then Bonin's panic
// roll (§11.4.2) is a 6 until he panics (its own tests check the roll).
Game panicked(const std::shared_ptr<const Scenario>& sc, std::uint64_t seed) {
  Game g(sc, seed);
  RandomPlayer p(seed + 2);
  play_until(g, p, [](const Game& x) { return waits_on(x, "campaign_first_guard_division_at_trautenau"); });
  test::play(g, {"option hiller no"});
  while (g.state().phase != Phase::BetweenDays && g.state().day == 1) {
    play_until(g, p,
               [](const Game& x) { return waits_on(x, "trautenau_bonin_panic") || x.state().day == 2; });
    if (waits_on(g, "trautenau_bonin_panic")) test::play(g, {"roll 6"});
  }
  EXPECT_EQ(g.state().phase, Phase::BetweenDays) << "seed " << seed << ": no panic";
  EXPECT_GE(g.state().days.front().ended_by, 0);
  return g;
}

// Places every piece (the first hex offered), up to the start of day 2.
void place_all(Game& g) {
  for (int guard = 0; guard < 200 && g.state().day == 1; ++guard) {
    const std::vector<Action> acts = g.legal_actions();
    ASSERT_FALSE(acts.empty());
    ASSERT_EQ(g.notation(acts.front()).rfind("place ", 0), 0u) << g.notation(acts.front());
    ASSERT_FALSE(g.apply(acts.front()).has_value());
  }
  ASSERT_EQ(g.state().day, 2);
}

// Posts the brigades, then places every piece.
void redeploy(Game& g) {
  test::play(g, {"post knebel Trautenau", "post mondel Kriebnitz", "post grivicic Hohenbruck"});
  place_all(g);
}

int distance_to(const Game& g, HexId h, const char* place) {
  const Map& m = *g.scenario().map;
  int best = 99;
  for (HexId x : m.place(place)->hexes) best = std::min(best, m.distance(x, h));
  return best;
}

// §13.4: a panic scores day 1 as a major Austrian victory with 5 VP; §13.2:
// every Prussian piece leaves the map with its losses; the Austrian posts
// three brigades by Trautenau, Kriebnitz and Hohenbruck (his choice which),
// the last and the independents above row 10; no disengagement.
TEST(Section13_2, PanicWithdrawsThePrussiansAndTheAustrianRedeploys) {
  Game g = panicked(campaign(), 31);
  ASSERT_EQ(g.state().phase, Phase::BetweenDays);
  const DayResult& d = g.state().days.front();
  EXPECT_EQ(d.vp[static_cast<std::size_t>(side_index(Side::Austria))], 5);
  EXPECT_EQ(d.vp[static_cast<std::size_t>(side_index(Side::Prussia))], 0);
  EXPECT_EQ(d.winner, side_index(Side::Austria));
  EXPECT_EQ(d.level, 2);
  EXPECT_TRUE(test::log_contains(g, "13.2", "it counts as a major Austrian victory with 5 VP (Prussian 0)"));
  EXPECT_FALSE(test::log_contains(g, "13.2", "leave it; the"));
  for (std::size_t u = 0; u < g.state().units.size(); ++u)
    if (g.scenario().units[u].side == Side::Prussia) {
      EXPECT_NE(g.state().units[u].where, Where::Map);
    }
  EXPECT_NE(g.state().cincs[static_cast<std::size_t>(g.scenario().cinc_index("bonin"))].where, Where::Map);
  // Losses kept: note them now.
  std::vector<int> losses;
  for (const UnitState& x : g.state().units) losses.push_back(x.losses);
  // Which brigade by Trautenau: any of the four.
  EXPECT_EQ(g.actor().side, Side::Austria);
  const std::vector<std::string> posts = choices(g);
  EXPECT_EQ(std::set<std::string>(posts.begin(), posts.end()),
            (std::set<std::string>{"post mondel Trautenau", "post grivicic Trautenau",
                                   "post knebel Trautenau", "post wimpffen Trautenau"}));
  test::play(g, {"post knebel Trautenau", "post mondel Kriebnitz", "post grivicic Hohenbruck"});
  EXPECT_TRUE(test::log_contains(g, "13.2", "Brigade von Knebel is placed within 1 hex of Trautenau"));
  // Now each piece, where its zone allows.
  for (const std::string& c : choices(g)) ASSERT_EQ(c.rfind("place ", 0), 0u) << c;
  EXPECT_TRUE(test::has_action(g, "place a-3ir 0606 S"));
  EXPECT_FALSE(test::has_action(g, "place a-3ir 0508 S")) << "Hohenbruck is Grivicic's";
  EXPECT_TRUE(test::has_action(g, "place a-13ir 0301 N")) << "Wimpffen: rows 01-09";
  EXPECT_FALSE(test::has_action(g, "place a-13ir 0310 N")) << "row 10 is the line itself (A-56)";
  EXPECT_NE(test::refuse(g, "place a-3ir 0612 S"), "");
  place_all(g);
  const Map& m = *g.scenario().map;
  for (std::size_t u = 0; u < g.state().units.size(); ++u) {
    const UnitDef& def = g.scenario().units[u];
    const UnitState& x = g.state().units[u];
    EXPECT_EQ(x.losses, losses[u]) << def.id;
    if (def.side != Side::Austria || x.where != Where::Map) continue;
    const std::string f = g.scenario().formations[static_cast<std::size_t>(def.formation)].id;
    if (f == "knebel") {
      EXPECT_LE(distance_to(g, x.hex, "Trautenau"), 1) << def.id;
    }
    if (f == "mondel") {
      EXPECT_LE(distance_to(g, x.hex, "Kriebnitz"), 1) << def.id;
    }
    if (f == "grivicic") {
      EXPECT_LE(distance_to(g, x.hex, "Hohenbruck"), 1) << def.id;
    }
    if (f == "wimpffen" || f == "austria-independent") {
      EXPECT_LE(std::stoi(m.label(x.hex).substr(2)), 9) << def.id;
    }
  }
  EXPECT_LE(distance_to(
                g, g.state().commanders[static_cast<std::size_t>(g.scenario().formation_index("knebel"))].hex,
                "Trautenau"),
            1);
  EXPECT_TRUE(g.check_invariants().empty()) << g.check_invariants().front();
  // Day 2: the withdrawn Prussians are pieces to come, not coming yet.
  EXPECT_EQ(ustate(g, "p-1gren").where == Where::Pending || ustate(g, "p-1gren").where == Where::Eliminated,
            true);
  if (ustate(g, "p-1gren").where == Where::Pending) {
    EXPECT_FALSE(Rules::arrival(g, Piece::unit(test::unit(g, "p-1gren"))).has_value()) << "not coming yet";
  }
}

// §13.2: "Only one Austrian brigade and the independent units may be
// activated (as the player chooses) on the first two turns": named at the
// start of 08.00, for 08.00 and 09.00 (or each turn with the other reading).
TEST(Section13_2, OneBrigadeOnTheFirstTwoTurnsAfterAPanic) {
  for (const bool each : {false, true}) {
    Game g = panicked(
        each ? campaign_with("choose_each_turn = false\n", "choose_each_turn = true\n") : campaign(), 31);
    redeploy(g);
    ASSERT_EQ(g.state().turn, 8);
    ASSERT_TRUE(waits_on(g, "campaign_bonin_panic_between_days"));
    EXPECT_EQ(g.actor().side, Side::Austria);
    EXPECT_EQ(choices(g).size(), 4u);
    test::play(g, {"active mondel"});
    EXPECT_TRUE(test::log_contains(g, "13.2", "Brigade Mondel may be activated"));
    const int mondel = g.scenario().formation_index("mondel");
    const int knebel = g.scenario().formation_index("knebel");
    auto markers = [&]() { return Rules::available_markers(g, Side::Austria, -1); };
    auto has = [](const std::vector<int>& v, int f) { return std::find(v.begin(), v.end(), f) != v.end(); };
    EXPECT_TRUE(has(markers(), mondel));
    EXPECT_FALSE(has(markers(), knebel));
    RandomPlayer p(5);
    play_until(g, p, [](const Game& x) {
      return x.state().turn == 9 &&
             (waits_on(x, "campaign_bonin_panic_between_days") || x.state().phase == Phase::Draw);
    });
    ASSERT_EQ(g.state().turn, 9);
    EXPECT_EQ(waits_on(g, "campaign_bonin_panic_between_days"), each);
    if (each) test::play(g, {"active knebel"});
    EXPECT_EQ(has(markers(), mondel), !each);
    EXPECT_EQ(has(markers(), knebel), each);
    play_until(g, p, [](const Game& x) { return x.state().turn == 10 && x.state().phase == Phase::Draw; });
    ASSERT_EQ(g.state().turn, 10);
    EXPECT_TRUE(has(markers(), mondel));
    EXPECT_TRUE(has(markers(), knebel)) << "from 10.00 every marker";
  }
}

// §13.3.2: after the panic, from the turn after the IV corps' first entry to
// the end of 17.00, 1d6 >= 5 brings the I corps back by 1603, one division a
// turn (his order), Bonin with the first, the rest of the corps with the
// last; the rolls stop once one succeeds.
TEST(Section13_3_2, ICorpsReturnsAfterTheIvCorpsEnters) {
  Game g = panicked(campaign(), 31);
  redeploy(g);
  test::play(g, {"active mondel"});
  ASSERT_TRUE(waits_on(g, "campaign_iv_corps_entry"));
  test::play(g, {"roll 1", "arrive poeckh"});  // 08.00: the IV corps starts to enter
  EXPECT_FALSE(waits_on(g, "campaign_i_corps_return")) << "not on the turn of the first entry";
  RandomPlayer p(7);
  auto next_turn_task = [&](int turn) {
    play_until(g, p, [&](const Game& x) {
      return x.state().turn == turn && waits_on(x, "campaign_i_corps_return");
    });
    ASSERT_EQ(g.state().turn, turn);
  };
  next_turn_task(9);
  EXPECT_EQ(g.actor().kind, ActorKind::Chance);
  EXPECT_EQ(g.actor().side, Side::Prussia);
  test::play(g, {"roll 4"});
  EXPECT_TRUE(test::log_contains(g, "13.3.2", "I corps return roll: 4 (it does not return this turn)"));
  next_turn_task(10);
  test::play(g, {"roll 5"});
  EXPECT_TRUE(test::log_contains(g, "13.3.2", "I corps return roll: 5 (it starts to return by 1603)"));
  ASSERT_TRUE(waits_on(g, "campaign_i_corps_return"));
  EXPECT_EQ(choices(g), (std::vector<std::string>{"return grossmann", "return clausewitz"}));
  test::play(g, {"return clausewitz"});
  const Map& m = *g.scenario().map;
  auto arrival = [&](Piece piece) { return Rules::arrival(g, piece); };
  const std::optional<Arrival> a44 = arrival(Piece::unit(test::unit(g, "p-44ir")));
  if (ustate(g, "p-44ir").where == Where::Pending) {
    ASSERT_TRUE(a44.has_value());
    EXPECT_EQ(a44->turn, 10);
    EXPECT_EQ(m.label(a44->hex), "1603");
  }
  EXPECT_EQ(arrival(Piece::cinc(g.scenario().cinc_index("bonin")))->turn, 10) << "with the first division";
  EXPECT_FALSE(arrival(Piece::commander(g.scenario().formation_index("grossmann"))).has_value());
  EXPECT_FALSE(arrival(Piece::commander(g.scenario().formation_index("bredow"))).has_value());
  next_turn_task(11);
  EXPECT_EQ(g.actor().kind, ActorKind::Decision) << "no more rolls";
  EXPECT_EQ(choices(g), (std::vector<std::string>{"return grossmann"}));
  test::play(g, {"return grossmann"});
  EXPECT_EQ(arrival(Piece::commander(g.scenario().formation_index("grossmann")))->turn, 11);
  const std::optional<Arrival> bredow = arrival(Piece::commander(g.scenario().formation_index("bredow")));
  EXPECT_EQ(bredow->turn, 11) << "with the last division (A-55)";
  EXPECT_EQ(m.label(bredow->hex), "1603");
  play_until(g, p, [](const Game& x) { return x.state().turn == 12 && x.state().phase == Phase::Draw; });
  EXPECT_FALSE(waits_on(g, "campaign_i_corps_return"));
  EXPECT_EQ(g.state().cincs[static_cast<std::size_t>(g.scenario().cinc_index("bonin"))].where, Where::Map);
}

// §13.3.2: "through the end of the 17.00 turn": no roll after 17.00; and no
// roll at all when Bonin did not panic.
TEST(Section13_3_2, ICorpsReturnRollsEndAtSeventeenAndNeedAPanic) {
  Game g = panicked(campaign(), 31);
  redeploy(g);
  test::play(g, {"active wimpffen", "roll 1", "arrive brandenstein"});
  RandomPlayer p(3);
  for (int turn = 9; turn <= 17; ++turn) {
    play_until(g, p, [&](const Game& x) {
      return x.state().turn == turn && waits_on(x, "campaign_i_corps_return");
    });
    ASSERT_EQ(g.state().turn, turn);
    test::play(g, {"roll 4"});
  }
  play_until(g, p, [](const Game& x) { return x.state().turn == 18 && x.state().phase == Phase::Draw; });
  ASSERT_EQ(g.state().turn, 18);
  EXPECT_FALSE(test::log_contains(g, "13.3.2", "18.00"));
  int rolls = 0;
  for (const auto& e : g.log())
    if (e.text.find("I corps return roll") != std::string::npos) ++rolls;
  EXPECT_EQ(rolls, 9);
}

// No panic: no re-deployment, no I corps roll; the disengagement of §13.2
// with the VV165 values (the loser first, the Prussian on a tie).
TEST(Section13_2, WithoutAPanicTheDisengagementAndNoReturn) {
  const auto* dis =
      dynamic_cast<const Disengagement*>(campaign()->special.find("campaign_disengagement_between_days"));
  ASSERT_NE(dis, nullptr);
  EXPECT_EQ(dis->first_on_tie, Side::Prussia);
  EXPECT_EQ(dis->protection, 1);
  EXPECT_TRUE(dis->skip_if_day1_ended_early);
  EXPECT_EQ(dis->morale_failure, DisengagementFailure::Disorganised);
  for (std::uint64_t seed = 40; seed < 46; ++seed) {
    Game g(campaign(), seed);
    RandomPlayer p(seed);
    play_until(g, p, [](const Game& x) { return waits_on(x, "campaign_first_guard_division_at_trautenau"); });
    test::play(g, {"option hiller no"});
    play_until(g, p,
               [](const Game& x) { return x.state().phase == Phase::BetweenDays || x.state().day == 2; });
    if (g.over() || g.state().days.front().ended_by >= 0) continue;  // a panic: the other tests
    EXPECT_TRUE(
        test::log_contains(g, "13.2", "units in an enemy zone of control on hexes of protection 1 leave it"));
    const DayResult& d = g.state().days.front();
    const Side first = d.level == 0 ? Side::Prussia : d.winner == 0 ? Side::Austria : Side::Prussia;
    if (waits_on(g, "campaign_disengagement_between_days")) {
      EXPECT_EQ(g.actor().side, first);
      for (const std::string& c : choices(g)) EXPECT_EQ(c.rfind("disengage ", 0), 0u) << c;
    }
    EXPECT_FALSE(test::log_contains(g, "13.2", "withdrawn"));
    play_until(g, p, [](const Game& x) { return x.state().day == 2 && x.state().turn == 13; });
    EXPECT_FALSE(test::log_contains(g, "13.3.2", "I corps return roll"));
  }
}

// A campaign with a panic replays from its save to the same state across
// the change of day (re-deployment, restricted turns, the return).
TEST(Section13, PanicCampaignReplaysAcrossTheChangeOfDay) {
  Game g = panicked(campaign(), 33);
  redeploy(g);
  RandomPlayer p(11);
  play_until(g, p, [](const Game& x) { return x.state().turn == 12; });
  const std::string text = save_game(g);
  ReplayResult r = replay_save(text);
  ASSERT_TRUE(r.game) << r.error;
  EXPECT_EQ(r.game->hash(), g.hash());
  EXPECT_EQ(r.game->state().day, 2);
  play_until(g, p, [](const Game&) { return false; });
  EXPECT_TRUE(g.over());
  EXPECT_TRUE(g.check_invariants().empty());
  const std::string end = save_game(g);
  ReplayResult r2 = replay_save(end);
  ASSERT_TRUE(r2.game) << r2.error;
  EXPECT_EQ(r2.game->hash(), g.hash());
}

}  // namespace
}  // namespace campaign_trautenau_soor_between_days_test
}  // namespace bohemia
