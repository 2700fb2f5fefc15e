// Gestures and API shortcuts shared by the e2e tests.
import { api, waitActions } from './lib.mjs';

export async function legal(base, id, tok) {
  return (await api(base, 'GET', `/api/games/${id}/legal`, undefined, tok)).data.actions;
}
export async function view(base, id) {
  return (await api(base, 'GET', `/api/games/${id}`)).data;
}
export async function act(base, id, tok, action) {
  const v = await view(base, id);
  const r = await api(base, 'POST', `/api/games/${id}/actions`, { action, expect: v.actions }, tok);
  if (r.status !== 200) throw new Error(`${action}: ${r.status} ${JSON.stringify(r.data)}`);
  return r.data;
}

/** Clicks the centre of a hex on the board (through the hit layer). */
export async function clickHex(page, hex) {
  await page.evaluate((h) => window.__bohemia.board.centreOnHex(h), hex);
  const box = await page.locator(`.layer-hit [data-hex="${hex}"]`).boundingBox();
  if (!box) throw new Error(`hex ${hex} not on screen`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

export async function hoverHex(page, hex) {
  const box = await page.locator(`.layer-hit [data-hex="${hex}"]`).boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
}

export async function actions(page) {
  return Number(await page.evaluate(() => document.documentElement.dataset.actions));
}

const ENDERS = ['end move', 'end assaults', 'ready', 'hold', 'stand', 'no advance', 'cinc'];

/**
 * One decision by mouse or key, never by typing notation: E for a step-ending
 * action, else the first action of the "all legal actions" panel (confirmed
 * with Enter when it shows odds first). Returns the notation decided.
 */
export async function decideByClicks(page, legalList, atActions) {
  // Wait until the page shows the position the legal list belongs to.
  if (atActions !== undefined) await page.waitForFunction((k) => Number(document.documentElement.dataset.actions) === k && document.querySelector('.all-actions'), atActions);
  const before = await actions(page);
  await page.bringToFront(); // a background tab gets no animation frames
  const ender = legalList.find((a) => ENDERS.some((e) => a.notation === e || (e === 'cinc' && a.notation.endsWith(' stay'))));
  if (ender) {
    await page.keyboard.press('e');
  } else {
    const first = legalList[0].notation;
    if (!(await page.locator('.all-actions').evaluate((d) => d.open))) await page.locator('.all-actions > summary').click();
    const group = page.locator(`.all-actions details.group[data-type="${legalList[0].type}"]`);
    if ((await group.count()) && !(await group.evaluate((d) => d.open))) await group.locator('summary').click();
    const btn = page.locator(`.all-actions [data-action="${first}"]`);
    await btn.first().scrollIntoViewIfNeeded();
    await btn.first().click();
    // Odds-bearing actions wait for confirmation (Enter).
    await page.waitForTimeout(100);
    if ((await actions(page)) === before) {
      if (await page.locator('[data-testid="confirm"]').count()) await page.keyboard.press('Enter');
    }
  }
  await waitActions(page, before + 1);
  return ender?.notation ?? legalList[0].notation;
}

const GREEDY_ENDERS = ['end move', 'end assaults', 'ready', 'hold', 'stand', 'no advance'];

/**
 * Plays both seats of a hot-seat game through the API, moving Prussian units
 * towards the nearest enemy, until `want(legalPrussian)` returns an action.
 */
export async function advanceUntil(base, g, want, dist, maxSteps = 4000) {
  for (let step = 0; step < maxSteps; step++) {
    const v = await view(base, g.id);
    if (v.over) return null;
    if (v.actor.kind !== 'decision') continue;
    const side = v.actor.side;
    const l = await legal(base, g.id, g.seats[side]);
    if (side === 'prussia') {
      const hit = want(l, v);
      if (hit) return hit;
      const enemies = v.pieces.filter((p) => p.side === 'austria' && p.where === 'map' && p.kind === 'unit').map((p) => p.hex);
      const near = (h) => Math.min(...enemies.map((e) => dist(h, e)));
      let best = null;
      for (const a of l.filter((x) => x.type === 'move')) {
        const [, id, to] = a.notation.split(' ');
        const here = v.pieces.find((p) => p.id === id)?.hex;
        if (!here) continue;
        const keep = id.includes('art') ? 2 : 1;
        const gain = near(here) - near(to);
        if (gain > 0 && near(to) >= keep && (!best || gain > best.gain)) best = { a, gain };
      }
      if (best) {
        await act(base, g.id, g.seats.prussia, best.a.notation);
        continue;
      }
    }
    const end = l.find((a) => GREEDY_ENDERS.includes(a.notation)) ?? l.find((a) => a.type !== 'move') ?? l[0];
    await act(base, g.id, g.seats[side], end.notation);
  }
  return null;
}
