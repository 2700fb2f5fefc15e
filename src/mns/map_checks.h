// The checks of `bohemia validate` beyond reading: what makes a map or a
// scenario wrong as a whole (the Bistritz and its banks, paths across it,
// the entry hexes; set-up zones a unit cannot stand in, leaders' spans).
#pragma once

#include "core/toml_reader.h"
#include "mns/map.h"
#include "mns/scenario.h"

namespace bohemia::mns {

void check_map(const TomlReader& r, const Map& m, const Tec& tec);
void check_scenario(const TomlReader& r, const Scenario& sc);

}  // namespace bohemia::mns
