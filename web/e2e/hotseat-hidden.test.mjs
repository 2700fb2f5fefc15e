// Hot seat of a game with hidden information (issue 18 item 5): one screen,
// both seats' tokens; when the seat to act changes, the screen is covered
// by a "pass the screen" step and the next seat's view is drawn only after
// its player asks for it. Königgrätz: the Austrian sees which marker is real
// (§19.8A), the Prussian never does, on the same screen.
import assert from 'node:assert/strict';
import { api, launch, openApp } from './lib.mjs';
import { act, legal, view } from './helpers.mjs';

export const name = 'hot seat with hidden information: the screen is passed, each seat sees its own view';

async function playSeat(base, g, seat, pickFirst) {
  for (let i = 0; i < 400; i++) {
    const v = await view(base, g.id);
    if (v.actor.kind !== 'decision' || v.actor.side !== seat) return v;
    const l = (await legal(base, g.id, g.seats[seat])).map((a) => a.notation);
    await act(base, g.id, g.seats[seat], pickFirst(l));
  }
  throw new Error(`${seat} did not finish`);
}

const markerTitles = (page) => page.locator('.hm-marker title').allTextContents();

export async function run({ base, kind }) {
  if (kind !== 'real') return;
  const b = await launch();
  try {
    const g = (await api(base, 'POST', '/api/games', { system: 'mns', scenario: 'koniggratz', seats: { prussia: 'human', austria: 'human' }, seed: 3 })).data;
    const { page, errors } = await openApp(b.context, `${base}/?game=${g.id}#seat=${g.seats.austria}&seat=${g.seats.prussia}`);
    assert.equal(await page.locator('[data-testid="pass-screen"]').count(), 0, 'the first seat to act sees its view at once');
    // The Austrian sets up, hiding what may hide (§17.2, §19.8B).
    const v = await playSeat(base, g, 'austria', (l) => l.find((a) => a === 'setup historical') ?? l.find((a) => a.startsWith('hide ')) ?? l.find((a) => a.startsWith('marker ')) ?? l[0]);
    assert.ok(v.markers.length > 0);
    // Prussia is to act: the screen is covered, waiting for the Prussian player.
    await page.waitForSelector('[data-testid="pass-screen"]', { timeout: 15000 });
    assert.match(await page.locator('[data-testid="pass-screen"]').innerText(), /Prussia/);
    await page.click('[data-cmd="pass-ready"]');
    await page.waitForFunction(() => document.documentElement.dataset.passing === '0' && document.documentElement.dataset.busy !== '1');
    await page.waitForFunction((n) => Number(document.documentElement.dataset.actions) >= n, v.actions);
    await page.waitForTimeout(300);
    const prus = await markerTitles(page);
    assert.equal(prus.length, v.markers.length, 'the Prussian sees the markers');
    assert.ok(prus.every((t) => !/real|dummy/.test(t)), `the Prussian is not told which is real: ${prus}`);
    assert.ok(!/hide \S+ [A-D]\b/.test(await page.locator('.log').innerText()), "the Prussian's log names no box");
    // The Prussian ends the phases; when the Austrian is to act the screen is passed back.
    const w = await playSeat(base, g, 'prussia', (l) => ['begin', 'end', 'go', 'stay', 'pass'].find((x) => l.includes(x)) ?? l[0]);
    assert.equal(w.actor.side, 'austria');
    await page.waitForSelector('[data-testid="pass-screen"]', { timeout: 15000 });
    assert.match(await page.locator('[data-testid="pass-screen"]').innerText(), /Austria/);
    await page.click('[data-cmd="pass-ready"]');
    await page.waitForFunction(() => document.documentElement.dataset.passing === '0' && document.documentElement.dataset.busy !== '1');
    await page.waitForTimeout(300);
    const aus = await markerTitles(page);
    assert.ok(aus.length && aus.every((t) => /real|dummy/.test(t)), `the Austrian sees real and dummy: ${aus}`);
    assert.deepEqual(errors, []);
  } finally {
    await b.close();
  }
}
