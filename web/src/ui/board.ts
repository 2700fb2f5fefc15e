// The map on screen: the system's static map, counters, and the overlays of
// play (selection, reachable hexes with MP cost, dimming, paths, lines of
// sight, last-move arrows, the facing picker, what the game changed on the
// map). What to draw comes from the system's module; hexes are hit by data-hex.
import { gridLayout, HEX_HEIGHT, HEX_RADIUS, HexGrid, parseLabel, type Direction } from '../core/hex';
import { esc, n1 } from '../core/svg';
import type { ScenarioDoc } from '../api/types';
import type { BoardPiece, CounterSet, MoveArrow, SystemModule } from '../systems/module';
import { CACHE_MIN_HEXES, StaticLayer } from './static-layer';
import { labelSizes, Viewport } from './viewport';

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Scale of a small piece (a commander) drawn in a corner of its hex. */
const SMALL_SCALE = 0.66;

export interface Highlights {
  /** Destination hexes with the label to show (MP cost). */
  dests: Map<string, string>;
  /** Hexes an aimed action targets (enemies to fire at or assault). */
  targets: Set<string>;
  /** Hexes with hex-only actions. */
  hexes: Set<string>;
  /** Dim every hex not named above. */
  dim: boolean;
  /** Hexes within the selected piece's range, with a line of sight (lit, under the rest). */
  range: Set<string>;
}

/** Where each counter of a stack of `count` is drawn from the hex's centre,
 * bottom first (the last, on top, at the centre): each lower one `fan` up
 * and right of the one above it, closer when the bottom one would be more
 * than `spread` away (so that every counter still covers the hex's centre). */
export function stackOffsets(count: number, fan: number, spread = Infinity): { dx: number; dy: number }[] {
  const step = count > 1 ? Math.min(fan, spread / (count - 1)) : 0;
  return Array.from({ length: count }, (_, i) => {
    const depth = count - 1 - i;
    return { dx: depth * step, dy: -depth * step };
  });
}

export function emptyHighlights(): Highlights {
  return { dests: new Map(), targets: new Set(), hexes: new Set(), dim: false, range: new Set() };
}

export class Board {
  readonly svg: SVGSVGElement;
  readonly viewport: Viewport;
  private layers: Record<string, SVGGElement> = {};
  private counters: CounterSet;
  onHexClick: (hex: string, e?: MouseEvent) => void = () => {};
  onHexHover: (hex: string | null) => void = () => {};
  onFacing: (facing: string) => void = () => {};
  private hover: string | null = null;
  /** The static map as a bitmap, on a large map (null: the vector map alone). */
  staticLayer: StaticLayer | null = null;
  /** The map's grid, laid out as its data says (`map.grid`). */
  readonly grid: HexGrid;

  constructor(
    container: HTMLElement,
    readonly system: SystemModule,
    readonly scenario: ScenarioDoc,
  ) {
    this.counters = system.counters(scenario);
    this.grid = new HexGrid(gridLayout(scenario.map.grid));
    const size = this.grid.mapSize(scenario.map.columns, scenario.map.rows);
    this.svg = document.createElementNS(SVG_NS, 'svg');
    this.svg.setAttribute('class', 'board');
    this.svg.setAttribute('data-map', scenario.map.id);
    const world = document.createElementNS(SVG_NS, 'g');
    world.setAttribute('class', 'world');
    this.svg.appendChild(world);
    for (const name of ['map', 'changes', 'dim', 'marks', 'arrows', 'counters', 'overlay', 'hit', 'picker']) {
      const g = document.createElementNS(SVG_NS, 'g');
      g.setAttribute('class', `layer-${name}`);
      world.appendChild(g);
      this.layers[name] = g;
    }
    const mapSvg = system.renderMap(scenario);
    this.layers.map.innerHTML = mapSvg;
    this.layers.hit.innerHTML = system.renderHitLayer(scenario.map);
    container.appendChild(this.svg);
    this.viewport = new Viewport(container, this.svg, size);
    // A large map pans as one bitmap (ui/static-layer.ts); a small one as it is.
    if (scenario.map.hexes.length >= CACHE_MIN_HEXES) {
      const layer = new StaticLayer(container, this.svg, this.layers.map, mapSvg, size, labelSizes);
      layer.current = () => this.viewport.t;
      this.viewport.onChange = () => layer.update(this.viewport.t);
      this.staticLayer = layer;
    }
    this.svg.addEventListener('click', (e) => {
      if (this.viewport.dragged) return;
      const el = (e.target as Element).closest('[data-facing],[data-hex]');
      if (!el) return;
      const f = el.getAttribute('data-facing');
      if (f) this.onFacing(f);
      else this.onHexClick(el.getAttribute('data-hex')!, e);
    });
    this.svg.addEventListener('pointermove', (e) => {
      const el = (e.target as Element).closest('[data-hex]');
      const hex = el?.getAttribute('data-hex') ?? null;
      if (hex !== this.hover) {
        this.hover = hex;
        this.onHexHover(hex);
      }
    });
    this.svg.addEventListener('pointerleave', () => {
      this.hover = null;
      this.onHexHover(null);
    });
  }

