// Musket & Saber counters as SVG (issue 18 item 1; §2.4–2.9, §8.1, §10,
// §12): infantry CF (parenthesized when halved on attack) – MR – MA,
// cavalry CF/charge – MR – MA, artillery attack-defence-range – MA, leaders
// CF-MR-movement, HQs and trains; the reduced or ineffective side lighter
// with a stripe, the disrupted marker, an Austrian line's bar on the two
// front hexsides of its apex (§19.7), open order (§19.10), and the
// hidden-movement markers (§19.8) as the asking seat knows them.
import { HEX_RADIUS } from '../../core/hex';
import { esc, n1 } from '../../core/svg';
import type { BoardPiece, CounterSet } from '../module';
import { sideColours } from '../gbn3/theme';
import { m } from './messages';
import type { Face, MnsMarkerView, MnsScenario, MnsUnitInfo, MnsUnitView } from './types';

/** Side of a counter: about 60 % of a hex's width, as GBN3's. */
export const COUNTER_SIZE = Math.round(HEX_RADIUS * 2 * 0.6);
/** A stack's counters fan this far apart (map units, board.ts stackOffsets):
 * a lower counter shows a strip of 12 beside the one above it, wider than
 * the selected counter's ring (5 with its stroke), so it can be clicked. */
export const STACK_FAN = 12;

/** What a board piece of Musket & Saber holds: a unit, or a hidden-movement marker. */
export type MnsPieceState = { unit: MnsUnitView } | { marker: MnsMarkerView };

const MA = (f: Face) => (f.ma_kind === 'variable' ? `${f.ma ?? 0}*` : f.ma_kind === 'bracketed' ? `[${f.ma ?? 0}]` : String(f.ma ?? 0));

/** The values printed on a face, as the counter shows them. */
export function faceValues(u: MnsUnitInfo, f: Face): string {
  switch (u.type) {
    case 'artillery':
      return `${f.attack ?? 0}-${f.defense ?? 0}-${f.range ?? 0} ${MA(f)}`;
    case 'leader':
      return `${f.cf ?? 0}-${f.mr ?? 0}-${f.movement ?? 0}`;
    case 'hq':
    case 'trains':
      return MA(f);
    case 'cavalry':
    case 'squadron':
      return `${f.cf ?? 0}/${f.charge ?? 0}-${f.mr ?? 0}-${MA(f)}`;
    default:
      return `${f.paren ? `(${f.cf ?? 0})` : f.cf ?? 0}-${f.mr ?? 0}-${MA(f)}`;
  }
}

/** The short label printed on top: the id without its side prefix. */
export function shortLabel(u: MnsUnitInfo | undefined, id: string): string {
  if (!u) return id;
  if (u.type === 'leader') return u.name.split(' ').slice(-1)[0];
  return id.replace(/^[pa]-/, '');
}

function symbol(type: string, ink: string): string {
  const w = 22;
  const hgt = 13;
  const box = `<rect x="${-w / 2}" y="${-hgt / 2 - 2}" width="${w}" height="${hgt}" fill="none" stroke="${ink}" stroke-width="1.3"/>`;
  const x0 = -w / 2;
  const y0 = -hgt / 2 - 2;
  switch (type) {
    case 'infantry':
    case 'battalion':
      return `${box}<path d="M${x0} ${y0}L${-x0} ${y0 + hgt}M${-x0} ${y0}L${x0} ${y0 + hgt}" stroke="${ink}" stroke-width="1.2"/>`;
    case 'cavalry':
    case 'squadron':
      return `${box}<path d="M${x0} ${y0 + hgt}L${-x0} ${y0}" stroke="${ink}" stroke-width="1.2"/>`;
    case 'artillery':
      return `${box}<circle cx="0" cy="${y0 + hgt / 2}" r="2.6" fill="${ink}"/>`;
    case 'leader':
      return `<path d="M0 -11L2.6 -4.6L9.4 -4.6L3.9 -0.6L6 6L0 2L-6 6L-3.9 -0.6L-9.4 -4.6L-2.6 -4.6Z" fill="${ink}"/>`;
    case 'hq':
      return `<path d="M-6 7V-11M-6 -11H8L5 -6.5L8 -2H-6" fill="none" stroke="${ink}" stroke-width="1.6"/>`;
    default:
      return `${box}<circle cx="-5" cy="${y0 + hgt - 1}" r="2" fill="${ink}"/><circle cx="5" cy="${y0 + hgt - 1}" r="2" fill="${ink}"/>`;
  }
}

