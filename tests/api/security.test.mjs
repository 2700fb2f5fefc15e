// Security (issue 20, docs/security.md): the static route serves nothing
// outside the web root, whatever the path; cross-site requests and foreign
// Host names are refused; limits per client; headers on every answer.
// Raw sockets, not fetch: fetch would normalise the paths under test.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import crypto from 'node:crypto';
import { mkdirSync, writeFileSync, symlinkSync, readFileSync } from 'node:fs';
import { join, basename } from 'node:path';
import { startServer, stopServer, removeDir, call, tempDir } from './server.mjs';

// One HTTP/1.1 request with the target and headers exactly as given.
function raw(s, target, { method = 'GET', headers = {}, body = '' } = {}) {
  return new Promise((resolve, reject) => {
    const sock = net.connect(s.port, '127.0.0.1');
    let buf = Buffer.alloc(0);
    const h = { host: `127.0.0.1:${s.port}`, connection: 'close', ...headers };
    if (body) h['content-length'] = Buffer.byteLength(body);
    sock.on('connect', () => {
      const lines = Object.entries(h).map(([k, v]) => `${k}: ${v}`);
      sock.write(`${method} ${target} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n${body}`);
    });
    sock.on('data', (d) => (buf = Buffer.concat([buf, d])));
    sock.on('error', reject);
    sock.on('close', () => {
      const text = buf.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const head = end < 0 ? text : text.slice(0, end);
      const status = Number((head.match(/^HTTP\/1\.1 (\d+)/) || [])[1] || 0);
      resolve({ status, head: head.toLowerCase(), body: end < 0 ? '' : text.slice(end + 4) });
    });
  });
}

// A web root with an app, a link inside it and links pointing out of it.
function webRoot() {
  const dir = tempDir();
  const web = join(dir, 'dist');
  mkdirSync(join(web, 'assets'), { recursive: true });
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(web, 'assets', 'app.js'), 'console.log("app")');
  const marker = `secret-${crypto.randomBytes(8).toString('hex')}`;
  writeFileSync(join(dir, 'outside.txt'), marker);
  symlinkSync(join(dir, 'outside.txt'), join(web, 'leak.txt'));
  symlinkSync('/etc', join(web, 'etc'));
  symlinkSync(dir, join(web, 'up'));
  symlinkSync(join(web, 'assets', 'app.js'), join(web, 'alias.js'));
  writeFileSync(join(web, '.hidden'), marker);
  return { dir, web, marker };
}

test('static route: no request reads a file outside the web root', async () => {
  const root = webRoot();
  const data = tempDir();
  const s = await startServer(data, ['--web', root.web]);
  try {
    const passwd = readFileSync('/etc/passwd', 'latin1').slice(0, 20);
    const cwdDb = `//proc/self/cwd/${data}/bohemia.sqlite3`.replace('//proc/self/cwd//', '//proc/self/root/');
    const attacks = [
      '//etc/passwd',
      '///etc/passwd',
      '//etc//passwd',
      cwdDb,
      `//proc/self/root${data}/bohemia.sqlite3`,
      `//proc/self/root${data}/bohemia.sqlite3-wal`,
      '//proc/self/environ',
      '/%2fetc/passwd',
      '/%2Fetc%2Fpasswd',
      '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2f..%2fetc/passwd',
      '/assets//../../../etc/passwd',
      '/assets/../../../../etc/passwd',
      '/./etc/passwd',
      '/index.html/../../../etc/passwd',
      '/\\etc\\passwd',
      '/leak.txt',
      '/etc/passwd',
      '/up/outside.txt',
      `/up/${basename(root.web)}/../outside.txt`,
      '/.hidden',
      '/assets/%00.js',
    ];
    for (const target of attacks) {
      const r = await raw(s, target);
      assert.ok(r.status === 404 || r.status === 400, `${target}: status ${r.status}`);
      assert.ok(!r.body.includes(passwd), `${target}: the password file`);
      assert.ok(!r.body.includes(root.marker), `${target}: a file outside the root`);
      assert.ok(!r.body.includes('SQLite format'), `${target}: the database`);
    }
    // What the root holds is served, a link inside the root included.
    assert.equal((await raw(s, '/')).body, '<!doctype html><title>app</title>');
    assert.equal((await raw(s, '/assets/app.js')).body, 'console.log("app")');
    assert.equal((await raw(s, '/alias.js')).body, 'console.log("app")');
    assert.equal((await raw(s, '/?game=abc')).status, 200);
  } finally {
    await stopServer(s);
    removeDir(data);
    removeDir(root.dir);
  }
});

