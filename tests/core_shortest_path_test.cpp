// src/core/shortest_path.h against a plain Dijkstra with a binary heap of
// (cost, node), the search GBN3's commander moves used before (issue 15):
// the same costs in either tie order, and with TieOrder::ByNode the same
// predecessor for every node, on random graphs with small whole step costs.
#include <gtest/gtest.h>

#include <functional>
#include <queue>
#include <random>
#include <utility>
#include <vector>

#include "core/shortest_path.h"

namespace bohemia {
namespace core_shortest_path_test {
namespace {

constexpr int kUnreached = 1 << 20;

// A random directed graph: each node has up to six steps of cost 1..4, some
// missing (impassable).
struct Graph {
  std::vector<std::vector<std::pair<int, int>>> steps;  // (next, cost)
};

Graph random_graph(int nodes, std::mt19937& rng) {
  Graph g;
  g.steps.resize(static_cast<std::size_t>(nodes));
  std::uniform_int_distribution<int> node(0, nodes - 1), cost(1, 4), keep(0, 3);
  for (auto& s : g.steps)
    for (int k = 0; k < 6; ++k)
      if (keep(rng) != 0) s.push_back({node(rng), cost(rng)});
  return g;
}

struct Result {
  std::vector<int> cost, prev;
};

Result heap_dijkstra(const Graph& g, int start, int limit) {
  Result r{std::vector<int>(g.steps.size(), kUnreached), std::vector<int>(g.steps.size(), -1)};
  std::priority_queue<std::pair<int, int>, std::vector<std::pair<int, int>>, std::greater<>> pq;
  r.cost[static_cast<std::size_t>(start)] = 0;
  pq.push({0, start});
  while (!pq.empty()) {
    auto [d, h] = pq.top();
    pq.pop();
    if (d != r.cost[static_cast<std::size_t>(h)]) continue;
    for (auto [n, c] : g.steps[static_cast<std::size_t>(h)]) {
      const int nd = d + c;
      if (nd > limit || nd >= r.cost[static_cast<std::size_t>(n)]) continue;
      r.cost[static_cast<std::size_t>(n)] = nd;
      r.prev[static_cast<std::size_t>(n)] = h;
      pq.push({nd, n});
    }
  }
  return r;
}

Result buckets(const Graph& g, int start, int limit, TieOrder order, std::vector<std::vector<int>>& scratch) {
  Result r{std::vector<int>(g.steps.size(), kUnreached), std::vector<int>(g.steps.size(), -1)};
  r.cost[static_cast<std::size_t>(start)] = 0;
  cheapest_paths(
      start, limit, order, scratch, [&](int h) { return r.cost[static_cast<std::size_t>(h)]; },
      [&](int h, int c, int from) {
        r.cost[static_cast<std::size_t>(h)] = c;
        r.prev[static_cast<std::size_t>(h)] = from;
      },
      [&](int h, auto&& step) {
        for (auto [n, c] : g.steps[static_cast<std::size_t>(h)]) step(n, c);
      });
  return r;
}

TEST(CoreShortestPath, SameCostsAsAHeapAndTheSamePathsByNode) {
  std::mt19937 rng(20261127);
  std::vector<std::vector<int>> scratch;  // reused, as the callers do
  int reached_somewhere = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const Graph g = random_graph(5 + trial % 60, rng);
    const int start = trial % static_cast<int>(g.steps.size());
    const int limit = 1 + trial % 17;
    const Result want = heap_dijkstra(g, start, limit);
    const Result by_node = buckets(g, start, limit, TieOrder::ByNode, scratch);
    const Result reached = buckets(g, start, limit, TieOrder::Reached, scratch);
    EXPECT_EQ(by_node.cost, want.cost) << "trial " << trial;
    EXPECT_EQ(by_node.prev, want.prev) << "trial " << trial;
    EXPECT_EQ(reached.cost, want.cost) << "trial " << trial;
    for (int c : want.cost) reached_somewhere += c > 0 && c < kUnreached;
  }
  EXPECT_GT(reached_somewhere, 1000) << "the graphs are not trivial";
}

TEST(CoreShortestPath, NothingBeyondTheLimit) {
  // A line 0 -> 1 -> 2 -> 3 of cost 2 each, limit 4: node 3 (cost 6) is not reached.
  Graph g;
  g.steps = {{{1, 2}}, {{2, 2}}, {{3, 2}}, {}};
  std::vector<std::vector<int>> scratch;
  const Result r = buckets(g, 0, 4, TieOrder::ByNode, scratch);
  EXPECT_EQ(r.cost, (std::vector<int>{0, 2, 4, kUnreached}));
  EXPECT_EQ(r.prev, (std::vector<int>{-1, 0, 1, -1}));
}

}  // namespace
}  // namespace core_shortest_path_test
}  // namespace bohemia
