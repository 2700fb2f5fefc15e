// The French reading of the Musket & Saber engine's English (issue 18 item
// 5) on a corpus of log lines from random Königgrätz games on the real
// server (testdata/log-lines.txt: section, the line with its pieces as {P};
// regenerate with `node e2e/mns-log-corpus.mjs`, docs/web.md): every line is
// read by a template, and what they write keeps pieces, hexes and numbers.
import corpus from './testdata/log-lines.txt?raw';
import { describe, expect, it } from 'vitest';
import { token } from '../gbn3/french';
import { frenchDetail, frenchLog } from './french';
import { textBook } from './index';
import type { MnsScenario } from './types';

const lines = corpus
  .trim()
  .split('\n')
  .map((r) => r.split('\t')[1]);
const tok = (s: string) => s.replace(/\{P\}/g, token(0));

describe('French log lines of Musket & Saber', () => {
  it('the corpus holds the lines of whole games', () => {
    expect(lines.length).toBeGreaterThan(60);
    expect(lines.some((l) => l.includes('movement phase'))).toBe(true);
  });
  it('reads every line of the corpus', () => {
    const missed = lines.filter((l) => !frenchLog(tok(l)).ok);
    expect(missed).toEqual([]);
  });
  it('writes French, keeping pieces, hexes and numbers', () => {
    const p = token(0);
    expect(frenchLog(`${p} and 2 more moves 2412 to 2614`).text).toBe(`${p} et 2 autres va de 2412 à 2614`);
    expect(frenchLog('turn 3: Prussian movement phase (light, day)').text).toBe('tour 3 : phase de mouvement prussienne (pluie légère, jour)');
    expect(frenchLog(`${p} checks morale (charged by cavalry): rolls 4+1 against MR 5: passes`).text).toBe(`${p} teste son moral (chargée par la cavalerie) : jet 4+1 contre MR 5 : réussi`);
    expect(frenchDetail(`${p} 7 (terrain, leader), ${p} 2 (support, x2 against cavalry)`)).toBe(`${p} 7 (terrain, chef), ${p} 2 (soutien, x2 contre la cavalerie)`);
  });
  it('says when it cannot read a line', () => {
    expect(frenchLog('a sentence the engine never wrote').ok).toBe(false);
  });
  it('shows pieces by their short names, leaders by name', () => {
    const sc = { units: [{ id: 'p-3-a', name: '3rd Brigade', type: 'infantry' }, { id: 'a-benedek', name: 'Benedek', type: 'leader' }] } as unknown as MnsScenario;
    const book = textBook(sc);
    const shown = book.line('p-3-a moves 2412 to 2413', 'fr');
    expect(shown.ok).toBe(true);
    expect(book.plain(shown.text, 'fr')).toBe('3-a va de 2412 à 2413');
    expect(book.plain(book.line('Benedek is a casualty', 'fr').text, 'fr')).toBe('Benedek est touché');
  });
});

describe('French decisions', () => {
  it('names set-up choices and fortunes of war in French', async () => {
    const { describeAction, parseAction } = await import('./actions');
    const ids = new Set(['p-3-a']);
    const name = (id: string) => (id === 'p-3-a' ? '3rd Brigade' : id);
    expect(describeAction(parseAction('setup historical', ids), name, 'fr')).toBe('Mise en place : historique');
    expect(describeAction(parseAction('fortune morale p-3-a', ids), name, 'fr')).toBe('Fortune de la guerre : test de moral ennemi de 3rd Brigade');
    expect(describeAction(parseAction('real (hidden)', ids), name, 'fr')).toBe('Vrai marqueur : (caché)');
  });
});
