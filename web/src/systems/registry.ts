// Game systems keyed by the API's `system` field: the map, counters and the
// reading of actions come from the system's module, so a second rules
// engine (Musket & Saber) plugs in by registering another entry.
import type { LegalAction, MapData, PieceView, Scenario } from '../api/types';
import { renderHitLayer, renderMap } from './gbn3/map';
import { CounterBook, COUNTER_SIZE, renderCounter } from './gbn3/counters';
import { ENDING_TYPES, ODDS_TYPES, parseAction, type ParsedAction } from './gbn3/actions';
import { sectionTitle } from './gbn3/sections';
import { describeAction, facingName, kindHeading, situation, type DescribeContext } from './gbn3/describe';
import { scenarioName, TextBook } from './gbn3/texts';
import { ruleName } from './gbn3/rule-names';

/** What the client needs from one game system. */
export interface GameSystem {
  id: string;
  renderMap(sc: Scenario): string;
  renderHitLayer(map: MapData): string;
  counters(sc: Scenario): {
    svg(p: PieceView, size?: number): string;
    displayName(id: string): string;
    /** The short name printed on the piece, for compact lists. */
    shortLabel(id: string): string;
    isCommander(p: PieceView): boolean;
  };
  counterSize: number;
  parseAction(a: LegalAction | string, pieceIds: Set<string>): ParsedAction;
  oddsTypes: Set<string>;
  endingTypes: string[];
  sectionTitle(section: string, lang: 'en' | 'fr'): string;
  /** A legal action in words, the heading of its kind, and the situation
   * the decision is taken in (who assaults whom, …). */
  describe(a: ParsedAction, ctx: DescribeContext): string;
  kindHeading(type: string, lang: 'en' | 'fr'): { title: string; section: string } | null;
  situation(legal: ParsedAction[], ctx: DescribeContext): { text: string; section: string }[];
  /** The engine's texts of a scenario's days (log lines, odds) in the language. */
  texts(days: Scenario[]): TextBook;
  scenarioName(name: string, lang: 'en' | 'fr'): string;
  facingName(facing: string, lang: 'en' | 'fr'): string;
  /** A scenario rule's name (the API's identifier) in words. */
  ruleName(rule: string, lang: 'en' | 'fr'): string;
}

const gbn3: GameSystem = {
  id: 'gbn3',
  renderMap,
  renderHitLayer,
  counters(sc) {
    const book = new CounterBook(sc.units, sc.formations, sc.cincs);
    return {
      svg: (p, size) => renderCounter(book.model(p), size),
      displayName: (id) => book.displayName(id),
      shortLabel: (id) => book.shortLabel(id),
      isCommander: (p) => p.kind !== 'unit',
    };
  },
  counterSize: COUNTER_SIZE,
  parseAction,
  oddsTypes: ODDS_TYPES,
  endingTypes: ENDING_TYPES,
  sectionTitle,
  describe: describeAction,
  kindHeading,
  situation,
  texts: (days) => new TextBook(days),
  scenarioName,
  facingName,
  ruleName,
};

const SYSTEMS: Record<string, GameSystem> = { gbn3 };

export function getSystem(id: string): GameSystem {
  const s = SYSTEMS[id];
  if (!s) throw new Error(`no client module for game system '${id}'`);
  return s;
}
