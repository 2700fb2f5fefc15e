// The miniatures referee over HTTP (docs/api.md "Miniatures referee"): an
// evening played through /api/mini with the players' dice, the roster coming
// back each time; a roster with a long log is accepted beyond the 16 KiB of
// other routes; the odds sum to 1; undo goes back step by step.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, stopServer, removeDir, call } from './server.mjs';

const units = [
  { id: 'hus', name: '2nd Hussars', nation: 'prussia', arm: 'cavalry', weight: 'light', orders: 'attack' },
  { id: 'drag', nation: 'prussia', arm: 'cavalry', weight: 'medium', supports: [3] },
  { id: 'sq', name: '3rd Line', nation: 'france', formation: 'square', state: 'disordered' },
];

test('a charge, the reaction to its rout and undo over HTTP', async () => {
  const s = await startServer();
  try {
    let roster = { units };
    const charge = { verb: 'charge', unit: 'hus', target: 'sq', long: false };
    const ev = await call(s, 'POST', '/api/mini/evaluate', { body: { roster, request: charge } });
    assert.equal(ev.status, 200, ev.text);
    const outcomes = ev.json.evaluation.outcomes;
    assert.ok(Math.abs(outcomes.reduce((a, o) => a + o.chance.p, 0) - 1) < 1e-12);
    assert.equal(ev.json.evaluation.branches[0].combat.winner, 'sq');

    // 6+6 +2 = 14 on "Infantry win": the cavalry rout.
    let r = await call(s, 'POST', '/api/mini/resolve', { body: { roster, request: charge, dice: [6, 6] } });
    assert.equal(r.status, 200, r.text);
    roster = r.json.roster;
    assert.equal(roster.units.find((u) => u.id === 'hus').state, 'routed');
    assert.ok(roster.queue.some((q) => q.kind === 'reaction' && q.unit === 'hus'));

    // The dragoons within 4" test: 1 +1 (support) -1 (rout) = 1: Shaken.
    r = await call(s, 'POST', '/api/mini/resolve', { body: { roster, request: { verb: 'rout', unit: 'hus', near: ['drag'] }, dice: [1] } });
    assert.equal(r.status, 200, r.text);
    roster = r.json.roster;
    assert.equal(roster.units.find((u) => u.id === 'drag').state, 'shaken');

    // A long evening: the roster with a big log still goes through.
    const big = { ...roster, log: [...roster.log, ...Array.from({ length: 600 }, (_, i) => ({ move: 1, rule: '17', text: `line ${i} `.repeat(8) }))] };
    assert.ok(JSON.stringify(big).length > 32 * 1024);
    const bigEv = await call(s, 'POST', '/api/mini/evaluate', { body: { roster: big, request: { verb: 'end' } } });
    assert.equal(bigEv.status, 200, bigEv.text);

    // Undo twice: back to the start.
    for (let i = 0; i < 2; i++) {
      const u = await call(s, 'POST', '/api/mini/undo', { body: { roster } });
      assert.equal(u.status, 200, u.text);
      roster = u.json.roster;
    }
    assert.deepEqual(roster.units.map((u) => u.state), ['formed', 'formed', 'disordered']);
    assert.equal((await call(s, 'POST', '/api/mini/undo', { body: { roster } })).status, 422);

    // Refusals cite the rule; bad input names the field.
    const formed = { units: units.map((u) => (u.id === 'sq' ? { ...u, state: 'formed' } : u)) };
    const no = await call(s, 'POST', '/api/mini/evaluate', { body: { roster: formed, request: charge } });
    assert.equal(no.status, 422);
    assert.equal(no.json.section, '15');
    const bad = await call(s, 'POST', '/api/mini/evaluate', { body: { roster: { units: [{ id: 'x', arm: 'horse' }] }, request: charge } });
    assert.equal(bad.status, 400);
    assert.match(bad.json.error, /units\[0\]\.arm: 'horse'/);
  } finally {
    await stopServer(s);
    removeDir(s.data);
  }
});
