// Starts `bohemia serve` on a free port with a temporary --data directory,
// and small helpers for the API tests (Node's built-in fetch, no packages).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import net from 'node:net';
import crypto from 'node:crypto';

export const BIN = process.env.BOHEMIA_BIN || 'build/bohemia';

export function tempDir() {
  return mkdtempSync(join(tmpdir(), 'bohemia-api-'));
}

// Resolves to {proc, base, port, data} once the server prints its address.
// The server key (docs/security.md) is kept beside the data directory.
export function startServer(data = tempDir(), extra = []) {
  return new Promise((resolve, reject) => {
    const args = ['serve', '--port', '0', '--data', data, '--secret', `${data}.key`, ...extra];
    const proc = spawn(BIN, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out} ${err}`)), 20000);
    proc.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/serving (http:\/\/[0-9.]+:(\d+))\//);
      if (m) {
        clearTimeout(timer);
        resolve({ proc, base: m[1], port: Number(m[2]), data, stderr: () => err });
      }
    });
    proc.stderr.on('data', (d) => (err += d));
    proc.on('exit', (code) => reject(new Error(`server exited ${code}: ${err}`)));
  });
}

export function stopServer(s, signal = 'SIGTERM') {
  return new Promise((resolve) => {
    if (s.proc.exitCode !== null || s.proc.signalCode !== null) return resolve();
    s.proc.removeAllListeners('exit');
    s.proc.on('exit', () => resolve());
    s.proc.kill(signal);
  });
}

export function removeDir(d) {
  rmSync(d, { recursive: true, force: true });
  rmSync(`${d}.key`, { force: true });
}

export async function call(s, method, path, { body, token, raw } = {}) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(s.base + path, {
    method,
    headers,
    body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: res.status, json, text, headers: res.headers };
}

export async function newGame(s, opts = {}) {
  const r = await call(s, 'POST', '/api/games', {
    body: { scenario: 'trautenau', prussia: 'human', austria: 'human', ...opts },
  });
  if (r.status !== 201) throw new Error(`create: ${r.status} ${r.text}`);
  return r.json;
}

// The seat whose decision it is, and its legal actions.
export async function toAct(s, game) {
  const view = (await call(s, 'GET', `/api/games/${game.id}`)).json;
  if (view.actor.kind !== 'decision') return { view, side: null, legal: [] };
  const side = view.actor.side;
  const legal = (await call(s, 'GET', `/api/games/${game.id}/legal`, { token: game.seats[side] })).json.actions;
  return { view, side, legal };
}

// Plays `n` decisions (the first legal action, or one picked by `pick`).
export async function play(s, game, n, pick = (legal) => legal[0]) {
  let last = null;
  for (let i = 0; i < n; i++) {
    const { view, side, legal } = await toAct(s, game);
    if (!side || legal.length === 0) break;
    const a = pick(legal, view);
    const r = await call(s, 'POST', `/api/games/${game.id}/actions`, {
      body: { action: a.notation, expect: view.actions },
      token: game.seats[side],
    });
    if (r.status !== 200) throw new Error(`play ${a.notation}: ${r.status} ${r.text}`);
    last = r.json;
  }
  return last;
}

// A minimal WebSocket client (RFC 6455) for the events route: Node 18 has
// no WebSocket. Server frames are unmasked text frames.
export function openEvents(s, id) {
  return new Promise((resolve, reject) => {
    const sock = net.connect(s.port, '127.0.0.1');
    const key = crypto.randomBytes(16).toString('base64');
    const messages = [];
    const waiters = [];
    let buf = Buffer.alloc(0);
    let upgraded = false;
    sock.on('error', reject);
    sock.on('connect', () => {
      sock.write(
        `GET /api/games/${id}/events HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n` +
          `Connection: Upgrade\r\nSec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      );
    });
    const client = {
      messages,
      next(timeout = 5000) {
        if (messages.length) return Promise.resolve(messages.shift());
        return new Promise((res, rej) => {
          const t = setTimeout(() => rej(new Error('no WebSocket message')), timeout);
          waiters.push((m) => {
            clearTimeout(t);
            res(m);
          });
        });
      },
      close() {
        sock.destroy();
      },
    };
    sock.on('data', (d) => {
      buf = Buffer.concat([buf, d]);
      if (!upgraded) {
        const end = buf.indexOf('\r\n\r\n');
        if (end < 0) return;
        const head = buf.subarray(0, end).toString();
        if (!head.startsWith('HTTP/1.1 101')) return reject(new Error(head));
        upgraded = true;
        buf = buf.subarray(end + 4);
        resolve(client);
      }
      for (;;) {
        if (buf.length < 2) return;
        let len = buf[1] & 0x7f;
        let off = 2;
        if (len === 126) {
          if (buf.length < 4) return;
          len = buf.readUInt16BE(2);
          off = 4;
        } else if (len === 127) {
          if (buf.length < 10) return;
          len = Number(buf.readBigUInt64BE(2));
          off = 10;
        }
        if (buf.length < off + len) return;
        const opcode = buf[0] & 0x0f;
        const payload = buf.subarray(off, off + len).toString();
        buf = buf.subarray(off + len);
        if (opcode !== 1) continue;
        const msg = JSON.parse(payload);
        if (waiters.length) waiters.shift()(msg);
        else messages.push(msg);
      }
    });
  });
}
