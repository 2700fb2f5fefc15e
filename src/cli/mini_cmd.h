// `bohemia mini`: the table-side referee for the miniatures rules 14-18
// (charges, morale, routs, pursuit, rallies) with exact odds before the dice
// and a roster file for an evening's game (src/mini/, docs/mini/).
#pragma once

#include <CLI/CLI.hpp>

namespace bohemia {

// Adds the `mini` subcommand and its verbs to `app`. A verb runs during
// parsing and ends it with its exit code (CLI::RuntimeError).
void add_mini_command(CLI::App& app);

}  // namespace bohemia
