// Issue 18 item 5 and §19.8: after the game everything is revealed. A
// Königgrätz game with the historical set-up's hidden deployment (boxes A-D,
// their markers, the real one chosen) is played to its end by the API, both
// seats ending every phase (its 10 turns; the §18 conditions decide it).
// While it runs, the Prussian's page cannot tell a real marker from a
// dummy; once it is over, the Prussian's page says which is which, and the
// replay (the game-over panel's link, a spectator's page) shows the
// deployment at turn 2 as the referee saw it.
import assert from 'node:assert/strict';
import { api, launch, openApp } from './lib.mjs';
import { legal, view } from './helpers.mjs';

export const name = 'Königgrätz: after the game the Prussian’s page and the replay reveal the hidden markers (§19.8)';

async function ready(page) {
  await page.waitForFunction(() => document.documentElement.dataset.ready === '1');
}

export async function run({ base, kind }) {
  if (kind !== 'real') return; // Musket & Saber's rules live in the real server only
  const b = await launch();
  try {
    const g = (await api(base, 'POST', '/api/games', { system: 'mns', scenario: 'koniggratz', seats: { prussia: 'human', austria: 'human' }, seed: 2 })).data;
    let checkedWhileRunning = false;
    let v;
    for (let i = 0; i < 3000; i++) {
      v = await view(base, g.id);
      if (v.over) break;
      if (v.actor.kind !== 'decision') continue;
      const seat = v.actor.side;
      if (!checkedWhileRunning && v.turn === 2) {
        // While the game runs, the Prussian's page is not told which marker is real.
        const { page } = await openApp(b.context, `${base}/?game=${g.id}#seat=${g.seats.prussia}`);
        const titles = await page.locator('.hm-marker title').allTextContents();
        assert.ok(titles.length > 0 && titles.every((t) => !/real|dummy/.test(t)), `the Prussian's page during the game: ${titles}`);
        await page.close();
        checkedWhileRunning = true;
      }
      const l = (await legal(base, g.id, g.seats[seat])).map((a) => a.notation);
      const pick =
        l.find((a) => a === 'setup historical') ?? l.find((a) => a.startsWith('hide ')) ?? l.find((a) => a.startsWith('marker ')) ?? l.find((a) => a.startsWith('real ')) ?? ['begin', 'end', 'go', 'stay', 'pass'].find((x) => l.includes(x)) ?? l[0];
      const r = await api(base, 'POST', `/api/games/${g.id}/actions`, { action: pick, expect: v.actions }, g.seats[seat]);
      assert.equal(r.status, 200, `${pick}: ${JSON.stringify(r.data)}`);
    }
    assert.ok(v.over, 'the game ended');
    assert.ok(checkedWhileRunning, 'the markers were looked at during the game');

    // Over: the Prussian's page says which marker is real (the server's view, as the referee's).
    const mine = (await api(base, 'GET', `/api/games/${g.id}`, undefined, g.seats.prussia)).data;
    assert.ok(mine.markers.length > 0, 'markers on the map at the end');
    assert.equal(mine.markers.filter((m) => m.real === true).length, mine.markers.length / 2, 'one real marker a box, told to the Prussian');
    const app = await openApp(b.context, `${base}/?game=${g.id}#seat=${g.seats.prussia}`);
    const page = app.page;
    await page.waitForSelector('[data-testid="game-over"]');
    const titles = await page.locator('.hm-marker title').allTextContents();
    assert.equal(titles.length, mine.markers.length);
    assert.equal(titles.filter((t) => /real/.test(t)).length, mine.markers.length / 2, `the page says which is real: ${titles}`);
    assert.ok(titles.every((t) => /real|dummy/.test(t)), `real or dummy: ${titles}`);

    // The replay, a spectator's page: at turn 2 the boxes' markers real or dummy, as at the end.
    await page.locator('[data-testid="over-replay"]').click();
    await page.waitForURL(/\?replay=/);
    await ready(page);
    await page.locator('[data-cmd="replay-next-turn"]').click();
    await page.waitForFunction(() => document.querySelectorAll('.hm-marker').length > 0);
    const at = Number((await page.locator('[data-testid="replay-position"]').innerText()).match(/\d+/)[0]);
    const past = (await api(base, 'GET', `/api/games/${g.id}/view?at=${at}`)).data;
    assert.ok(past.units.some((u) => u.where === 'hidden' && /^[A-D]$/.test(u.box)), `the replay at ${at} names the boxes`);
    const replayTitles = await page.locator('.hm-marker title').allTextContents();
    assert.equal(replayTitles.length, past.markers.length, 'the replay draws the markers of its position');
    assert.ok(replayTitles.every((t) => /real|dummy/.test(t)), `the replay says which is real: ${replayTitles}`);
    assert.deepEqual(app.errors, []);
  } finally {
    await b.close();
  }
}
