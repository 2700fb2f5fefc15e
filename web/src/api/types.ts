// The JSON shapes of the bohemia server API (docs/api.md). The client reads
// them only through these types so a change of contract shows up in tsc.
import type { GridLayout } from '../core/hex';

export type Side = 'prussia' | 'austria';
export type Facing = 'N' | 'NE' | 'SE' | 'S' | 'SW' | 'NW';

export interface SystemInfo {
  id: string;
  name: string;
}

export interface ScenarioSummary {
  id: string;
  system: string;
  name: string;
  edition: string;
  rules: string;
  first_turn: number;
  last_turn: number;
  days?: number;
  map: string;
  /** The scenario's special rules by name, and those not enforced yet. */
  special_rules?: string[];
  pending?: string[];
}

export interface MapHex {
  hex: string;
  terrain: string;
  level: number;
}

export interface MapHexside {
  side: string;
  features: string[];
}

export interface MapData {
  id: string;
  name: string;
  columns: number;
  rows: number;
  /** The grid's layout (web/src/core/hex.ts); absent from an older server: flat, even-q. */
  grid?: GridLayout;
  hexes: MapHex[];
  roads: string[][];
  paths: string[][];
  railways: string[][];
  hexsides: MapHexside[];
  places: { name: string; hexes: string[] }[];
}

export interface CincInfo {
  id: string;
  name: string;
  side: Side;
  reaction: number;
  initiative: number;
  movement: number;
}

export interface FormationInfo {
  id: string;
  name: string;
  side: Side;
  commander: string | null;
  cinc: string | null;
  independent: boolean;
  command: number | null;
  bonus: number | null;
  aide_command: number | null;
  aide_bonus: number | null;
  /** The commander's movement allowance (rule 1.2.2 prints it on the counter). */
  movement: number;
  steps: number;
  demo: number;
  vp: number;
}

export interface UnitInfo {
  id: string;
  name: string;
  side: Side;
  formation: string;
  kind: 'infantry' | 'light' | 'cavalry' | 'artillery';
  heavy?: boolean;
  guard?: boolean;
  combat: number;
  morale: number;
  movement: number;
  range?: number | null;
}

export interface TurnInfo {
  hour: number;
  day: number;
  night: boolean;
}

/** One day of a scenario: a battle has one, a campaign two (§13). */
export interface DayInfo {
  day: number;
  scenario: string;
  name: string;
  map: string;
  first_turn: number;
  last_turn: number;
}

export interface Scenario {
  id: string;
  system: string;
  name: string;
  edition: string;
  days?: number;
  /** The day this document describes (`?day=`): its map, lines of retreat and pieces. */
  day?: number;
  day_list?: DayInfo[];
  /** Every day's turns, in order (a campaign's day 2 follows day 1). */
  turns: TurnInfo[];
  sides: Record<string, { retreat_edge: string[] }>;
  map: MapData;
  cincs: CincInfo[];
  formations: FormationInfo[];
  units: UnitInfo[];
  locations: { place: string; hexes: string[]; vp: number; day?: number }[];
  reinforcements: { turn: number; day?: number; hex: string; pieces: string[] }[];
}

export interface CreatedGame {
  id: string;
  system: string;
  scenario: string;
  seats: Record<Side, string | null>;
  watch: string;
  play?: Record<Side, string | null>;
  actions?: number;
}

export interface PieceView {
  id: string;
  kind: 'unit' | 'commander' | 'cinc';
  side: Side;
  where: 'map' | 'pending' | 'eliminated' | 'exited';
  hex: string | null;
  facing: Facing | null;
  disorganised: boolean;
  losses: number;
  markers: string[];
}

export interface LastMove {
  index: number;
  side: Side | null;
  notation: string;
  from: string | null;
  to: string | null;
}

