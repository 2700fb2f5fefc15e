// The miniatures referee's JSON (docs/api.md "Miniatures referee"). The
// browser only shows these: every modifier and chance comes from the server.

export type Arm = 'infantry' | 'cavalry' | 'artillery';
export type State = 'formed' | 'disordered' | 'shaken' | 'routed';

export interface Support {
  distance: number;
  unit?: string;
}

export interface MiniUnit {
  id: string;
  name: string;
  nation: string;
  side: string;
  arm: Arm;
  weight: string;
  class: string;
  formation: string;
  state: State;
  casualties: number;
  fire_a: boolean;
  bua: boolean;
  general: string;
  supports: Support[];
  behind_supports: boolean;
  routed_through: boolean;
  rout_near: boolean;
  pursuing: boolean;
  off_table: boolean;
  orders: string;
}

export interface Step {
  kind: 'reaction' | 'pursuit' | 'charge' | 'rally' | 'end';
  unit: string;
  other: string;
  rule: string;
  due: number;
  text: string;
}

export interface LogLine {
  move: number;
  rule: string;
  text: string;
}

export interface Roster {
  bohemia_mini: number;
  title: string;
  move: number;
  readings: Record<string, string>;
  units: MiniUnit[];
  queue: Step[];
  log: LogLine[];
  undo: unknown[];
}

export type Verb = 'charge' | 'morale' | 'rout' | 'pursuit' | 'rally' | 'end';

export interface MiniRequest {
  verb: Verb;
  unit?: string;
  target?: string;
  long?: boolean;
  opportunity?: boolean;
  pursuit_charge?: boolean;
  react?: string;
  hits?: number;
  near?: { unit: string; through: boolean }[];
  commander?: boolean;
}

export interface Modifier {
  rule: string;
  text: string;
  value: number;
}

export interface Chance {
  n: number;
  d: number;
  p: number;
}

export interface Row {
  key: string;
  label: string;
  text: string;
  chance: Chance;
}

export interface RollPlan {
  what: string;
  rule: string;
  unit: string;
  dice: number;
  modifiers: Modifier[];
  modifier: number;
  rows: Row[];
}

export interface Factor {
  unit: string;
  modifiers: Modifier[];
  total: number;
}

export interface Combat {
  rule: string;
  charger: Factor;
  target: Factor;
  winner: string;
  margin: number;
  equal: boolean;
  table: string;
  rows: Row[];
}

export interface Branch {
  key: string;
  label: string;
  chance: Chance;
  text: string;
  combat: Combat | null;
}

export interface Evaluation {
  verb: string;
  rule: string;
  title: string;
  warnings: string[];
  notes: string[];
  rolls: RollPlan[];
  branches: Branch[];
  outcomes: Row[];
}

export interface Resolution {
  verb: string;
  title: string;
  rolls: { what: string; rule: string; dice: number[]; modifier: number; total: number; result: string }[];
  consequences: { unit: string; rule: string; text: string }[];
  added: Step[];
  done: Step[];
  log: LogLine[];
}

export interface Resolved {
  evaluation: Evaluation;
  resolution: Resolution;
  roster: Roster;
  rolled_with: { dice?: number[]; seed?: number };
}
