// /odds over HTTP for Musket & Saber (issue 18 item 3, docs/api.md): the
// GET route forwards the query to the mns system; a decision that starts no
// attack or bombardment is refused with its rule (422, "section"), a
// spectator is refused (7.1: it decides nothing), a missing action is 400,
// and the game is left unchanged.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, stopServer, removeDir, call, newGame, toAct } from './server.mjs';

test('mns odds: the route answers with the rule for Königgrätz', async () => {
  const s = await startServer();
  try {
    const g = await newGame(s, { scenario: 'koniggratz' });
    const { view, side, legal } = await toAct(s, g);
    assert.equal(side, 'austria');
    const first = legal[0].notation;
    const url = `/api/games/${g.id}/odds?action=${encodeURIComponent(first)}`;
    const seat = await call(s, 'GET', url, { token: g.seats.austria });
    assert.equal(seat.status, 422, seat.text);
    assert.equal(seat.json.section, '7.7', seat.text);
    assert.match(seat.json.error, /decides no attack or bombardment/);
    const other = await call(s, 'GET', url, { token: g.seats.prussia });
    assert.equal(other.status, 422, other.text);
    assert.equal(other.json.section, '7.1', other.text);
    const spectator = await call(s, 'GET', url);
    assert.equal(spectator.status, 422, spectator.text);
    assert.equal(spectator.json.section, '7.1', spectator.text);
    const missing = await call(s, 'GET', `/api/games/${g.id}/odds`, { token: g.seats.austria });
    assert.equal(missing.status, 400, missing.text);
    const after = (await call(s, 'GET', `/api/games/${g.id}`)).json;
    assert.equal(after.actions, view.actions);
  } finally {
    await stopServer(s);
    removeDir(s.data);
  }
});
