// Runs the end-to-end tests in headless chromium against the server under
// test (real `bohemia serve` when built, else the mock; BOHEMIA_SERVER=real|mock
// forces one). Prints one line per test and "N passed, N failed".
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, webDir } from './lib.mjs';

const only = process.argv[2];
const files = readdirSync(join(webDir, 'e2e')).filter((f) => f.endsWith('.test.mjs') && (!only || f.includes(only))).sort();
const srv = await startServer();
console.log(`e2e against the ${srv.kind} server at ${srv.base}`);
let passed = 0;
let failed = 0;
for (const f of files) {
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
srv.stop();
console.log(`e2e: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
