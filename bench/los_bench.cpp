// Line of sight at Königgrätz's size (issue 15 item 6): the memory and the
// build time of GBN3's former dense table (tests/gbn3_dense_los_reference.h)
// against the core tracer's sparse cache, on a synthetic 55 x 30 map with
// GBN3's terrain and levels; and how many source rows random games ask for.
// Figures: docs/performance.md. The counters are bytes, not times.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <random>

#include "../tests/gbn3_dense_los_reference.h"
#include "gbn3/game.h"
#include "gbn3/map.h"
#include "gbn3/random_player.h"
#include "gbn3/scenario.h"

namespace bohemia {
namespace {

// 55 x 30 hexes, flat-topped: about a fifth woods, villages or towns, levels
// 1-4 in broad rises (seeded, so every run measures the same map).
Map koniggratz_size_map() {
  Map m("synthetic-55x30", 55, 30);
  std::mt19937 rng(1866);
  std::uniform_int_distribution<int> pct(0, 99);
  for (HexId h = 0; h < m.size(); ++h) {
    const int p = pct(rng);
    m.set_terrain(h, p < 12   ? Terrain::Woods
                     : p < 17 ? Terrain::Village
                     : p < 19 ? Terrain::Town
                              : Terrain::Clear);
    const Offset o = m.offset_of(h);
    m.set_level(h, 1 + ((o.col / 7 + o.row / 5) % 4));
  }
  m.finish();
  return m;
}

const Map& base_map() {
  static const Map m = koniggratz_size_map();
  return m;
}

void set_bytes(benchmark::State& st, std::size_t bytes) {
  st.counters["bytes"] = static_cast<double>(bytes);
  st.counters["MB"] = static_cast<double>(bytes) / 1e6;
}

// The former table: n^2 entries, all built at load.
void BM_LosDenseTable55x30(benchmark::State& st) {
  std::size_t bytes = 0;
  for (auto _ : st) {
    reference::DenseLosTable t = reference::build_dense_los(base_map(), Map::kLosRange);
    bytes = t.bytes();
    benchmark::DoNotOptimize(t.entries.data());
  }
  set_bytes(st, bytes);
}
BENCHMARK(BM_LosDenseTable55x30)->Unit(benchmark::kMillisecond)->Iterations(3);

// The sparse cache with every source row built (its worst case: every hex
// asked about every other within GBN3's range 6).
void BM_LosSparseAllRows55x30(benchmark::State& st) {
  std::size_t bytes = 0, rows = 0;
  for (auto _ : st) {
    Map m = base_map();  // a copy starts with an empty cache
    for (HexId a = 0; a < m.size(); ++a) benchmark::DoNotOptimize(m.los(a, a));
    bytes = m.los_cache().bytes();
    rows = m.los_cache().rows_filled();
  }
  set_bytes(st, bytes);
  st.counters["rows"] = static_cast<double>(rows);
}
BENCHMARK(BM_LosSparseAllRows55x30)->Unit(benchmark::kMillisecond)->Iterations(3);

// The same at Musket & Saber's range 10 (§8), with GBN3's blocking rules
// standing in for its own.
void BM_LosSparseAllRowsRange10_55x30(benchmark::State& st) {
  std::size_t bytes = 0;
  const Map& m = base_map();
  for (auto _ : st) {
    LosCache cache(10);
    cache.reset(static_cast<std::size_t>(m.size()));
    for (HexId a = 0; a < m.size(); ++a) benchmark::DoNotOptimize(cache.line(m, Gbn3LosRules(m), a, a));
    bytes = cache.bytes();
  }
  set_bytes(st, bytes);
}
BENCHMARK(BM_LosSparseAllRowsRange10_55x30)->Unit(benchmark::kMillisecond)->Iterations(3);

// A query once its row is built: every ordered pair up to 6 apart.
void BM_LosSparseQuery55x30(benchmark::State& st) {
  const Map& m = base_map();
  std::vector<std::pair<HexId, HexId>> pairs;
  for (HexId a = 0; a < m.size(); ++a)
    for (HexId b = 0; b < m.size(); ++b)
      if (a != b && m.distance(a, b) <= Map::kLosRange) pairs.emplace_back(a, b);
  for (auto _ : st) {
    int clear = 0;
    for (auto [a, b] : pairs) clear += !m.los(a, b).blocked;
    benchmark::DoNotOptimize(clear);
  }
  st.SetItemsProcessed(static_cast<std::int64_t>(st.iterations() * static_cast<std::int64_t>(pairs.size())));
}
BENCHMARK(BM_LosSparseQuery55x30);

// What random games ask: the source rows built, and the cache's bytes, after
// the 16 games of the bench signature on a freshly loaded Trautenau.
void BM_LosRowsAskedBy16TrautenauGames(benchmark::State& st) {
  std::size_t rows = 0, bytes = 0, hexes = 0;
  for (auto _ : st) {
    std::shared_ptr<const Scenario> sc = load_scenario("trautenau");
    for (std::uint64_t seed = 1; seed <= 16; ++seed) {
      Game g(sc, seed);
      g.set_logging(false);
      RandomPlayer p(seed * 0x9e3779b97f4a7c15ULL + 1);
      while (!g.over()) {
        Action a = g.actor().kind == ActorKind::Chance ? g.sample_chance() : p.choose(g);
        if (g.apply(a)) std::abort();
      }
    }
    rows = sc->map->los_cache().rows_filled();
    bytes = sc->map->los_cache().bytes();
    hexes = static_cast<std::size_t>(sc->map->size());
  }
  set_bytes(st, bytes);
  st.counters["rows"] = static_cast<double>(rows);
  st.counters["hexes"] = static_cast<double>(hexes);
}
BENCHMARK(BM_LosRowsAskedBy16TrautenauGames)->Unit(benchmark::kMillisecond)->Iterations(1);

}  // namespace
}  // namespace bohemia
