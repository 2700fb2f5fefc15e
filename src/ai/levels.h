// The levels of the computer opponent (issue 17 item 2): easy, normal
// (the default) and hard, each a design of the search AI with a time
// budget per decision and an iteration budget for reproducible play.
#pragma once

#include <string>
#include <vector>

#include "ai/player.h"

namespace bohemia::ai {

struct Level {
  std::string name;    // "easy", "normal", "hard"
  std::string design;  // the design a level plays by default: "mcts" (ai/mcts.h) or "plan" (ai/planner.h)
  Budget budget;       // the time budget, and the iteration budget of MCTS (iterations)
  long plan_iterations = 0;  // the planner's iteration budget (rollouts)
};

// The iteration budget of `design` at level `l`.
long level_iterations(const Level& l, const std::string& design);

// The three levels, easiest first.
const std::vector<Level>& levels();
const Level* find_level(const std::string& name);

}  // namespace bohemia::ai
