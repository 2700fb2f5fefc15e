// Issue 18 "Done when": a whole Königgrätz turn played by clicks and keys
// alone, against the real server, the Prussian and the Austrian seat each in
// its own page. The start is fixed (seed 2, the historical set-up with the
// hidden deployment §17.2, §19.8B, turn 1 passed and a few Prussian arrivals
// on turn 2, all by the API); turn 3 is then played by mouse: the Prussian
// movement phase (`begin` by B, a stack moved together §4.2, an arrival
// from entry G §13.1, a march move §4.7, E ends it), the Prussian attack
// (§7.1: the hex clicked, the odds panel equal to the engine's /odds,
// Enter), its decisions (attackers, defenders §7.4, tactics §7.13), the
// owner's choices that follow as they come (Ar/Dr or Ax/Dx §7.8, the
// retreat's hexes on the map §7.9, a Fortune of War §12.4), the Austrian
// movement phase (a hidden-movement marker moved §19.8, a unit moved), the
// Austrian combat phase (a bombardment §8.4 when one is offered), until the
// Turn Record Track shows turn 4. After each gesture the server's view,
// history or log is read for its outcome.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { api, launch, openApp, waitActions, webDir } from './lib.mjs';
import { clickHex, legal, view } from './helpers.mjs';

export const name = 'Königgrätz: a whole turn by clicks and keys (two seats), each outcome read from the server';

/** The arrivals of turn 2 (by the API): a stack at 3702 beside the Saxon
 * town 3604, a leader at entry G, a unit at entry F (3001) with a road west. */
const TURN2 = ['enter p-8-a G', 'to 3702', 'enter p-8-b G', 'to 3702', 'enter p-horn G', 'enter p-4-a F', 'stay'];

async function act(base, g, seat, action) {
  const v = await view(base, g.id);
  const r = await api(base, 'POST', `/api/games/${g.id}/actions`, { action, expect: v.actions }, g.seats[seat]);
  assert.equal(r.status, 200, `${action}: ${JSON.stringify(r.data)}`);
}

/** The fixed start: the historical set-up (hiding what may hide), turn 1
 * ended, turn 2's Prussian arrivals, until turn 3's Prussian movement phase. */
async function prelude(base, g) {
  const plan = [...TURN2];
  for (let i = 0; i < 900; i++) {
    const v = await view(base, g.id);
    if (v.actor.kind !== 'decision') continue;
    if (v.turn === 3) return v;
    const seat = v.actor.side;
    const l = (await legal(base, g.id, g.seats[seat])).map((a) => a.notation);
    if (v.turn === 2 && seat === 'prussia' && v.phase === 'movement' && !l.includes('begin') && plan.length) {
      await act(base, g, seat, plan.shift());
      continue;
    }
    const pick =
      l.find((a) => a === 'setup historical') ?? l.find((a) => a.startsWith('hide ')) ?? l.find((a) => a.startsWith('marker ')) ?? l.find((a) => a.startsWith('real ')) ?? ['begin', 'end', 'go', 'stay', 'pass'].find((x) => l.includes(x)) ?? l[0];
    await act(base, g, seat, pick);
  }
  throw new Error('turn 3 not reached');
}

/** The short mark of each effect of a retreat's or an advance's hex, in English (messages.ts `effect.*.short`). */
const EFFECT_MARKS = { check: 'MC', continue: 'ZOC', rout: 'rout', disrupt: 'dis.', capture_hq: '+HQ', capture_trains: '+tr.', line_check: 'line' };

const shots = process.env.SCREENSHOT_DIR ?? join(webDir, 'test-results', 'screenshots');

