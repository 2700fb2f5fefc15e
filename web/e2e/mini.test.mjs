// The miniatures referee's page (issue 19): reached from the lobby; chips
// on the unit cards change the odds bar live, and the bar is the server's
// evaluation (summing to 100 %); a formed square is refused citing rule 15;
// the players' dice resolve the charge; the reaction to the rout is played
// from the queue; undo takes it back; French is there.
import assert from 'node:assert/strict';
import { api, launch, openApp } from './lib.mjs';

export const name = 'miniatures referee: chips move the odds, dice resolve, rout reactions, undo, French';

const settle = (page) => page.waitForFunction(() => document.documentElement.dataset.busy === '0' && document.documentElement.dataset.ready === '1');

async function bar(page) {
  return page.locator('[data-testid="odds-bar"] .seg').evaluateAll((els) => els.map((e) => ({ key: e.dataset.key, n: Number(e.dataset.n), d: Number(e.dataset.d), p: Number(e.dataset.p) })));
}

async function chip(page, role, field) {
  await page.locator(`[data-testid="mini-card-${role}"] .mchip[data-field="${field}"]`).first().click();
  await settle(page);
}

async function chipValue(page, role, field) {
  return page.locator(`[data-testid="mini-card-${role}"] .mchip[data-field="${field}"]`).first().getAttribute('data-value');
}

async function unitRow(page, id) {
  const row = page.locator(`tr.unit[data-unit="${id}"]`);
  return { state: await row.getAttribute('data-state'), casualties: Number(await row.getAttribute('data-casualties')) };
}

async function enterDice(page, dice) {
  await page.fill('[data-testid="mini-dice"]', dice);
  await page.click('[data-testid="mini-enter"]');
  await page.waitForSelector('.result-card');
  await settle(page);
}

export async function run({ base, kind }) {
  if (kind !== 'real') return; // the rules live in the real server only: the mock has no referee
  const b = await launch();
  try {
    const { page, errors } = await openApp(b.context, `${base}/`);
    await page.click('[data-testid="mini-link"]');
    await page.waitForURL(/\?mini/);
    await page.waitForSelector('[data-testid="odds-bar"] .seg');
    await settle(page);

    // The bar is the server's evaluation of what the page sends, and sums to 1.
    const first = await bar(page);
    assert.ok(Math.abs(first.reduce((a, s) => a + s.p, 0) - 1) < 1e-9, 'the odds bar sums to 100 %');
    const request = JSON.parse(await page.locator('[data-testid="mini-odds"]').getAttribute('data-request'));
    const roster = JSON.parse(await page.evaluate(() => localStorage.getItem('bohemia.mini.roster')));
    const ev = (await api(base, 'POST', '/api/mini/evaluate', { roster, request })).data.evaluation;
    assert.deepEqual(first.map((s) => s.key), ev.outcomes.filter((o) => o.chance.n > 0).map((o) => o.key), 'the bar shows the API outcomes');
    assert.deepEqual(first.map((s) => s.n), ev.outcomes.filter((o) => o.chance.n > 0).map((o) => o.chance.n));
    assert.equal(request.verb, 'charge');

    // A charge begun from close by: no test to react; the odds are 36ths.
    await page.click('[data-testid="mini-long"]');
    await settle(page);
    assert.equal(await page.locator('.roll-plan').count(), 0, 'no reaction test for a short charge');
    const close = await bar(page);
    assert.ok(close.every((s) => s.d === 36), 'a plain combat is counted in 36ths');

    // Chips change the odds live: the infantry form square (a formed square
    // cannot be charged, rule 15), then are Disordered (+4 square, -1).
    while ((await chipValue(page, 'target', 'formation')) !== 'square') await chip(page, 'target', 'formation');
    const refused = await page.locator('[data-testid="mini-refused"]').innerText();
    assert.match(refused, /rule 15: cavalry may not charge a formed square/);
    await chip(page, 'target', 'state');
    assert.equal(await chipValue(page, 'target', 'state'), 'disordered');
    const mods = await page.locator('[data-testid="mini-card-target"] li.mod').allInnerTexts();
    assert.ok(mods.some((m) => /\+4 Infantry in square/.test(m)), `square modifier shown: ${mods}`);
    assert.equal(await page.locator('[data-testid="factor-target"]').innerText(), 'Combat factor 3');
    const square = await bar(page);
    assert.notDeepEqual(square, close, 'the odds moved with the chips');
    assert.ok(Math.abs(square.reduce((a, s) => a + s.p, 0) - 1) < 1e-9);

    // The players' dice: 6+6 +2 = 14, "Infantry win 10+": the cavalry rout.
    await enterDice(page, '6,6');
    assert.match(await page.locator('.result-card').innerText(), /Cavalry rout/);
    assert.deepEqual(await unitRow(page, 'p-hus'), { state: 'routed', casualties: 2 });
    assert.deepEqual(await unitRow(page, 'f-inf'), { state: 'disordered', casualties: 1 });
    assert.ok(await page.locator('[data-testid="step-reaction-p-hus"]').count(), 'the reaction to the rout is queued');
    assert.equal(await page.locator('li.step[data-kind="pursuit"]').count(), 0, 'infantry do not pursue');

    // The reaction from the queue: the dragoons within 4" test and are Shaken.
    await page.click('[data-testid="step-reaction-p-hus"]');
    await settle(page);
    await page.check('[data-testid="near-p-drag"]');
    await settle(page);
    assert.equal(await page.locator('.roll-plan').count(), 1, 'one morale test shown');
    await enterDice(page, '1');
    assert.equal((await unitRow(page, 'p-drag')).state, 'shaken');
    assert.ok((await page.locator('[data-testid="mini-log"]').innerText()).includes('2nd Dragoons'));

    // Undo takes the reaction back.
    await page.click('[data-testid="mini-undo"]');
    await settle(page);
    assert.equal((await unitRow(page, 'p-drag')).state, 'formed');
    assert.equal((await unitRow(page, 'p-hus')).state, 'routed');

    // French.
    await page.click('button[data-cmd="lang"]');
    await page.waitForLoadState('load');
    await page.waitForFunction(() => document.documentElement.dataset.ready === '1');
    assert.match(await page.locator('header.bar .title').innerText(), /Arbitre pour figurines/);
    assert.deepEqual(errors, []);
  } finally {
    await b.close();
  }
}
