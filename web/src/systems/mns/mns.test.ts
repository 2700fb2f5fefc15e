// The Musket & Saber module (issue 18): decisions read from their notation
// (docs/mns/notation.md), counters' printed values (§2.4–2.9, §8.1),
// the map's features (§19.6, §17.4) and what each seat's view puts on the
// board (§19.8: markers; units hidden in boxes stay off the map).
import { describe, expect, it } from 'vitest';
import { describeAction, parseAction } from './actions';
import { faceValues } from './counters';
import { boardPieces, mns, pieceIds } from './index';
import { renderMap } from './map';
import { resultText } from './status';
import type { MnsScenario, MnsUnitInfo, MnsView } from './types';

const inf: MnsUnitInfo = { id: 'p-3-a', name: '3rd Brigade', side: 'prussia', type: 'infantry', formations: ['p-3'], steps: 2, full: { cf: 7, paren: true, mr: 5, ma: 4, ma_kind: 'variable' }, back: { cf: 3, paren: false, mr: 4, ma: 4, ma_kind: 'number' } };
const gun: MnsUnitInfo = { id: 'a-r-1', name: 'Reserve battery', side: 'austria', type: 'artillery', formations: [], steps: 1, full: { attack: 4, defense: 2, range: 5, ma: 3, ma_kind: 'number' }, back: {} };
const cav: MnsUnitInfo = { id: 'a-c-1', name: 'Cuirassiers', side: 'austria', type: 'cavalry', formations: [], steps: 2, full: { cf: 5, charge: 8, mr: 6, ma: 8, ma_kind: 'bracketed' }, back: { cf: 2, charge: 3, mr: 4, ma: 8 } };

const sc: MnsScenario = {
  id: 'k',
  system: 'mns',
  name: 'Königgrätz, 3 July 1866',
  edition: 'S&T 275',
  rules: 'M&S',
  turns: [{ turn: 1, light: 'day' }],
  map: {
    id: 'k',
    name: 'k',
    columns: 2,
    rows: 2,
    grid: { orientation: 'flat', offset: 'even-q' },
    hexes: [
      { hex: '0101', terrain: 'woods' },
      { hex: '0102', terrain: 'clear', hill: true, fieldworks: true, battery_position: true },
      { hex: '0201', terrain: 'town' },
      { hex: '0202', terrain: 'light_woods' },
    ],
    hexsides: [
      { side: '0101/SE', features: ['bistritz'] },
      { side: '0102/NE', features: ['bridge'] },
      { side: '0102/N', features: ['protected'] },
    ],
    roads: [['0101', '0102']],
    trails: [['0201', '0202']],
    entries: [{ id: 'A', hex: '0201', loc: true }],
    places: [{ name: 'Chlum', hexes: ['0102'] }],
    fieldworks_line: ['0102'],
  },
  armies: [],
  formations: [],
  units: [inf, gun, cav],
  arrivals: [],
  victory: { hex: '0202', draw_below: 10 },
};

describe('Musket & Saber notation (docs/mns/notation.md)', () => {
  const ids = pieceIds(sc);
  it('reads the kind, the piece, the hexes and a target', () => {
    const b = parseAction('bombard a-r-1 p-3-a', ids);
    expect([b.type, b.piece, b.target, b.section]).toEqual(['bombard', 'a-r-1', 'p-3-a', '8.4']);
    const c = parseAction('charge 3705 3806', ids);
    expect([c.type, c.piece, c.hex, c.hex2]).toEqual(['charge', null, '3705', '3806']);
    const m = parseAction({ notation: 'move A1', type: 'move' }, ids);
    expect(m.piece).toBe('A1'); // a hidden-movement marker moves as a piece (§19.8)
  });
  it('gives each decision a gesture: a hex-only destination is clicked on the map, a move is a button', () => {
    const g = mns.gestures;
    expect(g.kind(parseAction('place p-3-a 0102', ids))).toBe('place');
    expect(g.panelGroup(parseAction('place p-3-a 0102', ids))).toBeNull();
    expect(g.panelGroup(parseAction('to 0102', ids))).toBeNull();
    expect(g.kind(parseAction('move p-3-a', ids))).toBe('other');
    expect(g.panelGroup(parseAction('move p-3-a', ids))).toBe('move');
    expect(g.kind(parseAction('bombard a-r-1 p-3-a', ids))).toBe('aim');
  });
  it('describes decisions in both languages, tactics by their names (§7.13)', () => {
    const name = (id: string) => sc.units.find((u) => u.id === id)?.name ?? id;
    expect(describeAction(parseAction('tactic last-stand', ids), name, 'en')).toBe('Tactic: Last Stand');
    expect(describeAction(parseAction('tactic press', ids), name, 'fr')).toBe('Tactique : Pousser en avant');
    expect(describeAction(parseAction('enter p-3-a E', ids), name, 'en')).toBe('Enter 3rd Brigade at entry E');
  });
});

