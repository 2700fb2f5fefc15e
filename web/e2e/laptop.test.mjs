// Issue 14 item 7d: a 1280 x 720 laptop. On every map the whole map fits
// the pane and every counter's values can be read (at least 9 px high: the
// simplified counter of a small zoom), the header stays on one line, and
// the odds panel before an assault has the side panel's height. Screenshots
// at 1280 x 720 (every map, the odds) and 1400 x 900.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { api, openApp, launch, webDir } from './lib.mjs';
import { advanceUntil, clickHex, view } from './helpers.mjs';

export const name = 'issue 14 7d: 1280 x 720: whole map with legible counters, one-line header, odds with room';

/** One scenario per map. */
const MAPS = ['trautenau', 'nachod', 'munchengratz', 'gitschin'];
const MIN_VALUE_PX = 9;

async function layoutChecks(page, what) {
  const r = await page.evaluate(() => {
    const bar = document.querySelector('header.bar').getBoundingClientRect();
    const kids = [...document.querySelectorAll('header.bar > *')].filter((e) => e.getBoundingClientRect().width > 0).map((e) => e.getBoundingClientRect());
    const pane = document.querySelector('.map-pane').getBoundingClientRect();
    const map = document.querySelector('svg.board').getBoundingClientRect();
    const small = document.querySelector('svg.board').classList.contains('small-zoom');
    const values = [...document.querySelectorAll(`.layer-counters .counter ${small ? '.cvals-big' : '.cvals'}`)].map((e) => e.getBoundingClientRect().height);
    return {
      barH: bar.height,
      oneLine: kids.every((k) => k.top >= bar.top - 1 && k.bottom <= bar.bottom + 1),
      right: Math.max(...kids.map((k) => k.right)),
      inside: map.x >= pane.x - 1 && map.y >= pane.y - 1 && map.right <= pane.right + 1 && map.bottom <= pane.bottom + 1,
      minValue: Math.min(...values),
      counters: values.length,
      scroll: document.documentElement.scrollWidth <= innerWidth && document.documentElement.scrollHeight <= innerHeight,
      w: innerWidth,
    };
  });
  assert.ok(r.oneLine && r.barH <= 40, `${what}: the header is one line (${r.barH} px)`);
  assert.ok(r.right <= r.w + 0.5, `${what}: the header fits the window`);
  assert.ok(r.inside, `${what}: the fitted map is not cut off`);
  assert.ok(r.scroll, `${what}: no scrollbars`);
  assert.ok(r.counters > 0 && r.minValue >= MIN_VALUE_PX, `${what}: every counter's values at least ${MIN_VALUE_PX} px high (smallest ${r.minValue.toFixed(1)} px of ${r.counters})`);
}

export async function run({ base, kind }) {
  const dir = process.env.SCREENSHOT_DIR ?? join(webDir, 'test-results', 'screenshots');
  mkdirSync(dir, { recursive: true });
  const listed = new Set((await api(base, 'GET', '/api/scenarios')).data.map((s) => s.id));
  const b = await launch();
  try {
    for (const sc of MAPS) {
      if (!listed.has(sc)) continue;
      const g = (await api(base, 'POST', '/api/games', { scenario: sc, prussia: 'random', austria: 'human', seed: 3 })).data;
      for (const [w, h] of [[1280, 720], [1400, 900]]) {
        const { page, errors } = await openApp(b.context, `${base}/?game=${g.id}&seat=${g.seats.austria}`, { width: w, height: h });
        await page.waitForTimeout(300);
        await layoutChecks(page, `${sc} at ${w}x${h}`);
        await page.screenshot({ path: join(dir, `laptop-${sc}-${w}x${h}.png`) });
        assert.deepEqual(errors, []);
        await page.close();
      }
    }
    if (kind !== 'real') return;
    // The odds before an assault, at 1280 x 720: the panel has room.
    const g2 = (await api(base, 'POST', '/api/games', { scenario: 'trautenau', prussia: 'human', austria: 'human', seed: 4 })).data;
    const assault = await advanceUntil(base, g2, (list, _v, side) => side === 'prussia' && list.find((a) => a.notation.startsWith('assault ') && a.notation.split(' ').length === 3));
    assert.ok(assault, 'an assault came up');
    for (const [w, h] of [[1280, 720], [1400, 900]]) {
      const { page } = await openApp(b.context, `${base}/?game=${g2.id}&seat=${g2.seats.prussia}&seat=${g2.seats.austria}`, { width: w, height: h });
      const v2 = await view(base, g2.id);
      const [, u2, spec] = assault.notation.split(' ');
      const from2 = v2.pieces.find((p) => p.id === u2).hex;
      for (let i = 0; i < 6; i++) {
        await clickHex(page, from2);
        await page.waitForTimeout(120);
        if ((await page.locator('.counter.selected').getAttribute('data-piece')) === u2) break;
      }
      await clickHex(page, spec.split(':')[0]);
      await page.waitForTimeout(150);
      if (!(await page.locator('.odds').count())) await page.locator(`.choices [data-action="${assault.notation}"]`).click();
      await page.waitForSelector('.odds .result');
      await page.evaluate(() => window.__bohemia.board.viewport.fit());
      await page.waitForTimeout(200);
      await page.screenshot({ path: join(dir, `laptop-assault-odds-${w}x${h}.png`) });
      const room = await page.evaluate(() => ({ decision: document.querySelector('.decision').clientHeight, window: innerHeight, sections: [...document.querySelectorAll('aside.side > section')].map((s) => `${s.className}:${s.clientHeight}`).join(' ') }));
      assert.ok(room.decision >= room.window * 0.6, `${w}x${h}: the odds have the side panel's height (${room.decision} of ${room.window} px: ${room.sections})`);
      await layoutChecks(page, `odds at ${w}x${h}`);
      await page.close();
    }
  } finally {
    await b.close();
  }
}
