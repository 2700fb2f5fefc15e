// The first screen: choose a battle (its length, days and special rules in
// view) and how to play (against the computer, hot seat, against a friend
// in another browser), or import a saved game; below, the games this
// browser created or joined, with their state and links. The seats offered
// are those `/api/systems` lists for the chosen scenario's system, and a
// game is created with the `seats` body (docs/api.md).
import { ApiClient } from '../api/client';
import { LEVELS, type CreateRequest, type CreatedGame, type GameEnvelope, type ScenarioSummary, type Seat, type SeatKind, type SystemInfo } from '../api/types';
import { esc } from '../core/svg';
import { lang, setLang, t } from '../i18n';
import { getSystem, hasSystem } from '../systems/registry';
import { forget, myGames, rememberCreated, seatUrl, type MyGame } from './my-games';

/** How a new game is played: one seat against the computer, every seat on
 * this screen, one seat against a friend, or the computer against itself
 * (watched). */
export type LobbyMode = 'computer' | 'hotseat' | 'friend' | 'computers';

/** The computer's kinds a system offers (its levels, then random), the default first chosen. */
export function computerKinds(sys: SystemInfo | undefined): SeatKind[] {
  const kinds = sys?.seat_kinds ?? ['random'];
  return [...LEVELS, 'random' as SeatKind].filter((k) => kinds.includes(k));
}

export async function showLobby(root: HTMLElement): Promise<void> {
  const api = new ApiClient();
  const [systems, all] = await Promise.all([api.systems(), api.scenarios()]);
  const scenarios = all.filter((s) => hasSystem(s.system) && systems.some((x) => x.id === s.system));
  const shown = [...new Set(scenarios.map((s) => s.system))];
  const heading = shown.length === 1 ? getSystem(shown[0]).title() : t('lobby.heading');
  document.title = `${heading} — bohemia`;
  const options = (list: ScenarioSummary[]) => list.map((s) => `<option value="${esc(s.id)}">${esc(getSystem(s.system).scenarioLabel(s))}</option>`).join('');
  const scenarioOptions =
    shown.length === 1 ? options(scenarios) : shown.map((id) => `<optgroup label="${esc(getSystem(id).title())}">${options(scenarios.filter((s) => s.system === id))}</optgroup>`).join('');
  root.innerHTML = `
<div class="lobby">
 <header class="bar"><span class="title">bohemia</span><span class="spacer"></span><button data-cmd="lang">${t('lang.name')}</button></header>
 <h1>${esc(heading)}</h1>
 <div class="lobby-columns">
 <form class="new-game">
  <label>${t('lobby.scenario')} <select name="scenario">${scenarioOptions}</select></label>
  <div class="scenario-info muted" data-testid="scenario-info"></div>
  <fieldset><label><input type="radio" name="mode" value="computer" checked> ${t('lobby.vsComputer')}</label>
   <label><input type="radio" name="mode" value="hotseat"> ${t('lobby.hotseat')}</label>
   <label><input type="radio" name="mode" value="friend"> ${t('lobby.friend')}</label>
   <label><input type="radio" name="mode" value="computers"> ${t('lobby.computers')}</label></fieldset>
  <label class="side-choice">${t('lobby.you')} <select name="side"></select></label>
  <label class="level-choice">${t('lobby.level')} <select name="level" data-testid="level"></select></label>
  <button class="primary" type="submit" data-testid="start">${t('lobby.start')}</button>
 </form>
 <section class="my-games"><h2>${t('lobby.myGames')}</h2><div class="my-games-list" data-testid="my-games"><p class="muted">…</p></div></section>
 </div>
 <p class="mini-link"><a href="/?mini" data-testid="mini-link">${t('lobby.mini')}</a></p>
 <form class="import"><label>${t('lobby.import')} <input type="file" name="save" accept=".json,application/json"></label> <span class="import-links"></span></form>
</div>`;
  const form = root.querySelector('form.new-game') as HTMLFormElement;
  const seatSelect = form.elements.namedItem('side') as HTMLSelectElement;
  const levelSelect = form.elements.namedItem('level') as HTMLSelectElement;
  const chosen = () => scenarios.find((x) => x.id === (form.elements.namedItem('scenario') as HTMLSelectElement).value);
  const seatsOf = (s: ScenarioSummary | undefined) => systems.find((x) => x.id === s?.system)?.seats ?? [];
  const showInfo = () => {
    const s = chosen();
    const mode = String(new FormData(form).get('mode'));
    (root.querySelector('.side-choice') as HTMLElement).hidden = mode === 'hotseat' || mode === 'computers';
    (root.querySelector('.level-choice') as HTMLElement).hidden = mode !== 'computer' && mode !== 'computers';
    // The computer's levels (and random) the system offers, normal by default.
    const sys = systems.find((x) => x.id === s?.system);
    const kinds = computerKinds(sys);
    const levels = kinds.map((k) => `<option value="${k}">${esc(t(`level.${k}` as 'level.normal'))}</option>`).join('');
    if (levelSelect.innerHTML !== levels) {
      const was = levelSelect.value;
      levelSelect.innerHTML = levels;
      levelSelect.value = kinds.includes(was as SeatKind) ? was : (sys?.default_computer ?? kinds[0] ?? 'random');
    }
    // The seats of the chosen scenario's system, the one chosen kept when it has it.
    const seats = seatsOf(s);
    const keep = seatSelect.value;
    const html = seats.map((x) => `<option value="${esc(x)}">${esc(getSystem(s!.system).seatName(x))}</option>`).join('');
    if (seatSelect.innerHTML !== html) {
      seatSelect.innerHTML = html;
      if (seats.includes(keep)) seatSelect.value = keep;
    }
    (root.querySelector('.scenario-info') as HTMLElement).innerHTML = s ? getSystem(s.system).scenarioInfo(s) : '';
  };
  showInfo();
  form.addEventListener('change', showInfo);
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const data = new FormData(form);
    const s = chosen();
    if (!s) return;
    const mode = String(data.get('mode')) as LobbyMode;
    const req = createRequest(s, seatsOf(s), mode, String(data.get('side')), String(data.get('level') || 'random') as SeatKind);
    const g = await api.create(req);
    const mine = mode === 'hotseat' ? seatsOf(s) : mode === 'computers' ? [] : [String(data.get('side'))];
    rememberCreated(g, mine);
    location.href = mode === 'computers' ? g.watch : playUrl(g, mine);
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
    const every = Object.keys(g.seats);
    rememberCreated(g, every);
    (root.querySelector('.import-links') as HTMLElement).innerHTML = `<a href="/?replay=${esc(g.id)}" data-testid="replay-link">${t('lobby.replay')}</a> · <a href="${esc(playUrl(g, every))}">${t('mode.hotseat')}</a>`;
  });
  const list = root.querySelector('.my-games-list') as HTMLElement;
  list.addEventListener('click', (e) => {
    const id = (e.target as HTMLElement).closest('[data-forget]')?.getAttribute('data-forget');
    if (!id) return;
    forget(id);
    void showMyGames(list, api, all);
  });
  await showMyGames(list, api, all);
  document.documentElement.dataset.ready = '1';
}

