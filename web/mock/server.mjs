#!/usr/bin/env node
// Mock of `bohemia serve` (docs/api.md) for developing and testing the web
// app before or without the C++ server: serves web/dist at / and the API
// under /api with a FAKE game (mock/engine.mjs, not the GBN3 rules).
//   node mock/server.mjs [--port 8067] [--host 127.0.0.1] [--dist DIR]
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { readFileSync, existsSync, statSync } from 'node:fs';
import { join, extname, dirname, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocketServer } from 'ws';
import { listScenarios, syntheticLarge } from './scenario.mjs';
import { FakeGame } from './engine.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const arg = (name, dflt) => { const i = process.argv.indexOf(name); return i > 0 ? process.argv[i + 1] : dflt; };
const port = +arg('--port', process.env.PORT ?? 8067);
const host = arg('--host', '127.0.0.1');
const dist = arg('--dist', join(here, '..', 'dist'));
const dataDir = join(here, '..', '..', 'data', 'gbn3');

const scenarios = new Map();
for (const s of listScenarios(dataDir)) scenarios.set(s.id, s);
// A synthetic 17 x 20 map the size of Gitschin, for the render benchmark.
const trautenau = scenarios.get('trautenau');
if (trautenau) scenarios.set('large', { ...syntheticLarge(trautenau), name: 'Synthetic 17 x 20 map (mock, benchmark only)' });

const games = new Map(); // id -> { game, tokens: {side: token}, sockets: Set }
const SEATS = ['prussia', 'austria'];
const SYSTEMS = [{ id: 'gbn3', name: 'The Great Battles in the era of Napoleon III (1866)', seats: SEATS, hidden_information: false, seat_kinds: ['human', 'easy', 'normal', 'hard', 'random'], default_computer: 'normal' }];
const MAX_BODY = 16 * 1024;
const MAX_IMPORT = 1024 * 1024;

function send(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(text);
}

