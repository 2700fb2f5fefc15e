// The two baselines every search is measured against (issue 17): the
// uniformly random legal player, and the greedy player that looks one of
// its own decisions ahead, weighs the chance that follows by its
// probabilities, and takes the best evaluation (GameState::evaluate).
#pragma once

#include "ai/player.h"

namespace bohemia::ai {

class RandomPlayer final : public Player {
 public:
  explicit RandomPlayer(std::uint64_t seed) : seed_(seed) {}
  std::string name() const override { return "random"; }
  Decision decide(const engine::GameState& g) override;

 private:
  std::uint64_t seed_;
};

class GreedyPlayer final : public Player {
 public:
  // `leaves`: how many outcomes of the chance after a decision are weighed
  // (beyond that they are drawn).
  explicit GreedyPlayer(std::uint64_t seed, int leaves = 36) : seed_(seed), leaves_(leaves) {}
  std::string name() const override { return "greedy"; }
  Decision decide(const engine::GameState& g) override;

 private:
  std::uint64_t seed_;
  int leaves_;
};

}  // namespace bohemia::ai
