// Complete games of random legal play through the game interface, with the
// invariant check after every action: the engine's soak test and the
// designers' first balance probe, for any system.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "engine/system.h"

namespace bohemia::engine {

struct SelfplayOptions {
  int games = 1;
  std::uint64_t seed = 1;
  bool check_invariants = true;
  std::string save_dir;  // empty: no saves
};

struct SelfplayStats {
  std::string scenario;  // the scenario's id
  std::vector<std::string> seats;
  int games = 0;
  long long actions_total = 0;  // decisions and chance outcomes
  long long decisions_total = 0;
  long long invariant_violations = 0;
  std::vector<std::string> first_violations;  // a few, for the report
  std::map<std::string, int> results;         // Outcome::key: "prussia major", "tied", ...
  std::vector<double> vp_mean, vp_stddev;     // per seat
  double seconds = 0;
};

// Game i uses seed (seed + i) for its dice and a player generator derived
// from it. Throws DataError when the scenario cannot be loaded.
SelfplayStats run_selfplay(const System& sys, const std::string& scenario, const SelfplayOptions& opt);

// One random game to the end; returns the number of actions applied.
long long play_random_game(GameState& g, std::uint64_t player_seed, bool check_invariants,
                           std::vector<std::string>* violations);

// The report of `bohemia selfplay --json`.
nlohmann::json selfplay_json(const SelfplayStats& st, std::uint64_t seed);

}  // namespace bohemia::engine
