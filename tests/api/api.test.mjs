// API tests against a running `bohemia serve` (docs/api.md), issue 8.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, stopServer, removeDir, call, newGame, toAct, play, openEvents } from './server.mjs';

let s;
before(async () => {
  s = await startServer();
});
after(async () => {
  await stopServer(s);
  removeDir(s.data);
});

test('static data: systems, scenarios, one scenario, unknown scenario 404', async () => {
  const sys = await call(s, 'GET', '/api/systems');
  assert.equal(sys.status, 200);
  assert.equal(sys.json[0].id, 'gbn3');
  const list = await call(s, 'GET', '/api/scenarios');
  assert.ok(list.json.some((x) => x.id === 'trautenau' && x.system === 'gbn3' && x.edition === 'VV165'));
  const one = await call(s, 'GET', '/api/scenarios/trautenau');
  assert.equal(one.status, 200);
  assert.ok(one.json.map.hexes.length > 100);
  // The grid's layout, read from the map file (issue 15 item 1).
  assert.deepEqual(one.json.map.grid, { orientation: 'flat', offset: 'even-q' });
  assert.ok(one.json.units.some((u) => u.id === 'p-1gren'));
  assert.ok(one.json.map.hexsides.every((h) => /^\d{4}\/(N|NE|SE)$/.test(h.side)));
  const none = await call(s, 'GET', '/api/scenarios/atlantis');
  assert.equal(none.status, 404);
  assert.match(none.json.error, /atlantis/);
});

test('a campaign on two maps (VV174 §13): ?day=2 gives the map, lines of retreat and pieces of day 2; a day it has not is 404', async () => {
  const d1 = (await call(s, 'GET', '/api/scenarios/munchengratz-gitschin')).json;
  assert.equal(d1.day, 1);
  assert.deepEqual(d1.day_list.map((d) => d.map), ['munchengratz', 'gitschin']);
  assert.equal(d1.map.id, 'munchengratz');
  const d2 = await call(s, 'GET', '/api/scenarios/munchengratz-gitschin?day=2');
  assert.equal(d2.status, 200);
  assert.equal(d2.json.day, 2);
  assert.equal(d2.json.map.id, 'gitschin');
  const hexes = new Set(d2.json.map.hexes.map((h) => h.hex));
  for (const l of d2.json.locations.filter((x) => x.day === 2)) for (const h of l.hexes) assert.ok(hexes.has(h), `${l.place} ${h}`);
  for (const side of ['prussia', 'austria']) for (const h of d2.json.sides[side].retreat_edge) assert.ok(hexes.has(h), h);
  assert.deepEqual(d2.json.units.map((u) => u.id), d1.units.map((u) => u.id));
  assert.equal((await call(s, 'GET', '/api/scenarios/munchengratz-gitschin?day=3')).status, 404);
  assert.equal((await call(s, 'GET', '/api/scenarios/trautenau?day=2')).status, 404);
  assert.equal((await call(s, 'GET', '/api/scenarios/trautenau?day=x')).status, 400);
});

test('creation: tokens of 128 bits for human seats only, secret seed', async () => {
  const r = await call(s, 'POST', '/api/games', { body: { scenario: 'trautenau', prussia: 'human', austria: 'random' } });
  assert.equal(r.status, 201);
  assert.match(r.json.seats.prussia, /^[0-9a-f]{32,}$/);
  assert.equal(r.json.seats.austria, null);
  assert.equal(r.json.play.austria, null);
  const v = (await call(s, 'GET', `/api/games/${r.json.id}`)).json;
  assert.equal(v.seed_public, false);
  assert.equal(v.seed, undefined);
  assert.deepEqual(v.seats, { prussia: 'human', austria: 'random' });
  // The computer side has played up to the human's decision.
  assert.equal(v.actor.kind, 'decision');
  assert.equal(v.actor.side, 'prussia');
});

