// Königgrätz screenshots (issue 18): the Musket & Saber map and counters at
// 1400 x 900 and 1920 x 1080 (the whole map fits, no scrollbars), then at
// 100 % around Chlum (§17.2: Benedek and the HQ at 3416, the fieldworks
// §19.6) with the counters' values legible (at least 10 px high), as the
// Austrian sees them and as the Prussian does (hidden markers as "?",
// §19.8). Written to web/test-results/screenshots (SCREENSHOT_DIR to
// change; the committed ones are in docs/screenshots).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { api, launch, openApp, webDir } from './lib.mjs';
import { act, legal, view } from './helpers.mjs';
import { playUntil } from './koniggratz.test.mjs';
import { noOverflow, valueHeight } from './screenshots.test.mjs';

export const name = 'Königgrätz screenshots: the whole map at 1400x900 and 1920x1080, counters legible at 100 %';

/** The Austrian historical set-up as a player makes it (§17.2): hidden
 * where a formation may hide (§19.8), each unit in the hex of its zone that
 * holds the fewest units so far, so stacks stay within three (§5.2) where
 * the zone allows. */
async function spreadSetup(base, g) {
  const count = new Map();
  for (let i = 0; i < 600; i++) {
    const v = await view(base, g.id);
    if (v.actor.kind !== 'decision' || v.actor.side !== 'austria') return v;
    const l = (await legal(base, g.id, g.seats.austria)).map((a) => a.notation);
    let pick = l.find((a) => a === 'setup historical') ?? l.find((a) => a.startsWith('hide ')) ?? l.find((a) => a.startsWith('marker ')) ?? l.find((a) => a.startsWith('real '));
    if (!pick) {
      const places = l.filter((a) => a.startsWith('place '));
      const hexOf = (a) => a.split(' ')[2];
      pick = places.length ? places.reduce((best, a) => ((count.get(hexOf(a)) ?? 0) < (count.get(hexOf(best)) ?? 0) ? a : best)) : l[0];
      if (places.length) count.set(hexOf(pick), (count.get(hexOf(pick)) ?? 0) + 1);
    }
    await act(base, g.id, g.seats.austria, pick);
  }
  throw new Error('the Austrian set-up did not end');
}

/** Zoom 100 %, the view centred on `hex`. */
async function centreAt100(page, hex) {
  await page.evaluate((h) => {
    const poly = document.querySelector(`.layer-hit [data-hex="${h}"]`);
    const box = poly.getBBox();
    const vp = window.__bohemia.board.viewport;
    const { w, h: ht } = vp.size();
    vp.set({ k: 1, x: w / 2 - (box.x + box.width / 2), y: ht / 2 - (box.y + box.height / 2) });
  }, hex);
  await page.waitForTimeout(400); // the static map is drawn again once the zoom settles
}

export async function run({ base, kind }) {
  if (kind !== 'real') return; // Musket & Saber's rules live in the real server only
  const dir = process.env.SCREENSHOT_DIR ?? join(webDir, 'test-results', 'screenshots');
  mkdirSync(dir, { recursive: true });
  const b = await launch();
  try {
    const g = (await api(base, 'POST', '/api/games', { system: 'mns', scenario: 'koniggratz', seats: { prussia: 'human', austria: 'human' }, seed: 2 })).data;
    await spreadSetup(base, g);
    // The first Prussian units on the map (their entry, §17.4), then the
    // Prussian's first moves offered.
    await playUntil(base, g, (l, seat) => seat === 'prussia' && l.some((a) => a.notation.startsWith('move ')), true);
    for (const [w, h] of [[1400, 900], [1920, 1080]]) {
      const { page, errors } = await openApp(b.context, `${base}/?game=${g.id}#seat=${g.seats.austria}`, { width: w, height: h });
      await noOverflow(page, `${w}x${h}`);
      const pane = await page.locator('.map-pane').boundingBox();
      const map = await page.locator('svg.board').boundingBox();
      assert.ok(map.x >= pane.x - 1 && map.y >= pane.y - 1 && map.x + map.width <= pane.x + pane.width + 1 && map.y + map.height <= pane.y + pane.height + 1, `${w}x${h}: the fitted map is not cut off`);
      await page.waitForTimeout(400);
      await page.screenshot({ path: join(dir, `koniggratz-map-${w}x${h}.png`) });
      assert.deepEqual(errors, []);
      await page.close();
    }
    for (const seat of ['austria', 'prussia']) {
      const { page, errors } = await openApp(b.context, `${base}/?game=${g.id}#seat=${g.seats[seat]}`, { width: 1400, height: 900 });
      await centreAt100(page, '3416');
      const vals = page.locator('.layer-counters .cvals');
      assert.ok((await vals.count()) > 0, 'counters with values on the map');
      const hgt = await valueHeight(page);
      assert.ok(hgt >= 10, `counter values are ${hgt} px high at 100 %`);
      await page.screenshot({ path: join(dir, `koniggratz-chlum-100pct-${seat}.png`) });
      assert.deepEqual(errors, []);
      await page.close();
    }
  } finally {
    await b.close();
  }
}
