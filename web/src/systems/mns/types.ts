// Musket & Saber's own fields of the API's answers (docs/api.md "A Musket &
// Saber scenario", src/mns/views.cpp): the scenario document with the map
// and the counters' faces, and the view each seat reads.
import type { GameEnvelope, MapEnvelope, ScenarioDoc, ScenarioSummary } from '../../api/types';

export type Side = 'prussia' | 'austria';
export type UnitType = 'infantry' | 'battalion' | 'cavalry' | 'squadron' | 'artillery' | 'leader' | 'hq' | 'trains';

/** The values printed on one side of a counter (which ones depends on the type). */
export interface Face {
  cf?: number;
  paren?: boolean;
  mr?: number;
  ma?: number;
  ma_kind?: 'number' | 'variable' | 'bracketed';
  charge?: number;
  attack?: number;
  defense?: number;
  range?: number;
  movement?: number;
}

export interface MnsUnitInfo {
  id: string;
  name: string;
  side: Side;
  type: UnitType;
  army?: string;
  formations: string[];
  sub_formation?: string;
  steps: number;
  full: Face;
  back: Face;
  span?: string[];
  span_all?: boolean;
}

export interface MnsFormation {
  id: string;
  label: string;
  name: string;
  side: Side;
  army?: string;
  subs: { id: string; label: string; name: string }[];
}

export interface MnsMap extends MapEnvelope {
  name: string;
  hexes: { hex: string; terrain: string; hill?: boolean; fieldworks?: boolean; battery_position?: boolean; west_bank?: boolean }[];
  hexsides: { side: string; features: string[] }[];
  roads: [string, string][];
  trails: [string, string][];
  entries: { id: string; hex: string; loc: boolean }[];
  places: { name: string; hexes: string[] }[];
  fieldworks_line: string[];
}

/** The charts as the game reads them (docs/api.md `charts`): MP in MP, null where prohibited. */
export interface MnsCharts {
  crt: { status: string; section: string; derivation: string; columns: { label: string; min: number | null; max: number | null }[]; rows: string[][] };
  tec: {
    status: string;
    section: string;
    derivation: string;
    arms: string[];
    hexes: { name: string; mp: (number | null)[]; attacker_halvings: number[]; march: boolean; charge: boolean; los_blocks: boolean; zoc_into: boolean; defender_may_advance: boolean; bombard_into: boolean }[];
    hill: { mp_add_uphill: (number | null)[]; attacker_halvings: number[]; range_bonus: number; charge: boolean };
    fieldworks: { attacker_halvings_across_protected: number[]; charge_across_protected: boolean; battery_range_bonus: number; battery_attack_bonus: number };
    paths: { name: string; mp: (number | null)[]; march_mp: number | null }[];
    hexsides: { name: string; mp_add: (number | null)[]; attacker_halvings: number[]; march: boolean; charge: boolean; zoc_across: boolean; los_blocks_unless_adjacent: boolean }[];
  };
  rain: { status: string; section: string; derivation: string; start: string; weathers: string[]; table: Record<string, string[]>; effects: Record<string, { los: number; hill_bonus: number; fieldworks_bonus: number; absolute: boolean; max_mp: number }> };
}

export interface MnsScenario extends ScenarioDoc {
  edition: string;
  rules: string;
  turns: { turn: number; light: 'day' | 'twilight' | 'night' }[];
  map: MnsMap;
  armies: { id: string; name: string; side: Side; hq?: string; trains?: string }[];
  formations: MnsFormation[];
  units: MnsUnitInfo[];
  arrivals: { id: string; army?: string; turn: number; entries: string[]; units: string[]; roll?: { kind: string; turn: number; success: number[]; otherwise_turn: number } }[];
  victory: { hex: string | null; trains?: string; draw_below: number };
  charts?: MnsCharts;
}

export interface MnsSummary extends ScenarioSummary {
  edition: string;
  rules: string;
  turns: number;
  hidden_information?: boolean;
}

/** A unit as the asking seat may know it. */
export interface MnsUnitView {
  id: string;
  name: string;
  side: Side;
  type: UnitType;
  where: 'waiting' | 'map' | 'hidden' | 'track' | 'eliminated' | 'destroyed' | 'captured' | 'casualty' | 'set aside';
  hex?: string;
  /** The hidden-movement box (§19.8): only to the Austrian seat. */
  box?: string;
  track?: number;
  back: boolean;
  disrupted?: boolean;
  /** An Austrian line's apex (§19.7), "N-NE" … */
  line?: string;
  open_order?: boolean;
  moved?: boolean;
  charge?: string;
}

/** A hidden-movement marker on the map (§19.8); `real` only to the Austrian seat. */
export interface MnsMarkerView {
  id: string;
  hex: string;
  real?: boolean;
}

/** A move of the other side's latest decisions (the view's `last`), as this seat saw it. */
export interface MnsLastMove {
  index: number;
  side: Side;
  notation: string;
  piece: string;
  from: string;
  to: string;
  march?: boolean;
}

export interface MnsView extends GameEnvelope {
  turn: number;
  turns: number;
  phase: 'setup' | 'movement' | 'combat' | 'turn end' | 'over';
  step: string;
  active: Side;
  weather: 'heavy' | 'light' | 'clear';
  light: 'day' | 'twilight' | 'night';
  units: MnsUnitView[];
  markers: MnsMarkerView[];
  vp: [number, number];
  last: MnsLastMove[];
  result: string | null;
}
