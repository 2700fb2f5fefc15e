// HTML of the side panels: turn track and status, odds, stack, log. Pure
// functions of the data so they can be unit tested without a browser.
import { esc } from '../core/svg';
import { t, lang, type MessageKey } from '../i18n';
import { DICTIONARIES } from '../i18n';
import type { GameResult, GameView, LogEntry, Odds, PieceView, Scenario } from '../api/types';
import type { GameSystem } from '../systems/registry';
import type { TextBook } from '../systems/gbn3/texts';

export function phaseName(phase: string): string {
  const key = `phase.${phase}` as MessageKey;
  return key in DICTIONARIES.en ? t(key) : phase;
}

export function sideName(side: string | null | undefined): string {
  if (side === 'prussia') return t('side.prussia');
  if (side === 'austria') return t('side.austria');
  return side ?? '';
}

export function sectionRef(system: GameSystem, section: string): string {
  if (!section) return '';
  const title = system.sectionTitle(section, lang());
  const shown = /^\d/.test(section) ? `§${section}` : section;
  return `<abbr class="section" title="${esc(title)}">${esc(shown)}</abbr>`;
}

function formationName(sc: Scenario, id: string): string {
  const f = sc.formations.find((x) => x.id === id);
  return f ? f.name : id;
}

function formationSide(sc: Scenario, id: string): string {
  return sc.formations.find((x) => x.id === id)?.side ?? '';
}

/** "10.00", or "day 2, 10.00" in a campaign, in the player's language. */
export function turnLabel(turn: { hour: number; day: number }, campaign: boolean): string {
  const hour = `${String(turn.hour).padStart(2, '0')}.00`;
  return campaign ? t('status.dayHour', { day: turn.day, hour }) : hour;
}

function levelName(level: string): string {
  return level === 'major' ? t('level.major') : level === 'minor' ? t('level.minor') : level;
}

/** A result in words: "Prussia: major victory (5 – 2)". */
export function resultText(r: GameResult): string {
  const p = r.vp.prussia;
  const a = r.vp.austria;
  return r.winner ? t('status.result', { winner: sideName(r.winner), level: levelName(r.level), p, a }) : t('status.draw', { p, a });
}

/** Why a day or the game ended before its last turn (a panic, §11.4.2). */
function endedBy(r: GameResult, system: GameSystem): string {
  if (!r.ended_by) return '';
  return ` <div class="ended-by" data-testid="ended-by">${esc(t('status.endedBy', { rule: system.ruleName(r.ended_by.rule, lang()) }))} ${sectionRef(system, r.ended_by.section)}</div>`;
}

