#include "server/static_files.h"

#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <vector>

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

namespace {

// A request path's segments, or nothing when one of them is refused: empty
// (a doubled slash, or a leading "//" that would make an absolute path),
// starting with '.' ("." "..", hidden files), or holding '%', '\\', ':',
// NUL or a control character. The last segment may be empty ("/", "dir/").
std::optional<std::vector<std::string_view>> segments(std::string_view path) {
  std::vector<std::string_view> out;
  std::size_t i = 1;  // after the leading '/'
  for (;;) {
    std::size_t j = path.find('/', i);
    std::string_view seg = path.substr(i, j == std::string_view::npos ? std::string_view::npos : j - i);
    bool last = j == std::string_view::npos;
    if (seg.empty() && !last) return std::nullopt;
    if (!seg.empty() && seg.front() == '.') return std::nullopt;
    for (char c : seg)
      if (c == '%' || c == '\\' || c == ':' || static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
        return std::nullopt;
    out.push_back(seg);
    if (last) return out;
    i = j + 1;
  }
}

// True when `p` is `root` or lies under it (both canonical).
bool inside(const fs::path& root, const fs::path& p) {
  auto r = root.begin(), q = p.begin();
  for (; r != root.end(); ++r, ++q)
    if (q == p.end() || *q != *r) return false;
  return true;
}

const ApiResponse kNotFound{404, R"({"error": "no such file"})"};

}  // namespace

StaticFiles::StaticFiles(const std::string& root) {
  std::error_code ec;
  fs::path c = fs::canonical(root, ec);
  if (!ec && fs::is_directory(c, ec)) root_ = c;
}

fs::path StaticFiles::resolve(const fs::path& relative) const {
  if (root_.empty() || relative.is_absolute() || relative.has_root_name()) return {};
  std::error_code ec;
  fs::path c = fs::canonical(root_ / relative, ec);  // follows every symbolic link
  if (ec || !inside(root_, c) || !fs::is_regular_file(c, ec)) return {};
  return c;
}

bool StaticFiles::read(const fs::path& relative, std::string& out) const {
  fs::path p = resolve(relative);
  if (p.empty()) return false;
  std::ifstream f(p, std::ios::binary);
  if (!f) return false;
  std::ostringstream b;
  b << f.rdbuf();
  out = b.str();
  return true;
}

ApiResponse StaticFiles::serve(std::string_view target) const {
  std::string_view path = target.substr(0, target.find('?'));
  path = path.substr(0, path.find('#'));
  if (path.empty() || path[0] != '/') return {400, R"({"error": "the path must start with '/'"})"};
  auto segs = segments(path);
  if (!segs) return kNotFound;
  fs::path rel;
  for (std::string_view s : *segs)
    if (!s.empty()) rel /= fs::path(std::string(s));
  if (segs->back().empty()) rel /= "index.html";
  std::string body;
  std::string name = rel.generic_string();
  if (read(rel, body)) return {200, body, std::string(mime_type(name))};
  // The app's page, when it is not built, says so (the API works without it).
  if (name == "index.html" && (root_.empty() || !fs::exists(root_ / "index.html")))
    return {200, kNoApp, "text/html; charset=utf-8"};
  return kNotFound;
}

ApiResponse serve_static(const std::string& root, std::string_view target) {
  return StaticFiles(root).serve(target);
}

}  // namespace bohemia::server
