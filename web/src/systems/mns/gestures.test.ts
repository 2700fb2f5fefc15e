// Musket & Saber's gestures for moving together and charging (issue 18
// item 2): the chips of a stack's pieces that may join a move (§4.2) and
// the leaders who may assist it (§10.3); a charge begun by clicking an
// enemy (§7.13.3, §9.3.1); the decisions with odds before Confirm.
import { describe, expect, it } from 'vitest';
import type { GameEnvelope } from '../../api/types';
import { parseAction } from './actions';
import { chargeFrom, companions } from './gestures';
import { mns } from './index';
import type { MnsUnitView, MnsView } from './types';

const unit = (id: string, type: MnsUnitView['type'], hex: string, side: MnsUnitView['side'] = 'prussia', more: Partial<MnsUnitView> = {}): MnsUnitView => ({
  id,
  name: id.toUpperCase(),
  side,
  type,
  where: 'map',
  hex,
  back: false,
  ...more,
});

const ids = new Set(['p-1', 'p-2', 'p-3', 'p-ldr', 'p-hq', 'a-1', 'a-2']);
const acts = (...n: string[]) => n.map((x) => parseAction(x, ids));

function viewOf(units: MnsUnitView[], phase: MnsView['phase'] = 'movement'): MnsView {
  return { phase, units, markers: [], turn: 1, turns: 10, step: 'move', active: 'prussia', weather: 'clear', light: 'day', vp: [0, 0], last: [], result: null, actions: 5, over: false, actor: { kind: 'decision', side: 'prussia' } } as unknown as MnsView;
}

const stack = viewOf([unit('p-1', 'infantry', '1010'), unit('p-2', 'cavalry', '1010'), unit('p-ldr', 'leader', '1010'), unit('p-hq', 'hq', '1010'), unit('p-3', 'infantry', '1011'), unit('a-1', 'infantry', '1012', 'austria'), unit('a-2', 'artillery', '1010', 'austria', { where: 'eliminated' })]);

describe('moving together (§4.2, §10.3)', () => {
  const legal = acts('move p-1', 'move p-2', 'move p-ldr', 'move p-hq', 'move p-3', 'end');
  it('offers each combat unit of the stack "with", and a leader "with" or "lead"; never an HQ, another hex or an enemy', () => {
    const c = companions('p-1', stack, legal);
    expect(c?.chips.map((x) => x.notation)).toEqual(['with p-2', 'with p-ldr', 'lead p-ldr']);
    expect(c?.chips.every((x) => x.label.length > 0)).toBe(true);
  });
  it('offers nothing for a leader, an HQ or a line moving (they move alone, §4.2, §19.7), a piece that cannot move, or outside the movement phase', () => {
    expect(companions('p-ldr', stack, legal)).toBeNull();
    expect(companions('p-hq', stack, legal)).toBeNull();
    expect(companions('p-3', stack, legal)).toBeNull(); // alone in its hex
    expect(companions('p-1', stack, acts('move p-2', 'end'))).toBeNull();
    expect(companions('p-1', viewOf(stack.units, 'combat'), legal)).toBeNull();
    const lined = viewOf(stack.units.map((u) => (u.id === 'p-1' ? { ...u, line: 'N-NE' } : u)));
    expect(companions('p-1', lined, legal)).toBeNull();
  });
  it('leaves out a stacked piece that may not move now', () => {
    expect(companions('p-1', stack, acts('move p-1', 'move p-ldr'))?.chips.map((x) => x.notation)).toEqual(['with p-ldr', 'lead p-ldr']);
  });
  it('reaches the game through the module', () => {
    expect(mns.gestures.companions?.('p-1', stack as unknown as GameEnvelope, legal)?.chips.length).toBe(3);
  });
});

describe('a charge by clicking its target (§7.13.3, §9.3.1)', () => {
  it('begins when infantry or cavalry in the movement phase clicks a hex with an enemy seen', () => {
    expect(chargeFrom('p-2', '1012', stack)).toBe(true);
    expect(chargeFrom('p-1', '1012', stack)).toBe(true);
  });
  it('not from a leader or HQ, not at an empty or friendly hex, not by a disrupted unit, not in the combat phase', () => {
    expect(chargeFrom('p-ldr', '1012', stack)).toBe(false);
    expect(chargeFrom('p-2', '1011', stack)).toBe(false);
    expect(chargeFrom('p-2', '1013', stack)).toBe(false);
    const dis = viewOf(stack.units.map((u) => (u.id === 'p-2' ? { ...u, disrupted: true } : u)));
    expect(chargeFrom('p-2', '1012', dis)).toBe(false);
    expect(chargeFrom('p-2', '1012', viewOf(stack.units, 'combat'))).toBe(false);
  });
  it('a charge declared is aimed at its target hex, not at the hex it charges from', () => {
    const c = parseAction('charge 1011 1012', ids);
    expect(mns.gestures.kind(c)).toBe('aim');
    expect(mns.gestures.aimsAt(c, stack as unknown as GameEnvelope)).toEqual(['1012']);
  });
});

describe('odds before Confirm (docs/api.md, mns odds)', () => {
  it('for an attack, a charge, a bombardment and a line’s fire', () => {
    for (const n of ['attack 1012', 'charge 1011 1012', 'bombard p-3 a-1', 'fire p-3 a-1']) expect(mns.gestures.hasOdds(parseAction(n, ids))).toBe(true);
    for (const n of ['move p-1', 'to 1011', 'end', 'go']) expect(mns.gestures.hasOdds(parseAction(n, ids))).toBe(false);
  });
  it('asked for the decisions inside an attack in the combat phase only', () => {
    const combat = viewOf(stack.units, 'combat') as unknown as GameEnvelope;
    const movement = stack as unknown as GameEnvelope;
    for (const n of ['with p-1', 'go', 'defend a-1', 'primary p-1', 'support p-3', 'tactic press', 'lead p-ldr', 'pass']) expect(mns.gestures.oddsOnAsk?.(parseAction(n, ids), combat)).toBe(true);
    expect(mns.gestures.oddsOnAsk?.(parseAction('go', ids), movement)).toBe(false);
    expect(mns.gestures.oddsOnAsk?.(parseAction('retreat', ids), combat)).toBe(false);
  });
});