/** Turn track, phase, active formation, cup, VP and locations. */
export function statusHtml(sc: Scenario, v: GameView, system: GameSystem): string {
  // A campaign's track holds both days (§13), each begun by its name.
  const campaign = new Set(sc.turns.map((tr) => tr.day)).size > 1;
  const track = sc.turns
    .map((tr, i) => {
      const cur = tr.hour === v.turn.hour && tr.day === v.turn.day;
      const cls = ['turn', tr.night ? 'night' : '', cur ? 'current' : ''].join(' ');
      const day = campaign && (i === 0 || sc.turns[i - 1].day !== tr.day) ? `<span class="day" data-day="${tr.day}">${esc(t('status.day', { day: tr.day }))}</span>` : '';
      return `${day}<span class="${cls}" title="${tr.night ? t('status.night') : ''}">${String(tr.hour).padStart(2, '0')}</span>`;
    })
    .join('');
  const cupChip = (id: string) => `<span class="chip side-${formationSide(sc, id)}" title="${esc(formationName(sc, id))}">${esc(shortFormation(sc, id))}</span>`;
  const actor =
    v.actor.kind === 'terminal' ? t('status.over') : v.actor.kind === 'chance' ? t('status.chance') : sideName(v.actor.side);
  const occupied = (sc.locations ?? [])
    .filter((l) => l.day === undefined || l.day === v.turn.day)
    .map((l) => {
      const sides = new Set(v.pieces.filter((p) => p.where === 'map' && p.kind === 'unit' && p.hex && l.hexes.includes(p.hex)).map((p) => p.side));
      const who = sides.size === 1 ? sideName([...sides][0]) : sides.size ? '—' : '';
      return `<li><a class="hexlink" data-hex="${l.hexes[0] ?? ''}">${esc(l.place)}</a> <b>${l.vp}</b> VP ${who ? `· ${esc(who)}` : ''}</li>`;
    })
    .join('');
  // A campaign's finished day says it is that day's result (§13).
  const days = (v.days ?? [])
    .map((d) => `<div class="day-result" data-day="${d.day}" data-testid="day-result">${esc(t('status.dayResult', { day: d.day, result: resultText(d) }))}${endedBy(d, system)}</div>`)
    .join('');
  const result = v.result ? `<div class="result" data-testid="result">${esc(campaign ? t('status.campaignResult', { result: resultText(v.result) }) : resultText(v.result))}${endedBy(v.result, system)}</div>` : '';
  return `
<div class="turn-track" aria-label="${t('status.turn')}">${track}</div>
<div class="status-line"><b>${t('status.turn')}</b> <span data-testid="turn">${esc(turnLabel(v.turn, campaign))}</span>${v.turn.night ? ` (${t('status.night')})` : ''}
 · <b>${t('status.phase')}</b> <span data-testid="phase">${esc(phaseName(v.phase))}</span> ${sectionRef(system, v.section)}</div>
<div class="status-line"><b>${t('status.active')}</b> <span data-testid="active">${v.active_formation ? esc(formationName(sc, v.active_formation)) : t('status.none')}</span></div>
<div class="status-line"><b>${esc(v.actor.kind === 'terminal' ? actor : t('status.toAct', { who: actor }))}</b></div>
<div class="cup"><b>${t('status.cup')}</b> ${sectionRef(system, '9')} <span class="muted">${t('status.cupLeft')}</span> ${v.cup.left.map(cupChip).join(' ') || '—'}
 <span class="muted">${t('status.cupDrawn')}</span> ${v.cup.drawn.map(cupChip).join(' ') || '—'}</div>
<div class="vp"><b>${campaign ? esc(t('status.vpDay', { day: v.turn.day })) : t('status.vp')}</b> <span class="vp-side side-prussia">${t('side.prussia')} <b data-testid="vp-prussia">${v.vp.prussia}</b></span>
 <span class="vp-side side-austria">${t('side.austria')} <b data-testid="vp-austria">${v.vp.austria}</b></span></div>
${demoralisedHtml(sc, v, system)}
<details class="locations"><summary>${t('status.locations')}</summary><ul>${occupied}</ul></details>
${reinforcementsHtml(sc, v, system)}
${days}${result}`;
}

/** Formations flagged demoralised (rule 10.2): a piece of theirs carries the marker. */
function demoralisedHtml(sc: Scenario, v: GameView, system: GameSystem): string {
  const ids = new Set<string>();
  for (const p of v.pieces) {
    if (!p.markers.includes('demoralised')) continue;
    const f = sc.units.find((u) => u.id === p.id)?.formation ?? (sc.formations.some((x) => x.id === p.id) ? p.id : null);
    if (f) ids.add(f);
  }
  if (!ids.size) return '';
  const names = [...ids].map((id) => `<span class="chip demo side-${formationSide(sc, id)}">⚑ ${esc(shortFormation(sc, id))}</span>`).join(' ');
  return `<div class="demoralised" data-testid="demoralised"><b>${t('status.demoralised')}</b> ${sectionRef(system, '10.2')} ${names}</div>`;
}

