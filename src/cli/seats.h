// Who plays each seat on the command line: `--seat SIDE=KIND` (repeatable),
// with `--prussia KIND` and `--austria KIND` kept as aliases of
// `--seat prussia=KIND`. KIND is human or random; by default the first seat
// is human and the others the computer.
#pragma once

#include <CLI/CLI.hpp>
#include <optional>
#include <string>
#include <vector>

#include "engine/system.h"

namespace bohemia {

struct SeatOptions {
  std::vector<std::string> seats;  // "SIDE=KIND"
  std::string prussia, austria;    // the old flags
};

// Per seat, in the system's order: "human" or "random".
using SeatKinds = std::vector<std::string>;

void add_seat_options(CLI::App& cmd, SeatOptions& o);
// The kinds for `info`'s seats, or nullopt after printing why not.
std::optional<SeatKinds> resolve_seats(const engine::SystemInfo& info, const SeatOptions& o);
// "Prussia (Austria: random player)", "Prussia and Austria", …
std::string who_plays(const engine::SystemInfo& info, const SeatKinds& kinds);

}  // namespace bohemia
