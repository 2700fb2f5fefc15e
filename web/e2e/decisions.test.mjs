// Issue 14 item 7c: every decision has something to click and says what it
// is about. A hot-seat Trautenau game is played by an aggressive Prussian
// (e2e/helpers.mjs advanceAssaulting) until, in turn, a coordination test
// (9.5.2), a retreat before combat or stand (9.5.4), a defensive fire split
// (9.5.3) and an advance after combat (9.5.9) are asked; each is shown in
// the panel under its own heading, with the situation in words (who
// assaults whom, with the odds of the attack coming when asked to stand),
// and decided by a click there. The map hint shows only when the map has
// something lit. Screenshots at 1280 x 720 and 1400 x 900. (The real
// server only: the mock has no combats.)
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { api, openApp, launch, waitActions, webDir } from './lib.mjs';
import { actions, advanceAssaulting, confirmIfAsked } from './helpers.mjs';

export const name = 'issue 14 7c: coordination, retreat before combat (with odds), defensive fire and advance are described and clicked in the panel';

const SIZES = [
  [1280, 720],
  [1400, 900],
];

async function shots(b, url, n, file) {
  const dir = process.env.SCREENSHOT_DIR ?? join(webDir, 'test-results', 'screenshots');
  mkdirSync(dir, { recursive: true });
  for (const [w, h] of SIZES) {
    const { page } = await openApp(b.context, url, { width: w, height: h });
    await page.waitForFunction((k) => Number(document.documentElement.dataset.actions) === k, n);
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(dir, `${file}-${w}x${h}.png`) });
    await page.close();
  }
}

/** The group of the panel for a kind of decision: its heading and buttons. */
async function group(page, kind) {
  const g = page.locator(`.decision .other-decisions [data-kind="${kind}"]`);
  assert.equal(await g.count(), 1, `a group for ${kind} decisions`);
  return { head: await g.locator('b').first().innerText(), buttons: await g.locator('[data-action]').evaluateAll((els) => els.map((e) => e.getAttribute('data-action'))) };
}

export async function run({ base, kind }) {
  if (kind !== 'real') return;
  const g = (await api(base, 'POST', '/api/games', { scenario: 'trautenau', prussia: 'human', austria: 'human', seed: 3 })).data;
  const url = `${base}/?game=${g.id}&seat=${g.seats.prussia}&seat=${g.seats.austria}`;
  const b = await launch();
  try {
    const { page, errors } = await openApp(b.context, url);
    const at = async (n) => page.waitForFunction((k) => Number(document.documentElement.dataset.actions) === k && document.documentElement.dataset.busy !== '1', n);
    const situation = () => page.locator('[data-testid="situation"]').innerText();

    // 9.5.2: the coordination test, in view with the assault it is about.
    const coord = await advanceAssaulting(base, g, (l, v) => l.some((a) => a.type === 'coordinate') && { l, v });
    assert.ok(coord, 'a coordination test came up');
    await at(coord.v.actions);
    const c = await group(page, 'coordinate');
    assert.match(c.head, /Coordinated assault.*§9\.5\.2/s);
    const hex = coord.l.find((a) => a.type === 'coordinate').hex;
    assert.ok(c.buttons.includes(`coordinate ${hex}`) && c.buttons.includes(`separate ${hex}`), 'coordinate and separate are buttons in view');
    assert.match(await situation(), new RegExp(`Assaults declared on ${hex}`));
    assert.match(await situation(), /1d6 \+ the commander’s command value ≥ 6/);
    assert.equal(await page.locator('.all-actions').evaluate((d) => d.open), false, 'nothing to unfold');
    await shots(b, url, coord.v.actions, 'decision-coordination');
    await page.locator(`.other-decisions [data-action="coordinate ${hex}"]`).click();
    await waitActions(page, coord.v.actions + 1);

    // 9.5.4: retreat before combat or stand, with who assaults whom and the odds of standing.
    const evade = await advanceAssaulting(base, g, (l, v) => l.some((a) => a.type === 'stand') && v.combat?.step === 'evade' && { l, v });
    assert.ok(evade, 'a retreat before combat was offered');
    await at(evade.v.actions);
    const target = evade.v.combat.target;
    assert.match(await situation(), new RegExp(`[Aa]ssault on ${target}: .+ against .+`));
    assert.match(await situation(), /Retreat before combat .* or stand and fire\?/);
    await page.waitForSelector('[data-testid="stand-odds"] .odds[data-kind="stand"]');
    assert.match(await page.locator('[data-testid="stand-odds"] [data-testid="odds-total"]').innerText(), /100\.0 %/);
    const e = await group(page, 'evade');
    assert.match(e.head, /Retreat before combat.*§9\.5\.4/s);
    assert.ok(e.buttons.length && e.buttons.every((n) => n.startsWith('evade ')), 'a button per retreat and facing');
    assert.match(await page.locator('.decision .enders [data-action="stand"]').innerText(), /Stand: no retreat before combat/);
    await shots(b, url, evade.v.actions, 'decision-retreat-before-combat');
    await page.locator('.decision .enders [data-action="stand"]').click();
    await waitActions(page, evade.v.actions + 1);

    // 9.5.3: the defensive fire split, named by the attackers; nothing lit on the map, no map hint.
    const defend = await advanceAssaulting(base, g, (l, v) => l.some((a) => a.type === 'defend') && l.every((a) => a.type === 'defend') && { l, v });
    assert.ok(defend, 'a defensive fire split was asked');
    await at(defend.v.actions);
    const d = await group(page, 'defend');
    assert.match(d.head, /Defensive fire.*§9\.5\.3/s);
    assert.match(await page.locator('.other-decisions [data-kind="defend"] [data-action]').first().innerText(), /^Fire \d+ at /);
    assert.equal(await page.locator('[data-testid="map-hint"]').count(), 0, 'no "click a highlighted counter" when nothing is lit');
    const before = await actions(page);
    await page.locator('.other-decisions [data-kind="defend"] [data-action]').first().click();
    await page.waitForTimeout(100);
    if ((await actions(page)) === before) await page.keyboard.press('Enter'); // its odds first
    await waitActions(page, before + 1);

    // 9.5.9: the advance after combat under its own heading.
    const adv = await advanceAssaulting(base, g, (l, v) => l.some((a) => a.type === 'advance') && { l, v });
    assert.ok(adv, 'an advance after combat came up');
    await at(adv.v.actions);
    const a = await group(page, 'advance');
    assert.match(a.head, /Advance after combat.*§9\.5\.9/s);
    assert.match(await situation(), /(must advance into it|may occupy it)/);
    assert.doesNotMatch(await page.locator('.decision').innerText(), /Next assault to resolve|choice of the next assault/, 'not under the choice of the next combat');
    assert.match(await page.locator('[data-testid="decision-heading"]').innerText(), /advance after combat.*§9\.5\.9/s);
    await shots(b, url, adv.v.actions, 'decision-advance');
    const n = await actions(page);
    await page.locator('.other-decisions [data-kind="advance"] [data-action]').first().click();
    await confirmIfAsked(page, n);
    await waitActions(page, n + 1);

    // The map hint is there when the map has something to click (movement).
    const mv = await advanceAssaulting(base, g, (l, v) => v.phase === 'movement' && l.some((x) => x.type === 'move') && { l, v });
    if (mv) {
      await at(mv.v.actions);
      assert.equal(await page.locator('[data-testid="map-hint"]').count(), 1, 'the map hint in the movement phase');
    }
    assert.deepEqual(errors, [], 'no page errors');
  } finally {
    await b.close();
  }
}
