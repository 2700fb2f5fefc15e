// Issue 18 "Done when": Königgrätz to the end against the computer through
// the page. The lobby creates the game with the Austrian side the computer
// at level easy (its level picker); the human Prussian's turns 1 to 9 are
// played by the API ending every phase (the honest shortcut: the computer
// plays all of its side, the game runs its 10 turns and the §18 conditions
// decide it); the last turn's Prussian decisions are clicks and keys in the
// page, until the page shows the game's end: its result with the VP equal to
// the server's (§18). After the game every reader reads everything (§19.8,
// docs/api.md): the Prussian's page shows which marker is real, and the
// replay (its link on the game-over panel) shows the hidden deployment.
//
// Its own server runs with `--computer-pause 0`: the default 300 ms between
// two computer decisions would make the computer's thousands of decisions
// last many minutes.
import assert from 'node:assert/strict';
import { api, launch, openApp, startServer, waitActions } from './lib.mjs';

export const name = 'Königgrätz against the computer (easy) to the end: the last turn by clicks, the result and VP, everything revealed after';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function run({ kind }) {
  if (kind !== 'real') return; // Musket & Saber's rules and its computer live in the real server only
  const srv = await startServer({ args: ['--computer-pause', '0'] });
  const base = srv.base;
  const b = await launch();
  try {
    // The lobby: Königgrätz, against the computer, level easy, playing Prussia.
    const lobby = await openApp(b.context, `${base}/`);
    let page = lobby.page;
    await page.selectOption('select[name="scenario"]', 'koniggratz');
    await page.locator('input[value="computer"]').check();
    const levels = await page.locator('select[name="level"] option').evaluateAll((os) => os.map((o) => o.value));
    assert.ok(levels.includes('easy'), `the lobby offers level easy: ${levels}`);
    await page.selectOption('select[name="level"]', 'easy');
    await page.selectOption('select[name="side"]', 'prussia');
    await page.locator('[data-testid="start"]').click();
    await page.waitForURL(/\?game=.+#seat=/);
    await page.waitForFunction(() => document.documentElement.dataset.ready === '1');
    const url = page.url();
    const id = new URL(url).searchParams.get('game');
    const token = new URLSearchParams(new URL(url).hash.slice(1)).get('seat');
    const game = `/api/games/${id}`;
    assert.deepEqual((await api(base, 'GET', game)).data.seats, { prussia: 'human', austria: 'easy' }, 'the lobby made the Austrian seat the computer at level easy');
    // Not drawn while the API plays nine turns (the page would redraw at each of the computer's decisions).
    await page.close();

    const mine = async () => (await api(base, 'GET', game, undefined, token)).data;
    const legal = async () => (await api(base, 'GET', `${game}/legal`, undefined, token)).data.actions.map((a) => a.notation);
    // Turns 1 to 9: the Prussian ends each step (the computer plays the Austrian side).
    let v;
    const deadline = Date.now() + 600000; // a guard against a hang, not a measure: the computer shares the machine with another test
    for (;;) {
      assert.ok(Date.now() < deadline, `the game reached turn ${v?.turn} only`);
      v = await mine();
      assert.ok(!v.over, `the game ended on turn ${v.turn} of ${v.turns}, before its last turn`);
      if (v.actor.kind !== 'decision' || v.actor.side !== 'prussia') {
        await sleep(50);
        continue;
      }
      if (v.turn === v.turns) break;
      const l = await legal();
      const pick = ['begin', 'end', 'go', 'stay', 'pass'].find((x) => l.includes(x)) ?? l[0];
      const r = await api(base, 'POST', `${game}/actions`, { action: pick, expect: v.actions }, token);
      assert.ok(r.status === 200 || r.status === 409, `${pick}: ${JSON.stringify(r.data)}`);
    }
    assert.equal(v.turn, 10, 'Königgrätz has 10 turns');

    // The last turn by the page: each Prussian decision by its key or button.
    const app = await openApp(b.context, url);
    page = app.page;
    const decided = [];
    const keyOf = { begin: 'b', end: 'e', pass: 'p', stay: 's', go: 'g' };
    const last = Date.now() + 300000;
    while (Date.now() < last) {
      v = await mine();
      if (v.over) break;
      if (v.actor.kind !== 'decision' || v.actor.side !== 'prussia') {
        await sleep(50);
        continue;
      }
      await page.waitForFunction((k) => Number(document.documentElement.dataset.actions) === k && document.documentElement.dataset.ready === '1', v.actions);
      const l = await legal();
      const pick = ['begin', 'end', 'go', 'stay', 'pass'].find((x) => l.includes(x));
      if (pick) await page.keyboard.press(keyOf[pick]);
      else {
        if (!(await page.locator('.all-actions').evaluate((d) => d.open))) await page.locator('.all-actions > summary').click();
        const btn = page.locator(`.all-actions button[data-action="${l[0]}"]`);
        const group = page.locator(`.all-actions details.group[data-type="${l[0].split(' ')[0]}"]`);
        if ((await group.count()) && !(await group.evaluate((d) => d.open))) await group.locator('summary').click();
        await btn.first().click();
        await page.waitForTimeout(150);
        if ((await page.locator('[data-testid="confirm"]').count()) && Number(await page.evaluate(() => document.documentElement.dataset.actions)) === v.actions) await page.keyboard.press('Enter');
      }
      await waitActions(page, v.actions + 1);
      const h = (await api(base, 'GET', `${game}/history`, undefined, token)).data;
      assert.equal(h[v.actions].notation, pick ?? l[0], 'the page sent the decision clicked');
      decided.push(pick ?? l[0]);
    }
    assert.ok(v.over, `the game is over after the last turn (${decided.join(', ')})`);
    assert.ok(decided.includes('begin') && decided.includes('end'), `the last turn's Prussian phases decided in the page: ${decided}`);

    // The page shows the end: the result and VP as the server has them (§18).
    await page.waitForSelector('[data-testid="game-over"]');
    const shown = await page.locator('[data-testid="over-result"]').innerText();
    const [side, level] = v.result.split(' ');
    const winner = { prussia: 'Prussia', austria: 'Austria' }[side];
    assert.ok(v.result === 'draw' ? /^Draw/.test(shown) : shown.startsWith(`${winner}: ${level === 'points' ? 'victory on points' : 'victory'}`), `the result shown "${shown}" is the server's ${v.result}`);
    assert.ok(shown.endsWith(`(${v.vp[0]} – ${v.vp[1]})`), `the VP shown "${shown}" are the server's ${v.vp}`);
    assert.ok((await page.locator('.log-line').allInnerTexts()).some((t) => /Prussian victory|Austrian victory|draw|wins on points/.test(t)), 'the §18 verdict in the log');

    // After the game the Prussian reads as the referee (§19.8, docs/api.md):
    // a box for every hidden unit, real or dummy for every marker, the
    // history's hides with their boxes. (The easy computer may have placed
    // everything in the open; e2e/koniggratz-reveal.test.mjs checks a game
    // with boxes and markers.)
    const after = await mine();
    assert.ok(after.units.filter((u) => u.where === 'hidden').every((u) => /^[A-D]$/.test(u.box)), 'each hidden unit’s box named to the Prussian');
    assert.ok(after.markers.every((m) => typeof m.real === 'boolean'), 'each marker real or dummy, to the Prussian');
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.ready === '1');
    const titles = await page.locator('.hm-marker title').allTextContents();
    assert.equal(titles.length, after.markers.length, 'the markers drawn');
    assert.ok(titles.every((t) => /real|dummy/.test(t)), `the page says which marker is real: ${titles}`);
    const hist = (await api(base, 'GET', `${game}/history`, undefined, token)).data.map((h) => h.notation);
    assert.ok(!hist.includes('real (hidden)') && hist.filter((n) => n.startsWith('hide ')).every((n) => / [A-D]$/.test(n)), 'the history names the boxes and the real markers');

    // The replay, from the game-over panel's link: turn 2 as the referee saw it.
    await page.locator('[data-testid="over-replay"]').click();
    await page.waitForURL(/\?replay=/);
    await page.waitForFunction(() => document.documentElement.dataset.ready === '1');
    await page.locator('[data-cmd="replay-next-turn"]').click();
    await page.waitForFunction(() => Number((document.querySelector('[data-testid="replay-position"]')?.textContent ?? '').match(/\d+/)?.[0] ?? 0) > 0);
    const at = Number((await page.locator('[data-testid="replay-position"]').innerText()).match(/\d+/)[0]);
    const past = (await api(base, 'GET', `${game}/view?at=${at}`)).data;
    assert.ok(past.units.filter((u) => u.where === 'hidden').every((u) => u.box) && past.markers.every((m) => typeof m.real === 'boolean'), `the replay at ${at} reveals everything`);
    const onMap = past.units.filter((u) => u.where === 'map').length + past.markers.length;
    await page.waitForFunction((n) => document.querySelectorAll('.counter[data-piece]').length === n, onMap);
    assert.deepEqual([...lobby.errors, ...app.errors], []);
  } finally {
    await b.close();
    srv.stop();
  }
}
