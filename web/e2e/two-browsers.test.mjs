// Two browsers (two chromium processes with their own profiles) play each
// other by link; a spectator watches. Moves appear live in the other
// browser with arrows; a dropped event connection catches up; an answer
// lost after the server applied an action does not apply it twice; undo
// takes back one's own decision.
import assert from 'node:assert/strict';
import { api, openApp, launch, waitActions } from './lib.mjs';
import { actions, confirmIfAsked, decideByClicks, legal, view } from './helpers.mjs';

export const name = 'two browsers by link, live moves with arrows, spectator, reconnection, exactly once, undo';

/** Moves a piece to another hex through the action panel (clicks, no typing); returns the notation. */
async function moveByPanel(page, v) {
  const before = await actions(page);
  await page.bringToFront(); // a background tab gets no animation frames
  // Open the panel and the group as a player would (clicks on their summaries).
  if (!(await page.locator('.all-actions').evaluate((d) => d.open))) await page.locator('.all-actions > summary').click();
  const group = page.locator('.all-actions details.group[data-type="move"]');
  if (!(await group.evaluate((d) => d.open))) await group.locator('summary').click();
  const hexOf = Object.fromEntries(v.pieces.map((p) => [p.id, p.hex]));
  const shown = await group.locator('[data-action]').evaluateAll((els) => els.map((e) => e.getAttribute('data-action')));
  const move = shown.find((n) => hexOf[n.split(' ')[1]] !== n.split(' ')[2]);
  assert.ok(move, 'a move to another hex is offered');
  const reqs = [];
  const onReq = (r) => reqs.push(`${r.method()} ${r.url().replace(/^http:\/\/[^/]+/, '')}`);
  if (process.env.E2E_DEBUG) {
    page.on('request', onReq);
    page.on('requestfailed', (r) => reqs.push(`FAILED ${r.method()} ${r.failure()?.errorText}`));
    page.on('response', (r) => reqs.push(`${r.status()} ${r.request().method()}`));
    page.on('console', (m) => reqs.push(`console ${m.text()}`));
  }
  await group.locator(`[data-action="${move}"]`).click();
  await confirmIfAsked(page, before);
  try {
    await waitActions(page, before + 1);
  } catch (e) {
    const state = await page.evaluate((m) => ({ msg: document.querySelector(`[data-testid="message"]`)?.textContent, actions: document.documentElement.dataset.actions, busy: window.__bohemia.busy, legal: window.__bohemia.legal.length, has: window.__bohemia.legal.some((a) => a.notation === m), tok: !!window.__bohemia.actorToken(), actor: window.__bohemia.view.actor, btns: document.querySelectorAll(`[data-action="${m}"]`).length, open: document.querySelector(".all-actions")?.open }), move);
    throw new Error(`${move}: no action after the click (${JSON.stringify(state)}) requests ${reqs.join(', ')}: ${e.message}`);
  }
  return move;
}

