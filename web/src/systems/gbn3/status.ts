// GBN3's words about a game's state: the sides, phases, turns and results,
// the status panel (turn track, phase, active formation, cup §9, VP,
// demoralised formations §10.2, locations, reinforcements §9.4), the
// decision's heading, a log line's time, the lobby's scenario facts and a
// game's progress. Pure functions of the data, unit tested without a browser.
import { esc } from '../../core/svg';
import { lang, t } from '../../i18n';
import type { ParsedAction } from '../module';
import { kindHeading } from './describe';
import { g, GBN3_WORDS, type Gbn3Key } from './messages';
import { ruleName } from './rule-names';
import { ref } from './sections';
import { scenarioName } from './texts';
import type { Counters } from './board';
import type { GameResult, GameView, Gbn3LogEntry, Gbn3Summary, Scenario } from './types';

export function phaseName(phase: string): string {
  const key = `phase.${phase}`;
  // A phase the client has no word for is shown as the API names it.
  return key in GBN3_WORDS.en ? g(key as Gbn3Key) : phase;
}

export function sideName(side: string | null | undefined): string {
  if (side === 'prussia') return g('side.prussia');
  if (side === 'austria') return g('side.austria');
  return side ?? '';
}

function formationName(sc: Scenario, id: string): string {
  const f = sc.formations.find((x) => x.id === id);
  return f ? f.name : id;
}

function formationSide(sc: Scenario, id: string): string {
  return sc.formations.find((x) => x.id === id)?.side ?? '';
}

function shortFormation(sc: Scenario, id: string): string {
  const f = sc.formations.find((x) => x.id === id);
  if (!f) return id;
  const c = f.commander ?? f.name;
  return c.replace(/^von /, '');
}

/** "10.00", or "day 2, 10.00" in a campaign, in the player's language. */
export function turnLabel(turn: { hour: number; day: number }, campaign: boolean): string {
  const hour = `${String(turn.hour).padStart(2, '0')}.00`;
  return campaign ? g('status.dayHour', { day: turn.day, hour }) : hour;
}

function levelName(level: string): string {
  return level === 'major' ? g('level.major') : level === 'minor' ? g('level.minor') : level;
}

/** A result in words: "Prussia: major victory (5 – 2)". */
export function resultText(r: GameResult): string {
  const p = r.vp.prussia;
  const a = r.vp.austria;
  return r.winner ? g('status.result', { winner: sideName(r.winner), level: levelName(r.level), p, a }) : g('status.draw', { p, a });
}

/** Why a day or the game ended before its last turn (a panic, §11.4.2). */
function endedBy(r: GameResult): string {
  if (!r.ended_by) return '';
  return ` <div class="ended-by" data-testid="ended-by">${esc(g('status.endedBy', { rule: ruleName(r.ended_by.rule, lang()) }))} ${ref(r.ended_by.section)}</div>`;
}

