// Issue 14 item 7i: French throughout. A random game of every scenario the
// server lists is watched in French: every log line is read by the French
// templates (none left in English: this is also what keeps the templates in
// step with the engine's wording, docs/web.md); the lobby names the
// scenarios in French; a hot-seat game's decisions, buttons and odds
// (modifiers, results and their meaning) are French. Screenshots at
// 1280 x 720 and 1400 x 900.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { api, openApp, launch, webDir } from './lib.mjs';
import { advanceUntil, clickHex, view } from './helpers.mjs';

export const name = 'issue 14 7i: French log lines (every line of every scenario), decisions, odds and scenario names';

async function french(context, url, size) {
  const { page, errors } = await openApp(context, url, size);
  await page.evaluate(() => localStorage.setItem('bohemia.lang', 'fr'));
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.ready === '1');
  return { page, errors };
}

export async function run({ base, kind }) {
  const dir = process.env.SCREENSHOT_DIR ?? join(webDir, 'test-results', 'screenshots');
  mkdirSync(dir, { recursive: true });
  // The scenarios of the systems the browser plays (Musket & Saber's module
  // is issue 18: the lobby does not offer Königgrätz yet).
  const list = (await api(base, 'GET', '/api/scenarios')).data.filter((s) => s.system === 'gbn3');
  const b = await launch();
  try {
    // The lobby: scenario names in French.
    const lobby = await french(b.context, `${base}/`);
    const names = await lobby.page.locator('select[name="scenario"] option').allInnerTexts();
    if (kind === 'real') assert.ok(names.every((n) => !/The battle of|June/.test(n)), `French names (${names.join('; ')})`);
    await lobby.page.close();

    // Every log line of a random game of every scenario, in French.
    if (kind === 'real')
      for (const sc of list) {
        const g = (await api(base, 'POST', '/api/games', { scenario: sc.id, prussia: 'random', austria: 'random', seed: 1 })).data;
        let v = await view(base, g.id);
        for (let i = 0; i < 600 && !v.over; i++) {
          await new Promise((r) => setTimeout(r, 100));
          v = await view(base, g.id);
        }
        const n = (await api(base, 'GET', `/api/games/${g.id}/log`)).data.length;
        const { page, errors } = await french(b.context, `${base}/?watch=${g.id}`);
        await page.waitForFunction((k) => document.querySelectorAll('.log-line').length === k, n);
        const english = await page.locator('.log-line[data-untranslated] .ltext').allInnerTexts();
        assert.deepEqual(english, [], `${sc.id}: every log line in French`);
        assert.deepEqual(errors, []);
        await page.close();
      }

    // A hot-seat game in French: the decision, its buttons, the odds.
    const g2 = (await api(base, 'POST', '/api/games', { scenario: 'trautenau', prussia: 'human', austria: 'human', seed: 4 })).data;
    const assault = await advanceUntil(base, g2, (l, _v, side) => side === 'prussia' && l.find((a) => a.notation.startsWith('assault ') && a.notation.split(' ').length === 3));
    assert.ok(assault, 'an assault came up');
    for (const [w, h] of [[1280, 720], [1400, 900]]) {
      const { page, errors } = await french(b.context, `${base}/?game=${g2.id}&seat=${g2.seats.prussia}&seat=${g2.seats.austria}`, { width: w, height: h });
      const panel = await page.locator('.decision').innerText();
      assert.match(panel, /Votre décision — Prusse/);
      assert.match(panel, /Déclarations d’assaut : cliquez une unité/);
      assert.match(panel, /Pas \(plus\) d’assaut/);
      if (kind === 'real') assert.match(await page.locator('.log-lines').innerText(), /marqueur tiré|est activée/);
      await page.screenshot({ path: join(dir, `french-${w}x${h}.png`) });
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
      const odds = await page.locator('.odds').innerText();
      assert.match(odds, /Chances — .+ assaille \d{4} avec \d/);
      assert.match(odds, /Colonne \d, modificateur au dé/);
      if (kind === 'real') {
        assert.match(odds, /combat \d+ \/ protection \d+ = colonne \d+/);
        assert.match(odds, /aucun effet|désorganisée|test de moral/);
        assert.doesNotMatch(odds, /halved|column \d|Dreyse needle|defensive fire at|no effect/);
        assert.deepEqual(await page.locator('.odds [data-untranslated]').allInnerTexts(), [], 'every odds text in French');
      }
      await page.screenshot({ path: join(dir, `french-odds-${w}x${h}.png`) });
      assert.deepEqual(errors, []);
      await page.close();
    }
  } finally {
    await b.close();
  }
}
