// The miniatures referee's routes (docs/api.md "Miniatures referee"):
// stateless, the roster travels with each request and comes back updated.
// The rules of src/mini/ answer; nothing of them is copied into the browser.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "server/api.h"

namespace bohemia::server {

constexpr std::size_t kMiniBodyLimit = 1024 * 1024;  // a roster carries its log and undo records

// True if the request target is under /api/mini.
bool is_mini_target(std::string_view target);

// Answers /api/mini/...; `path` is the target's segments ("api", "mini", …).
ApiResponse mini_api(const std::string& method, const std::vector<std::string>& path,
                     const std::string& body);

}  // namespace bohemia::server
