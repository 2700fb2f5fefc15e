// Issue 14 item 7e: take-backs. E (end move) asks first while units are
// unmoved or reinforcements are still off the map, and Esc keeps the move
// going; a move is taken back with Undo (Ctrl+Z) while no die is rolled
// and no marker drawn, and the Undo button is enabled exactly when the
// server would take something back (the view's `undo`); the move of a
// formation's last piece asks first, since the next marker may be drawn
// at once. (The real server only: the mock has no `undo` in its view.)
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { act, actions, advanceUntil, legal, view } from './helpers.mjs';
import { api, openApp, launch, waitActions, webDir } from './lib.mjs';

export const name = 'issue 14 7e: ask before ending a move with pieces unmoved or a last move; undo until a die or a draw';

async function undoEnabled(page) {
  return page.locator('[data-testid="undo"]').evaluate((b) => !b.disabled);
}

/** Pieces that can still move in the legal list, on the map or not. */
function movers(l) {
  return [...new Set(l.filter((a) => a.type === 'move').map((a) => a.piece))];
}

export async function run({ base, kind }) {
  if (kind !== 'real') return;
  const dir = process.env.SCREENSHOT_DIR ?? join(webDir, 'test-results', 'screenshots');
  mkdirSync(dir, { recursive: true });
  const g = (await api(base, 'POST', '/api/games', { scenario: 'trautenau', prussia: 'human', austria: 'human', seed: 8 })).data;
  const url = `${base}/?game=${g.id}&seat=${g.seats.prussia}&seat=${g.seats.austria}`;
  const b = await launch();
  try {
    // A movement phase with reinforcements to enter and units on the map to move.
    const first = await advanceUntil(base, g, (l, v) => {
      const m = movers(l);
      const where = (id) => v.pieces.find((p) => p.id === id)?.where;
      return v.phase === 'movement' && m.some((id) => where(id) === 'map') && m.some((id) => where(id) === 'pending') && { l, v };
    });
    assert.ok(first, 'a movement with reinforcements came up');
    const side = first.v.actor.side;
    const { page, errors } = await openApp(b.context, url, { width: 1280, height: 720 });
    await waitActions(page, first.v.actions);
    assert.equal(await undoEnabled(page), first.v.undo === side, 'Undo is enabled exactly when the server would take back');

    // E asks first, naming the unmoved units and the reinforcements; Esc goes back.
    await page.keyboard.press('e');
    await page.waitForSelector('[data-testid="warning"]');
    const text = await page.locator('[data-testid="warning"]').innerText();
    assert.match(text, /Not moved yet: .+/);
    assert.match(text, /Reinforcements not entered: .+/);
    await page.screenshot({ path: join(dir, 'takeback-end-move-1280x720.png') });
    await page.keyboard.press('Escape');
    await page.waitForTimeout(150);
    assert.equal(await page.locator('[data-testid="warning"]').count(), 0, 'Esc closes the question');
    assert.equal((await view(base, g.id)).actions, first.v.actions, 'nothing was sent');

    // A move, then Undo: the button is live, Ctrl+Z takes the move back.
    const mv = first.l.find((a) => a.type === 'move' && first.v.pieces.find((p) => p.id === a.piece)?.where === 'map' && first.v.pieces.find((p) => p.id === a.piece)?.hex !== a.hex);
    await act(base, g.id, g.seats[side], mv.notation);
    await waitActions(page, first.v.actions + 1);
    assert.equal((await view(base, g.id)).undo, side);
    assert.ok(await undoEnabled(page), 'Undo is live after one\'s own move');
    await page.keyboard.press('Control+z');
    await page.waitForFunction((k) => Number(document.documentElement.dataset.actions) === k, first.v.actions);
    assert.equal((await view(base, g.id)).actions, first.v.actions, 'the move was taken back');

    // Every piece but one moved (through the API): the last one's move asks first.
    let v = await view(base, g.id);
    for (let i = 0; i < 40; i++) {
      const l = await legal(base, g.id, g.seats[side]);
      const ids = movers(l);
      if (ids.length <= 1 || v.phase !== 'movement') break;
      const a = l.find((x) => x.type === 'move' && x.piece === ids[0]);
      v = await act(base, g.id, g.seats[side], a.notation);
    }
    const l = await legal(base, g.id, g.seats[side]);
    const ids = movers(l);
    assert.equal(ids.length, 1, 'one piece is left to move');
    await waitActions(page, v.actions);
    const last = l.find((a) => a.type === 'move' && a.piece === ids[0]);
    // Through the all-actions panel, as a player would click it.
    await page.locator('.all-actions > summary').click();
    const group = page.locator('.all-actions details.group[data-type="move"]');
    if (!(await group.evaluate((d) => d.open))) await group.locator('summary').click();
    await group.locator(`[data-action="${last.notation}"]`).click();
    await page.waitForSelector('[data-testid="warning"]');
    assert.match(await page.locator('[data-testid="warning"]').innerText(), /last piece of the formation that can move/);
    await page.screenshot({ path: join(dir, 'takeback-last-move-1280x720.png') });
    const n = await actions(page);
    await page.keyboard.press('Enter');
    await waitActions(page, n + 1);
    assert.equal((await view(base, g.id)).pieces.find((p) => p.id === last.piece).hex, last.hex, 'the last move was made once confirmed');
    assert.equal(await undoEnabled(page), (await view(base, g.id)).undo !== null && (await view(base, g.id)).undo !== undefined, 'Undo follows the server');
    assert.deepEqual(errors, []);
  } finally {
    await b.close();
  }
}
