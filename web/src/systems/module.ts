// The interface between the system-neutral client (the lobby, the game
// screen, the board, the panels) and a game system's module: everything
// that depends on the rules, the counters or the words of one system comes
// from here. A module registers in systems/registry.ts under the API's
// `system` id; docs/web.md says what a new system must provide. Words are
// in the client's language (i18n's lang()); functions given a `lang` are
// also used for the other one (tests, the French corpus).
import type { GameEnvelope, LegalAction, LogEntry, MapEnvelope, ReachHex, ScenarioDoc, ScenarioSummary, Seat } from '../api/types';
import type { HexGrid } from '../core/hex';
import type { Lang } from '../i18n';

/** A legal action read into the fields the map gestures need: which piece
 * acts, on which hex, with which facing, against whom. A system may add
 * fields of its own (its describe() reads them back). */
export interface ParsedAction {
  notation: string;
  /** The kind of action: groups it in the panels, picks its gesture. */
  type: string;
  piece: string | null;
  /** The first hex named (destination, target hex, hex of a hex-only action). */
  hex: string | null;
  /** Every hex named, with a value when the notation gives one. */
  hexes: { hex: string; value: number | null }[];
  facing: string | null;
  target: string | null;
  /** A scenario rule's own decision (server type "special"): the rule's
   * name and section; null otherwise. */
  rule: string | null;
  section: string | null;
}

/** A piece drawn on the map: where, which way it faces, whose it is, and
 * whether it is drawn smaller in a corner (a commander). `state` is the
 * system's own record of the piece, for its counters. */
export interface BoardPiece {
  id: string;
  hex: string;
  facing: string | null;
  seat: Seat | null;
  small: boolean;
  state: unknown;
}

/** A move to draw as an arrow (the opponent's last decisions). */
export interface MoveArrow {
  from: string | null;
  to: string | null;
  seat: Seat | null;
  /** The piece that moved, outlined on the map. */
  piece: string | null;
}

/** How a system draws and names its pieces, for one scenario. */
export interface CounterSet {
  svg(p: BoardPiece, size?: number): string;
  displayName(id: string): string;
  /** The short name printed on the piece, for compact lists. */
  shortLabel(id: string): string;
}

/** The engine's texts (log lines, odds texts) in the player's language, the
 * pieces they name as tokens put back by piecesHtml/plain. */
export interface TextBook {
  line(text: string, lang: Lang): ShownText;
  odds(text: string, lang: Lang): ShownText;
  piecesHtml(html: string, lang: Lang, esc: (s: string) => string): string;
  plain(text: string, lang: Lang): string;
}

/** A text ready to show; `ok` false when it could not be translated (the
 * original is shown, marked). */
export interface ShownText {
  text: string;
  ok: boolean;
}

/** What describing a decision needs besides the action. */
export interface DescribeContext {
  view: GameEnvelope;
  name(id: string): string;
  lang: Lang;
}

/** A question asked before a decision that cannot be taken back. */
export interface Warning {
  title: string;
  lines: string[];
  /** "Do not ask again": its label, and what ticking it does. */
  optOut?: { label: string; set(off: boolean): void };
}

