// libFuzzer: the save loader (replay_save) on arbitrary text; it must refuse
// or replay, never crash nor half-load.
#include <cstdint>
#include <string>

#include "gbn3/save.h"

using namespace bohemia;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static std::string trautenau = load_scenario("trautenau")->file;
  std::string text(reinterpret_cast<const char*>(data), size);
  ReplayResult r = replay_save(text, trautenau);
  if (r.game && !r.error.empty()) __builtin_trap();
  return 0;
}
