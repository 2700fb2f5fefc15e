// The balance of a scenario (`bohemia analyze`, issue 17 item 6): one player
// on both sides over many games, the final VP margin's distribution and the
// victory levels with their intervals, set against the historical result the
// rulebook states.
//
// Why its own module: the games are a tournament's (ai/tournament.h, the
// player against itself, each dice seed from both sides), but the figures
// are by seat, not by player, and the same report serves the command line
// and the Python module's distributed runner, which only gathers records.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "ai/tournament.h"
#include "engine/system.h"

namespace bohemia::ai {

// The tournament that analyses `scenario` of `sys` with `player` on both seats.
TournamentOptions analysis_tournament(const engine::System& sys, const std::string& scenario,
                                      const std::string& player, int games, std::uint64_t seed, int jobs);

// The report of those games (docs/balance.md describes its fields): results
// by seat and level with 95% Wilson intervals, the first seat's score, the
// margin (first seat's VP minus the second's: mean with its 95% interval,
// sd, quantiles, histogram), and the historical result with where it falls
// among the games. Throws DataError when the scenario's file is broken.
nlohmann::json analysis_json(const engine::System& sys, const TournamentOptions& opt,
                             const TournamentResult& r);

// The same report as text for the terminal.
std::string analysis_text(const nlohmann::json& report);

}  // namespace bohemia::ai