function marker(mk: MnsMarkerView, size: number): string {
  const h = size / 2;
  const real = mk.real === undefined ? '' : mk.real ? m('counter.real') : m('counter.dummy');
  return `<g class="hm-marker" data-marker="${esc(mk.id)}"><title>${esc(m('counter.hidden', { id: mk.id }))}${real ? ` · ${esc(real)}` : ''}</title>
<rect class="cface" x="${-h}" y="${-h}" width="${size}" height="${size}" rx="3" fill="#d9d2bb" stroke="#57513f" stroke-width="1.2" stroke-dasharray="4 2"/>
<text y="-3" font-size="15" font-weight="700" text-anchor="middle" fill="#57513f">?</text>
<text class="cvals" y="${n1(h - 5)}" font-size="10" font-weight="700" text-anchor="middle" fill="#1b1b1b">${esc(mk.id)}${real ? ` ${esc(real)}` : ''}</text></g>`;
}

/** One counter as SVG. */
export function renderCounter(info: MnsUnitInfo | undefined, u: MnsUnitView, size = COUNTER_SIZE): string {
  const c = sideColours(u.side);
  const h = size / 2;
  const face = u.back ? c.back : c.face;
  const ink = c.text;
  const parts: string[] = [];
  parts.push(`<rect class="cface" x="${-h}" y="${-h}" width="${size}" height="${size}" rx="3" fill="${face}" stroke="${c.edge}" stroke-width="1.2"/>`);
  if (u.back) parts.push(`<path class="back-stripe" d="M${-h} ${-h + 5}H${h}" stroke="${c.edge}" stroke-width="2"/>`);
  const name = shortLabel(info, u.id);
  const fit = name.length * 5.2 > size - 4 ? ` textLength="${size - 4}" lengthAdjust="spacingAndGlyphs"` : '';
  parts.push(`<text class="cname" y="${n1(-h + 12)}" font-size="8.5" text-anchor="middle" fill="${ink}" font-weight="600"${fit}>${esc(name)}</text>`);
  parts.push(`<g class="csym" transform="translate(0 2)">${symbol(u.type, ink)}</g>`);
  const values = info ? faceValues(info, u.back ? info.back : info.full) : '';
  const vfit = values.length * 6 > size - 4 ? ` textLength="${size - 4}" lengthAdjust="spacingAndGlyphs"` : '';
  parts.push(`<text class="cvals" y="${n1(h - 4)}" font-size="10" font-weight="700" text-anchor="middle" fill="${ink}"${vfit}>${esc(values)}</text>`);
  parts.push(`<text class="cvals-big" y="${n1(h - 3)}" font-size="${n1(size * 0.4)}" font-weight="700" text-anchor="middle" fill="${ink}"${vfit}>${esc(values)}</text>`);
  if (u.disrupted)
    parts.push(`<g class="chip chip-disrupted" transform="translate(${n1(h - 13)} ${-h - 5})"><title>${esc(m('counter.disrupted'))}</title><rect width="13" height="10" rx="2" fill="#b3261e"/><text x="6.5" y="7.8" font-size="7.5" font-weight="700" fill="#fff" text-anchor="middle">D</text></g>`);
  if (u.open_order)
    parts.push(`<g class="chip chip-open" transform="translate(${-h} ${-h - 5})"><title>${esc(m('counter.open'))}</title><rect width="13" height="10" rx="2" fill="#f2b632"/><text x="6.5" y="7.8" font-size="7.5" font-weight="700" fill="#000" text-anchor="middle">O</text></g>`);
  if (u.line)
    parts.push(`<g class="chip line-marker" data-apex="${esc(u.line)}" transform="translate(${-h} ${n1(h - 6)})"><title>${esc(m('counter.line', { apex: u.line }))}</title><rect width="${size}" height="7" rx="1.5" fill="#1b1b1b" fill-opacity="0.8"/><text x="${n1(h)}" y="5.8" font-size="6" font-weight="700" fill="#fff" text-anchor="middle">LINE ${esc(u.line)}</text></g>`);
  return parts.join('');
}

/** The counters of one scenario. */
export function counters(sc: MnsScenario): CounterSet {
  const units = new Map(sc.units.map((u) => [u.id, u]));
  return {
    svg: (p: BoardPiece, size?: number) => {
      const st = p.state as MnsPieceState;
      if ('marker' in st) return marker(st.marker, size ?? COUNTER_SIZE);
      return renderCounter(units.get(st.unit.id), st.unit, size ?? COUNTER_SIZE);
    },
    displayName: (id) => units.get(id)?.name ?? (/^[A-D][12]$/.test(id) ? m('counter.hidden', { id }) : id),
    shortLabel: (id) => shortLabel(units.get(id), id),
  };
}
