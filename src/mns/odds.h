// The odds of a Musket & Saber attack or bombardment before it is
// confirmed (docs/api.md, "odds"; issue 18): the differential column with
// every modifier and its section, the probability of every result over the
// combat die and the morale die, and the chance of a Fortune of War.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "mns/game.h"

namespace bohemia::mns {

// The answer, or the refusal with the rule that refuses it.
struct OddsAnswer {
  bool ok = false;
  nlohmann::json body;         // the answer (docs/api.md)
  std::string error, section;  // the refusal
};

// The odds of `action` (notation), a decision offered now to `side` (-1:
// the referee, for whoever decides). Played on copies of the game; the
// answer names nothing the asking side may not know (§19.8).
OddsAnswer combat_odds(const Game& g, int side, std::string_view action);

}  // namespace bohemia::mns
