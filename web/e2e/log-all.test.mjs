// Issue 14 item 7h: the log keeps all of a game. A finished game of a
// thousand and more lines is watched: every line of GET /log is in the
// panel, from the set-up's first; replayed at K actions, the panel holds the
// lines of the first K actions, all of them.
import assert from 'node:assert/strict';
import { api, openApp, launch } from './lib.mjs';

export const name = 'issue 14 7h: the log panel holds every line of a game (watch and replay)';

async function finished(base, scenario, seed) {
  const g = (await api(base, 'POST', '/api/games', { scenario, prussia: 'random', austria: 'random', seed })).data;
  let v = (await api(base, 'GET', `/api/games/${g.id}`)).data;
  for (let i = 0; i < 600 && !v.over; i++) {
    await new Promise((r) => setTimeout(r, 100));
    v = (await api(base, 'GET', `/api/games/${g.id}`)).data;
  }
  assert.ok(v.over, 'the random game is over');
  return { g, v };
}

export async function run({ base }) {
  const { g, v } = await finished(base, 'trautenau', 2);
  const log = (await api(base, 'GET', `/api/games/${g.id}/log`)).data;
  assert.ok(log.length > 300, `a long log (${log.length} lines)`);
  const b = await launch();
  try {
    const { page, errors } = await openApp(b.context, `${base}/?watch=${g.id}`);
    await page.waitForFunction((n) => document.querySelectorAll('.log-line').length === n, log.length);
    const first = await page.locator('.log-line').first().getAttribute('data-index');
    assert.equal(first, String(log[0].index), 'the first line is there');
    // Scrolled to the top, the first line is in view: nothing was cut.
    await page.locator('.log-lines').evaluate((el) => (el.scrollTop = 0));
    assert.ok(await page.locator('.log-line').first().isVisible());

    const r = (await openApp(b.context, `${base}/?replay=${g.id}`)).page;
    const k = Math.floor(v.actions * 0.8);
    await r.evaluate((n) => window.__bohemia.goTo(n), k);
    const want = log.filter((e) => e.action == null || e.action < k).length;
    await r.waitForFunction((n) => document.querySelectorAll('.log-line').length === n, want);
    await r.locator('[data-cmd="replay-end"]').click();
    await r.waitForFunction((n) => document.querySelectorAll('.log-line').length === n, log.length);
    assert.deepEqual(errors, []);
  } finally {
    await b.close();
  }
}
