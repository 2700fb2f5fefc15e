// `bohemia tournament` (issue 17 item 5): two computer players over many
// games of one scenario or all of them, through src/ai and the engine.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <string>

#include "engine/system.h"

namespace bohemia {

struct TournamentCommand {
  std::string scenario = "all";
  std::string a = "normal", b = "random";
  int games = 2;
  std::uint64_t seed = 1;
  int jobs = 1;
  bool json = false;
  bool check = false;
  bool progress = true;
};

CLI::App* add_tournament_command(CLI::App& app, TournamentCommand& c);
// Exit status: 0, 1 when an illegal action or a refusal was seen, 2 for bad input.
int run_tournament_command(const engine::SystemTable& systems, const TournamentCommand& c);

}  // namespace bohemia