/** Turn track, phase, active formation, cup, VP and locations. */
export function statusHtml(sc: Scenario, v: GameView, counters: Counters): string {
  // A campaign's track holds both days (§13), each begun by its name.
  const campaign = new Set(sc.turns.map((tr) => tr.day)).size > 1;
  const track = sc.turns
    .map((tr, i) => {
      const cur = tr.hour === v.turn.hour && tr.day === v.turn.day;
      const cls = ['turn', tr.night ? 'night' : '', cur ? 'current' : ''].join(' ');
      const day = campaign && (i === 0 || sc.turns[i - 1].day !== tr.day) ? `<span class="day" data-day="${tr.day}">${esc(g('status.day', { day: tr.day }))}</span>` : '';
      return `${day}<span class="${cls}" title="${tr.night ? g('status.night') : ''}">${String(tr.hour).padStart(2, '0')}</span>`;
    })
    .join('');
  const cupChip = (id: string) => `<span class="chip side-${formationSide(sc, id)}" title="${esc(formationName(sc, id))}">${esc(shortFormation(sc, id))}</span>`;
  const actor = v.actor.kind === 'terminal' ? t('status.over') : v.actor.kind === 'chance' ? t('status.chance') : sideName(v.actor.side);
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
    .map((d) => `<div class="day-result" data-day="${d.day}" data-testid="day-result">${esc(g('status.dayResult', { day: d.day, result: resultText(d) }))}${endedBy(d)}</div>`)
    .join('');
  const result = v.result ? `<div class="result" data-testid="result">${esc(campaign ? g('status.campaignResult', { result: resultText(v.result) }) : resultText(v.result))}${endedBy(v.result)}</div>` : '';
  return `
<div class="turn-track" aria-label="${g('status.turn')}">${track}</div>
<div class="status-line"><b>${g('status.turn')}</b> <span data-testid="turn">${esc(turnLabel(v.turn, campaign))}</span>${v.turn.night ? ` (${g('status.night')})` : ''}
 · <b>${g('status.phase')}</b> <span data-testid="phase">${esc(phaseName(v.phase))}</span> ${ref(v.section)}</div>
<div class="status-line"><b>${g('status.active')}</b> <span data-testid="active">${v.active_formation ? esc(formationName(sc, v.active_formation)) : g('status.none')}</span></div>
<div class="status-line"><b>${esc(v.actor.kind === 'terminal' ? actor : t('status.toAct', { who: actor }))}</b></div>
<div class="cup"><b>${g('status.cup')}</b> ${ref('9')} <span class="muted">${g('status.cupLeft')}</span> ${v.cup.left.map(cupChip).join(' ') || '—'}
 <span class="muted">${g('status.cupDrawn')}</span> ${v.cup.drawn.map(cupChip).join(' ') || '—'}</div>
<div class="vp"><b>${campaign ? esc(g('status.vpDay', { day: v.turn.day })) : g('status.vp')}</b> <span class="vp-side side-prussia">${g('side.prussia')} <b data-testid="vp-prussia">${v.vp.prussia}</b></span>
 <span class="vp-side side-austria">${g('side.austria')} <b data-testid="vp-austria">${v.vp.austria}</b></span></div>
${demoralisedHtml(sc, v)}
<details class="locations"><summary>${g('status.locations')}</summary><ul>${occupied}</ul></details>
${reinforcementsHtml(sc, v, counters)}
${days}${result}`;
}

/** Formations flagged demoralised (rule 10.2): a piece of theirs carries the marker. */
function demoralisedHtml(sc: Scenario, v: GameView): string {
  const ids = new Set<string>();
  for (const p of v.pieces) {
    if (!p.markers.includes('demoralised')) continue;
    const f = sc.units.find((u) => u.id === p.id)?.formation ?? (sc.formations.some((x) => x.id === p.id) ? p.id : null);
    if (f) ids.add(f);
  }
  if (!ids.size) return '';
  const names = [...ids].map((id) => `<span class="chip demo side-${formationSide(sc, id)}">⚑ ${esc(shortFormation(sc, id))}</span>`).join(' ');
  return `<div class="demoralised" data-testid="demoralised"><b>${g('status.demoralised')}</b> ${ref('10.2')} ${names}</div>`;
}

/** Reinforcements still to come (rule 9.4), by turn and entry hex. */
function reinforcementsHtml(sc: Scenario, v: GameView, counters: Counters): string {
  const pending = new Set(v.pieces.filter((p) => p.where === 'pending').map((p) => p.id));
  const campaign = new Set(sc.turns.map((tr) => tr.day)).size > 1;
  // An entry hex of a day on another map is no link into the map drawn (§13).
  const onThisMap = (day: number) => (sc.day_list?.find((d) => d.day === day)?.map ?? sc.map.id) === sc.map.id;
  const rows = (sc.reinforcements ?? [])
    .filter((r) => r.pieces.some((p) => pending.has(p)) && (r.day ?? 1) >= v.turn.day)
    .map(
      (r) =>
        `<li>${campaign ? `${esc(g('status.day', { day: r.day ?? 1 }))} ` : ''}<b>${String(r.turn).padStart(2, '0')}.00</b> ${onThisMap(r.day ?? 1) ? `<a class="hexlink" data-hex="${esc(r.hex)}">${esc(r.hex)}</a>` : esc(r.hex)}: ${r.pieces
          .filter((p) => pending.has(p))
          .map((p) => esc(counters.shortLabel(p)))
          .join(', ')}</li>`,
    )
    .join('');
  return rows ? `<details class="reinforcements"><summary>${g('status.reinforcements')} ${ref('9.4')}</summary><ul>${rows}</ul></details>` : '';
}

