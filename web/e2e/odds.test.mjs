// Brings Prussian units next to the enemy (greedy moves through the API),
// then in the browser (hot seat): the first barrage target of either side
// shows its line of sight as the API gives it, and a Prussian assault shows
// the odds panel whose results sum to 100 % and equal GET /odds for the same
// action before it is confirmed.
import assert from 'node:assert/strict';
import { api, openApp, launch, waitActions } from './lib.mjs';
import { actions, advanceUntil, clickHex, hoverHex, view } from './helpers.mjs';

export const name = 'odds panel sums to 100 % and matches the API; line of sight drawn';


export async function run({ base }) {
  const g = (await api(base, 'POST', '/api/games', { scenario: 'trautenau', prussia: 'human', austria: 'human', seed: 4 })).data;
  const toks = g.seats;
  let assaultChecked = false;
  let losChecked = false;
  const b = await launch();
  try {
    // Both checks run once, at the first position that offers each.
    await advanceUntil(base, g, async (l, _v, side) => {
      const assault = side === 'prussia' && l.find((a) => a.notation.startsWith('assault ') && a.notation.split(' ').length === 3);
      if (assault && !assaultChecked) {
        await checkAssault(b, base, g, assault);
        assaultChecked = true;
      }
      const fire = l.find((a) => a.notation.startsWith('fire '));
      if (fire && !losChecked && !assault) {
        await checkBarrage(b, base, g, fire);
        losChecked = true;
      }
      return assaultChecked && losChecked;
    });
    assert.ok(assaultChecked, 'an assault became legal for the Prussians and its odds were checked');
    assert.ok(losChecked, 'a barrage target came up and its line of sight was checked');
  } finally {
    await b.close();
  }
}

/** §9.5.1: the assault's target marked, the odds panel equal to GET /odds, Enter confirms. */
async function checkAssault(b, base, g, assault) {
  const toks = g.seats;
  const { page, errors } = await openApp(b.context, `${base}/?game=${g.id}&seat=${toks.prussia}&seat=${toks.austria}`);
  const v = await view(base, g.id);
  const [, unit, spec] = assault.notation.split(' ');
  const target = spec.split(':')[0];
  const from = v.pieces.find((p) => p.id === unit).hex;
  for (let i = 0; i < 6; i++) {
    await clickHex(page, from);
    await page.waitForTimeout(150);
    if ((await page.locator('.counter.selected').getAttribute('data-piece')) === unit) break;
  }
  assert.equal(await page.locator('.counter.selected').getAttribute('data-piece'), unit);
  assert.ok(await page.locator(`.layer-marks .target[data-target="${target}"]`).count(), 'the assaulted hex is marked');
  await clickHex(page, target);
  await page.waitForTimeout(200);
  if (!(await page.locator('.odds').count())) await page.locator(`.choices [data-action="${assault.notation}"]`).click();
  await page.waitForSelector('.odds .result');
  const action = await page.locator('.odds').getAttribute('data-action');
  const shown = await page.locator('.odds .result').evaluateAll((els) => els.map((e) => [e.getAttribute('data-result'), Number(e.getAttribute('data-p'))]));
  const sum = shown.reduce((a, [, p]) => a + p, 0);
  assert.ok(Math.abs(sum - 1) < 1e-9, `results sum to 100 % (${sum})`);
  assert.match(await page.locator('[data-testid="odds-total"]').innerText(), /100\.0 %/);
  const apiOdds = (await api(base, 'GET', `/api/games/${g.id}/odds?action=${encodeURIComponent(action)}`)).data;
  assert.deepEqual(Object.fromEntries(shown), apiOdds.results, 'the panel shows the API odds');
  assert.equal(await page.locator('.odds > ul.mods > .mod').count(), apiOdds.modifiers.length, 'one line per modifier');
  // Every roll met on the way has its own odds, each summing to 100 %.
  const rolls = await page.locator('.odds .roll').evaluateAll((els) => els.map((r) => [...r.querySelectorAll('.roll-result')].reduce((a, e) => a + Number(e.getAttribute('data-p')), 0)));
  assert.equal(rolls.length, apiOdds.rolls && apiOdds.rolls.length > 1 ? apiOdds.rolls.length : 0, 'one block per roll');
  for (const r of rolls) assert.ok(Math.abs(r - 1) < 1e-9, `a roll's results sum to 100 % (${r})`);
  if (apiOdds.combined?.length) {
    const ps = await page.locator('.odds .combined tr').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-p'))));
    assert.ok(Math.abs(ps.reduce((a, x) => a + x, 0) - 1) < 1e-9, 'combined outcomes sum to 100 %');
  }
  const n = await actions(page);
  await page.keyboard.press('Enter');
  await waitActions(page, n + 1);
  const hist = (await api(base, 'GET', `/api/games/${g.id}/history`)).data;
  assert.equal(hist[n].notation, action, 'Enter confirmed exactly the action shown');
  assert.deepEqual(errors, []);
  await page.close();
}

/** §9.2: the artillery's targets, the line of sight as the API draws it, then a barrage confirmed after its odds. */
async function checkBarrage(b, base, g, fire) {
  const toks = g.seats;
  const v = await view(base, g.id);
  const [, art, tgt] = fire.notation.split(' ');
  const own = v.pieces.find((p) => p.id === art).side;
  const from = v.pieces.find((p) => p.id === art).hex;
  const to = v.pieces.find((p) => p.id === tgt).hex;
  const { page, errors } = await openApp(b.context, `${base}/?game=${g.id}&seat=${toks.prussia}&seat=${toks.austria}`);
  for (let i = 0; i < 6; i++) {
    await clickHex(page, from);
    await page.waitForTimeout(150);
    if ((await page.locator('.counter.selected').getAttribute('data-piece')) === art) break;
  }
  assert.equal(await page.locator('.counter.selected').getAttribute('data-piece'), art);
  assert.ok(await page.locator(`.layer-marks .target[data-target="${to}"]`).count(), 'the barrage target is marked');
  await hoverHex(page, to);
  await page.waitForSelector('.layer-overlay .los');
  assert.ok(await page.locator('.layer-overlay .los-clear').count(), 'a legal target has a clear line');
  // A blocked line to another enemy, with the hex that blocks it.
  const enemies = v.pieces.filter((p) => p.side !== own && p.where === 'map' && p.hex && p.hex !== to);
  for (const e of enemies) {
    const los = (await api(base, 'GET', `/api/games/${g.id}/los?from=${from}&to=${e.hex}`)).data;
    if (los.clear) continue;
    await hoverHex(page, e.hex);
    await page.waitForSelector(`.layer-overlay .los-block[data-blocked="${los.blocked_by}"]`);
    assert.ok(await page.locator('.layer-overlay .los-blocked').count(), 'a blocked line is drawn as blocked');
    console.log(`  blocked line of sight ${from}-${e.hex} drawn, blocked at ${los.blocked_by}`);
    break;
  }
  await clickHex(page, to);
  await page.waitForTimeout(200);
  if (!(await page.locator('.odds').count())) await page.locator(`.choices [data-action="${fire.notation}"]`).click();
  await page.waitForSelector('.odds .result');
  const shown = await page.locator('.odds .result').evaluateAll((els) => els.reduce((a, e) => a + Number(e.getAttribute('data-p')), 0));
  assert.ok(Math.abs(shown - 1) < 1e-9, 'barrage odds sum to 100 %');
  const n = await actions(page);
  await page.keyboard.press('Enter');
  await waitActions(page, n + 1);
  assert.deepEqual(errors, []);
  await page.close();
}
