// The Königgrätz map as SVG (issue 18 item 1), in the style of the GBN3
// maps (systems/gbn3/theme.ts): clear ground and hills, light woods and
// woods, towns; the Bistritz with its bridges and fords, ridges and tree
// lines on hexsides; the fieldworks with their protected hexsides (a
// rampart inside the works hex) and battery positions (§19.6); roads and
// trails (§4.6); the entry hexes A–N with their letters (§13.1, §17.4);
// place names and hex numbers. The grid's layout comes from the map data.
import { gridLayout, HEX_HEIGHT, HEX_RADIUS, HexGrid, label, parseLabel, type Point } from '../../core/hex';
import { esc, n1, seededRandom } from '../../core/svg';
import * as T from '../gbn3/theme';
import type { MnsMap, MnsScenario } from './types';

export const HILL_FILL = '#d9c592';
export const LIGHT_WOODS_FILL = '#a9c98a';
export const RIDGE_STROKE = '#7a4f22';
export const TREELINE_STROKE = '#2f5a24';
export const WORKS_STROKE = '#6b2a14';

function seg(a: Point, b: Point): string {
  return `M${n1(a.x)} ${n1(a.y)}L${n1(b.x)} ${n1(b.y)}`;
}

function hexPath(grid: HexGrid, c: Point, r = HEX_RADIUS): string {
  return `M${grid.hexPoints(c, r).replace(/ /g, 'L')}Z`;
}

function defs(): string {
  return `<defs>
<pattern id="mns-woods" width="14" height="12" patternUnits="userSpaceOnUse">
 <rect width="14" height="12" fill="${T.WOODS_FILL}" fill-opacity="0.85"/>
 <circle cx="3.5" cy="3.5" r="2.6" fill="${T.WOODS_TREE}"/><circle cx="10.5" cy="9" r="2.6" fill="${T.WOODS_TREE}"/>
</pattern>
<pattern id="mns-light-woods" width="18" height="16" patternUnits="userSpaceOnUse">
 <rect width="18" height="16" fill="${LIGHT_WOODS_FILL}" fill-opacity="0.75"/>
 <circle cx="4" cy="4" r="2.2" fill="${T.WOODS_TREE}" fill-opacity="0.7"/><circle cx="13" cy="12" r="2.2" fill="${T.WOODS_TREE}" fill-opacity="0.7"/>
</pattern>
</defs>`;
}

function town(grid: HexGrid, c: Point, seed: number): string {
  const rnd = seededRandom(seed);
  let s = `<polygon points="${grid.hexPoints(c, HEX_RADIUS * 0.7)}" fill="#cbb89a" fill-opacity="0.7"/>`;
  for (let i = 0; i < 9; i++) {
    const x = c.x + (rnd() - 0.5) * 2 * HEX_RADIUS * 0.55;
    const y = c.y + (rnd() - 0.5) * 2 * HEX_RADIUS * 0.47;
    const w = 4 + rnd() * 5;
    const h = 3 + rnd() * 4;
    s += `<rect x="${n1(x - w / 2)}" y="${n1(y - h / 2)}" width="${n1(w)}" height="${n1(h)}" fill="${T.TOWN_BLOCK}"/>`;
  }
  return s;
}

/** A hexside "CCRR/DIR" on this grid: the hex's centre and the side's two corners. */
export function hexsideGeometry(side: string, grid: HexGrid): { centre: Point; a: Point; b: Point; other: Point } | null {
  const [h, d] = side.split('/');
  const o = parseLabel(h ?? '');
  if (!o || !d || !grid.isDirection(d)) return null;
  const centre = grid.centre(o);
  const [a, b] = grid.hexsideCorners(centre, d);
  return { centre, a, b, other: grid.centre(grid.neighbour(o, d)) };
}

