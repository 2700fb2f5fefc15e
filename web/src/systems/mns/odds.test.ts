// The Musket & Saber odds panel (issue 18 item 3) rendered from fixed
// `/odds` answers of the real server (testdata/odds-*.json, a Prussian
// attack §7.7 and an Austrian bombardment §8.5 of a seeded game): the
// column, every modifier with its section, a line per result and morale
// check (§7.8) with its exact chance, the Fortune of War (§12.4), the
// assumptions in words, the refusal with its rule, and French.
import { afterEach, describe, expect, it } from 'vitest';
import { setLang } from '../../i18n';
import attack from './testdata/odds-attack.json';
import bombard from './testdata/odds-bombard.json';
import { frenchOdds, ODDS_TEXTS } from './odds-texts';
import { groupResults, mnsOddsHtml, resultMeaning, type MnsOdds } from './odds';

const name = (id: string) => id.toUpperCase();
const A = attack as MnsOdds;
const B = bombard as MnsOdds;

/** The attribute values of every element matching `tag[attr…]` in order. */
function attrs(html: string, cls: string, attr: string): string[] {
  const re = new RegExp(`<div class="${cls}"[^>]*?${attr}="([^"]*)"`, 'g');
  return [...html.matchAll(re)].map((x) => x[1]);
}

afterEach(() => setLang('en'));

describe('the odds of an attack (§7.7, §7.8)', () => {
  const html = mnsOddsHtml(A, { name, title: 'Attack 3604' });
  it('shows the differential and the CRT column as the server reckons them', () => {
    expect(html).toContain(`data-column="${A.column}"`);
    expect(html).toContain(`data-column-index="${A.column_index}"`);
    expect(html).toContain(`Attack ${A.attack} − defence ${A.defence} = +${A.differential}: column ${A.column}`);
  });
  it('lists every modifier with its unit and its section', () => {
    expect((html.match(/<li class="mod/g) ?? []).length).toBe(A.modifiers.length);
    expect(html).toMatch(/<li class="mod unit-base" data-unit="p-4jg" data-value="1"><b>P-4JG<\/b> base 2 <abbr class="section"[^>]*>§7\.7<\/abbr> → <b>1<\/b>/);
    expect(html).toMatch(/<li class="mod unit-mod" data-unit="p-4jg">P-4JG: terrain <abbr[^>]*>§7\.7/);
    expect(html).toContain('data-side="defender"');
  });
  it('gives each result and morale check its line with the server’s exact chance, summing to 36/36', () => {
    expect(attrs(html, 'check-line', 'data-p').map(Number)).toEqual(A.results.map((r) => r.p));
    expect(attrs(html, 'check-line', 'data-check')).toEqual(A.results.map((r) => r.check ?? ''));
    expect(html).toContain('Total 36/36 (100.0 %)');
  });
  it('groups the lines by result, in the order the dice first give them, with the result’s meaning', () => {
    const groups = groupResults(A.results);
    expect(groups.map((g) => [g.result, g.of36])).toEqual([
      ['Ar DF Leader', 6],
      ['Ac (NE)', 6],
      ['NE', 6],
      ['Ex', 12],
      ['Dc (NE)', 6],
    ]);
    expect(attrs(html, 'result-group', 'data-result')).toEqual(groups.map((g) => g.result));
    expect(resultMeaning('Dc (NE)')).toBe('defender checks morale');
    expect(html).toContain('attacker retreats or is disrupted');
  });
  it('shows the chance of a Fortune of War (§12.4) and the assumptions as decisions in words', () => {
    expect(html).toContain(`data-testid="odds-fortune" data-of36="${A.fortune.of36}" data-p="${A.fortune.p}"`);
    expect(html).toContain('Prussia: Tactic: none <span class="muted">(tactic none)</span>');
    expect(html).toContain('Austria: Tactic: none');
  });
});

describe('the odds of a bombardment (§8.5)', () => {
  const html = mnsOddsHtml(B, { name });
  it('reads its strength as the column, with the doubling against cavalry and its section', () => {
    expect(html).toContain(`Strength ${B.attack}: column ${B.column}`);
    expect(html).toMatch(/x2 against cavalry <abbr[^>]*>§8\.5/);
    expect(html).not.toContain('data-side="defender"');
    expect(attrs(html, 'check-line', 'data-of36').reduce((a, x) => a + Number(x), 0)).toBe(36);
  });
});

describe('no odds', () => {
  it('shows the server’s refusal with its rule, and that the decision may still be confirmed (§19.8)', () => {
    const html = mnsOddsHtml(null, { name, refusal: { message: '7.1: no enemy unit at 3605', section: '7.1' } });
    expect(html).toContain('data-testid="odds-refused"');
    expect(html).toContain('No odds: 7.1: no enemy unit at 3605');
    expect(html).toMatch(/§7\.1/);
    expect(html).toContain('The decision may still be confirmed.');
  });
  it('says it is asking while the answer comes', () => {
    expect(mnsOddsHtml(null, { name })).toContain('Asking the server');
  });
});

describe('in French (issue 18 item 5)', () => {
  it('every modifier and assumption the engine writes has its French', () => {
    for (const text of ODDS_TEXTS) expect(frenchOdds(text).ok).toBe(true);
    expect(frenchOdds('base 5')).toEqual({ text: 'base 5', ok: true });
    expect(frenchOdds('a text never written')).toEqual({ text: 'a text never written', ok: false });
  });
  it('renders the panel in French, the modifiers read through the texts', () => {
    setLang('fr');
    const texts = { odds: (t: string) => frenchOdds(t), line: (t: string) => ({ text: t, ok: true }), piecesHtml: (h: string) => h, plain: (t: string) => t };
    const html = mnsOddsHtml(B, { name, texts });
    expect(html).toContain('Force 8 : colonne +7 à +8');
    expect(html).toContain('x2 contre la cavalerie');
    expect(html).toContain('Fortune de la guerre : 0/36 (0.0 %)');
    expect(html).toContain('Autriche: Pas d’autre');
    expect(html).not.toContain('data-untranslated');
  });
});
