// libFuzzer: the API's request parsing and handlers (server::Api::handle) on
// an in-memory database. The input is "METHOD TARGET\nAUTH\nBODY"; a few
// games are created first so that the game routes are reached. Every answer
// must be a JSON object or array, and never a 5xx.
#include <cstdint>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <string>

#include "server/api.h"

using namespace bohemia::server;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static Store store("");
  static Api api(store);
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
  if (req.body.size() > Api::body_limit(req.method, req.target)) return 0;  // the HTTP layer answers 413
  ApiResponse res = api.handle(req);
  if (res.status >= 500) std::abort();
  if (res.content_type == "application/json" &&
      nlohmann::json::parse(res.body, nullptr, false).is_discarded())
    std::abort();
  return 0;
}