/** How the map is played: the gesture of each kind of action. */
export interface Gestures {
  /** `place`: the piece selected goes to the hex clicked (then a facing,
   * when the actions there have one); `aim`: the piece selected acts on a
   * target hex (odds first when it has any); `other`: a button. */
  kind(a: ParsedAction): 'place' | 'aim' | 'other';
  /** The hexes an aimed action targets. */
  aimsAt(a: ParsedAction, view: GameEnvelope): string[];
  /** Whether selecting a piece with these actions asks the server where it can go (`/reach`). */
  wantsReach(actions: ParsedAction[]): boolean;
  /** Whether, with these actions, hovering an enemy draws the line of sight (`/los`). */
  wantsLos(actions: ParsedAction[]): boolean;
  /** Whether the selected piece's range is drawn on the map (Musket & Saber's
   * battery and line, §8.6, §19.7D): each hex within the range `/los` gives,
   * with a clear line of sight. */
  wantsRange?(actions: ParsedAction[]): boolean;
  /** Actions whose consequences are dice: the odds panel comes before confirming (`/odds`). */
  hasOdds(a: ParsedAction): boolean;
  /** The kinds that only end a step, in the order the key E tries them. */
  enders: string[];
  /** The group an action is listed under in the decision panel; null when
   * the map alone offers it (a piece off the map is selected from its own list). */
  panelGroup(a: ParsedAction): string | null;
  /** Whether a group is listed by destination, a button per facing. */
  byDestination(group: string): boolean;
  /** The hexes outlined under the pointer when nothing is selected (GBN3: a unit's front). */
  hoverHexes(view: GameEnvelope, sc: ScenarioDoc, hex: string): string[];
  /** The question to ask before sending `a`, or null. */
  warning(a: ParsedAction, legal: ParsedAction[], view: GameEnvelope, name: (id: string) => string): Warning | null;
  /** An action whose odds are shown with the decision itself (GBN3: the attack coming if the defender stands). */
  askedOdds(view: GameEnvelope, legal: ParsedAction[]): string | null;
  /** A move made of several decisions (Musket & Saber: the piece begins
   * to move, no other piece joins it, then where it ends): the action of
   * the selected piece's that begins it, whose `/reach` hexes then light up
   * and take a click; null or absent when moves are one action (GBN3). */
  beginsMove?(acts: ParsedAction[]): ParsedAction | null;
  /** The piece selected by itself when the decision is only where one
   * piece goes (Musket & Saber's retreat and advance, §7.9, §7.12): its
   * hexes are lit at once. */
  autoSelect?(legal: ParsedAction[]): string | null;
  /** The hex a decision concerns when it is neither a piece's move nor
   * aimed (Musket & Saber's Fortune of War at its unit §12.4, a
   * countercharge at the combat's hex §9.4): lit, and a click on it offers it. */
  concerns?(a: ParsedAction, view: GameEnvelope, log: LogEntry[]): string | null;
  /** The next decision of a move begun toward `hex`, among the legal
   * actions now; null when there is none to send (the move is done, or it
   * waits for the player: a die gave fewer MP than the best roll). */
  nextMoveStep?(legal: ParsedAction[], hex: string, reach: ReachHex | undefined): ParsedAction | null;
  /** Decisions whose odds are asked when chosen and shown only when the
   * server gives them (Musket & Saber: the decisions inside an attack);
   * refused, the decision is sent at once. */
  oddsOnAsk?(a: ParsedAction, view: GameEnvelope): boolean;
  /** The pieces that may join a move of `piece` before it goes (Musket &
   * Saber: a stack's units and leaders, §4.2, §10.3), as chips to toggle;
   * null when none may. Each chip's notation is sent after the move begins,
   * in the order chosen, when the server offers it. */
  companions?(piece: string, view: GameEnvelope, legal: ParsedAction[]): Companions | null;
  /** Whether clicking `hex` (outside the reach) with `piece` selected begins
   * its move to aim at that hex (Musket & Saber: a charge, §9.3.1): the
   * move's first decisions are sent, then the aimed actions at the hex are
   * offered with their odds. */
  aimsAfterBegin?(piece: string, hex: string, view: GameEnvelope): boolean;
  /** Whether a group of the decision panel is folded until opened (Musket
   * & Saber: the flips of §2.6, dozens at the start of an Austrian
   * movement phase, would push the other decisions below the fold). */
  foldedGroup?(group: string, count: number): boolean;
  /** The mark on a lit destination of a piece-and-hex action beside its
   * MP (Musket & Saber: what a retreat's or an advance's hex brings, a
   * morale check, a rout, §7.9 - §7.12); '' or absent for none. */
  destLabel?(a: ParsedAction): string;
  /** Keys of common decisions: a key sends the first legal action of its kinds (an action type, or a whole notation). */
  keys?: { key: string; types: string[]; label(): string }[];
}

/** The pieces that may join a move: a heading, a note, a chip each. */
export interface Companions {
  heading: string;
  note: string;
  chips: { notation: string; piece: string; label: string }[];
}

/** What odds are shown for, and how. */
export interface OddsContext {
  view: GameEnvelope;
  /** The action chosen, or null for the odds shown with the decision. */
  action: ParsedAction | null;
  name(id: string): string;
  texts: TextBook;
  /** The heading: the action in words. */
  title: string;
  /** Why the server gave no odds (its `422`), when it refused. */
  refusal?: { message: string; section: string | null } | null;
}

