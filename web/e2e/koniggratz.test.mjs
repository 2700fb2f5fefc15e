// Königgrätz in the browser (issue 18, first slice): the lobby lists it
// under its system; the Musket & Saber map is drawn from the map data (1,650
// hexes, the Bistritz, the fieldworks §19.6, entry hexes A–N §17.4);
// the Austrian's set-up choice is a click (§17.2); hidden-movement markers
// (§19.8) show "real"/"dummy" to the Austrian seat only, and neither the
// Prussian seat nor a spectator reads a box or a real marker through the
// page or the API; the charts panel shows the loaded CRT (§7.8); a Prussian
// unit moves by clicks (§4), then in one gesture (select, click a lit hex:
// move, go, to); its move is an arrow on the Austrian's map (the view's `last`).
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

/** Plays both seats through the API, ending every step (or entering
 * reinforcements first, with `enter`), until `want(legal, seat)`. */
export async function playUntil(base, g, want, enter = false) {
  for (let i = 0; i < 3000; i++) {
    const v = await view(base, g.id);
    assert.ok(!v.over, 'the game ended first');
    if (v.actor.kind !== 'decision') continue;
    const seat = v.actor.side;
    const l = await legal(base, g.id, g.seats[seat]);
    if (want(l, seat)) return;
    const n = l.map((a) => a.notation);
    const entry = enter && seat === 'prussia' ? n.find((x) => x.startsWith('enter ')) : undefined;
    const pick = entry ?? ['begin', 'end', 'go', 'stay', 'pass'].find((x) => n.includes(x)) ?? n[0];
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

    // The charts panel (issue 18 item 3): the CRT's column headers as the
    // game reads them, values marked reconstructed, the derivation linked.
    const doc = (await api(base, 'GET', '/api/scenarios/koniggratz')).data;
    await prus.page.locator('[data-testid="charts"] > summary').click();
    const heads = await prus.page.locator('.chart-crt th.crt-col').allTextContents();
    assert.deepEqual(heads, doc.charts.crt.columns.map((c) => c.label), 'the CRT columns of the loaded chart');
    const firstRow = await prus.page.locator('.chart-crt tr').nth(1).locator('td').allTextContents();
    assert.deepEqual(firstRow, doc.charts.crt.rows[0], 'die 1 of the CRT');
    assert.ok((await prus.page.locator('.charts td.rc').count()) > 100, 'each value marked reconstructed');
    assert.equal(await prus.page.locator('.charts [data-chart]').count(), 3, 'CRT, TEC and rain table');
    const how = await prus.page.locator('.chart-crt a.derivation').getAttribute('href');
    const derivation = await fetch(new URL(how, base));
    assert.equal(derivation.status, 200, `${how} is served`);
    assert.match(await derivation.text(), /## Combat Results Table/);
    assert.ok(await prus.page.locator('[data-testid="charts"]').evaluate((d) => d.open), 'the panel stays open');

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

    // §4 in one gesture: select a unit, its reach lights up (the server's
    // `reach`), one click on a lit hex sends move, go and to.
    await playUntil(base, g, (l, seat) => seat === 'prussia' && l.filter((a) => a.type === 'move').length >= 3, true);
    await pp.reload();
    await pp.waitForFunction(() => document.documentElement.dataset.ready === '1');
    const units2 = new Map((await view(base, g.id)).units.filter((u) => u.where === 'map').map((u) => [u.id, u.hex]));
    let one = null;
    for (const a of (await legal(base, g.id, g.seats.prussia)).filter((x) => x.type === 'move' && units2.has(x.piece))) {
      const reach = (await api(base, 'GET', `/api/games/${g.id}/reach?piece=${a.piece}`, undefined, g.seats.prussia)).data;
      const sure = reach.filter((e) => !e.roll && !e.march && e.cost > 0);
      if (sure.length) {
        one = { piece: a.piece, from: units2.get(a.piece), dest: sure.sort((x, y) => y.cost - x.cost)[0].hex, n: reach.length };
        break;
      }
    }
    assert.ok(one, 'a Prussian unit whose move needs no roll');
    await clickHex(pp, one.from);
    if ((await pp.locator('.counter.selected').getAttribute('data-piece')) !== one.piece) await pp.locator(`.stack [data-piece="${one.piece}"]`).first().click();
    await pp.waitForFunction((p) => document.querySelector('.counter.selected')?.getAttribute('data-piece') === p, one.piece);
    await pp.waitForFunction((n) => document.querySelectorAll('.layer-marks .dest').length === n, one.n);
    assert.ok(await pp.locator(`.layer-marks .dest[data-dest="${one.dest}"]`).count(), `${one.dest} is lit`);
    k = await actions(pp);
    await clickHex(pp, one.dest);
    await waitActions(pp, k + 2);
    await pp.waitForFunction((p) => document.querySelector(`.counter[data-piece="${p.piece}"]`)?.getAttribute('data-hex') === p.dest, one);
    const hist = (await api(base, 'GET', `/api/games/${g.id}/history`)).data.slice(k).map((h) => h.notation);
    assert.equal((await view(base, g.id)).units.find((u) => u.id === one.piece).hex, one.dest, `${one.piece} moved to ${one.dest} in one gesture`);
    assert.ok(hist.includes(`move ${one.piece}`) && hist.includes(`to ${one.dest}`), `move then to: ${hist}`);

    // The Prussian's moves are arrows on the Austrian's map when the Austrian acts next.
    await playUntil(base, g, (l, seat) => seat === 'austria');
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.ready === '1');
    const ausView = (await api(base, 'GET', `/api/games/${g.id}`, undefined, g.seats.austria)).data;
    const arrow = ausView.last.find((e) => e.piece === one.piece);
    assert.ok(arrow && arrow.from === one.from && arrow.to === one.dest, `the Austrian's view has the move: ${JSON.stringify(ausView.last)}`);
    await page.waitForFunction(() => document.querySelectorAll('.layer-arrows line.arrow').length > 0);
    assert.equal(await page.locator('.layer-arrows line.arrow').count(), ausView.last.filter((e) => e.from !== e.to).length, 'an arrow per move');
    assert.ok(await page.locator(`.counter.moved[data-piece="${one.piece}"]`).count(), 'the moved unit is outlined');

    // French (item 5): the log in French, every line read by a template; the decisions in French.
    await pp.evaluate(() => localStorage.setItem('bohemia.lang', 'fr'));
    await pp.reload();
    await pp.waitForFunction(() => document.documentElement.dataset.ready === '1');
    await pp.waitForFunction(() => document.querySelectorAll('.log-line').length > 20);
    const logText = await pp.locator('.log-lines').innerText();
    assert.match(logText, /phase de mouvement prussienne/, 'a French log line');
    assert.match(logText, new RegExp(`va de ${one.from} à ${one.dest}`), 'the move in French');
    const untranslated = await pp.locator('.log-line[data-untranslated]').allInnerTexts();
    assert.deepEqual(untranslated, [], 'every log line read in French');
    assert.match(await pp.locator('.status').innerText(), /Météo/, 'the status in French');
    await pp.evaluate(() => localStorage.setItem('bohemia.lang', 'en'));
    assert.deepEqual([...aus.errors, ...prus.errors, ...watch.errors], []);
  } finally {
    await b.close();
  }
}
