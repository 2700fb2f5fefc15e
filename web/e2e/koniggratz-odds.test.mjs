// Königgrätz in the browser, issue 18 items 2 and 3, against the real
// server: a game played by the API with seeded random legal actions (the
// same every run: the game's seed and the picker's) until a Prussian attack
// is legal; a click on the lit hex opens the odds panel, whose column, each
// result's chance over the combat die and the morale die (§7.8) and the
// chance of a Fortune of War (§12.4) equal the engine's `/odds` for the
// same action; Esc cancels; the server's refusal for a hidden-movement
// marker's hex (§19.8) is shown with its rule and the attack is still
// confirmed by Enter; the next decision inside the attack (the tactic,
// §7.13) shows its own odds. Then a Prussian stack with a leader moves
// together by clicks (§4.2, §10.3: shift-click in the stack panel or on its
// hex, the chips "with", one click on a lit hex) and ends together where
// clicked; and a charge is chosen by clicking the charging unit, then its
// lit target (§7.13.3, §9.3.1), with the odds first.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { api, launch, openApp, waitActions, webDir } from './lib.mjs';
import { actions, clickHex, legal, view } from './helpers.mjs';

export const name = 'Königgrätz: the odds panel equals the engine’s /odds; a stack moved together and a charge, by clicks';

/** The same pseudo-random picks every run. */
function picker(seed) {
  let s = seed;
  return (n) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s % n;
  };
}

/** Plays random legal actions of both seats by the API until `want(legal,
 * seat, view)` says yes (`'again'`: it changed the game, read it again). */
async function playUntil(base, g, pick, want) {
  for (let i = 0; i < 6000; i++) {
    const v = await view(base, g.id);
    assert.ok(!v.over, 'the game ended first');
    if (v.actor.kind !== 'decision') continue;
    const seat = v.actor.side;
    const l = await legal(base, g.id, g.seats[seat]);
    const w = await want(l, seat, v);
    if (w === 'again') continue;
    if (w) return { seat, view: v, legal: l };
    const r = await api(base, 'POST', `/api/games/${g.id}/actions`, { action: l[pick(l.length)].notation, expect: v.actions }, g.seats[seat]);
    assert.equal(r.status, 200, JSON.stringify(r.data));
  }
  throw new Error('the position wanted was not reached');
}

async function odds(base, g, seat, action) {
  const r = await api(base, 'GET', `/api/games/${g.id}/odds?action=${encodeURIComponent(action)}`, undefined, g.seats[seat]);
  assert.equal(r.status, 200, `${action}: ${JSON.stringify(r.data)}`);
  return r.data;
}

/** The numbers the panel shows, read from the page. */
async function panelNumbers(page) {
  return page.locator('.mns-odds').evaluate((el) => ({
    action: el.getAttribute('data-action'),
    column: el.querySelector('.column').getAttribute('data-column'),
    columnIndex: Number(el.querySelector('.column').getAttribute('data-column-index')),
    lines: [...el.querySelectorAll('.check-line')].map((x) => ({ result: x.dataset.result, check: x.dataset.check || null, of36: Number(x.dataset.of36), p: Number(x.dataset.p), fortune: x.dataset.fortune === '1' })),
    fortune: Number(el.querySelector('[data-testid="odds-fortune"]').getAttribute('data-p')),
    mods: el.querySelectorAll('.mod').length,
    assumptions: el.querySelectorAll('[data-assumption]').length,
  }));
}

function samePanel(shown, o, what) {
  assert.equal(shown.action, o.action, `${what}: the panel is the action's`);
  assert.equal(shown.column, o.column, `${what}: the column`);
  assert.equal(shown.columnIndex, o.column_index, `${what}: the column's index`);
  const sorted = (xs) => [...xs].sort((a, b) => `${a.result}/${a.check}`.localeCompare(`${b.result}/${b.check}`));
  assert.deepEqual(sorted(shown.lines), sorted(o.results), `${what}: every result with its check, of36, p and fortune`);
  assert.equal(shown.fortune, o.fortune.p, `${what}: the fortune's chance`);
  assert.equal(shown.mods, o.modifiers.length, `${what}: every modifier`);
  assert.equal(shown.assumptions, o.assumptions.length, `${what}: every assumption`);
}

async function reopen(page) {
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.ready === '1');
}

