// Issue 14 item 7b: a campaign's day 2 (VV174 §13, Münchengrätz then
// Gitschin). A hot-seat campaign is played through the API to the first
// decision of day 2 and opened: the title names day 2 and its battle, no
// arrow of day 1 is drawn on day 2's map, the status says that the result
// shown is day 1's, and GET /history gives day 1's moves with day 1's hexes
// (the save's notation). Screenshots at 1280 x 720 and 1400 x 900. (The
// real server only: the mock has no campaign.)
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { api, openApp, launch, webDir } from './lib.mjs';
import { advanceUntil } from './helpers.mjs';

export const name = 'issue 14 7b: a campaign\'s day 2 has its title, no stale arrows, day 1\'s result named, history on day 1\'s map';

export async function run({ base, kind }) {
  if (kind !== 'real') return;
  const g = (await api(base, 'POST', '/api/games', { scenario: 'munchengratz-gitschin', prussia: 'human', austria: 'human', seed: 7 })).data;
  const v = await advanceUntil(base, g, (_l, view) => view.turn.day === 2 && view, 6000);
  assert.ok(v, 'the campaign reached day 2');
  assert.equal(v.map, 'gitschin');
  // The history says each action as the save does (day 1's moves on the Münchengrätz map).
  const history = (await api(base, 'GET', `/api/games/${g.id}/history`)).data;
  const save = (await api(base, 'GET', `/api/games/${g.id}/save`)).data;
  assert.deepEqual(history.map((h) => h.notation), save.actions, 'history and save agree');
  // The arrows of the view are day 2's decisions only (none of day 1).
  for (const m of v.last) assert.equal((await api(base, 'GET', `/api/games/${g.id}/view?at=${m.index}`)).data.turn.day, 2, `${m.notation} is of day 2`);
  assert.ok(history.some((h) => h.notation.startsWith('move ')), 'day 1 was played');
  const dir = process.env.SCREENSHOT_DIR ?? join(webDir, 'test-results', 'screenshots');
  mkdirSync(dir, { recursive: true });
  const b = await launch();
  try {
    for (const [w, h] of [[1280, 720], [1400, 900]]) {
      const { page, errors } = await openApp(b.context, `${base}/?game=${g.id}&seat=${g.seats.prussia}&seat=${g.seats.austria}`, { width: w, height: h });
      await page.waitForFunction((k) => Number(document.documentElement.dataset.actions) === k, v.actions);
      const title = await page.locator('[data-testid="title"]').innerText();
      assert.match(title, /Day 2: The battle of Gitschin/, `the title names day 2 (${title})`);
      assert.equal(await page.locator('svg.board').getAttribute('data-map'), 'gitschin');
      const arrows = await page.locator('.layer-arrows line.arrow').count();
      assert.equal(arrows, v.last.filter((m) => m.from && m.to && m.from !== m.to).length, 'only day 2\'s arrows');
      assert.match(await page.locator('[data-testid="day-result"]').innerText(), /^Day 1 result: /);
      assert.match(await page.locator('[data-testid="turn"]').innerText(), /^day 2, 16\.00/);
      await page.screenshot({ path: join(dir, `campaign-day2-${w}x${h}.png`) });
      assert.deepEqual(errors, []);
      await page.close();
    }
  } finally {
    await b.close();
  }
}
