// Musket & Saber's gestures beyond one piece and one hex (issue 18 item 2):
// the pieces of a stack that may join a move (§4.2) or a leader who assists
// it (§10.3), chosen as chips before the destination is clicked; a charge
// begun by clicking an enemy next to the charging unit's reach (§7.13.3,
// §9.3.1); and which decisions show odds before they are confirmed.
import type { Companions, ParsedAction } from '../module';
import { m } from './messages';
import type { MnsUnitView, MnsView } from './types';

/** The decisions that start an attack or a bombardment: odds before Confirm. */
export const ODDS_KINDS = new Set(['attack', 'charge', 'bombard', 'fire']);
/** The decisions inside one, which the odds query accepts while they are offered. */
export const INSIDE_ODDS = new Set(['with', 'go', 'defend', 'primary', 'support', 'tactic', 'lead', 'pass']);

const COMBAT = new Set(['infantry', 'battalion', 'cavalry', 'squadron', 'artillery']);
const CHARGERS = new Set(['infantry', 'battalion', 'cavalry', 'squadron']);

const canMove = (legal: ParsedAction[], id: string) => legal.some((a) => a.type === 'move' && a.piece === id);

/** A combat unit that gathers others when it moves (§4.2: not a leader, an HQ, trains or a line, §19.7). */
function gathers(u: MnsUnitView | undefined): u is MnsUnitView {
  return !!u && u.where === 'map' && !!u.hex && COMBAT.has(u.type) && !u.line;
}

/** The pieces of the selected unit's hex that may move with it (§4.2) and
 * the leaders who may also assist it (§10.3), in the order of the view;
 * the server says at each step which it offers (the move task's `with` and `lead`). */
export function companions(piece: string, v: MnsView, legal: ParsedAction[]): Companions | null {
  if (v.phase !== 'movement') return null;
  const u = v.units.find((x) => x.id === piece);
  if (!gathers(u) || !canMove(legal, piece)) return null;
  const chips: Companions['chips'] = [];
  for (const o of v.units) {
    if (o.id === piece || o.hex !== u.hex || o.where !== 'map' || o.side !== u.side || !canMove(legal, o.id)) continue;
    if (o.type === 'leader') {
      chips.push({ notation: `with ${o.id}`, piece: o.id, label: m('with.with', { name: o.name }) });
      chips.push({ notation: `lead ${o.id}`, piece: o.id, label: m('with.lead', { name: o.name }) });
    } else if (COMBAT.has(o.type) && !o.line) chips.push({ notation: `with ${o.id}`, piece: o.id, label: m('with.with', { name: o.name }) });
  }
  return chips.length ? { heading: m('with.heading'), note: m('with.note'), chips } : null;
}

/** Whether a click on `hex` with `piece` selected begins a charge at it:
 * an effective, undisrupted infantry or cavalry unit in the movement phase,
 * an enemy unit seen in the hex (§7.13.3, §9.3.1; the server then says
 * which charges its move may make). */
export function chargeFrom(piece: string, hex: string, v: MnsView): boolean {
  if (v.phase !== 'movement') return false;
  const u = v.units.find((x) => x.id === piece);
  if (!u || u.where !== 'map' || !CHARGERS.has(u.type) || u.disrupted || u.line || u.open_order) return false;
  return v.units.some((x) => x.where === 'map' && x.hex === hex && x.side !== u.side);
}
