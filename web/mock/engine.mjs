// Mock server, part 2: a FAKE game that speaks docs/api.md so the web app can
// be developed and tested without `bohemia serve`. It is NOT the GBN3 rules:
// phases, costs, line of sight and odds are simplified stand-ins with the
// same shapes (exact odds by enumerating one d6, summing to 1).
const DIRS = ['N', 'NE', 'SE', 'S', 'SW', 'NW'];
const STEP = { N: [0, -1], NE: [1, -1], SE: [1, 0], S: [0, 1], SW: [-1, 1], NW: [-1, 0] };
const lab = (c, r) => String(c).padStart(2, '0') + String(r).padStart(2, '0');
const off = (h) => ({ c: +h.slice(0, 2), r: +h.slice(2) });
const ax = (h) => { const o = off(h); return { q: o.c, r: o.r - (o.c + (o.c & 1)) / 2 }; };
const fromAx = (q, r) => lab(q, r + (q + (q & 1)) / 2);
export const nb = (h, d) => { const a = ax(h); return fromAx(a.q + STEP[d][0], a.r + STEP[d][1]); };
export const dist = (a, b) => { const x = ax(a), y = ax(b); const dq = x.q - y.q, dr = x.r - y.r; return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2; };
const TERRAIN_COST = { clear: 1, woods: 2, village: 1, town: 1, marsh: 3 };
const BLOCKING = new Set(['woods', 'village', 'town']);
const CRT_NAMES = ['-', 'T', 'D', 'D+1'];

