// Sending one decision so that it is applied exactly once even when the
// connection drops (docs/api.md: `expect` makes a resent action harmless).
// After a failure with no answer, the client reads the history: if the action
// is there at index `expect` it was applied; if the game is still at
// `expect` it resends; otherwise the game moved on without it.
import { ApiError } from './client';
import type { GameEnvelope as GameView, HistoryEntry } from './types';

/** What sendOnce needs from the server. */
export interface SendPort {
  act(action: string, expect: number): Promise<GameView>;
  view(): Promise<GameView>;
  history(): Promise<HistoryEntry[]>;
  sleep(ms: number): Promise<void>;
}

export type SendOutcome =
  | { kind: 'applied'; view: GameView }
  | { kind: 'stale'; view: GameView }
  | { kind: 'refused'; error: ApiError };

/** Delays between tries after a dropped connection, in milliseconds. */
export const RETRY_DELAYS_MS = [200, 500, 1000, 2000, 4000, 8000];

export async function sendOnce(port: SendPort, action: string, expect: number): Promise<SendOutcome> {
  for (let attempt = 0; ; attempt++) {
    try {
      return { kind: 'applied', view: await port.act(action, expect) };
    } catch (e) {
      const err = e as ApiError;
      if (err.status !== 0 && err.status < 500) {
        if (err.status === 409) return { kind: 'stale', view: await port.view() };
        return { kind: 'refused', error: err };
      }
      if (attempt >= RETRY_DELAYS_MS.length) return { kind: 'refused', error: err };
      await port.sleep(RETRY_DELAYS_MS[attempt]);
      // No answer: did the server apply it before the line dropped?
      let view: GameView;
      try {
        view = await port.view();
      } catch {
        continue; // still offline: try again after the next delay
      }
      if (view.actions === expect) continue; // not applied: resend
      const history = await port.history();
      const mine = history.find((h) => h.index === expect);
      return mine && mine.notation === action ? { kind: 'applied', view } : { kind: 'stale', view };
    }
  }
}
