// The decision panel's content (issue 14 item 7c): what the decision is
// about (the situation the system describes), the step-ending actions,
// every decision the map offers no single gesture for as a described button
// under its heading and rule section, and the map hint only when something
// on the map is lit. Which actions go where is the system's (its gestures).
// Pure: a function of the state passed in, unit tested without a browser.
import type { GameEnvelope } from '../api/types';
import { esc } from '../core/svg';
import { lang, t } from '../i18n';
import type { ParsedAction, SystemModule } from '../systems/module';
import { systemSectionRef as sectionRef } from './panels';

/** At most this many buttons in a group before "n more". */
const GROUP_LIMIT = 40;

export interface DecisionInput {
  view: GameEnvelope;
  legal: ParsedAction[];
  system: SystemModule;
  name(id: string): string;
  /** The button of an action (class, pending outline, text). */
  button(a: ParsedAction, text: string, cls?: string): string;
  /** True when some piece or hex on the map is lit for a gesture. */
  mapLit: boolean;
}

function ctxOf(d: DecisionInput) {
  return { view: d.view, name: d.name, lang: lang() };
}

/** The situation lines: what the decision is about, each with its section. */
export function situationHtml(d: DecisionInput): string {
  const lines = d.system.situation(d.legal, ctxOf(d));
  if (!lines.length) return '';
  return `<div class="situation" data-testid="situation">${lines.map((l) => `<p>${esc(l.text)} ${sectionRef(d.system, l.section)}</p>`).join('')}</div>`;
}

/** The step-ending actions first (key E), described. */
export function endersHtml(d: DecisionInput): string {
  const enders = d.system.gestures.enders.flatMap((ty) => d.legal.filter((a) => a.type === ty));
  if (!enders.length) return '';
  const ctx = ctxOf(d);
  return `<div class="enders">${enders.map((a, i) => d.button(a, d.system.describe(a, ctx), i === 0 ? 'primary' : '')).join(' ')} <span class="muted">(E)</span></div>`;
}

/** Every other decision not made on the map, grouped by kind under its
 * heading and rule section; a scenario rule's own decisions (group
 * `rule:NAME`) under the rule's name. The groups the system lists by
 * destination have a button per facing. */
export function choicesHtml(d: DecisionInput): string {
  const enders = new Set(d.system.gestures.enders);
  const ctx = ctxOf(d);
  const groups = new Map<string, ParsedAction[]>();
  for (const a of d.legal) {
    if (enders.has(a.type)) continue;
    // The map's gestures (a piece off the map is selected from its own list).
    const key = d.system.gestures.panelGroup(a);
    if (key === null) continue;
    const l = groups.get(key) ?? [];
    l.push(a);
    groups.set(key, l);
  }
  if (!groups.size) return '';
  const out: string[] = [];
  for (const [key, list] of groups) {
    let head: string;
    if (key.startsWith('rule:')) {
      const a = list[0];
      head = `${esc(d.system.ruleName(a.rule ?? '', lang()))} ${a.section ? sectionRef(d.system, a.section) : ''}`;
    } else {
      const k = d.system.kindHeading(key, lang());
      head = k ? `${esc(k.title)} ${sectionRef(d.system, k.section)}` : esc(key);
    }
    const listed = d.system.gestures.byDestination(key);
    const body = listed ? byDestination(list, d, ctx) : list.slice(0, GROUP_LIMIT).map((a) => d.button(a, d.system.describe(a, ctx))).join(' ');
    const more = !listed && list.length > GROUP_LIMIT ? ` <span class="muted">${t('decision.more', { n: list.length - GROUP_LIMIT })}</span>` : '';
    // A group the system folds (Musket & Saber's many flips, §2.6) is a
    // <details> closed until opened (by click or keyboard: its summary is
    // focusable, Enter or Space opens it), so the buttons after it stay in view.
    if (d.system.gestures.foldedGroup?.(key, list.length))
      out.push(`<details class="choice-group folded" data-kind="${esc(key)}" data-type="${esc(key)}"><summary><b>${head}</b> (${list.length})</summary><div>${body}${more}</div></details>`);
    else out.push(`<div class="choice-group" data-kind="${esc(key)}"><b>${head}</b><div>${body}${more}</div></div>`);
  }
  return `<div class="other-decisions" data-testid="other-decisions">${out.join('')}</div>`;
}

/** "44 IR → 0814: N NE …": one line per piece and hex, a button per facing. */
function byDestination(list: ParsedAction[], d: DecisionInput, ctx: ReturnType<typeof ctxOf>): string {
  const rows = new Map<string, ParsedAction[]>();
  for (const a of list) {
    // One row per action but for its facing.
    const k = a.notation
      .trim()
      .split(/\s+/)
      .filter((x) => x !== a.facing)
      .join(' ');
    const l = rows.get(k) ?? [];
    l.push(a);
    rows.set(k, l);
  }
  return [...rows.values()]
    .map((acts) => {
      const first = acts[0];
      const label = d.system.describe({ ...first, facing: null }, ctx);
      const buttons = acts.map((a) => d.button(a, a.facing ? d.system.facingName(a.facing, lang()) : '✓', 'facing-btn')).join('');
      return `<div class="dest-row"><span>${esc(label)}</span> ${buttons}</div>`;
    })
    .join('');
}

/** The hint to use the map, only when the map has something lit. */
export function mapHintHtml(d: DecisionInput): string {
  return d.mapLit ? `<p class="muted" data-testid="map-hint">${t('decision.select')}</p>` : '';
}
