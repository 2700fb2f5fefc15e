// The decision panel's parts (issue 14 items 7c, 7e, 7k) with GBN3's
// decisions, on small inputs.
import { describe, expect, it } from 'vitest';
import { choicesHtml, endersHtml, mapHintHtml, situationHtml, type DecisionInput } from '../../ui/decision';
import { getSystem } from '../registry';
import { oddsHtml } from './odds';
import type { GameView, Odds } from './types';
import { endWarning, lastMoveWarning } from './warnings';

const system = getSystem('gbn3');
const ids = new Set(['p-44ir', 'p-4gren', 'a-13ir', 'wimpffen', 'grossmann']);
const parse = (n: string, extra: Record<string, unknown> = {}) => system.parseAction({ notation: n, type: n.split(' ')[0], ...extra }, ids);
const names: Record<string, string> = { 'p-44ir': '44 IR', 'p-4gren': '4 Gren', 'a-13ir': '13 IR', wimpffen: 'Wimpffen', grossmann: 'Grossmann' };

function view(extra: Partial<GameView> = {}): GameView {
  return {
    id: 'g', system: 'gbn3', scenario: 'trautenau', actions: 10, over: false, seed_public: false,
    turn: { hour: 18, day: 1, night: false, label: '18.00' }, phase: 'combat', section: '9.5.3', describe: '',
    actor: { kind: 'decision', side: 'austria' }, seats: { prussia: 'human', austria: 'human' }, active_formation: null,
    pieces: [
      { id: 'p-44ir', kind: 'unit', side: 'prussia', where: 'map', hex: '0812', facing: 'N', disorganised: false, losses: 0, markers: [] },
      { id: 'a-13ir', kind: 'unit', side: 'austria', where: 'map', hex: '0813', facing: 'S', disorganised: false, losses: 0, markers: [] },
      { id: 'p-4gren', kind: 'unit', side: 'prussia', where: 'pending', hex: null, facing: null, disorganised: false, losses: 0, markers: [] },
    ],
    hexsides: [], cup: { left: [], drawn: [] }, vp: { prussia: 0, austria: 0 }, last: [], result: null,
    ...extra,
  } as GameView;
}

function input(legal: ReturnType<typeof parse>[], v: GameView, mapLit = false): DecisionInput {
  return { view: v, legal, system, name: (id) => names[id] ?? id, button: (a, text) => `<button data-action="${a.notation}">${text}</button>`, mapLit };
}

describe('§9.5.4 retreat before combat or stand', () => {
  const v = view({ combat: { index: 0, target: '0813', attackers: ['p-44ir', 'p-4gren'], defenders: ['a-13ir'], supports: [], coordinated: false, step: 'evade', section: '9.5.4' } });
  const legal = [parse('evade a-13ir 0814 N', { piece: 'a-13ir', hex: '0814', facing: 'N' }), parse('evade a-13ir 0814 NE', { piece: 'a-13ir', hex: '0814', facing: 'NE' }), parse('stand')];
  const d = input(legal, v, true);
  it('says who assaults whom and what is asked', () => {
    const html = situationHtml(d);
    expect(html).toContain('Assault on 0813: 44 IR, 4 Gren against 13 IR.');
    expect(html).toContain('Retreat before combat');
    expect(html).toContain('§9.5.4');
  });
  it('stand is the step-ending button, described', () => {
    expect(endersHtml(d)).toContain('Stand: no retreat before combat');
  });
  it('the retreats are listed by destination with a button per facing', () => {
    const html = choicesHtml(d);
    expect(html).toContain('data-kind="evade"');
    expect(html).toContain('13 IR retreats before combat to 0814');
    expect(html).toContain('data-action="evade a-13ir 0814 NE">NE<');
  });
});

