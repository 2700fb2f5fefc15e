// GBN3's projection for clients (docs/api.md): scenarios, the view of a
// game, legal actions with their structured fields, the log and the
// history. Views only read; nothing here changes a game, and nothing here
// names the seed (the server adds it to a game whose seed is public).
#pragma once

#include <nlohmann/json.hpp>

#include "gbn3/game.h"
#include "gbn3/gbn3_state.h"

namespace bohemia {

using nlohmann::json;

constexpr const char* kGbn3Id = "gbn3";
constexpr const char* kGbn3Name = "The Great Battles in the era of Napoleon III (1866)";

json scenario_summary(const Scenario& sc);
// A scenario's static data as day `day` (1 or 2) is played: that day's map,
// lines of retreat and pieces' values; every day's track, locations and
// reinforcements.
json scenario_detail(const Scenario& sc, int day = 1);
// How many days the game begun with `sc` has: 1, or 2 for a campaign (§13).
int days_in(const Scenario& sc);

// The view anyone may see of a game (every seat sees the same).
json game_view(const Gbn3State& st);

// An action's structured fields, for a client that draws it.
json action_fields(const Game& g, const Action& a);
std::string_view action_type_name(ActionType t);

json log_entries(const Gbn3State& st, std::size_t from);
json history_entries(const Gbn3State& st, std::size_t from);

// Phase ids of the API ("movement"); the rule section of each is
// phase_section (state.h).
std::string_view phase_id(Phase p);

}  // namespace bohemia
