// `bohemia validate FILE`: what a scenario author gets wrong in a map,
// scenario or campaign file, every problem with its file and line (not only
// the first). Errors stop the file from loading; warnings (an illegal printed
// set-up stack, a threshold that does not match the order of battle, a rule
// with no code yet) do not.
#pragma once

#include <string>
#include <vector>

#include "core/data_error.h"

namespace bohemia {

std::vector<DataError> validate_file(const std::string& path);

}  // namespace bohemia
