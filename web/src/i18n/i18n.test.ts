import { describe, expect, it } from 'vitest';
import { en } from './en';
import { fr } from './fr';
import { DICTIONARIES, format } from './index';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('i18n completeness (English and French)', () => {
  it('every key exists in both languages with a non-empty text', () => {
    for (const d of Object.values(DICTIONARIES)) {
      expect(Object.keys(d).sort()).toEqual(Object.keys(en).sort());
      for (const v of Object.values(d)) expect(v.trim().length).toBeGreaterThan(0);
    }
  });
  it('both languages use the same placeholders for every key', () => {
    for (const k of Object.keys(en) as (keyof typeof en)[]) expect(placeholders(fr[k])).toEqual(placeholders(en[k]));
  });
  it('French is actually translated (not a copy of English)', () => {
    // Words spelt the same in both languages.
    const cognates = new Set(['app.title']);
    const same = (Object.keys(en) as (keyof typeof en)[]).filter((k) => en[k] === fr[k] && !cognates.has(k));
    expect(same).toEqual([]);
  });
  it('format fills placeholders and leaves unknown ones', () => {
    expect(format('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
