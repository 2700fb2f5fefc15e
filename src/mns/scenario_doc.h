// The static document of a Musket & Saber scenario that clients draw and
// explain (GET /api/scenarios/{id}, docs/api.md "A Musket & Saber
// scenario"): the map, the counters' values, armies, formations, arrivals,
// the light of each turn and victory. Public: it depends on no game.
#pragma once

#include <nlohmann/json.hpp>

#include "mns/scenario.h"

namespace bohemia::mns {

nlohmann::json scenario_doc(const Scenario& sc);

}  // namespace bohemia::mns
