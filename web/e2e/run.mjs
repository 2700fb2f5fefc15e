// Runs the end-to-end tests in headless chromium against the server under
// test (real `bohemia serve` when built, else the mock; BOHEMIA_SERVER=real|mock
// forces one). Prints one line per test and "N passed, N failed".
//
// E2E_JOBS=N runs N tests at a time (default 1), each worker with its own
// server and data directory, so that no test sees another's games. Not the
// default: on two cores two workers saved only 553 -> 464 s, and a test's
// 15 s wait for the page timed out under the contention
// (docs/performance.md, "the test command", 2026-11-29).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, webDir } from './lib.mjs';

// The longest tests first, so that parallel workers end together (measured
// 2026-11-29: these take 20 to 130 s each, the others 3 to 18 s). A test
// missing from this list only runs later; none is left out.
const longest = ['koniggratz-computer', 'koniggratz.test', 'scenarios', 'koniggratz-odds', 'small-things', 'french', 'koniggratz-turn', 'koniggratz-screenshots'];
const rank = (f) => {
  const i = longest.findIndex((l) => f.startsWith(l.endsWith('.test') ? l : `${l}.`));
  return i < 0 ? longest.length : i;
};

const only = process.argv[2];
const files = readdirSync(join(webDir, 'e2e'))
  .filter((f) => f.endsWith('.test.mjs') && (!only || f.includes(only)))
  .sort()
  .sort((a, b) => rank(a) - rank(b));
const jobs = Math.max(1, Math.min(files.length, Number(process.env.E2E_JOBS ?? 1)));
let passed = 0;
let failed = 0;
const queue = [...files];

async function worker(_, k) {
  const srv = await startServer();
  console.log(`e2e worker ${k + 1}: the ${srv.kind} server at ${srv.base}`);
  try {
    for (let f = queue.shift(); f; f = queue.shift()) {
      const mod = await import(join(webDir, 'e2e', f));
      const t0 = Date.now();
      try {
        await mod.run({ base: srv.base, kind: srv.kind });
        passed++;
        console.log(`PASS ${f}: ${mod.name} (${Date.now() - t0} ms)`);
      } catch (e) {
        failed++;
        console.log(`FAIL ${f}: ${mod.name}\n  ${String(e.stack ?? e).split('\n').slice(0, 6).join('\n  ')}`);
      }
    }
  } finally {
    srv.stop();
  }
}

const t0 = Date.now();
console.log(`e2e: ${files.length} tests, ${jobs} at a time`);
await Promise.all(Array.from({ length: jobs }, worker));
console.log(`e2e: ${passed} passed, ${failed} failed (${Math.round((Date.now() - t0) / 1000)} s)`);
process.exit(failed ? 1 : 0);
