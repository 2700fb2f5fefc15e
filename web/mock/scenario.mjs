// Mock server, part 1: the static scenario JSON of docs/api.md
// (GET /api/scenarios/{id}) built from the repository's TOML data files.
// Development and test aid only: the real server is `bohemia serve`.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';

const lab = (c, r) => String(c).padStart(2, '0') + String(r).padStart(2, '0');

function grid(text) {
  return text
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).join('').split(''));
}

const TERRAIN = { c: 'clear', w: 'woods', v: 'village', t: 'town', m: 'marsh' };

/** "0301-1501" (a row) or "1601-1603" (a column) -> every label between. */
export function expandRange(s) {
  const [a, b] = s.split('-');
  if (!b) return [a];
  const c1 = +a.slice(0, 2), r1 = +a.slice(2), c2 = +b.slice(0, 2), r2 = +b.slice(2);
  const out = [];
  if (r1 === r2) for (let c = Math.min(c1, c2); c <= Math.max(c1, c2); c++) out.push(lab(c, r1));
  else for (let r = Math.min(r1, r2); r <= Math.max(r1, r2); r++) out.push(lab(c1, r));
  return out;
}

export function loadMap(dataDir, id) {
  const t = parse(readFileSync(join(dataDir, 'maps', `${id}.toml`), 'utf8'));
  const terrain = grid(t.map.terrain);
  const levels = grid(t.map.levels);
  const hexes = [];
  for (let c = 1; c <= t.map.columns; c++)
    for (let r = 1; r <= t.map.rows; r++)
      hexes.push({ hex: lab(c, r), terrain: TERRAIN[terrain[r - 1][c - 1]] ?? 'clear', level: +levels[r - 1][c - 1] });
  const sides = new Map();
  for (const f of ['stream', 'river', 'bridge', 'ravine', 'escarpment'])
    for (const group of t[f] ?? [])
      for (const s of group.hexsides) {
        if (!sides.has(s)) sides.set(s, []);
        sides.get(s).push(f);
      }
  return {
    id: t.map.id,
    name: t.map.name,
    columns: t.map.columns,
    rows: t.map.rows,
    grid: { orientation: t.map.orientation ?? 'flat', offset: t.map.offset ?? 'even-q' },
    hexes,
    roads: (t.road ?? []).map((x) => x.hexes),
    paths: (t.path ?? []).map((x) => x.hexes),
    railways: (t.railway ?? []).map((x) => x.hexes),
    hexsides: [...sides].map(([side, features]) => ({ side, features })),
    places: (t.place ?? []).map((p) => ({ name: p.name, hexes: p.hexes })),
  };
}

export function loadScenario(dataDir, id) {
  const t = parse(readFileSync(join(dataDir, 'scenarios', `${id}.toml`), 'utf8'));
  const s = t.scenario;
  const map = loadMap(dataDir, s.map);
  const turns = [];
  for (let h = s.first_turn; h <= s.last_turn; h++) turns.push({ hour: h, day: 1, night: (s.night_turns ?? []).includes(h) });
  const sides = {};
  for (const [side, v] of Object.entries(t.sides ?? {})) sides[side] = { retreat_edge: v.retreat_edge.flatMap(expandRange) };
  return {
    id: s.id,
    system: 'gbn3',
    name: s.name,
    edition: s.edition,
    rules: s.rules,
    first_turn: s.first_turn,
    last_turn: s.last_turn,
    turns,
    sides,
    map,
    cincs: (t.commander_in_chief ?? []).map((c) => ({ id: c.id, name: c.name, side: c.side, reaction: c.reaction, initiative: c.initiative, movement: c.movement })),
    formations: (t.formation ?? []).map((f) => ({
      id: f.id, name: f.name, side: f.side, commander: f.commander ?? null, cinc: f.cinc ?? null,
      independent: !!f.independent, command: f.command ?? null, bonus: f.bonus ?? null,
      aide_command: f.aide_command ?? null, aide_bonus: f.aide_bonus ?? null, movement: f.movement,
      steps: f.steps, demo: f.demo, vp: f.vp,
    })),
    units: (t.unit ?? []).map((u) => ({
      id: u.id, name: u.name, side: u.side, formation: u.formation, kind: u.type, heavy: !!u.heavy,
      guard: !!u.guard, combat: u.combat, morale: u.morale, movement: u.movement, range: u.range ?? null,
    })),
    locations: (t.victory?.location ?? []).map((l) => ({
      place: l.place, vp: l.vp, hexes: map.places.find((p) => p.name === l.place)?.hexes ?? [],
    })),
    reinforcements: (t.reinforcement ?? []).map((r) => ({ turn: r.turn, day: 1, hex: r.hex, pieces: r.pieces })),
    setup: (t.setup ?? []).map((x) => ({ hex: x.hex, facing: x.facing, pieces: x.pieces })),
  };
}

export function listScenarios(dataDir) {
  return readdirSync(join(dataDir, 'scenarios'))
    .filter((f) => f.endsWith('.toml'))
    .map((f) => loadScenario(dataDir, f.replace(/\.toml$/, '')));
}

/** A large synthetic map (17 x 20, as Gitschin) for render benchmarks. */
export function syntheticLarge(base) {
  const cols = 17, rows = 20;
  const hexes = [];
  for (let c = 1; c <= cols; c++)
    for (let r = 1; r <= rows; r++) {
      const h = (c * 7 + r * 13) % 23;
      const terrain = h < 4 ? 'woods' : h === 5 ? 'village' : h === 11 && c % 4 === 0 ? 'town' : h === 17 ? 'marsh' : 'clear';
      const level = 1 + Math.min(3, Math.floor((Math.sin(c / 3) + Math.cos(r / 4) + 2) * 1.0));
      hexes.push({ hex: lab(c, r), terrain, level });
    }
  const hexsides = [];
  for (let c = 1; c <= cols; c++) hexsides.push({ side: lab(c, 10) + '/S', features: ['river'] });
  for (let r = 2; r < rows; r += 3) hexsides.push({ side: lab(5, r) + '/NE', features: ['stream'] });
  hexsides.push({ side: lab(8, 10) + '/S', features: ['river', 'bridge'] });
  const road = [];
  for (let r = 1; r <= rows; r++) road.push(lab(8, r));
  const path = [];
  for (let c = 1; c <= cols; c++) path.push(lab(c, 6));
  return {
    ...base,
    id: 'large',
    name: 'Synthetic 17 x 20 (benchmark)',
    map: { ...base.map, id: 'large', name: 'Synthetic 17 x 20', columns: cols, rows, hexes, hexsides, roads: [road], paths: [path], railways: [[lab(1, 15), lab(2, 15), lab(3, 16), lab(4, 16), lab(5, 17)]] },
  };
}
