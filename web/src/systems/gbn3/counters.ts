// GBN3 counters as SVG (rule 1.2): combat units with a NATO symbol, the
// formation's coloured band and the values combat-morale-movement (+range
// for artillery, a star beside a heavy cavalry's combat value); formation
// commanders (command-bonus-movement) and commanders-in-chief
// (reaction-initiative-movement) as visibly different pieces.
import { esc, n1 } from '../../core/svg';
import { HEX_RADIUS } from '../../core/hex';
import type { CincInfo, FormationInfo, PieceView, UnitInfo } from './types';
import { FORMATION_BANDS, sideColours } from './theme';

/** Side of a counter: about 60 % of a hex's width (web-look.md). */
export const COUNTER_SIZE = Math.round(HEX_RADIUS * 2 * 0.6);
/** Map-unit font size of the values on the simplified counter of a small zoom. */
export const BIG_VALUES_PX = 17;
/** Pixels each lower piece of a stack shows beneath the one above it. */
export const STACK_CASCADE = 3.5;

const ORDINAL = /^(\d+)(st|nd|rd|th)$/i;
const ABBREVIATIONS: Record<string, string> = {
  grenadier: 'Gren',
  grenadiers: 'Gren',
  infantry: 'IR',
  jäger: 'Jäg',
  jager: 'Jäg',
  jägers: 'Jäg',
  hussar: 'Hus',
  hussars: 'Hus',
  dragoon: 'Drag',
  dragoons: 'Drag',
  uhlan: 'Uhl',
  uhlans: 'Uhl',
  cuirassier: 'Cuir',
  cuirassiers: 'Cuir',
  fusilier: 'Fus',
  fusiliers: 'Fus',
  guard: 'G',
  guards: 'G',
  feldjäger: 'FJB',
};
const DROPPED = new Set(['regiment', 'battalion', 'brigade', 'division', 'the', 'of', 'ir']);

/** The short name printed on top of a counter, from its full name. */
export function shortName(name: string): string {
  let s = name.replace(/\(.*?\)/g, '').trim();
  const parts = s.split(' - ');
  s = parts[parts.length - 1].trim();
  const words = s.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let sawInfantry = false;
  for (const w of words) {
    const lower = w.toLowerCase();
    const ord = ORDINAL.exec(w);
    if (ord) out.push(ord[1]);
    else if (lower === 'infantry') {
      sawInfantry = true;
      out.push('IR');
    } else if (ABBREVIATIONS[lower]) out.push(ABBREVIATIONS[lower]);
    else if (DROPPED.has(lower)) {
      if (lower === 'ir' && !sawInfantry) out.push('IR');
    } else out.push(w);
  }
  // Never cut inside a word ("Art 7-8/III" was shown "Art 7-8/II"): a
  // long name drops its last words ("2 Drag Windischgrätz": "2 Drag"),
  // down to two; the counter squeezes what is still long to its width.
  while (out.length > 2 && out.join(' ').length > 12) out.pop();
  return out.join(' ').trim() || name;
}

/** The values along the bottom as printed, in the rulebook's order (1.2.1-1.2.3);
 * step losses are a chip beside them, as a marker on the table. */
export function unitValues(u: UnitInfo): string {
  const combat = `${u.combat}${u.heavy ? '*' : ''}`;
  const base = `${combat}-${u.morale}-${u.movement}`;
  return u.kind === 'artillery' && u.range ? `${base}-${u.range}` : base;
}

export function commanderValues(f: FormationInfo, aide: boolean): string {
  const command = aide ? f.aide_command : f.command;
  const bonus = aide ? f.aide_bonus : f.bonus;
  const base = `${command ?? 0}-${bonus ?? 0}`;
  return f.movement !== undefined ? `${base}-${f.movement}` : base;
}

export function cincValues(c: CincInfo): string {
  return `${c.reaction}-${c.initiative}-${c.movement}`;
}

