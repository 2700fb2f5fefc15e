// The French reading of the engine's English (issue 14 item 7i) on a corpus
// of log lines from random games of every scenario (testdata/log-lines.tsv:
// section, the line's shape, the line with its pieces as {unit}, {formation},
// {commander}, {cinc}, {scenario}; regenerate it from a server's /log, see
// docs/web.md). Every line is read; the e2e test french-log checks the live
// engine's lines the same way.
import corpus from './testdata/log-lines.tsv?raw';
import { describe, expect, it } from 'vitest';
import { frenchLog, frenchOdds, frenchScenarioName, tokenize, detokenize, sortEntities } from './french';

const rows = corpus.trim().split('\n');
const places = new Set<string>(rows[0].split('\t')[1].split('|'));
const lines = rows.slice(1).map((r) => r.split('\t')[2]);
const ctx = { names: places };
const tokens = (s: string) => s.replace(/\{(unit|formation|commander|cinc|scenario)\}/g, '\u0001a\u0002');

describe('French log lines', () => {
  it('reads every line of the corpus', () => {
    const missed = lines.filter((l) => !frenchLog(tokens(l), ctx).ok);
    expect(missed).toEqual([]);
  });
  it('writes French, keeping pieces, hexes and numbers', () => {
    expect(frenchLog('\u0001a\u0002 moves from 0903 to 0904 (2.5 MP), facing SW').text).toBe('\u0001a\u0002 va de 0903 à 0904 (2.5 PM), orientée SO');
    expect(frenchLog('defensive fire of 0504 at \u0001b\u0002: die 4 (combat 4, +1 col. Dreyse needle gun) -> D+1').text).toBe(
      'tir défensif de 0504 sur \u0001b\u0002 : dé 4 (combat 4, +1 col. fusil Dreyse) → D+1',
    );
    expect(frenchLog('Prussia: controls Kleny +2 VP', ctx).text).toBe('Prusse : contrôle Kleny +2 PV');
  });
  it('says when it cannot read a line', () => {
    expect(frenchLog('a sentence the engine never wrote').ok).toBe(false);
  });
});

describe('French odds and names', () => {
  it('modifiers and assumptions', () => {
    expect(frenchOdds('combat 4 / protection 1 = column 4').text).toBe('combat 4 / protection 1 = colonne 4');
    expect(frenchOdds('-1 col. losses').text).toBe('-1 col. pertes');
    expect(frenchOdds('+1 light troops, town/village/wood').text).toBe('+1 troupes légères, bourg/village/bois');
    expect(frenchOdds('-1 col. Austrian infantry').text).toBe('-1 col. infanterie autrichienne');
    expect(frenchLog('attack on 0508: die 2 (combat 1 / protection 2 = column 1, +1 light troops, town/village/wood, -1 stream) -> -').ok).toBe(true);
    expect(frenchOdds('the attack is made without the commander\'s bonus (9.5.13)').ok).toBe(true);
  });
  it('scenario names', () => {
    expect(frenchScenarioName('The battle of Soor, 28 June 1866')).toBe('La bataille de Soor, 28 juin 1866');
    expect(frenchScenarioName('Münchengrätz - Gitschin, 28-29 June 1866')).toBe('Münchengrätz - Gitschin, 28-29 juin 1866');
  });
  it('tokens: longest names first, put back by the caller', () => {
    const ents = sortEntities([{ text: 'Art 7', id: 'x' }, { text: 'Art 7-8/III (a-art)', id: 'a-art' }]);
    const t = tokenize('Art 7-8/III (a-art) fires', ents);
    expect(detokenize(t, (i) => `<${ents[i].id}>`)).toBe('<a-art> fires');
  });
});
