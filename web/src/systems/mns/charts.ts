// The charts panel (issue 18 item 3): the Combat Results Table (§7.8), the
// Terrain Effects Chart (§4.5–4.7, §7.7, §8.6) and the Rain Table (§19.4)
// as the game reads them, from the scenario document (docs/api.md
// "A Musket & Saber scenario", `charts`). Every value of a reconstructed
// chart is marked so (class `rc`, its title), with a link to how it was
// derived (docs/mns/data-derivation.md, copied into the app by build.sh).
import { esc } from '../../core/svg';
import { sectionRef } from '../../ui/html';
import { m, type MnsKey } from './messages';
import type { MnsCharts } from './types';

/** Where the app serves the derivation document (web/build.sh copies it). */
export const DERIVATION_URL = '/docs/mns/data-derivation.txt';

const ref = (section: string) => sectionRef(section, '');

function cell(value: string, reconstructed: boolean): string {
  return reconstructed ? `<td class="rc" title="${esc(m('charts.reconstructedValue'))}">${esc(value)}</td>` : `<td>${esc(value)}</td>`;
}

function heading(title: MnsKey, section: string, status: string, anchor: string): string {
  const rec = status === 'reconstructed';
  const how = `<a class="derivation" href="${DERIVATION_URL}" target="_blank" title="${esc(anchor)}">${esc(m('charts.how'))}</a>`;
  return `<h5>${esc(m(title))} ${ref(section)} ${rec ? `<span class="rc-note">${esc(m('charts.reconstructed'))}</span>` : ''} · ${how}</h5>`;
}

const mp = (v: number | null) => (v === null ? '—' : String(v));
const yes = (b: boolean) => m(b ? 'charts.yes' : 'charts.no');
const TERRAINS = new Set(['clear', 'light_woods', 'woods', 'town', 'road', 'trail', 'bistritz', 'ford', 'bridge', 'ridge', 'treeline']);
const terrain = (name: string) => (TERRAINS.has(name) ? m(`terrain.${name}` as MnsKey) : name.replace(/_/g, ' '));
const ARMS = new Set(['infantry', 'cavalry', 'artillery', 'leader', 'trains']);
const WEATHERS = new Set(['heavy', 'light', 'clear']);

export function crtHtml(c: MnsCharts['crt']): string {
  const rec = c.status === 'reconstructed';
  const head = `<tr><th>${esc(m('charts.die'))}</th>${c.columns.map((col) => `<th class="crt-col">${esc(col.label)}</th>`).join('')}</tr>`;
  const rows = c.rows.map((row, i) => `<tr><th>${i + 1}</th>${row.map((x) => cell(x, rec)).join('')}</tr>`).join('');
  return `<div class="chart chart-crt" data-chart="crt">${heading('charts.crt', c.section, c.status, c.derivation)}<table class="chart-table">${head}${rows}</table></div>`;
}

export function tecHtml(t: MnsCharts['tec']): string {
  const rec = t.status === 'reconstructed';
  const arms = t.arms.map((a) => `<th>${esc(ARMS.has(a) ? m(`arm.${a}` as MnsKey) : a)}</th>`).join('');
  const halv = (h: number[]) => h.join('/');
  const hexes = t.hexes
    .map((h) => `<tr><th>${esc(terrain(h.name))}</th>${h.mp.map((v) => cell(mp(v), rec)).join('')}${cell(halv(h.attacker_halvings), rec)}${cell(yes(h.march), rec)}${cell(yes(h.charge), rec)}${cell(yes(h.los_blocks), rec)}</tr>`)
    .join('');
  const paths = t.paths.map((p) => `<tr><th>${esc(terrain(p.name))}</th>${p.mp.map((v) => cell(mp(v), rec)).join('')}${cell('—', rec)}${cell(p.march_mp === null ? m('charts.no') : mp(p.march_mp), rec)}${cell('', rec)}${cell('', rec)}</tr>`).join('');
  const sides = t.hexsides
    .map((h) => `<tr><th>${esc(terrain(h.name))}</th>${h.mp_add.map((v) => cell(v === null ? '—' : `+${v}`, rec)).join('')}${cell(halv(h.attacker_halvings), rec)}${cell(yes(h.march), rec)}${cell(yes(h.charge), rec)}${cell(yes(h.los_blocks_unless_adjacent), rec)}</tr>`)
    .join('');
  const head = `<tr><th></th>${arms}<th>${esc(m('charts.halved'))}</th><th>${esc(m('charts.march'))}</th><th>${esc(m('charts.charge'))}</th><th>${esc(m('charts.los'))}</th></tr>`;
  const hill = `<tr><th>${esc(m('charts.hill'))}</th>${t.hill.mp_add_uphill.map((v) => cell(v === null ? '—' : `+${v}`, rec)).join('')}${cell(halv(t.hill.attacker_halvings), rec)}${cell('', rec)}${cell(yes(t.hill.charge), rec)}${cell(`+${t.hill.range_bonus}`, rec)}</tr>`;
  return `<div class="chart chart-tec" data-chart="tec">${heading('charts.tec', t.section, t.status, t.derivation)}<table class="chart-table">${head}${hexes}${hill}${paths}<tr><th colspan="${t.arms.length + 5}" class="sub">${esc(m('charts.hexsides'))}</th></tr>${sides}</table>
<p class="muted">${esc(m('charts.works', { halved: halv(t.fieldworks.attacker_halvings_across_protected), range: t.fieldworks.battery_range_bonus, attack: t.fieldworks.battery_attack_bonus }))} ${ref('19.6')}</p></div>`;
}

export function rainHtml(r: MnsCharts['rain']): string {
  const rec = r.status === 'reconstructed';
  const w = (x: string) => (WEATHERS.has(x) ? m(`weather.${x}` as MnsKey) : x);
  const head = `<tr><th>${esc(m('charts.now'))}</th>${[1, 2, 3, 4, 5, 6].map((d) => `<th>${d}</th>`).join('')}<th>${esc(m('charts.losHexes'))}</th><th>${esc(m('charts.maxMp'))}</th></tr>`;
  const rows = r.weathers
    .map((x) => `<tr><th>${esc(w(x))}</th>${(r.table[x] ?? []).map((o) => cell(w(o), rec)).join('')}${cell(String(r.effects[x]?.los ?? ''), rec)}${cell(r.effects[x]?.max_mp ? String(r.effects[x].max_mp) : '—', rec)}</tr>`)
    .join('');
  return `<div class="chart chart-rain" data-chart="rain">${heading('charts.rain', r.section, r.status, r.derivation)}<table class="chart-table">${head}${rows}</table><p class="muted">${esc(m('charts.rainStart', { weather: w(r.start) }))}</p></div>`;
}

/** The charts panel: folded under the status, opened by the player. */
export function chartsHtml(c: MnsCharts | undefined): string {
  if (!c) return '';
  return `<details class="charts" data-testid="charts"><summary>${esc(m('charts.heading'))}</summary>${crtHtml(c.crt)}${tecHtml(c.tec)}${rainHtml(c.rain)}</details>`;
}
