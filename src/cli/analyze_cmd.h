// `bohemia analyze` (issue 17 item 6): the balance of a scenario with one
// computer player on both sides, through src/ai/analysis.h; `--plot` draws
// the margin's distribution with the Python module (matplotlib).
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <string>

#include "engine/system.h"

namespace bohemia {

struct AnalyzeCommand {
  std::string scenario = "all";
  std::string player = "normal";
  int games = 100;
  std::uint64_t seed = 1;
  int jobs = 1;
  bool json = false;
  std::string plot;  // prefix of the plot files, "" for none
};

CLI::App* add_analyze_command(CLI::App& app, AnalyzeCommand& c);
// Exit status: 0, 1 when an illegal action or a refusal was seen or a plot
// could not be drawn, 2 for bad input.
int run_analyze_command(const engine::SystemTable& systems, const AnalyzeCommand& c);

}  // namespace bohemia
