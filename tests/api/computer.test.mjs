// The computer opponent over HTTP (issue 17 item 4, docs/api.md): a seat of
// level normal thinks on the server's workers; the request that made its
// decision due answers at once; spectators are told when it thinks and see
// its decisions as ordinary action events; a hint is the seat's own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { call, openEvents, removeDir, startServer, stopServer } from './server.mjs';

// Messages of the socket until `done(messages)` holds (or `ms` pass).
async function collect(ws, done, ms = 30000) {
  const out = [];
  const end = Date.now() + ms;
  while (!done(out) && Date.now() < end) {
    try {
      out.push(await ws.next(Math.max(1, end - Date.now())));
    } catch {
      break;
    }
  }
  return out;
}

test('computer: a level plays on the workers, spectators see it think and move', async () => {
  const s = await startServer(undefined, ['--computer-pause', '0', '--computer-threads', '1']);
  try {
    const sys = (await call(s, 'GET', '/api/systems')).json.find((x) => x.id === 'gbn3');
    assert.deepEqual(sys.seat_kinds, ['human', 'easy', 'normal', 'hard', 'random']);
    assert.equal(sys.default_computer, 'normal');
    // Both seats the computer's: it plays on by itself (a spectator watches).
    const g = (await call(s, 'POST', '/api/games', { body: { scenario: 'trautenau', seats: { prussia: 'easy', austria: 'normal' }, seed: 8 } })).json;
    assert.deepEqual(g.seats, { prussia: null, austria: null }, 'computer seats have no token');
    const ws = await openEvents(s, g.id);
    const v = (await call(s, 'GET', `/api/games/${g.id}`)).json;
    assert.deepEqual(v.seats, { prussia: 'easy', austria: 'normal' });
    assert.ok('thinking' in v, 'the view says who thinks');
    const seen = await collect(ws, (m) => m.filter((x) => x.type === 'thinking' && !x.thinking).length >= 4);
    ws.close();
    const thinking = seen.filter((m) => m.type === 'thinking');
    assert.ok(thinking.length >= 4, JSON.stringify(seen.slice(0, 5)));
    for (const m of thinking) {
      assert.ok(['prussia', 'austria'].includes(m.side));
      assert.equal(typeof m.thinking, 'boolean');
      assert.equal(typeof m.actions, 'number');
    }
    const moves = seen.filter((m) => m.type === 'action' && !m.chance);
    assert.ok(moves.length >= 1, 'the computer decisions go out as action events');
    for (const m of moves) assert.ok(['prussia', 'austria'].includes(m.side));
  } finally {
    await stopServer(s);
    removeDir(s.data);
  }
});

test('hint: the seat to decide gets one of its legal actions and an evaluation; others are refused', async () => {
  const s = await startServer(undefined, ['--computer-pause', '0']);
  try {
    const g = (await call(s, 'POST', '/api/games', { body: { scenario: 'soor', seats: { prussia: 'human', austria: 'human' }, seed: 4 } })).json;
    const v = (await call(s, 'GET', `/api/games/${g.id}`)).json;
    const me = v.actor.side;
    const them = me === 'prussia' ? 'austria' : 'prussia';
    const r = await call(s, 'GET', `/api/games/${g.id}/hint`, { token: g.seats[me] });
    assert.equal(r.status, 200, r.text);
    const legal = (await call(s, 'GET', `/api/games/${g.id}/legal`, { token: g.seats[me] })).json.actions.map((a) => a.notation);
    assert.ok(legal.includes(r.json.action.notation), r.text);
    assert.ok(r.json.value >= -1 && r.json.value <= 1);
    assert.equal(r.json.side, me);
    assert.match(r.json.explanation, new RegExp(me));
    const other = await call(s, 'GET', `/api/games/${g.id}/hint`, { token: g.seats[them] });
    assert.equal(other.status, 403);
    assert.match(other.json.error, /decision/);
    assert.equal((await call(s, 'GET', `/api/games/${g.id}/hint`)).status, 401);
    // The hint can be played.
    const p = await call(s, 'POST', `/api/games/${g.id}/actions`, { body: { action: r.json.action.notation, expect: v.actions }, token: g.seats[me] });
    assert.equal(p.status, 200, p.text);
  } finally {
    await stopServer(s);
    removeDir(s.data);
  }
});
