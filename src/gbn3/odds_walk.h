// One step of a combat's lines of play, for the odds (src/gbn3/odds.h): from
// a game state, the states the next decision (taken by a fixed policy) or
// the next chance event leads to, each with its probability and what it adds
// to the record of the combat (the result of a roll, a morale test). The
// odds fold these steps (OddsWalker is shared with the test's reference
// enumeration, tests/odds_lines_reference.h).
#pragma once

#include <map>
#include <string>
#include <vector>

#include "gbn3/odds.h"

namespace bohemia {

// A successor of a state in a combat's lines of play.
struct OddsStep {
  Game game;
  double p = 1;
  CombinedOutcome delta;  // what this step records (a roll's result, a morale test)
};

// The record of a line so far, with a later step's record laid over it.
CombinedOutcome merged(const CombinedOutcome& a, const CombinedOutcome& b);
// A text naming a record (equal records, equal texts), for merging lines.
std::string key_of(const CombinedOutcome& c);

// Walks the lines of play of one odds request: the action's kind ("assault",
// "barrage", ...), the declaring unit and its target hex (assaults).
class OddsWalker {
 public:
  // `g`: the game the odds are asked of (its activation bounds every line).
  OddsWalker(const Game& g, std::string kind, int unit, HexId target);

  // The successors of `g` (empty when the line ends here: the combat is
  // over, or the game). False, with `error` set, when the engine does
  // something the odds cannot follow (a refused action, a roll it cannot
  // explain from the CRT).
  bool step(const Game& g, std::vector<OddsStep>& out);

  // Each kind of roll met, as first met (RollOdds); its results are those of
  // that first meeting.
  std::vector<RollOdds> rolls;
  std::string error;
  std::size_t steps = 0;  // states stepped from (the work done, for benchmarks)
  // Lines end with the activation asked about (the engine's odds); false
  // follows them on through later chance events (issue 8's enumeration).
  bool stop_with_activation = true;

 private:
  bool chance(const Game& g, std::vector<OddsStep>& out);
  bool explain(const Game& c, std::size_t l0, const std::string& label, const std::string& section, int die,
               std::size_t roll_index, bool fresh, std::string& result);
  std::optional<Action> policy(const Game& g) const;
  int our_combat(const Game& g) const;
  bool activation_over(const Game& g) const;

  int formation_, turn_, day_;  // the activation asked about
  std::string kind_;
  int unit_;
  HexId target_;
};

// The whole distribution of a combat's records from `start`, by record key
// (each with its probability in `p`). The fold merges equal states step by
// step (src/gbn3/odds.cpp, the engine's); the enumeration of lines
// (src/gbn3/odds_lines.cpp, issue 8's method) gives up on large combats.
bool odds_by_fold(OddsWalker& walker, const Game& start, std::map<std::string, CombinedOutcome>& done);
bool odds_by_lines(OddsWalker& walker, const Game& start, std::map<std::string, CombinedOutcome>& done);

}  // namespace bohemia
