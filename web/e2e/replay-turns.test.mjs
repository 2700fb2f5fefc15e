// Issue 14 item 7j: replay's "previous turn" works from the final action
// of a finished game: to the start of the last turn, then of the turn
// before, each where the API's view changes turn.
import assert from 'node:assert/strict';
import { api, openApp, launch } from './lib.mjs';

export const name = 'issue 14 7j: replay, previous turn from the end of a finished game';

const turnAt = async (base, id, k) => {
  const v = (await api(base, 'GET', `/api/games/${id}/view?at=${k}`)).data;
  return `${v.turn.day}/${v.turn.hour}`;
};

export async function run({ base }) {
  const g = (await api(base, 'POST', '/api/games', { scenario: 'trautenau', prussia: 'random', austria: 'random', seed: 5 })).data;
  let v = (await api(base, 'GET', `/api/games/${g.id}`)).data;
  for (let i = 0; i < 600 && !v.over; i++) {
    await new Promise((r) => setTimeout(r, 100));
    v = (await api(base, 'GET', `/api/games/${g.id}`)).data;
  }
  assert.ok(v.over, 'the random game is over');
  const n = v.actions;
  const b = await launch();
  try {
    const { page, errors } = await openApp(b.context, `${base}/?replay=${g.id}`);
    const step = async (cmd) => {
      const before = Number(await page.evaluate(() => document.documentElement.dataset.actions));
      await page.locator(`[data-cmd="replay-${cmd}"]`).click();
      await page.waitForFunction((k) => Number(document.documentElement.dataset.actions) !== k, before, { timeout: 10000 });
      return Number(await page.evaluate(() => document.documentElement.dataset.actions));
    };
    assert.equal(await step('end'), n);
    const last = await step('prev-turn');
    assert.ok(last > 0 && last < n, `back from the end (${last} of ${n})`);
    assert.equal(await turnAt(base, g.id, last), await turnAt(base, g.id, n - 1), 'to the last turn');
    assert.notEqual(await turnAt(base, g.id, last - 1), await turnAt(base, g.id, last), 'at its start');
    const before = await step('prev-turn');
    assert.ok(before < last);
    assert.equal(await turnAt(base, g.id, before), await turnAt(base, g.id, last - 1), 'then to the turn before');
    assert.ok(before === 0 || (await turnAt(base, g.id, before - 1)) !== (await turnAt(base, g.id, before)), 'at its start');
    assert.equal(await step('next-turn'), last, 'and forward again');
    assert.deepEqual(errors, []);
  } finally {
    await b.close();
  }
}
