// Reading a map file (format: docs/data-format.md).
#pragma once

#include <string>

#include "map/map.h"

namespace bohemia {

// Loads, checks and finishes (line-of-sight tables) a map. Throws DataError.
Map load_map(const std::string& path);

}  // namespace bohemia
