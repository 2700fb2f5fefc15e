// `bohemia validate FILE` for Musket & Saber files: a chart, a map or a
// scenario, every problem with its file and line (not only the first).
#pragma once

#include <string>
#include <vector>

#include "core/data_error.h"

namespace bohemia::mns {

std::vector<DataError> validate_file(const std::string& path);

}  // namespace bohemia::mns
