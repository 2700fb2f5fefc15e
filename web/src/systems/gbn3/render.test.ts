import { describe, expect, it } from 'vitest';
import { renderMap, levelChanges, indexMap, parseHexside, STEEP_LEVELS } from './map';
import { HexGrid } from '../../core/hex';
import { CounterBook, renderCounter, shortName, unitValues, natoSymbol } from './counters';
import type { PieceView, Scenario, UnitInfo } from './types';

function scenario(): Scenario {
  const hexes = [];
  for (let c = 1; c <= 3; c++) for (let r = 1; r <= 3; r++) hexes.push({ hex: `0${c}0${r}`, terrain: c === 2 && r === 2 ? 'woods' : c === 3 && r === 1 ? 'town' : 'clear', level: c === 3 ? 3 : c });
  return {
    id: 't', system: 'gbn3', name: 'T', edition: 'VV165', turns: [{ hour: 9, day: 1, night: false }],
    sides: { prussia: { retreat_edge: ['0101', '0201'] }, austria: { retreat_edge: [] } },
    map: {
      id: 'm', name: 'M', columns: 3, rows: 3, hexes,
      roads: [['0101', '0102', '0103']], paths: [['0201', '0301']], railways: [],
      hexsides: [{ side: '0202/S', features: ['stream'] }, { side: '0101/SE', features: ['river', 'bridge'] }],
      places: [{ name: 'Trautenau', hexes: ['0301'] }],
    },
    cincs: [], formations: [], units: [], locations: [{ place: 'Trautenau', hexes: ['0301'], vp: 2 }], reinforcements: [],
  };
}

