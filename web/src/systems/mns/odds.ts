// The Musket & Saber odds panel (issue 18 item 3): the `/odds` answer of an
// attack, a charge, a bombardment or a line's fire (docs/api.md, src/mns/odds.cpp)
// shown before the decision is confirmed: each side's units with their
// printed factor and every change to it with its section, the differential
// and the CRT column (§7.7), a bar per result over the 36 pairs of the
// combat die and the morale die, split by the first morale check (§7.8),
// the chance of a Fortune of War (§12.4) and what the server assumed.
import { esc } from '../../core/svg';
import { lang } from '../../i18n';
import { sectionRef } from '../../ui/html';
import type { TextBook } from '../module';
import { describeAction, parseAction } from './actions';
import { m, type MnsKey } from './messages';
import { sideName } from './status';

/** One line of the reckoning: a unit's base (with `value`), a change to it, or a side addition (no `unit`). */
export interface MnsOddsModifier {
  side: 'attacker' | 'defender';
  unit?: string;
  value?: number;
  text: string;
  section: string;
}

/** One result with its first morale check, over the 36 pairs of dice. */
export interface MnsOddsResult {
  result: string;
  check: 'passes' | 'fails' | null;
  of36: number;
  p: number;
  fortune: boolean;
}

/** The `/odds` answer of a Musket & Saber game (docs/api.md). */
export interface MnsOdds {
  system: 'mns';
  action: string;
  kind: 'attack' | 'charge' | 'bombard' | 'fire';
  target: string;
  attack: number;
  defence: number;
  differential: number;
  column: string;
  column_index: number;
  modifiers: MnsOddsModifier[];
  results: MnsOddsResult[];
  fortune: { of36: number; p: number };
  assumptions: string[];
}

/** Why the server gave no odds (a `422`: its message and section). */
export interface OddsRefusal {
  message: string;
  section: string | null;
}

/** What the panel needs besides the answer. */
export interface MnsOddsOptions {
  /** A piece's short name. */
  name(id: string): string;
  texts?: TextBook;
  /** The action in words (else its notation). */
  title?: string;
  refusal?: OddsRefusal | null;
}

const ref = (section: string) => sectionRef(section, '');
const pct = (p: number) => `${(p * 100).toFixed(1)} %`;
const RESULT_CODES = new Set(['NE', 'Ar', 'Dr', 'Ac', 'Dc', 'Ax', 'Dx', 'Dm', 'Am', 'Ex']);

/** An engine text in the player's language, marked when no French template reads it. */
function shown(text: string, o: MnsOddsOptions): string {
  const r = o.texts ? o.texts.odds(text, lang()) : { text, ok: true };
  return r.ok ? esc(r.text) : `<span data-untranslated="1">${esc(r.text)}</span>`;
}

/** A result's primary code in words (§7.8), '' for one unknown here. */
export function resultMeaning(result: string): string {
  const code = result.split(' ')[0];
  return RESULT_CODES.has(code) ? m(`odds.result.${code}` as MnsKey) : '';
}

/** The results grouped by result (in the order the dice first give them), each with its lines by morale check. */
export function groupResults(results: MnsOddsResult[]): { result: string; of36: number; lines: MnsOddsResult[] }[] {
  const groups: { result: string; of36: number; lines: MnsOddsResult[] }[] = [];
  for (const r of results) {
    let g = groups.find((x) => x.result === r.result);
    if (!g) groups.push((g = { result: r.result, of36: 0, lines: [] }));
    g.of36 += r.of36;
    g.lines.push(r);
  }
  return groups;
}

function sideHtml(o: MnsOdds, side: 'attacker' | 'defender', opts: MnsOddsOptions): string {
  const mods = o.modifiers.filter((x) => x.side === side);
  if (!mods.length) return '';
  const items: string[] = [];
  for (const x of mods) {
    if (!x.unit) {
      items.push(`<li class="mod side-add" data-side-add="1">${shown(x.text, opts)} ${ref(x.section)}</li>`);
      continue;
    }
    const unit = esc(opts.name(x.unit));
    if (x.value !== undefined)
      items.push(`<li class="mod unit-base" data-unit="${esc(x.unit)}" data-value="${x.value}"><b>${unit}</b> ${shown(x.text, opts)} ${ref(x.section)} → <b>${x.value}</b></li>`);
    else items.push(`<li class="mod unit-mod" data-unit="${esc(x.unit)}">${unit}: ${shown(x.text, opts)} ${ref(x.section)}</li>`);
  }
  // A countercharge reads the table from the cavalry's side (R-9.4): the strengths follow the server's sides.
  const total = side === 'attacker' ? o.attack : o.defence;
  const head = `${m(side === 'attacker' ? 'odds.attacker' : 'odds.defender')} · ${m('odds.strength', { value: total })}`;
  return `<div class="odds-side" data-side="${side}"><b>${esc(head)}</b><ul class="mods">${items.join('')}</ul></div>`;
}

