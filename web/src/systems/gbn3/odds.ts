// The GBN3 odds panel (`GET /odds`, docs/api.md) in the manner of
// Wesnoth's: each modifier with its section, the CRT column, a bar per
// result with its exact probability and what the result does (9.5.7), the
// rolls met on the way, the combined outcomes and the assumptions made.
import { esc } from '../../core/svg';
import { lang } from '../../i18n';
import type { TextBook } from '../module';
import { g, type Gbn3Key } from './messages';
import { ref } from './sections';
import type { Gbn3Action } from './actions';
import type { GameView, Odds } from './types';

/** How odds texts are shown: in the player's language, with what each
 * result means for the unit that suffers it (issue 14 item 7k). */
export interface OddsOptions {
  texts?: TextBook;
  /** The action in words, for the heading (else its notation). */
  title?: string;
  /** The units that would suffer the main roll's result are disorganised
   * already: D is then a step loss (9.5.7). */
  targetDisorganised?: boolean;
}

function resultName(r: string): string {
  return r === 'none' ? g('odds.result.none') : r;
}

/** What a result does, in a few words (9.5.7); `none`: the roll is not made. */
function resultMeaning(r: string, kind: string, disorganised: boolean): string {
  if (r === '-') return g('odds.mean.nothing');
  if (r === 'T') return g('odds.mean.T');
  if (r === 'D') return disorganised ? g('odds.mean.Dloss') : kind === 'barrage' ? g('odds.mean.Dbarrage') : g('odds.mean.D');
  if (r === 'D+1') return disorganised ? g('odds.mean.D1loss') : g('odds.mean.D1');
  if (r === 'none') return kind === 'assault' || kind === 'stand' || kind === 'volley' || kind === 'defend' ? g('odds.mean.noneAttack') : g('odds.mean.none');
  return '';
}

function resultBars(results: Record<string, number>, cls = 'result', meaning?: (r: string) => string): string {
  return Object.entries(results)
    .map(([r, p]) => {
      const m = meaning ? meaning(r) : '';
      return `<div class="${cls}" data-result="${esc(r)}" data-p="${p}"${m ? ` title="${esc(m)}"` : ''}><span class="rname">${esc(resultName(r))}</span><span class="pbar"><span style="width:${(p * 100).toFixed(1)}%"></span></span><span class="pct">${(p * 100).toFixed(1)} %</span>${m ? `<span class="rmean">${esc(m)}</span>` : ''}</div>`;
    })
    .join('');
}

/** An odds text in the player's language, as HTML; marked when the French
 * templates could not read it (the English is shown). */
function oddsText(text: string, o: OddsOptions): string {
  const r = o.texts ? o.texts.odds(text, lang()) : { text, ok: true };
  return r.ok ? esc(r.text) : `<span data-untranslated="1">${esc(r.text)}</span>`;
}

function modifierList(mods: Odds['modifiers'], o: OddsOptions): string {
  return mods.map((m) => `<li class="mod">${oddsText(m.text, o)} ${ref(m.section)}</li>`).join('');
}

function columnLine(column: number, drm: number): string {
  return esc(g('odds.column', { column, drm: drm >= 0 ? `+${drm}` : String(drm) }));
}

/** The odds panel in the manner of Wesnoth's: each modifier on its line with
 * its section, the column, a bar per result with its exact probability and
 * what it means; every roll met on the way, the combined outcomes, and the
 * assumptions made. */
