import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { sendOnce, type SendPort } from './send';
import type { GameEnvelope as GameView, HistoryEntry } from './types';

// A fake server: a list of applied actions, and a switch that drops the
// connection before or after applying.
function fakeServer(drops: ('before' | 'after' | 'none')[]) {
  const applied: string[] = [];
  let offlineViews = 0;
  const view = () => ({ actions: applied.length }) as GameView;
  const port: SendPort = {
    async act(action, expect) {
      const drop = drops.shift() ?? 'none';
      if (drop === 'before') throw new ApiError(0, 'network: dropped');
      if (expect !== applied.length) throw new ApiError(409, 'stale', { actions: applied.length });
      applied.push(action);
      if (drop === 'after') throw new ApiError(0, 'network: dropped');
      return view();
    },
    async view() {
      if (offlineViews > 0) {
        offlineViews--;
        throw new ApiError(0, 'network: offline');
      }
      return view();
    },
    async history() {
      return applied.map((notation, index) => ({ index, notation, side: null, chance: false }) as HistoryEntry);
    },
    async sleep() {},
  };
  return { applied, port, setOffline: (n: number) => (offlineViews = n) };
}

describe('sending a decision exactly once', () => {
  it('applies it once when the answer is lost after the server applied it', async () => {
    const s = fakeServer(['after']);
    const out = await sendOnce(s.port, 'pass', 0);
    expect(out.kind).toBe('applied');
    expect(s.applied).toEqual(['pass']);
  });
  it('resends when the request never reached the server', async () => {
    const s = fakeServer(['before', 'before']);
    s.setOffline(1);
    const out = await sendOnce(s.port, 'wait', 0);
    expect(out.kind).toBe('applied');
    expect(s.applied).toEqual(['wait']);
  });
  it('reports a stale game when another action took its place', async () => {
    const s = fakeServer(['none']);
    s.applied.push('go');
    const out = await sendOnce(s.port, 'wait', 0);
    expect(out.kind).toBe('stale');
    expect(s.applied).toEqual(['go']);
  });
  it('passes a rules refusal through without retrying', async () => {
    const port: SendPort = {
      act: async () => {
        throw new ApiError(422, "4.2: 'step x 0101' is refused");
      },
      view: async () => ({ actions: 0 }) as GameView,
      history: async () => [],
      sleep: async () => {},
    };
    const out = await sendOnce(port, 'step x 0101', 0);
    expect(out.kind).toBe('refused');
    if (out.kind === 'refused') expect(out.error.status).toBe(422);
  });
});
