// A GBN3 view from the server made drawable: optional parts missing or
// malformed get their empty value (the arrows are a help, not the game).
import type { GameEnvelope } from '../../api/types';
import type { GameView } from './types';

/** A `last` entry that is not an object with a notation is dropped; no
 * `hexsides` or `cup` is an empty one. */
export function normaliseView(e: GameEnvelope): GameView {
  const v = e as GameView;
  const last: unknown[] = Array.isArray(v.last) ? v.last : [];
  v.last = last.filter(
    (m): m is GameView['last'][number] => !!m && typeof m === 'object' && !Array.isArray(m) && typeof (m as { notation?: unknown }).notation === 'string',
  );
  v.hexsides = Array.isArray(v.hexsides) ? v.hexsides : [];
  v.cup = v.cup ?? { left: [], drawn: [] };
  v.pieces = Array.isArray(v.pieces) ? v.pieces : [];
  return v;
}
