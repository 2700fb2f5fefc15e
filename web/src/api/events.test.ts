// The events socket names its seat by subprotocol (docs/api.md, issue 15).
import { afterEach, describe, expect, it } from 'vitest';
import { EventStream, subprotocols } from './events';

const opened: { url: string; protocols: unknown }[] = [];
class FakeSocket {
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(url: string, protocols?: string | string[]) {
    opened.push({ url, protocols });
  }
  close() {}
}
const real = (globalThis as { WebSocket?: unknown }).WebSocket;

afterEach(() => {
  (globalThis as { WebSocket?: unknown }).WebSocket = real;
  opened.length = 0;
});

describe('the events socket and its seat', () => {
  it('a seat offers bohemia and bohemia.seat.TOKEN, a spectator nothing', () => {
    expect(subprotocols('abc123')).toEqual(['bohemia', 'bohemia.seat.abc123']);
    expect(subprotocols(null)).toBeUndefined();
    expect(subprotocols('')).toBeUndefined();
  });
  it('the stream opens its socket with them', () => {
    (globalThis as { WebSocket?: unknown }).WebSocket = FakeSocket;
    new EventStream('ws://h/api/games/g/events', 'tok').open();
    new EventStream('ws://h/api/games/g/events').open();
    expect(opened).toEqual([
      { url: 'ws://h/api/games/g/events', protocols: ['bohemia', 'bohemia.seat.tok'] },
      { url: 'ws://h/api/games/g/events', protocols: undefined },
    ]);
  });
});
