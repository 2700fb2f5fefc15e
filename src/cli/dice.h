// Where chance outcomes come from on the command line: the game's seeded
// generator, a file with one outcome per line, or a person at the table.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "engine/game_state.h"

namespace bohemia {

class DiceSource {
 public:
  virtual ~DiceSource() = default;
  // The next outcome for the game's pending chance event, or nullopt with a
  // message naming where and why.
  virtual std::optional<engine::Action> next(engine::GameState& g, std::string* error) = 0;
};

// "" : the game's generator; "ask": prompt on the terminal; else a file path.
// Prints a message and returns nullptr if the file cannot be read.
std::unique_ptr<DiceSource> make_dice_source(const std::string& spec);

}  // namespace bohemia