/** One game system as the client sees it. */
export interface SystemModule {
  id: string;
  /** Whether a seat may not see all of the game (hidden units): a hot-seat
   * screen then passes between the seats behind a "pass the screen" step. */
  hiddenInformation: boolean;
  // ---- names, words and colours ----
  /** The system's title (the lobby's heading when it is the only one). */
  title(): string;
  seatName(seat: Seat | null | undefined): string;
  scenarioName(name: string, lang: Lang): string;
  /** A scenario as the lobby's list names it ("Trautenau (VV165)"). */
  scenarioLabel(s: ScenarioSummary): string;
  /** A scenario's length, days and rules for the lobby (HTML). */
  scenarioInfo(s: ScenarioSummary): string;
  /** A game's state in a few words for the lobby's list: its turn and who acts, or its result. */
  progress(view: GameEnvelope, s: ScenarioSummary | undefined): string;
  sectionTitle(section: string, lang: Lang): string;
  /** A scenario rule's name (the API's identifier) in words. */
  ruleName(rule: string, lang: Lang): string;
  facingName(facing: string, lang: Lang): string;
  // ---- the scenario and the map ----
  /** A view from the server made drawable (its optional parts filled); the screen calls it on every view. */
  normalise(view: GameEnvelope): GameEnvelope;
  /** The day of the scenario a view is on (1 for a one-day game). */
  dayOf(view: GameEnvelope): number;
  /** The rules' printing a scenario uses, shown beside the title ("VV165"). */
  edition(sc: ScenarioDoc): string;
  /** The header's title: the scenario, and the day's battle. */
  gameTitle(sc: ScenarioDoc, view: GameEnvelope): string;
  /** Every piece id of a scenario (actions' notation names them). */
  pieceIds(sc: ScenarioDoc): Set<string>;
  renderMap(sc: ScenarioDoc): string;
  renderHitLayer(map: MapEnvelope): string;
  counters(sc: ScenarioDoc): CounterSet;
  counterSize: number;
  /** How far up and right each lower counter of a stack is drawn from the
   * one above it, in map units, the whole stack spread at most twice that
   * (default 3.5, unbounded: a cascade; Musket & Saber's stacks fan wider,
   * so that every counter shows enough to be clicked). */
  stackFan?: number;
  /** Where a hex's small pieces (commanders, leaders) sit: the lower left
   * corner (default) or the upper left, for counters whose values are
   * printed along their bottom edge. */
  commanderCorner?: 'bottom-left' | 'top-left';
  /** The pieces on the map. */
  pieces(view: GameEnvelope): BoardPiece[];
  /** The last decisions to draw as arrows. */
  arrows(view: GameEnvelope): MoveArrow[];
  /** SVG of what the game changed on the map (GBN3: bridges destroyed, fords, pontoons). */
  mapChanges(view: GameEnvelope, grid: HexGrid): string;
  // ---- decisions ----
  parseAction(a: LegalAction | string, pieceIds: Set<string>): ParsedAction;
  gestures: Gestures;
  describe(a: ParsedAction, ctx: DescribeContext): string;
  kindHeading(type: string, lang: Lang): { title: string; section: string } | null;
  /** The situation the decision is taken in (who assaults whom, …). */
  situation(legal: ParsedAction[], ctx: DescribeContext): { text: string; section: string }[];
  /** The decision panel's heading after "Your decision — SEAT ·": the step and its section. */
  decisionHeading(sc: ScenarioDoc, view: GameEnvelope, legal: ParsedAction[]): { text: string; section: string };
  /** The heading of the actions a click on a hex offers, or null for the generic one. */
  offerHeading(actions: ParsedAction[], hex: string): string | null;
  /** Notes under the selected piece's name (HTML). */
  selectedNote(piece: string, legal: ParsedAction[]): string;
  /** A line-of-sight answer in words (shown while hovering a target). */
  losNote(los: { clear: boolean; blocked_by: string | null; in_range?: boolean }): string;
  // ---- panels ----
  /** The status panel (turn, phase, score, …) as HTML. */
  statusHtml(sc: ScenarioDoc, view: GameEnvelope): string;
  /** The odds panel of an `/odds` answer (null: none) as HTML. */
  oddsHtml(odds: unknown, ctx: OddsContext): string;
  /** The HTML before the odds shown with the decision ("If you stand:"). */
  askedOddsHeading(): { lead: string; title: string };
  /** A log line's time and phase (HTML), before its section. */
  logPrefix(e: LogEntry): string;
  /** The engine's texts of a scenario's days in the player's language. */
  texts(days: ScenarioDoc[]): TextBook;
  /** A refusal of the server (its `error`) in `lang`; absent: shown as sent
   * (Musket & Saber: its rules' refusals in French, systems/mns/refusals.ts). */
  refusalText?(message: string, lang: Lang): string;
  /** A result in words ("Prussia: major victory (5 – 2)"); `view` the game's
   * last view, for a system whose result reads other fields (Musket & Saber's VP). */
  resultText(result: unknown, view?: GameEnvelope): string;
  /** Where replay steps stop: keys that change at a turn and at a phase. */
  replayKey(view: GameEnvelope): { turn: string; phase: string };
}
