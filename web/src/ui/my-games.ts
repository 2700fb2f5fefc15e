// The games this browser created or joined (issue 14 item 7g), kept in its
// localStorage: the game's id, its scenario, the seats this browser plays
// (their tokens: the link to go on playing) and when it was last opened.
// The lobby lists them with their state; a game's page offers its
// spectator and replay links.
import type { CreatedGame, Seat } from '../api/types';

const PREFIX = 'bohemia.mine.';
const CREATED = 'bohemia.created.';

/** One game of this browser. */
export interface MyGame {
  id: string;
  scenario: string;
  /** The seat tokens this browser holds (none: it only watched). */
  tokens: string[];
  at: number;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readCreated(id: string): CreatedGame | null {
  try {
    const s = storage()?.getItem(CREATED + id);
    return s ? (JSON.parse(s) as CreatedGame) : null;
  } catch {
    return null;
  }
}

/** A game just created here, with the seats this browser plays in it. */
export function rememberCreated(g: CreatedGame, mine: Seat[]): void {
  try {
    storage()?.setItem(CREATED + g.id, JSON.stringify(g));
  } catch {
    /* full or disabled: the game still works */
  }
  remember({ id: g.id, scenario: g.scenario, tokens: mine.map((s) => g.seats[s]).filter((x): x is string => !!x), at: Date.now() });
}

/** A game opened here (its seats' tokens, if any, are kept). */
export function remember(g: MyGame): void {
  const st = storage();
  if (!st) return;
  const old = readGame(g.id);
  const tokens = [...new Set([...(old?.tokens ?? []), ...g.tokens])];
  try {
    st.setItem(PREFIX + g.id, JSON.stringify({ ...g, tokens }));
  } catch {
    /* ignore */
  }
}

function readGame(id: string): MyGame | null {
  try {
    const s = storage()?.getItem(PREFIX + id);
    return s ? (JSON.parse(s) as MyGame) : null;
  } catch {
    return null;
  }
}

export function forget(id: string): void {
  storage()?.removeItem(PREFIX + id);
  storage()?.removeItem(CREATED + id);
}

/** This browser's games, the most recently opened first. */
export function myGames(): MyGame[] {
  const st = storage();
  if (!st) return [];
  const out: MyGame[] = [];
  for (let i = 0; i < st.length; i++) {
    const k = st.key(i);
    if (!k?.startsWith(PREFIX)) continue;
    const g = readGame(k.slice(PREFIX.length));
    if (g) out.push(g);
  }
  return out.sort((a, b) => b.at - a.at);
}

/** The link that plays the seats of these tokens (two: hot seat). */
export function seatUrl(id: string, tokens: string[]): string {
  // The tokens go in the fragment: never sent to a server, never in a Referer (docs/security.md).
  return `/?game=${encodeURIComponent(id)}#${tokens.map((x) => `seat=${encodeURIComponent(x)}`).join('&')}`;
}