/** The body of `POST /api/games` for a scenario of a system with these
 * seats: the player's seat human; the others the computer's at `level`
 * (mode `computer`) or human (hot seat, a friend); every seat the
 * computer's in mode `computers`. */
export function createRequest(s: ScenarioSummary, seats: Seat[], mode: LobbyMode, mine: Seat, level: SeatKind = 'random'): CreateRequest {
  const out: Record<Seat, SeatKind> = {};
  for (const x of seats) out[x] = mode === 'computers' || (mode === 'computer' && x !== mine) ? level : 'human';
  return { system: s.system, scenario: s.id, seats: out };
}

async function showMyGames(el: HTMLElement, api: ApiClient, scenarios: ScenarioSummary[]): Promise<void> {
  const mine = myGames();
  if (!mine.length) {
    el.innerHTML = `<p class="muted">${t('lobby.noGames')}</p>`;
    return;
  }
  // Each game as the seats this browser holds see it (a spectator's view without).
  const views = await Promise.all(mine.map((g) => api.view(g.id, g.tokens[0]).catch(() => null)));
  el.innerHTML = `<table>${mine.map((g, i) => myGameRow(g, views[i], scenarios)).join('')}</table>`;
}

function myGameRow(g: MyGame, v: GameEnvelope | null, scenarios: ScenarioSummary[]): string {
  const s = scenarios.find((x) => x.id === g.scenario);
  const system = s && hasSystem(s.system) ? getSystem(s.system) : null;
  const name = s && system ? system.scenarioName(s.name, lang()) : g.scenario;
  if (!v || !hasSystem(v.system))
    return `<tr data-game="${esc(g.id)}"><td>${esc(name)}</td><td class="muted">${t('lobby.gone')}</td><td><button data-forget="${esc(g.id)}">${t('lobby.forget')}</button></td></tr>`;
  const state = getSystem(v.system).progress(v, s);
  const links = [
    g.tokens.length && !v.over ? `<a href="${esc(seatUrl(g.id, g.tokens))}" data-testid="continue">${t('lobby.continue')}</a>` : '',
    `<a href="/?watch=${esc(g.id)}">${t('lobby.watch')}</a>`,
    `<a href="/?replay=${esc(g.id)}">${t('lobby.replayShort')}</a>`,
  ].filter(Boolean);
  return `<tr data-game="${esc(g.id)}"><td>${esc(name)}</td><td>${esc(state)}</td><td>${links.join(' · ')}</td></tr>`;
}

/** The link that plays the given seats of a created game (several seats: hot seat). */
export function playUrl(g: CreatedGame, seats: Seat[]): string {
  return seatUrl(g.id, seats.map((s) => g.seats[s]).filter((x): x is string => !!x));
}
