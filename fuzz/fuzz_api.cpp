// libFuzzer: the API's request parsing and handlers (server::Api::handle) on
// an in-memory database. The input is "METHOD TARGET\nAUTH\nBODY"; a few
// games are created first so that the game routes are reached. Every answer
// must be a JSON object or array, and never a 5xx.
//
// A target outside /api goes to the static files (server/static_files.h)
// of a web root built here, beside a secret file and with links pointing
// out of it. The oracle: no answer's body is ever the secret, and a 200 is
// one of the root's own files (docs/security.md, issue 20).
#include <unistd.h>

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "server/api.h"
#include "server/static_files.h"
#include "systems/builtin.h"

using namespace bohemia::server;

namespace {

namespace fs = std::filesystem;

constexpr const char* kSecret = "SECRET-OUTSIDE-THE-WEB-ROOT";
constexpr const char* kIndex = "<!doctype html><title>app</title>";
constexpr const char* kAsset = "console.log(1)";

// The web root: index.html, assets/a.js, a link inside, links out.
const std::string& web_root() {
  static const std::string root = [] {
    fs::path d = fs::temp_directory_path() / ("bohemia-fuzz-web-" + std::to_string(::getpid()));
    fs::create_directories(d / "dist" / "assets");
    std::ofstream(d / "dist" / "index.html") << kIndex;
    std::ofstream(d / "dist" / "assets" / "a.js") << kAsset;
    std::ofstream(d / "secret.txt") << kSecret;
    std::error_code ec;
    fs::create_symlink(d / "secret.txt", d / "dist" / "secret.txt", ec);
    fs::create_symlink(d, d / "dist" / "up", ec);
    fs::create_symlink(d / "dist" / "assets" / "a.js", d / "dist" / "b.js", ec);
    std::ofstream(d / "dist" / ".hidden") << kSecret;
    return (d / "dist").string();
  }();
  return root;
}

void check_static(const std::string& target) {
  ApiResponse r = serve_static(web_root(), target);
  if (r.body.find(kSecret) != std::string::npos) std::abort();
  if (r.status == 200 && r.body != kIndex && r.body != kAsset) std::abort();
}

// One worker for the computer seats a fuzz input may create (levels think
// in the background; more threads would only compete with the fuzzer).
ComputerOptions one_worker() {
  ComputerOptions o;
  o.threads = 1;
  return o;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static Store store("");
  static Api api(store, bohemia::builtin_systems(), one_worker());
  static std::string game = [] {
    ApiRequest r{"POST", "/api/games", "",
                 R"({"scenario":"trautenau","prussia":"human","austria":"random","seed":1})"};
    return nlohmann::json::parse(api.handle(r).body)["id"].get<std::string>();
  }();
  std::string in(reinterpret_cast<const char*>(data), size);
  ApiRequest req;
  std::size_t sp = in.find(' '), nl = in.find('\n');
  if (sp == std::string::npos || nl == std::string::npos || sp > nl) return 0;
  req.method = in.substr(0, sp);
  req.target = in.substr(sp + 1, nl - sp - 1);
  std::size_t nl2 = in.find('\n', nl + 1);
  req.authorization = in.substr(nl + 1, nl2 == std::string::npos ? std::string::npos : nl2 - nl - 1);
  if (nl2 != std::string::npos) req.body = in.substr(nl2 + 1);
  // "GAME" in the target stands for the live game's id.
  for (std::size_t p; (p = req.target.find("GAME")) != std::string::npos;) req.target.replace(p, 4, game);
  if (req.target.rfind("/api", 0) != 0) {
    check_static(req.target);
    return 0;
  }
  if (req.body.size() > Api::body_limit(req.method, req.target)) return 0;  // the HTTP layer answers 413
  ApiResponse res = api.handle(req);
  if (res.status >= 500) std::abort();
  if (res.content_type == "application/json" &&
      nlohmann::json::parse(res.body, nullptr, false).is_discarded())
    std::abort();
  return 0;
}
