// GBN3's own fields of the API's answers (docs/api.md): the scenario's map,
// pieces and days, the view's pieces, phase, cup, combats and result, and
// the odds. They extend the neutral envelope of api/types.ts; only this
// module reads them.
import type { DayInfo, GameEnvelope, LegalAction, LogEntry, MapEnvelope, ScenarioDoc, ScenarioSummary } from '../../api/types';

/** GBN3's two seats. */
export type Side = 'prussia' | 'austria';
export type Facing = 'N' | 'NE' | 'SE' | 'S' | 'SW' | 'NW';

export interface Gbn3Summary extends ScenarioSummary {
  edition: string;
  rules: string;
  first_turn: number;
  last_turn: number;
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

export interface MapData extends MapEnvelope {
  name: string;
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
export interface Gbn3Day extends DayInfo {
  scenario: string;
  first_turn: number;
  last_turn: number;
}

export interface Scenario extends ScenarioDoc {
  edition: string;
  days?: number;
  day_list?: Gbn3Day[];
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

export interface GameView extends GameEnvelope {
  seed_public: boolean;
  turn: { hour: number; day: number; night: boolean; label: string };
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

/** A legal action with GBN3's structured fields (docs/api.md). */
export interface Gbn3LegalAction extends LegalAction {
  facing?: Facing | null;
}

/** A log line with when it was written: the turn and phase of its action. */
export interface Gbn3LogEntry extends LogEntry {
  hour: number;
  day: number;
  phase: string;
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
