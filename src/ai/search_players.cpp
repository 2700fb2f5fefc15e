#include "ai/basic_players.h"
#include "ai/levels.h"

namespace bohemia::ai {

std::unique_ptr<Player> make_search_player(const std::string&, const std::string&, const Budget&,
                                           std::uint64_t seed) {
  return std::make_unique<GreedyPlayer>(seed);
}

}  // namespace bohemia::ai
