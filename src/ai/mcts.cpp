#include "ai/mcts.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <thread>
#include <unordered_map>
#include <unordered_set>

#include "ai/search_util.h"
#include "engine/system.h"

namespace bohemia::ai {

namespace {

// One node of a tree: the decision or chance outcome that leads to it from
// its parent, its statistics, and (for a decision) its candidates best first.
struct Node {
  engine::Action action;
  int visits = 0;
  double value = 0;  // sum of the values backed up, for the root's seat
  std::vector<std::uint32_t> children;
  std::vector<engine::Action> order;  // decision nodes: candidates, best first
  std::size_t next = 0;               // the next candidate to open
  bool ordered = false;
};

// The statistics of one root child, summed over the trees.
struct RootStat {
  engine::Action action;
  long visits = 0;
  double value = 0;
  std::size_t rank = 0;  // its place in the first tree's order (ties)
};

struct TreeResult {
  std::vector<RootStat> root;
  long iterations = 0;
  long evaluations = 0;
  std::size_t bytes = 0;
};

// The set of legal actions of a state, for games with hidden information
// (a child opened in one determinization may not be legal in another).
std::unordered_set<std::uint64_t> legal_set(const engine::GameState& s) {
  std::unordered_set<std::uint64_t> out;
  for (std::size_t i = 0, n = s.num_legal_actions(); i < n; ++i) out.insert(s.legal_action(i).hash());
  return out;
}

// One search tree over determinizations of what `seat` knows.
class Tree {
 public:
  Tree(const engine::GameState& g, engine::Seat seat, const MctsConfig& cfg, std::uint64_t seed)
      : seat_(seat), cfg_(cfg), rng_(seed), seed_(seed), hidden_(g.system().info().hidden_information) {
    // A state drawn from the seat's knowledge, without records; every
    // iteration draws its own from it.
    base_ = g.resample(seat, rng_.next())->clone();
    nodes_.emplace_back();
  }

  // Runs iterations until `iterations` (when > 0) or the deadline.
  void run(long iterations, const Deadline& deadline) {
    while ((iterations <= 0 || done_ < iterations) && !deadline.passed() && nodes_.size() < kMaxNodes) {
      iterate();
      ++done_;
      if (iterations <= 0 && done_ >= kMaxIterationsWithoutBudget) break;
    }
  }

  TreeResult result() const {
    TreeResult r;
    r.iterations = done_;
    r.evaluations = evals_;
    const Node& root = nodes_[0];
    for (std::uint32_t c : root.children) {
      const Node& n = nodes_[c];
      std::size_t rank = static_cast<std::size_t>(std::find(root.order.begin(), root.order.end(), n.action) -
                                                  root.order.begin());
      r.root.push_back({n.action, n.visits, n.value, rank});
    }
    // A root never opened (no budget at all): the best candidate.
    if (r.root.empty() && !root.order.empty()) r.root.push_back({root.order[0], 0, 0, 0});
    r.bytes = nodes_.capacity() * sizeof(Node);
    for (const Node& n : nodes_)
      r.bytes += n.children.capacity() * sizeof(std::uint32_t) + n.order.capacity() * sizeof(engine::Action);
    return r;
  }

  // The root's candidates, scored before any iteration (so that a tree
  // with no budget left still has an answer); those not scored before the
  // deadline follow in the order the game lists them.
  void order_root(const Deadline& deadline) { order(0, *base_, &deadline); }

 private:
  static constexpr std::size_t kMaxNodes = 4'000'000;
  static constexpr long kMaxIterationsWithoutBudget = 1'000'000;

  // The value of a position for the root's seat.
  double leaf_value(const engine::GameState& s) {
    ++evals_;
    return s.evaluate(seat_);
  }

  // The sign of a value for the root's seat seen by `who` (two seats: the
  // game is zero-sum; with more, every other seat is treated as the root's
  // opponent).
  double side(engine::Seat who) const { return who == seat_ ? 1.0 : -1.0; }

