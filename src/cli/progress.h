// How `bohemia tournament` and `bohemia analyze` show their games going by:
// a progress bar on stderr when it is a terminal, else one line per game
// (a log file, a pipe).
#pragma once

#include <functional>

#include "ai/tournament.h"

namespace bohemia {

std::function<void(int done, int total, const ai::GameRecord& game)> game_progress();

}  // namespace bohemia
