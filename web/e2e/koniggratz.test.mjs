// Königgrätz in the browser (issue 18, first slice): the lobby lists it
// under its system; the Musket & Saber map is drawn from the map data (1,650
// hexes, the Bistritz, the fieldworks §19.6, entry hexes A–N §17.4);
// the Austrian's set-up choice is a click (§17.2); hidden-movement markers
// (§19.8) show "real"/"dummy" to the Austrian seat only, and neither the
// Prussian seat nor a spectator reads a box or a real marker through the
// page or the API; a Prussian unit moves by clicks (§4).
import assert from 'node:assert/strict';
import { api, launch, openApp, waitActions } from './lib.mjs';
import { act, actions, clickHex, legal, view } from './helpers.mjs';

export const name = 'Königgrätz: lobby, map, set-up by click, hidden markers per seat, a move by clicks';

/** The Austrian set-up through the API: historical, hiding what may hide. */
async function austrianSetup(base, g) {
  for (let i = 0; i < 400; i++) {
    const v = await view(base, g.id);
    if (v.actor.kind !== 'decision' || v.actor.side !== 'austria') return v;
    const l = (await legal(base, g.id, g.seats.austria)).map((a) => a.notation);
    const pick = l.find((a) => a.startsWith('hide ')) ?? l.find((a) => a.startsWith('marker ')) ?? l.find((a) => a.startsWith('real ')) ?? l[0];
    await act(base, g.id, g.seats.austria, pick);
  }
  throw new Error('the Austrian set-up did not end');
}

/** Plays both seats through the API, ending every step, until `want(legal, seat)`. */
async function playUntil(base, g, want) {
  for (let i = 0; i < 3000; i++) {
    const v = await view(base, g.id);
    assert.ok(!v.over, 'the game ended first');
    if (v.actor.kind !== 'decision') continue;
    const seat = v.actor.side;
    const l = await legal(base, g.id, g.seats[seat]);
    if (want(l, seat)) return;
    const n = l.map((a) => a.notation);
    const pick = ['begin', 'end', 'go', 'stay', 'pass'].find((x) => n.includes(x)) ?? n[0];
    await act(base, g.id, g.seats[seat], pick);
  }
  throw new Error('not reached');
}

