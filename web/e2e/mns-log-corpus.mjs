// The corpus of Musket & Saber log lines for the French templates' test
// (src/systems/mns/french.test.ts): random Königgrätz games played to the
// end on the real server (the Prussian seat `random`, the Austrian's random
// legal decisions sent from here), every line the Austrian seat reads (it
// reads all: the Prussian's lines are a subset), pieces written {P}, one
// line per shape (numbers as they came, duplicates dropped).
//   BOHEMIA_BIN=build/bohemia node e2e/mns-log-corpus.mjs [--games 6]
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { api, startServer, webDir } from './lib.mjs';

const arg = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const games = Number(arg('--games') || 6);
process.env.BOHEMIA_SERVER = 'real';
const srv = await startServer();
try {
  const doc = (await api(srv.base, 'GET', '/api/scenarios/koniggratz')).data;
  const names = doc.units.flatMap((u) => [u.id, ...(['leader', 'hq', 'trains'].includes(u.type) ? [u.name] : [])]).sort((a, b) => b.length - a.length);
  const re = new RegExp(`(?<![\\w-])(${names.map((n) => n.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')).join('|')})(?![\\w-])`, 'g');
  const shapes = new Map();
  for (let i = 0; i < games; i++) {
    // The Austrian seat is driven here by random legal decisions (its token
    // reads every line: its own hidden set-up too); the Prussian is `random`.
    const g = (await api(srv.base, 'POST', '/api/games', { system: 'mns', scenario: 'koniggratz', seats: { prussia: 'random', austria: 'human' }, seed: 100 + i })).data;
    const tok = g.seats.austria;
    let seed = 7 + i;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    for (let t = 0; t < 20000; t++) {
      const v = (await api(srv.base, 'GET', `/api/games/${g.id}`, undefined, tok)).data;
      if (v.over) break;
      const l = (await api(srv.base, 'GET', `/api/games/${g.id}/legal`, undefined, tok)).data.actions;
      if (!l.length) continue;
      await api(srv.base, 'POST', `/api/games/${g.id}/actions`, { action: l[Math.floor(rnd() * l.length)].notation, expect: v.actions }, tok);
    }
    const log = (await api(srv.base, 'GET', `/api/games/${g.id}/log?from=0`, undefined, tok)).data;
    for (const e of log) {
      const line = e.text.replace(re, '{P}');
      const shape = line.replace(/\d+/g, '9');
      if (!shapes.has(shape)) shapes.set(shape, `${e.section}\t${line}`);
    }
    console.log(`game ${i + 1}: ${log.length} lines, ${shapes.size} shapes`);
  }
  const out = join(webDir, 'src/systems/mns/testdata/log-lines.txt');
  writeFileSync(out, [...shapes.values()].sort().join('\n') + '\n');
  console.log(`wrote ${shapes.size} lines to ${out}`);
} finally {
  srv.stop();
}
