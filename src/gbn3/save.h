// Saved games: the scenario, edition, seed, every action in notation, state
// hashes every 100 actions (so a divergent replay is caught at once), the
// final state hash and a checksum of the whole content.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "gbn3/game.h"

namespace bohemia {

constexpr int kCheckpointEvery = 100;

// Whether a save names the game's seed. A save without it still replays: it
// holds every chance outcome rolled so far (`roll 4`, `draw mondel`), so it
// reveals nothing that predicts a die still to come (the server exports a
// running game so, issue 8).
enum class SaveSeed : std::uint8_t { Include, Omit };

// The JSON text of a save for this game.
std::string save_game(const Game& g, SaveSeed seed = SaveSeed::Include);

struct ReplayResult {
  std::unique_ptr<Game> game;  // the replayed game, when ok
  std::string error;           // why the save was refused
  std::uint64_t recorded_hash = 0;
};

// Replays a save. `scenario_path` overrides where the scenario is looked up
// (empty: by the id in the save). `seed` gives the replayed game the seed of
// its future chance (a server importing a save draws a fresh secret one);
// without it the game takes the save's seed, or 0 for a save without one.
// Nothing is half-loaded: on any damage, mismatch or illegal action the
// result has no game and says why.
ReplayResult replay_save(const std::string& json_text, const std::string& scenario_path = "",
                         std::optional<std::uint64_t> seed = std::nullopt);

std::string hex64(std::uint64_t v);

}  // namespace bohemia