  /** Draws every piece on the map; stacks cascade, small pieces (commanders) sit in a corner. */
  setPieces(pieces: BoardPiece[], opts: { selectable: Set<string>; selected: string | null; moved: Set<string> }): void {
    const byHex = new Map<string, BoardPiece[]>();
    for (const p of pieces) {
      const list = byHex.get(p.hex) ?? [];
      list.push(p);
      byHex.set(p.hex, list);
    }
    const size = this.system.counterSize;
    const out: string[] = [];
    for (const [hex, list] of byHex) {
      const o = parseLabel(hex);
      if (!o) continue;
      const c = this.grid.centre(o);
      const units = list.filter((p) => !p.small);
      const cmds = list.filter((p) => p.small);
      // A system's own fan spreads a stack at most two fans (a stack of three in full).
      const fan = this.system.stackFan;
      const offsets = fan ? stackOffsets(units.length, fan, 2 * fan) : stackOffsets(units.length, 3.5);
      units.forEach((p, i) => out.push(this.counterGroup(p, c.x + offsets[i].dx, c.y + offsets[i].dy, size, opts, hex)));
      const top = this.system.commanderCorner === 'top-left';
      cmds.forEach((p, i) => {
        const x = c.x - HEX_RADIUS * 0.5 + i * 5;
        const y = top ? c.y - HEX_HEIGHT * 0.22 + i * 4 : c.y + HEX_HEIGHT * 0.22 + i * 4;
        out.push(this.counterGroup(p, x, y, Math.round(size * SMALL_SCALE), opts, hex));
      });
      if (list.length > 1)
        out.push(`<g class="stack-count" transform="translate(${n1(c.x + size / 2 + 2)} ${n1(c.y + size / 2 - 2)})"><circle r="7" fill="#fff" stroke="#333"/><text y="3.5" text-anchor="middle" font-size="9" font-weight="700">${list.length}</text></g>`);
    }
    this.layers.counters.innerHTML = out.join('');
  }

  private counterGroup(p: BoardPiece, x: number, y: number, size: number, opts: { selectable: Set<string>; selected: string | null; moved: Set<string> }, hex: string): string {
    const angle = p.facing && this.grid.isDirection(p.facing) ? this.grid.facingAngle(p.facing) : 0;
    const cls = ['counter', `side-${p.seat ?? ''}`];
    if (opts.selectable.has(p.id)) cls.push('selectable');
    if (opts.selected === p.id) cls.push('selected');
    if (opts.moved.has(p.id)) cls.push('moved');
    const half = size / 2 + 3;
    const ring = `<rect class="ring" x="${-half}" y="${-half}" width="${2 * half}" height="${2 * half}" rx="5" fill="none"/>`;
    return `<g class="${cls.join(' ')}" data-piece="${esc(p.id)}" data-hex="${hex}" transform="translate(${n1(x)} ${n1(y)}) rotate(${angle})"><g class="cscale">${ring}${this.counters.svg(p, size)}</g></g>`;
  }

