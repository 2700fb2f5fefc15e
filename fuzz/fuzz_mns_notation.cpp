// libFuzzer: Musket & Saber's action notation parser (mns::Game::parse,
// docs/mns/notation.md) on a Königgrätz game at the Prussian movement phase
// of turn 1; what it reads must be written back (notation) and read again
// the same, and applying it is legal or refused, never a crash.
#include <cstdint>
#include <cstdlib>
#include <string>

#include "mns/game.h"
#include "mns/mns_system.h"

using namespace bohemia;

namespace {

// The historical set-up played through with the first action offered and
// every die a 3, then the start of the Prussian movement phase.
mns::Game start() {
  static const mns::MnsSystem sys;
  mns::Game g(sys.scenario("koniggratz"), 1);
  std::string err;
  g.apply(*g.parse("setup historical", &err));
  for (int guard = 0; guard < 5000 && g.state().phase == mns::Phase::Setup; ++guard) {
    if (g.wait() == mns::WaitKind::Chance)
      g.apply(*g.parse("roll 3", &err));
    else
      g.apply(g.legal_actions().front());
  }
  return g;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const mns::Game base = start();
  std::string text(reinterpret_cast<const char*>(data), size);
  std::string err;
  auto a = base.parse(text, &err);
  if (!a) return 0;
  auto again = base.parse(base.notation(*a), &err);
  if (!again || !(*again == *a)) std::abort();
  mns::Game g = base.copy_without_log();
  g.apply(*a);  // legal or refused; never a crash
  return 0;
}
