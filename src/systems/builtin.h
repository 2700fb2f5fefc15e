// The table of the game systems this program plays (engine/system.h), in
// order: GBN3 first (the default of saves and files that name none). The
// one place that names every system; the server and the command line reach
// the systems through it and the engine's interface only.
#pragma once

#include "engine/system.h"

namespace bohemia {

const engine::SystemTable& builtin_systems();

}  // namespace bohemia
