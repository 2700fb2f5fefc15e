// The search AI, first design (issue 17 item 1): Monte Carlo tree search
// over determinizations, with chance nodes, progressive widening ordered by
// the system's evaluation, and the evaluation at the leaves.
//
// Why this shape: a GBN3 decision offers up to ~1,500 moves and a game runs
// to hundreds of decisions, so random rollouts to the end say little and
// cost much. Each iteration instead (after OpenSpiel's mcts.h / is_mcts.h):
//  - draws a state from what the seat knows (GameState::resample: never the
//    true state, never the game's seed), then walks the tree from the root;
//  - at a decision, picks a child by UCT from the acting seat's side; a node
//    opens a new child only when its visits allow it (progressive widening:
//    about c·visits^α children), the next-best candidate by a one-decision
//    look-ahead of the evaluation (all of them at the root, a sample below);
//  - at chance, draws an outcome with the probabilities the game gives, from
//    the player's own generator, and follows (or opens) that outcome's child;
//  - at a new node, or after `depth` decisions, evaluates the position
//    (GameState::evaluate) and backs the value up.
// Root parallelism: `threads` trees over their own determinizations, their
// visits summed at the root. With an iteration budget each tree runs a fixed
// share of the iterations from a seed of its own: the same decision whatever
// the timing (reproducible); with a time budget, whatever fits.
#pragma once

#include "ai/player.h"

namespace bohemia::ai {

// The search's knobs; the levels (ai/levels.h) set the budget only.
struct MctsConfig {
  double uct_c = 0.7;    // exploration (values in [-1, 1])
  double widen_c = 1.5;  // children allowed at n visits: widen_c * n^widen_alpha (at least 1)
  double widen_alpha = 0.5;
  int inner_candidates = 24;   // actions looked at (sampled) to order an inner node's children
  int root_candidates = 4000;  // at the root (more than any list GBN3 offers: all of them)
  int chance_leaves = 6;       // chance outcomes weighed when a candidate is scored
  int depth = 24;              // decisions below the root before the evaluation is read
};

class MctsPlayer final : public Player {
 public:
  MctsPlayer(std::string level, Budget budget, std::uint64_t seed, MctsConfig config = {})
      : level_(std::move(level)), budget_(budget), seed_(seed), cfg_(config) {}
  std::string name() const override { return "mcts:" + level_; }
  Decision decide(const engine::GameState& g) override;

 private:
  std::string level_;
  Budget budget_;
  std::uint64_t seed_;
  MctsConfig cfg_;
};

}  // namespace bohemia::ai
