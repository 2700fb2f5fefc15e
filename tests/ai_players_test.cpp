// The computer players (src/ai, issue 17 items 1-3 and 5), through the game
// interface only:
// - every player names a legal action; names and budgets are checked;
// - the same seed and iteration budget give the same decision (item 2),
//   also with root-parallel trees;
// - the search never cheats (item 3): its decision is the same whatever the
//   hidden truth behind the same view (for GBN3 the game's seed, i.e. the
//   dice to come), the position reached by the same actions;
// - the tournament's figures (Wilson interval, Elo) and a short tournament
//   with its sides alternated and every action legal.
#include <gtest/gtest.h>

#include <cmath>

#include "ai/player.h"
#include "ai/stats.h"
#include "ai/tournament.h"
#include "core/rng.h"
#include "engine/system.h"
#include "systems/builtin.h"

namespace bohemia::ai {
namespace ai_players_test {
namespace {

const engine::System& gbn3() { return *builtin_systems().find("gbn3"); }

std::unique_ptr<Player> make(const std::string& spec, std::uint64_t seed) {
  std::string err;
  auto p = make_player(spec, seed, &err);
  EXPECT_TRUE(p) << spec << ": " << err;
  return p;
}

// Plays `n` actions of `g` at random (chance by the game's generator) and
// returns them, stopping at a decision with more than one choice.
std::vector<engine::Action> random_prefix(engine::GameState& g, int n, std::uint64_t seed) {
  Rng rng(seed);
  std::vector<engine::Action> done;
  for (int i = 0; i < n || g.actor().kind != engine::ActorKind::Decision || g.num_legal_actions() < 2; ++i) {
    if (g.over()) break;
    engine::Action a = g.actor().kind == engine::ActorKind::Chance
                           ? g.sample_chance()
                           : g.legal_action(rng.below(static_cast<std::uint32_t>(g.num_legal_actions())));
    EXPECT_FALSE(g.apply(a));
    done.push_back(a);
  }
  return done;
}

bool is_legal(const engine::GameState& g, const engine::Action& a) {
  for (const engine::Action& x : g.legal_actions())
    if (x == a) return true;
  return false;
}

TEST(AiPlayers, EveryPlayerNamesALegalAction) {
  auto g = gbn3().new_game("trautenau", 5);
  random_prefix(*g, 40, 3);
  ASSERT_EQ(g->actor().kind, engine::ActorKind::Decision);
  for (const char* spec : {"random", "greedy", "easy", "mcts:normal@it=20", "normal@it=12,threads=2",
                           "plan:easy", "plan:normal@it=6,threads=2", "plan:hard@s=0.3,threads=2"}) {
    auto p = make(spec, 9);
    Decision d = p->decide(*g);
    EXPECT_TRUE(is_legal(*g, d.action)) << spec;
    EXPECT_EQ(d.candidates, g->num_legal_actions()) << spec;
  }
}

TEST(AiPlayers, NamesAndBudgetsAreChecked) {
  std::string err;
  EXPECT_FALSE(make_player("grandmaster", 1, &err));
  EXPECT_NE(err.find("unknown player"), std::string::npos);
  EXPECT_FALSE(make_player("normal@it=-3", 1, &err));
  EXPECT_NE(err.find("it=N"), std::string::npos);
  EXPECT_FALSE(make_player("normal@depth=3", 1, &err));
  EXPECT_NE(err.find("unknown key 'depth'"), std::string::npos);
  EXPECT_FALSE(make_player("greedy@it=3", 1, &err));
  EXPECT_TRUE(make_player("hard@s=0.5,threads=2", 1, &err));
}

// Issue 17 item 2: same seed + iteration budget, same decision, however
// many times asked (and with two root-parallel trees as well).
TEST(AiPlayers, IterationBudgetIsReproducible) {
  auto g = gbn3().new_game("nachod", 11);
  random_prefix(*g, 25, 4);
  for (const char* spec :
       {"mcts:easy@it=40", "normal@it=30,threads=2", "greedy", "plan:normal@it=8,threads=2"}) {
    Decision a = make(spec, 77)->decide(*g);
    Decision b = make(spec, 77)->decide(*g);
    EXPECT_EQ(a.action, b.action) << spec;
    EXPECT_DOUBLE_EQ(a.value, b.value) << spec;
    EXPECT_EQ(a.iterations, b.iterations) << spec;
  }
  // The planner's rollouts are numbered: the same decision on one thread or three.
  Decision one = make("plan:normal@it=8", 5)->decide(*g);
  Decision three = make("plan:normal@it=8,threads=3", 5)->decide(*g);
  EXPECT_EQ(one.action, three.action);
  EXPECT_DOUBLE_EQ(one.value, three.value);
  EXPECT_EQ(one.iterations, 8);  // 4 candidates, 2 rollouts each
}

// The planner looks to the end of GameState::segment: for GBN3 a
// formation's activation (§9). Its moves share one segment; the draw of the
// next marker from the cup starts another.
TEST(AiPlayers, Gbn3SegmentIsOneActivation) {
  auto g = gbn3().new_game("trautenau", 4);
  Rng rng(6);
  int draws = 0, moves = 0;
  for (int i = 0; i < 400 && !g->over(); ++i) {
    const std::uint64_t before = g->segment();
    engine::Action a;
    if (g->actor().kind == engine::ActorKind::Chance) {
      const bool draw = g->chance_description() == "a marker from the cup";
      a = g->sample_chance();
      ASSERT_FALSE(g->apply(a));
      if (draw) {
        EXPECT_NE(g->segment(), before) << "action " << i;
        ++draws;
      }
      continue;
    }
    a = g->legal_action(rng.below(static_cast<std::uint32_t>(g->num_legal_actions())));
    const bool move = g->action_group(a).rfind("move ", 0) == 0;
    ASSERT_FALSE(g->apply(a));
    if (move && g->actor().kind == engine::ActorKind::Decision && g->num_legal_actions() > 1 &&
        g->action_group(g->legal_action(0)).rfind("move ", 0) == 0) {
      EXPECT_EQ(g->segment(), before) << "action " << i;
      ++moves;
    }
  }
  EXPECT_GT(draws, 3);
  EXPECT_GT(moves, 3);
}

// Issue 17 item 3: the decision depends on what the seat knows only. Two
// games with different seeds (different dice to come), brought to the same
// position by the same actions (the chance outcomes applied as actions),
// look the same to the seat; the players decide alike in both, and in a
// state resampled from the seat's knowledge. Were a player to read the
// true state's dice (its seed, sample_chance), the searches would differ.
TEST(AiPlayers, TheSearchDecidesFromTheSeatsKnowledgeOnly) {
  for (const char* scenario : {"trautenau", "skalitz"}) {
    auto truth1 = gbn3().new_game(scenario, 1);
    std::vector<engine::Action> path = random_prefix(*truth1, 60, 8);
    std::vector<std::unique_ptr<engine::GameState>> worlds;
    for (std::uint64_t seed : {2ULL, 12345ULL, 0xdeadbeefULL}) {
      auto w = gbn3().new_game(scenario, seed);
      for (const engine::Action& a : path) ASSERT_FALSE(w->apply(a));
      ASSERT_EQ(w->view(w->actor().seat), truth1->view(truth1->actor().seat));
      worlds.push_back(std::move(w));
    }
    worlds.push_back(truth1->resample(truth1->actor().seat, 99));
    for (const char* spec : {"mcts:easy@it=60", "greedy", "plan:easy"}) {
      Decision d1 = make(spec, 5)->decide(*truth1);
      for (const auto& w : worlds) {
        Decision d = make(spec, 5)->decide(*w);
        EXPECT_EQ(d.action, d1.action) << scenario << " " << spec;
        EXPECT_DOUBLE_EQ(d.value, d1.value) << scenario << " " << spec;
      }
    }
    // The worlds do differ: the dice to come are not the same.
    bool differ = false;
    for (const auto& w : worlds) {
      auto a = truth1->clone(), b = w->clone();
      for (int i = 0; i < 200 && !a->over() && !differ; ++i) {
        if (a->actor().kind == engine::ActorKind::Chance) {
          engine::Action x = a->sample_chance(), y = b->sample_chance();
          differ = !(x == y);
          a->apply(x);
          b->apply(x);
        } else {
          engine::Action x = a->legal_action(0);
          a->apply(x);
          b->apply(x);
        }
      }
    }
    EXPECT_TRUE(differ) << scenario;
  }
}

// The evaluation is on the returns' scale, one seat's gain the other's loss.
TEST(AiPlayers, EvaluationIsZeroSumAndBounded) {
  auto g = gbn3().new_game("soor", 3);
  for (int step = 0; step < 6; ++step) {
    double p = g->evaluate(0), a = g->evaluate(1);
    EXPECT_NEAR(p, -a, 1e-9);
    EXPECT_LE(std::abs(p), 1.0);
    random_prefix(*g, 50, static_cast<std::uint64_t>(step));
  }
}

TEST(AiStats, WilsonIntervalAndElo) {
  Interval w = wilson(0.5, 100);
  EXPECT_NEAR(w.low, 0.4038, 1e-4);
  EXPECT_NEAR(w.high, 0.5962, 1e-4);
  w = wilson(1.0, 50);
  EXPECT_NEAR(w.low, 0.9287, 1e-4);
  EXPECT_DOUBLE_EQ(w.high, 1.0);
  EXPECT_NEAR(*elo(0.75), 190.85, 0.01);
  EXPECT_NEAR(*elo(0.5), 0.0, 1e-12);
  EXPECT_FALSE(elo(1.0));
  EXPECT_FALSE(elo(0.0));
}

TEST(AiStats, StudentTIntervalOfAMean) {
  EXPECT_DOUBLE_EQ(t_quantile_975(1), 12.706);
  EXPECT_DOUBLE_EQ(t_quantile_975(30), 2.042);
  EXPECT_NEAR(t_quantile_975(40), 2.0211, 1e-4);
  EXPECT_NEAR(t_quantile_975(120), 1.9799, 1e-4);
  MeanInterval m = t_interval({2, 4, -3});
  EXPECT_EQ(m.n, 3);
  EXPECT_DOUBLE_EQ(m.mean, 1.0);
  ASSERT_TRUE(m.has_interval);
  const double half = 4.303 * std::sqrt(13.0 / 3.0);  // sample variance 13, 3 values
  EXPECT_NEAR(m.ci95.low, 1 - half, 1e-9);
  EXPECT_NEAR(m.ci95.high, 1 + half, 1e-9);
  EXPECT_FALSE(t_interval({5}).has_interval);
  EXPECT_EQ(t_interval({}).n, 0);
}

// The paired margin: games 2k and 2k+1 (same dice, sides swapped) add a's
// two margins, so a scenario's advantage to one side cancels; a game with
// no partner counts in no pair.
TEST(AiTournament, PairedMarginAddsTheTwoSidesOfTheSameDice) {
  TournamentResult r;
  auto rec = [&](const char* scenario, int index, int margin) {
    GameRecord g;
    g.scenario = scenario;
    g.index = index;
    g.a_seat = index % 2 ? "austria" : "prussia";
    g.vp_margin = margin;
    g.result = margin > 0 ? 1 : margin < 0 ? -1 : 0;
    g.score = margin > 0 ? 1 : margin < 0 ? 0 : 0.5;
    r.games.push_back(g);
  };
  // s1: pairs (+3, -1), (+2, +2), (-4, +1), and game 6 alone; s2: (-2, -2).
  for (auto [i, m] :
       std::vector<std::pair<int, int>>{{0, 3}, {1, -1}, {2, 2}, {3, 2}, {4, -4}, {5, 1}, {6, 7}})
    rec("s1", i, m);
  rec("s2", 0, -2);
  rec("s2", 1, -2);
  TournamentOptions opt;
  opt.a = "x";
  opt.b = "y";
  nlohmann::json j = tournament_json(opt, r);
  const nlohmann::json& s1 = j["paired_per_scenario"][0];
  EXPECT_EQ(s1["scenario"], "s1");
  EXPECT_EQ(s1["pairs"], 3);
  EXPECT_DOUBLE_EQ(s1["mean"].get<double>(), 1.0);  // (2 + 4 - 3) / 3
  EXPECT_NEAR(s1["ci95"][0].get<double>(), t_interval({2, 4, -3}).ci95.low, 1e-12);
  EXPECT_EQ(s1["a_better"], 2);
  EXPECT_EQ(s1["same"], 0);
  EXPECT_EQ(s1["a_worse"], 1);
  const nlohmann::json& s2 = j["paired_per_scenario"][1];
  EXPECT_EQ(s2["pairs"], 1);
  EXPECT_DOUBLE_EQ(s2["mean"].get<double>(), -4.0);
  EXPECT_TRUE(s2["ci95"].is_null());
  EXPECT_EQ(j["paired_margin"]["pairs"], 4);
  EXPECT_DOUBLE_EQ(j["paired_margin"]["mean"].get<double>(), -0.25);  // (2 + 4 - 3 - 4) / 4
  EXPECT_EQ(j["paired_margin"]["a_better"], 2);
  EXPECT_EQ(j["paired_margin"]["a_worse"], 2);
  std::string text = tournament_text(opt, r);
  EXPECT_NE(text.find("paired VP margin"), std::string::npos) << text;
  EXPECT_NE(text.find("s2: -4.00 no interval over 1 pairs"), std::string::npos) << text;
}

// Issue 17 item 5: sides alternate, the same dice from both sides, every
// action checked legal, the report whatever the number of jobs.
TEST(AiTournament, SidesAlternateAndTheReportIsTheSameWithJobs) {
  TournamentOptions opt;
  opt.scenarios = {{&gbn3(), "munchengratz"}};
  // Random players: the test is about the tournament, and stays quick
  // under the sanitizers.
  opt.a = "random";
  opt.b = "random";
  opt.games = 4;
  opt.seed = 3;
  opt.check_invariants = true;
  TournamentResult one = run_tournament(opt);
  ASSERT_EQ(one.games.size(), 4u);
  EXPECT_NE(one.games[0].a_seat, one.games[1].a_seat);
  EXPECT_EQ(one.games[0].dice_seed, one.games[1].dice_seed);
  EXPECT_NE(one.games[0].dice_seed, one.games[2].dice_seed);
  for (const GameRecord& g : one.games) {
    EXPECT_TRUE(g.violations.empty()) << g.violations.front();
    EXPECT_GT(g.a_decisions, 0);
  }
  opt.jobs = 2;
  TournamentResult two = run_tournament(opt);
  nlohmann::json a = tournament_json(opt, one), b = tournament_json(opt, two);
  a.erase("seconds");
  b.erase("seconds");
  a.erase("decision_seconds");
  b.erase("decision_seconds");
  EXPECT_EQ(a, b);
  EXPECT_EQ(a["games"], 4);
  double s = a["score"];
  EXPECT_NEAR(a["wilson95"][0].get<double>(), wilson(s, 4).low, 1e-12);
  EXPECT_EQ(a["paired_margin"]["pairs"], 2);
  EXPECT_DOUBLE_EQ(
      a["paired_margin"]["mean"].get<double>(),
      (one.games[0].vp_margin + one.games[1].vp_margin + one.games[2].vp_margin + one.games[3].vp_margin) /
          2.0);
}

}  // namespace
}  // namespace ai_players_test
}  // namespace bohemia::ai
