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
  std::string design;  // "mcts" (ai/mcts.h)
  Budget budget;       // the time budget, and the iteration budget
};

// The three levels, easiest first.
const std::vector<Level>& levels();
const Level* find_level(const std::string& name);

}  // namespace bohemia::ai