/** Reinforcements still to come (rule 9.4), by turn and entry hex. */
function reinforcementsHtml(sc: Scenario, v: GameView, system: GameSystem): string {
  const pending = new Set(v.pieces.filter((p) => p.where === 'pending').map((p) => p.id));
  const counters = system.counters(sc);
  const campaign = new Set(sc.turns.map((tr) => tr.day)).size > 1;
  // An entry hex of a day on another map is no link into the map drawn (§13).
  const onThisMap = (day: number) => (sc.day_list?.find((d) => d.day === day)?.map ?? sc.map.id) === sc.map.id;
  const rows = (sc.reinforcements ?? [])
    .filter((r) => r.pieces.some((p) => pending.has(p)) && (r.day ?? 1) >= v.turn.day)
    .map(
      (r) =>
        `<li>${campaign ? `${esc(t('status.day', { day: r.day ?? 1 }))} ` : ''}<b>${String(r.turn).padStart(2, '0')}.00</b> ${onThisMap(r.day ?? 1) ? `<a class="hexlink" data-hex="${esc(r.hex)}">${esc(r.hex)}</a>` : esc(r.hex)}: ${r.pieces
          .filter((p) => pending.has(p))
          .map((p) => esc(counters.shortLabel(p)))
          .join(', ')}</li>`,
    )
    .join('');
  return rows ? `<details class="reinforcements"><summary>${t('status.reinforcements')} ${sectionRef(system, '9.4')}</summary><ul>${rows}</ul></details>` : '';
}

function shortFormation(sc: Scenario, id: string): string {
  const f = sc.formations.find((x) => x.id === id);
  if (!f) return id;
  const c = f.commander ?? f.name;
  return c.replace(/^von /, '');
}

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
  return r === 'none' ? t('odds.result.none') : r;
}

