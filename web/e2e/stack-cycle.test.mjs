// Issue 14 item 7f: clicking a stack again cycles through its pieces (it
// opened the facing picker of the selected unit before); a piece alone in
// its hex still turns in place by a second click, and "Turn in place" does
// it for a piece of a stack. The stack's panel closes once its pieces have
// moved away (item 7k).
import assert from 'node:assert/strict';
import { api, openApp, launch, waitActions } from './lib.mjs';
import { actions, advanceUntil, clickHex, confirmIfAsked } from './helpers.mjs';

export const name = 'issue 14 7f: a stack clicked again cycles through its pieces; turning in place stays possible';

/** Hexes where several pieces can act now. */
function stacks(l, v) {
  const actors = new Set(l.filter((a) => a.type === 'move').map((a) => a.piece));
  const by = new Map();
  for (const p of v.pieces) if (p.where === 'map' && actors.has(p.id)) by.set(p.hex, [...(by.get(p.hex) ?? []), p.id]);
  return [...by].filter(([, ids]) => ids.length > 1);
}

export async function run({ base }) {
  const g = (await api(base, 'POST', '/api/games', { scenario: 'trautenau', prussia: 'human', austria: 'human', seed: 8 })).data;
  const found = await advanceUntil(base, g, (l, v) => v.phase === 'movement' && stacks(l, v).length && { l, v });
  assert.ok(found, 'a stack of pieces that can move came up');
  const [hex, ids] = stacks(found.l, found.v)[0];
  const b = await launch();
  try {
    const { page, errors } = await openApp(b.context, `${base}/?game=${g.id}&seat=${g.seats.prussia}&seat=${g.seats.austria}`);
    await waitActions(page, found.v.actions);
    const selected = () => page.locator('.counter.selected').getAttribute('data-piece');
    const selectedNow = () => page.evaluate(() => document.querySelector('.counter.selected')?.getAttribute('data-piece') ?? null);
    const seen = [];
    for (let i = 0; i < ids.length + 1; i++) {
      await clickHex(page, hex);
      await page.waitForTimeout(150);
      assert.equal(await page.locator('.layer-picker [data-facing]').count(), 0, 'a click on the stack opens no facing picker');
      seen.push(await selected());
    }
    assert.deepEqual(new Set(seen.slice(0, ids.length)), new Set(ids), `every piece of the stack in turn (${seen.join(', ')})`);
    assert.equal(seen[ids.length], seen[0], 'and round again');
    assert.ok(await page.locator('.stack .stack-piece').count() >= ids.length, 'the stack is open beside the map');
    // Turning in place: the button opens the facing picker on the piece's own hex.
    const unit = found.l.find((a) => a.type === 'move' && a.facing && a.hex === hex && ids.includes(a.piece));
    if (unit) {
      while ((await selected()) !== unit.piece) {
        await clickHex(page, hex);
        await page.waitForTimeout(120);
      }
      await page.locator('[data-testid="turn-in-place"]').click();
      await page.waitForSelector('.layer-picker [data-facing]');
      await page.keyboard.press('Escape');
    }
    // Every piece of the stack moves away by the map gesture: its panel closes.
    for (const id of ids) {
      const l = (await api(base, 'GET', `/api/games/${g.id}/legal`, undefined, g.seats[found.v.actor.side])).data.actions;
      const away = l.find((a) => a.type === 'move' && a.piece === id && a.hex !== hex);
      if (!away) continue;
      for (let i = 0; i <= ids.length && (await selectedNow()) !== id; i++) {
        await clickHex(page, hex);
        await page.waitForTimeout(150);
      }
      if ((await selectedNow()) !== id) continue; // it can no longer act (the mock's own rules)
      const n = await actions(page);
      await clickHex(page, away.hex);
      if (away.facing) await page.locator(`.layer-picker [data-facing="${away.facing}"]`).click();
      await confirmIfAsked(page, n);
      await waitActions(page, n + 1);
    }
    const left = (await api(base, 'GET', `/api/games/${g.id}`)).data.pieces.filter((p) => p.where === 'map' && p.hex === hex);
    if (!left.length) assert.equal(await page.locator('.stack .stack-piece').count(), 0, 'the emptied stack\'s panel is closed');
    assert.deepEqual(errors, []);
  } finally {
    await b.close();
  }
}