  setHighlights(h: Highlights): void {
    const all = this.scenario.map.hexes.map((x) => x.hex);
    let dim = '';
    if (h.dim)
      for (const hex of all) {
        if (h.dests.has(hex) || h.targets.has(hex) || h.hexes.has(hex) || h.range.has(hex)) continue;
        dim += `M${this.grid.hexPoints(this.grid.centre(parseLabel(hex)!)).replace(/ /g, 'L')}Z`;
      }
    this.layers.dim.innerHTML = dim ? `<path d="${dim}" fill="#1a1408" fill-opacity="0.38"/>` : '';
    const marks: string[] = [];
    for (const hex of h.range) marks.push(`<polygon class="in-range" data-range="${hex}" points="${this.grid.hexPoints(this.grid.centre(parseLabel(hex)!), HEX_RADIUS - 3)}"/>`);
    for (const [hex, text] of h.dests) {
      const c = this.grid.centre(parseLabel(hex)!);
      marks.push(`<polygon class="dest" data-dest="${hex}" points="${this.grid.hexPoints(c, HEX_RADIUS - 2)}"/>`);
      // A label longer than an MP cost (a retreat's "MC ZOC") widens its box.
      const w = Math.max(26, 6 * [...text].length + 6);
      if (text)
        marks.push(`<g class="cost" data-cost="${hex}" transform="translate(${n1(c.x)} ${n1(c.y)})"><rect x="${n1(-w / 2)}" y="-7" width="${w}" height="13" rx="3"/><text y="3.5" text-anchor="middle">${esc(text)}</text></g>`);
    }
    for (const hex of h.targets) marks.push(`<polygon class="target" data-target="${hex}" points="${this.grid.hexPoints(this.grid.centre(parseLabel(hex)!), HEX_RADIUS - 2)}"/>`);
    for (const hex of h.hexes) marks.push(`<polygon class="hexmark" data-mark="${hex}" points="${this.grid.hexPoints(this.grid.centre(parseLabel(hex)!), HEX_RADIUS - 2)}"/>`);
    this.layers.marks.innerHTML = marks.join('');
  }

  /** The path a unit would take, through hex centres, with the MP cost at its end. */
  showPath(hexes: string[], cost?: string): void {
    if (hexes.length < 2) {
      this.layers.overlay.innerHTML = '';
      return;
    }
    const pts = hexes.map((h) => this.grid.centre(parseLabel(h)!));
    const d = pts.map((p, i) => `${i ? 'L' : 'M'}${n1(p.x)} ${n1(p.y)}`).join('');
    const end = pts[pts.length - 1];
    this.layers.overlay.innerHTML =
      `<path class="path-line" d="${d}"/>` +
      pts.map((p) => `<circle class="path-dot" cx="${n1(p.x)}" cy="${n1(p.y)}" r="4"/>`).join('') +
      (cost ? `<g class="path-cost" transform="translate(${n1(end.x)} ${n1(end.y - 20)})"><rect x="-16" y="-9" width="32" height="16" rx="4"/><text y="4" text-anchor="middle">${esc(cost)}</text></g>` : '');
  }

  /** A line of sight: green when clear, red with the blocking hex crossed. */
  showLos(from: string, to: string, clear: boolean, blockedBy: string | null): void {
    const a = this.grid.centre(parseLabel(from)!);
    const b = this.grid.centre(parseLabel(to)!);
    let s = `<line class="los ${clear ? 'los-clear' : 'los-blocked'}" x1="${n1(a.x)}" y1="${n1(a.y)}" x2="${n1(b.x)}" y2="${n1(b.y)}"/>`;
    if (!clear && blockedBy) {
      const c = this.grid.centre(parseLabel(blockedBy)!);
      s += `<g class="los-block" data-blocked="${blockedBy}"><polygon points="${this.grid.hexPoints(c, HEX_RADIUS - 3)}"/><path d="M${n1(c.x - 12)} ${n1(c.y - 12)}L${n1(c.x + 12)} ${n1(c.y + 12)}M${n1(c.x + 12)} ${n1(c.y - 12)}L${n1(c.x - 12)} ${n1(c.y + 12)}"/></g>`;
    }
    this.layers.overlay.innerHTML = s;
  }

  /** Hexes outlined under the pointer (GBN3: a unit's front hexes, rule 4). */
  outline(hexes: string[]): void {
    this.layers.overlay.innerHTML = hexes
      .map((h) => parseLabel(h) && `<polygon class="front" data-front="${esc(h)}" points="${this.grid.hexPoints(this.grid.centre(parseLabel(h)!), HEX_RADIUS - 4)}"/>`)
      .filter(Boolean)
      .join('');
  }

  clearOverlay(): void {
    this.layers.overlay.innerHTML = '';
  }

