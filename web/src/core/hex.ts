// Hex geometry of a printed map. Labels are CCRR (column, row, from 01); the
// grid's layout is the map's, sent as `map.grid` by GET /api/scenarios/{id}
// (docs/api.md; src/core/grid_layout.h): flat-topped hexes in straight
// columns with every other column half a hex lower ("even-q": even columns
// lower, the GBN3 maps; "odd-q"), or pointy-topped hexes in straight rows
// with every other row half a hex to the right ("even-r", "odd-r"). Axial
// coordinates and the six neighbour steps are the same under every layout;
// the labels, the names of the directions and the drawing are not. Pixel
// positions are in map units where the hex radius (centre to corner) is
// HEX_RADIUS, hex 0101's box starting near (0, 0).

/** Centre-to-corner radius of a hex at 100 % zoom, in CSS pixels. */
export const HEX_RADIUS = 42;
/** Flat-to-flat width of a hex (a flat grid's row pitch, a pointy grid's column pitch). */
export const HEX_HEIGHT = Math.sqrt(3) * HEX_RADIUS;
/** Distance between the centres of neighbouring straight lines (a flat grid's columns, a pointy grid's rows). */
export const LINE_PITCH = 1.5 * HEX_RADIUS;

export type Orientation = 'flat' | 'pointy';
export type GridOffset = 'even-q' | 'odd-q' | 'even-r' | 'odd-r';

/** A map's grid layout, as `map.grid` in the API. */
export interface GridLayout {
  orientation: Orientation;
  offset: GridOffset;
}

/** The GBN3 maps' layout, and the one assumed when a map sends none. */
export const FLAT_EVEN_Q: GridLayout = { orientation: 'flat', offset: 'even-q' };

export const GRID_LAYOUTS: readonly GridLayout[] = [
  FLAT_EVEN_Q,
  { orientation: 'flat', offset: 'odd-q' },
  { orientation: 'pointy', offset: 'even-r' },
  { orientation: 'pointy', offset: 'odd-r' },
];

/** The layout a map sends (`map.grid`), FLAT_EVEN_Q when it sends none; an unknown one is an error. */
export function gridLayout(grid?: { orientation?: string; offset?: string } | null): GridLayout {
  if (!grid) return FLAT_EVEN_Q;
  const found = GRID_LAYOUTS.find((g) => g.orientation === grid.orientation && g.offset === grid.offset);
  if (!found) throw new Error(`map.grid: unknown layout ${JSON.stringify(grid)} (flat even-q|odd-q, pointy even-r|odd-r)`);
  return found;
}

/** Direction i (0..5, clockwise) of each orientation: a unit's facing is one. */
export const FLAT_DIRECTIONS = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;
export const POINTY_DIRECTIONS = ['NW', 'NE', 'E', 'SE', 'SW', 'W'] as const;
export type Direction = (typeof FLAT_DIRECTIONS)[number] | (typeof POINTY_DIRECTIONS)[number];

/** A printed hex position: column and row, both from 1. */
export interface Offset {
  col: number;
  row: number;
}

export interface Point {
  x: number;
  y: number;
}

/** Parses a printed four-digit label ("0606"); null when it is not one. */
export function parseLabel(label: string): Offset | null {
  if (!/^\d{4}$/.test(label)) return null;
  const col = Number(label.slice(0, 2));
  const row = Number(label.slice(2, 4));
  if (col < 1 || row < 1) return null;
  return { col, row };
}

/** The printed label of a hex ("0606"). */
export function label(o: Offset): string {
  return String(o.col).padStart(2, '0') + String(o.row).padStart(2, '0');
}

/** Axial steps of Direction 0..5 (src/core/hex.h kDirectionVectors). */
const AXIAL_STEPS: readonly [number, number][] = [
  [0, -1],
  [1, -1],
  [1, 0],
  [0, 1],
  [-1, 1],
  [-1, 0],
];

/** The geometry of one map's grid: labels to axial coordinates and pixels, neighbours, directions. */
export class HexGrid {
  /** The names of Direction 0..5, clockwise. */
  readonly directions: readonly Direction[];
  private readonly flat: boolean;
  private readonly even: boolean;

  constructor(readonly layout: GridLayout = FLAT_EVEN_Q) {
    this.flat = layout.orientation === 'flat';
    this.even = layout.offset.startsWith('even');
    this.directions = this.flat ? FLAT_DIRECTIONS : POINTY_DIRECTIONS;
  }

  /** Is a printed line (column of a flat grid, row of a pointy one) shoved half a hex? */
  private shoved(n: number): boolean {
    return ((n & 1) === 0) === this.even;
  }

  /** How many whole axial steps line `n` is shifted back (src/core/grid_layout.h shift). */
  private shift(n: number): number {
    return this.even ? (n + (n & 1)) / 2 : (n - (n & 1)) / 2;
  }

  isDirection(s: string): s is Direction {
    return (this.directions as readonly string[]).includes(s);
  }

  toAxial(o: Offset): { q: number; r: number } {
    return this.flat ? { q: o.col, r: o.row - this.shift(o.col) } : { q: o.col - this.shift(o.row), r: o.row };
  }

