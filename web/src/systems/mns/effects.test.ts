// A retreat's and an advance's hexes say what entering them brings
// (docs/api.md, a legal action's `effects`; §7.9, §7.10, §7.12, §12.2,
// §19.7B): the short mark on the lit hex and the words of its button, in
// English and French, read from the server's field alone.
import { describe, expect, it } from 'vitest';
import { describeAction, destLabel, parseAction } from './actions';

const ids = new Set(['a-4-ir12', 'p-7-a']);
const name = (id: string) => (id === 'a-4-ir12' ? 'IR 12' : id);

describe('Mns_S7_9 retreat effects', () => {
  const step = parseAction(
    { notation: 'step a-4-ir12 1024', type: 'step', piece: 'a-4-ir12', hex: '1024', effects: [{ effect: 'check', section: '7.9' }, { effect: 'continue', section: '7.9' }] },
    ids,
  );
  it('reads the effects of a legal action', () => {
    expect(step.effects.map((e) => e.effect)).toEqual(['check', 'continue']);
  });
  it('marks the lit hex briefly, in each language', () => {
    expect(destLabel(step, 'en')).toBe('MC ZOC');
    expect(destLabel(step, 'fr')).toBe('TM ZdC');
  });
  it('says each effect and its section in the decision’s words', () => {
    expect(describeAction(step, name, 'en')).toBe('Retreat IR 12 1024 (morale check §7.9, enemy ZOC: must go on §7.9)');
    expect(describeAction(step, name, 'fr')).toBe('Retraite IR 12 1024 (test de moral §7.9, ZdC ennemie : continuer §7.9)');
  });
  it('leaves a hex that brings nothing unmarked, and ignores an unknown effect', () => {
    const plain = parseAction({ notation: 'step a-4-ir12 1025', type: 'step', piece: 'a-4-ir12', hex: '1025' }, ids);
    expect(destLabel(plain, 'en')).toBe('');
    expect(describeAction(plain, name, 'en')).toBe('Retreat IR 12 1025');
    const odd = parseAction({ notation: 'step a-4-ir12 1025', type: 'step', effects: [{ effect: 'teleport', section: '0' }, { effect: 'rout', section: '7.10' }] }, ids);
    expect(destLabel(odd, 'en')).toBe('rout');
  });
  it('marks an advance that captures trains or checks a line (§12.2, §19.7B)', () => {
    const adv = parseAction({ notation: 'advance p-7-a 1026', type: 'advance', effects: [{ effect: 'capture_trains', section: '12.2' }, { effect: 'line_check', section: '19.7B' }] }, ids);
    expect(destLabel(adv, 'en')).toBe('+tr. line');
    expect(describeAction(adv, name, 'fr')).toBe('Avancer p-7-a 1026 (capture les trains §12.2, la ligne teste son moral §19.7B)');
  });
});
