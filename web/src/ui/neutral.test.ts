// The client's envelope knows no game system (issue 15 item 4): the API
// client and types (api/) and the screens (ui/) reach a system only through
// systems/module.ts and systems/registry.ts. A source scan: it fails when a
// file there imports a system's folder, names GBN3's seats, or writes one of
// GBN3's action types, phases or rule sections as a string.
/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';

// Every TypeScript file of api/ and ui/, as text (vite reads them when the test is built).
const SOURCES = import.meta.glob(['../api/**/*.ts', './**/*.ts', '!./neutral.test.ts'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

function files(): { path: string; text: string }[] {
  return Object.entries(SOURCES).map(([path, text]) => ({ path: path.replace(/^\.\.\//, '').replace(/^\.\//, 'ui/'), text }));
}

/** The code without its comments (a comment may give GBN3 as an example). */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

// GBN3's action types (docs/api.md, in both spellings), phases, and any rule section.
const GBN3_TYPES = 'cinc_move cinc_stay first direct attach ready fire hold move exit end_move assault end_assaults coordinate separate resolve evade stand support volley defend attack loss retreat advance no_advance aide special enter cinc';
const GBN3_PHASES = 'turn_start cinc_reaction cinc_move initiative_roll initiative_pick draw activation_test command barrage movement declare coordinate select combat rally end_turn between_days game_over';
const WORDS = new Set([...GBN3_TYPES.split(' '), ...GBN3_TYPES.split(' ').map((w) => w.replace('_', ' ')), ...GBN3_PHASES.split(' ')]);

/** The string literals of a code text, as written between their quotes. */
function literals(text: string): string[] {
  return [...text.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)].map((m) => m[1] ?? m[2] ?? m[3]);
}

describe('api/ and ui/ are system-neutral', () => {
  const all = files();
  it('finds the files it scans', () => {
    expect(all.map((f) => f.path)).toEqual(expect.arrayContaining(['api/client.ts', 'api/types.ts', 'ui/game.ts', 'ui/lobby.ts', 'ui/board.ts', 'ui/panels.ts', 'ui/viewport.ts']));
  });
  it('imports no system folder (only systems/module and systems/registry)', () => {
    const bad = all.flatMap((f) =>
      [...f.text.matchAll(/from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]/g)]
        .map((m) => m[1] ?? m[2])
        .filter((spec) => /systems\//.test(spec) && !/systems\/(module|registry)$/.test(spec))
        .map((spec) => `${f.path}: ${spec}`),
    );
    expect(bad).toEqual([]);
  });
  it("names neither 'prussia' nor 'austria'", () => {
    const bad = all.filter((f) => /prussia|austria/i.test(f.text)).map((f) => f.path);
    expect(bad).toEqual([]);
  });
  it("writes no GBN3 action type, phase or rule section as a string", () => {
    const bad = all.flatMap((f) =>
      literals(code(f.text))
        .filter((s) => WORDS.has(s) || /^§?\d{1,2}(\.\d{1,2}){1,3}$/.test(s) || /§\d/.test(s))
        .map((s) => `${f.path}: '${s}'`),
    );
    expect(bad).toEqual([]);
  });
  it('the scan would catch a leak', () => {
    const leak = "import { x } from '../systems/gbn3/actions';\nif (a.type === 'end move') note('§9.3');";
    expect(literals(code(leak)).filter((s) => WORDS.has(s) || /§\d/.test(s))).toEqual(['end move', '§9.3']);
    expect(/systems\/gbn3/.test(leak)).toBe(true);
  });
});
