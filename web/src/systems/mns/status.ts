// The Königgrätz status panel and the words around a game (issue 18 item
// 1): the Turn Record Track with its light (§14) and the routed units on it
// (§7.10), the weather (§19.4), the phase (§3.2), VP as they stand (§18),
// the arrivals to come (§17.4), and for the Austrian seat its hidden boxes
// (§19.8); a result in words.
import { lang, t } from '../../i18n';
import { sectionRef } from '../../ui/html';
import { esc } from '../../core/svg';
import { m, type MnsKey } from './messages';
import { chartsHtml } from './charts';
import type { MnsScenario, MnsSummary, MnsView } from './types';

const ref = (section: string) => sectionRef(section, '');

export function sideName(side: string | null | undefined): string {
  return side === 'prussia' || side === 'austria' ? m(`side.${side}`) : side ?? '';
}

export function phaseName(phase: string): string {
  const key = `phase.${phase}` as MnsKey;
  return m(key) || phase;
}

const PHASE_SECTION: Record<string, string> = { setup: '17.2', movement: '4', combat: '7', 'turn end': '3.2', over: '18' };

/** A result key of the view ("prussia victory", "austria points", "draw") in words, with the VP. */
export function resultText(key: unknown, vp: [number, number] = [0, 0]): string {
  const text = typeof key === 'string' ? key : '';
  const [p, a] = vp;
  if (!text || text === 'draw') return m('status.result.draw', { p, a });
  const [side, level] = text.split(' ');
  const word = level === 'victory' || level === 'points' ? m(`result.${level}`) : level ?? '';
  return m('status.result.win', { winner: sideName(side), level: word, p, a });
}

/** Turn track, phase, weather, VP, what is off the map. */
export function statusHtml(sc: MnsScenario, v: MnsView): string {
  const routed = new Map<number, string[]>();
  for (const u of v.units)
    if (u.where === 'track' && u.track !== undefined) routed.set(u.track, [...(routed.get(u.track) ?? []), u.id]);
  const track = sc.turns
    .map((tr) => {
      const cls = ['turn', tr.light, tr.turn === v.turn ? 'current' : ''].join(' ');
      const on = routed.get(tr.turn);
      return `<span class="${cls}" data-turn="${tr.turn}" title="${esc(m(`light.${tr.light}` as MnsKey))}${on ? ` · ${on.length}` : ''}">${tr.turn}${on ? `<sup>${on.length}</sup>` : ''}</span>`;
    })
    .join('');
  const actor = v.actor.kind === 'terminal' ? t('status.over') : v.actor.kind === 'chance' ? t('status.chance') : sideName(v.actor.side);
  const hidden = v.units.filter((u) => u.where === 'hidden').length;
  const arrivals = sc.arrivals
    .filter((a) => a.units.some((id) => v.units.find((u) => u.id === id)?.where === 'waiting'))
    .map((a) => `<li><b>${a.turn}</b> ${esc(a.entries.join('/'))}: ${a.units.length}${a.roll ? ` ${ref('17.4')}` : ''}</li>`)
    .join('');
  const result = v.over ? `<div class="result" data-testid="result">${esc(resultText(v.result, v.vp))}</div>` : '';
  return `
<div class="turn-track" aria-label="${m('status.turn')}">${track}</div>
<div class="status-line"><b>${m('status.turn')}</b> <span data-testid="turn">${v.turn}/${v.turns}</span> (${esc(m(`light.${v.light}` as MnsKey))}) ${ref('14')}
 · <b>${m('status.phase')}</b> <span data-testid="phase">${esc(phaseName(v.phase))}</span> ${ref(PHASE_SECTION[v.phase] ?? '3.2')}</div>
<div class="status-line"><b>${m('status.active')}</b> ${esc(sideName(v.active))} · <b>${m('status.weather')}</b> <span data-testid="weather">${esc(m(`weather.${v.weather}` as MnsKey))}</span> ${ref('19.4')}</div>
<div class="status-line"><b>${esc(v.actor.kind === 'terminal' ? actor : t('status.toAct', { who: actor }))}</b></div>
<div class="vp"><b>${m('status.vp')}</b> ${ref('18')} <span class="vp-side side-prussia">${m('side.prussia')} <b data-testid="vp-prussia">${v.vp[0]}</b></span>
 <span class="vp-side side-austria">${m('side.austria')} <b data-testid="vp-austria">${v.vp[1]}</b></span></div>
<div class="status-line" data-testid="hidden-count">${esc(m('status.markers', { n: v.markers.length }))}${hidden ? ` · ${esc(m('status.hiddenCount', { n: hidden }))}` : ''} ${ref('19.8')}</div>
${arrivals ? `<details class="reinforcements"><summary>${m('status.arrivals')} ${ref('17.4')}</summary><ul>${arrivals}</ul></details>` : ''}
<p class="muted reconstructed">${esc(m('status.reconstructed'))}</p>
${chartsHtml(sc.charts)}
${result}`;
}

export function scenarioInfo(s: MnsSummary): string {
  return `<div>${esc(m('lobby.length', { turns: s.turns }))} · ${esc(s.rules)}</div>`;
}

export function progress(v: MnsView): string {
  if (v.over) return resultText(v.result, v.vp);
  return `${m('status.turn')} ${v.turn} · ${v.actor.kind === 'decision' ? t('status.toAct', { who: sideName(v.actor.side) }) : t('status.chance')}`;
}

export function decisionHeading(v: MnsView): { text: string; section: string } {
  return { text: m('decision.turn', { turn: v.turn, phase: phaseName(v.phase) }), section: PHASE_SECTION[v.phase] ?? '3.2' };
}

export { lang };