test('the computer side plays on the server until the next human decision', async () => {
  const g = (await call(s, 'POST', '/api/games', { body: { scenario: 'trautenau', prussia: 'human', austria: 'random', seed: 3 } })).json;
  for (let i = 0; i < 40; i++) {
    const v = (await call(s, 'GET', `/api/games/${g.id}`)).json;
    if (v.over) break;
    assert.equal(v.actor.kind, 'decision');
    assert.equal(v.actor.side, 'prussia');
    const legal = (await call(s, 'GET', `/api/games/${g.id}/legal`, { token: g.seats.prussia })).json.actions;
    const pick = legal.find((a) => a.type === 'end_move' || a.type === 'hold' || a.type === 'end_assaults') || legal[legal.length - 1];
    const r = await call(s, 'POST', `/api/games/${g.id}/actions`, { body: { action: pick.notation, expect: v.actions }, token: g.seats.prussia });
    assert.equal(r.status, 200, r.text);
  }
  const h = (await call(s, 'GET', `/api/games/${g.id}/history`)).json;
  assert.ok(h.some((x) => x.side === 'austria'), 'austria (random) has decided');
  assert.ok(h.some((x) => x.chance), 'chance has been drawn');
});

const other = (side) => (side === 'prussia' ? 'austria' : 'prussia');

test('seat refusal: 401 without a token, 403 with a wrong one or for the side not to act, nothing changes', async () => {
  const g = await newGame(s);
  const v0 = (await call(s, 'GET', `/api/games/${g.id}`)).json;
  const me = v0.actor.side;
  const them = other(me);
  assert.equal((await call(s, 'GET', `/api/games/${g.id}/legal`)).status, 401);
  assert.equal((await call(s, 'GET', `/api/games/${g.id}/legal`, { token: 'f'.repeat(32) })).status, 403);
  const second = await newGame(s);
  assert.equal((await call(s, 'GET', `/api/games/${g.id}/legal`, { token: second.seats.prussia })).status, 403);
  // The other seat's token sees no legal action and may not act.
  const al = await call(s, 'GET', `/api/games/${g.id}/legal`, { token: g.seats[them] });
  assert.equal(al.status, 200);
  assert.equal(al.json.side, them);
  assert.deepEqual(al.json.actions, []);
  const pl = (await call(s, 'GET', `/api/games/${g.id}/legal`, { token: g.seats[me] })).json.actions;
  assert.ok(pl.length > 0);
  const r = await call(s, 'POST', `/api/games/${g.id}/actions`, { body: { action: pl[0].notation, expect: v0.actions }, token: g.seats[them] });
  assert.equal(r.status, 403);
  assert.match(r.json.error, new RegExp(`${me}'s decision`));
  const r2 = await call(s, 'POST', `/api/games/${g.id}/actions`, { body: { action: pl[0].notation, expect: v0.actions } });
  assert.equal(r2.status, 401);
  const v1 = (await call(s, 'GET', `/api/games/${g.id}`)).json;
  assert.equal(v1.actions, v0.actions);
});

test('stale expect: 409 with the current count, and a resent action is applied once', async () => {
  const g = await newGame(s);
  const { view, side, legal } = await toAct(s, g);
  const body = { action: legal[0].notation, expect: view.actions };
  const r1 = await call(s, 'POST', `/api/games/${g.id}/actions`, { body, token: g.seats[side] });
  assert.equal(r1.status, 200);
  assert.ok(r1.json.actions >= view.actions + 1); // chance may follow the decision
  const r2 = await call(s, 'POST', `/api/games/${g.id}/actions`, { body, token: g.seats[side] });
  assert.equal(r2.status, 409);
  assert.equal(r2.json.actions, r1.json.actions);
  const h = (await call(s, 'GET', `/api/games/${g.id}/history`)).json;
  assert.equal(h.length, r1.json.actions);
  assert.equal(h.filter((x) => x.notation === legal[0].notation && x.index >= view.actions).length, 1);
});

test('illegal action: 422 with the rule-citing message and its section', async () => {
  const g = await newGame(s);
  const { view, side } = await toAct(s, g);
  const r = await call(s, 'POST', `/api/games/${g.id}/actions`, { body: { action: 'move p-1gren 0101 N', expect: view.actions }, token: g.seats[side] });
  assert.equal(r.status, 422);
  assert.match(r.json.error, /^\d+(\.\d+)*: /);
  assert.equal(r.json.section, r.json.error.split(':')[0]);
  const r2 = await call(s, 'POST', `/api/games/${g.id}/actions`, { body: { action: 'dance a jig', expect: view.actions }, token: g.seats[side] });
  assert.equal(r2.status, 422);
  assert.match(r2.json.error, /cannot read/);
  assert.equal((await call(s, 'GET', `/api/games/${g.id}`)).json.actions, view.actions);
});

