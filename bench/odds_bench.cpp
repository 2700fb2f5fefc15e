// The odds of a combat decision (src/gbn3/odds.h, docs/api.md `/odds`) must
// come fast enough to show on hover (issue 14 item 7a). BM_OddsWorst/<id>
// plays one random game of a battle, asks the odds of every combat decision
// offered (barrage, assault declaration, defensive split, volley, attack)
// and times the slowest of them (the best of three timings each), the worst
// case of that game; BM_OddsEveryDecision/<id> times them all, one after the
// other. The counters say how many decisions the game offered, how many
// game states the worst one visits, and the mean time per decision.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "gbn3/odds.h"
#include "gbn3/random_player.h"
#include "gbn3/scenario.h"

namespace bohemia {
namespace {

struct Asked {
  Game game;
  Action action;
};

// Every combat decision of one random game of `id` (seed 1), each with the
// game it was offered in.
const std::vector<Asked>& decisions(const std::string& id) {
  static std::map<std::string, std::vector<Asked>> cache;
  if (auto it = cache.find(id); it != cache.end()) return it->second;
  std::vector<Asked>& out = cache[id];
  Game g(load_scenario(id), 1);
  RandomPlayer p(38);
  while (!g.over()) {
    if (g.actor().kind == ActorKind::Decision)
      for (const Action& a : g.legal_actions())
        if (a.type == ActionType::Fire || a.type == ActionType::Assault || a.type == ActionType::Defend ||
            a.type == ActionType::Volley || a.type == ActionType::Attack)
          out.push_back({g, a});
    const Action a = g.actor().kind == ActorKind::Chance ? g.sample_chance() : p.choose(g);
    if (g.apply(a)) std::abort();
  }
  for (Asked& x : out) x.game.clear_log();
  return out;
}

void odds_worst(benchmark::State& st, const std::string& id) {
  const std::vector<Asked>& all = decisions(id);
  std::size_t worst = 0, states = 0;
  double slowest = -1;
  for (std::size_t i = 0; i < all.size(); ++i) {
    double best = 1e30;
    for (int k = 0; k < 3; ++k) {
      const auto t0 = std::chrono::steady_clock::now();
      std::optional<Odds> o = combat_odds(all[i].game, all[i].action, nullptr);
      if (!o) std::abort();
      best = std::min(best, std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
      if (best > slowest) slowest = best, worst = i, states = o->states;
    }
  }
  for (auto _ : st) {
    std::optional<Odds> o = combat_odds(all[worst].game, all[worst].action, nullptr);
    benchmark::DoNotOptimize(o);
  }
  st.counters["decisions"] = static_cast<double>(all.size());
  st.counters["worst_states"] = static_cast<double>(states);
}

void odds_every(benchmark::State& st, const std::string& id) {
  const std::vector<Asked>& all = decisions(id);
  double seconds = 0;
  std::int64_t runs = 0;
  for (auto _ : st) {
    const auto t0 = std::chrono::steady_clock::now();
    for (const Asked& x : all) {
      std::optional<Odds> o = combat_odds(x.game, x.action, nullptr);
      benchmark::DoNotOptimize(o);
    }
    seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    ++runs;
  }
  st.counters["decisions"] = static_cast<double>(all.size());
  st.counters["ms_per_decision"] =
      seconds * 1e3 / static_cast<double>(runs) / static_cast<double>(all.size());
}

const bool registered = [] {
  for (const char* id : {"trautenau", "soor", "nachod", "skalitz", "munchengratz", "gitschin"}) {
    benchmark::RegisterBenchmark((std::string("BM_OddsWorst/") + id).c_str(), odds_worst, std::string(id))
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark((std::string("BM_OddsEveryDecision/") + id).c_str(), odds_every,
                                 std::string(id))
        ->Unit(benchmark::kMillisecond)
        ->Iterations(1);
  }
  return true;
}();

}  // namespace
}  // namespace bohemia