  /** What the game changed on the map, as the system draws it (SVG). */
  setChanges(svg: string): void {
    if (this.changes !== svg) this.layers.changes.innerHTML = svg;
    this.changes = svg;
  }

  private changes = '';

  /** Arrows of the opponent's last moves. */
  setArrows(last: MoveArrow[]): void {
    const out: string[] = [];
    for (const m of last) {
      if (!m.from || !m.to || m.from === m.to) continue;
      const a = this.grid.centre(parseLabel(m.from)!);
      const b = this.grid.centre(parseLabel(m.to)!);
      const len = Math.hypot(b.x - a.x, b.y - a.y);
      const ux = (b.x - a.x) / len;
      const uy = (b.y - a.y) / len;
      const tip = { x: b.x - ux * 18, y: b.y - uy * 18 };
      out.push(`<line class="arrow ${m.seat ? 'arrow-' + esc(m.seat) : ''}" x1="${n1(a.x)}" y1="${n1(a.y)}" x2="${n1(tip.x)}" y2="${n1(tip.y)}" marker-end="url(#arrowhead)"/>`);
    }
    this.layers.arrows.innerHTML =
      `<defs><marker id="arrowhead" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse"><path d="M0 0L10 5L0 10Z" fill="#e0601b"/></marker></defs>` + out.join('');
  }

  /** The picker's six slots, in the order of keys 1-6: the hexsides, or the
   * apexes between two of them ("N-NE", Musket & Saber's line §19.7) when
   * the legal facings name apexes. */
  pickerSlots: string[] = [];

  /** Six arrows around a hex (at its hexsides, or at its vertices for apexes); only the legal facings are live. */
  showFacingPicker(hex: string, legal: Set<string>): void {
    const c = this.grid.centre(parseLabel(hex)!);
    const out: string[] = [`<polygon class="picker-hex" points="${this.grid.hexPoints(c, HEX_RADIUS - 2)}"/>`];
    const dirs = this.grid.directions;
    const apexes = [...legal].some((f) => f.includes('-'));
    this.pickerSlots = apexes ? dirs.map((d, i) => `${d}-${dirs[(i + 1) % 6]}`) : [...dirs];
    this.pickerSlots.forEach((d, i) => {
      const [a, b] = d.split('-') as Direction[];
      const va = this.grid.facingVector(a);
      const vb = b ? this.grid.facingVector(b) : va;
      const len = Math.hypot(va.x + vb.x, va.y + vb.y);
      const v = { x: (va.x + vb.x) / len, y: (va.y + vb.y) / len };
      // An apex's arrow points out through its vertex (a hexside's as the grid turns a facing).
      const angle = b ? n1((Math.atan2(v.x, -v.y) * 180) / Math.PI) : this.grid.facingAngle(a);
      const r = HEX_RADIUS * (b ? 1.06 : 0.98);
      const x = c.x + v.x * r;
      const y = c.y + v.y * r;
      const ok = legal.has(d);
      // The key (1-6) sits just outside its arrow, upright.
      const kx = c.x + v.x * (r + 19);
      const ky = c.y + v.y * (r + 19) + 4;
      out.push(
        `<g class="facing ${ok ? 'live' : 'off'}" ${ok ? `data-facing="${d}"` : ''}><g transform="translate(${n1(x)} ${n1(y)}) rotate(${angle})"><circle r="12"/><path d="${b ? 'M0 -9L6 -2H2V8H-2V-2H-6Z' : 'M0 -8L7 5H-7Z'}"/></g><text class="fkey" x="${n1(kx)}" y="${n1(ky)}" text-anchor="middle">${i + 1}</text></g>`,
      );
    });
    this.layers.picker.innerHTML = out.join('');
  }

  clearPicker(): void {
    this.layers.picker.innerHTML = '';
  }

  centreOnHex(hex: string): void {
    const o = parseLabel(hex);
    if (!o) return;
    this.viewport.centreOn(this.grid.centre(o));
    const c = this.grid.centre(o);
    const flash = `<polygon class="flash" points="${this.grid.hexPoints(c, HEX_RADIUS - 1)}"/>`;
    this.layers.overlay.insertAdjacentHTML('beforeend', flash);
    setTimeout(() => this.layers.overlay.querySelector('.flash')?.remove(), 1600);
  }
}
