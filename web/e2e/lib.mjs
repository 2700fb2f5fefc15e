// Shared e2e helpers: start the server under test (the real `bohemia serve`
// when build/bohemia has it, else the mock), launch Debian's chromium through
// playwright-core, and small API calls.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:net';
import { chromium } from 'playwright-core';

export const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
export const repoDir = join(webDir, '..');
export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

function freePort() {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const p = s.address().port;
      s.close(() => resolve(p));
    });
  });
}

/** True when build/bohemia knows the `serve` command. */
export function realServerAvailable() {
  const bin = process.env.BOHEMIA_BIN ?? join(repoDir, 'build', 'bohemia');
  if (!existsSync(bin)) return null;
  const r = spawnSync(bin, ['serve', '--help'], { encoding: 'utf8', timeout: 5000 });
  return r.status === 0 ? bin : null;
}

/** Starts the server under test; returns { base, kind, stop }. `args`: more
 * options of the real server (e.g. `--computer-pause 0`), unused by the mock. */
export async function startServer({ args = [] } = {}) {
  const port = await freePort();
  const want = process.env.BOHEMIA_SERVER ?? 'auto'; // auto | real | mock
  const bin = want === 'mock' ? null : realServerAvailable();
  if (want === 'real' && !bin) throw new Error('BOHEMIA_SERVER=real but build/bohemia has no serve command');
  let proc;
  let dataDir = null;
  if (bin) {
    dataDir = mkdtempSync(join(tmpdir(), 'bohemia-e2e-data-'));
    proc = spawn(bin, ['serve', '--host', '127.0.0.1', '--port', String(port), '--data', dataDir, '--web', join(webDir, 'dist'), ...args], { cwd: repoDir, stdio: ['ignore', 'pipe', 'pipe'] });
  } else {
    proc = spawn(process.execPath, [join(webDir, 'mock', 'server.mjs'), '--port', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] });
  }
  let errText = '';
  proc.stderr.on('data', (d) => (errText += d));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15000;
  for (;;) {
    try {
      const r = await fetch(`${base}/api/scenarios`);
      if (r.ok) break;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline || proc.exitCode !== null) throw new Error(`server did not start: ${errText}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    kind: bin ? 'real' : 'mock',
    stop() {
      proc.kill('SIGTERM');
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Launches headless chromium with a fresh profile (its own --user-data-dir):
 * each call is a separate browser, so two calls are two players. */
export async function launch() {
  const profile = mkdtempSync(join(tmpdir(), 'bohemia-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1400, height: 900 },
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export async function api(base, method, path, body, token) {
  const headers = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const r = await fetch(base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await r.text();
  let data = null;
  try {
    data = JSON.parse(text);
  } catch {
    data = text;
  }
  return { status: r.status, data };
}

/** Opens a page and waits until the app says it is ready. */
export async function openApp(context, url, size = { width: 1400, height: 900 }) {
  const page = await context.newPage();
  await page.setViewportSize(size);
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.ready === '1' || document.documentElement.dataset.error, null, { timeout: 20000 });
  const err = await page.evaluate(() => document.documentElement.dataset.error);
  if (err) throw new Error(`app error: ${err}`);
  return { page, errors };
}

/** Waits for the page's action count to reach at least n, with no decision
 * of its own still on its way (a click then would be refused). */
export async function waitActions(page, n, timeout = 15000) {
  await page.waitForFunction((k) => Number(document.documentElement.dataset.actions ?? -1) >= k && document.documentElement.dataset.busy !== '1', n, { timeout });
}
