// Drawing again what the Prussian seat (or a spectator) cannot know
// (§19.8): which marker of each box still on the map is the real one, and
// which box holds which units (the boxes' contents dealt afresh among the
// boxes whose markers could have been placed for them). What is drawn
// depends on what the seat knows and the generator only, never on the
// truth it starts from (issue 17 item 3). The history is rewritten alike,
// so the resampled game replays to itself.
#pragma once

#include "core/rng.h"
#include "mns/game.h"

namespace bohemia::mns {

void redraw_hidden(Game& g, Rng& rng);

}  // namespace bohemia::mns