describe('§9.5.2 coordination, §9.5.9 advance', () => {
  it('coordination and its separate choice share a heading; the assault is named', () => {
    const v = view({ phase: 'coordinate', combats: [{ target: '0813', attackers: [{ piece: 'p-44ir', value: 4 }, { piece: 'p-4gren', value: 3 }], coordinated: false, asked: false, done: false }] });
    const legal = [parse('coordinate 0813', { hex: '0813' }), parse('separate 0813', { hex: '0813' })];
    const d = input(legal, v, true);
    const html = choicesHtml(d);
    expect(html.match(/data-kind=/g)!.length).toBe(1);
    expect(html).toContain('Coordinated assault');
    expect(html).toContain('Try a coordinated assault on 0813');
    expect(html).toContain('Resolve the assaults on 0813 separately');
    expect(situationHtml(d)).toContain('Assaults declared on 0813: 44 IR (4), 4 Gren (3).');
  });
  it('an advance is under its own heading, with what it is about', () => {
    const v = view({ phase: 'select' });
    const legal = [parse('advance p-44ir 0813 N', { piece: 'p-44ir', hex: '0813', facing: 'N' })];
    const d = input(legal, v, true);
    expect(choicesHtml(d)).toContain('Advance after combat');
    expect(situationHtml(d)).toContain('The defenders left 0813: one of the attackers must advance into it.');
  });
});

describe('the map hint only when the map is lit', () => {
  it('none for a defensive split, one for the movement', () => {
    expect(mapHintHtml(input([parse('defend 3,1')], view(), false))).toBe('');
    expect(mapHintHtml(input([parse('end move')], view(), true))).toContain('map-hint');
  });
});

describe('§9.3 asking before what cannot be taken back (7e)', () => {
  const v = view({ phase: 'movement' });
  it('end move with a unit unmoved and a reinforcement off the map', () => {
    const legal = [parse('move p-44ir 0811 N', { piece: 'p-44ir', hex: '0811', facing: 'N' }), parse('move p-4gren 0901 S', { piece: 'p-4gren', hex: '0901', facing: 'S' }), parse('end move')];
    const w = endWarning(legal[2], legal, v, (id) => names[id])!;
    expect(w.lines.join(' ')).toContain('Not moved yet: 44 IR.');
    expect(w.lines.join(' ')).toContain('Reinforcements not entered: 4 Gren.');
    expect(endWarning(legal[2], [legal[2]], v, (id) => names[id])).toBeNull();
  });
  it('the last piece to move', () => {
    const legal = [parse('move p-44ir 0811 N', { piece: 'p-44ir', hex: '0811', facing: 'N' }), parse('end move')];
    expect(lastMoveWarning(legal[0], legal, v, (id) => names[id])?.optOut).toBeTruthy();
    const two = [...legal, parse('move grossmann 0812', { piece: 'grossmann', hex: '0812' })];
    expect(lastMoveWarning(two[0], two, v, (id) => names[id])).toBeNull();
  });
});

describe('odds say what each result means (7k)', () => {
  const odds: Odds = { action: 'fire a-art p-44ir N', kind: 'barrage', modifiers: [], column: 2, drm: 0, results: { '-': 0.5, D: 1 / 6, T: 1 / 3 } };
  it('a D on a disorganised target is a step loss', () => {
    const html = oddsHtml(odds, (x) => x, { targetDisorganised: true, title: 'Art fires at 44 IR' });
    expect(html).toContain('Odds — Art fires at 44 IR');
    expect(html).toContain('a step loss (already disorganised)');
    expect(html).toContain('data-testid="odds-disorganised"');
  });
  it('otherwise each result in words, a barrage without retreat', () => {
    const html = oddsHtml(odds, (x) => x);
    expect(html).toContain('no effect');
    expect(html).toContain('disorganised (no retreat after a barrage)');
    expect(html).toContain('morale test: if failed, as D');
  });
  it('"none" is the roll not made, explained', () => {
    const html = oddsHtml({ ...odds, kind: 'assault', results: { none: 0.7, D: 0.3 } }, (x) => x);
    expect(html).toContain('not rolled');
    expect(html).toContain('no attack: the defensive fire stopped every attacker');
  });
});
