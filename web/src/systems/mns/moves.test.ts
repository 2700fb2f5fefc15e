// Musket & Saber moves in one gesture (§4): the reach of the piece selected
// lights up; a click on a hex sends `move`, then `go` (no other piece, §4.2),
// then `to` (or `march` where only march movement reaches, §4.7), and stops
// when the roll of the MA (§4.4) left the hex out of reach. The view's `last`
// becomes arrows; the keys of the common decisions.
import { describe, expect, it } from 'vitest';
import type { GameEnvelope, ReachHex } from '../../api/types';
import { parseAction } from './actions';
import { concernedHex, KEYS, mns, nextMoveStep, onlyMover } from './index';
import type { MnsView } from './types';

const ids = new Set(['p-3-a', 'p-leader']);
const acts = (...n: string[]) => n.map((x) => parseAction(x, ids));
const r = (hex: string, march = false): ReachHex => ({ hex, cost: 2, path: ['0101', hex], ...(march ? { march } : {}) });

describe('a move in one gesture (§4)', () => {
  it('begins with the piece’s own move decision', () => {
    expect(mns.gestures.beginsMove?.(acts('flip p-3-a', 'move p-3-a'))?.notation).toBe('move p-3-a');
    expect(mns.gestures.beginsMove?.(acts('flip p-3-a'))).toBeNull();
    expect(mns.gestures.wantsReach(acts('move p-3-a'))).toBe(true);
  });
  it('says no other piece joins, then ends the move on the hex clicked', () => {
    expect(nextMoveStep(acts('with p-leader', 'lead p-leader', 'go'), '0203', r('0203'))?.notation).toBe('go');
    expect(nextMoveStep(acts('stay', 'to 0202', 'to 0203', 'march 0203'), '0203', r('0203'))?.notation).toBe('to 0203');
  });
  it('marches where only march movement reaches (§4.7)', () => {
    expect(nextMoveStep(acts('stay', 'to 0202', 'march 0209'), '0209', r('0209', true))?.notation).toBe('march 0209');
  });
  it('stops when the die left the hex out of reach (§4.4): the player chooses', () => {
    expect(nextMoveStep(acts('stay', 'to 0202'), '0209', r('0209'))).toBeNull();
  });
});

describe('the last moves as arrows', () => {
  it('draws each move of `last` from its hex to its hex, by its side', () => {
    const v = mns.normalise({
      id: 'g', system: 'mns', scenario: 'k', actions: 9, over: false, actor: { kind: 'decision', side: 'prussia' }, seats: {},
      last: [{ index: 4, side: 'austria', notation: 'to 0203', piece: 'A1', from: '0202', to: '0203' }, { bad: true }],
    } as unknown as GameEnvelope);
    expect(mns.arrows(v)).toEqual([{ from: '0202', to: '0203', seat: 'austria', piece: 'A1' }]);
  });
});

describe('keys of the common decisions', () => {
  it('are distinct letters the neutral keys do not use', () => {
    const keys = KEYS.map((k) => k.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const k of keys) expect(['e', 'f', 'h', '+', '-', '=']).not.toContain(k);
    expect(KEYS.find((k) => k.key === 'n')?.types).toEqual(['tactic none']);
  });
});

describe('a line’s apex on the map (§19.7)', () => {
  it('reads the apex of `line` and `pivot` as the facing the picker offers', () => {
    const ids2 = new Set(['a-1-ir30']);
    expect(parseAction('line a-1-ir30 SE-S', ids2).facing).toBe('SE-S');
    expect(parseAction('pivot a-1-ir30 NW-N', ids2).facing).toBe('NW-N');
    expect(parseAction('line a-1-ir30 SE-S', ids2).hex).toBeNull(); // taken where the unit stands
    expect(parseAction('unline a-1-ir30', ids2).facing).toBeNull();
    expect(parseAction('move a-1-ir30', ids2).facing).toBeNull();
  });
});

describe('a retreat or an advance: its unit selected by itself (§7.9, §7.12)', () => {
  it('is the one unit whose hexes are the decision', () => {
    expect(onlyMover(acts('step p-3-a 0202', 'step p-3-a 0203'))).toBe('p-3-a');
    expect(onlyMover(acts('stay', 'step p-3-a 0202'))).toBe('p-3-a');
    expect(onlyMover(acts('pass', 'advance p-3-a 0202'))).toBe('p-3-a');
  });
  it('is none when the decision is more than that', () => {
    expect(onlyMover(acts('step p-3-a 0202', 'step p-leader 0203'))).toBeNull();
    expect(onlyMover(acts('disrupt', 'retreat'))).toBeNull();
    expect(onlyMover(acts('move p-3-a', 'step p-3-a 0202'))).toBeNull();
  });
});

describe('a Fortune of War and a countercharge at their hex (§12.4, §9.4)', () => {
  const v = { units: [{ id: 'p-3-a', side: 'prussia', where: 'map', hex: '0204' }, { id: 'p-leader', side: 'prussia', where: 'track' }] } as unknown as MnsView;
  const log = [
    { index: 0, section: '7.5', text: 'the Prussian attacks 0305 with p-3-a', hexes: ['0305'] },
    { index: 1, section: '7.4', text: 'a-x defends 0305', hexes: ['0305'] },
  ];
  it('a fortune concerns its unit’s hex; none off the map', () => {
    expect(concernedHex(acts('fortune morale p-3-a')[0], v, [])).toBe('0204');
    expect(concernedHex(acts('fortune reenter p-leader')[0], v, [])).toBeNull();
    expect(concernedHex(acts('pass')[0], v, [])).toBeNull();
  });
  it('a countercharge concerns the hex of the combat fought', () => {
    expect(concernedHex(acts('tactic countercharge')[0], v, log)).toBe('0305');
    expect(concernedHex(acts('countercharge')[0], v, log)).toBe('0305');
    expect(concernedHex(acts('tactic none')[0], v, log)).toBeNull();
  });
});
