// Who plays each seat on the command line: `--seat SIDE=KIND` (repeatable),
// with `--prussia KIND` and `--austria KIND` kept as aliases of
// `--seat prussia=KIND`. KIND is human or a computer player (random,
// greedy, easy, normal, hard, or any name ai::make_player reads, e.g.
// normal@time); by default the first seat is human and the others the
// computer at its default level, normal (issue 17: a solo player at the
// terminal wants a real opponent, not a random one).
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

// The computer's level where the command line names none.
inline constexpr const char* kDefaultComputer = "normal";

// Per seat, in the system's order: "human" or a player's name.
using SeatKinds = std::vector<std::string>;

void add_seat_options(CLI::App& cmd, SeatOptions& o);
// The kinds for `info`'s seats, or nullopt after printing why not.
std::optional<SeatKinds> resolve_seats(const engine::SystemInfo& info, const SeatOptions& o);
// "Prussia (Austria: the computer, normal)", "Prussia and Austria", …
std::string who_plays(const engine::SystemInfo& info, const SeatKinds& kinds);

}  // namespace bohemia
