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

// A campaign's own day file (campaign_of_day_file) is checked through its
// campaign: the campaign's problems are returned and `context` (if given)
// says so ("day 2 of campaign nachod-skalitz, read through FILE").
std::vector<DataError> validate_file(const std::string& path, std::string* context = nullptr);

}  // namespace bohemia
