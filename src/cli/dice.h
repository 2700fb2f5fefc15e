// Where chance outcomes come from on the command line: the game's seeded
// generator, a file with one outcome per line, or a person at the table.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "game/game.h"

namespace bohemia {

class DiceSource {
 public:
  virtual ~DiceSource() = default;
  // The next outcome for the game's pending chance event, or nullopt with a
  // message naming where and why.
  virtual std::optional<Action> next(Game& g, std::string* error) = 0;
};

// "" : the game's generator; "ask": prompt on the terminal; else a file path.
// Prints a message and returns nullptr if the file cannot be read.
std::unique_ptr<DiceSource> make_dice_source(const std::string& spec);

// What is being rolled, for prompts: "d6", "2d6" or "a marker".
std::string chance_kind(const Game& g);

}  // namespace bohemia