export async function run({ base }) {
  const g = (await api(base, 'POST', '/api/games', { scenario: 'trautenau', prussia: 'human', austria: 'human', seed: 21 })).data;
  assert.ok(g.play?.prussia && g.play?.austria, 'creation returns a play link per human seat');
  const A = await launch();
  const B = await launch();
  try {
    const pa = await openApp(A.context, base + g.play.prussia);
    const pb = await openApp(B.context, base + g.play.austria);
    const watch = await openApp(B.context, base + g.watch);
    const pages = { prussia: pa.page, austria: pb.page };
    const seen = { arrows: false, reconnect: false, once: false, undo: false };
    for (let step = 0; step < 60 && !(seen.arrows && seen.reconnect && seen.once && seen.undo); step++) {
      const v = await view(base, g.id);
      if (v.over) break;
      if (v.actor.kind !== 'decision') {
        await new Promise((r) => setTimeout(r, 50));
        continue;
      }
      const side = v.actor.side;
      const other = side === 'prussia' ? 'austria' : 'prussia';
      const page = pages[side];
      const l = await legal(base, g.id, g.seats[side]);
      await waitActions(page, v.actions);
      if (process.env.E2E_DEBUG) console.log(step, side, v.phase, v.actions, JSON.stringify(seen));
      const move = l.find((a) => a.type === 'move' && a.notation.split(' ')[2] !== v.pieces.find((p) => p.id === a.notation.split(' ')[1])?.hex);

      if (move && !seen.undo) {
        // Undo (Ctrl+Z) right after one's own move, before any die.
        await moveByPanel(page, v);
        const after = await view(base, g.id);
        // Only while nothing else happened since (no die, no marker: docs/api.md).
        if (after.actions === v.actions + 1 && after.actor.side === side) {
          await page.keyboard.press('Control+z');
          await page.waitForFunction((k) => Number(document.documentElement.dataset.actions) < k, after.actions);
          assert.equal((await view(base, g.id)).actions, v.actions, 'undo took back exactly the move');
          seen.undo = true;
        }
        continue;
      }
      if (move && !seen.once) {
        // The server applies the action but the answer is lost on the way back.
        let dropped = false;
        await page.route('**/api/games/*/actions', async (route) => {
          if (dropped) return route.continue();
          dropped = true;
          await route.fetch();
          await route.abort('connectionreset');
        });
        const n = v.actions;
        const moved = await moveByPanel(page, v);
        await page.unrouteAll({ behavior: 'wait' });
        const hist = (await api(base, 'GET', `/api/games/${g.id}/history`)).data;
        assert.ok(dropped, 'the answer was dropped');
        assert.equal(hist[n].notation, moved, 'the move was applied');
        assert.equal(hist.filter((h, i) => i >= n && h.notation === moved).length, 1, 'and applied once only');
        seen.once = true;
        continue;
      }
      if (move && seen.once && !seen.reconnect) {
        // The other browser loses its event connection while this one moves.
        await pages[other].evaluate(() => window.__bohemia.stream.drop());
        await moveByPanel(page, v);
        const n = await actions(page);
        await waitActions(pages[other], n, 20000);
        seen.reconnect = true;
        continue;
      }
      if (!move || seen.reconnect) {
        const lastSide = side;
        const n = v.actions;
        if (move && !seen.arrows) {
          await moveByPanel(page, v);
          const now = await view(base, g.id);
          if (now.actor.side !== side) continue; // the move ended the step: next iteration
        }
        await decideByClicks(page, await legal(base, g.id, g.seats[side]), (await view(base, g.id)).actions);
        const after = await view(base, g.id);
        // Live: the opponent's browser and the spectator follow without a reload.
        await waitActions(pages[other], after.actions);
        await waitActions(watch.page, after.actions);
        // The opponent's last moves, as the other browser read them (normalised view).
        const moves = await pages[other].evaluate((s) => window.__bohemia.view.last.filter((m) => m.side === s && m.from && m.to && m.from !== m.to).length, lastSide);
        if (after.actor.side === other && moves > 0) {
          await pages[other].waitForSelector('.layer-arrows line.arrow', { state: 'attached' });
          assert.equal(await pages[other].locator('.layer-arrows line.arrow').count(), moves, 'one arrow per move');
          assert.ok(await pages[other].locator('.counter.moved').count(), 'the moved counters are outlined');
          seen.arrows = true;
        }
        assert.ok(after.actions > n);
      }
    }
    assert.deepEqual(seen, { arrows: true, reconnect: true, once: true, undo: true }, 'every check ran');
    assert.match(await watch.page.locator('[data-testid="mode"]').innerText(), /^(Spectator|Spectateur)$/, 'the watch link opens a spectator');
    assert.equal(await watch.page.locator('.all-actions').count(), 0, 'a spectator has no actions');
    assert.deepEqual([...pa.errors, ...pb.errors, ...watch.errors], []);
  } finally {
    await A.close();
    await B.close();
  }
}