  // Fills node k's candidates from state `s` (a decision), best first by a
  // one-decision look-ahead for the seat to act.
  void order(std::uint32_t k, const engine::GameState& s, const Deadline* deadline = nullptr) {
    Node& n = nodes_[k];
    if (n.ordered) return;
    n.ordered = true;
    const std::size_t legal = s.num_legal_actions();
    if (legal == 0) return;
    if (legal == 1) {
      n.order.push_back(s.legal_action(0));
      return;
    }
    const std::size_t limit =
        static_cast<std::size_t>(std::max(1, k == 0 ? cfg_.root_candidates : cfg_.inner_candidates));
    std::vector<std::size_t> idx(legal);
    std::iota(idx.begin(), idx.end(), std::size_t{0});
    if (legal > limit) {
      // A sample: a partial shuffle from the player's generator.
      for (std::size_t i = 0; i < limit; ++i)
        std::swap(idx[i], idx[i + rng_.below(static_cast<std::uint32_t>(legal - i))]);
      idx.resize(limit);
    }
    const engine::Seat who = s.actor().seat;
    std::vector<std::pair<double, std::size_t>> scored;
    scored.reserve(idx.size());
    std::vector<std::size_t> late;
    for (std::size_t i : idx) {
      if (deadline && deadline->passed()) {
        late.push_back(i);
        continue;
      }
      std::unique_ptr<engine::GameState> c = s.clone();
      if (c->apply(s.legal_action(i))) continue;
      scored.emplace_back(expected_value(*c, who, cfg_.chance_leaves, rng_, evals_), i);
    }
    sort_best_first(s, scored);  // ties: an action over a decline
    Node& again = nodes_[k];
    again.order.reserve(scored.size());
    for (const auto& [v, i] : scored) again.order.push_back(s.legal_action(i));
    for (std::size_t i : late) again.order.push_back(s.legal_action(i));
  }

  // The child of node k reached by `a`, opened when new.
  std::uint32_t child(std::uint32_t k, const engine::Action& a) {
    for (std::uint32_t c : nodes_[k].children)
      if (nodes_[c].action == a) return c;
    const std::uint32_t c = static_cast<std::uint32_t>(nodes_.size());
    nodes_.emplace_back();
    nodes_.back().action = a;
    nodes_[k].children.push_back(c);
    return c;
  }

  // UCT among the children of node k for the seat `who`; with hidden
  // information, among those legal in this determinization.
  std::uint32_t select(std::uint32_t k, engine::Seat who, const engine::GameState& s) {
    const Node& n = nodes_[k];
    std::unordered_set<std::uint64_t> legal;
    if (hidden_) legal = legal_set(s);
    const double log_n = std::log(std::max(1, n.visits));
    std::uint32_t best = n.children.front();
    double best_u = -1e300;
    for (std::uint32_t c : n.children) {
      const Node& ch = nodes_[c];
      if (hidden_ && !legal.count(ch.action.hash())) continue;
      const double q = ch.visits ? side(who) * ch.value / ch.visits : 0.0;
      const double u = q + cfg_.uct_c * std::sqrt(log_n / std::max(1, ch.visits));
      if (u > best_u) {
        best_u = u;
        best = c;
      }
    }
    return best;
  }

  // The next decision from node k: a new candidate while the node's visits
  // allow another child (progressive widening), otherwise UCT.
  std::uint32_t choose(std::uint32_t k, const engine::GameState& s) {
    order(k, s);
    Node& n = nodes_[k];
    const double allowed =
        std::max(1.0, cfg_.widen_c * std::pow(static_cast<double>(n.visits), cfg_.widen_alpha));
    if (static_cast<double>(n.children.size()) < allowed || n.children.empty()) {
      std::unordered_set<std::uint64_t> legal;
      if (hidden_) legal = legal_set(s);
      while (n.next < n.order.size()) {
        const engine::Action a = n.order[n.next++];
        if (hidden_ && !legal.count(a.hash())) continue;
        return child(k, a);
      }
    }
    if (nodes_[k].children.empty())
      return child(k, s.legal_action(rng_.below(static_cast<std::uint32_t>(s.num_legal_actions()))));
    return select(k, s.actor().seat, s);
  }

