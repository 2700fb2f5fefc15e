// The heuristic evaluation of a GBN3 position, for the computer players
// (src/ai, through engine::GameState::evaluate).
//
// Why: the players look a few decisions ahead, never to the end of a
// battle, so they need to know what a position is worth: the victory
// points as the scenario counts them now (§11.4.1 of each rulebook), and
// what is likely to change them before the end. Everything here reads the
// position only (GBN3 hides nothing); no die to come is looked at.
#pragma once

#include <array>

#include "gbn3/game.h"

namespace bohemia {

// The parts of a position's worth, each in VP for Prussia minus Austria
// (positive: good for Prussia), so that a test or a curious player can see
// why a position is judged as it is.
struct EvalTerms {
  double score = 0;                 // the score sheet now, the days already played added (§11.4.1, §13)
  double losses = 0;                // step losses counted fractionally (the sheet counts whole groups, A-8)
  double demoralisation = 0;        // formations near their threshold (10.2)
  double disorder = 0;              // disorganised units (9.5.7), weaker in defence and rally
  double trapped = 0;               // units without a line of retreat, prisoners at the end (§11.4.1)
  double contact = 0;               // units with an enemy on their flank or facing them in the open
  double command = 0;               // units beyond their commander's reach (9.1.2)
  double objectives = 0;            // who is nearer the places that score (§11.4.1, timed objectives)
  double timed = 0;                 // timed objectives and counts not yet scored, as they stand now
  double exits = 0;                 // units on their way to an exit that scores
  double margin = 0;                // the sum (mixed with day_end_margin): the VP margin expected at the end
  double spread = 1;                // how uncertain that margin still is (turns left)
  double sudden = 0;                // the chance a special rule ends the battle early (VV165 §11.4.2)
  int sudden_winner = -1;           // in whose major victory (a side's index)
  double day_end = 0;               // the chance a special rule ends a campaign's day early (VV165 §13.4)
  double day_end_margin = 0;        // the margin the campaign then stands at (the day counted as §13.4 says)
  std::array<int, 2> levels{2, 5};  // minor and major thresholds of the final result
};

// The expected final VP margin (Prussia minus Austria) and its parts.
EvalTerms evaluation_terms(const Game& g);

// The worth of the position for side `s` on the scale of the game's returns
// ([-1, 1]: a major victory 1, a minor ½, a tie 0), the margin read against
// the victory levels with its uncertainty, weighed against the chance of a
// sudden end (`sudden`). At the end: the result itself.
double evaluate_position(const Game& g, Side s);

}  // namespace bohemia
