// Issue 14 item 7k, the small things a wargamer notices: the barrage odds
// say what they are about and what each result (and "not rolled") means,
// a barrage's facing is explained; the stack panel closes once its unit
// has moved away; the cup is named plainly; "Art 7-8/III" is not cut to
// "Art 7-8/II"; a result brought about by Bonin's panic says so outside
// the log; the lobby gives a scenario's length and special rules and asks
// no side in hot seat. (Undo enabled only when something can be undone:
// takebacks.test.mjs.)
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { api, openApp, launch, waitActions, webDir } from './lib.mjs';
import { actions, advanceUntil, clickHex, confirmIfAsked, view } from './helpers.mjs';

export const name = 'issue 14 7k: barrage odds explained, stack panel closed after a move, cup, Art 7-8/III, Bonin\'s panic, lobby';

export async function run({ base, kind }) {
  const dir = process.env.SCREENSHOT_DIR ?? join(webDir, 'test-results', 'screenshots');
  mkdirSync(dir, { recursive: true });
  const b = await launch();
  try {
    // The lobby: length and special rules; no side asked in hot seat.
    const lobby = await openApp(b.context, `${base}/`);
    await lobby.page.selectOption('select[name="scenario"]', 'trautenau');
    const info = await lobby.page.locator('[data-testid="scenario-info"]').innerText();
    assert.match(info, /09\.00 to 20\.00, 12 turns/);
    if (kind === 'real') {
      await lobby.page.locator('[data-testid="scenario-info"] summary').click();
      assert.match(await lobby.page.locator('[data-testid="scenario-info"]').innerText(), /Bonin’s panic/);
    }
    await lobby.page.locator('input[value="hotseat"]').check();
    assert.equal(await lobby.page.locator('.side-choice').isVisible(), false);
    await lobby.page.close();
    if (kind !== 'real') return;

    // A barrage: the odds say who fires at whom, what each result means.
    const g = (await api(base, 'POST', '/api/games', { scenario: 'trautenau', prussia: 'human', austria: 'human', seed: 4 })).data;
    const fire = await advanceUntil(base, g, (l) => l.find((a) => a.type === 'fire'));
    assert.ok(fire, 'a barrage came up');
    const url = `${base}/?game=${g.id}&seat=${g.seats.prussia}&seat=${g.seats.austria}`;
    const { page, errors } = await openApp(b.context, url, { width: 1280, height: 720 });
    const v = await view(base, g.id);
    await waitActions(page, v.actions);
    const art = fire.piece;
    const to = v.pieces.find((p) => p.id === fire.target).hex;
    for (let i = 0; i < 6 && (await page.locator('.counter.selected').getAttribute('data-piece').catch(() => null)) !== art; i++) {
      await clickHex(page, v.pieces.find((p) => p.id === art).hex);
      await page.waitForTimeout(150);
    }
    assert.match(await page.locator('.fire-note').innerText(), /may turn one hexside before it fires/, 'the facing of a barrage explained');
    await clickHex(page, to);
    await page.waitForTimeout(150);
    if (!(await page.locator('.odds').count())) await page.locator(`.choices [data-action="${fire.notation}"]`).click();
    await page.waitForSelector('.odds .result');
    const choices = await page.locator('.choices [data-action]').allInnerTexts();
    assert.ok(choices.every((c) => /fires at/.test(c)), `each barrage button says what it does (${choices.join('; ')})`);
    assert.match(await page.locator('.odds h4').innerText(), /Odds — .+ fires at /);
    const meanings = await page.locator('.odds .results .rmean').allInnerTexts();
    assert.equal(meanings.length, await page.locator('.odds .results .result').count(), 'every result has its meaning');
    assert.ok(meanings.every((m) => m.length > 3));
    await page.screenshot({ path: join(dir, 'barrage-odds-1280x720.png') });
    await page.keyboard.press('Escape');

    // The cup named plainly; Art 7-8/III as printed.
    const status = await page.locator('.status').innerText();
    assert.doesNotMatch(status, /Cup in the cup/);
    assert.match(status, /Activation markers/);
    const sc = (await api(base, 'GET', '/api/scenarios/trautenau')).data;
    const art78 = sc.units.find((u) => u.name.startsWith('Art 7-8/III'));
    if (art78) assert.equal(await page.evaluate((id) => window.__bohemia.counters.shortLabel(id), art78.id), 'Art 7-8/III');

    // The stack panel closes once its unit has moved away.
    const move = await advanceUntil(base, g, (l, vv) => l.find((a) => a.type === 'move' && a.facing && vv.pieces.find((p) => p.id === a.piece)?.where === 'map' && vv.pieces.find((p) => p.id === a.piece)?.hex !== a.hex && vv.pieces.filter((p) => p.hex === vv.pieces.find((q) => q.id === a.piece).hex && p.where === 'map').length === 1));
    assert.ok(move, 'a unit alone in its hex can move');
    const v2 = await view(base, g.id);
    await waitActions(page, v2.actions);
    const from = v2.pieces.find((p) => p.id === move.piece).hex;
    await clickHex(page, from);
    await page.waitForTimeout(150);
    assert.ok(await page.locator('.stack .stack-piece').count(), 'the stack is open');
    const n = await actions(page);
    await clickHex(page, move.hex);
    await page.locator(`.layer-picker [data-facing="${move.facing}"]`).click();
    await confirmIfAsked(page, n);
    await waitActions(page, n + 1);
    assert.equal(await page.locator('.stack .stack-piece').count(), 0, 'the stack panel is closed after the move');
    assert.deepEqual(errors, []);
    await page.close();

    // Bonin's panic (§11.4.2) ends a Trautenau game: the result says so.
    const p = (await api(base, 'POST', '/api/games', { scenario: 'trautenau', prussia: 'random', austria: 'random', seed: 1 })).data;
    let pv = await view(base, p.id);
    for (let i = 0; i < 600 && !pv.over; i++) {
      await new Promise((r) => setTimeout(r, 100));
      pv = await view(base, p.id);
    }
    assert.equal(pv.result?.ended_by?.rule, 'trautenau_bonin_panic', 'this game ends by the panic');
    const w = await openApp(b.context, `${base}/?watch=${p.id}`, { width: 1280, height: 720 });
    assert.match(await w.page.locator('[data-testid="ended-by"]').innerText(), /Ended early by: Bonin’s panic §11\.4\.2/);
    await w.page.screenshot({ path: join(dir, 'bonin-panic-1280x720.png') });
    await w.page.setViewportSize({ width: 1400, height: 900 });
    await w.page.screenshot({ path: join(dir, 'bonin-panic-1400x900.png') });
    assert.deepEqual(w.errors, []);
  } finally {
    await b.close();
  }
}