test('malformed requests: 400 naming the field, 404, 405, 413, never a 500', async () => {
  const g = await newGame(s);
  const A = `/api/games/${g.id}/actions`;
  const t = g.seats.prussia;
  const cases = [
    [await call(s, 'POST', '/api/games', { body: '{"scenario": ', raw: true }), 400, /not valid JSON/],
    [await call(s, 'POST', '/api/games', { body: '[1,2]', raw: true }), 400, /JSON object/],
    [await call(s, 'POST', '/api/games', { body: { prussia: 'human', austria: 'human' } }), 400, /'scenario'/],
    [await call(s, 'POST', '/api/games', { body: { scenario: 7, prussia: 'human', austria: 'human' } }), 400, /'scenario'/],
    [await call(s, 'POST', '/api/games', { body: { scenario: 'trautenau', prussia: 'robot', austria: 'human' } }), 400, /'prussia'/],
    [await call(s, 'POST', '/api/games', { body: { scenario: 'trautenau', prussia: 'human' } }), 400, /'austria'/],
    [await call(s, 'POST', '/api/games', { body: { scenario: 'trautenau', prussia: 'human', austria: 'human', seed: -1 } }), 400, /'seed'/],
    [await call(s, 'POST', '/api/games', { body: { scenario: 'nowhere', prussia: 'human', austria: 'human' } }), 404, /nowhere/],
    [await call(s, 'POST', A, { body: { expect: 0 }, token: t }), 400, /'action'/],
    [await call(s, 'POST', A, { body: { action: 'ready' }, token: t }), 400, /'expect'/],
    [await call(s, 'POST', A, { body: { action: 3, expect: 0 }, token: t }), 400, /'action'/],
    [await call(s, 'POST', A, { body: { action: 'ready', expect: 'x' }, token: t }), 400, /'expect'/],
    [await call(s, 'POST', A, { body: { action: 'ready', expect: 1.5 }, token: t }), 400, /'expect'/],
    [await call(s, 'GET', '/api/games/nope'), 404, /nope/],
    [await call(s, 'GET', `/api/games/${g.id}/nothing`), 404, /nothing/],
    [await call(s, 'GET', '/api/nothing'), 404, /route/],
    [await call(s, 'DELETE', `/api/games/${g.id}`), 405, /DELETE/],
    [await call(s, 'GET', A), 405, /GET/],
    [await call(s, 'GET', `/api/games/${g.id}/log?from=-1`), 400, /'from'/],
    [await call(s, 'GET', `/api/games/${g.id}/view?at=99999`), 404, /at/],
    [await call(s, 'GET', `/api/games/${g.id}/view`), 400, /'at'/],
    [await call(s, 'GET', `/api/games/${g.id}/los?from=0606&to=9999`), 400, /9999/],
    [await call(s, 'GET', `/api/games/${g.id}/reach?piece=nobody`), 404, /nobody/],
    [await call(s, 'GET', `/api/games/${g.id}/odds?action=ready`), 422, /odds are given/],
    [await call(s, 'GET', `/api/games/${g.id}/odds?action=%zz`), 400, /percent/],
    [await call(s, 'GET', `/api/games/${g.id}/events`), 426, /WebSocket/],
    [await call(s, 'POST', A, { body: { action: 'x'.repeat(17 * 1024), expect: 0 }, token: t }), 413, /too large/],
  ];
  for (const [r, status, re] of cases) {
    assert.equal(r.status, status, r.text);
    assert.ok(r.json && typeof r.json.error === 'string', r.text);
    assert.match(r.json.error, re);
  }
  // The server is still there.
  assert.equal((await call(s, 'GET', '/api/systems')).status, 200);
});

