// Random play for the GBN3 rules tests: on a Game directly
// (gbn3/random_player.h), and self-play of a loaded scenario through the
// game interface (engine/selfplay.h).
#pragma once

#include <memory>

#include "engine/selfplay.h"
#include "gbn3/gbn3_system.h"
#include "gbn3/random_player.h"

namespace bohemia {

using engine::SelfplayOptions;
using engine::SelfplayStats;

inline SelfplayStats run_selfplay(const std::shared_ptr<const Scenario>& sc, const SelfplayOptions& opt) {
  static const Gbn3System system;
  return engine::run_selfplay(system, sc->file, opt);
}

}  // namespace bohemia
