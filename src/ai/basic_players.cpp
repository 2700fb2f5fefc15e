#include "ai/basic_players.h"

#include "ai/search_util.h"

namespace bohemia::ai {

Decision RandomPlayer::decide(const engine::GameState& g) {
  Deadline clock(0);
  Rng rng(mix(seed_, g.action_count()));
  Decision d;
  d.candidates = g.num_legal_actions();
  d.action = g.legal_action(rng.below(static_cast<std::uint32_t>(d.candidates)));
  d.seconds = clock.elapsed();
  return d;
}

Decision GreedyPlayer::decide(const engine::GameState& g) {
  Deadline clock(0);
  const engine::Seat seat = g.actor().seat;
  Decision d;
  d.candidates = g.num_legal_actions();
  d.action = g.legal_action(0);
  if (d.candidates > 1) {
    Rng rng(mix(seed_, g.action_count()));
    // One world drawn from what the seat knows, searched without its records.
    std::unique_ptr<engine::GameState> base = g.resample(seat, rng.next())->clone();
    BestPick best(g);  // ties: an action over a decline (search_util.h)
    for (std::size_t i = 0; i < d.candidates; ++i) {
      engine::Action a = g.legal_action(i);
      std::unique_ptr<engine::GameState> c = base->clone();
      if (c->apply(a)) continue;
      best.offer(expected_value(*c, seat, leaves_, rng, d.iterations), a);
    }
    if (best.any()) d.action = best.action();
    d.value = best.any() ? best.value() : -2;
  }
  d.seconds = clock.elapsed();
  return d;
}

}  // namespace bohemia::ai
