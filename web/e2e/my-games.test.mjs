// Issue 14 item 7g: "your games". The lobby lists the games this browser
// created or joined (kept in its localStorage) with their state and links;
// a game's page offers its spectator and replay links, also after the end.
// The lobby shows a scenario's length and special rules, and does not ask
// "you play" for a hot-seat game (item 7k).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { api, openApp, launch, webDir } from './lib.mjs';

export const name = 'issue 14 7g: your games in the lobby; watch and replay links on a game\'s page, after the end too';

export async function run({ base }) {
  const dir = process.env.SCREENSHOT_DIR ?? join(webDir, 'test-results', 'screenshots');
  mkdirSync(dir, { recursive: true });
  const b = await launch();
  try {
    const { page, errors } = await openApp(b.context, `${base}/`);
    await page.selectOption('select[name="scenario"]', 'trautenau');
    assert.match(await page.locator('[data-testid="scenario-info"]').innerText(), /\d\d\.00 to \d\d\.00, \d+ turns/, 'the scenario\'s length');
    await page.locator('input[value="hotseat"]').check();
    assert.equal(await page.locator('.side-choice').isVisible(), false, 'no "You play" in hot seat');
    await page.locator('input[value="computer"]').check();
    assert.equal(await page.locator('.side-choice').isVisible(), true);
    await page.locator('[data-testid="start"]').click();
    await page.waitForURL(/\?game=.+#seat=/);
    await page.waitForFunction(() => document.documentElement.dataset.ready === '1');
    const id = new URL(page.url()).searchParams.get('game');
    const seatUrl = page.url().replace(/^https?:\/\/[^/]+/, '');
    // The game's page: its spectator and replay links.
    await page.locator('[data-testid="links"] > summary').click();
    assert.equal(await page.locator('[data-testid="watch-link"]').inputValue(), `${base}/?watch=${id}`);
    assert.equal(await page.locator('[data-testid="replay-link"]').inputValue(), `${base}/?replay=${id}`);

    // A finished game imported here (both seats): listed with its result.
    const done = (await api(base, 'POST', '/api/games', { scenario: 'trautenau', prussia: 'random', austria: 'random', seed: 2 })).data;
    let v = (await api(base, 'GET', `/api/games/${done.id}`)).data;
    for (let i = 0; i < 600 && !v.over; i++) {
      await new Promise((r) => setTimeout(r, 100));
      v = (await api(base, 'GET', `/api/games/${done.id}`)).data;
    }
    assert.ok(v.over);
    const file = join(tmpdir(), `bohemia-e2e-save-${done.id}.json`);
    writeFileSync(file, await (await fetch(`${base}/api/games/${done.id}/save`)).text());
    await page.goto(`${base}/`);
    await page.waitForFunction(() => document.documentElement.dataset.ready === '1');
    await page.locator('form.import input[type=file]').setInputFiles(file);
    await page.waitForSelector('[data-testid="replay-link"]');
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.ready === '1');
    const rows = await page.locator('[data-testid="my-games"] tr').evaluateAll((els) => els.map((e) => ({ id: e.getAttribute('data-game'), text: e.innerText, links: [...e.querySelectorAll('a')].map((a) => a.getAttribute('href')) })));
    const mine = rows.find((r) => r.id === id);
    assert.ok(mine, 'the game started here is listed');
    assert.match(mine.text, /The battle of Trautenau/);
    assert.match(mine.text, /\d\d\.00 · (To act: |the dice)/, 'with its turn and who is to act');
    assert.ok(mine.links.includes(seatUrl), 'with the link to go on playing');
    assert.ok(mine.links.includes(`/?watch=${id}`) && mine.links.includes(`/?replay=${id}`));
    const imported = rows.find((r) => r.id !== id);
    assert.ok(imported, 'the imported game is listed');
    assert.match(imported.text, /victory|Tied game/, 'with its result');
    await page.screenshot({ path: join(dir, 'lobby-your-games-1400x900.png') });
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.screenshot({ path: join(dir, 'lobby-your-games-1280x720.png') });

    // The finished game's page: the result, and the replay and spectator links.
    const continueHref = imported.links.find((h) => h.startsWith('/?replay='));
    await page.goto(base + continueHref.replace('replay', 'watch'));
    await page.waitForFunction(() => document.documentElement.dataset.ready === '1');
    assert.match(await page.locator('[data-testid="result"]').innerText(), /victory|Tied game/);
    await page.locator('[data-testid="links"] > summary').click();
    assert.match(await page.locator('[data-testid="replay-link"]').inputValue(), /\/\?replay=/);
    // …and its players' page says it is over, with the replay at hand.
    const tokens = await page.evaluate((gid) => JSON.parse(localStorage.getItem(`bohemia.mine.${gid}`)).tokens, imported.id);
    await page.goto(`${base}/?game=${imported.id}${tokens.map((t) => `&seat=${t}`).join('')}`);
    await page.waitForFunction(() => document.documentElement.dataset.ready === '1');
    assert.equal(await page.locator('[data-testid="over-replay"]').getAttribute('href'), `/?replay=${imported.id}`);
    assert.deepEqual(errors, []);
  } finally {
    await b.close();
  }
}
