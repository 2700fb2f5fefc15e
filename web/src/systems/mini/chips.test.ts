import { describe, expect, it } from 'vitest';
import { CHIPS, chipValue, cycle } from './chips';
import { blankUnit } from './roster';

const chip = (field: string, arm = 'infantry') => CHIPS.find((c) => c.field === field && c.applies(blankUnit('x', 'p', arm as 'infantry')))!;

describe('unit card chips (values the API accepts, nothing of the rules)', () => {
  it('cycle a field through its values and back', () => {
    let u = blankUnit('x', 'p', 'infantry');
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      seen.push(chipValue(chip('state'), u));
      u = cycle(chip('state'), u);
    }
    expect(seen).toEqual(['formed', 'disordered', 'shaken', 'routed']);
    expect(u.state).toBe('formed');
  });
  it('supports chip sets a distance within 4", within 8" or none', () => {
    let u = blankUnit('x', 'p', 'infantry');
    expect(chipValue(chip('supports'), u)).toBe('4');
    u = cycle(chip('supports'), u);
    expect(u.supports).toEqual([{ distance: 6 }]);
    u = cycle(chip('supports'), u);
    expect(u.supports).toEqual([]);
  });
  it('changing the arm gives cavalry a weight and a cavalry formation', () => {
    const u = cycle(chip('arm'), blankUnit('x', 'p', 'infantry'));
    expect(u.arm).toBe('cavalry');
    expect(u.weight).toBe('light');
    expect(CHIPS.filter((c) => c.field === 'formation' && c.applies(u))[0].values).toEqual(['line', 'column']);
  });
});
