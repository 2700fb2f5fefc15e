// Drawing again what the Prussian seat (or a spectator) cannot know
// (§19.8): which marker of each box still on the map is the real one, and
// which box holds which units (whole boxes trade contents when both boxes'
// markers could have been placed for the other's units). The history is
// rewritten alike, so the resampled game replays to itself.
#pragma once

#include "core/rng.h"
#include "mns/game.h"

namespace bohemia::mns {

void redraw_hidden(Game& g, Rng& rng);

}  // namespace bohemia::mns