function rng(seed) {
  let a = seed >>> 0;
  return () => { a = (a + 0x6d2b79f5) >>> 0; let t = a; t = Math.imul(t ^ (t >>> 15), t | 1); t ^= t + Math.imul(t ^ (t >>> 7), t | 61); return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
}

/** The hexes on the straight line between two hexes (cube lerp). */
export function hexLine(a, b) {
  const A = ax(a), B = ax(b), n = dist(a, b), out = [];
  for (let i = 0; i <= n; i++) {
    const t = n === 0 ? 0 : i / n;
    const q = A.q + (B.q - A.q) * t + 1e-6, r = A.r + (B.r - A.r) * t + 1e-6, s = -q - r;
    let rq = Math.round(q), rr = Math.round(r); const rs = Math.round(s);
    const dq = Math.abs(rq - q), dr = Math.abs(rr - r), ds = Math.abs(rs - s);
    if (dq > dr && dq > ds) rq = -rr - rs; else if (dr > ds) rr = -rq - rs;
    out.push(fromAx(rq, rr));
  }
  return out;
}

export class FakeGame {
  constructor(id, scenario, opts) {
    this.id = id;
    this.sc = scenario;
    this.seats = { prussia: opts.prussia ?? 'human', austria: opts.austria ?? 'human' };
    this.seed = opts.seed ?? Math.floor(Math.random() * 2 ** 31);
    this.seedPublic = opts.seed !== undefined;
    this.rand = rng(this.seed);
    this.hexes = new Map(scenario.map.hexes.map((h) => [h.hex, h]));
    this.sideFeatures = new Map();
    for (const hs of scenario.map.hexsides) {
      const [h, d] = hs.side.split('/');
      this.sideFeatures.set(`${h}/${d}`, hs.features);
      this.sideFeatures.set(`${nb(h, d)}/${DIRS[(DIRS.indexOf(d) + 3) % 6]}`, hs.features);
    }
    this.roadSteps = new Set();
    for (const r of [...scenario.map.roads, ...scenario.map.paths])
      for (let i = 1; i < r.length; i++) { this.roadSteps.add(`${r[i - 1]}>${r[i]}`); this.roadSteps.add(`${r[i]}>${r[i - 1]}`); }
    this.units = new Map(scenario.units.map((u) => [u.id, u]));
    this.forms = new Map(scenario.formations.map((f) => [f.id, f]));
    this.cincs = new Map(scenario.cincs.map((c) => [c.id, c]));
    const pieces = [];
    const add = (id, where, hex, facing) => {
      const side = this.units.get(id)?.side ?? this.forms.get(id)?.side ?? this.cincs.get(id)?.side;
      const kind = this.units.has(id) ? 'unit' : this.forms.has(id) ? 'commander' : 'cinc';
      pieces.push({ id, kind, side, where, hex, facing: kind === 'unit' ? facing : null, disorganised: false, losses: 0, markers: [] });
    };
    for (const s of scenario.setup ?? []) for (const p of s.pieces) add(p, 'map', s.hex, s.facing);
    for (const r of scenario.reinforcements) for (const p of r.pieces) if (!pieces.some((x) => x.id === p)) add(p, 'pending', null, null);
    this.s = {
      turnIndex: 0, phase: 'draw', active: null, cup: [], drawn: [], pieces, assaults: [], resolving: null,
      over: false, hexsides: [], vp: { prussia: 0, austria: 0 },
    };
    this.history = [];
    this.logEntries = [];
    this.snapshots = [JSON.stringify(this.s)];
    this.startTurn();
  }

  // ---- derived state ----
  piece(id) { return this.s.pieces.find((p) => p.id === id); }
  turn() { const t = this.sc.turns[this.s.turnIndex]; return { ...t, label: `${String(t.hour).padStart(2, '0')}.00` }; }
  formationOf(p) { return this.units.get(p.id)?.formation ?? (this.forms.has(p.id) ? p.id : null); }
  sideOfFormation(f) { return this.forms.get(f)?.side; }
  activeSide() { return this.s.active ? this.sideOfFormation(this.s.active) : null; }
  enemy(side) { return side === 'prussia' ? 'austria' : 'prussia'; }
  onMap(side) { return this.s.pieces.filter((p) => p.where === 'map' && (!side || p.side === side)); }
  unitsAt(hex) { return this.s.pieces.filter((p) => p.where === 'map' && p.hex === hex && p.kind === 'unit'); }
  enemyAt(hex, side) { return this.unitsAt(hex).some((p) => p.side !== side); }
  section() { return { draw: '9.1.1', command: '9.1', barrage: '9.2', movement: '9.3', assault: '9.5.1', defence: '9.5.3', attack: '9.5.3', roll_defence: '9.5.5', roll_attack: '9.5.5', roll_fire: '9.2.2', over: '11.4' }[this.s.phase] ?? '6'; }

  actor() {
    const ph = this.s.phase;
    if (this.s.over) return { kind: 'terminal', side: null };
    if (ph === 'draw' || ph.startsWith('roll')) return { kind: 'chance', side: null };
    if (ph === 'defence') return { kind: 'decision', side: this.enemy(this.activeSide()) };
    return { kind: 'decision', side: this.activeSide() };
  }

  activePieces() {
    return this.s.pieces.filter((p) => p.where === 'map' && this.formationOf(p) === this.s.active);
  }

  /** Movement points to every reachable hex (fake TEC: terrain, +1 per level up, roads half). */
  reach(pieceId) {
    const p = this.piece(pieceId);
    if (!p || p.where !== 'map' || this.s.phase !== 'movement' || !this.activePieces().includes(p) || p.markers.includes('moved')) return [];
    const mp = this.units.get(p.id)?.movement ?? this.forms.get(p.id)?.movement ?? 6;
    const best = new Map([[p.hex, { cost: 0, path: [p.hex] }]]);
    const open = [p.hex];
    while (open.length) {
      open.sort((a, b) => best.get(a).cost - best.get(b).cost);
      const h = open.shift();
      const cur = best.get(h);
      if (h !== p.hex && this.adjacentEnemy(h, p.side)) continue; // stop in an enemy's zone
      for (const d of DIRS) {
        const n = nb(h, d);
        const hx = this.hexes.get(n);
        if (!hx) continue;
        const feats = this.sideFeatures.get(`${h}/${d}`) ?? [];
        if (feats.includes('river') && !feats.includes('bridge')) continue;
        if (p.kind === 'unit' && this.enemyAt(n, p.side)) continue;
        const road = this.roadSteps.has(`${h}>${n}`);
        let c = road ? 0.5 : TERRAIN_COST[hx.terrain] + Math.max(0, hx.level - this.hexes.get(h).level) + (feats.includes('stream') ? 1 : 0);
        const total = cur.cost + c;
        if (total > mp) continue;
        if (!best.has(n) || best.get(n).cost > total) {
          best.set(n, { cost: total, path: [...cur.path, n] });
          open.push(n);
        }
      }
    }
    return [...best].filter(([h]) => h !== p.hex).map(([hex, v]) => ({ hex, cost: v.cost, path: v.path }));
  }

  adjacentEnemy(hex, side) { return DIRS.some((d) => this.enemyAt(nb(hex, d), side)); }

  los(from, to) {
    const line = hexLine(from, to);
    const top = Math.max(this.hexes.get(from)?.level ?? 1, this.hexes.get(to)?.level ?? 1);
    for (const h of line.slice(1, -1)) {
      const hx = this.hexes.get(h);
      if (hx && (BLOCKING.has(hx.terrain) || hx.level > top)) return { clear: false, blocked_by: h, line, in_range: true, section: '9.2.1' };
    }
    return { clear: true, blocked_by: null, line, in_range: true, section: '9.2.1' };
  }

  legal() {
    const ph = this.s.phase;
    const side = this.actor().side;
    const acts = [];
    const add = (notation, fields = {}) => acts.push({ notation, type: notation.split(' ')[0], ...fields });
    if (ph === 'command') {
      add('ready');
      for (const p of this.onMap(side)) {
        const f = this.forms.get(this.formationOf(p));
        if (f?.independent && p.kind === 'unit' && !p.markers.includes('attached')) add(`attach ${p.id}`, { piece: p.id });
      }
    } else if (ph === 'barrage') {
      for (const p of this.activePieces()) {
        const u = this.units.get(p.id);
        if (u?.kind !== 'artillery' || p.markers.includes('fired') || p.disorganised) continue;
        for (const t of this.onMap(this.enemy(side))) {
          if (t.kind !== 'unit' || dist(p.hex, t.hex) > (u.range ?? 0) || !this.los(p.hex, t.hex).clear) continue;
          const i = DIRS.indexOf(p.facing);
          for (const f of [p.facing, DIRS[(i + 1) % 6], DIRS[(i + 5) % 6]]) add(`fire ${p.id} ${t.id} ${f}`, { piece: p.id, target: t.id, facing: f, hex: t.hex });
        }
      }
      add('hold');
    } else if (ph === 'movement') {
      for (const p of this.activePieces()) {
        if (p.markers.includes('moved')) continue;
        for (const r of this.reach(p.id)) {
          if (p.kind === 'unit') for (const f of DIRS) add(`move ${p.id} ${r.hex} ${f}`, { piece: p.id, hex: r.hex, facing: f });
          else add(`move ${p.id} ${r.hex}`, { piece: p.id, hex: r.hex });
        }
        if (p.kind === 'unit') for (const f of DIRS) if (f !== p.facing) add(`move ${p.id} ${p.hex} ${f}`, { piece: p.id, hex: p.hex, facing: f });
      }
      add('end move');
    } else if (ph === 'assault') {
      for (const p of this.activePieces()) {
        const u = this.units.get(p.id);
        if (!u || u.kind === 'artillery' || p.disorganised || this.s.assaults.some((a) => a.unit === p.id)) continue;
        const targets = DIRS.map((d) => nb(p.hex, d)).filter((h) => this.enemyAt(h, side));
        for (const t of targets) add(`assault ${p.id} ${t}:${u.combat}`, { piece: p.id, hex: t });
        if (targets.length === 2 && u.combat >= 2) {
          const a = Math.ceil(u.combat / 2);
          add(`assault ${p.id} ${targets[0]}:${a} ${targets[1]}:${u.combat - a}`, { piece: p.id, hex: targets[0] });
        }
      }
      add('end assaults');
    } else if (ph === 'defence') {
      const a = this.s.assaults[this.s.resolving];
      const v = this.unitsAt(a.hex).reduce((n, p) => n + (this.units.get(p.id)?.combat ?? 0), 0);
      add(`defend ${v}`, { hex: a.hex });
      if (this.s.pieces.some((p) => p.kind === 'commander' && p.where === 'map' && p.hex === a.hex)) add(`defend ${v} bonus`, { hex: a.hex });
    } else if (ph === 'attack') {
      const a = this.s.assaults[this.s.resolving];
      add('attack', { hex: a.hex, piece: a.unit });
      const cmd = this.s.active;
      if (this.piece(cmd)?.hex === this.piece(a.unit)?.hex) add('attack bonus', { hex: a.hex, piece: a.unit });
    }
    return acts;
  }

  chanceOutcomes() {
    if (this.s.phase === 'draw') return this.s.cup.map((f) => `draw ${f}`);
    if (this.s.phase.startsWith('roll')) return [1, 2, 3, 4, 5, 6].map((d) => `roll ${d}`);
    return [];
  }

  // ---- odds (fake CRT: column from the values, one d6) ----
  crtDistribution(column, drm) {
    const counts = { '-': 0, T: 0, D: 0, 'D+1': 0 };
    for (let d = 1; d <= 6; d++) counts[this.crt(column, drm, d)]++;
    const res = {};
    for (const k of CRT_NAMES) res[k] = counts[k] / 6;
    return res;
  }
  crt(column, drm, die) {
    const x = die + column + drm;
    return x <= 4 ? '-' : x <= 6 ? 'T' : x <= 9 ? 'D' : 'D+1';
  }
  odds(action) {
    const t = action.split(' ');
    const mods = [];
    let column, kind, combined;
    if (t[0] === 'assault' || t[0] === 'attack') {
      const a = t[0] === 'attack' ? this.s.assaults[this.s.resolving] : { unit: t[1], hex: t[2].split(':')[0], value: +t[2].split(':')[1] };
      if (!a) return null;
      const att = this.piece(a.unit);
      const def = this.unitsAt(a.hex).reduce((n, p) => n + (this.units.get(p.id)?.combat ?? 0), 0);
      column = Math.max(1, Math.min(6, 3 + a.value - def));
      mods.push({ text: `attack ${a.value} against ${def}`, section: '9.5.5', column: 0, drm: 0 });
      if (att?.side === 'prussia') { mods.push({ text: '+1 col. Dreyse needle gun', section: '9.5.2', column: 1, drm: 0 }); column += 1; }
      const terr = this.hexes.get(a.hex)?.terrain;
      if (terr === 'woods' || terr === 'village' || terr === 'town') { mods.push({ text: `-1 col. defender in ${terr}`, section: 'TEC', column: -1, drm: 0 }); column -= 1; }
      if (t[1] === 'bonus' || t[t.length - 1] === 'bonus') mods.push({ text: '+1 DRM commander bonus', section: '9.5.13', column: 0, drm: 1 });
      const drm = mods.reduce((n, m) => n + m.drm, 0);
      kind = t[0] === 'attack' ? 'attack' : 'assault';
      const results = this.crtDistribution(column, drm);
      let rolls, assumptions;
      if (kind === 'assault') {
        const fire = this.crtDistribution(Math.max(1, def), 0);
        combined = [];
        for (const f of CRT_NAMES) for (const r of CRT_NAMES) {
          const p = fire[f] * results[r];
          if (p > 0) combined.push({ defence: { [a.unit]: f }, attack: r, p });
        }
        rolls = [
          { roll: `defensive fire at ${a.unit}`, section: '9.5.3', modifiers: [{ text: `defence ${def}`, section: '9.5.3', column: 0, drm: 0 }], column: Math.max(1, def), drm: 0, results: fire },
          { roll: `attack on ${a.hex}`, section: '9.5.5', modifiers: mods, column, drm, results },
        ];
        assumptions = ['the defender stands (9.5.4) (mock)'];
      }
      return { action, kind, modifiers: mods, column, drm, results, rolls, combined, assumptions };
    }
    if (t[0] === 'defend') {
      const v = +t[1].split(',')[0];
      column = Math.max(1, Math.min(6, v));
      mods.push({ text: `defensive fire ${v}`, section: '9.5.5', column: 0, drm: 0 });
      if (t[2] === 'bonus') mods.push({ text: '+1 DRM commander bonus', section: '9.5.13', column: 0, drm: 1 });
      const drm = mods.reduce((n, m) => n + m.drm, 0);
      return { action, kind: 'defend', modifiers: mods, column, drm, results: this.crtDistribution(column, drm) };
    }
    if (t[0] === 'fire') {
      const art = this.units.get(t[1]);
      const tgt = this.piece(t[2]);
      const d = tgt && this.piece(t[1]) ? dist(this.piece(t[1]).hex, tgt.hex) : 1;
      column = Math.max(1, (art?.combat ?? 1) + 1);
      mods.push({ text: `barrage value ${art?.combat ?? '?'}`, section: '9.2.2', column: 0, drm: 0 });
      if (d > 1) { mods.push({ text: `-1 DRM range ${d}`, section: '9.2.2', column: 0, drm: -1 }); }
      const drm = mods.reduce((n, m) => n + m.drm, 0);
      return { action, kind: 'barrage', modifiers: mods, column, drm, results: this.crtDistribution(column, drm) };
    }
    return null;
  }

  // ---- applying actions ----
  log(text, section, hexes = []) {
    const t = this.turn();
    this.logEntries.push({ index: this.history.length, hour: t.hour, day: t.day, phase: this.s.phase, section, text, hexes });
  }

  startTurn() {
    const t = this.turn();
    for (const r of this.sc.reinforcements)
      if (r.turn === t.hour)
        for (const id of r.pieces) {
          const p = this.piece(id);
          if (p && p.where === 'pending') Object.assign(p, { where: 'map', hex: r.hex, facing: p.kind === 'unit' ? 'N' : null });
        }
    for (const p of this.s.pieces) p.markers = p.markers.filter((m) => m === 'ooc');
    this.s.cup = this.sc.formations.filter((f) => !f.independent && this.s.pieces.some((p) => p.where === 'map' && this.formationOf(p) === f.id)).map((f) => f.id);
    this.s.drawn = [];
    this.s.phase = 'draw';
    this.s.active = null;
  }

  nextActivation() {
    this.s.assaults = [];
    this.s.resolving = null;
    if (this.s.cup.length === 0) {
      if (this.s.turnIndex + 1 >= this.sc.turns.length) { this.s.over = true; this.s.phase = 'over'; this.log('End of the battle.', '11.4'); return; }
      this.s.turnIndex++;
      this.log(`Turn ${this.turn().label} begins.`, '6');
      this.startTurn();
    } else this.s.phase = 'draw';
  }

  apply(side, notation) {
    const isChance = this.actor().kind === 'chance';
    const legal = isChance ? this.chanceOutcomes() : this.legal().map((a) => a.notation);
    if (!legal.includes(notation)) return { error: `${this.section()}: '${notation}' is refused: not a legal action now (mock)` };
    const t = notation.split(' ');
    this.history.push({ index: this.history.length, side: isChance ? null : side, chance: isChance, notation });
    const ph = this.s.phase;
    if (t[0] === 'draw') {
      this.s.active = t[1];
      this.s.cup = this.s.cup.filter((f) => f !== t[1]);
      this.s.drawn.push(t[1]);
      this.s.phase = 'command';
      this.log(`${this.forms.get(t[1]).name} is activated.`, '9.1.1');
    } else if (t[0] === 'ready') this.s.phase = 'barrage';
    else if (t[0] === 'attach') { this.piece(t[1]).markers.push('attached'); this.log(`${t[1]} acts with ${this.s.active}.`, '9.1.3', [this.piece(t[1]).hex]); }
    else if (t[0] === 'fire') { this.pending = { kind: 'fire', art: t[1], target: t[2], facing: t[3] }; this.s.phase = 'roll_fire'; }
    else if (t[0] === 'hold') this.s.phase = 'movement';
    else if (t[0] === 'move') {
      const p = this.piece(t[1]);
      const from = p.hex;
      p.hex = t[2];
      if (t[3]) p.facing = t[3];
      if (p.kind === 'unit') {
        for (const q of this.s.pieces) if (q.kind === 'unit' && q.hex === p.hex && q.where === 'map') q.facing = p.facing;
        p.markers.push('moved');
      }
      this.log(`${t[1]} moves ${from} to ${t[2]}${t[3] ? ' facing ' + t[3] : ''}.`, '9.3', [from, t[2]]);
    } else if (t[0] === 'end' && t[1] === 'move') { this.s.phase = 'assault'; this.log('Movement ends.', '9.3'); }
    else if (t[0] === 'assault') {
      for (const part of t.slice(2)) { const [hex, v] = part.split(':'); this.s.assaults.push({ unit: t[1], hex, value: +v }); }
      this.log(`${t[1]} assaults ${t.slice(2).map((x) => x.split(':')[0]).join(' ')}.`, '9.5.1', t.slice(2).map((x) => x.split(':')[0]));
    } else if (t[0] === 'end' && t[1] === 'assaults') {
      if (this.s.assaults.length) { this.s.resolving = 0; this.s.phase = 'defence'; } else this.nextActivation();
    } else if (t[0] === 'defend') this.s.phase = 'roll_defence';
    else if (t[0] === 'attack') { this.s.phase = 'roll_attack'; this.pending = { bonus: t[1] === 'bonus' }; }
    else if (t[0] === 'roll') {
      const die = +t[1];
      if (ph === 'roll_fire') {
        const o = this.odds(`fire ${this.pending.art} ${this.pending.target} ${this.pending.facing}`);
        const res = this.crt(o.column, o.drm, die);
        this.piece(this.pending.art).markers.push('fired');
        this.piece(this.pending.art).facing = this.pending.facing;
        this.hit(this.piece(this.pending.target), res, '9.2.2', die);
        this.s.phase = 'barrage';
      } else if (ph === 'roll_defence') {
        const a = this.s.assaults[this.s.resolving];
        this.log(`Defensive fire at ${a.hex}: die ${die}.`, '9.5.5', [a.hex]);
        this.s.phase = 'attack';
      } else if (ph === 'roll_attack') {
        const a = this.s.assaults[this.s.resolving];
        const o = this.odds(`assault ${a.unit} ${a.hex}:${a.value}`);
        const res = this.crt(o.column, o.drm + (this.pending.bonus ? 1 : 0), die);
        for (const p of this.unitsAt(a.hex)) this.hit(p, res, '9.5.7', die);
        this.s.resolving++;
        if (this.s.resolving >= this.s.assaults.length) this.nextActivation();
        else this.s.phase = 'defence';
      }
    }
    this.s.vp.prussia = this.s.pieces.filter((p) => p.side === 'austria').reduce((n, p) => n + p.losses, 0) >> 1;
    this.s.vp.austria = this.s.pieces.filter((p) => p.side === 'prussia').reduce((n, p) => n + p.losses, 0) >> 1;
    this.snapshots.push(JSON.stringify(this.s));
    return { ok: true };
  }

  hit(p, res, section, die) {
    if (!p) return;
    if (res === 'D' || res === 'D+1') p.disorganised = true;
    if (res === 'D+1') p.losses++;
    const m = this.units.get(p.id)?.morale ?? 1;
    if (p.losses >= m) { p.where = 'eliminated'; p.hex = null; }
    this.log(`die ${die}: ${res} on ${p.id}.`, section, p.hex ? [p.hex] : []);
  }

  /** Chance and computer moves until a human decision (or the end). */
  runAutomatic(limit = 5000) {
    for (let i = 0; i < limit && !this.s.over; i++) {
      const a = this.actor();
      if (a.kind === 'chance') {
        const o = this.chanceOutcomes();
        this.apply(null, o[Math.floor(this.rand() * o.length)]);
      } else if (a.kind === 'decision' && this.seats[a.side] && this.seats[a.side] !== 'human') {
        // Every computer level plays as the mock's random player (no search AI here).
        const l = this.legal();
        // The random player prefers ending a phase now and then so games move on.
        const enders = l.filter((x) => ['end', 'hold', 'ready'].includes(x.type));
        const pool = enders.length && this.rand() < 0.35 ? enders : l;
        this.apply(a.side, pool[Math.floor(this.rand() * pool.length)].notation);
      } else return;
    }
  }

  undo(side) {
    const last = this.history[this.history.length - 1];
    if (!last || last.chance || last.side !== side) return { status: 422, error: '6: nothing of yours to take back since the last die or the other side\'s decision (mock)' };
    this.history.pop();
    this.snapshots.pop();
    this.s = JSON.parse(this.snapshots[this.snapshots.length - 1]);
    this.logEntries = this.logEntries.filter((e) => e.index < this.history.length);
    return { ok: true };
  }

  view(at) {
    const s = at === undefined ? this.s : JSON.parse(this.snapshots[at]);
    const saved = this.s;
    this.s = s;
    const count = at === undefined ? this.history.length : at;
    const actor = this.actor();
    // The last decisions of the side that acted before the current actor.
    const hist = this.history.slice(0, count);
    const last = [];
    let lastSide = null;
    for (let i = hist.length - 1; i >= 0 && last.length < 12; i--) {
      const h = hist[i];
      if (h.chance) { if (last.length) break; continue; }
      if (lastSide === null) { if (h.side === actor.side && actor.kind === 'decision') continue; lastSide = h.side; }
      if (h.side !== lastSide) break;
      const t = h.notation.split(' ');
      const before = i > 0 ? JSON.parse(this.snapshots[i]) : null;
      const from = t[0] === 'move' && before ? before.pieces.find((p) => p.id === t[1])?.hex ?? null : null;
      last.unshift({ index: h.index, side: h.side, notation: h.notation, from, to: t[0] === 'move' ? t[2] : null });
    }
    const v = {
      id: this.id, system: 'gbn3', scenario: this.sc.id, actions: count, over: s.over, seed_public: this.seedPublic,
      turn: this.turn(), phase: s.phase, section: this.section(),
      describe: `${this.turn().label} ${s.phase}${s.active ? ': ' + s.active : ''}`,
      actor, seats: this.seats, active_formation: s.active,
      pieces: s.pieces, hexsides: s.hexsides, cup: { left: s.cup, drawn: s.drawn }, vp: s.vp, last,
      // Who may take back the last action (docs/api.md `undo`): its decider, while nothing came after.
      undo: !s.over && at === undefined && hist.length && !hist[hist.length - 1].chance ? hist[hist.length - 1].side : null,
      combats: [], combat: null,
      result: s.over ? { winner: s.vp.prussia > s.vp.austria ? 'prussia' : s.vp.austria > s.vp.prussia ? 'austria' : null, level: 'minor', vp: s.vp } : null,
    };
    this.s = saved;
    return JSON.parse(JSON.stringify(v));
  }
}
