#include "ai/planner.h"

#include <algorithm>
#include <atomic>
#include <limits>
#include <thread>
#include <unordered_map>

#include "ai/search_util.h"

namespace bohemia::ai {

namespace {

// The one-decision look-ahead of every legal action of the root, for the
// seat to act: the order of the candidates, and the scores the rollouts'
// own decisions of that seat are ranked by.
struct Prior {
  std::vector<std::pair<double, std::size_t>> order;  // (score, legal index), best first
  std::unordered_map<std::uint64_t, double> score;    // by Action::hash
};

Prior score_prior(const engine::GameState& base, engine::Seat seat, const PlanConfig& cfg, Rng& rng,
                  const Deadline& deadline, long& evals) {
  Prior p;
  const std::size_t n = base.num_legal_actions();
  std::vector<std::size_t> late;
  for (std::size_t i = 0; i < n; ++i) {
    if (deadline.passed()) {
      late.push_back(i);
      continue;
    }
    const engine::Action a = base.legal_action(i);
    std::unique_ptr<engine::GameState> c = base.clone();
    if (c->apply(a)) continue;
    const double v = expected_value(*c, seat, cfg.chance_leaves, rng, evals);
    p.order.emplace_back(v, i);
    p.score.emplace(a.hash(), v);
  }
  sort_best_first(base, p.order);  // ties: an action over a decline
  // Those not scored before the deadline follow in the game's order.
  for (std::size_t i : late) p.order.emplace_back(-2.0, i);
  return p;
}

// One rollout: a candidate played, then the rest of the stretch by short
// greedy choices, chance drawn from the rollout's own stream.
class Rollout {
 public:
  Rollout(engine::Seat seat, const PlanConfig& cfg, const Prior& prior, std::uint64_t segment,
          std::uint64_t seed)
      : seat_(seat), cfg_(cfg), prior_(prior), segment_(segment), rng_(seed) {}

  // The evaluation for the root's seat at the end of the stretch after `a`,
  // from the determinization `s` (played on).
  double run(engine::GameState& s, const engine::Action& a) {
    if (s.apply(a)) return -2.0;  // not legal in this world: never chosen
    for (int d = 0; d < cfg_.depth;) {
      const engine::Actor who = s.actor();
      if (who.kind == engine::ActorKind::Terminal || s.segment() != segment_) break;
      engine::Action next;
      if (who.kind == engine::ActorKind::Chance) {
        next = draw_chance(s, rng_);
      } else {
        next = choose(s, who.seat);
        ++d;
      }
      if (s.apply(next)) break;
    }
    ++evals_;
    return s.evaluate(seat_);
  }

 private:
  // The choices a rollout weighs at decision `s`: all of a short list;
  // otherwise the prior's best still legal (the root's seat only) and a
  // few drawn at random.
  std::vector<std::size_t> shortlist(const engine::GameState& s, engine::Seat who) {
    const std::size_t n = s.num_legal_actions();
    std::vector<std::size_t> out;
    if (n <= static_cast<std::size_t>(cfg_.short_list)) {
      for (std::size_t i = 0; i < n; ++i) out.push_back(i);
      return out;
    }
    if (who == seat_) {
      std::vector<std::pair<double, std::size_t>> known;
      for (std::size_t i = 0; i < n; ++i)
        if (auto it = prior_.score.find(s.legal_action(i).hash()); it != prior_.score.end())
          known.emplace_back(it->second, i);
      const std::size_t k = std::min(known.size(), static_cast<std::size_t>(cfg_.prior_best));
      std::partial_sort(known.begin(), known.begin() + static_cast<std::ptrdiff_t>(k), known.end(),
                        [](const auto& x, const auto& y) { return x.first > y.first; });
      for (std::size_t j = 0; j < k; ++j) out.push_back(known[j].second);
    }
    for (int j = 0; j < cfg_.drawn; ++j) {
      const std::size_t i = rng_.below(static_cast<std::uint32_t>(n));
      if (std::find(out.begin(), out.end(), i) == out.end()) out.push_back(i);
    }
    return out;
  }

  // Greedy for `who` over the short list, the chance after each choice drawn.
  engine::Action choose(const engine::GameState& s, engine::Seat who) {
    if (s.num_legal_actions() == 1) return s.legal_action(0);
    BestPick best(s);  // ties: an action over a decline
    for (std::size_t i : shortlist(s, who)) {
      const engine::Action a = s.legal_action(i);
      std::unique_ptr<engine::GameState> c = s.clone();
      if (c->apply(a)) continue;
      best.offer(expected_value(*c, who, 1, rng_, evals_), a);
    }
    return best.any() ? best.action() : s.legal_action(0);
  }

