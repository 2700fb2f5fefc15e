// Hex geometry of the printed maps: flat-topped hexes in vertical columns,
// numbered CCRR from 01, even columns half a hex lower ("even-q" offset, the
// same layout as src/hex/hex.h). Pixel positions are in map units where the
// hex radius (centre to corner) is HEX_RADIUS.

/** Centre-to-corner radius of a hex at 100 % zoom, in CSS pixels. */
export const HEX_RADIUS = 42;
/** Flat-to-flat height of a hex (its row pitch). */
export const HEX_HEIGHT = Math.sqrt(3) * HEX_RADIUS;
/** Horizontal distance between the centres of neighbouring columns. */
export const COLUMN_PITCH = 1.5 * HEX_RADIUS;

/** The six hexside directions, clockwise from north (a unit's facing). */
export const DIRECTIONS = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;
export type Direction = (typeof DIRECTIONS)[number];

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

/** Axial coordinates (q, r) of an offset hex (src/hex/hex.h to_axial). */
export function toAxial(o: Offset): { q: number; r: number } {
  return { q: o.col, r: o.row - (o.col + (o.col & 1)) / 2 };
}

export function fromAxial(q: number, r: number): Offset {
  return { col: q, row: r + (q + (q & 1)) / 2 };
}

const AXIAL_STEPS: Record<Direction, [number, number]> = {
  N: [0, -1],
  NE: [1, -1],
  SE: [1, 0],
  S: [0, 1],
  SW: [-1, 1],
  NW: [-1, 0],
};

/** The neighbour across the hexside `d` (may lie off the map). */
export function neighbour(o: Offset, d: Direction): Offset {
  const a = toAxial(o);
  const [dq, dr] = AXIAL_STEPS[d];
  return fromAxial(a.q + dq, a.r + dr);
}

/** Hex distance between two hexes. */
export function distance(a: Offset, b: Offset): number {
  const x = toAxial(a);
  const y = toAxial(b);
  const dq = x.q - y.q;
  const dr = x.r - y.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** The direction from a to b when they are neighbours, else null. */
export function directionTo(a: Offset, b: Offset): Direction | null {
  for (const d of DIRECTIONS) {
    const n = neighbour(a, d);
    if (n.col === b.col && n.row === b.row) return d;
  }
  return null;
}

/** Pixel centre of a hex; hex 0101's top-left corner of its box is (0, 0). */
export function centre(o: Offset): Point {
  const x = HEX_RADIUS + (o.col - 1) * COLUMN_PITCH;
  const y = HEX_HEIGHT * (o.row - 0.5 + (o.col % 2 === 0 ? 0.5 : 0));
  return { x, y };
}

/** Corner i (0..5) of a flat-topped hex: 0 east, then clockwise on screen. */
export function corner(c: Point, i: number, radius = HEX_RADIUS): Point {
  const a = (Math.PI / 3) * i;
  return { x: c.x + radius * Math.cos(a), y: c.y + radius * Math.sin(a) };
}

/** The two corners bounding hexside `d`, in clockwise order. */
export function hexsideCorners(c: Point, d: Direction, radius = HEX_RADIUS): [Point, Point] {
  const i = DIRECTIONS.indexOf(d);
  return [corner(c, (4 + i) % 6, radius), corner(c, (5 + i) % 6, radius)];
}

/** Screen angle in degrees (clockwise from up) of a facing: N 0, NE 60, … */
export function facingAngle(d: Direction): number {
  return DIRECTIONS.indexOf(d) * 60;
}

/** Unit vector from the hex centre towards the middle of hexside `d`. */
export function facingVector(d: Direction): Point {
  const a = ((facingAngle(d) - 90) * Math.PI) / 180;
  return { x: Math.cos(a), y: Math.sin(a) };
}

/** SVG points attribute of a hex outline. */
export function hexPoints(c: Point, radius = HEX_RADIUS): string {
  const pts: string[] = [];
  for (let i = 0; i < 6; i++) {
    const p = corner(c, i, radius);
    pts.push(`${p.x.toFixed(1)},${p.y.toFixed(1)}`);
  }
  return pts.join(' ');
}

/** Pixel size of a map of `columns` x `rows` hexes. */
export function mapSize(columns: number, rows: number): { width: number; height: number } {
  return {
    width: 2 * HEX_RADIUS + (columns - 1) * COLUMN_PITCH,
    height: HEX_HEIGHT * (rows + (columns > 1 ? 0.5 : 0)),
  };
}

/** The hex under a pixel, or null outside every hex of a columns x rows map. */
export function hexAt(p: Point, columns: number, rows: number): Offset | null {
  // Zero-based column q0 = col - 1; the layout is "odd-q" in q0 (odd q0, i.e.
  // even printed columns, shoved down) with hex (0, 0) centred at (R, H/2).
  // Fractional axial coordinates, then cube rounding.
  const qf = ((2 / 3) * (p.x - HEX_RADIUS)) / HEX_RADIUS;
  const rf = (p.y - HEX_HEIGHT / 2) / HEX_HEIGHT - qf / 2;
  const sf = -qf - rf;
  let q = Math.round(qf);
  let r = Math.round(rf);
  const s = Math.round(sf);
  const dq = Math.abs(q - qf);
  const dr = Math.abs(r - rf);
  const ds = Math.abs(s - sf);
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  const o = { col: q + 1, row: r + (q - (q & 1)) / 2 + 1 };
  if (o.col < 1 || o.col > columns || o.row < 1 || o.row > rows) return null;
  return o;
}
