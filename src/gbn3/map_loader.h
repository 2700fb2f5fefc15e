// Reading a map file (format: docs/data-format.md).
#pragma once

#include <string>
#include <vector>

#include "core/data_error.h"
#include "gbn3/map.h"

namespace bohemia {

// Loads, checks and finishes (line-of-sight tables) a map. Throws DataError.
Map load_map(const std::string& path);

// Checks a map file for every problem (bohemia validate), each with its line.
std::vector<DataError> check_map_file(const std::string& path);

}  // namespace bohemia