/** What a result does, in a few words (9.5.7); `none`: the roll is not made. */
function resultMeaning(r: string, kind: string, disorganised: boolean): string {
  if (r === '-') return t('odds.mean.nothing');
  if (r === 'T') return t('odds.mean.T');
  if (r === 'D') return disorganised ? t('odds.mean.Dloss') : kind === 'barrage' ? t('odds.mean.Dbarrage') : t('odds.mean.D');
  if (r === 'D+1') return disorganised ? t('odds.mean.D1loss') : t('odds.mean.D1');
  if (r === 'none') return kind === 'assault' || kind === 'stand' || kind === 'volley' || kind === 'defend' ? t('odds.mean.noneAttack') : t('odds.mean.none');
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

function modifierList(mods: Odds['modifiers'], system: GameSystem, o: OddsOptions): string {
  return mods.map((m) => `<li class="mod">${oddsText(m.text, o)} ${sectionRef(system, m.section)}</li>`).join('');
}

function columnLine(column: number, drm: number): string {
  return esc(t('odds.column', { column, drm: drm >= 0 ? `+${drm}` : String(drm) }));
}

/** The odds panel in the manner of Wesnoth's: each modifier on its line with
 * its section, the column, a bar per result with its exact probability and
 * what it means; every roll met on the way, the combined outcomes, and the
 * assumptions made. */
export function oddsHtml(odds: Odds | null, system: GameSystem, names: (id: string) => string, opts: OddsOptions = {}): string {
  if (!odds) return `<div class="odds"><p class="muted">${t('odds.none')}</p></div>`;
  const o = odds;
  const total = Object.values(o.results).reduce((a, b) => a + b, 0);
  let rolls = '';
  if (o.rolls && o.rolls.length > 1) {
    rolls = `<details class="rolls"><summary>${t('odds.rolls')} (${o.rolls.length})</summary>${o.rolls
      .map(
        (r) =>
          `<div class="roll"><b>${oddsText(r.roll, opts)}</b> ${sectionRef(system, r.section)}<ul class="mods">${modifierList(r.modifiers, system, opts)}</ul><div class="column">${columnLine(r.column, r.drm)}</div>${resultBars(r.results, 'roll-result')}</div>`,
      )
      .join('')}</details>`;
  }
  let combined = '';
  if (o.combined?.length) {
    const morale = (r: string) => (r === 'passed' ? t('odds.morale.passed') : r === 'failed' ? t('odds.morale.failed') : r);
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
    const head = `<tr class="muted"><th>${o.kind === 'barrage' ? '' : t('odds.col.defence')}</th><th>${o.kind === 'barrage' ? t('odds.col.result') : t('odds.col.attack')}</th><th>${t('odds.col.morale')}</th><th></th></tr>`;
    combined = `<details class="combined" open><summary>${o.kind === 'barrage' ? t('odds.combinedBarrage') : t('odds.combined')}</summary><table>${head}${rows}</table><div class="muted" data-testid="combined-total">${t('odds.total', { p: (ctotal * 100).toFixed(1) + ' %' })}</div></details>`;
  }
  const assumptions = o.assumptions?.length
    ? `<details class="assumptions"><summary>${t('odds.assumptions')}</summary><ul>${o.assumptions.map((a) => `<li>${oddsText(a, opts)}</li>`).join('')}</ul></details>`
    : '';
  const dis = !!opts.targetDisorganised;
  const mainRoll = t(`odds.main.${o.kind}` as MessageKey);
  return `<div class="odds" data-kind="${o.kind}" data-action="${esc(o.action)}">
<h4>${esc(t('odds.heading'))} — ${esc(opts.title ?? o.action)}</h4>
<div class="muted odds-main">${esc(mainRoll)}</div>
<ul class="mods">${modifierList(o.modifiers, system, opts)}</ul>
<div class="column">${columnLine(o.column, o.drm)}</div>
<div class="results" aria-label="${t('odds.results')}">${resultBars(o.results, 'result', (r) => resultMeaning(r, o.kind, dis))}</div>
<div class="muted" data-testid="odds-total">${t('odds.total', { p: (total * 100).toFixed(1) + ' %' })}</div>
${dis ? `<div class="odds-note" data-testid="odds-disorganised">${esc(t('odds.disorganisedNote'))} ${sectionRef(system, '9.5.7')}</div>` : ''}
${combined}${rolls}${assumptions}</div>`;
}

/** A stack opened beside the map, each piece at full size. */
export function stackHtml(hex: string, pieces: PieceView[], counters: ReturnType<GameSystem['counters']>, size: number, selectable: Set<string>): string {
  const items = pieces
    .map((p) => {
      const s = size * 1.5;
      return `<button class="stack-piece ${selectable.has(p.id) ? 'selectable' : ''}" data-piece="${esc(p.id)}" title="${esc(counters.displayName(p.id))}"><svg width="${s + 16}" height="${s + 16}" viewBox="${-(s / 2 + 8)} ${-(s / 2 + 8)} ${s + 16} ${s + 16}"><g transform="scale(1.5)">${counters.svg(p, size)}</g></svg><span>${esc(counters.displayName(p.id))}${p.facing ? ` · ${p.facing}` : ''}</span></button>`;
    })
    .join('');
  return `<h4>${esc(t('stack.heading', { hex }))}</h4><div class="stack-list">${items}</div>`;
}

/** Log lines: turn, phase, rule section; the hexes the server says a line
 * names (`hexes`, on the map of its day) are links that centre the map when
 * that map is the one drawn (`mapHexes`: empty for a line of another map).
 * With `texts`, pieces show their short names and the line is in the
 * player's language (a line the French templates do not read stays in
 * English, marked `data-untranslated`). */
export function logLineHtml(e: LogEntry, system: GameSystem, mapHexes: Set<string>, texts?: TextBook): string {
  const named = new Set(e.hexes.filter((h) => mapHexes.has(h)));
  const shown = texts ? texts.line(e.text, lang()) : { text: e.text, ok: true };
  let text = esc(shown.text).replace(/\b(\d{4})\b/g, (m) => (named.has(m) ? `<a class="hexlink" data-hex="${m}">${m}</a>` : m));
  if (texts) text = texts.piecesHtml(text, lang(), esc);
  const extra = [...named].filter((h) => !e.text.includes(h)).map((h) => `<a class="hexlink" data-hex="${h}">${h}</a>`);
  const day = e.day > 1 ? `${esc(t('status.dayShort', { day: e.day }))} ` : '';
  return `<div class="log-line" data-index="${e.index}"${shown.ok ? '' : ' data-untranslated="1"'}><span class="lt">${day}${String(e.hour).padStart(2, '0')}.00</span> <span class="lp">${esc(phaseName(e.phase))}</span> ${sectionRef(system, e.section)} <span class="ltext">${text}</span>${extra.length ? ' ' + extra.join(' ') : ''}</div>`;
}