/** The static map of a scenario as an SVG group string. */
export function renderMap(sc: MnsScenario): string {
  const map = sc.map;
  const grid = new HexGrid(gridLayout(map.grid));
  const out: string[] = [defs()];
  const size = grid.mapSize(map.columns, map.rows);
  out.push(`<rect class="map-paper" x="-12" y="-12" width="${n1(size.width + 24)}" height="${n1(size.height + 24)}" fill="#e9e2c8"/>`);

  const clear: string[] = [];
  const hills: string[] = [];
  const woods: string[] = [];
  const light: string[] = [];
  const towns: string[] = [];
  const works: string[] = [];
  const batteries: string[] = [];
  const centre = new Map<string, Point>();
  for (const h of map.hexes) {
    const o = parseLabel(h.hex);
    if (!o) continue;
    const c = grid.centre(o);
    centre.set(h.hex, c);
    (h.hill ? hills : clear).push(hexPath(grid, c));
    if (h.terrain === 'woods') woods.push(hexPath(grid, c));
    if (h.terrain === 'light_woods') light.push(hexPath(grid, c));
    if (h.terrain === 'town') towns.push(town(grid, c, o.col * 100 + o.row));
    if (h.fieldworks) works.push(hexPath(grid, c, HEX_RADIUS * 0.86));
    if (h.battery_position)
      batteries.push(
        `<g class="battery-position" data-hex="${h.hex}" transform="translate(${n1(c.x - HEX_RADIUS * 0.42)} ${n1(c.y + HEX_HEIGHT * 0.2)})"><title>battery position §19.6</title><path d="M-7 4h14l-3 -7h-8z" fill="${WORKS_STROKE}" fill-opacity="0.75"/><circle r="2" cy="-1" fill="#fff"/></g>`,
      );
  }
  out.push(`<path class="t-clear" d="${clear.join('')}" fill="${T.LEVEL_FILL[0]}"/>`);
  out.push(`<path class="t-hill" d="${hills.join('')}" fill="${HILL_FILL}"/>`);
  out.push(`<path class="t-light-woods" d="${light.join('')}" fill="url(#mns-light-woods)"/>`);
  out.push(`<path class="t-woods" d="${woods.join('')}" fill="url(#mns-woods)"/>`);
  out.push(`<g class="layer-built">${towns.join('')}</g>`);
  out.push(`<path class="fieldworks" d="${works.join('')}" fill="${WORKS_STROKE}" fill-opacity="0.08" stroke="${WORKS_STROKE}" stroke-opacity="0.35" stroke-width="1" stroke-dasharray="3 3"/>`);
  out.push(`<path class="grid" d="${[...centre.values()].map((c) => hexPath(grid, c)).join('')}" fill="none" stroke="${T.GRID_STROKE}" stroke-width="0.6"/>`);

  // Hill edges: a contour where a hill meets lower ground.
  const hill = new Set(map.hexes.filter((h) => h.hill).map((h) => h.hex));
  let contour = '';
  for (const lab of hill) {
    const o = parseLabel(lab)!;
    for (const d of grid.directions) {
      const nl = label(grid.neighbour(o, d));
      if (!hill.has(nl) && centre.has(nl)) contour += seg(...grid.hexsideCorners(centre.get(lab)!, d));
    }
  }
  out.push(`<path class="contour" d="${contour}" fill="none" stroke="${T.CONTOUR_STROKE}" stroke-width="1.6" stroke-linecap="round"/>`);

  // Roads and trails, hex centre to hex centre (§4.6).
  const pairs = (list: [string, string][]) =>
    list
      .map(([a, b]) => (centre.has(a) && centre.has(b) ? seg(centre.get(a)!, centre.get(b)!) : ''))
      .join('');
  out.push(`<path class="trail" d="${pairs(map.trails)}" fill="none" stroke="${T.PATH_STROKE}" stroke-width="2.2" stroke-dasharray="6 4" stroke-linecap="round"/>`);
  const roads = pairs(map.roads);
  out.push(`<path d="${roads}" fill="none" stroke="#f6efd9" stroke-width="6" stroke-linecap="round"/>`);
  out.push(`<path class="road" d="${roads}" fill="none" stroke="${T.ROAD_STROKE}" stroke-width="3.2" stroke-linecap="round"/>`);

  // Hexside features; a protected side of the works as a rampart inside the works hex (§19.6).
  let river = '';
  let ridge = '';
  let treeline = '';
  let rampart = '';
  const marks: string[] = [];
  const worksHex = new Set(map.hexes.filter((h) => h.fieldworks).map((h) => h.hex));
  for (const hs of map.hexsides) {
    const geo = hexsideGeometry(hs.side, grid);
    if (!geo) continue;
    const { a, b, centre: c, other } = geo;
    const m = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    for (const f of hs.features) {
      if (f === 'bistritz' || f === 'ford' || f === 'bridge') river += seg(a, b);
      if (f === 'ridge') ridge += seg(a, b);
      if (f === 'treeline') treeline += seg(a, b);
      if (f === 'ford') marks.push(`<g class="ford" data-hexside="${esc(hs.side)}"><title>ford</title><circle cx="${n1(m.x)}" cy="${n1(m.y)}" r="5" fill="#e9e2c8" stroke="${T.RIVER_STROKE}" stroke-width="1.2"/><text x="${n1(m.x)}" y="${n1(m.y + 3)}" font-size="7" text-anchor="middle" fill="${T.RIVER_STROKE}">F</text></g>`);
      if (f === 'bridge') {
        const ang = (Math.atan2(other.y - c.y, other.x - c.x) * 180) / Math.PI;
        marks.push(`<g class="bridge" data-hexside="${esc(hs.side)}" transform="translate(${n1(m.x)} ${n1(m.y)}) rotate(${n1(ang)})"><title>bridge</title><rect x="-9" y="-4.5" width="18" height="9" fill="#efe6cf" stroke="#3b2f22" stroke-width="1"/><path d="M-9 -4.5h18M-9 4.5h18" stroke="#3b2f22" stroke-width="1.8"/></g>`);
      }
      if (f === 'protected') {
        // Drawn inside the works hex of the two (the side's hex, or its neighbour).
        const inner = worksHex.has(hs.side.split('/')[0]) ? c : other;
        const k = 0.16;
        const a2 = { x: a.x + (inner.x - a.x) * k, y: a.y + (inner.y - a.y) * k };
        const b2 = { x: b.x + (inner.x - b.x) * k, y: b.y + (inner.y - b.y) * k };
        rampart += seg(a2, b2);
      }
    }
  }
  out.push(`<path class="river" d="${river}" fill="none" stroke="${T.RIVER_STROKE}" stroke-width="5.5" stroke-linecap="round"/>`);
  out.push(`<path class="ridge" d="${ridge}" fill="none" stroke="${RIDGE_STROKE}" stroke-width="4" stroke-linecap="round" stroke-dasharray="2 3"/>`);
  out.push(`<path class="treeline" d="${treeline}" fill="none" stroke="${TREELINE_STROKE}" stroke-width="3" stroke-linecap="round" stroke-dasharray="1 4"/>`);
  out.push(`<path class="rampart" d="${rampart}" fill="none" stroke="${WORKS_STROKE}" stroke-width="3.6" stroke-linecap="square"/>`);
  out.push(`<g class="mns-marks">${marks.join('')}${batteries.join('')}</g>`);

  // Entry hexes A–N (§13.1, §17.4).
  const entries = map.entries
    .filter((e) => centre.has(e.hex))
    .map((e) => {
      const c = centre.get(e.hex)!;
      return `<g class="entry" data-entry="${esc(e.id)}" data-hex="${e.hex}" transform="translate(${n1(c.x + HEX_RADIUS * 0.45)} ${n1(c.y - HEX_HEIGHT * 0.22)})"><title>Entry hex ${esc(e.id)}${e.loc ? ' (LOC)' : ''}</title><circle r="8.5" fill="#1f3b73" stroke="#fff" stroke-width="1.3"/><text y="3.6" text-anchor="middle" font-size="10.5" font-weight="700" fill="#fff">${esc(e.id)}</text></g>`;
    })
    .join('');
  out.push(`<g class="entries">${entries}</g>`);

  const numbers = map.hexes
    .map((h) => {
      const c = centre.get(h.hex);
      return c ? `<text x="${n1(c.x)}" y="${n1(c.y - HEX_HEIGHT / 2 + 8.5)}">${h.hex}</text>` : '';
    })
    .join('');
  out.push(`<g class="hexnum" fill="${T.HEX_NUMBER_FILL}" font-size="7.5" font-family="Helvetica, Arial, sans-serif" text-anchor="middle">${numbers}</g>`);

  const names = map.places
    .filter((p) => p.hexes.length && centre.has(p.hexes[0]))
    .map((p) => {
      const c = centre.get(p.hexes[0])!;
      return `<text class="place" x="${n1(c.x)}" y="${n1(c.y + HEX_HEIGHT / 2 - 4)}" text-anchor="middle">${esc(p.name)}</text>`;
    })
    .join('');
  out.push(`<g class="places" font-family="Georgia, 'DejaVu Serif', 'Times New Roman', serif" font-size="11.5" font-style="italic" fill="${T.PLACE_FILL}" stroke="#fbf7ea" stroke-width="3" paint-order="stroke" stroke-linejoin="round">${names}</g>`);
  return out.join('\n');
}

/** An invisible hit polygon per hex (data-hex) for pointer events. */
export function renderHitLayer(map: MnsMap): string {
  const grid = new HexGrid(gridLayout(map.grid));
  return map.hexes.map((h) => `<polygon data-hex="${h.hex}" points="${grid.hexPoints(grid.centre(parseLabel(h.hex)!))}"/>`).join('');
}
