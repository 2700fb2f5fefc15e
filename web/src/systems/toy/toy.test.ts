// The neutral client with a system other than GBN3 (issue 15 item 4): the
// lobby's create body names the system's own seats, the decision panel and
// the log follow the module's gestures and words.
import { describe, expect, it } from 'vitest';
import type { GameEnvelope } from '../../api/types';
import { choicesHtml, endersHtml } from '../../ui/decision';
import { computerKinds, createRequest } from '../../ui/lobby';
import { logLineHtml, stackHtml } from '../../ui/panels';
import { toy, type ToyView } from './index';

const view: ToyView = {
  id: 'g', system: 'toy', scenario: 'skirmish', actions: 3, over: false, result: null,
  actor: { kind: 'decision', side: 'red' }, seats: { red: 'human', blue: 'human', green: 'random' },
  pieces: [{ id: 'r1', hex: '0101', seat: 'red' }, { id: 'b1', hex: '0102', seat: 'blue' }],
  round: 2,
};
const input = (notations: string[]) => ({
  view: view as GameEnvelope,
  legal: notations.map((n) => toy.parseAction(n, toy.pieceIds({} as never))),
  system: toy,
  name: (id: string) => id,
  button: (a: { notation: string }, text: string) => `<button data-action="${a.notation}">${text}</button>`,
  mapLit: true,
});

describe('the lobby creates a game with the seats body of any system', () => {
  const s = { id: 'skirmish', system: 'toy', name: 'Skirmish' };
  const seats = ['red', 'blue', 'green'];
  it('against the computer: my seat human, every other random', () => {
    expect(createRequest(s, seats, 'computer', 'blue')).toEqual({ system: 'toy', scenario: 'skirmish', seats: { red: 'random', blue: 'human', green: 'random' } });
  });
  it('against the computer at a level (issue 17): every other seat that level', () => {
    expect(createRequest(s, seats, 'computer', 'red', 'hard').seats).toEqual({ red: 'human', blue: 'hard', green: 'hard' });
  });
  it('computer against computer: every seat the level, none human', () => {
    expect(createRequest(s, seats, 'computers', 'red', 'easy').seats).toEqual({ red: 'easy', blue: 'easy', green: 'easy' });
  });
  it('the levels offered are those the system lists, random last', () => {
    expect(computerKinds({ id: 'toy', name: 'Toy', seats, hidden_information: false, seat_kinds: ['human', 'random', 'hard', 'easy'] })).toEqual(['easy', 'hard', 'random']);
    expect(computerKinds(undefined)).toEqual(['random']);
  });
  it('hot seat and with a friend: every seat human', () => {
    expect(createRequest(s, seats, 'hotseat', 'red').seats).toEqual({ red: 'human', blue: 'human', green: 'human' });
    expect(createRequest(s, seats, 'friend', 'green').seats).toEqual({ red: 'human', blue: 'human', green: 'human' });
  });
});

describe('the decision panel follows the module', () => {
  const d = input(['step r1 0201', 'shoot r1 0102', 'parley r1', 'pass']);
  it("the module's enders are the step-ending buttons", () => {
    expect(endersHtml(d)).toContain('data-action="pass">Pass<');
  });
  it('the map gestures stay on the map; the rest is grouped under its heading and section', () => {
    const html = choicesHtml(d);
    expect(html).not.toContain('step r1');
    expect(html).not.toContain('shoot r1');
    expect(html).not.toContain('data-action="pass"');
    expect(html).toContain('data-kind="parley"');
    expect(html).toMatch(/Parleys <abbr class="section" title="Toy rule 7">§7<\/abbr>/);
    expect(html).toContain('r1 Parley');
  });
});

describe('log lines and stacks with the module', () => {
  it("the module's prefix and section, the hexes the server names linked", () => {
    const html = logLineHtml({ index: 7, section: '3.1', text: 'r1 steps to 0201', hexes: ['0201'] }, toy, new Set(['0201']));
    expect(html).toContain('<span class="toy-time">#7</span> <abbr class="section" title="Toy rule 3.1">§3.1</abbr>');
    expect(html).toContain('<a class="hexlink" data-hex="0201">0201</a>');
  });
  it('a stack shows the counters the module draws', () => {
    const pieces = toy.pieces(view);
    const html = stackHtml('0101', pieces.filter((p) => p.hex === '0101'), toy.counters({} as never), 40, new Set(['r1']));
    expect(html).toContain('<rect data-toy="r1"/>');
    expect(html).toContain('stack-piece selectable');
    expect(html).not.toContain('b1');
  });
});
