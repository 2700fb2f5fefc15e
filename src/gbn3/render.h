// Plain-text views of a game for the terminal.
#pragma once

#include <string>

#include "gbn3/game.h"

namespace bohemia {

std::string render_map(const Game& g);
std::string render_units(const Game& g);
std::string render_result(const Game& g);

}  // namespace bohemia
