// The game's event stream (WebSocket /api/games/{id}/events) with automatic
// reconnection: after a reconnect the `hello` message's action count tells
// the client whether it missed anything (docs/api.md).
import type { GameEvent } from './types';

/** Waits before reconnecting, growing to the last value. */
export const RECONNECT_DELAYS_MS = [300, 700, 1500, 3000, 6000, 10000];

export class EventStream {
  private ws: WebSocket | null = null;
  private attempt = 0;
  private closed = false;
  onEvent: (e: GameEvent) => void = () => {};
  onStatus: (connected: boolean) => void = () => {};

  constructor(private readonly url: string) {}

  open(): void {
    this.closed = false;
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.onopen = () => {
      this.attempt = 0;
      this.onStatus(true);
    };
    ws.onmessage = (m) => {
      try {
        this.onEvent(JSON.parse(String(m.data)) as GameEvent);
      } catch {
        /* not JSON: ignore */
      }
    };
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.onStatus(false);
      if (this.closed) return;
      const delay = RECONNECT_DELAYS_MS[Math.min(this.attempt++, RECONNECT_DELAYS_MS.length - 1)];
      setTimeout(() => !this.closed && this.open(), delay);
    };
  }

  /** Drops the connection as a network failure would (used by tests). */
  drop(): void {
    this.ws?.close();
  }

  close(): void {
    this.closed = true;
    this.ws?.close();
  }
}
