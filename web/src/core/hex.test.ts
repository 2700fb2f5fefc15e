import { describe, expect, it } from 'vitest';
import {
  centre,
  corner,
  directionTo,
  distance,
  DIRECTIONS,
  facingAngle,
  HEX_HEIGHT,
  HEX_RADIUS,
  hexAt,
  hexsideCorners,
  label,
  mapSize,
  neighbour,
  parseLabel,
} from './hex';

const o = (s: string) => parseLabel(s)!;

describe('printed CCRR labels', () => {
  it('round-trip and refuse what is not four digits', () => {
    expect(label(o('0606'))).toBe('0606');
    expect(o('1718')).toEqual({ col: 17, row: 18 });
    expect(parseLabel('606')).toBeNull();
    expect(parseLabel('0000')).toBeNull();
    expect(parseLabel('ab12')).toBeNull();
  });
});

describe('neighbours (even columns half a hex lower, like src/hex/hex.h)', () => {
  it('from an odd column', () => {
    const n = (d: (typeof DIRECTIONS)[number]) => label(neighbour(o('0303'), d));
    expect([n('N'), n('NE'), n('SE'), n('S'), n('SW'), n('NW')]).toEqual([
      '0302', '0402', '0403', '0304', '0203', '0202',
    ]);
  });
  it('from an even column', () => {
    const n = (d: (typeof DIRECTIONS)[number]) => label(neighbour(o('0606'), d));
    // Trautenau 0606: 0607 south, 0707 south-east (VV165 §11.4.1 note).
    expect([n('N'), n('NE'), n('SE'), n('S'), n('SW'), n('NW')]).toEqual([
      '0605', '0706', '0707', '0607', '0507', '0506',
    ]);
  });
  it('directionTo inverts neighbour and distance counts steps', () => {
    for (const d of DIRECTIONS) expect(directionTo(o('0808'), neighbour(o('0808'), d))).toBe(d);
    expect(directionTo(o('0808'), o('0810'))).toBeNull();
    expect(distance(o('0101'), o('0101'))).toBe(0);
    expect(distance(o('0606'), o('0707'))).toBe(1);
    expect(distance(o('0101'), o('0401'))).toBe(3);
    expect(distance(o('0101'), o('0105'))).toBe(4);
  });
});

describe('pixels', () => {
  it('neighbouring centres are one flat-to-flat height apart', () => {
    for (const d of DIRECTIONS) {
      const a = centre(o('0707'));
      const b = centre(neighbour(o('0707'), d));
      expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeCloseTo(HEX_HEIGHT, 6);
    }
  });
  it('even columns sit half a hex lower', () => {
    expect(centre(o('0201')).y - centre(o('0101')).y).toBeCloseTo(HEX_HEIGHT / 2, 6);
  });
  it('a hexside is shared: its corners are the neighbour\'s opposite side', () => {
    const a = o('0505');
    for (const d of DIRECTIONS) {
      const opp = DIRECTIONS[(DIRECTIONS.indexOf(d) + 3) % 6];
      const [p1, p2] = hexsideCorners(centre(a), d);
      const [q1, q2] = hexsideCorners(centre(neighbour(a, d)), opp);
      expect(p1.x).toBeCloseTo(q2.x, 6);
      expect(p1.y).toBeCloseTo(q2.y, 6);
      expect(p2.x).toBeCloseTo(q1.x, 6);
      expect(p2.y).toBeCloseTo(q1.y, 6);
    }
  });
  it('facing angles go clockwise from north', () => {
    expect(DIRECTIONS.map(facingAngle)).toEqual([0, 60, 120, 180, 240, 300]);
  });
  it('hexAt finds every hex from its centre and near its corners', () => {
    for (let col = 1; col <= 17; col++)
      for (let row = 1; row <= 20; row++) {
        const c = centre({ col, row });
        expect(hexAt(c, 17, 20)).toEqual({ col, row });
        for (let i = 0; i < 6; i++) {
          const p = corner(c, i, HEX_RADIUS * 0.9);
          expect(hexAt(p, 17, 20)).toEqual({ col, row });
        }
      }
    expect(hexAt({ x: -5, y: -5 }, 17, 20)).toBeNull();
  });
  it('map size covers the last column and the lowered even columns', () => {
    const s = mapSize(16, 18);
    const last = centre({ col: 16, row: 18 });
    expect(s.width).toBeCloseTo(last.x + HEX_RADIUS, 6);
    expect(s.height).toBeCloseTo(last.y + HEX_HEIGHT / 2, 6);
  });
});
