// The lobby starts a game by clicks; a finished game's save is imported and
// replayed step by step (action, phase, turn), each step showing the
// position the API gives for that many actions.
import assert from 'node:assert/strict';
import { api, openApp, launch } from './lib.mjs';

export const name = 'lobby starts a game; import a save and replay it by action, phase and turn';

async function position(page) {
  return Number(await page.evaluate(() => document.documentElement.dataset.actions));
}

async function samePieces(page, base, id, k) {
  const v = (await api(base, 'GET', `/api/games/${id}/view?at=${k}`)).data;
  const onMap = v.pieces.filter((p) => p.where === 'map');
  const shown = await page.locator('.layer-counters .counter').evaluateAll((els) => els.map((e) => `${e.getAttribute('data-piece')}@${e.getAttribute('data-hex')}`));
  assert.deepEqual(shown.sort(), onMap.map((p) => `${p.id}@${p.hex}`).sort(), `the board after ${k} actions is the API's`);
}

export async function run({ base }) {
  const b = await launch();
  try {
    // Lobby: against the computer, by clicks.
    const { page } = await openApp(b.context, `${base}/`);
    await page.locator('input[value="computer"]').check();
    await page.locator('[data-testid="start"]').click();
    await page.waitForURL(/\?game=.+#seat=/);
    await page.waitForFunction(() => document.documentElement.dataset.ready === '1');
    assert.match(await page.locator('[data-testid="mode"]').innerText(), /Prussia|Prusse/);

    // A game played to its end by the server's random players, saved, imported.
    const g = (await api(base, 'POST', '/api/games', { scenario: 'trautenau', prussia: 'random', austria: 'random', seed: 2 })).data;
    let v = (await api(base, 'GET', `/api/games/${g.id}`)).data;
    for (let i = 0; i < 600 && !v.over; i++) {
      await new Promise((r) => setTimeout(r, 100));
      v = (await api(base, 'GET', `/api/games/${g.id}`)).data;
    }
    assert.ok(v.over, 'the random game is over');
    const save = await (await fetch(`${base}/api/games/${g.id}/save`)).text();
    const imported = await fetch(`${base}/api/games/import`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: save });
    assert.equal(imported.status, 201);
    const ig = await imported.json();
    const n = (await api(base, 'GET', `/api/games/${ig.id}/history`)).data.length;
    assert.equal(n, v.actions, 'the import holds every action');

    const r = (await openApp(b.context, `${base}/?replay=${ig.id}`)).page;
    assert.equal(await position(r), 0);
    await samePieces(r, base, ig.id, 0);
    const step = async (cmd) => {
      const before = await position(r);
      await r.locator(`[data-cmd="replay-${cmd}"]`).click();
      await r.waitForFunction((k) => Number(document.documentElement.dataset.actions) !== k, before);
      return position(r);
    };
    assert.equal(await step('next'), 1);
    const phase = await step('next-phase');
    assert.ok(phase > 1, 'a phase is more than one action');
    const turn = await step('next-turn');
    assert.ok(turn > phase, 'next turn goes past the phase');
    const tv = (await api(base, 'GET', `/api/games/${ig.id}/view?at=${turn}`)).data;
    const pv = (await api(base, 'GET', `/api/games/${ig.id}/view?at=${turn - 1}`)).data;
    assert.notEqual(`${tv.turn.day}/${tv.turn.hour}`, `${pv.turn.day}/${pv.turn.hour}`, 'it stops where the turn changes');
    await samePieces(r, base, ig.id, turn);
    await r.keyboard.press('ArrowLeft');
    await r.waitForFunction((k) => Number(document.documentElement.dataset.actions) === k, turn - 1);
    // From inside the first turn, back to its start; from a turn's start, to the previous turn's.
    assert.equal(await step('prev-turn'), 0, 'back to the start of the first turn');
    assert.equal(await step('next-turn'), turn);
    assert.equal(await step('prev-turn'), 0, 'from the second turn\'s start back to the first\'s');
    const first = await step('next-phase');
    assert.ok(first > 0 && first <= phase, 'the first phase change from the start');
    const fv = (await api(base, 'GET', `/api/games/${ig.id}/view?at=${first}`)).data;
    const bv = (await api(base, 'GET', `/api/games/${ig.id}/view?at=${first - 1}`)).data;
    assert.notEqual(fv.phase + fv.turn.label, bv.phase + bv.turn.label, 'it stops where the phase changes');
    assert.equal(await step('prev-phase'), 0);
    assert.equal(await step('end'), n);
    await samePieces(r, base, ig.id, n);
    assert.equal(await step('start'), 0);
  } finally {
    await b.close();
  }
}
