// How GBN3 is played on the map: a unit clicked, then a hex (move §9.3,
// retreat before combat §9.5.4, retreat §9.5.8, advance §9.5.9, a
// commander-in-chief's move §7.1) and a facing (rule 4); an artillery unit
// or an attacker, then an enemy (barrage §9.2, assault declaration §9.5.1,
// fire of units not assaulted §9.5.1) with the odds first; the front hexes
// of a unit under the pointer (rule 4); the questions before what cannot be
// taken back (warnings.ts).
import { gridLayout, HexGrid, label, parseLabel } from '../../core/hex';
import type { GameEnvelope, ScenarioDoc } from '../../api/types';
import type { Gestures, ParsedAction } from '../module';
import { ENDING_TYPES, ODDS_TYPES } from './actions';
import type { GameView, Scenario } from './types';
import { warning } from './warnings';

/** Action types that put a piece on a hex (the piece-hex-facing gesture). */
const PLACE_TYPES = new Set(['move', 'evade', 'retreat', 'advance', 'cinc', 'enter']);
/** Action types aimed at an enemy: the target hex lights up. */
const AIM_TYPES = new Set(['fire', 'assault', 'volley']);
/** Action types the map alone offers (a piece, then a hex or target). */
const MAP_TYPES = new Set(['move', 'fire', 'assault', 'cinc']);
/** Action types that place a piece on a hex with a facing: listed by destination. */
const PLACE_LISTED = new Set(['evade', 'retreat', 'advance']);

function aimsAt(a: ParsedAction, view: GameEnvelope): string[] {
  if (a.type === 'assault') return a.hexes.map((x) => x.hex);
  if (a.target) {
    const hex = (view as GameView).pieces.find((p) => p.id === a.target)?.hex;
    return hex ? [hex] : [];
  }
  return a.hex ? [a.hex] : [];
}

/** Rule 4: the three front hexes of the unit in `hex` (all six for a
 * non-artillery unit in a village or town). */
function frontHexes(view: GameEnvelope, scDoc: ScenarioDoc, hex: string): string[] {
  const v = view as GameView;
  const sc = scDoc as Scenario;
  const unit = v.pieces.find((p) => p.where === 'map' && p.hex === hex && p.kind === 'unit' && p.facing);
  const o = parseLabel(hex);
  if (!unit?.facing || !o) return [];
  const terrain = sc.map.hexes.find((h) => h.hex === hex)?.terrain;
  const kind = sc.units.find((u) => u.id === unit.id)?.kind;
  const all = (terrain === 'village' || terrain === 'town') && kind !== 'artillery';
  const grid = new HexGrid(gridLayout(sc.map.grid));
  const ds = grid.directions;
  const i = ds.indexOf(unit.facing);
  const dirs = all ? ds : [ds[(i + 5) % 6], ds[i], ds[(i + 1) % 6]];
  const known = new Set(sc.map.hexes.map((h) => h.hex));
  return dirs.map((d) => label(grid.neighbour(o, d))).filter((h) => known.has(h));
}

export const gestures: Gestures = {
  kind: (a) => (PLACE_TYPES.has(a.type) ? 'place' : AIM_TYPES.has(a.type) ? 'aim' : 'other'),
  aimsAt,
  // Movement points and paths (`/reach`) for a piece that moves (§9.3).
  wantsReach: (acts) => acts.some((a) => a.type === 'move'),
  // Barrage (§9.2): the line to any enemy under the pointer, clear or blocked.
  wantsLos: (acts) => acts.some((a) => a.type === 'fire'),
  hasOdds: (a) => ODDS_TYPES.has(a.type),
  enders: ENDING_TYPES,
  panelGroup: (a) => {
    if (MAP_TYPES.has(a.type) && a.rule === null) return null;
    if (a.rule !== null) return `rule:${a.rule}`;
    return a.type === 'separate' ? 'coordinate' : a.type;
  },
  byDestination: (group) => PLACE_LISTED.has(group),
  hoverHexes: frontHexes,
  warning: (a, legal, view, name) => warning(a, legal, view as GameView, name),
  // Asked to retreat before combat or stand (9.5.4): the attack coming if the defender stands.
  askedOdds: (view, legal) => ((view as GameView).combat?.step === 'evade' && legal.some((a) => a.type === 'stand') ? 'stand' : null),
};
