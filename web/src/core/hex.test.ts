import { describe, expect, it } from 'vitest';
import {
  FLAT_EVEN_Q,
  GRID_LAYOUTS,
  gridLayout,
  HEX_HEIGHT,
  HEX_RADIUS,
  HexGrid,
  label,
  parseLabel,
  type Direction,
  type GridLayout,
} from './hex';

const o = (s: string) => parseLabel(s)!;
const FLAT_ODD_Q: GridLayout = { orientation: 'flat', offset: 'odd-q' };
const POINTY_EVEN_R: GridLayout = { orientation: 'pointy', offset: 'even-r' };
const POINTY_ODD_R: GridLayout = { orientation: 'pointy', offset: 'odd-r' };
const name = (g: GridLayout) => `${g.orientation} ${g.offset}`;

describe('printed CCRR labels', () => {
  it('round-trip and refuse what is not four digits', () => {
    expect(label(o('0606'))).toBe('0606');
    expect(o('1718')).toEqual({ col: 17, row: 18 });
    expect(parseLabel('606')).toBeNull();
    expect(parseLabel('0000')).toBeNull();
    expect(parseLabel('ab12')).toBeNull();
  });
});

describe('the grid layout comes from the map (map.grid)', () => {
  it('is read from the API, flat even-q when absent, an error when unknown', () => {
    expect(gridLayout(undefined)).toEqual(FLAT_EVEN_Q);
    expect(gridLayout(null)).toEqual(FLAT_EVEN_Q);
    expect(gridLayout({ orientation: 'pointy', offset: 'odd-r' })).toEqual(POINTY_ODD_R);
    expect(() => gridLayout({ orientation: 'flat', offset: 'even-r' })).toThrow(/unknown layout/);
    expect(() => gridLayout({ orientation: 'hex', offset: 'even-q' })).toThrow(/map.grid/);
  });
  it('names the directions after the orientation', () => {
    expect(new HexGrid(FLAT_ODD_Q).directions).toEqual(['N', 'NE', 'SE', 'S', 'SW', 'NW']);
    expect(new HexGrid(POINTY_EVEN_R).directions).toEqual(['NW', 'NE', 'E', 'SE', 'SW', 'W']);
    expect(new HexGrid(POINTY_EVEN_R).isDirection('N')).toBe(false);
    expect(() => new HexGrid(POINTY_EVEN_R).neighbour(o('0303'), 'N')).toThrow(/not a direction/);
  });
});

// The same cases as tests/grid_layout_test.cpp (worked out on paper).
const NEIGHBOURS: [GridLayout, string, string[]][] = [
  [FLAT_EVEN_Q, '0303', ['0302', '0402', '0403', '0304', '0203', '0202']],
  [FLAT_EVEN_Q, '0606', ['0605', '0706', '0707', '0607', '0507', '0506']],
  [FLAT_ODD_Q, '0303', ['0302', '0403', '0404', '0304', '0204', '0203']],
  [FLAT_ODD_Q, '0606', ['0605', '0705', '0706', '0607', '0506', '0505']],
  [POINTY_EVEN_R, '0303', ['0202', '0302', '0403', '0304', '0204', '0203']],
  [POINTY_EVEN_R, '0404', ['0403', '0503', '0504', '0505', '0405', '0304']],
  [POINTY_ODD_R, '0303', ['0302', '0402', '0403', '0404', '0304', '0203']],
  [POINTY_ODD_R, '0404', ['0303', '0403', '0504', '0405', '0305', '0304']],
];

const DISTANCES: [GridLayout, string, string, number][] = [
  [FLAT_EVEN_Q, '0101', '0401', 3],
  [FLAT_EVEN_Q, '0101', '0105', 4],
  [FLAT_EVEN_Q, '0101', '1010', 14],
  [FLAT_EVEN_Q, '0101', '0202', 2],
  [FLAT_ODD_Q, '0101', '0202', 1],
  [FLAT_ODD_Q, '0101', '0401', 3],
  [FLAT_ODD_Q, '0201', '0501', 3],
  [POINTY_EVEN_R, '0101', '0501', 4],
  [POINTY_EVEN_R, '0101', '0105', 4],
  [POINTY_EVEN_R, '0101', '0103', 2],
  [POINTY_EVEN_R, '0101', '0202', 2],
  [POINTY_ODD_R, '0101', '0202', 1],
  [POINTY_ODD_R, '0101', '0105', 4],
  [POINTY_ODD_R, '0102', '0501', 5],
];

describe('neighbours and distances under every layout', () => {
  it.each(NEIGHBOURS.map(([g, from, want]) => [name(g), from, g, want] as const))('%s from %s', (_n, from, g, want) => {
    const grid = new HexGrid(g);
    expect(grid.directions.map((d) => label(grid.neighbour(o(from), d)))).toEqual(want);
    for (const d of grid.directions) {
      const n = grid.neighbour(o(from), d);
      expect(grid.directionTo(o(from), n)).toBe(d);
      expect(grid.distance(o(from), n)).toBe(1);
      const opp = grid.directions[(grid.directions.indexOf(d) + 3) % 6];
      expect(label(grid.neighbour(n, opp))).toBe(from);
    }
  });
  it.each(DISTANCES.map(([g, a, b, d]) => [name(g), a, b, g, d] as const))('%s: %s to %s', (_n, a, b, g, d) => {
    expect(new HexGrid(g).distance(o(a), o(b))).toBe(d);
  });
  it('labels round-trip through axial coordinates', () => {
    for (const g of GRID_LAYOUTS) {
      const grid = new HexGrid(g);
      const seen = new Set<string>();
      for (let col = 1; col <= 30; col++)
        for (let row = 1; row <= 30; row++) {
          const a = grid.toAxial({ col, row });
          expect(grid.fromAxial(a.q, a.r)).toEqual({ col, row });
          seen.add(`${a.q},${a.r}`);
        }
      expect(seen.size).toBe(900);
    }
  });
  it('directionTo is null for hexes that do not touch', () => {
    expect(new HexGrid().directionTo(o('0808'), o('0810'))).toBeNull();
  });
});