/** The decision's step: the turn, the phase or (in the combat steps) the
 * decision's own kind, the formation's commander, and the section. */
export function decisionHeading(sc: Scenario, v: GameView, legal: ParsedAction[]): { text: string; section: string } {
  const formation = v.active_formation ? sc.formations.find((f) => f.id === v.active_formation) : null;
  // In the combat steps the decision's own kind names it (an advance after
  // combat is not "the choice of the next assault").
  const kind = v.phase === 'select' || v.phase === 'combat' ? legal.map((a) => kindHeading(a.type, lang())).find((k) => k) : null;
  const step = `${turnLabel(v.turn, (sc.day_list?.length ?? 1) > 1)} ${kind ? kind.title.toLowerCase() : phaseName(v.phase)}`;
  const text = formation ? g('decision.stepOf', { step, who: formation.commander ?? formation.name }) : step;
  return { text, section: kind?.section ?? v.section };
}

/** A log line's time ("D2 10.00") and phase, as HTML. */
export function logPrefix(e: Gbn3LogEntry): string {
  const day = e.day > 1 ? `${esc(g('status.dayShort', { day: e.day }))} ` : '';
  return `<span class="lt">${day}${String(e.hour).padStart(2, '0')}.00</span> <span class="lp">${esc(phaseName(e.phase))}</span>`;
}

/** A scenario's length, days and special rules (those not enforced yet marked). */
export function scenarioInfo(s: Gbn3Summary): string {
  const hour = (h: number) => `${String(h).padStart(2, '0')}.00`;
  const days = s.days ?? 1;
  const length = g(days > 1 ? 'lobby.lengthCampaign' : 'lobby.length', { from: hour(s.first_turn), to: hour(s.last_turn), turns: s.last_turn - s.first_turn + 1, days });
  const pending = new Set(s.pending ?? []);
  const rules = (s.special_rules ?? [])
    .map((r) => `<li${pending.has(r) ? ' class="pending-rule"' : ''}>${esc(ruleName(r, lang()))}${pending.has(r) ? ` <em>(${g('lobby.notEnforced')})</em>` : ''}</li>`)
    .join('');
  return `<div>${esc(length)} · ${esc(s.rules)}</div>${rules ? `<details><summary>${g('lobby.specialRules', { n: s.special_rules!.length })}</summary><ul>${rules}</ul></details>` : ''}`;
}

/** A game in a few words for the lobby: its result, or its turn and who acts. */
export function progress(v: GameView, s: Gbn3Summary | undefined): string {
  const campaign = (s?.days ?? 1) > 1;
  if (v.over && v.result) return resultText(v.result);
  return `${turnLabel(v.turn, campaign)} · ${v.actor.kind === 'decision' ? t('status.toAct', { who: sideName(v.actor.side) }) : t('status.chance')}`;
}

/** The header's title: the scenario, and in a campaign the day's battle (§13). */
export function gameTitle(sc: Scenario, v: GameView): string {
  const name = scenarioName(sc.name, lang());
  const days = sc.day_list ?? [];
  const day = days.find((d) => d.day === v.turn.day);
  return days.length > 1 && day ? `${name} · ${g('status.day', { day: day.day })}: ${scenarioName(day.name, lang())}` : name;
}
