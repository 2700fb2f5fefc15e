// Gestures and API shortcuts shared by the e2e tests.
import { api, waitActions } from './lib.mjs';
import { dist, nb } from '../mock/engine.mjs';

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

/** A decision that cannot be taken back is asked first (ending a move with
 * pieces unmoved, a formation's last move: issue 14 item 7e): says yes. */
export async function confirmIfAsked(page, before) {
  await page.waitForTimeout(60);
  if ((await actions(page)) === before && (await page.locator('[data-testid="warning"]').count())) await page.keyboard.press('Enter');
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
    await confirmIfAsked(page, before);
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
const FACINGS = ['N', 'NE', 'SE', 'S', 'SW', 'NW'];

/**
 * A Prussian move that brings a unit closer to the nearest Austrian unit, or
 * turns an adjacent unit to face one (rule 4: assaults go to front hexes);
 * null when no move helps. Artillery keeps two hexes away to fire.
 */
export function greedyMove(v, l) {
  const enemies = new Set(v.pieces.filter((p) => p.side === 'austria' && p.where === 'map' && p.kind === 'unit').map((p) => p.hex));
  if (!enemies.size) return null;
  const near = (h) => Math.min(...[...enemies].map((e) => dist(h, e)));
  const facesEnemy = (h, f) => {
    const i = FACINGS.indexOf(f);
    return [i + 5, i, i + 1].some((k) => enemies.has(nb(h, FACINGS[k % 6])));
  };
  let best = null;
  for (const a of l) {
    if (a.type !== 'move') continue;
    const [, id, to, f] = a.notation.split(' ');
    const p = v.pieces.find((x) => x.id === id);
    if (!p?.hex || !f) continue;
    const keep = id.includes('art') ? 2 : 1;
    if (near(to) < keep) continue;
    let score = near(p.hex) - near(to);
    if (near(to) === 1 && facesEnemy(to, f)) score += 0.5;
    if (near(p.hex) === 1 && facesEnemy(p.hex, p.facing)) score -= 1; // already in place
    if (score > 0 && (!best || score > best.score)) best = { a, score };
  }
  return best?.a.notation ?? null;
}

/**
 * Plays both seats of a hot-seat game through the API, moving Prussian units
 * towards the nearest enemy, until `want(legal, view, side)` returns something
 * for the side to act.
 */
export async function advanceUntil(base, g, want, maxSteps = 4000) {
  for (let step = 0; step < maxSteps; step++) {
    const v = await view(base, g.id);
    if (v.over) return null;
    if (v.actor.kind !== 'decision') {
      await new Promise((r) => setTimeout(r, 20));
      continue;
    }
    const side = v.actor.side;
    const l = await legal(base, g.id, g.seats[side]);
    const hit = await want(l, v, side);
    if (hit) return hit;
    // `want` may have played in a browser: start again from the new position.
    if ((await view(base, g.id)).actions !== v.actions) continue;
    if (side === 'prussia') {
      const m = greedyMove(v, l);
      if (m) {
        await act(base, g.id, g.seats.prussia, m);
        continue;
      }
    }
    await act(base, g.id, g.seats[side], passive(l));
  }
  return null;
}

/** A decision that ends a step, or else the first non-move one. */
export function passive(l) {
  return (l.find((a) => GREEDY_ENDERS.includes(a.notation)) ?? l.find((a) => a.type !== 'move') ?? l[0]).notation;
}

/**
 * Plays both seats of a hot-seat game through the API as an aggressive
 * Prussian: moves towards the enemy, declares every assault it can (each
 * unit once, its whole value on one hex) and takes every other decision
 * passively, until `want(legal, view, side)` returns something. Meets
 * coordination tests (9.5.2), retreats before combat (9.5.4) and advances
 * after combat (9.5.9) within a few turns.
 */
export async function advanceAssaulting(base, g, want, maxSteps = 4000) {
  for (let step = 0; step < maxSteps; step++) {
    const v = await view(base, g.id);
    if (v.over) return null;
    if (v.actor.kind !== 'decision') {
      await new Promise((r) => setTimeout(r, 20));
      continue;
    }
    const side = v.actor.side;
    const l = await legal(base, g.id, g.seats[side]);
    const hit = await want(l, v, side);
    if (hit) return hit;
    if ((await view(base, g.id)).actions !== v.actions) continue;
    if (side === 'prussia') {
      // Assaults: on a hex already assaulted first (a coordination needs two).
      const assaults = l.filter((a) => a.type === 'assault' && a.targets?.length === 1 && a.targets[0].value > 0);
      const taken = new Set((v.combats ?? []).map((c) => c.target));
      const assault = assaults.find((a) => taken.has(a.targets[0].hex)) ?? assaults[0];
      // The commander joins a unit next to the enemy (he must be stacked with an attacker, 9.5.2).
      const enemies = v.pieces.filter((p) => p.side === 'austria' && p.where === 'map' && p.kind === 'unit').map((p) => p.hex);
      const front = new Set(v.pieces.filter((p) => p.side === 'prussia' && p.kind === 'unit' && p.where === 'map' && enemies.some((e) => dist(e, p.hex) === 1)).map((p) => p.hex));
      const cmd = l.find((a) => a.type === 'move' && !a.facing && front.has(a.hex) && v.pieces.find((p) => p.id === a.piece)?.hex !== a.hex);
      const pick = assault?.notation ?? l.find((a) => a.type === 'coordinate')?.notation ?? l.find((a) => a.type === 'attack')?.notation ?? cmd?.notation ?? greedyMove(v, l);
      if (pick) {
        await act(base, g.id, g.seats.prussia, pick);
        continue;
      }
    }
    await act(base, g.id, g.seats[side], passive(l));
  }
  return null;
}