describe('pixels under every layout', () => {
  it.each(GRID_LAYOUTS.map((g) => [name(g), g] as const))('%s: neighbouring centres are one flat-to-flat width apart, in the facing direction', (_n, g) => {
    const grid = new HexGrid(g);
    const a = grid.centre(o('0707'));
    for (const d of grid.directions) {
      const b = grid.centre(grid.neighbour(o('0707'), d));
      expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeCloseTo(HEX_HEIGHT, 6);
      const v = grid.facingVector(d);
      expect((b.x - a.x) / HEX_HEIGHT).toBeCloseTo(v.x, 6);
      expect((b.y - a.y) / HEX_HEIGHT).toBeCloseTo(v.y, 6);
    }
  });
  it.each(GRID_LAYOUTS.map((g) => [name(g), g] as const))("%s: a hexside is shared: its corners are the neighbour's opposite side", (_n, g) => {
    const grid = new HexGrid(g);
    const a = o('0505');
    for (const d of grid.directions) {
      const opp = grid.directions[(grid.directions.indexOf(d) + 3) % 6];
      const [p1, p2] = grid.hexsideCorners(grid.centre(a), d);
      const [q1, q2] = grid.hexsideCorners(grid.centre(grid.neighbour(a, d)), opp);
      expect(p1.x).toBeCloseTo(q2.x, 6);
      expect(p1.y).toBeCloseTo(q2.y, 6);
      expect(p2.x).toBeCloseTo(q1.x, 6);
      expect(p2.y).toBeCloseTo(q1.y, 6);
    }
  });
  it.each(GRID_LAYOUTS.map((g) => [name(g), g] as const))('%s: hexAt finds every hex from its centre and near its corners', (_n, g) => {
    const grid = new HexGrid(g);
    for (let col = 1; col <= 17; col++)
      for (let row = 1; row <= 20; row++) {
        const c = grid.centre({ col, row });
        expect(grid.hexAt(c, 17, 20)).toEqual({ col, row });
        for (let i = 0; i < 6; i++) expect(grid.hexAt(grid.corner(c, i, HEX_RADIUS * 0.9), 17, 20)).toEqual({ col, row });
      }
    expect(grid.hexAt({ x: -5, y: -5 }, 17, 20)).toBeNull();
  });
  it.each(GRID_LAYOUTS.map((g) => [name(g), g] as const))('%s: the map size holds every hex and ends at the last', (_n, g) => {
    const grid = new HexGrid(g);
    for (const [cols, rows] of [
      [16, 18],
      [1, 5],
      [5, 1],
      [55, 30],
    ]) {
      const s = grid.mapSize(cols, rows);
      let minX = Infinity;
      let minY = Infinity;
      let maxX = -Infinity;
      let maxY = -Infinity;
      for (let col = 1; col <= cols; col++)
        for (let row = 1; row <= rows; row++)
          for (let i = 0; i < 6; i++) {
            const p = grid.corner(grid.centre({ col, row }), i);
            minX = Math.min(minX, p.x);
            minY = Math.min(minY, p.y);
            maxX = Math.max(maxX, p.x);
            maxY = Math.max(maxY, p.y);
          }
      expect(minX).toBeGreaterThan(-1e-6);
      expect(minY).toBeGreaterThan(-1e-6);
      expect(maxX).toBeCloseTo(s.width, 6);
      expect(maxY).toBeCloseTo(s.height, 6);
    }
  });
});

describe('the GBN3 maps (flat, even columns half a hex lower)', () => {
  const grid = new HexGrid(FLAT_EVEN_Q);
  it('even columns sit half a hex lower', () => {
    expect(grid.centre(o('0201')).y - grid.centre(o('0101')).y).toBeCloseTo(HEX_HEIGHT / 2, 6);
  });
  it('facing angles go clockwise from north', () => {
    expect(grid.directions.map((d) => grid.facingAngle(d))).toEqual([0, 60, 120, 180, 240, 300]);
  });
  it('hex 0101 sits where it always did, its box from (0, 0)', () => {
    expect(grid.centre(o('0101'))).toEqual({ x: HEX_RADIUS, y: HEX_HEIGHT / 2 });
    expect(grid.mapSize(16, 18)).toEqual({ width: 2 * HEX_RADIUS + 15 * 1.5 * HEX_RADIUS, height: HEX_HEIGHT * 18.5 });
  });
});

describe('pointy grids', () => {
  it('rows are straight and every other row is shoved right', () => {
    const even = new HexGrid(POINTY_EVEN_R);
    expect(even.centre(o('0102')).x - even.centre(o('0101')).x).toBeCloseTo(HEX_HEIGHT / 2, 6);
    expect(even.centre(o('0501')).y).toBeCloseTo(even.centre(o('0101')).y, 6);
    const odd = new HexGrid(POINTY_ODD_R);
    expect(odd.centre(o('0101')).x - odd.centre(o('0102')).x).toBeCloseTo(HEX_HEIGHT / 2, 6);
  });
  it('facing angles: NW 330, NE 30, E 90, …', () => {
    const grid = new HexGrid(POINTY_ODD_R);
    expect(grid.directions.map((d: Direction) => grid.facingAngle(d))).toEqual([330, 30, 90, 150, 210, 270]);
  });
});