/** NATO symbol inside a w x h box centred on (0, 0). */
export function natoSymbol(kind: string, heavy: boolean, stroke: string, w: number, h: number): string {
  const x0 = -w / 2;
  const y0 = -h / 2;
  const box = `<rect x="${n1(x0)}" y="${n1(y0)}" width="${w}" height="${h}" fill="none" stroke="${stroke}" stroke-width="1.3"/>`;
  const diag = `M${n1(x0)} ${n1(-y0)}L${n1(-x0)} ${n1(y0)}`;
  switch (kind) {
    case 'infantry':
      return `${box}<path d="${diag}M${n1(x0)} ${n1(y0)}L${n1(-x0)} ${n1(-y0)}" stroke="${stroke}" stroke-width="1.3"/>`;
    case 'cavalry':
      return heavy
        ? `${box}<path d="${diag}" stroke="${stroke}" stroke-width="3"/>`
        : `${box}<path d="${diag}" stroke="${stroke}" stroke-width="1.3"/>`;
    case 'artillery':
      return `${box}<circle r="${n1(h * 0.2)}" fill="${stroke}"/>`;
    case 'light':
      // The hunting horn of light infantry (rule 1.2.3).
      return `${box}<path d="M${n1(x0 + 4)} ${n1(-1)}a${n1(w / 2 - 4)} ${n1(h / 2 - 2.5)} 0 1 0 ${n1(w - 8)} 0" fill="none" stroke="${stroke}" stroke-width="1.6"/><path d="M${n1(x0 + 4)} -1l-2 -3.5M${n1(-x0 - 4)} -1l2.5 -3" stroke="${stroke}" stroke-width="1.6" fill="none"/>`;
    default:
      return box;
  }
}

/** What a counter shows, resolved from the scenario's static data. */
export interface CounterModel {
  piece: PieceView;
  name: string;
  values: string;
  kind: 'infantry' | 'light' | 'cavalry' | 'artillery' | 'commander' | 'cinc';
  heavy: boolean;
  guard: boolean;
  band: string | null;
}

/** Marker chips: label and colour by the API's marker name. */
export const MARKER_STYLE: Record<string, { text: string; fill: string; ink: string }> = {
  ooc: { text: 'OOC', fill: '#f2c230', ink: '#000' },
  aide: { text: 'ADC', fill: '#ffffff', ink: '#000' },
  moved: { text: 'MV', fill: '#c8c8c8', ink: '#000' },
  fired: { text: 'FIRE', fill: '#e8742c', ink: '#000' },
  demoralised: { text: 'DEMO', fill: '#7a1010', ink: '#fff' },
  prisoner: { text: 'PRIS', fill: '#333', ink: '#fff' },
};

/** One counter centred on (0, 0), facing up (the caller rotates it). */
export function renderCounter(m: CounterModel, size = COUNTER_SIZE): string {
  const c = sideColours(m.piece.side);
  const h = size / 2;
  const dis = m.piece.disorganised;
  const face = dis ? c.back : c.face;
  const parts: string[] = [];
  parts.push(`<rect class="cface" x="${-h}" y="${-h}" width="${size}" height="${size}" rx="3" fill="${face}" stroke="${c.edge}" stroke-width="1.2"/>`);
  if (m.band) parts.push(`<rect x="${-h + 1}" y="${-h + 1}" width="${size - 2}" height="4" fill="${m.band}"/>`);
  // Front edge mark (rule 4: the unit faces the hexside it points at).
  parts.push(`<path d="M-6 ${-h}L0 ${-h - 6}L6 ${-h}Z" fill="${c.edge}"/>`);
  const ink = c.text;
  // A long name is squeezed to the counter's width rather than cut.
  const nameFit = m.name.length * 5.2 > size - 4 ? ` textLength="${size - 4}" lengthAdjust="spacingAndGlyphs"` : '';
  parts.push(`<text class="cname" y="${n1(-h + 13)}" font-size="9" text-anchor="middle" fill="${ink}" font-weight="600"${nameFit}>${esc(m.name)}</text>`);
  if (m.kind === 'commander' || m.kind === 'cinc') {
    // A commander: a flag on a staff; a commander-in-chief: a star.
    if (m.kind === 'cinc')
      parts.push(`<path d="M0 -9L2.6 -2.6L9.4 -2.6L3.9 1.4L6 8L0 4L-6 8L-3.9 1.4L-9.4 -2.6L-2.6 -2.6Z" fill="${ink}"/>`);
    else parts.push(`<path d="M-6 9V-9M-6 -9H8L5 -4.5L8 0H-6" fill="none" stroke="${ink}" stroke-width="1.6"/>`);
  } else {
    parts.push(`<g class="csym">${natoSymbol(m.kind, m.heavy, ink, 24, 15)}</g>`);
    if (m.guard) parts.push(`<text x="${-h + 4}" y="3" font-size="7" font-weight="700" fill="${ink}">G</text>`);
  }
  parts.push(`<text class="cvals" y="${n1(h - 4.5)}" font-size="11" font-weight="700" text-anchor="middle" fill="${ink}">${esc(m.values)}</text>`);
  // The simplified counter of a small zoom (issue 14 item 7d): the values
  // alone, large enough to read with the whole map in view (the viewport
  // shows it instead of the name and the small values, styles.css).
  const big = Math.min(BIG_VALUES_PX, size * 0.5);
  const bigFit = m.values.length * big * 0.56 > size - 4 ? ` textLength="${size - 4}" lengthAdjust="spacingAndGlyphs"` : '';
  parts.push(`<text class="cvals-big" y="${n1(h - 3)}" font-size="${n1(big)}" font-weight="700" text-anchor="middle" fill="${ink}"${bigFit}>${esc(m.values)}</text>`);
  if (dis) parts.push(`<path d="M${-h} ${h - 16}L${h} ${-h + 16}" stroke="#b3261e" stroke-width="2.2" stroke-opacity="0.8"/>`);
  if (m.piece.losses > 0)
    parts.push(`<g class="chip-loss" transform="translate(${-h + 1} ${-h - 4})"><rect width="17" height="11" rx="2" fill="#b3261e"/><text x="8.5" y="8.5" font-size="8.5" font-weight="700" fill="#fff" text-anchor="middle">−${m.piece.losses}</text></g>`);
  let mx = h - 1;
  for (const mk of m.piece.markers) {
    const st = MARKER_STYLE[mk] ?? { text: mk.slice(0, 4).toUpperCase(), fill: '#ddd', ink: '#000' };
    const w = 5 + st.text.length * 5;
    mx -= w;
    parts.push(`<g class="chip chip-${esc(mk)}" transform="translate(${n1(mx)} ${-h - 5})"><rect width="${w}" height="10" rx="2" fill="${st.fill}" stroke="#000" stroke-width="0.5"/><text x="${n1(w / 2)}" y="7.7" font-size="7" font-weight="700" fill="${st.ink}" text-anchor="middle">${st.text}</text></g>`);
    mx -= 1;
  }
  return parts.join('');
}

