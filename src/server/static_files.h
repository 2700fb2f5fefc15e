// The built web app (web/dist) as static files: MIME type by extension,
// index.html for "/" (the app has no other routes: its screens are chosen by
// the query), nothing outside the root.
//
// Why a class: the root is resolved once (symbolic links followed) and every
// requested file is resolved the same way and served only if it still lies
// under that canonical root (docs/security.md, "Path handling"). A request
// path is a list of plain segments: no empty segment ("//"), none starting
// with '.', no '%', '\', NUL or control character; anything else is a 404.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

#include "server/api.h"

namespace bohemia::server {

std::string_view mime_type(std::string_view path);

class StaticFiles {
 public:
  // `root` need not exist: until it does, "/" answers a page that says so.
  explicit StaticFiles(const std::string& root);
  // GET of `target` (path and query).
  ApiResponse serve(std::string_view target) const;
  // The canonical root ("" when it does not exist).
  const std::filesystem::path& root() const { return root_; }

 private:
  // The canonical path of a file under the root, "" when there is none.
  std::filesystem::path resolve(const std::filesystem::path& relative) const;
  bool read(const std::filesystem::path& relative, std::string& out) const;

  std::filesystem::path root_;
};

// One-off form of StaticFiles(root).serve(target) (tests, fuzzer).
ApiResponse serve_static(const std::string& root, std::string_view target);

}  // namespace bohemia::server
