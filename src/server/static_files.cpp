#include "server/static_files.h"

#include <filesystem>
#include <fstream>
#include <sstream>

namespace bohemia::server {

namespace {

namespace fs = std::filesystem;

// Served when web/dist has not been built: the API works without it.
constexpr const char* kNoApp =
    "<!doctype html><html><head><meta charset=\"utf-8\"><title>bohemia</title></head><body>"
    "<h1>bohemia</h1><p>The web app is not built (web/dist is missing). The JSON API is at "
    "<a href=\"/api/scenarios\">/api/scenarios</a>; docs/api.md describes it.</p></body></html>";

std::string_view extension(std::string_view path) {
  std::size_t slash = path.rfind('/');
  std::size_t dot = path.rfind('.');
  if (dot == std::string_view::npos || (slash != std::string_view::npos && dot < slash)) return {};
  return path.substr(dot + 1);
}

bool read_file(const fs::path& p, std::string& out) {
  std::error_code ec;
  if (!fs::is_regular_file(p, ec)) return false;
  std::ifstream f(p, std::ios::binary);
  if (!f) return false;
  std::ostringstream b;
  b << f.rdbuf();
  out = b.str();
  return true;
}

}  // namespace

std::string_view mime_type(std::string_view path) {
  std::string_view e = extension(path);
  struct Entry {
    std::string_view ext, type;
  };
  static constexpr Entry kTypes[] = {{"html", "text/html; charset=utf-8"},
                                     {"htm", "text/html; charset=utf-8"},
                                     {"js", "text/javascript; charset=utf-8"},
                                     {"mjs", "text/javascript; charset=utf-8"},
                                     {"css", "text/css; charset=utf-8"},
                                     {"json", "application/json"},
                                     {"map", "application/json"},
                                     {"svg", "image/svg+xml"},
                                     {"png", "image/png"},
                                     {"jpg", "image/jpeg"},
                                     {"jpeg", "image/jpeg"},
                                     {"gif", "image/gif"},
                                     {"webp", "image/webp"},
                                     {"ico", "image/x-icon"},
                                     {"woff", "font/woff"},
                                     {"woff2", "font/woff2"},
                                     {"ttf", "font/ttf"},
                                     {"txt", "text/plain; charset=utf-8"},
                                     {"wasm", "application/wasm"},
                                     {"webmanifest", "application/manifest+json"}};
  for (const Entry& t : kTypes)
    if (t.ext == e) return t.type;
  return "application/octet-stream";
}

ApiResponse serve_static(const std::string& root, std::string_view target) {
  std::string_view path = target.substr(0, target.find('?'));
  path = path.substr(0, path.find('#'));
  if (path.empty() || path[0] != '/') return {400, R"({"error": "the path must start with '/'"})"};
  // No "..", no NUL, no backslash: nothing outside the root is reachable.
  if (path.find("..") != std::string_view::npos || path.find('\0') != std::string_view::npos ||
      path.find('\\') != std::string_view::npos || path.find('%') != std::string_view::npos)
    return {400, R"({"error": "the path may not hold '..', '%', or '\\'"})"};
  fs::path base(root);
  std::string rel(path.substr(1));
  if (rel.empty() || rel.back() == '/') rel += "index.html";
  std::string body;
  if (read_file(base / rel, body)) return {200, body, std::string(mime_type(rel))};
  // A client-side route (no extension) gets the app; a missing asset a 404.
  if (extension(rel).empty() || rel == "index.html") {
    if (read_file(base / "index.html", body)) return {200, body, "text/html; charset=utf-8"};
    return {200, kNoApp, "text/html; charset=utf-8"};
  }
  return {404, R"({"error": "no such file"})"};
}

}  // namespace bohemia::server
