// The search AI, second design (issue 17 item 1): a planner that looks to
// the end of the current stretch of play (GBN3: the formation's activation)
// instead of one decision at a time.
//
// Why: a GBN3 activation is a long run of one seat's small decisions (each
// unit's move, then the assaults, then their combats), and a decision's
// worth often shows only at the activation's end: a move that sets up an
// assault, an assault whose dice decide. Greedy judges each decision by the
// position right after it (an assault declared changes nothing yet), and
// MCTS over single decisions spends its iterations a few moves deep. The
// planner instead:
//  - scores every legal action by a one-decision look-ahead of the
//    evaluation, chance in expectation (greedy's scores: the prior);
//  - takes the best few as candidates, and plays each to the end of the
//    stretch (GameState::segment changes, or `depth` decisions) several
//    times: the seat's later decisions by greedy over a short list (the
//    prior's best still legal and a few drawn at random, or every choice of
//    a short list), the other seat's reactions by greedy over its own short
//    list, chance drawn from the player's generator; each candidate's
//    rollouts share their dice seeds (common random numbers);
//  - evaluates the position at the stretch's end (GameState::evaluate) and
//    chooses the candidate with the best mean.
// Like MCTS it reads only what the seat may know: every rollout starts from
// GameState::resample(seat, …). Its iteration budget counts rollouts; with
// it the same seed gives the same decision whatever the threads (rollouts
// are numbered and each has its own stream).
#pragma once

#include "ai/player.h"

namespace bohemia::ai {

struct PlanConfig {
  int max_candidates = 8;  // candidates rolled out at most
  int short_list = 12;     // a rollout's decision with at most this many choices weighs them all
  int prior_best = 4;      // otherwise: the prior's best this many still legal (the root seat's)
  int drawn = 4;           // and this many drawn at random
  int depth = 40;          // decisions in a rollout at most
  int chance_leaves = 6;   // chance outcomes weighed when the prior is scored
};

class PlanPlayer final : public Player {
 public:
  PlanPlayer(std::string level, Budget budget, std::uint64_t seed, PlanConfig config = {})
      : level_(std::move(level)), budget_(budget), seed_(seed), cfg_(config) {}
  std::string name() const override { return "plan:" + level_; }
  Decision decide(const engine::GameState& g) override;

 private:
  std::string level_;
  Budget budget_;
  std::uint64_t seed_;
  PlanConfig cfg_;
};

}  // namespace bohemia::ai
