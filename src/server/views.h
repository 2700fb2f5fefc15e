// The JSON the API sends (docs/api.md): scenarios, the public view of a
// game, legal actions with their structured fields, the log and the history.
// Views only read; nothing here changes a game, and nothing here reveals the
// seed of a game whose seed is secret.
#pragma once

#include <nlohmann/json.hpp>

#include "game/game.h"
#include "server/live_game.h"

namespace bohemia::server {

using nlohmann::json;

constexpr const char* kSystemId = "gbn3";
constexpr const char* kSystemName = "The Great Battles in the era of Napoleon III (1866)";

// JSON text of an answer. Invalid UTF-8 (from a request echoed in an error)
// is replaced, never thrown on.
std::string dump(const json& j);

json scenario_summary(const Scenario& sc);
// A scenario's static data as day `day` (1 or 2) is played: that day's map,
// lines of retreat and pieces' values; every day's track, locations and
// reinforcements.
json scenario_detail(const Scenario& sc, int day = 1);
// How many days the game begun with `sc` has: 1, or 2 for a campaign (§13).
int days_in(const Scenario& sc);

// The view anyone may see of `g`, which is `live` itself or `live` replayed
// to its first `g.history().size()` actions.
json game_view(const LiveGame& live, const Game& g);

// An action's structured fields, for a client that draws it.
json action_fields(const Game& g, const Action& a);
std::string_view action_type_name(ActionType t);

json log_entries(const LiveGame& live, std::size_t from);
json history_entries(const LiveGame& live);

// Phase ids of the API ("movement") and the rule section of each.
std::string_view phase_id(Phase p);
std::string_view phase_rule(Phase p);

}  // namespace bohemia::server
