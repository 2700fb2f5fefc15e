// GBN3's words in both languages, as the client's own (i18n/i18n.test.ts).
import { describe, expect, it } from 'vitest';
import { GBN3_WORDS, type Gbn3Key } from './messages';
import { SECTION_TITLES } from './sections';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const { en, fr } = GBN3_WORDS;

describe('GBN3 words in English and French', () => {
  it('every key in both languages, not empty, with the same placeholders', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const k of Object.keys(en) as Gbn3Key[]) {
      expect(fr[k].trim().length, k).toBeGreaterThan(0);
      expect(placeholders(fr[k]), k).toEqual(placeholders(en[k]));
    }
  });
  it('French is actually translated (not a copy of English)', () => {
    // Words spelt the same in both languages.
    const cognates = new Set(['status.phase', 'odds.total', 'phase.initiative', 'phase.combat']);
    const same = (Object.keys(en) as Gbn3Key[]).filter((k) => en[k] === fr[k] && !cognates.has(k));
    expect(same).toEqual([]);
  });
  it('every rule section title has both languages', () => {
    for (const [s, v] of Object.entries(SECTION_TITLES)) {
      expect(v.en, s).toBeTruthy();
      expect(v.fr, s).toBeTruthy();
    }
  });
});