  fromAxial(q: number, r: number): Offset {
    return this.flat ? { col: q, row: r + this.shift(q) } : { col: q + this.shift(r), row: r };
  }

  /** The neighbour across the hexside `d` (may lie off the map). */
  neighbour(o: Offset, d: Direction): Offset {
    const i = this.directions.indexOf(d);
    if (i < 0) throw new Error(`${d} is not a direction of a ${this.layout.orientation} grid`);
    const a = this.toAxial(o);
    const [dq, dr] = AXIAL_STEPS[i];
    return this.fromAxial(a.q + dq, a.r + dr);
  }

  /** Hex distance between two hexes. */
  distance(a: Offset, b: Offset): number {
    const x = this.toAxial(a);
    const y = this.toAxial(b);
    const dq = x.q - y.q;
    const dr = x.r - y.r;
    return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
  }

  /** The direction from a to b when they are neighbours, else null. */
  directionTo(a: Offset, b: Offset): Direction | null {
    for (const d of this.directions) {
      const n = this.neighbour(a, d);
      if (n.col === b.col && n.row === b.row) return d;
    }
    return null;
  }

  /** Pixel centre of a hex. */
  centre(o: Offset): Point {
    if (this.flat) {
      return {
        x: HEX_RADIUS + (o.col - 1) * LINE_PITCH,
        y: HEX_HEIGHT * (o.row - 0.5 + (this.shoved(o.col) ? 0.5 : 0)),
      };
    }
    return {
      x: HEX_HEIGHT * (o.col - 0.5 + (this.shoved(o.row) ? 0.5 : 0)),
      y: HEX_RADIUS + (o.row - 1) * LINE_PITCH,
    };
  }

  /** Corner i (0..5) of a hex, clockwise on screen: a flat hex's 0 is east, a pointy hex's 30° above it. */
  corner(c: Point, i: number, radius = HEX_RADIUS): Point {
    const a = (Math.PI / 3) * i - (this.flat ? 0 : Math.PI / 6);
    return { x: c.x + radius * Math.cos(a), y: c.y + radius * Math.sin(a) };
  }

  /** The two corners bounding hexside `d`, in clockwise order. */
  hexsideCorners(c: Point, d: Direction, radius = HEX_RADIUS): [Point, Point] {
    const i = this.directions.indexOf(d);
    return [this.corner(c, (4 + i) % 6, radius), this.corner(c, (5 + i) % 6, radius)];
  }

  /** Screen angle in degrees (clockwise from up) of a facing: flat N 0, NE 60, …; pointy NE 30, E 90, … */
  facingAngle(d: Direction): number {
    return (this.directions.indexOf(d) * 60 + (this.flat ? 0 : 330)) % 360;
  }

  /** Unit vector from the hex centre towards the middle of hexside `d`. */
  facingVector(d: Direction): Point {
    const a = ((this.facingAngle(d) - 90) * Math.PI) / 180;
    return { x: Math.cos(a), y: Math.sin(a) };
  }

  /** SVG points attribute of a hex outline. */
  hexPoints(c: Point, radius = HEX_RADIUS): string {
    const pts: string[] = [];
    for (let i = 0; i < 6; i++) {
      const p = this.corner(c, i, radius);
      pts.push(`${p.x.toFixed(1)},${p.y.toFixed(1)}`);
    }
    return pts.join(' ');
  }

  /** Pixel size of a map of `columns` x `rows` hexes. */
  mapSize(columns: number, rows: number): { width: number; height: number } {
    if (this.flat) {
      const anyShoved = columns > 1 || this.shoved(1);
      return { width: 2 * HEX_RADIUS + (columns - 1) * LINE_PITCH, height: HEX_HEIGHT * (rows + (anyShoved ? 0.5 : 0)) };
    }
    const anyShoved = rows > 1 || this.shoved(1);
    return { width: HEX_HEIGHT * (columns + (anyShoved ? 0.5 : 0)), height: 2 * HEX_RADIUS + (rows - 1) * LINE_PITCH };
  }

  /** The hex under a pixel, or null outside every hex of a columns x rows map. */
  hexAt(p: Point, columns: number, rows: number): Offset | null {
    // Pixels are linear in axial coordinates: fractional (q, r) from the
    // centre of axial (0, 0), then cube rounding.
    const o = this.centre(this.fromAxial(0, 0));
    const dx = p.x - o.x;
    const dy = p.y - o.y;
    let qf: number;
    let rf: number;
    if (this.flat) {
      qf = dx / LINE_PITCH;
      rf = dy / HEX_HEIGHT - qf / 2;
    } else {
      rf = dy / LINE_PITCH;
      qf = dx / HEX_HEIGHT - rf / 2;
    }
    const sf = -qf - rf;
    let q = Math.round(qf);
    let r = Math.round(rf);
    const s = Math.round(sf);
    const dq = Math.abs(q - qf);
    const dr = Math.abs(r - rf);
    const ds = Math.abs(s - sf);
    if (dq > dr && dq > ds) q = -r - s;
    else if (dr > ds) r = -q - s;
    const hex = this.fromAxial(q, r);
    if (hex.col < 1 || hex.col > columns || hex.row < 1 || hex.row > rows) return null;
    return hex;
  }
}
