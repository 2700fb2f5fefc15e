// The built web app (web/dist) as static files: MIME type by extension,
// index.html for "/" and for client-side routes, nothing outside the root.
#pragma once

#include <string>
#include <string_view>

#include "server/api.h"

namespace bohemia::server {

std::string_view mime_type(std::string_view path);
// GET of `target` (path and query) under `root`.
ApiResponse serve_static(const std::string& root, std::string_view target);

}  // namespace bohemia::server
