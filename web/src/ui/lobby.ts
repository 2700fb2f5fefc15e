// The first screen: choose a battle (its length, days and special rules in
// view) and how to play (against the computer, hot seat, against a friend
// in another browser), or import a saved game; below, the games this
// browser created or joined, with their state and links.
import { ApiClient } from '../api/client';
import type { CreatedGame, GameView, ScenarioSummary, Side } from '../api/types';
import { esc } from '../core/svg';
import { lang, setLang, t } from '../i18n';
import { getSystem } from '../systems/registry';
import { forget, myGames, rememberCreated, seatUrl, type MyGame } from './my-games';
import { resultText, sideName, turnLabel } from './panels';

export async function showLobby(root: HTMLElement): Promise<void> {
  const api = new ApiClient();
  const scenarios = await api.scenarios();
  const system = getSystem(scenarios[0]?.system ?? 'gbn3');
  const name = (s: ScenarioSummary) => system.scenarioName(s.name, lang());
  root.innerHTML = `
<div class="lobby">
 <header class="bar"><span class="title">bohemia</span><span class="spacer"></span><button data-cmd="lang">${t('lang.name')}</button></header>
 <h1>${t('lobby.heading')}</h1>
 <div class="lobby-columns">
 <form class="new-game">
  <label>${t('lobby.scenario')} <select name="scenario">${scenarios.map((s) => `<option value="${esc(s.id)}">${esc(name(s))} (${esc(s.edition)})</option>`).join('')}</select></label>
  <div class="scenario-info muted" data-testid="scenario-info"></div>
  <fieldset><label><input type="radio" name="mode" value="computer" checked> ${t('lobby.vsComputer')}</label>
   <label><input type="radio" name="mode" value="hotseat"> ${t('lobby.hotseat')}</label>
   <label><input type="radio" name="mode" value="friend"> ${t('lobby.friend')}</label></fieldset>
  <label class="side-choice">${t('lobby.you')} <select name="side"><option value="prussia">${t('side.prussia')}</option><option value="austria">${t('side.austria')}</option></select></label>
  <button class="primary" type="submit" data-testid="start">${t('lobby.start')}</button>
 </form>
 <section class="my-games"><h2>${t('lobby.myGames')}</h2><div class="my-games-list" data-testid="my-games"><p class="muted">…</p></div></section>
 </div>
 <p class="mini-link"><a href="/?mini" data-testid="mini-link">${t('lobby.mini')}</a></p>
 <form class="import"><label>${t('lobby.import')} <input type="file" name="save" accept=".json,application/json"></label> <span class="import-links"></span></form>
</div>`;
  const form = root.querySelector('form.new-game') as HTMLFormElement;
  const showInfo = () => {
    const s = scenarios.find((x) => x.id === (form.elements.namedItem('scenario') as HTMLSelectElement).value);
    const mode = String(new FormData(form).get('mode'));
    (root.querySelector('.side-choice') as HTMLElement).hidden = mode === 'hotseat';
    (root.querySelector('.scenario-info') as HTMLElement).innerHTML = s ? scenarioInfo(s, system) : '';
  };
  showInfo();
  form.addEventListener('change', showInfo);
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const data = new FormData(form);
    const mode = String(data.get('mode'));
    const side = String(data.get('side')) as Side;
    const other: Side = side === 'prussia' ? 'austria' : 'prussia';
    const req = { scenario: String(data.get('scenario')), prussia: 'human', austria: 'human' } as Record<string, string>;
    if (mode === 'computer') req[other] = 'random';
    const g = await api.create(req as { scenario: string; prussia: string; austria: string });
    const mine: Side[] = mode === 'hotseat' ? ['prussia', 'austria'] : [side];
    rememberCreated(g, mine);
    location.href = playUrl(g, mine);
  });
  root.querySelector('[data-cmd="lang"]')!.addEventListener('click', () => {
    setLang(lang() === 'en' ? 'fr' : 'en');
    location.reload();
  });
  const input = root.querySelector('form.import input') as HTMLInputElement;
  input.addEventListener('change', async () => {
    const f = input.files?.[0];
    if (!f) return;
    const g = await api.importSave(await f.text());
    rememberCreated(g, ['prussia', 'austria']);
    (root.querySelector('.import-links') as HTMLElement).innerHTML = `<a href="/?replay=${esc(g.id)}" data-testid="replay-link">${t('lobby.replay')}</a> · <a href="${esc(playUrl(g, ['prussia', 'austria']))}">${t('mode.hotseat')}</a>`;
  });
  const list = root.querySelector('.my-games-list') as HTMLElement;
  list.addEventListener('click', (e) => {
    const id = (e.target as HTMLElement).closest('[data-forget]')?.getAttribute('data-forget');
    if (!id) return;
    forget(id);
    void showMyGames(list, api, scenarios, system);
  });
  await showMyGames(list, api, scenarios, system);
  document.documentElement.dataset.ready = '1';
}