export interface GameView {
  id: string;
  system: string;
  scenario: string;
  actions: number;
  over: boolean;
  seed_public: boolean;
  turn: { hour: number; day: number; night: boolean; label: string };
  /** The id of the map the day is played on. */
  map?: string;
  phase: string;
  section: string;
  describe: string;
  actor: { kind: 'decision' | 'chance' | 'terminal'; side: Side | null };
  seats: Record<Side, 'human' | 'random' | string>;
  active_formation: string | null;
  pieces: PieceView[];
  /** Hexsides a special rule changed: what they are now, and how. */
  hexsides: { side: string; state: 'destroyed' | 'ford' | 'pontoon' | 'changed' | string; features?: string[] }[];
  /** Campaigns: the days already scored (§13). */
  days?: (GameResult & { day: number })[];
  cup: { left: string[]; drawn: string[] };
  vp: Record<Side, number>;
  last: LastMove[];
  /** The side that may take back the last action now (POST /undo), else null. */
  undo?: Side | null;
  /** The assaults declared in this activation (9.5.1). */
  combats?: DeclaredCombat[];
  /** The assault being resolved, and the step that waits. */
  combat?: CurrentCombat | null;
  result: null | GameResult;
}

/** A day's or the game's result; `ended_by`: the scenario rule that ended it early. */
export interface GameResult {
  winner: Side | null;
  level: string;
  vp: Record<Side, number>;
  ended_by?: { rule: string; section: string } | null;
}

export interface DeclaredCombat {
  target: string;
  attackers: { piece: string; value: number }[];
  coordinated: boolean;
  asked: boolean;
  done: boolean;
}

export interface CurrentCombat {
  index: number;
  target: string;
  attackers: string[];
  defenders: string[];
  supports: string[];
  coordinated: boolean;
  /** evade support defend volley attack finish, or a roll (defend_roll …). */
  step: string;
  section: string;
}

export interface LegalAction {
  notation: string;
  type: string;
  piece?: string | null;
  hex?: string | null;
  facing?: Facing | null;
  target?: string | null;
  /** type "special": the scenario rule that offers the decision, and its section. */
  rule?: string;
  section?: string;
  [field: string]: unknown;
}

export interface Legal {
  side: Side | null;
  actions: LegalAction[];
}

export interface LogEntry {
  index: number;
  /** The action of the history that wrote the line; null: the set-up, before any. */
  action?: number | null;
  hour: number;
  day: number;
  phase: string;
  section: string;
  text: string;
  hexes: string[];
}

export interface HistoryEntry {
  index: number;
  side: Side | null;
  chance: boolean;
  notation: string;
}

export interface ReachHex {
  hex: string;
  cost: number;
  path: string[];
}

export interface LineOfSight {
  clear: boolean;
  blocked_by: string | null;
  line: string[];
  /** False beyond the longest line traced (6 hexes): no line then. */
  in_range?: boolean;
  section?: string;
}

export interface OddsModifier {
  text: string;
  section: string;
  column: number;
  drm: number;
}

/** One die roll met on the way to an action's outcome, with its own odds. */
export interface OddsRoll {
  roll: string;
  section: string;
  modifiers: OddsModifier[];
  column: number;
  drm: number;
  results: Record<string, number>;
}

export interface Odds {
  action: string;
  kind: 'barrage' | 'defend' | 'volley' | 'attack' | 'assault' | 'stand';
  modifiers: OddsModifier[];
  column: number;
  drm: number;
  /** The main roll's results over every line of play ("none": never rolled). */
  results: Record<string, number>;
  rolls?: OddsRoll[];
  combined?: { defence: Record<string, string>; attack: string | null; morale?: Record<string, string>; p: number }[];
  /** Decisions the action does not settle, taken by a fixed policy. */
  assumptions?: string[];
}

export type GameEvent =
  | { type: 'hello'; actions: number }
  | { type: 'undo'; actions: number }
  | { type: 'action'; index: number; side: Side | null; chance: boolean; notation: string; actions: number }
  | { type: 'log'; entries: LogEntry[] };
