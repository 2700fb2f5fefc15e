// The heuristic evaluation of a Königgrätz position, for the computer
// players (src/ai, through engine::GameState::evaluate; issue 17).
//
// Why: the players look a few decisions ahead, never to the end of the
// battle, so they need to know what a position is worth against the
// victory conditions (§18): a Prussian unit the last to enter 2030 or
// Prussian artillery in range of it (18.1); the Austrian trains untouched
// and no Prussian in the fieldworks (18.2); else the victory points of
// 18.3. Losses in strength count as they lead there. It reads the state of
// the game it is given: the players call it on states resampled from their
// seat's view (§19.8), never on the hidden truth.
#pragma once

#include "mns/scenario.h"
#include "mns/state.h"

namespace bohemia::mns {

// The parts of a position's worth, each in VP for Prussia minus Austria.
struct MnsEvalTerms {
  double points = 0;  // 18.3's victory points as they stand
  double losses =
      0;  // combat strength lost (reduced, routed, eliminated, captured), Austria's minus Prussia's
  double objective = 0;  // 18.1: the nearest Prussian's approach, a unit last into 2030, guns in range
  double march = 0;      // 18.1: every Prussian combat unit's approach to 2030
  double works =
      0;  // 18.2: a Prussian in the fieldworks, the trains disturbed (each denies Austria's victory)
  double hold = 0;      // 18.2: the works' hexes Austrian units hold, the Austrians near them (negative)
  double austrian = 0;  // 18.2: Austria's victory as it stands, weighing more as the end nears
  double hidden = 0;    // 19.8: Austrian combat units in a hidden-movement box (negative)
  double margin = 0;    // the sum
};

MnsEvalTerms mns_evaluation_terms(const Scenario& sc, const State& s);

// The worth for `side` on the scale of returns() ([-1, 1]).
double mns_evaluate(const Scenario& sc, const State& s, Side side);

}  // namespace bohemia::mns