function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks = [];
    req.on('data', (c) => {
      size += c.length;
      if (size > limit) { reject(Object.assign(new Error('body too large'), { status: 413 })); req.destroy(); return; }
      chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function summary(s) {
  return { id: s.id, system: s.system, name: s.name, edition: s.edition, rules: s.rules, first_turn: s.first_turn, last_turn: s.last_turn, days: 1, map: s.map.id, pending: ['mock server: not the GBN3 rules'] };
}

function seatOf(entry, req) {
  const auth = req.headers.authorization ?? '';
  const m = /^Bearer\s+(\S+)$/.exec(auth);
  if (!m) return { status: 401 };
  for (const [side, tok] of Object.entries(entry.tokens)) if (tok && tok === m[1]) return { side };
  return { status: 403 };
}

/** Who reads (docs/api.md): a seat by its token, else a spectator; a token of no seat is refused. */
function audienceOf(entry, req) {
  if (!req.headers.authorization) return { spectator: true };
  return seatOf(entry, req);
}

function broadcast(entry, fromIndex) {
  const g = entry.game;
  const msgs = [];
  for (const h of g.history.slice(fromIndex)) msgs.push({ type: 'action', index: h.index, side: h.side, chance: h.chance, notation: h.notation, actions: h.index + 1 });
  const logs = g.logEntries.filter((e) => e.index >= fromIndex);
  if (logs.length) msgs.push({ type: 'log', entries: logs });
  for (const ws of entry.sockets) for (const m of msgs) if (ws.readyState === 1) ws.send(JSON.stringify(m));
}

// The seat kinds of docs/api.md; the mock plays its levels at random.
const KINDS = ['human', 'easy', 'normal', 'hard', 'random', 'computer'];
// A seat keeps its kind (the view reports it); the mock's computer plays
// every level as its random player (engine.mjs `runAutomatic`).
const LEVEL_AS = { computer: 'normal' };

function newGame(scenarioId, opts) {
  const sc = scenarios.get(scenarioId);
  const id = randomBytes(6).toString('hex');
  const game = new FakeGame(id, sc, opts);
  const tokens = {};
  for (const side of SEATS) tokens[side] = game.seats[side] === 'human' ? randomBytes(16).toString('hex') : null;
  const entry = { game, tokens, sockets: new Set() };
  games.set(id, entry);
  return entry;
}

function created(entry) {
  const { game, tokens } = entry;
  const play = {};
  for (const s of SEATS) play[s] = tokens[s] ? `/?game=${game.id}#seat=${tokens[s]}` : null;
  return { id: game.id, system: 'gbn3', scenario: game.sc.id, seats: tokens, watch: `/?watch=${game.id}`, play, actions: game.history.length };
}

const MIME = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json', '.png': 'image/png', '.woff2': 'font/woff2' };

function serveStatic(req, res, path) {
  let file = normalize(join(dist, path));
  if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) file = join(dist, 'index.html');
  if (!existsSync(file)) { res.writeHead(404); res.end('web/dist is not built: run web/build.sh'); return; }
  res.writeHead(200, { 'Content-Type': MIME[extname(file)] ?? 'application/octet-stream' });
  res.end(readFileSync(file));
}

async function handle(req, res) {
  const url = new URL(req.url, 'http://x');
  const p = url.pathname;
  if (!p.startsWith('/api/')) return serveStatic(req, res, p);
  const parts = p.split('/').filter(Boolean); // api, ...
  try {
    if (req.method === 'GET' && p === '/api/systems') return send(res, 200, SYSTEMS);
    if (req.method === 'GET' && p === '/api/scenarios') return send(res, 200, [...scenarios.values()].map(summary));
    if (req.method === 'GET' && parts[1] === 'scenarios' && parts.length === 3) {
      const s = scenarios.get(parts[2]);
      if (!s) return send(res, 404, { error: `unknown scenario '${parts[2]}'` });
      const { setup: _setup, ...pub } = s;
      return send(res, 200, pub);
    }
    if (req.method === 'POST' && p === '/api/games/import') {
      const body = JSON.parse(await readBody(req, MAX_IMPORT));
      if (!scenarios.has(body.scenario) || !Array.isArray(body.actions)) return send(res, 400, { error: 'not a save file: scenario, actions' });
      const entry = newGame(body.scenario, { prussia: 'human', austria: 'human', seed: 0 });
      for (const a of body.actions) {
        const r = entry.game.apply(entry.game.actor().side, a);
        if (r.error) return send(res, 422, { error: r.error });
      }
      return send(res, 201, created(entry));
    }
    if (req.method === 'POST' && p === '/api/games') {
      let body;
      try { body = JSON.parse(await readBody(req, MAX_BODY)); } catch (e) { return send(res, e.status ?? 400, { error: e.status ? 'body too large' : 'malformed JSON' }); }
      if (typeof body.scenario !== 'string') return send(res, 400, { error: 'scenario: a string is required' });
      if (!scenarios.has(body.scenario)) return send(res, 404, { error: `unknown scenario '${body.scenario}'` });
      if (body.system !== undefined && body.system !== 'gbn3') return send(res, 404, { error: `unknown game system '${body.system}'` });
      // The seats body, or the earlier one (each seat a field of its own).
      const kinds = {};
      if (body.seats !== undefined) {
        if (!body.seats || typeof body.seats !== 'object' || Array.isArray(body.seats)) return send(res, 400, { error: "field 'seats' must be an object" });
        for (const [k, v] of Object.entries(body.seats)) {
          if (!SEATS.includes(k)) return send(res, 400, { error: `field 'seats': gbn3 has no seat '${k}'` });
          if (!KINDS.includes(v)) return send(res, 400, { error: `field 'seats.${k}' must be one of ${KINDS.join(', ')}` });
        }
        for (const k of SEATS) kinds[k] = LEVEL_AS[body.seats[k]] ?? body.seats[k] ?? 'human';
      } else {
        for (const k of SEATS) if (!KINDS.includes(body[k])) return send(res, 400, { error: `field '${k}' is missing or not one of ${KINDS.join(', ')}` });
        for (const k of SEATS) kinds[k] = LEVEL_AS[body[k]] ?? body[k];
      }
      const entry = newGame(body.scenario, { ...kinds, seed: body.seed });
      entry.game.runAutomatic();
      return send(res, 201, created(entry));
    }
    if (parts[1] !== 'games' || !parts[2]) return send(res, 404, { error: 'no such route' });
    const entry = games.get(parts[2]);
    if (!entry) return send(res, 404, { error: `unknown game '${parts[2]}'` });
    const g = entry.game;
    const sub = parts[3] ?? '';
    if (req.method === 'GET' && sub === 'hint') {
      // The mock has no search AI: its hint is the first legal action, valued 0.
      const seat = seatOf(entry, req);
      if (seat.status) return send(res, seat.status, { error: seat.status === 401 ? 'a seat token is required' : 'not a seat of this game' });
      const a = g.actor();
      if (a.kind !== 'decision' || a.side !== seat.side) return send(res, 403, { error: `a hint is for the seat to decide; ${seat.side} may not ask now` });
      return send(res, 200, { side: seat.side, actions: g.history.length, action: g.legal()[0], value: 0, level: 'normal', iterations: 0, seconds: 0, explanation: 'the mock suggests its first legal action' });
    }
    if (req.method === 'GET' && !['legal', 'save'].includes(sub)) {
      const who = audienceOf(entry, req);
      if (who.status) return send(res, who.status, { error: who.status === 401 ? "the Authorization header must be 'Bearer TOKEN'" : 'this token holds no seat in this game' });
    }
    if (req.method === 'GET' && sub === '') return send(res, 200, g.view());
    if (req.method === 'GET' && sub === 'view') {
      const at = Number(url.searchParams.get('at'));
      if (!Number.isInteger(at) || at < 0 || at > g.history.length) return send(res, 400, { error: `at: 0..${g.history.length}` });
      return send(res, 200, g.view(at));
    }
    if (req.method === 'GET' && sub === 'legal') {
      const seat = seatOf(entry, req);
      if (seat.status) return send(res, seat.status, { error: seat.status === 401 ? 'a seat token is required' : 'not a seat of this game' });
      const a = g.actor();
      return send(res, 200, { side: seat.side, actions: a.kind === 'decision' && a.side === seat.side ? g.legal() : [] });
    }
    if (req.method === 'GET' && sub === 'log') return send(res, 200, g.logEntries.filter((e) => e.index >= Number(url.searchParams.get('from') ?? 0)));
    if (req.method === 'GET' && sub === 'history') return send(res, 200, g.history);
    if (req.method === 'GET' && sub === 'reach') return send(res, 200, g.reach(url.searchParams.get('piece') ?? ''));
    if (req.method === 'GET' && sub === 'los') {
      const from = url.searchParams.get('from'), to = url.searchParams.get('to');
      if (!g.hexes.has(from) || !g.hexes.has(to)) return send(res, 400, { error: 'from, to: hexes of the map' });
      return send(res, 200, g.los(from, to));
    }
    if (req.method === 'GET' && sub === 'odds') {
      const o = g.odds(url.searchParams.get('action') ?? '');
      return o ? send(res, 200, o) : send(res, 422, { error: 'no odds for that action (mock)' });
    }
    if (req.method === 'GET' && sub === 'save') {
      return send(res, 200, { scenario: g.sc.id, edition: g.sc.edition, actions: g.history.map((h) => h.notation), mock: true });
    }
    if (req.method === 'POST' && (sub === 'actions' || sub === 'undo')) {
      const seat = seatOf(entry, req);
      if (seat.status) return send(res, seat.status, { error: seat.status === 401 ? 'a seat token is required' : 'not a seat of this game' });
      let body;
      try { body = JSON.parse(await readBody(req, MAX_BODY)); } catch (e) { return send(res, e.status ?? 400, { error: e.status ? 'body too large' : 'malformed JSON' }); }
      if (!Number.isInteger(body.expect)) return send(res, 400, { error: 'expect: an integer is required' });
      if (body.expect !== g.history.length) return send(res, 409, { error: 'stale: the game has moved on', actions: g.history.length });
      const before = g.history.length;
      if (sub === 'undo') {
        const r = g.undo(seat.side);
        if (r.error) return send(res, r.status, { error: r.error });
        for (const ws of entry.sockets) if (ws.readyState === 1) ws.send(JSON.stringify({ type: 'undo', actions: g.history.length }));
        return send(res, 200, g.view());
      }
      if (typeof body.action !== 'string') return send(res, 400, { error: 'action: a string is required' });
      const a = g.actor();
      if (a.kind !== 'decision' || a.side !== seat.side) return send(res, 403, { error: 'not your decision' });
      const r = g.apply(seat.side, body.action);
      if (r.error) return send(res, 422, { error: r.error });
      g.runAutomatic();
      broadcast(entry, before);
      return send(res, 200, g.view());
    }
    return send(res, 404, { error: 'no such route' });
  } catch (e) {
    return send(res, e.status ?? 400, { error: String(e.message ?? e) });
  }
}

const server = createServer((req, res) => { handle(req, res); });
// A seat offers `bohemia.seat.TOKEN` beside `bohemia`, which is selected.
const wss = new WebSocketServer({ noServer: true, handleProtocols: (protocols) => (protocols.has('bohemia') ? 'bohemia' : false) });
server.on('upgrade', (req, socket, head) => {
  const m = /^\/api\/games\/([^/]+)\/events/.exec(req.url ?? '');
  const entry = m && games.get(m[1]);
  if (!entry) { socket.destroy(); return; }
  const offered = String(req.headers['sec-websocket-protocol'] ?? '').split(',').map((x) => x.trim());
  const seat = offered.find((x) => x.startsWith('bohemia.seat.'));
  if (seat && !Object.values(entry.tokens).includes(seat.slice('bohemia.seat.'.length))) { socket.write('HTTP/1.1 403 Forbidden\r\n\r\n'); socket.destroy(); return; }
  wss.handleUpgrade(req, socket, head, (ws) => {
    entry.sockets.add(ws);
    ws.on('close', () => entry.sockets.delete(ws));
    ws.send(JSON.stringify({ type: 'hello', actions: entry.game.history.length }));
  });
});
server.listen(port, host, () => console.log(`mock bohemia server on http://${host}:${port}/ (dist ${dist})`));
