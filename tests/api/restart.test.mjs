// Persistence (issue 8): every acknowledged action survives kill -9, and a
// restarted server resumes every game by replaying it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, stopServer, removeDir, call, newGame, play, tempDir } from './server.mjs';

test('kill -9 loses no acknowledged action; the restarted server resumes the games', async () => {
  const data = tempDir();
  let s = await startServer(data);
  const games = [];
  for (let k = 0; k < 3; k++) {
    const g = await newGame(s, k === 0 ? { seed: 21 } : k === 1 ? { austria: 'random' } : {});
    await play(s, g, 12 + 5 * k, (legal, view) => legal[(view.actions * 7) % legal.length]);
    games.push(g);
  }
  // Fire more actions and kill the server while some may still be in flight:
  // every one that was acknowledged must be there afterwards.
  const g0 = games[0];
  const acked = [];
  const inflight = [];
  for (let i = 0; i < 20; i++) {
    const v = (await call(s, 'GET', `/api/games/${g0.id}`)).json;
    if (v.actor.kind !== 'decision') break;
    const side = v.actor.side;
    const legal = (await call(s, 'GET', `/api/games/${g0.id}/legal`, { token: g0.seats[side] })).json.actions;
    const r = await call(s, 'POST', `/api/games/${g0.id}/actions`, { body: { action: legal[i % legal.length].notation, expect: v.actions }, token: g0.seats[side] });
    if (r.status === 200) acked.push(r.json.actions);
    if (i === 15) {
      const v2 = (await call(s, 'GET', `/api/games/${g0.id}`)).json;
      if (v2.actor.kind === 'decision') {
        const side2 = v2.actor.side;
        const l2 = (await call(s, 'GET', `/api/games/${g0.id}/legal`, { token: g0.seats[side2] })).json.actions;
        inflight.push(call(s, 'POST', `/api/games/${g0.id}/actions`, { body: { action: l2[0].notation, expect: v2.actions }, token: g0.seats[side2] }).catch(() => null));
      }
      break;
    }
  }
  const before = [];
  for (const g of games) before.push((await call(s, 'GET', `/api/games/${g.id}`)).json);
  await stopServer(s, 'SIGKILL');
  const late = await Promise.all(inflight);
  s = await startServer(data);
  try {
    for (let k = 0; k < games.length; k++) {
      const v = (await call(s, 'GET', `/api/games/${games[k].id}`)).json;
      assert.ok(v.actions >= before[k].actions, `game ${k}: ${v.actions} < ${before[k].actions}`);
      if (k > 0) {
        assert.equal(v.actions, before[k].actions);
        assert.deepEqual(v.pieces, before[k].pieces);
        assert.deepEqual(v.cup, before[k].cup);
      }
    }
    const v0 = (await call(s, 'GET', `/api/games/${g0.id}`)).json;
    for (const n of acked) assert.ok(v0.actions >= n);
    for (const r of late) if (r && r.status === 200) assert.ok(v0.actions >= r.json.actions);
    // The seats still hold, and play goes on.
    const side = v0.actor.side;
    if (side) {
      const legal = await call(s, 'GET', `/api/games/${g0.id}/legal`, { token: g0.seats[side] });
      assert.equal(legal.status, 200);
      assert.ok(legal.json.actions.length > 0);
      const r = await call(s, 'POST', `/api/games/${g0.id}/actions`, { body: { action: legal.json.actions[0].notation, expect: v0.actions }, token: g0.seats[side] });
      assert.equal(r.status, 200, r.text);
    }
    // The seed-given game replays to the very same view.
    const replayed = (await call(s, 'GET', `/api/games/${games[1].id}/view?at=${before[1].actions}`)).json;
    assert.deepEqual(replayed.pieces, before[1].pieces);
  } finally {
    await stopServer(s);
    removeDir(data);
  }
});