  engine::Seat seat_;
  const PlanConfig& cfg_;
  const Prior& prior_;
  std::uint64_t segment_;
  Rng rng_;
  long evals_ = 0;
};

// Rollouts per candidate and candidates from the budget: an iteration is a
// rollout; with a time budget only, as many rounds as fit.
struct Shape {
  std::size_t candidates = 1;
  long rounds = 1;  // 0: until the deadline
};

Shape shape(const Budget& b, const PlanConfig& cfg, std::size_t legal) {
  Shape s;
  const long cap = std::max(1, cfg.max_candidates);
  const long k = b.iterations > 0 ? std::clamp(b.iterations / 2, 2L, cap) : cap;
  s.candidates = std::min(legal, static_cast<std::size_t>(k));
  s.rounds = b.iterations > 0 ? std::max(1L, b.iterations / static_cast<long>(s.candidates)) : 0;
  return s;
}

}  // namespace

Decision PlanPlayer::decide(const engine::GameState& g) {
  Deadline clock(budget_.seconds);
  Decision d;
  d.candidates = g.num_legal_actions();
  d.action = g.legal_action(0);
  if (d.candidates <= 1) {
    d.seconds = clock.elapsed();
    return d;
  }
  const engine::Seat seat = g.actor().seat;
  const std::uint64_t decision_seed = mix(seed_, g.action_count());
  Rng rng(decision_seed);
  // One world drawn from what the seat knows for the prior; each rollout
  // draws its own.
  std::unique_ptr<engine::GameState> base = g.resample(seat, rng.next())->clone();
  long evals = 0;
  const Prior prior = score_prior(*base, seat, cfg_, rng, clock, evals);
  const Shape sh = shape(budget_, cfg_, d.candidates);
  std::vector<engine::Action> cand;
  for (std::size_t k = 0; k < sh.candidates && k < prior.order.size(); ++k)
    cand.push_back(base->legal_action(prior.order[k].second));
  if (!cand.empty()) {
    d.action = cand.front();
    d.value = prior.order.front().first;
  }
  if (cand.size() < 2) {
    d.seconds = clock.elapsed();
    return d;
  }

  // Rollout r of candidate k is job r * K + k: rounds in order, so that a
  // time budget ends with every candidate rolled out about as often. Each
  // job's world and stream come from its number only.
  const std::size_t kc = cand.size();
  const long max_rounds = sh.rounds > 0 ? sh.rounds : 1'000'000;
  const long jobs = max_rounds * static_cast<long>(kc);
  const std::uint64_t segment = g.segment();
  const int threads = std::max(1, budget_.threads);
  // Each thread draws its worlds from a copy of its own (a system may keep
  // caches in a const state), made here, on this thread.
  std::vector<std::vector<double>> values(kc);
  std::atomic<long> next{0};
  std::vector<std::unique_ptr<engine::GameState>> bases;
  for (int t = 0; t < threads; ++t) bases.push_back(base->clone());
  std::vector<std::vector<std::pair<long, double>>> done(static_cast<std::size_t>(threads));
  auto work = [&](int t) {
    for (;;) {
      const long j = next.fetch_add(1);
      if (j >= jobs || clock.passed()) return;
      const long r = j / static_cast<long>(kc);
      const std::size_t k = static_cast<std::size_t>(j % static_cast<long>(kc));
      std::unique_ptr<engine::GameState> w = bases[static_cast<std::size_t>(t)]->resample(
          seat, mix(decision_seed, 0x1000 + static_cast<std::uint64_t>(r)));
      Rollout ro(seat, cfg_, prior, segment, mix(decision_seed, 0x2000 + static_cast<std::uint64_t>(r)));
      const double v = ro.run(*w, cand[k]);
      done[static_cast<std::size_t>(t)].emplace_back(j, v);
    }
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(work, t);
  work(0);
  for (auto& th : pool) th.join();

  // Every finished rollout by its number (the same sums whatever the
  // threads). A time budget may leave a round unfinished, or a gap where a
  // thread stopped: only the rounds complete from the first count.
  std::vector<std::pair<long, double>> all;
  for (auto& v : done) all.insert(all.end(), v.begin(), v.end());
  std::sort(all.begin(), all.end());
  const std::size_t seen_rounds = all.empty() ? 0 : static_cast<std::size_t>(all.back().first) / kc + 1;
  std::vector<std::vector<char>> have(kc, std::vector<char>(seen_rounds, 0));
  for (auto& v : values) v.assign(seen_rounds, 0.0);
  for (const auto& [j, v] : all) {
    const std::size_t k = static_cast<std::size_t>(j) % kc, r = static_cast<std::size_t>(j) / kc;
    values[k][r] = v;
    have[k][r] = 1;
  }
  std::size_t rounds = 0;
  while (rounds < seen_rounds &&
         std::all_of(have.begin(), have.end(), [&](const std::vector<char>& h) { return h[rounds] != 0; }))
    ++rounds;
  d.iterations = static_cast<long>(all.size());
  if (rounds == 0) {
    d.seconds = clock.elapsed();
    return d;
  }
  double best = -std::numeric_limits<double>::infinity();
  for (std::size_t k = 0; k < kc; ++k) {
    double sum = 0;
    for (std::size_t r = 0; r < rounds; ++r) sum += values[k][r];
    const double mean = sum / static_cast<double>(rounds);
    if (mean > best) {  // ties: the prior's better
      best = mean;
      d.action = cand[k];
      d.value = mean;
    }
  }
  d.tree_bytes = prior.score.size() * (sizeof(std::uint64_t) + sizeof(double)) * 2;
  d.seconds = clock.elapsed();
  return d;
}

}  // namespace bohemia::ai
