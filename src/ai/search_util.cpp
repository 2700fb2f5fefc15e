#include "ai/search_util.h"

#include <algorithm>
#include <string>
#include <vector>

namespace bohemia::ai {

std::uint64_t mix(std::uint64_t a, std::uint64_t b) {
  Rng r(a ^ (b * 0x9e3779b97f4a7c15ULL) ^ 0xd1b54a32d192ed03ULL);
  r.next();
  return r.next();
}

engine::Action draw_chance(const engine::GameState& s, Rng& rng) {
  std::vector<engine::ChanceOutcome> out = s.chance_outcomes();
  double x = static_cast<double>(rng.next() >> 11) * 0x1.0p-53;
  for (const engine::ChanceOutcome& o : out) {
    if (x < o.probability) return o.action;
    x -= o.probability;
  }
  return out.back().action;
}

bool settle_chance(engine::GameState& s, Rng& rng) {
  while (s.actor().kind == engine::ActorKind::Chance)
    if (s.apply(draw_chance(s, rng))) return false;
  return true;
}

double expected_value(const engine::GameState& s, engine::Seat seat, int leaves, Rng& rng, long& evals) {
  if (s.actor().kind != engine::ActorKind::Chance) {
    ++evals;
    return s.evaluate(seat);
  }
  std::vector<engine::ChanceOutcome> out = s.chance_outcomes();
  if (leaves < static_cast<int>(out.size())) {
    // Too many to weigh: one drawn.
    std::unique_ptr<engine::GameState> c = s.clone();
    if (c->apply(draw_chance(s, rng))) return s.evaluate(seat);
    return expected_value(*c, seat, leaves, rng, evals);
  }
  double sum = 0, mass = 0;
  const int each = leaves / static_cast<int>(out.size());
  for (const engine::ChanceOutcome& o : out) {
    if (o.probability <= 0) continue;
    std::unique_ptr<engine::GameState> c = s.clone();
    if (c->apply(o.action)) continue;
    sum += o.probability * expected_value(*c, seat, each, rng, evals);
    mass += o.probability;
  }
  return mass > 0 ? sum / mass : s.evaluate(seat);
}

bool declines(const engine::GameState& g, const engine::Action& a) {
  const std::string n = g.notation(a);
  const std::string first = n.substr(0, n.find(' '));
  return first == "end" || first == "stay" || first == "pass";
}

bool BestPick::offer(double v, const engine::Action& a) {
  if (any_ && v < value_) return false;
  if (any_ && v == value_) {
    if (declines_ < 0) declines_ = declines(g_, action_);
    if (!declines_ || declines(g_, a)) return false;
  }
  any_ = true;
  value_ = v;
  action_ = a;
  declines_ = -1;
  return true;
}

void sort_best_first(const engine::GameState& g, std::vector<std::pair<double, std::size_t>>& scored) {
  std::vector<char> decl(scored.size());
  std::vector<std::size_t> order(scored.size());
  for (std::size_t k = 0; k < scored.size(); ++k) {
    order[k] = k;
    decl[k] = declines(g, g.legal_action(scored[k].second));
  }
  std::stable_sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) {
    if (scored[x].first != scored[y].first) return scored[x].first > scored[y].first;
    return decl[x] < decl[y];
  });
  std::vector<std::pair<double, std::size_t>> out;
  out.reserve(scored.size());
  for (std::size_t k : order) out.push_back(scored[k]);
  scored = std::move(out);
}

Deadline::Deadline(double seconds)
    : start_(std::chrono::steady_clock::now()),
      end_(start_ + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                        std::chrono::duration<double>(seconds > 0 ? seconds : 0))),
      none_(seconds <= 0) {}

bool Deadline::passed() const { return !none_ && std::chrono::steady_clock::now() >= end_; }

double Deadline::elapsed() const {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
}

}  // namespace bohemia::ai
