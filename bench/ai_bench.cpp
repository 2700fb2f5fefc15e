// The computer players' benchmarks (issue 17 item 8), through the game
// interface: evaluations per second per core for every scenario, and one
// decision of each level at a busy position (time, iterations, memory of
// the search trees). Figures: docs/performance.md, "Computer players".
//
// Positions are reached by fixed seeds (random legal play until a decision
// with many choices), so every run measures the same work.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <string>

#include "ai/player.h"
#include "core/rng.h"
#include "engine/system.h"
#include "systems/builtin.h"

namespace bohemia::ai {
namespace {

// A decision of scenario `id` with at least `min_actions` choices, reached
// by random play from `seed` (the first such after `skip` actions).
std::unique_ptr<engine::GameState> busy_position(const std::string& id, std::uint64_t seed,
                                                 std::size_t min_actions, int skip) {
  for (std::uint64_t s = seed;; ++s) {
    auto g = builtin_systems().of_scenario(id)->new_game(id, s);
    g->set_logging(false);
    Rng rng(s);
    for (int i = 0; !g->over(); ++i) {
      if (i >= skip && g->actor().kind == engine::ActorKind::Decision &&
          g->num_legal_actions() >= min_actions)
        return g;
      engine::Action a = g->actor().kind == engine::ActorKind::Chance
                             ? g->sample_chance()
                             : g->legal_action(rng.below(static_cast<std::uint32_t>(g->num_legal_actions())));
      if (g->apply(a)) std::abort();
    }
  }
}

// GameState::evaluate at a mid-game position: the leaf cost of every search.
void evaluate(benchmark::State& st, std::string id, int skip) {
  auto g = busy_position(id, 1, 20, skip);
  const engine::Seat seat = g->actor().seat;
  double sum = 0;
  for (auto _ : st) {
    sum += g->evaluate(seat);
    benchmark::DoNotOptimize(sum);
  }
  st.counters["evals/s"] =
      benchmark::Counter(static_cast<double>(st.iterations()), benchmark::Counter::kIsRate);
}

// One decision of a player at a busy Trautenau position (a movement list of
// hundreds of choices): the time per decision, its iterations and trees.
// With `id` "gitschin" and 1,000 choices: the costliest decisions seen (the
// largest map and order of battle, the dearest evaluation).
// `skip`: actions played before (past Königgrätz's set-up).
void decide(benchmark::State& st, std::string spec, std::string id, std::size_t choices, int skip) {
  auto g = busy_position(id, 7, choices, skip);
  Decision d;
  for (auto _ : st) {
    std::string err;
    auto p = make_player(spec, 1, &err);
    if (!p) std::abort();
    d = p->decide(*g);
    benchmark::DoNotOptimize(d.action);
  }
  st.counters["choices"] = static_cast<double>(d.candidates);
  st.counters["iterations"] = static_cast<double>(d.iterations);
  st.counters["tree_KiB"] = static_cast<double>(d.tree_bytes) / 1024.0;
}

// Registered once, before main() runs the suite.
[[maybe_unused]] const bool kRegistered = [] {
  for (const std::string& id : builtin_systems().first().scenario_ids())
    benchmark::RegisterBenchmark(("BM_AiEvaluate/" + id).c_str(), evaluate, id, 150)
        ->Unit(benchmark::kMicrosecond);
  for (const char* spec :
       {"greedy", "mcts:easy", "mcts:normal", "mcts:hard", "plan:easy", "plan:normal", "plan:hard"})
    benchmark::RegisterBenchmark((std::string("BM_AiDecision/") + spec).c_str(), decide, std::string(spec),
                                 std::string("trautenau"), std::size_t{200}, 100)
        ->Unit(benchmark::kMillisecond)
        ->Iterations(3);
  for (const char* spec : {"greedy", "mcts:normal", "plan:normal", "plan:hard"})
    benchmark::RegisterBenchmark((std::string("BM_AiDecisionGitschin/") + spec).c_str(), decide,
                                 std::string(spec), std::string("gitschin"), std::size_t{1000}, 100)
        ->Unit(benchmark::kMillisecond)
        ->Iterations(2);
  // Musket & Saber (issue 17 item 3: "once Königgrätz exists, the AI plays
  // it"): the evaluation, and a decision of at least 100 choices after 800
  // random actions (the set-up is done: a movement list of turn 1 or 2).
  benchmark::RegisterBenchmark("BM_AiEvaluate/koniggratz", evaluate, std::string("koniggratz"), 800)
      ->Unit(benchmark::kMicrosecond);
  for (const char* spec : {"greedy", "plan:easy", "plan:normal", "plan:hard", "mcts:normal"})
    benchmark::RegisterBenchmark((std::string("BM_AiDecisionKoniggratz/") + spec).c_str(), decide,
                                 std::string(spec), std::string("koniggratz"), std::size_t{100}, 800)
        ->Unit(benchmark::kMillisecond)
        ->Iterations(2);
  return true;
}();

}  // namespace
}  // namespace bohemia::ai
