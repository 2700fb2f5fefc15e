// Engine benchmarks (Google Benchmark). Run: build/bohemia_bench
// Figures and the machine they were measured on: docs/performance.md.
//
// Positions are reached by fixed seeds, so every run measures the same work;
// BM_Signature reports the action count of 16 Trautenau games as a
// deterministic signature (like Stockfish's bench node count): if it
// changes, the rules changed. BM_RandomGame/<id> runs for every scenario.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <string>

#include "engine/selfplay.h"
#include "gbn3/game.h"
#include "gbn3/random_player.h"
#include "gbn3/scenario.h"
#include "mns/mns_system.h"

namespace bohemia {
namespace {

std::shared_ptr<const Scenario> trautenau() {
  static std::shared_ptr<const Scenario> sc = load_scenario("trautenau");
  return sc;
}

// Plays random legal actions from `seed` until a movement decision with at
// least `min_actions` choices: a busy mid-game position.
Game movement_position(std::uint64_t seed, std::size_t min_actions) {
  Game g(trautenau(), seed);
  g.set_logging(false);
  RandomPlayer p(seed);
  while (!g.over()) {
    if (g.actor().kind == ActorKind::Decision && g.state().phase == Phase::Movement &&
        g.legal_actions().size() >= min_actions)
      return g;
    Action a = g.actor().kind == ActorKind::Chance ? g.sample_chance() : p.choose(g);
    if (g.apply(a)) std::abort();
  }
  std::abort();
}

// Movement choices of a busy position, regenerated with the per-unit
// movement searches remembered (the common case during a formation's move).
void BM_LegalActionsMovement(benchmark::State& st) {
  Game g = movement_position(7, 400);
  std::size_t n = 0;
  for (auto _ : st) {
    auto v = g.generate_legal_actions();
    n = v.size();
    benchmark::DoNotOptimize(v.data());
  }
  st.counters["actions"] = static_cast<double>(n);
}
BENCHMARK(BM_LegalActionsMovement);

// The same list with every movement search done afresh (a copy starts with
// cold caches): subtract BM_GameClone for the generation alone.
void BM_LegalActionsMovementCold(benchmark::State& st) {
  Game g = movement_position(7, 400);
  for (auto _ : st) {
    Game c = g;
    auto v = c.generate_legal_actions();
    benchmark::DoNotOptimize(v.data());
  }
}
BENCHMARK(BM_LegalActionsMovementCold);

void BM_Reach(benchmark::State& st) {
  Game g = movement_position(7, 400);
  Piece unit = g.legal_actions().front().piece;
  std::size_t n = 0;
  for (auto _ : st) {
    auto r = g.reachable(unit);
    n = r.size();
    benchmark::DoNotOptimize(r.data());
  }
  st.counters["hexes"] = static_cast<double>(n);
}
BENCHMARK(BM_Reach);

// Line of sight over every pair of hexes up to 6 apart (the longest artillery
// range is 4): one table lookup each after the map is loaded.
void BM_LineOfSight(benchmark::State& st) {
  Game g(trautenau(), 1);
  const Map& m = *g.scenario().map;
  std::vector<std::pair<HexId, HexId>> pairs;
  for (HexId a = 0; a < m.size(); ++a)
    for (HexId b = 0; b < m.size(); ++b)
      if (a != b && m.distance(a, b) <= 6) pairs.emplace_back(a, b);
  for (auto _ : st) {
    int seen = 0;
    for (auto [a, b] : pairs) seen += g.line_of_sight(a, b);
    benchmark::DoNotOptimize(seen);
  }
  st.SetItemsProcessed(static_cast<std::int64_t>(st.iterations() * static_cast<std::int64_t>(pairs.size())));
}
BENCHMARK(BM_LineOfSight);

void BM_StateCopy(benchmark::State& st) {
  Game g = movement_position(7, 400);
  for (auto _ : st) {
    State s = g.state();
    benchmark::DoNotOptimize(&s);
  }
}
BENCHMARK(BM_StateCopy);

// A whole Game: state, history and cached legal actions (the AI's clone).
void BM_GameClone(benchmark::State& st) {
  Game g = movement_position(7, 400);
  for (auto _ : st) {
    Game c = g;
    benchmark::DoNotOptimize(&c);
  }
}
BENCHMARK(BM_GameClone);

// Plays one complete random game of `sc` from `seed`, no invariant checks and
// no log: the engine's raw speed. Returns its number of actions.
long long play_random(const std::shared_ptr<const Scenario>& sc, std::uint64_t seed) {
  Game g(sc, seed);
  g.set_logging(false);
  RandomPlayer p(seed * 0x9e3779b97f4a7c15ULL + 1);
  long long n = 0;
  while (!g.over()) {
    Action a = g.actor().kind == ActorKind::Chance ? g.sample_chance() : p.choose(g);
    if (g.apply(a)) std::abort();
    ++n;
  }
  return n;
}

// BM_RandomGame/<id>: one complete random game of scenario (or campaign)
// <id> per iteration, seeds 1..16 in turn. Registered in main() for every
// id the data directory lists (scenario_files()), so a new battle is
// benchmarked without touching this file.
void random_game(benchmark::State& st, const std::shared_ptr<const Scenario>& sc) {
  std::uint64_t seed = 0;
  long long actions = 0, games = 0;
  for (auto _ : st) {
    seed = seed % 16 + 1;
    actions += play_random(sc, seed);
    ++games;
  }
  st.counters["actions_per_game"] = static_cast<double>(actions) / static_cast<double>(games);
}

// The bench signature: total actions of the 16 fixed random Trautenau games.
void BM_Signature(benchmark::State& st) {
  long long total = 0;
  for (auto _ : st) {
    total = 0;
    for (std::uint64_t seed = 1; seed <= 16; ++seed) total += play_random(trautenau(), seed);
  }
  st.counters["signature_actions"] = static_cast<double>(total);
}
BENCHMARK(BM_Signature)->Unit(benchmark::kMillisecond)->Iterations(1);

// BM_RandomGame/<id> of a Musket & Saber scenario (issue 16): one complete
// random game per iteration through the game interface, as self-play plays
// it (engine::play_random_game: no invariant checks, no log), seeds 1..16.
void random_mns_game(benchmark::State& st, const std::string& id) {
  static const mns::MnsSystem sys;
  std::uint64_t seed = 0;
  long long actions = 0, games = 0;
  for (auto _ : st) {
    seed = seed % 16 + 1;
    std::unique_ptr<engine::GameState> g = sys.new_game(id, seed);
    g->set_logging(false);
    actions += engine::play_random_game(*g, seed, false, nullptr);
    ++games;
  }
  st.counters["actions_per_game"] = static_cast<double>(actions) / static_cast<double>(games);
}

void register_random_games() {
  for (const std::string& file : scenario_files()) {
    std::shared_ptr<const Scenario> sc = load_scenario(file);
    benchmark::RegisterBenchmark(("BM_RandomGame/" + sc->id).c_str(), random_game, sc)
        ->Unit(benchmark::kMillisecond);
  }
  for (const std::string& id : mns::MnsSystem().scenario_ids())
    benchmark::RegisterBenchmark(("BM_RandomGame/" + id).c_str(), random_mns_game, id)
        ->Unit(benchmark::kMillisecond);
}

}  // namespace
}  // namespace bohemia

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  bohemia::register_random_games();
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
