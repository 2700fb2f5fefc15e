// /odds over HTTP (issue 8): in a seeded game played until a barrage or an
// assault is legal, the odds the server gives sum to 1, name each modifier's
// rule, and leave the game unchanged.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, stopServer, removeDir, call, newGame, toAct } from './server.mjs';

const near = (a, b) => Math.abs(a - b) < 1e-9;
const sum = (o) => Object.values(o).reduce((x, y) => x + y, 0);

test('odds of a barrage or an assault: exact, summing to 1, the game untouched', async () => {
  const s = await startServer();
  try {
    const g = await newGame(s, { seed: 8 });
    let checked = 0;
    let seed = 12345;
    const rand = (n) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let i = 0; i < 3000 && checked < 2; i++) {
      const { view, side, legal } = await toAct(s, g);
      if (!side) break;
      const combat = legal.filter((a) => a.type === 'fire' || (a.type === 'assault' && a.targets.length === 1));
      if (combat.length) {
        const a = combat[0];
        const r = await call(s, 'GET', `/api/games/${g.id}/odds?action=${encodeURIComponent(a.notation)}`);
        assert.equal(r.status, 200, r.text);
        const o = r.json;
        assert.equal(o.action, a.notation);
        assert.equal(o.kind, a.type === 'fire' ? 'barrage' : 'assault');
        assert.ok(near(sum(o.results), 1), JSON.stringify(o.results));
        assert.ok(near(o.combined.reduce((x, c) => x + c.p, 0), 1));
        assert.ok(o.rolls.length >= 1);
        for (const roll of o.rolls) {
          assert.ok(near(sum(roll.results), 1), JSON.stringify(roll));
          assert.ok(roll.column >= 0 && roll.column <= 7);
          assert.ok(roll.modifiers.every((m) => typeof m.section === 'string' && m.section.length > 0));
        }
        const after = (await call(s, 'GET', `/api/games/${g.id}`)).json;
        assert.equal(after.actions, view.actions);
        checked++;
      }
      const pick = combat.length ? combat[0] : legal[rand(legal.length)];
      const r = await call(s, 'POST', `/api/games/${g.id}/actions`, { body: { action: pick.notation, expect: view.actions }, token: g.seats[side] });
      assert.equal(r.status, 200, r.text);
    }
    assert.ok(checked >= 1, 'no barrage or assault was reached');
  } finally {
    await stopServer(s);
    removeDir(s.data);
  }
});
