#include "ai/mcts.h"
#include "ai/planner.h"

namespace bohemia::ai {

// The search designs by name (ai/levels.cpp): "mcts" (ai/mcts.h), "plan"
// (ai/planner.h).
std::unique_ptr<Player> make_search_player(const std::string& design, const std::string& level,
                                           const Budget& b, std::uint64_t seed) {
  if (design == "mcts") return std::make_unique<MctsPlayer>(level, b, seed);
  if (design == "plan") return std::make_unique<PlanPlayer>(level, b, seed);
  return nullptr;
}

}  // namespace bohemia::ai
