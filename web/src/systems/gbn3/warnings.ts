// Asking before a decision that cannot be taken back (issue 14 item 7e).
// The server takes back a decision only while no die has been rolled and
// no marker drawn since (POST /undo). Ending a formation's move (§9.3) goes
// on to its assaults or to the next draw from the cup; the engine ends it
// by itself when the last piece that could move has moved. So the client
// asks first when `end move` leaves pieces unmoved or reinforcements off
// the map, and before the move of the formation's last piece.
import type { ParsedAction, Warning } from '../module';
import { g } from './messages';
import type { GameView } from './types';

const NO_LAST_MOVE_WARNING = 'bohemia.noLastMoveWarning';

/** The player asked not to be asked again before a formation's last move. */
export function lastMoveWarningOff(): boolean {
  try {
    return localStorage.getItem(NO_LAST_MOVE_WARNING) === '1';
  } catch {
    return false;
  }
}

export function setLastMoveWarningOff(off: boolean): void {
  try {
    if (off) localStorage.setItem(NO_LAST_MOVE_WARNING, '1');
    else localStorage.removeItem(NO_LAST_MOVE_WARNING);
  } catch {
    /* ignore */
  }
}

/** Types that only end a step (never a reason to warn by themselves). */
const ENDERS = new Set(['end move', 'end assaults', 'ready', 'hold', 'stand', 'no advance', 'cinc stay']);

/** The pieces that could still move (or enter) this activation. */
function movers(legal: ParsedAction[]): string[] {
  return [...new Set(legal.filter((a) => (a.type === 'move' || a.type === 'exit') && a.piece).map((a) => a.piece!))];
}

/** `end move` while pieces could still move or enter: which ones. */
export function endWarning(a: ParsedAction, legal: ParsedAction[], view: GameView, name: (id: string) => string): Warning | null {
  if (a.type !== 'end move') return null;
  const ids = movers(legal);
  if (!ids.length) return null;
  const where = (id: string) => view.pieces.find((p) => p.id === id)?.where;
  const unmoved = ids.filter((id) => where(id) === 'map');
  const off = ids.filter((id) => where(id) !== 'map');
  const lines: string[] = [];
  if (unmoved.length) lines.push(g('warn.unmoved', { list: unmoved.map(name).join(', ') }));
  if (off.length) lines.push(g('warn.offMap', { list: off.map(name).join(', ') }));
  lines.push(g('warn.noUndo'));
  return { title: g('warn.endMove'), lines };
}

/** A move after which no piece of the formation could move any more: the
 * engine then ends the movement itself and the game goes on (the next
 * marker may be drawn), so the move could not be taken back. */
export function lastMoveWarning(a: ParsedAction, legal: ParsedAction[], view: GameView, name: (id: string) => string): Warning | null {
  if ((a.type !== 'move' && a.type !== 'exit') || !a.piece || view.phase !== 'movement') return null;
  const others = legal.filter((x) => x.piece !== a.piece && !ENDERS.has(x.type));
  if (others.length) return null;
  return {
    title: g('warn.lastMove', { name: name(a.piece) }),
    lines: [g('warn.lastMoveWhy'), g('warn.noUndo')],
    optOut: { label: g('warn.dontAsk'), set: setLastMoveWarningOff },
  };
}

/** The question before `a`, if any: ending the move first, then the last move (unless turned off). */
export function warning(a: ParsedAction, legal: ParsedAction[], view: GameView, name: (id: string) => string): Warning | null {
  return endWarning(a, legal, view, name) ?? (lastMoveWarningOff() ? null : lastMoveWarning(a, legal, view, name));
}
