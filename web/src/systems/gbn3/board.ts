// What GBN3 puts on the neutral board: its pieces on the map (commanders
// drawn smaller), the arrows of the last decisions, and the hexsides a
// scenario rule changed (a bridge destroyed crossed out, a ford F, a
// pontoon P).
import { parseLabel, type HexGrid } from '../../core/hex';
import { esc, n1 } from '../../core/svg';
import type { BoardPiece, CounterSet, MoveArrow } from '../module';
import { CounterBook, renderCounter } from './counters';
import { g, type Gbn3Key } from './messages';
import type { GameView, PieceView, Scenario } from './types';

/** GBN3's counters of one scenario. */
export type Counters = CounterSet;

export function counters(sc: Scenario): Counters {
  const book = new CounterBook(sc.units, sc.formations, sc.cincs);
  return {
    svg: (p, size) => renderCounter(book.model(p.state as PieceView), size),
    displayName: (id) => book.displayName(id),
    shortLabel: (id) => book.shortLabel(id),
  };
}

/** The pieces on the map; commanders and commanders-in-chief are small. */
export function boardPieces(v: GameView): BoardPiece[] {
  const out: BoardPiece[] = [];
  for (const p of v.pieces)
    if (p.where === 'map' && p.hex) out.push({ id: p.id, hex: p.hex, facing: p.facing, seat: p.side, small: p.kind !== 'unit', state: p });
  return out;
}

/** The last decisions of the side that acted before: each from/to is an arrow, the piece named first is outlined. */
export function arrows(v: GameView): MoveArrow[] {
  return v.last.map((m) => ({ from: m.from, to: m.to, seat: m.side, piece: m.notation.split(' ')[1] ?? null }));
}

/** The hexsides a scenario rule changed (the view's `hexsides`), as SVG on the map's grid. */
export function mapChanges(v: GameView, grid: HexGrid): string {
  const out: string[] = [];
  for (const hs of v.hexsides) {
    const [h, d] = hs.side.split('/');
    const o = parseLabel(h ?? '');
    if (!o || !d || !grid.isDirection(d)) continue;
    const c = grid.centre(o);
    const [a, b] = grid.hexsideCorners(c, d);
    const m = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    const known = ['destroyed', 'ford', 'pontoon', 'changed'].includes(hs.state);
    const title = esc(known ? g(`map.hexside.${hs.state}` as Gbn3Key) : hs.state);
    const line = `<path d="M${n1(a.x)} ${n1(a.y)}L${n1(b.x)} ${n1(b.y)}"/>`;
    const mark =
      hs.state === 'destroyed'
        ? `<path class="cross" d="M${n1(m.x - 7)} ${n1(m.y - 7)}L${n1(m.x + 7)} ${n1(m.y + 7)}M${n1(m.x + 7)} ${n1(m.y - 7)}L${n1(m.x - 7)} ${n1(m.y + 7)}"/>`
        : `<text x="${n1(m.x)}" y="${n1(m.y + 3.5)}" text-anchor="middle">${hs.state === 'ford' ? 'F' : hs.state === 'pontoon' ? 'P' : '!'}</text>`;
    out.push(`<g class="hexside-change hexside-${esc(hs.state)}" data-hexside="${esc(hs.side)}"><title>${title}</title>${line}${mark}</g>`);
  }
  return out.join('');
}

/** Every piece id of a scenario: units, formations (their commanders), commanders-in-chief. */
export function pieceIds(sc: Scenario): Set<string> {
  return new Set([...sc.units.map((u) => u.id), ...sc.formations.map((f) => f.id), ...sc.cincs.map((c) => c.id)]);
}
