// Plays a whole turn in the browser by clicks and keys only: a unit is moved
// by clicking it, clicking a highlighted destination and picking the facing;
// every other decision is a click in the panel or a key.
import assert from 'node:assert/strict';
import { api, openApp, launch, waitActions } from './lib.mjs';
import { act, actions, clickHex, confirmIfAsked, decideByClicks, hoverHex, legal, view } from './helpers.mjs';

export const name = 'a turn played by clicks (move with facing, end keys, panel)';

export async function run({ base }) {
  const g = (await api(base, 'POST', '/api/games', { scenario: 'trautenau', prussia: 'human', austria: 'random', seed: 11 })).data;
  const tok = g.seats.prussia;
  const b = await launch();
  try {
    const { page, errors } = await openApp(b.context, `${base}/?game=${g.id}&seat=${tok}`);
    const startTurn = (await view(base, g.id)).turn.label;
    let moved = false;
    for (let step = 0; step < 400; step++) {
      const v = await view(base, g.id);
      if (v.turn.label !== startTurn || v.over) break;
      const l = await legal(base, g.id, tok);
      if (!l.length) {
        await page.waitForTimeout(50);
        continue;
      }
      const moves = l.filter((a) => a.type === 'move' && / (N|NE|SE|S|SW|NW)$/.test(a.notation));
      if (!moved && moves.length) {
        // Click the unit's hex until that unit is selected.
        const pieceHex = (id) => v.pieces.find((p) => p.id === id)?.hex;
        const unitMoves = moves.filter((m) => pieceHex(m.notation.split(' ')[1]) !== m.notation.split(' ')[2]);
        const want = unitMoves[0].notation.split(' ')[1];
        const from = pieceHex(want);
        for (let i = 0; i < 6; i++) {
          await clickHex(page, from);
          await page.waitForTimeout(150);
          if ((await page.locator('.counter.selected').getAttribute('data-piece')) === want) break;
        }
        assert.equal(await page.locator('.counter.selected').getAttribute('data-piece'), want, 'the clicked unit is selected');
        // Every legal destination is highlighted with its MP cost; the rest is dimmed.
        const dests = new Set(unitMoves.filter((m) => m.notation.split(' ')[1] === want).map((m) => m.notation.split(' ')[2]));
        const shown = new Set(await page.locator('.layer-marks .dest').evaluateAll((els) => els.map((e) => e.getAttribute('data-dest'))));
        for (const d of dests) assert.ok(shown.has(d), `destination ${d} highlighted`);
        assert.ok(await page.locator('.layer-dim path').count(), 'other hexes dimmed');
        const reach = (await api(base, 'GET', `/api/games/${g.id}/reach?piece=${want}`)).data;
        const target = [...dests].find((d) => reach.some((r) => r.hex === d && r.path.length > 2)) ?? [...dests][0];
        const r = reach.find((x) => x.hex === target);
        await hoverHex(page, target);
        await page.waitForTimeout(100);
        if (r) {
          assert.ok(await page.locator('.layer-overlay .path-line').count(), 'hover draws the path');
          assert.equal((await page.locator('.layer-overlay .path-dot').count()), r.path.length, 'path through every hex of the route');
        }
        await clickHex(page, target);
        await page.waitForSelector('.layer-picker [data-facing]');
        const facing = unitMoves.find((m) => m.notation.startsWith(`move ${want} ${target} `)).notation.split(' ')[3];
        const n = await actions(page);
        await page.locator(`.layer-picker [data-facing="${facing}"]`).click();
        await confirmIfAsked(page, n);
        await waitActions(page, n + 1);
        const after = await view(base, g.id);
        const p = after.pieces.find((x) => x.id === want);
        assert.equal(p.hex, target, 'the unit stands on the clicked hex');
        assert.equal(p.facing, facing, 'with the picked facing');
        moved = true;
        continue;
      }
      await decideByClicks(page, l, v.actions);
    }
    const end = await view(base, g.id);
    assert.ok(moved, 'a unit was moved by clicks');
    // The fallback panel filters the legal actions by what is typed.
    const l2 = await legal(base, g.id, tok);
    if (l2.length > 1) {
      const word = l2[l2.length - 1].notation;
      if (!(await page.locator('.all-actions').evaluate((d) => d.open))) await page.locator('.all-actions > summary').click();
      await page.locator('.action-filter').fill(word);
      const titles = await page.locator('.all-actions .groups [data-action]').evaluateAll((els) => els.map((e) => e.getAttribute('title')));
      assert.ok(titles.length >= 1 && titles.every((x) => x.includes(word)), `the filter keeps only actions with "${word}"`);
      // A refresh that brings nothing new (an event, a reconnection) leaves
      // the panel as it is: the filter keeps its focus and the button under
      // the pointer stays (it was redrawn, and a click on it lost).
      await page.locator('.all-actions .groups [data-action]').first().evaluate((el) => (el.dataset.mark = '1'));
      await page.evaluate(() => window.__bohemia.refresh());
      assert.equal(await page.locator('.all-actions .groups [data-mark="1"]').count(), 1, 'the filtered buttons are not redrawn by a refresh');
      assert.ok(await page.locator('.action-filter').evaluate((el) => el === document.activeElement && el.value.length > 0), 'the filter keeps its text and focus');
    }
    assert.ok(end.turn.label !== startTurn || end.over, `the turn was played through (still ${end.turn.label})`);
    assert.deepEqual(errors, [], 'no page errors');
    // The log names the turn, phase and rule section of each line.
    const line = page.locator('.log-line').first();
    assert.match(await line.innerText(), /\d\d\.00 .+ §?[\d.A-Z]+/);
  } finally {
    await b.close();
  }
}

export { act };
