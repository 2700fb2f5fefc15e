// The game's event stream (WebSocket /api/games/{id}/events) with automatic
// reconnection: after a reconnect the `hello` message's action count tells
// the client whether it missed anything (docs/api.md). A seat's socket
// offers the seat's token as the subprotocol `bohemia.seat.TOKEN` beside
// `bohemia` (a browser cannot set an Authorization header on a WebSocket),
// so the events are those that seat may know; a spectator's offers none.
import type { GameEvent } from './types';

/** The subprotocols a socket offers: none for a spectator. */
export function subprotocols(token?: string | null): string[] | undefined {
  return token ? ['bohemia', `bohemia.seat.${token}`] : undefined;
}

/** Waits before reconnecting, growing to the last value. */
export const RECONNECT_DELAYS_MS = [300, 700, 1500, 3000, 6000, 10000];

export class EventStream {
  private ws: WebSocket | null = null;
  private attempt = 0;
  private closed = false;
  onEvent: (e: GameEvent) => void = () => {};
  onStatus: (connected: boolean) => void = () => {};

  constructor(
    private readonly url: string,
    private readonly token?: string | null,
  ) {}

  open(): void {
    this.closed = false;
    const ws = new WebSocket(this.url, subprotocols(this.token));
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