export async function run({ base, kind }) {
  if (kind !== 'real') return; // Musket & Saber's rules live in the real server only
  const b = await launch();
  try {
    // The lobby lists Königgrätz.
    const lobby = await openApp(b.context, `${base}/`);
    assert.match(await lobby.page.locator('body').innerText(), /Königgrätz/);
    await lobby.page.close();

    const g = (await api(base, 'POST', '/api/games', { system: 'mns', scenario: 'koniggratz', seats: { prussia: 'human', austria: 'human' }, seed: 2 })).data;
    const aus = await openApp(b.context, `${base}/?game=${g.id}#seat=${g.seats.austria}`);
    const page = aus.page;
    assert.equal(await page.locator('.layer-hit [data-hex]').count(), 55 * 30, 'every hex of the 55 x 30 map');
    assert.ok(await page.locator('.river').count(), 'the Bistritz is drawn');
    assert.equal(await page.locator('.entries [data-entry]').count(), 14, 'entry hexes A-N');
    assert.ok(await page.locator('.battery-position').count(), 'battery positions in the fieldworks');
    // The Prussian seat and a spectator watch the set-up live: every frame
    // their sockets receive is kept (§19.8A: none may name a box or the real marker).
    const prus = await openApp(b.context, `${base}/?game=${g.id}#seat=${g.seats.prussia}`);
    const watch = await openApp(b.context, `${base}/?watch=${g.id}`);
    const frames = { prussia: [], spectator: [], austria: [] };
    for (const [who, p] of [
      ['austria', page],
      ['prussia', prus.page],
      ['spectator', watch.page],
    ]) {
      p.on('websocket', (ws) => ws.on('framereceived', (f) => frames[who].push(String(f.payload))));
      await p.reload();
      await p.waitForFunction(() => document.documentElement.dataset.ready === '1');
    }
    // §17.2: the set-up's choice is a button.
    const n = await actions(page);
    await page.locator('button[data-action="setup historical"]').first().click();
    await waitActions(page, n + 1);
    const v = await austrianSetup(base, g);
    assert.ok(v.markers.length > 0, 'hidden-movement markers placed');
    assert.ok(v.units.some((u) => u.where === 'hidden'), 'units hidden in boxes');

    // §19.8A: the Austrian reads which marker is real; Prussia and a spectator do not.
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.ready === '1');
    const ausTitles = await page.locator('.hm-marker title').allTextContents();
    assert.equal(ausTitles.length, v.markers.length);
    assert.ok(ausTitles.every((t) => /real|dummy/.test(t)), `the owner sees real and dummy: ${ausTitles}`);
    // The control: the owner's own socket names the boxes.
    assert.match(frames.austria.join('\n'), /hide a-\S+ [A-D]\b/, 'the Austrian seat reads its boxes');
    for (const [who, p] of [
      ['prussia', prus.page],
      ['spectator', watch.page],
    ]) {
      await p.waitForFunction((k) => Number(document.documentElement.dataset.actions) >= k, v.actions);
      assert.ok(frames[who].length > 10, `${who} received the set-up live (${frames[who].length} frames)`);
      const all = frames[who].join('\n');
      assert.ok(!/"box"|"real"/.test(all), `${who}: no socket frame names a box or a real marker`);
      assert.ok(!/hide \S+ [A-D]\b/.test(all), `${who}: no socket frame names the box of a hide`);
      assert.match(all, /hide a-\S+/, `${who} is told that units were hidden`);
      await p.reload();
      await p.waitForFunction(() => document.documentElement.dataset.ready === '1');
    }
    for (const [who, p, tok] of [
      ['prussia', prus.page, g.seats.prussia],
      ['spectator', watch.page, undefined],
    ]) {
      const titles = await p.locator('.hm-marker title').allTextContents();
      assert.equal(titles.length, v.markers.length, `${who} sees the markers`);
      assert.ok(titles.every((t) => !/real|dummy/.test(t)), `${who} is not told which marker is real: ${titles}`);
      for (const path of [`/api/games/${g.id}`, `/api/games/${g.id}/history`, `/api/games/${g.id}/log`, `/api/games/${g.id}/save`]) {
        const r = await api(base, 'GET', path, undefined, tok);
        const text = JSON.stringify(r.data);
        assert.ok(!/"box"|"real"/.test(text), `${who}: ${path} names no box and no real marker`);
        assert.ok(!/\bhide \S+ [A-D]\b/.test(text), `${who}: ${path} names no box of a hide`);
      }
    }

    // §13.1: a Prussian reinforcement enters by a click on its button.
    const pp = prus.page;
    await playUntil(base, g, (l, seat) => seat === 'prussia' && l.some((a) => a.type === 'enter'));
    await pp.reload();
    await pp.waitForFunction(() => document.documentElement.dataset.ready === '1');
    const enter = (await legal(base, g.id, g.seats.prussia)).find((a) => a.type === 'enter');
    let k = await actions(pp);
    await pp.locator(`button[data-action="${enter.notation}"]`).first().click();
    await waitActions(pp, k + 1);
    const entered = (await view(base, g.id)).units.find((u) => u.id === enter.piece);
    assert.equal(entered.where, 'map', `${enter.piece} entered`);
    assert.equal(await pp.locator(`.counter[data-piece="${enter.piece}"]`).getAttribute('data-hex'), entered.hex, 'its counter is drawn at the entry hex');

    // §4: on turn 2, a Prussian move by clicks: its Move button, a lit hex, the action there.
    await playUntil(base, g, (l, seat) => seat === 'prussia' && l.some((a) => a.type === 'move'));
    await pp.reload();
    await pp.waitForFunction(() => document.documentElement.dataset.ready === '1');
    const moves = (await legal(base, g.id, g.seats.prussia)).filter((a) => a.type === 'move');
    assert.ok(moves.length, 'Prussian moves offered');
    // A unit already on the map (not a marker, not a reinforcement).
    const onMap = new Map((await view(base, g.id)).units.filter((u) => u.where === 'map').map((u) => [u.id, u.hex]));
    const mv = moves.find((a) => onMap.has(a.piece)) ?? moves[0];
    k = await actions(pp);
    await pp.locator(`button[data-action="${mv.notation}"]`).first().click();
    await waitActions(pp, k + 1);
    const tos = (await legal(base, g.id, g.seats.prussia)).filter((a) => a.type === 'to' && a.hex !== onMap.get(mv.piece));
    assert.ok(tos.length, `${mv.piece} has somewhere to go`);
    const dest = tos[tos.length - 1].hex;
    k = await actions(pp);
    await clickHex(pp, dest);
    const btn = pp.locator(`button[data-action="to ${dest}"]`);
    if (await btn.count()) await btn.first().click();
    await waitActions(pp, k + 1);
    const after = await view(base, g.id);
    assert.equal(after.units.find((u) => u.id === mv.piece).hex, dest, `${mv.piece} moved to ${dest} by clicks`);
    assert.equal(await pp.locator(`.counter[data-piece="${mv.piece}"]`).getAttribute('data-hex'), dest, 'the counter is drawn there');
    assert.deepEqual([...aus.errors, ...prus.errors, ...watch.errors], []);
  } finally {
    await b.close();
  }
}
