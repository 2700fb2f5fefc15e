// A campaign on two maps (VV174 §13: Münchengrätz, then Gitschin): the
// board draws each day's map. A game of the Münchengrätz - Gitschin campaign
// played to its end by the server's random players is watched (day 2's map
// at once) and replayed: at the start the Münchengrätz map, at the end the
// Gitschin map, back at the start the Münchengrätz map again, each time with
// the pieces the API places on that day's map. (The real server only: the
// mock has no campaign.)
import assert from 'node:assert/strict';
import { api, openApp, launch } from './lib.mjs';

export const name = 'a campaign on two maps: the board draws the map of the day shown (watch and replay)';

const CAMPAIGN = 'munchengratz-gitschin';

async function shown(page) {
  return page.evaluate(() => ({
    actions: Number(document.documentElement.dataset.actions),
    map: document.querySelector('svg.board')?.getAttribute('data-map'),
    boards: document.querySelectorAll('svg.board').length,
    counters: [...document.querySelectorAll('.layer-counters .counter')].map((e) => `${e.getAttribute('data-piece')}@${e.getAttribute('data-hex')}`).sort(),
  }));
}

async function expectDay(page, base, id, k, map) {
  await page.waitForFunction((n) => Number(document.documentElement.dataset.actions) === n, k);
  const v = (await api(base, 'GET', `/api/games/${id}/view?at=${k}`)).data;
  const s = await shown(page);
  assert.equal(v.map, map, `the API plays ${k} actions on ${map}`);
  assert.equal(s.map, map, `the board after ${k} actions is the ${map} map`);
  assert.equal(s.boards, 1, 'one board on screen');
  const onMap = v.pieces.filter((p) => p.where === 'map').map((p) => `${p.id}@${p.hex}`).sort();
  assert.deepEqual(s.counters, onMap, `the counters after ${k} actions are the API's`);
}

export async function run({ base, kind }) {
  if (kind !== 'real') return;
  const list = (await api(base, 'GET', '/api/scenarios')).data;
  assert.ok(list.some((s) => s.id === CAMPAIGN), `${CAMPAIGN} is listed`);
  const g = (await api(base, 'POST', '/api/games', { scenario: CAMPAIGN, prussia: 'random', austria: 'random', seed: 7 })).data;
  let v = (await api(base, 'GET', `/api/games/${g.id}`)).data;
  for (let i = 0; i < 600 && !v.over; i++) {
    await new Promise((r) => setTimeout(r, 100));
    v = (await api(base, 'GET', `/api/games/${g.id}`)).data;
  }
  assert.ok(v.over, 'the random campaign is over');
  assert.equal(v.turn.day, 2, 'it went on to day 2');
  const n = v.actions;
  const b = await launch();
  try {
    const w = await openApp(b.context, `${base}/?watch=${g.id}`);
    await expectDay(w.page, base, g.id, n, 'gitschin');
    assert.deepEqual(w.errors, []);
    await w.page.close();

    const { page, errors } = await openApp(b.context, `${base}/?replay=${g.id}`);
    await expectDay(page, base, g.id, 0, 'munchengratz');
    await page.locator('[data-cmd="replay-end"]').click();
    await expectDay(page, base, g.id, n, 'gitschin');
    await page.locator('[data-cmd="replay-start"]').click();
    await expectDay(page, base, g.id, 0, 'munchengratz');
    assert.deepEqual(errors, [], 'no page errors');
  } finally {
    await b.close();
  }
}
