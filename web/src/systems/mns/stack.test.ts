// A fanned stack (issue 18): every counter of a Musket & Saber stack shows
// a strip wide enough to click, beside the counters above it and the
// selected counter's ring (board.ts stackOffsets, counters.ts STACK_FAN).
import { describe, expect, it } from 'vitest';
import { stackOffsets } from '../../ui/board';
import { COUNTER_SIZE, STACK_FAN } from './counters';
import { mns } from './index';

/** The part of counter i's square not covered by any counter above it (each grown by `ring`), as its widest free strip. */
function freeStrip(offsets: { dx: number; dy: number }[], i: number, ring: number): number {
  const half = COUNTER_SIZE / 2;
  const me = offsets[i];
  let right = 0; // how far to the right of every counter above this one's square shows
  let top = 0; // how far above every counter above
  for (const o of offsets.slice(i + 1)) {
    right = Math.max(right, me.dx + half - (o.dx + half + ring));
    top = Math.max(top, o.dy - half - ring - (me.dy - half));
  }
  return Math.min(Math.max(right, top), COUNTER_SIZE);
}

describe('Mns fanned stack', () => {
  it('fans the module’s stacks by STACK_FAN', () => {
    expect(mns.stackFan).toBe(STACK_FAN);
    expect(stackOffsets(3, STACK_FAN)).toEqual([
      { dx: 24, dy: -24 },
      { dx: 12, dy: -12 },
      { dx: 0, dy: -0 },
    ]);
  });
  it('leaves every lower counter a strip of at least 7 map units beside a selected counter above it (3 in a stack of 4)', () => {
    for (const n of [2, 3, 4]) {
      const o = stackOffsets(n, STACK_FAN, 2 * STACK_FAN);
      for (let i = 0; i < n - 1; i++) expect(freeStrip(o, i, 5), `${n} counters, the ${i + 1}th`).toBeGreaterThanOrEqual(n <= 3 ? 7 : 3);
    }
  });
  it('keeps the hex’s centre under every counter of a stack (a shift-click there finds the selected one)', () => {
    for (const n of [2, 3, 4, 6]) for (const o of stackOffsets(n, STACK_FAN, 2 * STACK_FAN)) expect(Math.max(Math.abs(o.dx), Math.abs(o.dy))).toBeLessThan(COUNTER_SIZE / 2);
  });
  it('where the old cascade left none beside a selected counter', () => {
    const o = stackOffsets(3, 3.5);
    expect(freeStrip(o, 1, 5)).toBeLessThan(0.5);
  });
});
