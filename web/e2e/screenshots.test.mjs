// Screenshots of what a player sees, at 1400 x 900 and 1920 x 1080, with
// checks that nothing is cut off and that counter values are legible at
// 100 %. Written to web/test-results/screenshots (SCREENSHOT_DIR to change;
// the committed ones are in docs/screenshots).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { api, openApp, launch, webDir } from './lib.mjs';
import { advanceUntil, clickHex, hoverHex, legal, view } from './helpers.mjs';

export const name = 'screenshots at 1400x900 and 1920x1080: map fits, values legible, odds, French';

export async function noOverflow(page, what) {
  const r = await page.evaluate(() => ({
    sw: document.documentElement.scrollWidth,
    sh: document.documentElement.scrollHeight,
    w: innerWidth,
    h: innerHeight,
    side: document.querySelector('aside.side')?.getBoundingClientRect().right ?? 0,
    bar: Math.max(...[...document.querySelectorAll('header.bar > *')].map((e) => e.getBoundingClientRect().right)),
  }));
  assert.ok(r.sw <= r.w && r.sh <= r.h, `${what}: no scrollbars (${r.sw}x${r.sh} in ${r.w}x${r.h})`);
  assert.ok(r.side <= r.w + 0.5 && r.bar <= r.w + 0.5, `${what}: side panel and header inside the window`);
}

/** The height on screen of the first counter's values, measured in one
 * script run: a locator's element handle may be replaced by a redraw (the
 * event stream's first refresh) before it is measured, and a detached
 * element measures 0 px. */
export async function valueHeight(page) {
  return page.evaluate(() => document.querySelector('.layer-counters .cvals')?.getBoundingClientRect().height ?? 0);
}

export async function run({ base }) {
  const dir = process.env.SCREENSHOT_DIR ?? join(webDir, 'test-results', 'screenshots');
  mkdirSync(dir, { recursive: true });
  const b = await launch();
  try {
    // A game against the computer, a few activations in, in the movement phase.
    const g = (await api(base, 'POST', '/api/games', { scenario: 'trautenau', prussia: 'human', austria: 'human', seed: 8 })).data;
    await advanceUntil(base, g, (l, v) => v.turn.hour >= 10 && l.some((a) => a.type === 'move') && l);
    for (const [w, h] of [[1400, 900], [1920, 1080]]) {
      const { page, errors } = await openApp(b.context, `${base}/?game=${g.id}&seat=${g.seats.prussia}&seat=${g.seats.austria}`, { width: w, height: h });
      await noOverflow(page, `${w}x${h}`);
      // The whole map fits the map pane.
      const pane = await page.locator('.map-pane').boundingBox();
      const map = await page.locator('svg.board').boundingBox();
      assert.ok(map.x >= pane.x - 1 && map.y >= pane.y - 1 && map.x + map.width <= pane.x + pane.width + 1 && map.y + map.height <= pane.y + pane.height + 1, `${w}x${h}: the fitted map is not cut off`);
      await page.screenshot({ path: join(dir, `map-${w}x${h}.png`) });
      assert.deepEqual(errors, []);
      await page.close();
    }
    // 100 %: a unit selected, its reachable hexes with MP cost, the path hovered.
    const { page } = await openApp(b.context, `${base}/?game=${g.id}&seat=${g.seats.prussia}&seat=${g.seats.austria}`);
    const v = await view(base, g.id);
    const l = await legal(base, g.id, g.seats[v.actor.side]);
    const mv = l.find((a) => a.type === 'move' && / (N|NE|SE|S|SW|NW)$/.test(a.notation));
    const [, unit] = mv.notation.split(' ');
    const from = v.pieces.find((p) => p.id === unit).hex;
    await page.evaluate(() => window.__bohemia.board.viewport.set({ x: 0, y: 0, k: 1 }));
    for (let i = 0; i < 6; i++) {
      await clickHex(page, from);
      await page.waitForTimeout(120);
      if ((await page.locator('.counter.selected').getAttribute('data-piece')) === unit) break;
    }
    const reach = (await api(base, 'GET', `/api/games/${g.id}/reach?piece=${unit}`)).data;
    // A destination three or four hexes away, near the unit so it is on screen.
    const far = reach.find((r) => r.path.length === 4) ?? reach.find((r) => r.path.length === 3) ?? reach[0];
    if (far) await hoverHex(page, far.hex);
    await page.waitForTimeout(150);
    // Counter values legible at 100 %: at least 10 px high.
    const hgt = await valueHeight(page);
    assert.ok(hgt >= 10, `counter values are ${hgt} px high at 100 %`);
    await page.screenshot({ path: join(dir, 'move-reach-100pct.png') });
    if (far) {
      await clickHex(page, far.hex);
      await page.waitForSelector('.layer-picker [data-facing]');
      await page.screenshot({ path: join(dir, 'facing-picker.png') });
    }
    await page.close();

    // The odds panel before an assault.
    const g2 = (await api(base, 'POST', '/api/games', { scenario: 'trautenau', prussia: 'human', austria: 'human', seed: 4 })).data;
    const assault = await advanceUntil(base, g2, (list, _v, side) => side === 'prussia' && list.find((a) => a.notation.startsWith('assault ') && a.notation.split(' ').length === 3));
    assert.ok(assault, 'an assault came up');
    const p2 = (await openApp(b.context, `${base}/?game=${g2.id}&seat=${g2.seats.prussia}&seat=${g2.seats.austria}`)).page;
    const v2 = await view(base, g2.id);
    const [, u2, spec] = assault.notation.split(' ');
    const from2 = v2.pieces.find((p) => p.id === u2).hex;
    for (let i = 0; i < 6; i++) {
      await clickHex(p2, from2);
      await p2.waitForTimeout(120);
      if ((await p2.locator('.counter.selected').getAttribute('data-piece')) === u2) break;
    }
    await clickHex(p2, spec.split(':')[0]);
    await p2.waitForTimeout(150);
    if (!(await p2.locator('.odds').count())) await p2.locator(`.choices [data-action="${assault.notation}"]`).click();
    await p2.waitForSelector('.odds .result');
    await p2.screenshot({ path: join(dir, 'assault-odds.png') });
    await p2.close();

    // French, chosen once and remembered.
    const p3 = (await openApp(b.context, `${base}/?watch=${g.id}`)).page;
    await p3.locator('[data-cmd="lang"]').click();
    await p3.waitForFunction(() => document.documentElement.dataset.ready === '1' && document.querySelector('[data-testid="mode"]')?.textContent === 'Spectateur');
    await p3.screenshot({ path: join(dir, 'french-spectator.png') });
    await p3.evaluate(() => localStorage.setItem('bohemia.lang', 'en'));
    await p3.close();
  } finally {
    await b.close();
  }
}
