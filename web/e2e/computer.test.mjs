// Issue 17 item 4: a person against the computer at level normal, chosen in
// the lobby. The computer moves on the server; the page says that it is
// thinking (from the `thinking` events), draws its moves as arrows, and the
// Hint button (and the H key) shows the computer's suggestion with its
// evaluation, which can be played.
import assert from 'node:assert/strict';
import { api, launch, openApp, waitActions } from './lib.mjs';
import { decideByClicks, legal } from './helpers.mjs';

export const name = 'issue 17: against the computer (normal): it thinks and moves, its moves as arrows, a hint shown and played';

export async function run({ base, kind }) {
  const b = await launch();
  try {
    const { page, errors } = await openApp(b.context, `${base}/`);
    await page.selectOption('select[name="scenario"]', 'trautenau');
    await page.locator('input[value="computer"]').check();
    const levels = await page.locator('select[name="level"] option').evaluateAll((os) => os.map((o) => o.value));
    assert.deepEqual(levels, ['easy', 'normal', 'hard', 'random'], 'the lobby offers the levels, random kept for tests');
    assert.equal(await page.locator('select[name="level"]').inputValue(), 'normal', 'normal by default');
    await page.selectOption('select[name="side"]', 'prussia');
    await page.locator('[data-testid="start"]').click();
    await page.waitForURL(/\?game=.+#seat=/);
    await page.waitForFunction(() => document.documentElement.dataset.ready === '1');
    const id = new URL(page.url()).searchParams.get('game');
    const token = new URLSearchParams(new URL(page.url()).hash.slice(1)).get('seat');
    assert.deepEqual((await api(base, 'GET', `/api/games/${id}`)).data.seats, { prussia: 'human', austria: 'normal' });
    // Record when the thinking note shows (it is up for a moment only).
    await page.evaluate(() => {
      const el = document.querySelector('[data-testid="thinking"]');
      window.__thinkingSeen = !el.hidden ? el.textContent : '';
      new MutationObserver(() => {
        if (!el.hidden && !window.__thinkingSeen) window.__thinkingSeen = el.textContent;
      }).observe(el, { attributes: true, childList: true, characterData: true, subtree: true });
    });

    let hinted = false;
    let computerMoved = false;
    let arrowsSeen = false;
    for (let i = 0; i < 300 && !(hinted && computerMoved && arrowsSeen); i++) {
      const v = (await api(base, 'GET', `/api/games/${id}`, undefined, token)).data;
      assert.ok(!v.over, 'the game ended before the test saw everything');
      if (v.actor.kind !== 'decision' || v.actor.side !== 'prussia') {
        await page.waitForTimeout(100);
        continue;
      }
      const history = (await api(base, 'GET', `/api/games/${id}/history`)).data;
      if (history.some((h) => h.side === 'austria')) computerMoved = true;
      await waitActions(page, v.actions);
      // The computer's last moves, drawn as arrows while it is our turn.
      const moves = (v.last ?? []).filter((m) => m.side === 'austria' && m.from && m.to && m.from !== m.to);
      if (moves.length) {
        await page.waitForFunction((n) => document.querySelectorAll('.layer-arrows line.arrow').length >= n, moves.length);
        arrowsSeen = true;
      }
      const l = await legal(base, id, token);
      if (!hinted) {
        await page.keyboard.press('h');
        const box = page.locator('[data-testid="hint"]');
        await box.waitFor({ timeout: 15000 });
        const value = await page.locator('[data-testid="hint-value"]').textContent();
        assert.match(value, /[+-]\d\.\d\d/, 'the evaluation is shown');
        const suggested = await box.locator('[data-action]').getAttribute('data-action');
        assert.ok(l.some((a) => a.notation === suggested), `the hint is a legal action: ${suggested}`);
        await box.locator('[data-action]').click();
        await page.waitForTimeout(150);
        if ((await page.locator('[data-testid="confirm"]').count()) && Number(await page.evaluate(() => document.documentElement.dataset.actions)) === v.actions) await page.keyboard.press('Enter');
        await waitActions(page, v.actions + 1);
        const h = (await api(base, 'GET', `/api/games/${id}/history`)).data;
        assert.equal(h[v.actions].notation, suggested, 'the hint was played');
        hinted = true;
        continue;
      }
      await decideByClicks(page, l, v.actions);
    }
    assert.ok(hinted, 'a hint was shown and played');
    assert.ok(computerMoved, 'the computer moved');
    assert.ok(arrowsSeen, "the computer's moves were drawn as arrows");
    if (kind === 'real') {
      const seen = await page.evaluate(() => window.__thinkingSeen);
      assert.match(seen, /thinking|réfléchit/, 'the page said the computer was thinking');
    }
    assert.deepEqual(errors, []);
  } finally {
    await b.close();
  }
}
