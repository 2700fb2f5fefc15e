// Saves (issue 8): a running game's save holds its chance outcomes but no
// seed, `bohemia replay` accepts it, and importing it gives the same game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BIN, startServer, stopServer, removeDir, call, newGame, play, tempDir } from './server.mjs';

test('save round trip: no seed mid-game, bohemia replay accepts it, import restores it', async () => {
  const s = await startServer();
  const dir = tempDir();
  try {
    const g = await newGame(s); // secret seed
    await play(s, g, 30, (legal, view) => legal[(view.actions * 5) % legal.length]);
    const v = (await call(s, 'GET', `/api/games/${g.id}`)).json;
    const save = await call(s, 'GET', `/api/games/${g.id}/save`);
    assert.equal(save.status, 200);
    assert.equal(save.json.format, 'bohemia-save');
    assert.equal('seed' in save.json, false, 'a running game is saved without its seed');
    assert.equal(save.json.actions.length, v.actions);
    assert.ok(save.json.actions.some((a) => /^(roll|draw) /.test(a)), 'chance outcomes are recorded');
    const file = join(dir, 'game.json');
    writeFileSync(file, save.text);
    const out = execFileSync(BIN, ['replay', file], { encoding: 'utf8' });
    assert.match(out, new RegExp(`${v.actions} actions replayed`));
    // A public-seed game's save names its seed.
    const p = await newGame(s, { seed: 77 });
    assert.equal((await call(s, 'GET', `/api/games/${p.id}/save`)).json.seed, 77);
    // Import: a new game, both seats human, the same position.
    const imp = await call(s, 'POST', '/api/games/import', { body: save.text, raw: true });
    assert.equal(imp.status, 201, imp.text);
    assert.notEqual(imp.json.id, g.id);
    assert.match(imp.json.seats.prussia, /^[0-9a-f]{32,}$/);
    assert.match(imp.json.seats.austria, /^[0-9a-f]{32,}$/);
    const iv = (await call(s, 'GET', `/api/games/${imp.json.id}`)).json;
    if (v.actor.kind === 'decision') {
      assert.equal(iv.actions, v.actions);
      assert.deepEqual(iv.pieces, v.pieces);
    }
    assert.equal(iv.seed_public, false);
    // A damaged save is refused with the reason, an unknown scenario is 404.
    const bad = JSON.parse(save.text);
    bad.actions[3] = 'roll 7';
    const r = await call(s, 'POST', '/api/games/import', { body: bad });
    assert.equal(r.status, 422);
    assert.match(r.json.error, /checksum/);
    bad.scenario = '../../etc/passwd';
    assert.equal((await call(s, 'POST', '/api/games/import', { body: bad })).status, 404);
  } finally {
    await stopServer(s);
    removeDir(s.data);
    removeDir(dir);
  }
});
