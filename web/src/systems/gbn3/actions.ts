// Reading GBN3 actions (docs/notation.md) into the fields the map gestures
// need: which piece acts, on which hex, with which facing, against whom.
// The server's structured fields win; the notation fills what they lack.
import type { LegalAction } from '../../api/types';
import type { ParsedAction } from '../module';

export type { ParsedAction };

const FACINGS = new Set(['N', 'NE', 'SE', 'S', 'SW', 'NW']);
const HEX = /^(\d{4})(?::(\d+))?$/;

/** Types whose consequences are dice: the odds panel comes before confirming. */
export const ODDS_TYPES = new Set(['assault', 'defend', 'volley', 'attack', 'fire']);

/** Types that end a step of the sequence: one key (E) sends them. */
export const ENDING_TYPES = ['end move', 'end assaults', 'ready', 'hold', 'stand', 'no advance', 'cinc stay'];

/** A GBN3 action read from its notation: the neutral fields, and whether
 * a commander's bonus is used (9.5.3, 9.5.5). */
export interface Gbn3Action extends ParsedAction {
  bonus: boolean;
}

export function parseAction(a: LegalAction | string, pieceIds: Set<string>): Gbn3Action {
  const notation = typeof a === 'string' ? a : a.notation;
  const tok = notation.trim().split(/\s+/);
  let type = tok[0];
  if ((tok[0] === 'end' || tok[0] === 'no') && tok[1]) type = `${tok[0]} ${tok[1]}`;
  if (tok[0] === 'cinc' && tok[2] === 'stay') type = 'cinc stay';
  const pieces = tok.slice(1).filter((x) => pieceIds.has(x));
  const hexes: { hex: string; value: number | null }[] = [];
  let facing: string | null = null;
  for (const x of tok.slice(1)) {
    const m = HEX.exec(x);
    if (m && !pieceIds.has(x)) hexes.push({ hex: m[1], value: m[2] !== undefined ? Number(m[2]) : null });
    else if (FACINGS.has(x)) facing = x;
  }
  const s = typeof a === 'string' ? null : a;
  const pick = (v: unknown) => (typeof v === 'string' && v ? v : null);
  // §9.5.13: the Aide de Camp is placed by clicking the hex of a unit; the
  // formation named is not a piece to select (its commander has fallen).
  const hexGesture = type === 'aide';
  return {
    notation,
    type,
    piece: hexGesture ? null : (pick(s?.piece) ?? pieces[0] ?? null),
    hex: pick(s?.hex) ?? hexes[0]?.hex ?? null,
    hexes,
    facing: pick(s?.facing) ?? facing,
    target: pick(s?.target) ?? pieces[1] ?? null,
    bonus: tok.includes('bonus'),
    rule: s?.type === 'special' ? pick(s.rule) ?? '' : null,
    section: pick(s?.section),
  };
}

/** Groups actions by type, in the order the types first appear. */
export function groupByType<A extends ParsedAction>(actions: A[]): Map<string, A[]> {
  const g = new Map<string, A[]>();
  for (const a of actions) {
    const list = g.get(a.type) ?? [];
    list.push(a);
    g.set(a.type, list);
  }
  return g;
}