describe('counters (§2.4-2.9, §8.1)', () => {
  it('print each type its values, the parenthesized CF and the MA kind', () => {
    expect(faceValues(inf, inf.full)).toBe('(7)-5-4*');
    expect(faceValues(inf, inf.back)).toBe('3-4-4');
    expect(faceValues(gun, gun.full)).toBe('4-2-5 3');
    expect(faceValues(cav, cav.full)).toBe('5/8-6-[8]');
  });
});

describe('the map (issue 18 item 1)', () => {
  const svg = renderMap(sc);
  it('draws the river, a bridge, a rampart on the protected side, a battery position, the entry letter and the places', () => {
    expect(svg).toContain('class="river"');
    expect(svg).toContain('class="bridge"');
    expect(svg).toMatch(/class="rampart" d="M[^"]+"/);
    expect(svg).toContain('data-hex="0102"'); // the battery position
    expect(svg).toContain('data-entry="A"');
    expect(svg).toContain('>Chlum<');
  });
});

describe("a seat's board (§19.8)", () => {
  const base = { id: 'g', system: 'mns', scenario: 'k', actions: 0, over: false, actor: { kind: 'decision', side: 'prussia' }, seats: {}, result: null } as const;
  const v: MnsView = {
    ...base,
    turn: 2,
    turns: 10,
    phase: 'movement',
    step: 'move',
    active: 'prussia',
    weather: 'light',
    light: 'day',
    units: [
      { id: 'p-3-a', name: '3rd Brigade', side: 'prussia', type: 'infantry', where: 'map', hex: '0101', back: false, disrupted: true },
      { id: 'a-c-1', name: 'Cuirassiers', side: 'austria', type: 'cavalry', where: 'hidden', back: false },
    ],
    markers: [{ id: 'A1', hex: '0202' }],
    vp: [2, 0],
    last: [],
  };
  it('puts units on the map and the markers, never a hidden unit', () => {
    const ps = boardPieces(v);
    expect(ps.map((p) => p.id)).toEqual(['p-3-a', 'A1']);
    const svg = mns.counters(sc).svg(ps[0]);
    expect(svg).toContain('chip-disrupted');
    expect(mns.counters(sc).svg(ps[1])).not.toMatch(/real|dummy/);
    expect(mns.counters(sc).svg({ ...ps[1], state: { marker: { id: 'A1', hex: '0202', real: false } } })).toContain('dummy');
  });
  it('says the result with the VP (§18)', () => {
    expect(resultText('prussia victory', [12, 3])).toBe('Prussia: victory (12 – 3)');
    expect(resultText('draw', [4, 3])).toBe('Draw (4 – 3)');
    expect(resultText('austria points', [2, 5])).toBe('Austria: victory on points (2 – 5)'); // §18.3
  });
  it('reads the VP of the game’s view for the game-over panel (§18)', () => {
    expect(mns.resultText('austria victory', { ...v, vp: [1, 6] } as never)).toBe('Austria: victory (1 – 6)');
  });
});
