// The system-neutral JSON shapes of the bohemia server API (docs/api.md):
// what every game system's answers share (the envelope). A system's own
// fields (GBN3's pieces, phases, cup, combats, odds) are typed in its
// module (systems/<id>/types.ts), which extends these. The client reads the
// API only through these types so a change of contract shows up in tsc.
import type { GridLayout } from '../core/hex';

/** A seat of a game system, by the name `/api/systems` lists. */
export type Seat = string;

/** A game system the server plays, with its seats (issue 15). */
export interface SystemInfo {
  id: string;
  name: string;
  seats: Seat[];
  hidden_information: boolean;
  /** What a seat of a new game may be (docs/api.md): human, the levels, random. */
  seat_kinds?: SeatKind[];
  default_computer?: SeatKind;
}

/** A scenario as `/api/scenarios` lists it; a system adds its own fields. */
export interface ScenarioSummary {
  id: string;
  system: string;
  name: string;
  map?: string;
  /** 1 for a single battle, more when the scenario is played over days. */
  days?: number;
}

/** One day of a scenario played over several, each maybe on its own map. */
export interface DayInfo {
  day: number;
  map: string;
  name: string;
}

/** The part of a map every hex-and-counter system has: its hexes' labels,
 * size and grid layout (the geometry is in core/hex.ts). */
export interface MapEnvelope {
  id: string;
  columns: number;
  rows: number;
  /** The grid's layout (core/hex.ts gridLayout); absent from an older server: flat, even-q. */
  grid?: GridLayout;
  hexes: { hex: string }[];
}

/** `GET /api/scenarios/{id}[?day=N]`: what a client draws; the system's module reads the rest. */
export interface ScenarioDoc {
  id: string;
  system: string;
  name: string;
  /** The day this document describes (`?day=`). */
  day?: number;
  day_list?: DayInfo[];
  map: MapEnvelope;
}

/** `POST /api/games` and `/import`: the seats' tokens (null: a computer seat). */
export interface CreatedGame {
  id: string;
  system: string;
  scenario: string;
  seats: Record<Seat, string | null>;
  watch: string;
  play?: Record<Seat, string | null>;
  actions?: number;
}

/** How a seat is played: by a person, by a level of the computer opponent
 * (issue 17), or by the server's random player (kept for tests). */
export type SeatKind = 'human' | 'easy' | 'normal' | 'hard' | 'random';

/** The levels of the computer opponent, easiest first. */
export const LEVELS: SeatKind[] = ['easy', 'normal', 'hard'];

/** `GET /api/games/{id}/hint`: the computer's suggestion for the seat's decision. */
export interface Hint {
  side: Seat;
  actions: number;
  action: LegalAction;
  /** The estimate for the asking seat, from -1 (a major defeat) to +1 (a major victory). */
  value: number;
  level: string;
  iterations: number;
  seconds: number;
  explanation: string;
}

/** The body of `POST /api/games`. */
export interface CreateRequest {
  system?: string;
  scenario: string;
  seats: Record<Seat, SeatKind>;
  seed?: number;
}

/** Who acts now: a seat's decision, chance (the dice), or the end. */
export interface Actor {
  kind: 'decision' | 'chance' | 'terminal';
  /** The seat that decides (the API names it `side`). */
  side: Seat | null;
}

/** The envelope of every view (`GET /api/games/{id}`, `/view?at=K`, an
 * action's or an undo's answer), as the asker may know it. */
export interface GameEnvelope {
  id: string;
  system: string;
  scenario: string;
  actions: number;
  over: boolean;
  seed_public?: boolean;
  seed?: number;
  /** The id of the map the view is played on (a day may have its own). */
  map?: string;
  actor: Actor;
  seats: Record<Seat, SeatKind | string>;
  /** The seat that may take back the last action now (POST /undo), else null. */
  undo?: Seat | null;
  /** The computer seat thinking now, else null. */
  thinking?: Seat | null;
  /** The result once over, in the system's terms. */
  result: unknown;
}

/** One legal action: its notation and type, and the system's structured fields. */
export interface LegalAction {
  notation: string;
  type: string;
  piece?: string | null;
  hex?: string | null;
  facing?: string | null;
  target?: string | null;
  /** type "special": the scenario rule that offers the decision, and its section. */
  rule?: string;
  section?: string;
  [field: string]: unknown;
}

export interface Legal {
  side: Seat | null;
  actions: LegalAction[];
}

/** A log line; a system adds when it was written (its turn, phase, …). */
export interface LogEntry {
  index: number;
  /** The action of the history that wrote the line; null: the set-up, before any. */
  action?: number | null;
  section: string;
  text: string;
  /** The hexes the line names, on the map of the day it was written on. */
  hexes: string[];
  /** The day of the scenario it was written on (1 when absent). */
  day?: number;
}

export interface HistoryEntry {
  index: number;
  side: Seat | null;
  chance: boolean;
  notation: string;
}

/** `GET /reach`: a hex a piece can reach, its cost and the path. */
export interface ReachHex {
  hex: string;
  cost: number;
  path: string[];
  /** Reached only by march movement (Musket & Saber). */
  march?: boolean;
  /** The movement allowance is rolled: the hexes are those of the best roll (Musket & Saber). */
  roll?: boolean;
}

/** `GET /los`: a line of sight between two hexes. */
export interface LineOfSight {
  clear: boolean;
  blocked_by: string | null;
  line: string[];
  /** False beyond the longest line traced: no line then. */
  in_range?: boolean;
  section?: string;
}

/** `GET /los?from=HEX&range=R` (Musket & Saber): every hex within R and
 * the seat's sight with a clear line, in one request (§8.6). */
export interface LosRange {
  from: string;
  range: number;
  hexes: string[];
  section: string;
}

export type GameEvent =
  | { type: 'hello'; actions: number }
  | { type: 'undo'; actions: number }
  | { type: 'thinking'; side: Seat; thinking: boolean; actions: number }
  | { type: 'action'; index: number; side: Seat | null; chance: boolean; notation: string; actions: number }
  | { type: 'log'; entries: LogEntry[] };
