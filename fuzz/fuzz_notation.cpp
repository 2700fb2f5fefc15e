// libFuzzer: the action notation parser (Game::parse) on a Trautenau game,
// then notation() of what it read must read back the same (docs/notation.md).
#include <cstdint>
#include <cstdlib>
#include <string>

#include "gbn3/game.h"

using namespace bohemia;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static std::shared_ptr<const Scenario> sc = load_scenario("trautenau");
  static Game g(sc, 1);
  std::string text(reinterpret_cast<const char*>(data), size);
  std::string err;
  auto a = g.parse(text, &err);
  if (!a) return 0;
  auto again = g.parse(g.notation(*a), &err);
  if (!again || !(*again == *a)) std::abort();
  g.apply(*a);  // legal or refused; never a crash
  return 0;
}
