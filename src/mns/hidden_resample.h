// Drawing again what the Prussian seat (or a spectator) cannot know
// (§19.8): which marker of each box still on the map is the real one, and
// which units share a box and which box holds them (the hidden pieces dealt
// afresh among the boxes still on the map, as the set-up could have placed
// them: one formation a box, C and R together, no box empty, each box's
// markers on or next to a hex its units could have set up in, leaders with
// a unit of their span). What is drawn
// depends on what the seat knows and the generator only, never on the
// truth it starts from (issue 17 item 3). The history is rewritten alike,
// so the resampled game replays to itself.
#pragma once

#include "core/rng.h"
#include "mns/game.h"

namespace bohemia::mns {

void redraw_hidden(Game& g, Rng& rng);

}  // namespace bohemia::mns