describe('map renderer (printed-map conventions)', () => {
  const svg = renderMap(scenario());
  it('prints every hex number', () => {
    for (const h of scenario().map.hexes) expect(svg).toContain(`>${h.hex}</text>`);
  });
  it('one ground path per elevation level, woods and towns drawn', () => {
    expect(svg.match(/class="level-\d"/g)!.sort()).toEqual(['class="level-1"', 'class="level-2"', 'class="level-3"']);
    expect(svg).toMatch(/class="t-woods" d="M[^"]+"/);
    expect(svg).toContain('class="t-built"');
  });
  it('rivers, streams and bridges on hexsides; roads solid, paths dashed', () => {
    expect(svg).toMatch(/class="river" d="M[^"]+"/);
    expect(svg).toMatch(/class="stream" d="M[^"]+"/);
    expect(svg).toContain('class="bridge"');
    expect(svg).toMatch(/class="road" d="M[\d.]+ [\d.]+L/);
    expect(svg).toMatch(/class="path"[^>]*stroke-dasharray/);
  });
  it('place names in a serif face with the victory location VP', () => {
    expect(svg).toContain('>Trautenau</text>');
    expect(svg).toMatch(/class="places" font-family="Georgia/);
    expect(svg).toMatch(/class="vp-marker"[^]*?>2<\/text>/);
  });
  it('retreat edges only along the map border', () => {
    expect(svg).toMatch(/class="retreat retreat-prussia" d="M/);
    expect(svg).not.toContain('retreat-austria');
  });
  it('§1.1: steep slopes are the hexsides between levels two or more apart', () => {
    const changes = levelChanges(indexMap(scenario().map));
    // Column 1 (level 1) next to column 2 (level 2): contour; 1 next to 3 never adjacent; 2 next to 3: contour.
    expect(changes.every((c) => c.diff >= 1)).toBe(true);
    const steep = changes.filter((c) => c.diff >= STEEP_LEVELS);
    expect(steep.length).toBe(0);
    const m = scenario().map;
    m.hexes.find((h) => h.hex === '0101')!.level = 3;
    const s2 = levelChanges(indexMap(m)).filter((c) => c.diff >= STEEP_LEVELS);
    expect(s2.length).toBeGreaterThan(0);
    expect(renderMap({ ...scenario(), map: m })).toMatch(/class="steep" d="M/);
  });
  it('reads hexsides', () => {
    const grid = new HexGrid();
    expect(parseHexside('0606/SE', grid)).toEqual({ hex: { col: 6, row: 6 }, dir: 'SE' });
    expect(parseHexside('0606/X', grid)).toBeNull();
    expect(parseHexside('0606/E', grid)).toBeNull();
    expect(parseHexside('0606/E', new HexGrid({ orientation: 'pointy', offset: 'even-r' }))).toEqual({ hex: { col: 6, row: 6 }, dir: 'E' });
  });
});

const unit = (u: Partial<UnitInfo>): UnitInfo => ({ id: 'u', name: 'U', side: 'prussia', formation: 'f', kind: 'infantry', combat: 4, morale: 2, movement: 4, ...u });
const piece = (p: Partial<PieceView>): PieceView => ({ id: 'u', kind: 'unit', side: 'prussia', where: 'map', hex: '0101', facing: 'N', disorganised: false, losses: 0, markers: [], ...p });

describe('counters (rule 1.2)', () => {
  it('values in the rulebook order: combat-morale-movement, range for artillery, star for heavy cavalry', () => {
    expect(unitValues(unit({}))).toBe('4-2-4');
    expect(unitValues(unit({ kind: 'artillery', combat: 2, range: 3 }))).toBe('2-2-4-3');
    expect(unitValues(unit({ kind: 'cavalry', heavy: true, combat: 3, movement: 6 }))).toBe('3*-2-6');
  });
  it('short names as printed', () => {
    expect(shortName('1st Brigade - 1st Grenadier regiment')).toBe('1 Gren');
    expect(shortName('3rd Brigade - 44th Infantry regiment')).toBe('44 IR');
    expect(shortName('Art I-3 (1st Division artillery)')).toBe('Art I-3');
    // Never cut short (issue 14 item 7k: "Art 7-8/III" was shown "Art 7-8/II").
    expect(shortName('Art 7-8/III (corps reserve, two batteries)')).toBe('Art 7-8/III');
    expect(shortName('Art 5-9-10/III (corps reserve, three batteries)')).toBe('Art 5-9-10/III');
    expect(shortName('2nd Dragoon regiment Windischgrätz')).toBe('2 Drag');
    expect(shortName('1st Jäger battalion')).toBe('1 Jäg');
  });
  it('NATO symbols: infantry X, cavalry one diagonal, artillery a dot, light a horn', () => {
    expect((natoSymbol('infantry', false, '#000', 24, 15).match(/L/g) ?? []).length).toBe(2);
    expect((natoSymbol('cavalry', false, '#000', 24, 15).match(/L/g) ?? []).length).toBe(1);
    expect(natoSymbol('artillery', false, '#000', 24, 15)).toContain('<circle');
    expect(natoSymbol('light', false, '#000', 24, 15)).toMatch(/a\d/);
  });
  it('state: disorganised back, loss chip, markers', () => {
    const book = new CounterBook([unit({ id: 'u' })], [], []);
    const plain = renderCounter(book.model(piece({})));
    const dis = renderCounter(book.model(piece({ disorganised: true, losses: 1, markers: ['ooc'] })));
    expect(plain).not.toContain('chip-loss');
    expect(dis).toContain('chip-loss');
    expect(dis).toContain('−1');
    expect(dis).toContain('>OOC<');
    expect(dis).toContain('#7f93b8'); // the lighter Prussian back
    expect(dis).toContain('>4-2-4<'); // printed values stay; the chip carries the loss
  });
  it('commanders are different pieces with command-bonus-movement', () => {
    const book = new CounterBook([], [{ id: 'mondel', name: 'Brigade Mondel', side: 'austria', commander: 'Mondel', cinc: 'gablenz', independent: false, command: 2, bonus: 1, aide_command: 1, aide_bonus: 0, movement: 6, steps: 6, demo: 3, vp: 1 }], [{ id: 'gablenz', name: 'von Gablenz', side: 'austria', reaction: 4, initiative: 2, movement: 6 }]);
    const m = book.model(piece({ id: 'mondel', kind: 'commander', side: 'austria' }));
    expect(m.kind).toBe('commander');
    expect(m.values).toBe('2-1-6');
    expect(book.model(piece({ id: 'mondel', kind: 'commander', side: 'austria', markers: ['aide'] })).values).toBe('1-0-6');
    expect(book.model(piece({ id: 'gablenz', kind: 'cinc', side: 'austria' })).values).toBe('4-2-6');
  });
});