export async function run({ base, kind }) {
  if (kind !== 'real') return; // Musket & Saber's rules live in the real server only
  const b = await launch();
  try {
    const g = (await api(base, 'POST', '/api/games', { system: 'mns', scenario: 'koniggratz', seats: { prussia: 'human', austria: 'human' }, seed: 3 })).data;
    const pick = picker(12345);
    const found = await playUntil(base, g, pick, (l, seat) => seat === 'prussia' && l.some((a) => a.type === 'attack'));
    const attack = found.legal.find((a) => a.type === 'attack');
    const expected = await odds(base, g, 'prussia', attack.notation);
    assert.equal(expected.results.reduce((a, r) => a + r.of36, 0), 36, 'the engine’s 36 pairs');

    const app = await openApp(b.context, `${base}/?game=${g.id}#seat=${g.seats.prussia}`);
    const page = app.page;
    await page.waitForFunction(() => document.documentElement.dataset.ready === '1');
    // §7.1: the hex attacked is lit; a click opens the odds before Confirm.
    await clickHex(page, attack.hex);
    await page.waitForSelector(`.mns-odds[data-action="${attack.notation}"]`);
    samePanel(await panelNumbers(page), expected, attack.notation);
    assert.ok(await page.locator('[data-testid="confirm"]').count(), 'Confirm under the panel');
    // What the player sees at 1400 x 900 (docs/screenshots/koniggratz-odds-1400x900.png).
    const dir = process.env.SCREENSHOT_DIR ?? join(webDir, 'test-results', 'screenshots');
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: join(dir, 'koniggratz-odds-1400x900.png') });
    // Esc cancels: nothing sent.
    const k0 = await actions(page);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('.mns-odds'));
    assert.equal((await view(base, g.id)).actions, k0, 'Esc sent nothing');

    // §19.8: the server refuses odds on a hidden-movement marker's hex alike
    // for the real one and the dummy; asked so, the panel shows the refusal
    // with its rule and the attack may still be confirmed.
    const marker = (await api(base, 'GET', `/api/games/${g.id}`, undefined, g.seats.prussia)).data.markers[0];
    assert.ok(marker, 'a marker on the map');
    const refused = await api(base, 'GET', `/api/games/${g.id}/odds?action=${encodeURIComponent(`attack ${marker.hex}`)}`, undefined, g.seats.prussia);
    assert.equal(refused.status, 422, 'odds refused on a marker’s hex');
    const oddsUrl = /\/odds\?action=/;
    await page.route(oddsUrl, (route) => route.continue({ url: route.request().url().replace(/action=[^&]*/, `action=${encodeURIComponent(`attack ${marker.hex}`)}`) }));
    await clickHex(page, attack.hex);
    await page.waitForSelector('[data-testid="odds-refused"]');
    const why = await page.locator('[data-testid="odds-refused"]').innerText();
    assert.ok(why.includes(String(refused.data.error).replace(/^[^:]*: /, '')), `the server's reason is shown: ${why}`);
    assert.ok(why.includes(`§${refused.data.section}`), `with its rule: ${why}`);
    await page.unroute(oddsUrl);
    await page.keyboard.press('Enter');
    await waitActions(page, k0 + 1);
    const hist = (await api(base, 'GET', `/api/games/${g.id}/history`, undefined, g.seats.prussia)).data;
    assert.equal(hist[k0].notation, attack.notation, 'the attack confirmed by Enter');

    // The decisions inside the attack (docs/api.md): the tactic's odds, then the combat goes on.
    const inside = await playUntil(base, g, () => 0, (l, seat) => seat === 'prussia' && l.some((a) => a.notation === 'tactic none'));
    const tacticOdds = await odds(base, g, 'prussia', 'tactic none');
    await reopen(page);
    if (!(await page.locator('.all-actions').evaluate((d) => d.open))) await page.locator('.all-actions > summary').click();
    await page.locator('button[data-action="tactic none"]').first().click();
    await page.waitForSelector('.mns-odds[data-action="tactic none"]');
    samePanel(await panelNumbers(page), tacticOdds, 'tactic none');
    await page.keyboard.press('Enter');
    await waitActions(page, inside.view.actions + 1);
    const after = (await api(base, 'GET', `/api/games/${g.id}/history`, undefined, g.seats.prussia)).data.map((h) => h.notation);
    assert.equal(after[inside.view.actions], 'tactic none', 'the tactic sent after its odds');

    // §4.2, §10.3: a Prussian stack of two combat units (and a leader) moved together by clicks.
    let stack = null;
    await playUntil(base, g, pick, async (l, seat, v) => {
      if (seat !== 'prussia' || v.phase !== 'movement') return false;
      const moving = new Set(l.filter((a) => a.type === 'move').map((a) => a.piece));
      const combat = ['infantry', 'battalion', 'cavalry', 'squadron'];
      for (const u of v.units) {
        if (u.where !== 'map' || !moving.has(u.id) || !combat.includes(u.type)) continue;
        const mates = v.units.filter((x) => x.id !== u.id && x.hex === u.hex && x.where === 'map' && moving.has(x.id));
        const unit = mates.find((x) => combat.includes(x.type));
        if (!unit) continue;
        const leader = mates.find((x) => x.type === 'leader');
        if (!leader) continue; // a leader moves with the stack too
        const reach = (await api(base, 'GET', `/api/games/${g.id}/reach?piece=${u.id}`, undefined, g.seats.prussia)).data;
        const taken = new Set(v.units.filter((x) => x.where === 'map').map((x) => x.hex).concat(v.markers.map((x) => x.hex)));
        const dest = reach.filter((e) => !e.march && e.cost > 0 && e.cost <= 1 && !taken.has(e.hex))[0];
        if (!dest) continue;
        stack = { lead: u.id, from: u.hex, unit: unit.id, leader: leader.id, dest: dest.hex };
        return true;
      }
      return false;
    });
    await reopen(page);
    await clickHex(page, stack.from);
    for (let i = 0; i < 6 && (await page.locator('.counter.selected').getAttribute('data-piece')) !== stack.lead; i++) await clickHex(page, stack.from);
    await page.waitForFunction((p) => document.querySelector('.counter.selected')?.getAttribute('data-piece') === p, stack.lead);
    await page.waitForSelector('[data-testid="companions"]');
    // Shift-click on the unit in the stack panel: it joins (its chip lit).
    await page.locator(`.stack .stack-piece[data-piece="${stack.unit}"]`).click({ modifiers: ['Shift'] });
    await page.waitForSelector(`[data-with="with ${stack.unit}"].on`);
    // Shift-click on the stack's hex: the next piece not yet joining joins (the first such chip).
    const chips = await page.locator('[data-with]').evaluateAll((xs) => xs.map((x) => ({ notation: x.dataset.with, piece: x.dataset.piece, on: x.classList.contains('on') })));
    const next = chips.find((c) => !chips.some((d) => d.piece === c.piece && d.on));
    await page.keyboard.down('Shift');
    await clickHex(page, stack.from);
    await page.keyboard.up('Shift');
    await page.waitForSelector(`[data-with="${next.notation}"].on`);
    assert.equal(await page.locator('.counter.selected').getAttribute('data-piece'), stack.lead, 'shift-click keeps the selection');
    if (next.piece !== stack.leader) await page.locator(`[data-with="${next.notation}"]`).click(); // not this one after all
    if (!(await page.locator(`[data-with="with ${stack.leader}"].on`).count())) await page.locator(`[data-with="with ${stack.leader}"]`).click();
    await page.waitForSelector(`[data-with="with ${stack.leader}"].on`);
    assert.equal(await page.locator('[data-with].on').count(), 2, 'the unit and the leader join');
    await page.waitForSelector(`.layer-marks .dest[data-dest="${stack.dest}"]`);
    const k1 = await actions(page);
    await clickHex(page, stack.dest);
    await page.waitForFunction((p) => document.querySelector(`.counter[data-piece="${p.lead}"]`)?.getAttribute('data-hex') === p.dest, stack);
    const moved = await view(base, g.id);
    const together = [stack.lead, stack.unit, ...(stack.leader ? [stack.leader] : [])];
    for (const id of together) assert.equal(moved.units.find((u) => u.id === id).hex, stack.dest, `${id} ended at ${stack.dest} with the stack: ${JSON.stringify(stack)}`);
    const sent = (await api(base, 'GET', `/api/games/${g.id}/history`, undefined, g.seats.prussia)).data.slice(k1).filter((h) => !h.chance).map((h) => h.notation);
    const joined = [`with ${stack.unit}`, ...(stack.leader ? [`with ${stack.leader}`] : [])];
    assert.deepEqual(sent.slice(0, 2 + joined.length), [`move ${stack.lead}`, ...joined, 'go'], `the move task's own sequence: ${sent}`);
    assert.ok(sent.includes(`to ${stack.dest}`), `then to: ${sent}`);
    for (const id of together) await page.waitForFunction((p) => document.querySelector(`.counter[data-piece="${p.id}"]`)?.getAttribute('data-hex') === p.hex, { id, hex: stack.dest });

    // §7.13.3, §9.3.1: a charge by clicks. A unit whose move may charge is
    // found by trying it through the API (move, go) and taking it back (undo).
    let charge = null;
    await playUntil(base, g, pick, async (l, seat, v) => {
      if (v.phase !== 'movement') return false;
      const cav = v.units.filter((u) => u.side === seat && u.where === 'map' && ['cavalry', 'squadron'].includes(u.type) && !u.disrupted && l.some((a) => a.notation === `move ${u.id}`));
      for (const u of cav) {
        const near = v.units.some((x) => x.side !== seat && x.where === 'map' && x.hex && Math.abs(Number(x.hex.slice(0, 2)) - Number(u.hex.slice(0, 2))) <= 3 && Math.abs(Number(x.hex.slice(2)) - Number(u.hex.slice(2))) <= 3);
        if (!near) continue;
        const tok = g.seats[seat];
        let at = v.actions;
        const step = async (action) => {
          const r = await api(base, 'POST', `/api/games/${g.id}/actions`, { action, expect: at }, tok);
          at = r.data.actions ?? at;
          return r;
        };
        await step(`move ${u.id}`);
        const gather = await legal(base, g.id, tok);
        if (gather.some((a) => a.notation === 'go')) await step('go');
        const there = await legal(base, g.id, tok);
        const charges = there.filter((a) => a.type === 'charge');
        // Taken back while no die was rolled (docs/api.md, undo).
        let undone = true;
        while (at > v.actions && undone) {
          const r = await api(base, 'POST', `/api/games/${g.id}/undo`, { expect: at }, tok);
          undone = r.status === 200;
          if (undone) at = r.data.actions;
        }
        if (at !== v.actions) return 'again'; // a die was rolled: the move stays begun, played on at random
        if (charges.length) {
          const target = charges[0].notation.split(' ')[2];
          charge = { seat, unit: u.id, from: u.hex, target, charges: charges.filter((a) => a.notation.endsWith(` ${target}`)).map((a) => a.notation) };
          return true;
        }
      }
      return false;
    });
    {
      const cp = (await openApp(b.context, `${base}/?game=${g.id}#seat=${g.seats[charge.seat]}`)).page;
      await cp.waitForFunction(() => document.documentElement.dataset.ready === '1');
      await clickHex(cp, charge.from);
      for (let i = 0; i < 6 && (await cp.locator('.counter.selected').getAttribute('data-piece')) !== charge.unit; i++) await clickHex(cp, charge.from);
      await cp.waitForFunction((p) => document.querySelector('.counter.selected')?.getAttribute('data-piece') === p, charge.unit);
      await cp.waitForSelector(`.layer-marks .target[data-target="${charge.target}"]`);
      await clickHex(cp, charge.target);
      // The move begun (move, go), then the charge at the target: its odds (several hexes to charge from: a button each).
      await cp.waitForFunction(() => document.querySelector('.mns-odds') || document.querySelector('.choices [data-action^="charge "]'));
      if (!(await cp.locator('.mns-odds').count())) await cp.locator('.choices [data-action^="charge "]').first().click();
      await cp.waitForSelector('.mns-odds[data-kind]');
      const chosen = await cp.locator('.mns-odds').getAttribute('data-action');
      assert.ok(chosen?.startsWith('charge ') && chosen.endsWith(` ${charge.target}`), `a charge at ${charge.target}: ${chosen}`);
      // The panel is the engine's odds for the same action: the charge as fought in the coming combat phase (docs/api.md).
      const asked = await odds(base, g, charge.seat, chosen);
      assert.equal(asked.kind, 'charge');
      assert.ok(asked.assumptions.some((x) => x.includes('movement phase ends')), `the assumption listed: ${asked.assumptions}`);
      samePanel(await panelNumbers(cp), asked, chosen);
      const k2 = await actions(cp);
      await cp.keyboard.press('Enter');
      await waitActions(cp, k2 + 1);
      const h = (await api(base, 'GET', `/api/games/${g.id}/history`, undefined, g.seats[charge.seat])).data.map((x) => x.notation);
      assert.ok(h.includes(`move ${charge.unit}`) && h.includes(chosen), `the charge declared by clicks: ${h.slice(-4)}`);
      assert.equal((await view(base, g.id)).units.find((u) => u.id === charge.unit).charge, charge.target, 'the unit declared its charge on the target (§9.3.1)');
    }
    assert.deepEqual(app.errors, []);
  } finally {
    await b.close();
  }
}