export function oddsHtml(odds: Odds | null, names: (id: string) => string, opts: OddsOptions = {}): string {
  if (!odds) return `<div class="odds"><p class="muted">${g('odds.none')}</p></div>`;
  const o = odds;
  const total = Object.values(o.results).reduce((a, b) => a + b, 0);
  let rolls = '';
  if (o.rolls && o.rolls.length > 1) {
    rolls = `<details class="rolls"><summary>${g('odds.rolls')} (${o.rolls.length})</summary>${o.rolls
      .map(
        (r) =>
          `<div class="roll"><b>${oddsText(r.roll, opts)}</b> ${ref(r.section)}<ul class="mods">${modifierList(r.modifiers, opts)}</ul><div class="column">${columnLine(r.column, r.drm)}</div>${resultBars(r.results, 'roll-result')}</div>`,
      )
      .join('')}</details>`;
  }
  let combined = '';
  if (o.combined?.length) {
    const morale = (r: string) => (r === 'passed' ? g('odds.morale.passed') : r === 'failed' ? g('odds.morale.failed') : r);
    const rows = [...o.combined]
      .sort((a, b) => b.p - a.p)
      .map((c) => {
        const def = Object.entries(c.defence)
          .map(([id, r]) => `${esc(names(id))}: ${esc(r)}`)
          .join(', ');
        const mor = c.morale ? Object.entries(c.morale).map(([id, r]) => `${esc(names(id))} ${esc(morale(r))}`).join(', ') : '';
        // attack null: the attack is never made (defensive fire drove the attacker back).
        return `<tr data-p="${c.p}"><td>${def}</td><td>${esc(c.attack ?? '—')}</td><td class="muted">${mor}</td><td>${(c.p * 100).toFixed(1)} %</td></tr>`;
      })
      .join('');
    const ctotal = o.combined.reduce((a, c) => a + c.p, 0);
    const head = `<tr class="muted"><th>${o.kind === 'barrage' ? '' : g('odds.col.defence')}</th><th>${o.kind === 'barrage' ? g('odds.col.result') : g('odds.col.attack')}</th><th>${g('odds.col.morale')}</th><th></th></tr>`;
    combined = `<details class="combined" open><summary>${o.kind === 'barrage' ? g('odds.combinedBarrage') : g('odds.combined')}</summary><table>${head}${rows}</table><div class="muted" data-testid="combined-total">${g('odds.total', { p: (ctotal * 100).toFixed(1) + ' %' })}</div></details>`;
  }
  const assumptions = o.assumptions?.length
    ? `<details class="assumptions"><summary>${g('odds.assumptions')}</summary><ul>${o.assumptions.map((a) => `<li>${oddsText(a, opts)}</li>`).join('')}</ul></details>`
    : '';
  const dis = !!opts.targetDisorganised;
  const mainRoll = g(`odds.main.${o.kind}` as Gbn3Key);
  return `<div class="odds" data-kind="${o.kind}" data-action="${esc(o.action)}">
<h4>${esc(g('odds.heading'))} — ${esc(opts.title ?? o.action)}</h4>
<div class="muted odds-main">${esc(mainRoll)}</div>
<ul class="mods">${modifierList(o.modifiers, opts)}</ul>
<div class="column">${columnLine(o.column, o.drm)}</div>
<div class="results" aria-label="${g('odds.results')}">${resultBars(o.results, 'result', (r) => resultMeaning(r, o.kind, dis))}</div>
<div class="muted" data-testid="odds-total">${g('odds.total', { p: (total * 100).toFixed(1) + ' %' })}</div>
${dis ? `<div class="odds-note" data-testid="odds-disorganised">${esc(g('odds.disorganisedNote'))} ${ref('9.5.7')}</div>` : ''}
${combined}${rolls}${assumptions}</div>`;
}


/** The units a barrage or assault hits are all disorganised: D is a step loss (9.5.7). */
export function targetDisorganised(v: GameView, a: Gbn3Action): boolean {
  const at = (id: string) => v.pieces.find((p) => p.id === id);
  const hexes = a.type === 'assault' ? a.hexes.filter((x) => (x.value ?? 1) > 0).map((x) => x.hex) : a.target ? [at(a.target)?.hex] : [];
  const hit = v.pieces.filter((p) => p.kind === 'unit' && p.where === 'map' && hexes.includes(p.hex ?? '') && p.side !== v.actor.side);
  return hit.length > 0 && hit.every((p) => p.disorganised);
}

/** The defenders of the assault being resolved are all disorganised. */
export function defendersDisorganised(v: GameView): boolean {
  const ids = new Set(v.combat?.defenders ?? []);
  const hit = v.pieces.filter((p) => ids.has(p.id));
  return hit.length > 0 && hit.every((p) => p.disorganised);
}