  void iterate() {
    std::unique_ptr<engine::GameState> s =
        base_->resample(seat_, mix(seed_, static_cast<std::uint64_t>(done_)));
    std::vector<std::uint32_t> path{0};
    std::uint32_t k = 0;
    int depth = 0;
    double v = 0;
    for (;;) {
      const engine::Actor who = s->actor();
      if (who.kind == engine::ActorKind::Terminal) {
        v = leaf_value(*s);
        break;
      }
      if (who.kind == engine::ActorKind::Chance) {
        const engine::Action a = draw_chance(*s, rng_);
        k = child(k, a);
        path.push_back(k);
        if (s->apply(a)) {
          v = leaf_value(*s);
          break;
        }
        continue;
      }
      // A decision: a node seen for the first time, or deep enough, is a leaf.
      if ((k != 0 && nodes_[k].visits == 0) || depth >= cfg_.depth) {
        v = leaf_value(*s);
        break;
      }
      const std::uint32_t c = choose(k, *s);
      const engine::Action a = nodes_[c].action;
      k = c;
      path.push_back(k);
      ++depth;
      if (s->apply(a)) {
        v = leaf_value(*s);
        break;
      }
    }
    for (std::uint32_t p : path) {
      nodes_[p].visits += 1;
      nodes_[p].value += v;
    }
  }

  engine::Seat seat_;
  MctsConfig cfg_;
  Rng rng_;
  std::uint64_t seed_;
  bool hidden_;
  std::unique_ptr<engine::GameState> base_;
  std::vector<Node> nodes_;
  long done_ = 0;
  long evals_ = 0;
};

}  // namespace

Decision MctsPlayer::decide(const engine::GameState& g) {
  Deadline clock(budget_.seconds);
  Decision d;
  d.candidates = g.num_legal_actions();
  if (d.candidates <= 1) {
    d.action = g.legal_action(0);
    d.seconds = clock.elapsed();
    return d;
  }
  const engine::Seat seat = g.actor().seat;
  const int threads = std::max(1, budget_.threads);
  const std::uint64_t decision_seed = mix(seed_, g.action_count());
  std::vector<TreeResult> results(static_cast<std::size_t>(threads));
  // The trees' determinizations are drawn here, on this thread: `g` is only
  // read by one thread (a system may keep caches in a const state).
  std::vector<std::unique_ptr<Tree>> trees;
  for (int t = 0; t < threads; ++t)
    trees.push_back(std::make_unique<Tree>(g, seat, cfg_, mix(decision_seed, static_cast<std::uint64_t>(t))));
  auto work = [&](int t) {
    Tree& tree = *trees[static_cast<std::size_t>(t)];
    tree.order_root(clock);
    long share = 0;
    if (budget_.iterations > 0)
      share = budget_.iterations / threads + (t < budget_.iterations % threads ? 1 : 0);
    tree.run(budget_.iterations > 0 ? std::max(1L, share) : 0, clock);
    results[static_cast<std::size_t>(t)] = tree.result();
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(work, t);
  work(0);
  for (auto& th : pool) th.join();

  // The root's children summed over the trees; the most visited wins (ties:
  // the better mean, then the better first-ply rank).
  std::unordered_map<std::uint64_t, RootStat> sum;
  std::vector<std::uint64_t> seen;
  for (const TreeResult& r : results) {
    d.iterations += r.iterations;
    d.tree_bytes += r.bytes;
    for (const RootStat& s : r.root) {
      auto [it, fresh] = sum.try_emplace(s.action.hash(), RootStat{s.action, 0, 0, s.rank});
      if (fresh) seen.push_back(s.action.hash());
      it->second.visits += s.visits;
      it->second.value += s.value;
      it->second.rank = std::min(it->second.rank, s.rank);
    }
  }
  const RootStat* best = nullptr;
  auto mean = [](const RootStat& s) { return s.visits ? s.value / static_cast<double>(s.visits) : -2.0; };
  for (std::uint64_t h : seen) {
    const RootStat& s = sum.at(h);
    if (!best || s.visits > best->visits ||
        (s.visits == best->visits &&
         (mean(s) > mean(*best) || (mean(s) == mean(*best) && s.rank < best->rank))))
      best = &s;
  }
  d.action = best ? best->action : g.legal_action(0);
  d.value = best ? mean(*best) : 0;
  d.seconds = clock.elapsed();
  return d;
}

}  // namespace bohemia::ai