test('headers: no Referer, no framing, a content security policy on the app', async () => {
  const root = webRoot();
  const data = tempDir();
  const s = await startServer(data, ['--web', root.web]);
  try {
    const page = await raw(s, '/');
    assert.match(page.head, /referrer-policy: no-referrer/);
    assert.match(page.head, /x-frame-options: deny/);
    assert.match(page.head, /content-security-policy: default-src 'self'/);
    const api = await raw(s, '/api/scenarios');
    assert.match(api.head, /referrer-policy: no-referrer/);
    assert.doesNotMatch(api.head, /access-control-allow-origin/);
    // CORS stays closed: a preflight gets no permission.
    const pre = await raw(s, '/api/games', { method: 'OPTIONS', headers: { origin: 'http://evil.example' } });
    assert.doesNotMatch(pre.head, /access-control-allow/);
  } finally {
    await stopServer(s);
    removeDir(data);
    removeDir(root.dir);
  }
});

test('cross-site: a foreign Origin may not post or open the events socket; a foreign Host is refused', async () => {
  const data = tempDir();
  const s = await startServer(data);
  try {
    const body = JSON.stringify({ scenario: 'trautenau', prussia: 'human', austria: 'human' });
    const evil = await raw(s, '/api/games', { method: 'POST', body, headers: { origin: 'http://evil.example', 'content-type': 'text/plain' } });
    assert.equal(evil.status, 403);
    const same = await raw(s, '/api/games', { method: 'POST', body, headers: { origin: `http://127.0.0.1:${s.port}`, 'content-type': 'application/json' } });
    assert.equal(same.status, 201);
    const id = JSON.parse(same.body).id;
    const ws = (origin) =>
      raw(s, `/api/games/${id}/events`, {
        headers: { origin, upgrade: 'websocket', connection: 'Upgrade', 'sec-websocket-key': crypto.randomBytes(16).toString('base64'), 'sec-websocket-version': '13' },
      });
    const wsEvil = await Promise.race([ws('http://evil.example'), new Promise((r) => setTimeout(() => r({ status: -1 }), 3000))]);
    assert.equal(wsEvil.status, 403);
    // DNS rebinding: a page of another name resolved to 127.0.0.1.
    const rebound = await raw(s, '/api/scenarios', { headers: { host: `evil.example:${s.port}` } });
    assert.equal(rebound.status, 421);
    assert.equal((await raw(s, '/api/scenarios', { headers: { host: `localhost:${s.port}` } })).status, 200);
  } finally {
    await stopServer(s);
    removeDir(data);
  }
});

test('limits per client: open connections and games created', async () => {
  const data = tempDir();
  const s = await startServer(data, ['--max-connections-per-client', '3', '--game-burst-per-client', '2', '--games-per-second-per-client', '0.001']);
  try {
    const socks = [];
    for (let i = 0; i < 3; i++) {
      const c = net.connect(s.port, '127.0.0.1');
      await new Promise((r) => c.on('connect', r));
      socks.push(c);
    }
    await new Promise((r) => setTimeout(r, 200));
    const over = await raw(s, '/api/scenarios');
    assert.equal(over.status, 429);
    for (const c of socks) c.destroy();
    await new Promise((r) => setTimeout(r, 300));
    assert.equal((await raw(s, '/api/scenarios')).status, 200);
    const create = () => call(s, 'POST', '/api/games', { body: { scenario: 'trautenau', prussia: 'human', austria: 'human' } });
    assert.equal((await create()).status, 201);
    assert.equal((await create()).status, 201);
    const third = await create();
    assert.equal(third.status, 429);
    assert.match(third.json.error, /too fast/);
  } finally {
    await stopServer(s);
    removeDir(data);
  }
});

test('sizes: a header over 8 KiB, a body over its limit', async () => {
  const data = tempDir();
  const s = await startServer(data);
  try {
    const big = await raw(s, '/api/scenarios', { headers: { 'x-filler': 'x'.repeat(9 * 1024) } });
    assert.equal(big.status, 431);
    const body = JSON.stringify({ scenario: 'x'.repeat(17 * 1024) });
    const r = await raw(s, '/api/games', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
    assert.equal(r.status, 413);
  } finally {
    await stopServer(s);
    removeDir(data);
  }
});

test('play links carry the seat token in the fragment, never in the query', async () => {
  const data = tempDir();
  const s = await startServer(data);
  try {
    const r = await call(s, 'POST', '/api/games', { body: { scenario: 'trautenau', prussia: 'human', austria: 'random' } });
    assert.equal(r.status, 201);
    assert.match(r.json.play.prussia, /^\/\?game=[0-9a-f]+#seat=[0-9a-f]+$/);
  } finally {
    await stopServer(s);
    removeDir(data);
  }
});
