// One engine, many systems (issue 15, docs/api.md): the systems list their
// seats; a game is created with the seats body (and still with the earlier
// one); every read route answers a seat by its token or a spectator without
// one, and refuses a token of no seat; the events socket takes a seat's
// token as its subprotocol.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import net from 'node:net';
import {test} from 'node:test';

import {call, play, removeDir, startServer, stopServer} from './server.mjs';

// The status line and headers of a WebSocket upgrade offering `protocols`.
function upgrade(s, id, protocols) {
  return new Promise((resolve, reject) => {
    const sock = net.connect(s.port, '127.0.0.1');
    let buf = '';
    sock.on('connect', () => {
      const proto = protocols ? `Sec-WebSocket-Protocol: ${protocols}\r\n` : '';
      sock.write(
          `GET /api/games/${id}/events HTTP/1.1\r\nHost: 127.0.0.1:${
              s.port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
              `Sec-WebSocket-Key: ${
                  crypto.randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n${proto}\r\n`,
      );
    });
    sock.on('data', (d) => {
      buf += d.toString('latin1');
      const end = buf.indexOf('\r\n\r\n');
      if (end >= 0) {
        sock.destroy();
        resolve(buf.slice(0, end).toLowerCase());
      }
    });
    sock.on('error', reject);
  });
}

test('systems: each lists its seats and whether it hides information', async () => {
  const s = await startServer();
  try {
    const r = await call(s, 'GET', '/api/systems');
    assert.equal(r.status, 200);
    const gbn3 = r.json.find((x) => x.id === 'gbn3');
    assert.deepEqual(gbn3.seats, ['prussia', 'austria']);
    assert.equal(gbn3.hidden_information, false);
  } finally {
    await stopServer(s);
    removeDir(s.data);
  }
});

test('create: the seats body, the earlier body, and the refusals', async () => {
  const s = await startServer();
  try {
    const a = await call(
        s, 'POST', '/api/games',
        {body: {system: 'gbn3', scenario: 'soor', seats: {prussia: 'random'}, seed: 3}});
    assert.equal(a.status, 201, a.text);
    assert.equal(a.json.seats.prussia, null, 'a computer seat has no token');
    assert.match(a.json.seats.austria, /^[0-9a-f]{32}$/, 'a seat left out is human');
    const v = (await call(s, 'GET', `/api/games/${a.json.id}`)).json;
    assert.deepEqual(v.seats, {prussia: 'random', austria: 'human'});
    const old =
        await call(s, 'POST', '/api/games', {body: {scenario: 'soor', prussia: 'human', austria: 'random'}});
    assert.equal(old.status, 201);
    const bad = await call(s, 'POST', '/api/games', {body: {scenario: 'soor', seats: {saxony: 'human'}}});
    assert.equal(bad.status, 400);
    assert.match(bad.json.error, /no seat 'saxony'/);
    const kind = await call(s, 'POST', '/api/games', {body: {scenario: 'soor', seats: {prussia: 'smart'}}});
    assert.equal(kind.status, 400);
    const sys = await call(s, 'POST', '/api/games', {body: {system: 'chess', scenario: 'soor', seats: {}}});
    assert.equal(sys.status, 404);
  } finally {
    await stopServer(s);
    removeDir(s.data);
  }
});

test(
    'per seat: a spectator reads without a token, a foreign token is refused, legal needs a seat',
    async () => {
      const s = await startServer();
      try {
        const g = (await call(s, 'POST', '/api/games', {
                    body: {scenario: 'trautenau', seats: {prussia: 'human', austria: 'human'}, seed: 4}
                  })).json;
        await play(s, g, 4);
        const other = (await call(s, 'POST', '/api/games', {body: {scenario: 'trautenau', seats: {}}})).json;
        const routes = ['', '/log', '/history', '/view?at=2', '/save'];
        for (const r of routes) {
          const spectator = await call(s, 'GET', `/api/games/${g.id}${r}`);
          assert.equal(spectator.status, 200, `spectator ${r}`);
          const seat = await call(s, 'GET', `/api/games/${g.id}${r}`, {token: g.seats.austria});
          assert.equal(seat.status, 200, `seat ${r}`);
          // GBN3 hides nothing: a seat and a spectator read the same.
          assert.equal(seat.text, spectator.text, `same answer ${r}`);
          const foreign = await call(s, 'GET', `/api/games/${g.id}${r}`, {token: other.seats.prussia});
          assert.equal(foreign.status, 403, `foreign token ${r}`);
        }
        assert.equal((await call(s, 'GET', `/api/games/${g.id}/legal`)).status, 401);
        const save = JSON.parse((await call(s, 'GET', `/api/games/${g.id}/save`)).text);
        assert.equal(save.system, 'gbn3');
        assert.equal(save.seed, 4, 'a public seed is in the save');
      } finally {
        await stopServer(s);
        removeDir(s.data);
      }
    });

test(
    'events socket: a seat by its token as subprotocol, a spectator without, a foreign token refused',
    async () => {
      const s = await startServer();
      try {
        const g = (await call(s, 'POST', '/api/games', {body: {scenario: 'trautenau', seats: {}}})).json;
        const seat = await upgrade(s, g.id, `bohemia, bohemia.seat.${g.seats.prussia}`);
        assert.match(seat, /^http\/1\.1 101/);
        assert.match(seat, /sec-websocket-protocol: bohemia\r?\n?/);
        const spectator = await upgrade(s, g.id, null);
        assert.match(spectator, /^http\/1\.1 101/);
        const foreign = await upgrade(s, g.id, `bohemia, bohemia.seat.${'0'.repeat(32)}`);
        assert.match(foreign, /^http\/1\.1 403/);
      } finally {
        await stopServer(s);
        removeDir(s.data);
      }
    });
