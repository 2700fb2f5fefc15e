// The chips of a unit card: each shows one field of the unit and cycles it
// through the values the API accepts (docs/api.md UNIT). Which modifier a
// value gives, and how much, is the server's answer, not the chip's.
import type { MiniUnit } from './types';

export interface Chip {
  field: keyof MiniUnit | 'supports';
  values: string[];
  /** Shown for this unit? */
  applies(u: MiniUnit): boolean;
}

const always = () => true;

export const CHIPS: Chip[] = [
  { field: 'arm', values: ['infantry', 'cavalry', 'artillery'], applies: always },
  { field: 'weight', values: ['light', 'medium', 'heavy', 'lancers'], applies: (u) => u.arm === 'cavalry' },
  { field: 'class', values: ['A', 'B', 'C'], applies: always },
  { field: 'formation', values: ['line', 'column', 'coa', 'square'], applies: (u) => u.arm === 'infantry' },
  { field: 'formation', values: ['line', 'column'], applies: (u) => u.arm === 'cavalry' },
  { field: 'state', values: ['formed', 'disordered', 'shaken', 'routed'], applies: always },
  { field: 'general', values: ['attached', 'near', 'none'], applies: always },
  { field: 'supports', values: ['4', '8', 'none'], applies: always },
  { field: 'orders', values: ['attack', 'engage', 'hold', 'halt', 'withdraw', 'none'], applies: (u) => u.arm === 'cavalry' },
  { field: 'fire_a', values: ['false', 'true'], applies: (u) => u.arm === 'infantry' },
  { field: 'bua', values: ['false', 'true'], applies: always },
  { field: 'behind_supports', values: ['false', 'true'], applies: always },
];

/** The chip's current value for the unit, as one of its `values`. */
export function chipValue(c: Chip, u: MiniUnit): string {
  if (c.field === 'supports') {
    const d = Math.min(...u.supports.map((s) => s.distance), Infinity);
    return d <= 4 ? '4' : d <= 8 ? '8' : 'none';
  }
  return String(u[c.field]);
}

/** The unit with the chip moved on to its next value. */
export function cycle(c: Chip, u: MiniUnit): MiniUnit {
  const next = c.values[(c.values.indexOf(chipValue(c, u)) + 1) % c.values.length];
  const v: MiniUnit = { ...u };
  if (c.field === 'supports') v.supports = next === 'none' ? [] : [{ distance: next === '4' ? 3 : 6 }];
  else if (c.field === 'fire_a' || c.field === 'bua' || c.field === 'behind_supports') v[c.field] = next === 'true';
  else (v as unknown as Record<string, string>)[c.field] = next;
  if (c.field === 'arm') {
    v.weight = next === 'cavalry' ? 'light' : 'none';
    v.formation = 'line';
    v.fire_a = false;
  }
  return v;
}
