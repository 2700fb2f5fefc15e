// The static GBN3 map as SVG: ground by elevation, terrain, contours and steep
// slopes (§1.1), hexside features, roads/paths/railways, retreat edges,
// hex numbers and place names. Drawn once per scenario as one string.
import { gridLayout, HEX_HEIGHT, HEX_RADIUS, HexGrid, label, parseLabel, type Direction, type Offset, type Point } from '../../core/hex';
import { esc, n1, seededRandom } from '../../core/svg';
import type { MapData, Scenario } from './types';
import * as T from './theme';

/** Levels differing by this much or more across a hexside are a steep slope (§1.1). */
export const STEEP_LEVELS = 2;

/** Lookup of the map's hexes by label, with its grid (`map.grid`). */
export interface MapIndex {
  hexes: Map<string, { terrain: string; level: number }>;
  columns: number;
  rows: number;
  grid: HexGrid;
}

export function indexMap(map: MapData): MapIndex {
  const hexes = new Map<string, { terrain: string; level: number }>();
  for (const h of map.hexes) hexes.set(h.hex, { terrain: h.terrain, level: h.level });
  return { hexes, columns: map.columns, rows: map.rows, grid: new HexGrid(gridLayout(map.grid)) };
}

/** A hexside written "CCRR/DIR" (a direction of the map's grid), split; null when malformed. */
export function parseHexside(s: string, grid: HexGrid): { hex: Offset; dir: Direction } | null {
  const [h, d = ''] = s.split('/');
  const hex = parseLabel(h ?? '');
  if (!hex || !grid.isDirection(d)) return null;
  return { hex, dir: d };
}

function seg(a: Point, b: Point): string {
  return `M${n1(a.x)} ${n1(a.y)}L${n1(b.x)} ${n1(b.y)}`;
}

/** Every hexside between two map hexes whose levels differ, once each. */
export function levelChanges(idx: MapIndex): { a: string; dir: Direction; diff: number }[] {
  const out: { a: string; dir: Direction; diff: number }[] = [];
  for (const [lab, h] of idx.hexes) {
    const o = parseLabel(lab)!;
    // Only directions 0-2 (N, NE, SE on a flat grid) from each hex: every hexside is visited once.
    for (const dir of idx.grid.directions.slice(0, 3)) {
      const nb = idx.hexes.get(label(idx.grid.neighbour(o, dir)));
      if (nb && nb.level !== h.level) out.push({ a: lab, dir, diff: Math.abs(nb.level - h.level) });
    }
  }
  return out;
}

function defs(): string {
  return `<defs>
<pattern id="woods" width="14" height="12" patternUnits="userSpaceOnUse">
 <rect width="14" height="12" fill="${T.WOODS_FILL}" fill-opacity="0.82"/>
 <circle cx="3.5" cy="3.5" r="2.6" fill="${T.WOODS_TREE}"/><circle cx="10.5" cy="9" r="2.6" fill="${T.WOODS_TREE}"/>
 <circle cx="3" cy="3" r="1" fill="#7fa865"/><circle cx="10" cy="8.5" r="1" fill="#7fa865"/>
</pattern>
<pattern id="marsh" width="10" height="8" patternUnits="userSpaceOnUse">
 <path d="M1 4h6M4 7h5" stroke="${T.MARSH_HATCH}" stroke-width="1.2"/>
</pattern>
</defs>`;
}

function buildings(grid: HexGrid, c: Point, town: boolean, seed: number): string {
  const rnd = seededRandom(seed);
  const count = town ? 11 : 5;
  const spread = town ? 0.62 : 0.48;
  const fill = town ? T.TOWN_BLOCK : T.VILLAGE_BLOCK;
  let s = '';
  if (town) s += `<polygon points="${grid.hexPoints(c, HEX_RADIUS * 0.7)}" fill="#cbb89a" fill-opacity="0.7"/>`;
  for (let i = 0; i < count; i++) {
    const x = c.x + (rnd() - 0.5) * 2 * HEX_RADIUS * spread;
    const y = c.y + (rnd() - 0.5) * 2 * HEX_RADIUS * spread * 0.85;
    const w = 4 + rnd() * (town ? 6 : 4);
    const h = 3 + rnd() * 4;
    s += `<rect x="${n1(x - w / 2)}" y="${n1(y - h / 2)}" width="${n1(w)}" height="${n1(h)}" fill="${fill}"/>`;
  }
  return `<g class="t-built">${s}</g>`;
}

function linePath(grid: HexGrid, hexes: string[]): string {
  let d = '';
  hexes.forEach((h, i) => {
    const o = parseLabel(h);
    if (!o) return;
    const c = grid.centre(o);
    d += `${i === 0 ? 'M' : 'L'}${n1(c.x)} ${n1(c.y)}`;
  });
  return d;
}