export async function run({ base, kind }) {
  if (kind !== 'real') return; // Musket & Saber's rules live in the real server only
  mkdirSync(shots, { recursive: true });
  const b = await launch();
  try {
    const g = (await api(base, 'POST', '/api/games', { system: 'mns', scenario: 'koniggratz', seats: { prussia: 'human', austria: 'human' }, seed: 2 })).data;
    const start = await prelude(base, g);
    assert.deepEqual([start.turn, start.phase, start.actor.side], [3, 'movement', 'prussia']);
    const pages = {};
    const apps = [];
    for (const seat of ['prussia', 'austria']) {
      const app = await openApp(b.context, `${base}/?game=${g.id}#seat=${g.seats[seat]}`);
      await app.page.waitForFunction(() => document.documentElement.dataset.ready === '1');
      pages[seat] = app.page;
      apps.push(app);
    }
    const pp = pages.prussia;
    const ap = pages.austria;
    const server = () => view(base, g.id);
    const seatView = async (seat) => (await api(base, 'GET', `/api/games/${g.id}`, undefined, g.seats[seat])).data;
    const history = async () => (await api(base, 'GET', `/api/games/${g.id}/history`, undefined, g.seats.austria)).data.map((h) => h.notation);
    const log = async () => (await api(base, 'GET', `/api/games/${g.id}/log`, undefined, g.seats.austria)).data;
    const hexOf = async (id) => (await server()).units.find((u) => u.id === id)?.hex;
    const steps = []; // what was decided, in order, for the failure message

    /** The page of a seat, showing the server's position and in front. */
    async function pageAt(seat) {
      const p = pages[seat];
      const k = (await server()).actions;
      await p.waitForFunction((n) => Number(document.documentElement.dataset.actions) === n && document.documentElement.dataset.ready === '1', k);
      await p.bringToFront();
      return { p, k };
    }
    /** A decision by a key; returns the actions count before it. */
    async function key(seat, k, want) {
      const { p, k: before } = await pageAt(seat);
      const l = (await legal(base, g.id, g.seats[seat])).map((a) => a.notation);
      assert.ok(l.includes(want), `${want} is legal for ${seat}: ${l.slice(0, 12)}`);
      await p.keyboard.press(k);
      await waitActions(p, before + 1);
      const h = await history();
      assert.equal(h[before], want, `key ${k} sent ${want}`);
      steps.push(`${seat}: ${want} (key ${k.toUpperCase()})`);
      return before;
    }
    /** A decision by its button (the decision panel, else the list of all
     * legal actions), confirmed by Enter when its odds are shown first. */
    async function button(seat, notation) {
      const { p, k } = await pageAt(seat);
      let btn = p.locator(`button[data-action="${notation}"]:visible`);
      if (!(await btn.count())) {
        if (!(await p.locator('.all-actions').evaluate((d) => d.open))) await p.locator('.all-actions > summary').click();
        const type = notation.split(' ')[0];
        const group = p.locator(`.all-actions details.group[data-type="${type}"]`);
        if ((await group.count()) && !(await group.evaluate((d) => d.open))) await group.locator('summary').click();
        btn = p.locator(`.all-actions button[data-action="${notation}"]`);
      }
      await btn.first().scrollIntoViewIfNeeded();
      await btn.first().click();
      await confirmOdds(p, k, notation);
      await waitActions(p, k + 1);
      assert.equal((await history())[k], notation, `the button sent ${notation}`);
      steps.push(`${seat}: ${notation} (button)`);
      return k;
    }
    /** The odds panel of a decision shown before it is sent: Enter confirms. */
    async function confirmOdds(p, k, notation) {
      await p.waitForFunction((n) => Number(document.documentElement.dataset.actions) > n || document.querySelector('.mns-odds, [data-testid="odds-refused"], [data-testid="confirm"]'), k);
      if (Number(await p.evaluate(() => document.documentElement.dataset.actions)) > k) return;
      if (notation && (await p.locator('.mns-odds').count())) assert.equal(await p.locator('.mns-odds').getAttribute('data-action'), notation, 'the odds shown are the decision’s');
      await p.keyboard.press('Enter');
    }
    /** Selects a piece on the map: clicks its hex, again to cycle the stack. */
    async function selectOnMap(p, piece, hex) {
      await clickHex(p, hex);
      for (let i = 0; i < 8 && (await p.locator('.counter.selected').getAttribute('data-piece').catch(() => null)) !== piece; i++) await clickHex(p, hex);
      await p.waitForFunction((id) => document.querySelector('.counter.selected')?.getAttribute('data-piece') === id, piece);
    }
    /** A move by one gesture: select, the destination lit, click it. */
    async function moveByMap(seat, piece, from, dest) {
      const { p, k } = await pageAt(seat);
      await selectOnMap(p, piece, from);
      await p.waitForSelector(`.layer-marks .dest[data-dest="${dest}"]`);
      await clickHex(p, dest);
      await p.waitForFunction((x) => document.querySelector(`.counter[data-piece="${x.piece}"]`)?.getAttribute('data-hex') === x.dest, { piece, dest });
      steps.push(`${seat}: ${piece} ${from} to ${dest} (map)`);
      return k;
    }
    /** A log line of section `section` written since action `k`, matching `re`. */
    async function logLine(k, section, re) {
      const lines = (await log()).filter((e) => e.action >= k);
      const hit = lines.find((e) => e.section === section && re.test(e.text));
      assert.ok(hit, `a §${section} log line ${re} since action ${k}: ${JSON.stringify(lines.map((e) => `${e.section} ${e.text}`))}`);
      return hit;
    }

    try {
      // ---- Turn 3, the Prussian movement phase (§3.2, §4) ----
      await key('prussia', 'b', 'begin');

      // §4.2: the stack at 3702 moves together: p-8-a selected on the map,
      // shift-click on its hex adds p-8-b (its chip lit), a click on 3704.
      {
        const { p, k } = await pageAt('prussia');
        await selectOnMap(p, 'p-8-a', '3702');
        await p.waitForSelector('[data-testid="companions"]');
        // Shift-click on p-8-b's own counter in the fanned stack (a point of it
        // p-8-a's does not cover): it joins; again: it leaves; again: it joins.
        const spotOf = async () => {
          const [box, over] = await p.evaluate(() => ['p-8-b', 'p-8-a'].map((id) => {
            const r = document.querySelector(`.counter[data-piece="${id}"]`).getBoundingClientRect();
            return { x: r.left, y: r.top, width: r.width, height: r.height };
          }));
          const inside = (q, b, m) => q.x >= b.x - m && q.x <= b.x + b.width + m && q.y >= b.y - m && q.y <= b.y + b.height + m;
          const steps = Array.from({ length: 49 }, (_, i) => (i + 0.5) / 49);
          const spots = steps.flatMap((fx) => steps.map((fy) => ({ x: box.x + fx * box.width, y: box.y + fy * box.height })));
          const spot = spots.find((q) => !inside(q, over, 1) && inside(q, box, -1));
          assert.ok(spot, `a part of p-8-b's counter shows beside p-8-a's: ${JSON.stringify({ box, over })}`);
          return spot;
        };
        for (const on of [true, false, true]) {
          const spot = await spotOf();
          await p.keyboard.down('Shift');
          await p.mouse.click(spot.x, spot.y);
          await p.keyboard.up('Shift');
          await p.waitForSelector(`[data-with="with p-8-b"]${on ? '.on' : ':not(.on)'}`);
        }
        assert.equal(await p.locator('.counter.selected').getAttribute('data-piece'), 'p-8-a', 'shift-click keeps the selection');
        await p.waitForSelector('.layer-marks .dest[data-dest="3704"]');
        await clickHex(p, '3704');
        for (const id of ['p-8-a', 'p-8-b']) await p.waitForFunction((x) => document.querySelector(`.counter[data-piece="${x}"]`)?.getAttribute('data-hex') === '3704', id);
        for (const id of ['p-8-a', 'p-8-b']) assert.equal(await hexOf(id), '3704', `${id} stands at 3704 (§4.2: moved together)`);
        const sent = (await history()).slice(k);
        assert.deepEqual(sent.slice(0, 2), ['move p-8-a', 'with p-8-b'], `the stack's move: ${sent}`);
        assert.ok(sent.includes('to 3704'), `then to 3704: ${sent}`);
        await logLine(k, '4.2', /p-8-a and 1 more moves 3702 to 3704/);
        steps.push('prussia: p-8-a with p-8-b 3702 to 3704 (map, shift-click)');
      }

      // §13.1: an arrival, entering by entry G (its button), then to 3603 on the map.
      {
        const k = await button('prussia', 'enter p-5-a G');
        assert.equal(await hexOf('p-5-a'), '3701', 'p-5-a entered at entry G (3701)');
        await logLine(k, '13.1', /p-5-a enters at 3701 \(entry G\)/);
        const { p, k: k2 } = await pageAt('prussia');
        await clickHex(p, '3603');
        const to = p.locator('button[data-action="to 3603"]:visible');
        await p.waitForFunction((n) => Number(document.documentElement.dataset.actions) > n || document.querySelector('button[data-action="to 3603"]'), k2);
        if ((await actions(p)) === k2 && (await to.count())) await to.first().click();
        await waitActions(p, k2 + 1);
        assert.equal(await hexOf('p-5-a'), '3603', 'p-5-a moved on from the entry to 3603');
        steps.push('prussia: to 3603 (map)');
      }

      // §4.7: a march move: p-4-a's reach marks 2501 "m" (by march only); one click.
      {
        const { p } = await pageAt('prussia');
        await selectOnMap(p, 'p-4-a', '3001');
        await p.waitForSelector('.layer-marks .dest[data-dest="2501"]');
        const label = await p.locator('.layer-marks .cost[data-cost="2501"]').textContent();
        assert.match(label, /m$/, `2501 is reached by march movement only: ${label}`);
        const k = await moveByMap('prussia', 'p-4-a', '3001', '2501');
        assert.equal(await hexOf('p-4-a'), '2501', 'p-4-a stands at 2501');
        assert.ok((await history()).slice(k).includes('march 2501'), 'sent as a march (§4.7)');
        await logLine(k, '4.7', /p-4-a marches 3001 to 2501/);
      }

      // E ends the phase (§3.2).
      await key('prussia', 'e', 'end');
      assert.equal((await server()).phase, 'combat', 'the Prussian combat phase');

      // ---- The Prussian combat phase: an attack on 3604 (§7.1) ----
      {
        const { p, k } = await pageAt('prussia');
        const expected = (await api(base, 'GET', `/api/games/${g.id}/odds?action=${encodeURIComponent('attack 3604')}`, undefined, g.seats.prussia)).data;
        await clickHex(p, '3604');
        await p.waitForSelector('.mns-odds[data-action="attack 3604"]');
        const column = await p.locator('.mns-odds .column').getAttribute('data-column');
        assert.equal(column, expected.column, 'the odds panel shows the engine’s column');
        const fortune = Number(await p.locator('[data-testid="odds-fortune"]').getAttribute('data-p'));
        assert.equal(fortune, expected.fortune.p, 'and its chance of a Fortune of War');
        await p.keyboard.press('Enter');
        await waitActions(p, k + 1);
        assert.equal((await history())[k], 'attack 3604', 'the attack confirmed');
        steps.push('prussia: attack 3604 (map, odds, Enter)');
      }
      const attackAt = (await server()).actions;
      await button('prussia', 'with p-5-a');
      await button('prussia', 'go');
      await button('austria', 'defend a-p-gr13');
      await button('austria', 'go');
      await key('prussia', 'n', 'tactic none');
      await key('austria', 'n', 'tactic none');
      await logLine(attackAt, '7.7', /differential [+-]\d+, column/); // the CRT column (§7.7)
      await logLine(attackAt, '7.3', /combat die \d, morale die \d: /); // the dice and the result

      // The owner's choices that follow, as they come (the same every run
      // with this seed; each kind the dice may bring is handled).
      let retreated = false;
      for (let i = 0; i < 40; i++) {
        const v = await server();
        const seat = v.actor.side;
        const l = await legal(base, g.id, g.seats[seat]);
        const n = l.map((a) => a.notation);
        if (v.phase !== 'combat' || v.active !== 'prussia' || (seat === 'prussia' && n.length === 1 && n[0] === 'end')) break;
        if (n.includes('retreat') && (n.includes('disrupt') || n.includes('loss'))) {
          await key(seat, 'r', 'retreat'); // §7.8: the owner retreats (rather than disrupt or lose a step)
        } else if (l.some((a) => a.type === 'step')) {
          // §7.9: the retreating unit selected by itself, each hex the server offers lit on the map; the first clicked.
          const s = l.find((a) => a.type === 'step');
          const [, unit, to] = s.notation.split(' ');
          const { p, k } = await pageAt(seat);
          const from = await hexOf(unit);
          await p.waitForFunction((id) => document.querySelector('.counter.selected')?.getAttribute('data-piece') === id, unit);
          const lit = await p.locator('.layer-marks .dest').evaluateAll((xs) => xs.map((x) => x.getAttribute('data-dest')).sort());
          assert.deepEqual(lit, l.filter((a) => a.type === 'step').map((a) => a.hex).sort(), 'the retreat’s hexes lit, as the server offers them');
          // Each lit hex marked with what entering it costs, as the server reckons it (docs/api.md `effects`: a check §7.9, a rout §7.10, …).
          for (const a of l.filter((x) => x.type === 'step')) {
            const want = (a.effects ?? []).map((e) => EFFECT_MARKS[e.effect]).join(' ');
            const got = await p.locator(`.layer-marks .cost[data-cost="${a.hex}"]`).allTextContents();
            assert.deepEqual(got, want ? [want] : [], `${a.notation}: its hex shows its cost ${JSON.stringify(a.effects ?? [])}`);
            if (want) steps.push(`(${a.hex} marked ${want})`);
          }
          await clickHex(p, to);
          await waitActions(p, k + 1);
          assert.equal((await history())[k], s.notation, `the retreat's hex clicked: ${s.notation}`);
          assert.equal(await hexOf(unit), to, `${unit} retreated from ${from} to ${to}`);
          await logLine(k, '7.9', new RegExp(unit));
          steps.push(`${seat}: ${s.notation} (map)`);
          retreated = true;
        } else if (n.includes('stay')) {
          await key(seat, 's', 'stay'); // the retreat ends where it stands
        } else if (l.some((a) => a.type === 'advance')) {
          await key(seat, 'p', 'pass'); // §7.12: no advance
        } else if (l.some((a) => a.type === 'fortune')) {
          // §12.4: the Fortune of War: a morale check on an enemy unit in the fight, else none.
          const morale = n.find((x) => x === 'fortune morale p-5-a') ?? n.find((x) => x.startsWith('fortune morale '));
          if (morale) {
            // On the map: the unit's hex lit; a click offers the fortunes that concern it; the morale check chosen.
            const unit = morale.split(' ')[2];
            const at = await hexOf(unit);
            const { p, k } = await pageAt(seat);
            await p.waitForSelector(`.layer-marks .hexmark[data-mark="${at}"]`);
            await clickHex(p, at);
            const here = l.filter((a) => a.type === 'fortune' && a.piece === unit).map((a) => a.notation);
            if (here.length > 1) await p.locator(`button[data-action="${morale}"]:visible`).first().click();
            await waitActions(p, k + 1);
            assert.equal((await history())[k], morale, `the fortune at ${at} sent: ${morale}`);
            await logLine(k, '12.4', /./);
            steps.push(`${seat}: ${morale} (map, its hex)`);
          } else await button(seat, 'pass');
        } else {
          await button(seat, n[0]);
        }
      }
      assert.ok(retreated, 'a retreat was played on the map (§7.9)');
      await key('prussia', 'e', 'end');

      // ---- The Austrian movement phase ----
      let v = await server();
      assert.deepEqual([v.turn, v.phase, v.active], [3, 'movement', 'austria'], 'the Austrian movement phase of turn 3');
      await key('austria', 'b', 'begin');
      // §19.8: a hidden-movement marker moved on the map; the Prussian sees
      // it move, still not told whether it is real.
      {
        const before = (await seatView('austria')).markers.find((x) => x.id === 'A1');
        const reach = (await api(base, 'GET', `/api/games/${g.id}/reach?piece=A1`, undefined, g.seats.austria)).data;
        const taken = new Set((await seatView('austria')).units.filter((u) => u.where === 'map').map((u) => u.hex));
        const dest = reach.filter((e) => !e.roll && !e.march && e.cost >= 2 && !taken.has(e.hex)).sort((x, y) => x.cost - y.cost)[0];
        assert.ok(dest, `somewhere for marker A1 to go: ${JSON.stringify(reach.slice(0, 5))}`);
        await moveByMap('austria', 'A1', before.hex, dest.hex);
        assert.equal((await seatView('austria')).markers.find((x) => x.id === 'A1').hex, dest.hex, 'the marker stands where clicked');
        const seen = (await seatView('prussia')).markers.find((x) => x.id === 'A1');
        assert.equal(seen.hex, dest.hex, 'the Prussian sees the marker move');
        assert.ok(!('real' in seen) && !('box' in seen), 'and is not told whether it is real (§19.8A)');
      }
      // §4: an Austrian unit moved.
      {
        const reach = (await api(base, 'GET', `/api/games/${g.id}/reach?piece=a-3-ir49`, undefined, g.seats.austria)).data;
        const taken = new Set((await seatView('austria')).units.filter((u) => u.where === 'map').map((u) => u.hex));
        const dest = reach.filter((e) => !e.roll && !e.march && e.cost >= 1 && !taken.has(e.hex)).sort((x, y) => y.cost - x.cost)[0];
        assert.ok(dest, 'somewhere for a-3-ir49 to go');
        const k = await moveByMap('austria', 'a-3-ir49', '4610', dest.hex);
        assert.equal(await hexOf('a-3-ir49'), dest.hex, 'a-3-ir49 stands where clicked');
        await logLine(k, '4.2', new RegExp(`a-3-ir49 moves 4610 to ${dest.hex}`));
      }
      await key('austria', 'e', 'end');

      // ---- The Austrian combat phase: a bombardment (§8.4) when offered ----
      v = await server();
      assert.deepEqual([v.phase, v.active], ['combat', 'austria']);
      {
        const l = await legal(base, g.id, g.seats.austria);
        const bomb = l.find((a) => a.type === 'bombard');
        assert.ok(bomb, `a bombardment is offered with this seed: ${l.map((a) => a.notation)}`);
        const [, battery, target] = bomb.notation.split(' ');
        const { p, k } = await pageAt('austria');
        const at = await hexOf(battery);
        const targetHex = await hexOf(target);
        // §8.6: the range is asked in one request (`/los?from&range`), not a request a hex.
        const losAsked = [];
        const onRequest = (r) => r.url().includes('/los?') && losAsked.push(r.url());
        p.on('request', onRequest);
        await selectOnMap(p, battery, at);
        await p.waitForSelector(`.layer-marks .target[data-target="${targetHex}"]`);
        // §8.6: the battery's range drawn, each hex within it with a clear line of sight; the target among them.
        await p.waitForSelector(`.layer-marks .in-range[data-range="${targetHex}"]`);
        const ranged = await p.locator('.layer-marks .in-range').evaluateAll((xs) => xs.map((x) => x.getAttribute('data-range')));
        const los = (await api(base, 'GET', `/api/games/${g.id}/los?from=${at}&to=${targetHex}`, undefined, g.seats.austria)).data;
        assert.ok(ranged.length > 6 && !ranged.includes(at), `hexes in range lit (${ranged.length}), not its own`);
        p.off('request', onRequest);
        assert.equal(losAsked.filter((u) => u.includes('range=')).length, 1, `the range asked once: ${losAsked}`);
        assert.ok(losAsked.length <= 3, `a few /los requests, not one a hex: ${losAsked.length}`);
        for (const h of [ranged[0], ranged[ranged.length - 1]]) {
          const l = (await api(base, 'GET', `/api/games/${g.id}/los?from=${at}&to=${h}`, undefined, g.seats.austria)).data;
          assert.ok(l.clear && l.in_range, `${h} lit: within range ${los.range} with a clear line (${JSON.stringify(l)})`);
        }
        await p.screenshot({ path: join(shots, 'koniggratz-range-1400x900.png') });
        await clickHex(p, targetHex);
        await p.waitForSelector('.mns-odds');
        await p.keyboard.press('Enter');
        await waitActions(p, k + 1);
        assert.ok((await history())[k].startsWith(`bombard ${battery} `), `the bombardment sent: ${(await history())[k]}`);
        steps.push(`austria: ${(await history())[k]} (map, odds, Enter)`);
      }
      // Its decisions and results, as they come, until the Austrian ends the phase.
      for (let i = 0; i < 40; i++) {
        v = await server();
        if (v.turn !== 3) break;
        const seat = v.actor.side;
        const l = await legal(base, g.id, g.seats[seat]);
        const n = l.map((a) => a.notation);
        if (seat === 'austria' && v.phase === 'combat' && n.includes('end')) {
          await key('austria', 'e', 'end');
        } else if (n.includes('go')) {
          await button(seat, 'go');
        } else if (n.includes('retreat') && (n.includes('disrupt') || n.includes('loss'))) {
          await key(seat, n.includes('disrupt') ? 'd' : 'l', n.includes('disrupt') ? 'disrupt' : 'loss'); // §7.8: the owner stays
        } else if (n.includes('stay')) {
          await key(seat, 's', 'stay');
        } else if (n.includes('pass')) {
          await key(seat, 'p', 'pass'); // §12.4: a Fortune of War not used, §7.12: no advance
        } else {
          await button(seat, n[0]);
        }
      }

      // ---- Turn 4 ----
      v = await server();
      assert.equal(v.turn, 4, `the turn record shows turn 4: ${JSON.stringify({ turn: v.turn, phase: v.phase })}`);
      for (const p of [pp, ap]) {
        await p.waitForFunction(() => document.querySelector('.turn-track .turn.current')?.getAttribute('data-turn') === '4');
        assert.match(await p.locator('[data-testid="turn"]').innerText(), /^4\//);
      }
      await logLine(attackAt, '3.2', /turn 4: Prussian movement phase/);

      // Beyond the turn: §19.7, a line's apex on the map. a-3-ir49 now stands
      // alone on clear ground (moved above); at the start of the Austrian
      // movement phase of turn 4 (the Prussian's turn 4 ended by the API)
      // selecting it shows the six vertices of its hex; a click on one sends
      // `line a-3-ir49 APEX`.
      for (let i = 0; i < 40; i++) {
        v = await server();
        if (v.active === 'austria' && v.phase === 'movement') break;
        if (v.actor.kind !== 'decision') continue;
        const n = (await legal(base, g.id, g.seats[v.actor.side])).map((a) => a.notation);
        await act(base, g, v.actor.side, ['begin', 'end', 'go', 'stay', 'pass'].find((x) => n.includes(x)) ?? n[0]);
      }
      {
        const lines = (await legal(base, g.id, g.seats.austria)).filter((a) => a.notation.startsWith('line a-3-ir49 ')).map((a) => a.notation.split(' ')[2]);
        assert.equal(lines.length, 6, `a line on any apex is offered (§19.7A): ${lines}`);
        const { p, k } = await pageAt('austria');
        const at = await hexOf('a-3-ir49');
        await selectOnMap(p, 'a-3-ir49', at);
        await p.waitForSelector('[data-facing="SE-S"]');
        assert.equal(await p.locator('.facing.live[data-facing]').count(), 6, 'the six vertices lit');
        await p.screenshot({ path: join(shots, 'koniggratz-line-1400x900.png') });
        await p.locator('[data-facing="SE-S"]').click();
        await waitActions(p, k + 1);
        assert.equal((await history())[k], 'line a-3-ir49 SE-S', 'the vertex clicked sent the line');
        assert.equal((await server()).units.find((u) => u.id === 'a-3-ir49').line, 'SE-S', 'the unit is in line facing the apex SE-S');
        steps.push('austria: line a-3-ir49 SE-S (map, vertex)');
        // §19.7C: once the moves begin, the line pivots to another apex: the
        // unit selected, "turn in place", the five other vertices lit, one clicked.
        await key('austria', 'b', 'begin');
        const { p: p2, k: k2 } = await pageAt('austria');
        const pivots = (await legal(base, g.id, g.seats.austria)).filter((a) => a.notation.startsWith('pivot a-3-ir49 ')).map((a) => a.notation.split(' ')[2]);
        assert.equal(pivots.length, 5, `a pivot to each other apex (§19.7C): ${pivots}`);
        await selectOnMap(p2, 'a-3-ir49', at);
        await p2.waitForSelector('[data-facing="S-SW"], [data-testid="turn-in-place"]');
        if (!(await p2.locator('[data-facing="S-SW"]').count())) await p2.locator('[data-testid="turn-in-place"]').click();
        await p2.waitForSelector('[data-facing="S-SW"]');
        assert.equal(await p2.locator('.facing.live[data-facing]').count(), 5, 'the five other vertices lit');
        await p2.locator('[data-facing="S-SW"]').click();
        await waitActions(p2, k2 + 1);
        assert.equal((await history())[k2], 'pivot a-3-ir49 S-SW', 'the vertex clicked sent the pivot');
        assert.equal((await server()).units.find((u) => u.id === 'a-3-ir49').line, 'S-SW', 'the line faces the apex S-SW');
        await logLine(k2, '19.7C', /a-3-ir49 pivots to face apex S-SW/);
        steps.push('austria: pivot a-3-ir49 S-SW (map, turn in place, vertex)');
      }
    } catch (e) {
      e.stack = `decided: ${steps.join(' · ')}\n${e.stack}`;
      throw e;
    }
    if (process.env.E2E_VERBOSE) console.log(steps.join("\n"));
    for (const app of apps) assert.deepEqual(app.errors, []);
  } finally {
    await b.close();
  }
}

async function actions(page) {
  return Number(await page.evaluate(() => document.documentElement.dataset.actions));
}