function columnHtml(o: MnsOdds): string {
  // The CRT's column labels ("+7 to +8") in the player's language.
  const column = lang() === 'fr' ? o.column.replace(' to ', ' à ') : o.column;
  const text =
    o.kind === 'bombard' || o.kind === 'fire'
      ? m('odds.bombardColumn', { attack: o.attack, column })
      : m('odds.differential', { attack: o.attack, defence: o.defence, diff: o.differential >= 0 ? `+${o.differential}` : String(o.differential), column });
  return `<div class="column" data-column="${esc(o.column)}" data-column-index="${o.column_index}">${esc(text)} ${ref('7.7')}</div>`;
}

function checkText(c: MnsOddsResult['check']): string {
  return m(c === 'passes' ? 'odds.check.passes' : c === 'fails' ? 'odds.check.fails' : 'odds.check.none');
}

function resultsHtml(o: MnsOdds): string {
  const star = `<span class="fow" title="${esc(m('odds.fortuneMark'))}">★</span>`;
  const groups = groupResults(o.results)
    .map((g) => {
      const meaning = resultMeaning(g.result);
      const lines = g.lines
        .map(
          (r) =>
            `<div class="check-line" data-result="${esc(r.result)}" data-check="${r.check ?? ''}" data-of36="${r.of36}" data-p="${r.p}" data-fortune="${r.fortune ? 1 : 0}"><span class="cname">${esc(checkText(r.check))}${r.fortune ? ` ${star}` : ''}</span><span class="pbar"><span style="width:${(r.p * 100).toFixed(1)}%"></span></span><span class="pct">${r.of36}/36 · ${pct(r.p)}</span></div>`,
        )
        .join('');
      return `<div class="result-group" data-result="${esc(g.result)}" data-of36="${g.of36}"><div class="result"><span class="rname">${esc(g.result)}</span><span class="pbar"><span style="width:${((g.of36 / 36) * 100).toFixed(1)}%"></span></span><span class="pct">${g.of36}/36 · ${pct(g.of36 / 36)}</span>${meaning ? `<span class="rmean">${esc(meaning)}</span>` : ''}</div>${lines}</div>`;
    })
    .join('');
  const total = o.results.reduce((a, r) => a + r.of36, 0);
  return `<div class="results" aria-label="${esc(m('odds.results'))}"><div class="muted">${esc(m('odds.results'))} ${ref('7.8')}</div>${groups}<div class="muted" data-testid="odds-total">${esc(m('odds.total', { of36: total, pct: pct(total / 36) }))}</div></div>`;
}

/** An assumption in words: "SIDE: NOTATION" read as the decision it names, else the engine's sentence. */
function assumptionHtml(text: string, opts: MnsOddsOptions): string {
  const d = /^(prussia|austria): (.+)$/.exec(text);
  if (d) {
    const a = parseAction(d[2], new Set());
    return `<li data-assumption="${esc(text)}">${esc(sideName(d[1]))}: ${esc(describeAction(a, opts.name, lang()))} <span class="muted">(${esc(d[2])})</span></li>`;
  }
  return `<li data-assumption="${esc(text)}">${shown(text, opts)}</li>`;
}

/** The panel of an `/odds` answer; without one, why the server gave none (or that it is asked). */
export function mnsOddsHtml(odds: MnsOdds | null, opts: MnsOddsOptions): string {
  if (!odds) {
    if (opts.refusal)
      return `<div class="odds mns-odds" data-testid="odds-refused"><p class="odds-note">${esc(m('odds.refused', { reason: opts.refusal.message }))} ${opts.refusal.section ? ref(opts.refusal.section) : ''}</p><p class="muted">${esc(m('odds.refusedNote'))}</p></div>`;
    return `<div class="odds mns-odds"><p class="muted">${esc(m('odds.none'))}</p></div>`;
  }
  const o = odds;
  const kindSection = { attack: '7', charge: o.action.startsWith('charge') ? '9.3' : '7.13.3', bombard: '8.4', fire: '19.7D' }[o.kind];
  const fortune = `<div class="odds-fortune" data-testid="odds-fortune" data-of36="${o.fortune.of36}" data-p="${o.fortune.p}"><span class="fow">★</span> ${esc(m('odds.fortune', { of36: o.fortune.of36, pct: pct(o.fortune.p) }))} ${ref('12.4')}</div>`;
  const assumptions = o.assumptions.length
    ? `<details class="assumptions" open><summary>${esc(m('odds.assumptions'))}</summary><ul>${o.assumptions.map((a) => assumptionHtml(a, opts)).join('')}</ul></details>`
    : '';
  return `<div class="odds mns-odds" data-kind="${o.kind}" data-action="${esc(o.action)}" data-target="${esc(o.target)}">
<h4>${esc(m('odds.heading'))} — ${esc(opts.title ?? o.action)}</h4>
<div class="muted odds-main">${esc(m(`odds.kind.${o.kind}` as MnsKey))} ${ref(kindSection)} · ${esc(o.target)}</div>
${sideHtml(o, 'attacker', opts)}${sideHtml(o, 'defender', opts)}
${columnHtml(o)}
${resultsHtml(o)}
${fortune}
${assumptions}</div>`;
}
