// The first screen: choose a battle and how to play (against the computer,
// hot seat, against a friend in another browser), or import a saved game.
import { ApiClient } from '../api/client';
import type { CreatedGame, Side } from '../api/types';
import { esc } from '../core/svg';
import { lang, setLang, t } from '../i18n';
import { rememberCreated } from './game';

export async function showLobby(root: HTMLElement): Promise<void> {
  const api = new ApiClient();
  const scenarios = await api.scenarios();
  root.innerHTML = `
<div class="lobby">
 <header class="bar"><span class="title">bohemia</span><span class="spacer"></span><button data-cmd="lang">${t('lang.name')}</button></header>
 <h1>${t('lobby.heading')}</h1>
 <form class="new-game">
  <label>${t('lobby.scenario')} <select name="scenario">${scenarios
    .map((s) => `<option value="${esc(s.id)}">${esc(s.name)} (${esc(s.edition)})</option>`)
    .join('')}</select></label>
  <p class="pending muted"></p>
  <fieldset><label><input type="radio" name="mode" value="computer" checked> ${t('lobby.vsComputer')}</label>
   <label><input type="radio" name="mode" value="hotseat"> ${t('lobby.hotseat')}</label>
   <label><input type="radio" name="mode" value="friend"> ${t('lobby.friend')}</label></fieldset>
  <label>${t('lobby.you')} <select name="side"><option value="prussia">${t('side.prussia')}</option><option value="austria">${t('side.austria')}</option></select></label>
  <button class="primary" type="submit" data-testid="start">${t('lobby.start')}</button>
 </form>
 <p class="mini-link"><a href="/?mini" data-testid="mini-link">${t('lobby.mini')}</a></p>
 <form class="import"><label>${t('lobby.import')} <input type="file" name="save" accept=".json,application/json"></label> <span class="import-links"></span></form>
</div>`;
  const form = root.querySelector('form.new-game') as HTMLFormElement;
  const showPending = () => {
    const s = scenarios.find((x) => x.id === (form.elements.namedItem('scenario') as HTMLSelectElement).value);
    (root.querySelector('.pending') as HTMLElement).textContent = s?.pending?.length ? t('lobby.pending', { list: s.pending.join('; ') }) : '';
  };
  showPending();
  form.addEventListener('change', showPending);
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const data = new FormData(form);
    const mode = String(data.get('mode'));
    const side = String(data.get('side')) as Side;
    const other: Side = side === 'prussia' ? 'austria' : 'prussia';
    const req = { scenario: String(data.get('scenario')), prussia: 'human', austria: 'human' } as Record<string, string>;
    if (mode === 'computer') req[other] = 'random';
    const g = await api.create(req as { scenario: string; prussia: string; austria: string });
    rememberCreated(g);
    location.href = playUrl(g, mode === 'hotseat' ? ['prussia', 'austria'] : [side]);
  });
  root.querySelector('[data-cmd="lang"]')!.addEventListener('click', () => {
    setLang(lang() === 'en' ? 'fr' : 'en');
    location.reload();
  });
  document.documentElement.dataset.ready = '1';
  const input = root.querySelector('form.import input') as HTMLInputElement;
  input.addEventListener('change', async () => {
    const f = input.files?.[0];
    if (!f) return;
    const g = await api.importSave(await f.text());
    rememberCreated(g);
    (root.querySelector('.import-links') as HTMLElement).innerHTML = `<a href="/?replay=${esc(g.id)}" data-testid="replay-link">${t('lobby.replay')}</a> · <a href="${esc(playUrl(g, ['prussia', 'austria']))}">${t('mode.hotseat')}</a>`;
  });
}

/** The link that plays the given seats of a created game (two seats: hot seat). */
export function playUrl(g: CreatedGame, sides: Side[]): string {
  const toks = sides.map((s) => g.seats[s]).filter((x): x is string => !!x);
  return `/?game=${encodeURIComponent(g.id)}${toks.map((x) => `&seat=${encodeURIComponent(x)}`).join('')}`;
}