/** Hexes of a retreat edge with the hexsides that lie on the map border. */
function borderSides(idx: MapIndex, hex: string): Direction[] {
  const o = parseLabel(hex);
  if (!o) return [];
  return idx.grid.directions.filter((d) => !idx.hexes.has(label(idx.grid.neighbour(o, d))));
}

/** The static map of a scenario as an SVG group string. */
export function renderMap(sc: Scenario): string {
  const map = sc.map;
  const idx = indexMap(map);
  const grid = idx.grid;
  const out: string[] = [defs()];
  const size = grid.mapSize(map.columns, map.rows);
  out.push(`<rect class="map-paper" x="-12" y="-12" width="${n1(size.width + 24)}" height="${n1(size.height + 24)}" fill="#e9e2c8"/>`);

  // Ground: one path per level keeps the element count low.
  const byLevel = new Map<number, string[]>();
  const woods: string[] = [];
  const marsh: string[] = [];
  const built: string[] = [];
  for (const h of map.hexes) {
    const o = parseLabel(h.hex);
    if (!o) continue;
    const c = grid.centre(o);
    const pts = grid.hexPoints(c);
    const list = byLevel.get(h.level) ?? [];
    list.push(`M${pts.replace(/ /g, 'L')}Z`);
    byLevel.set(h.level, list);
    if (h.terrain === 'woods') woods.push(`M${pts.replace(/ /g, 'L')}Z`);
    if (h.terrain === 'marsh') marsh.push(`M${pts.replace(/ /g, 'L')}Z`);
    if (h.terrain === 'village' || h.terrain === 'town') built.push(buildings(grid, c, h.terrain === 'town', o.col * 100 + o.row));
  }
  out.push('<g class="layer-ground">');
  for (const [level, paths] of [...byLevel].sort((a, b) => a[0] - b[0])) {
    const fill = T.LEVEL_FILL[Math.min(Math.max(level - 1, 0), T.LEVEL_FILL.length - 1)];
    out.push(`<path class="level-${level}" d="${paths.join('')}" fill="${fill}"/>`);
  }
  out.push('</g>');
  out.push(`<path class="t-woods" d="${woods.join('')}" fill="url(#woods)"/>`);
  out.push(`<path class="t-marsh" d="${marsh.join('')}" fill="url(#marsh)"/>`);
  out.push(`<g class="layer-built">${built.join('')}</g>`);

  // Hex grid, then contour lines where the level changes (§1.1 steep slopes heavier).
  const outline = map.hexes.map((h) => `M${grid.hexPoints(grid.centre(parseLabel(h.hex)!)).replace(/ /g, 'L')}Z`).join('');
  out.push(`<path class="grid" d="${outline}" fill="none" stroke="${T.GRID_STROKE}" stroke-width="0.6"/>`);
  let contour = '';
  let steep = '';
  for (const ch of levelChanges(idx)) {
    const [a, b] = grid.hexsideCorners(grid.centre(parseLabel(ch.a)!), ch.dir);
    if (ch.diff >= STEEP_LEVELS) steep += seg(a, b);
    else contour += seg(a, b);
  }
  out.push(`<path class="contour" d="${contour}" fill="none" stroke="${T.CONTOUR_STROKE}" stroke-width="1.6" stroke-linecap="round"/>`);
  out.push(`<path class="steep" d="${steep}" fill="none" stroke="${T.STEEP_STROKE}" stroke-width="3.4" stroke-linecap="round"/>`);

  // Retreat edges in the side's colour.
  for (const [side, info] of Object.entries(sc.sides ?? {})) {
    let d = '';
    for (const hex of info.retreat_edge ?? []) {
      const o = parseLabel(hex);
      if (!o) continue;
      for (const dir of borderSides(idx, hex)) {
        const [a, b] = grid.hexsideCorners(grid.centre(o), dir, HEX_RADIUS - 3);
        d += seg(a, b);
      }
    }
    if (d) out.push(`<path class="retreat retreat-${side}" d="${d}" fill="none" stroke="${T.RETREAT_TINT[side] ?? '#888'}" stroke-width="6" stroke-opacity="0.55"/>`);
  }

  // Linear features through hex centres.
  for (const r of map.railways ?? []) {
    const d = linePath(grid, r);
    out.push(`<path class="railway" d="${d}" fill="none" stroke="${T.RAILWAY_STROKE}" stroke-width="2"/>`);
    out.push(`<path d="${d}" fill="none" stroke="${T.RAILWAY_STROKE}" stroke-width="7" stroke-dasharray="1.5 6"/>`);
  }
  for (const p of map.paths ?? [])
    out.push(`<path class="path" d="${linePath(grid, p)}" fill="none" stroke="${T.PATH_STROKE}" stroke-width="2.2" stroke-dasharray="6 4" stroke-linecap="round"/>`);
  for (const r of map.roads ?? []) {
    const d = linePath(grid, r);
    out.push(`<path d="${d}" fill="none" stroke="#f6efd9" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/>`);
    out.push(`<path class="road" d="${d}" fill="none" stroke="${T.ROAD_STROKE}" stroke-width="3.2" stroke-linejoin="round" stroke-linecap="round"/>`);
  }

  // Hexside features.
  const feat: Record<string, string> = { stream: '', river: '', ravine: '', escarpment: '' };
  const bridges: string[] = [];
  for (const hs of map.hexsides ?? []) {
    const p = parseHexside(hs.side, grid);
    if (!p) continue;
    const c = grid.centre(p.hex);
    const [a, b] = grid.hexsideCorners(c, p.dir);
    for (const f of hs.features) {
      if (f in feat) feat[f] += seg(a, b);
      if (f === 'escarpment' || f === 'ravine') {
        // Teeth (escarpment) or hatch (ravine) pointing to the hex of p.hex.
        const ticks = 4;
        for (let i = 1; i <= ticks; i++) {
          const t = i / (ticks + 1);
          const m = { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
          const k = f === 'escarpment' ? 0.16 : 0.12;
          const q = { x: m.x + (c.x - m.x) * k, y: m.y + (c.y - m.y) * k };
          feat[f] += seg(m, q);
        }
      }
      if (f === 'bridge') {
        const nb = grid.centre(grid.neighbour(p.hex, p.dir));
        const m = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
        const ang = (Math.atan2(nb.y - c.y, nb.x - c.x) * 180) / Math.PI;
        bridges.push(
          `<g class="bridge" transform="translate(${n1(m.x)} ${n1(m.y)}) rotate(${n1(ang)})"><rect x="-9" y="-4.5" width="18" height="9" fill="#efe6cf" stroke="#3b2f22" stroke-width="1"/><path d="M-9 -4.5h18M-9 4.5h18" stroke="#3b2f22" stroke-width="1.8"/></g>`,
        );
      }
    }
  }
  out.push(`<path class="stream" d="${feat.stream}" fill="none" stroke="${T.STREAM_STROKE}" stroke-width="2.6" stroke-linecap="round"/>`);
  out.push(`<path class="river" d="${feat.river}" fill="none" stroke="${T.RIVER_STROKE}" stroke-width="6.5" stroke-linecap="round"/>`);
  out.push(`<path class="ravine" d="${feat.ravine}" fill="none" stroke="#7a5230" stroke-width="1.6"/>`);
  out.push(`<path class="escarpment" d="${feat.escarpment}" fill="none" stroke="#4b2e14" stroke-width="2.2"/>`);
  out.push(`<g class="layer-bridges">${bridges.join('')}</g>`);

  // Hex numbers, small near the top edge, as printed.
  const numbers = map.hexes
    .map((h) => {
      const c = grid.centre(parseLabel(h.hex)!);
      return `<text x="${n1(c.x)}" y="${n1(c.y - HEX_HEIGHT / 2 + 8.5)}">${h.hex}</text>`;
    })
    .join('');
  out.push(`<g class="hexnum" fill="${T.HEX_NUMBER_FILL}" font-size="7.5" font-family="Helvetica, Arial, sans-serif" text-anchor="middle">${numbers}</g>`);

  // Place names (serif, beside the hex) and victory locations with their VP.
  const vpByPlace = new Map<string, number>();
  for (const l of sc.locations ?? []) vpByPlace.set(l.place, l.vp);
  const names: string[] = [];
  for (const pl of map.places ?? []) {
    const hexes = pl.hexes.map(parseLabel).filter((o): o is Offset => !!o);
    if (!hexes.length) continue;
    const c = grid.centre(hexes[0]);
    const vp = vpByPlace.get(pl.name);
    names.push(
      `<text class="place" x="${n1(c.x)}" y="${n1(c.y + HEX_HEIGHT / 2 - 4)}" text-anchor="middle">${esc(pl.name)}</text>`,
    );
    if (vp !== undefined) {
      for (const h of hexes) {
        const hc = grid.centre(h);
        names.push(
          `<g class="vp-marker" transform="translate(${n1(hc.x + HEX_RADIUS * 0.56)} ${n1(hc.y - HEX_HEIGHT * 0.3)})"><circle r="7.5" fill="#b3261e" stroke="#fff" stroke-width="1.2"/><text y="3.3" text-anchor="middle" font-size="9.5" font-weight="700" fill="#fff">${vp}</text></g>`,
        );
      }
    }
  }
  out.push(`<g class="places" font-family="Georgia, 'DejaVu Serif', 'Times New Roman', serif" font-size="11.5" font-style="italic" fill="${T.PLACE_FILL}" stroke="#fbf7ea" stroke-width="3" paint-order="stroke" stroke-linejoin="round">${names.join('')}</g>`);
  return out.join('\n');
}

/** An invisible hit polygon per hex (data-hex) for pointer events. */
export function renderHitLayer(map: MapData): string {
  const grid = new HexGrid(gridLayout(map.grid));
  return map.hexes
    .map((h) => `<polygon data-hex="${h.hex}" points="${grid.hexPoints(grid.centre(parseLabel(h.hex)!))}"/>`)
    .join('');
}
