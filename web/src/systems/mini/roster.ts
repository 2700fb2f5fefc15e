// The evening's roster in the browser: kept in localStorage between visits,
// with a starting table of seven brigades when there is none yet. Only data
// here: the rules are the server's.
import type { MiniUnit, Roster } from './types';

const KEY = 'bohemia.mini.roster';

export function blankUnit(id: string, nation: string, arm: MiniUnit['arm']): MiniUnit {
  return {
    id,
    name: '',
    nation,
    side: '',
    arm,
    weight: arm === 'cavalry' ? 'light' : 'none',
    class: 'B',
    formation: 'line',
    state: 'formed',
    casualties: 0,
    fire_a: false,
    bua: false,
    general: 'near',
    supports: [{ distance: 3 }],
    behind_supports: false,
    routed_through: false,
    rout_near: false,
    pursuing: false,
    off_table: false,
    orders: arm === 'cavalry' ? 'attack' : 'engage',
  };
}

function named(u: MiniUnit, name: string, changes: Partial<MiniUnit> = {}): MiniUnit {
  return { ...u, name, ...changes };
}

export function startingRoster(): Roster {
  return {
    bohemia_mini: 1,
    title: '',
    move: 1,
    readings: {},
    units: [
      named(blankUnit('p-hus', 'prussia', 'cavalry'), '1st Hussars'),
      named(blankUnit('p-drag', 'prussia', 'cavalry'), '2nd Dragoons', { weight: 'medium' }),
      named(blankUnit('p-inf', 'prussia', 'infantry'), '3rd Infantry'),
      named(blankUnit('f-inf', 'france', 'infantry'), '45th Line'),
      named(blankUnit('f-inf2', 'france', 'infantry'), '46th Line'),
      named(blankUnit('f-gun', 'france', 'artillery'), 'Battery 4'),
      named(blankUnit('f-cuir', 'france', 'cavalry'), '6th Cuirassiers', { weight: 'heavy' }),
    ],
    queue: [],
    log: [],
    undo: [],
  };
}

export function loadRoster(): Roster {
  try {
    const text = localStorage.getItem(KEY);
    if (text) return JSON.parse(text) as Roster;
  } catch {
    /* no storage, or a damaged entry: start again */
  }
  return startingRoster();
}

export function saveRoster(r: Roster): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(r));
  } catch {
    /* storage full or off: the page still works */
  }
}

export function unitName(r: Roster, id: string | undefined): string {
  const u = r.units.find((x) => x.id === id);
  return u ? u.name || u.id : id ?? '';
}

export function sideOf(u: MiniUnit): string {
  return u.side || u.nation;
}