test('undo: own decisions only, while no die is rolled and the other side has not decided', async () => {
  const g = await newGame(s, { seed: 5 }); // the game opens on a movement phase
  const { view, side: me } = await toAct(s, g);
  assert.equal(view.phase, 'movement');
  const after = await play(s, g, 2, (legal) => legal.find((a) => a.type === 'move') || legal[0]);
  const n = after.actions;
  const hist = (await call(s, 'GET', `/api/games/${g.id}/history`)).json;
  assert.equal(hist[n - 1].side, me);
  assert.equal(hist[n - 2].side, me);
  // The other side may not take back these decisions.
  const ra = await call(s, 'POST', `/api/games/${g.id}/undo`, { body: { expect: n }, token: g.seats[other(me)] });
  assert.equal(ra.status, 422);
  assert.equal((await call(s, 'POST', `/api/games/${g.id}/undo`, { body: { expect: n - 1 }, token: g.seats[me] })).status, 409);
  const r = await call(s, 'POST', `/api/games/${g.id}/undo`, { body: { expect: n }, token: g.seats[me] });
  assert.equal(r.status, 200, r.text);
  assert.equal(r.json.actions, n - 1);
  const r2 = await call(s, 'POST', `/api/games/${g.id}/undo`, { body: { expect: n - 1 }, token: g.seats[me] });
  assert.equal(r2.status, 200);
  assert.equal(r2.json.actions, n - 2);
  // Back at the game's first decision: before it a marker was drawn.
  const r3 = await call(s, 'POST', `/api/games/${g.id}/undo`, { body: { expect: n - 2 }, token: g.seats[me] });
  assert.equal(r3.status, 422);
  assert.match(r3.json.error, /die|marker/);
});

test('views: log with sections and hexes, history, replay view, reach, line of sight', async () => {
  const g = await newGame(s, { seed: 11 });
  await play(s, g, 3, (legal) => legal.find((a) => a.type === 'move') || legal[0]);
  const log = (await call(s, 'GET', `/api/games/${g.id}/log?from=0`)).json;
  assert.ok(log.length > 3);
  assert.ok(log.every((e) => typeof e.section === 'string' && e.section.length > 0 && Array.isArray(e.hexes)));
  const hist = (await call(s, 'GET', `/api/games/${g.id}/history`)).json;
  const v = (await call(s, 'GET', `/api/games/${g.id}`)).json;
  assert.equal(hist.length, v.actions);
  assert.equal(v.seed_public, true);
  const v0 = (await call(s, 'GET', `/api/games/${g.id}/view?at=0`)).json;
  assert.equal(v0.actions, 0);
  const vn = (await call(s, 'GET', `/api/games/${g.id}/view?at=${v.actions}`)).json;
  assert.deepEqual(vn.pieces, v.pieces);
  const { legal } = await toAct(s, g);
  const mover = legal.find((a) => a.type === 'move');
  if (mover) {
    const reach = (await call(s, 'GET', `/api/games/${g.id}/reach?piece=${mover.piece}`)).json;
    assert.ok(reach.some((r) => r.hex === mover.hex && typeof r.cost === 'number' && r.path.length >= 1));
  }
  const los = (await call(s, 'GET', `/api/games/${g.id}/los?from=0606&to=0610`)).json;
  assert.equal(typeof los.clear, 'boolean');
  assert.equal(los.line[0], '0606');
  assert.equal(los.line[los.line.length - 1], '0610');
  if (!los.clear) assert.ok(los.line.includes(los.blocked_by));
});

test('events over WebSocket: hello, then each action as it happens', async () => {
  const g = await newGame(s);
  const ws = await openEvents(s, g.id);
  const hello = await ws.next();
  const v = (await call(s, 'GET', `/api/games/${g.id}`)).json;
  assert.deepEqual(hello, { type: 'hello', actions: v.actions });
  await play(s, g, 1);
  const m = await ws.next();
  assert.equal(m.type, 'action');
  assert.equal(m.index, v.actions);
  assert.equal(m.side, v.actor.side);
  assert.equal(m.chance, false);
  assert.equal(m.actions, v.actions + 1);
  ws.close();
});

test('static files: the app or its placeholder at /, no way out of the root', async () => {
  const r = await fetch(s.base + '/');
  assert.equal(r.status, 200);
  assert.match(r.headers.get('content-type'), /text\/html/);
  for (const p of ['/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/assets/..%2f..%2f..%2fetc%2fpasswd']) {
    const bad = await fetch(s.base + p);
    assert.notEqual(bad.status, 500);
    assert.doesNotMatch(await bad.text(), /root:/);
  }
  const missing = await fetch(s.base + '/assets/none.js');
  assert.equal(missing.status, 404);
});