/** Builds CounterModels from the scenario tables (one per piece id). */
export class CounterBook {
  private units = new Map<string, UnitInfo>();
  private formations = new Map<string, FormationInfo>();
  private cincs = new Map<string, CincInfo>();
  private bands = new Map<string, string>();

  constructor(units: UnitInfo[], formations: FormationInfo[], cincs: CincInfo[]) {
    for (const u of units) this.units.set(u.id, u);
    for (const c of cincs) this.cincs.set(c.id, c);
    const perSide = new Map<string, number>();
    for (const f of formations) {
      this.formations.set(f.id, f);
      if (f.independent) continue; // rule 1.2.3: independent units have no band
      const i = perSide.get(f.side) ?? 0;
      perSide.set(f.side, i + 1);
      this.bands.set(f.id, FORMATION_BANDS[(i * 3 + (f.side === 'austria' ? 1 : 0)) % FORMATION_BANDS.length]);
    }
  }

  unit(id: string) {
    return this.units.get(id);
  }
  formation(id: string) {
    return this.formations.get(id);
  }
  cinc(id: string) {
    return this.cincs.get(id);
  }
  band(formation: string) {
    return this.bands.get(formation) ?? null;
  }

  /** Display name of any piece. */
  displayName(id: string): string {
    return this.units.get(id)?.name ?? this.formations.get(id)?.commander ?? this.cincs.get(id)?.name ?? id;
  }

  shortLabel(id: string): string {
    const u = this.units.get(id);
    if (u) return shortName(u.name);
    const f = this.formations.get(id);
    if (f) return (f.commander ?? f.name).replace(/^von /, '');
    const c = this.cincs.get(id);
    return c ? c.name.replace(/^von /, '') : id;
  }

  model(p: PieceView): CounterModel {
    const u = this.units.get(p.id);
    if (u)
      return {
        piece: p,
        name: shortName(u.name),
        values: unitValues(u),
        kind: u.kind,
        heavy: !!u.heavy,
        guard: !!u.guard,
        band: this.band(u.formation),
      };
    const f = this.formations.get(p.id);
    if (f)
      return {
        piece: p,
        name: shortName(f.commander ?? f.name).replace(/^von /, ''),
        values: commanderValues(f, p.markers.includes('aide')),
        kind: 'commander',
        heavy: false,
        guard: false,
        band: this.band(f.id),
      };
    const c = this.cincs.get(p.id);
    return {
      piece: p,
      name: c ? shortName(c.name).replace(/^von /, '') : p.id,
      values: c ? cincValues(c) : '',
      kind: 'cinc',
      heavy: false,
      guard: false,
      band: null,
    };
  }
}