/** A scenario's length, days and special rules (those not enforced yet marked). */
export function scenarioInfo(s: ScenarioSummary, system: ReturnType<typeof getSystem>): string {
  const hour = (h: number) => `${String(h).padStart(2, '0')}.00`;
  const days = s.days ?? 1;
  const length = t(days > 1 ? 'lobby.lengthCampaign' : 'lobby.length', { from: hour(s.first_turn), to: hour(s.last_turn), turns: s.last_turn - s.first_turn + 1, days });
  const pending = new Set(s.pending ?? []);
  const rules = (s.special_rules ?? []).map((r) => `<li${pending.has(r) ? ' class="pending-rule"' : ''}>${esc(system.ruleName(r, lang()))}${pending.has(r) ? ` <em>(${t('lobby.notEnforced')})</em>` : ''}</li>`).join('');
  return `<div>${esc(length)} · ${esc(s.rules)}</div>${rules ? `<details><summary>${t('lobby.specialRules', { n: s.special_rules!.length })}</summary><ul>${rules}</ul></details>` : ''}`;
}

async function showMyGames(el: HTMLElement, api: ApiClient, scenarios: ScenarioSummary[], system: ReturnType<typeof getSystem>): Promise<void> {
  const mine = myGames();
  if (!mine.length) {
    el.innerHTML = `<p class="muted">${t('lobby.noGames')}</p>`;
    return;
  }
  const views = await Promise.all(mine.map((g) => api.view(g.id).catch(() => null)));
  el.innerHTML = `<table>${mine.map((g, i) => myGameRow(g, views[i], scenarios, system)).join('')}</table>`;
}

function myGameRow(g: MyGame, v: GameView | null, scenarios: ScenarioSummary[], system: ReturnType<typeof getSystem>): string {
  const s = scenarios.find((x) => x.id === g.scenario);
  const name = s ? system.scenarioName(s.name, lang()) : g.scenario;
  if (!v) return `<tr data-game="${esc(g.id)}"><td>${esc(name)}</td><td class="muted">${t('lobby.gone')}</td><td><button data-forget="${esc(g.id)}">${t('lobby.forget')}</button></td></tr>`;
  const campaign = (s?.days ?? 1) > 1;
  const state = v.over && v.result ? resultText(v.result) : `${turnLabel(v.turn, campaign)} · ${v.actor.kind === 'decision' ? t('status.toAct', { who: sideName(v.actor.side) }) : t('status.chance')}`;
  const links = [
    g.tokens.length && !v.over ? `<a href="${esc(seatUrl(g.id, g.tokens))}" data-testid="continue">${t('lobby.continue')}</a>` : '',
    `<a href="/?watch=${esc(g.id)}">${t('lobby.watch')}</a>`,
    `<a href="/?replay=${esc(g.id)}">${t('lobby.replayShort')}</a>`,
  ].filter(Boolean);
  return `<tr data-game="${esc(g.id)}"><td>${esc(name)}</td><td>${esc(state)}</td><td>${links.join(' · ')}</td></tr>`;
}

/** The link that plays the given seats of a created game (two seats: hot seat). */
export function playUrl(g: CreatedGame, sides: Side[]): string {
  return seatUrl(g.id, sides.map((s) => g.seats[s]).filter((x): x is string => !!x));
}
