// Cheapest paths over a graph whose steps cost small positive whole numbers
// (GBN3 counts half movement points): Dijkstra with a bucket queue. Lines of
// command, a commander's or commander-in-chief's move and a special rule's
// withdrawal are all this search with a limit; the caller keeps the costs in
// its own layout and says which steps exist from a node, so one routine
// serves them all (issue 15).
#pragma once

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <vector>

namespace bohemia {

// In which order nodes of equal cost are expanded. The costs found never
// depend on it; which node a path comes from does (the first to reach a node
// at its cheapest cost is kept).
enum class TieOrder {
  Reached,  // in the order they were reached: the cheapest, when no path is kept
  ByNode,   // by increasing node, as a binary heap of (cost, node) pops them
};

// Expands from `start` every node reachable within `limit` (`buckets`: the
// queue, one vector per cost, kept by the caller between searches):
//   cost_of(node) -> int: the cheapest cost known so far (the caller's table;
//     `start` must already read 0, the others their "unreached" value, which
//     must be above `limit`);
//   reach(node, cost, from): a cheaper cost found, through `from`: the caller
//     records it, so that cost_of(node) then reads `cost`;
//   steps(node, step): calls step(next, cost) for every step the caller
//     allows from `node` (cost > 0).
template <class CostOf, class Reach, class Steps>
void cheapest_paths(int start, int limit, TieOrder order, std::vector<std::vector<int>>& buckets,
                    CostOf&& cost_of, Reach&& reach, Steps&& steps) {
  assert(limit >= 0 && cost_of(start) == 0);
  std::vector<std::vector<int>>& b = buckets;
  const std::size_t levels = static_cast<std::size_t>(limit) + 1;
  if (b.size() < levels) b.resize(levels);
  for (std::size_t i = 0; i < levels; ++i) b[i].clear();
  b[0].push_back(start);
  for (int d = 0; d <= limit; ++d) {
    std::vector<int>& bucket = b[static_cast<std::size_t>(d)];
    // Every node of cost d is in its bucket before the first is expanded
    // (steps cost more than 0), so sorting it gives a heap's order.
    if (order == TieOrder::ByNode) std::sort(bucket.begin(), bucket.end());
    for (std::size_t i = 0; i < bucket.size(); ++i) {
      const int node = bucket[i];
      if (cost_of(node) != d) continue;  // reached again more cheaply since
      steps(node, [&](int next, int cost) {
        assert(cost > 0);
        const int nd = d + cost;
        if (nd > limit || nd >= cost_of(next)) return;
        reach(next, nd, node);
        b[static_cast<std::size_t>(nd)].push_back(next);
      });
    }
  }
}

}  // namespace bohemia
