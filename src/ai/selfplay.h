// Complete games of random legal play, with the invariant check after every
// action: the engine's soak test and the designers' first balance probe.
#pragma once

#include <array>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "game/game.h"

namespace bohemia {

struct SelfplayOptions {
  int games = 1;
  std::uint64_t seed = 1;
  bool check_invariants = true;
  std::string save_dir;  // empty: no saves
};

struct SelfplayStats {
  int games = 0;
  long long actions_total = 0;  // decisions and chance outcomes
  long long decisions_total = 0;
  long long invariant_violations = 0;
  std::vector<std::string> first_violations;  // a few, for the report
  std::map<std::string, int> results;         // "prussia major", "tied", ...
  std::array<double, 2> vp_mean{}, vp_stddev{};
  double seconds = 0;
};

// Game i uses seed (seed + i) for its dice and a player generator derived from it.
SelfplayStats run_selfplay(const std::shared_ptr<const Scenario>& sc, const SelfplayOptions& opt);

// One random game to the end; returns the number of actions applied.
long long play_random_game(Game& g, std::uint64_t player_seed, bool check_invariants,
                           std::vector<std::string>* violations);

std::string result_key(const State& s);

}  // namespace bohemia
