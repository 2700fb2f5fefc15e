// The Musket & Saber module of the client (systems/module.ts; issue 18):
// the Königgrätz map, counters and hidden-movement markers, the decisions
// read from their notation with a gesture each, the status panel and the
// words in English and French, over Musket & Saber's own fields of the
// API's answers (types.ts).
import './mns.css';
import type { GameEnvelope, LogEntry, ReachHex, ScenarioDoc, ScenarioSummary } from '../../api/types';
import { esc } from '../../core/svg';
import { lang, type Lang } from '../../i18n';
import type { BoardPiece, ParsedAction, SystemModule, TextBook } from '../module';
import { describeAction, destLabel, kindHeading, parseAction, PLACE_KINDS, type MnsAction } from './actions';
import { COUNTER_SIZE, counters, shortLabel, STACK_FAN, type MnsPieceState } from './counters';
import { detokenize, token } from '../gbn3/french';
import { frenchLog } from './french';
import { companions, chargeFrom, INSIDE_ODDS, ODDS_KINDS } from './gestures';
import { mnsOddsHtml, type MnsOdds } from './odds';
import { frenchOdds } from './odds-texts';
import { frenchRefusal } from './refusals';
import { renderHitLayer, renderMap } from './map';
import { m } from './messages';
import { decisionHeading, phaseName, progress, resultText, scenarioInfo, sideName, statusHtml } from './status';
import type { MnsMap, MnsScenario, MnsSummary, MnsView } from './types';

const view = (v: GameEnvelope) => v as MnsView;
const scenario = (sc: ScenarioDoc) => sc as MnsScenario;

/** The pieces on the map: units where the seat may see them, and the hidden-movement markers. */
export function boardPieces(v: MnsView): BoardPiece[] {
  const out: BoardPiece[] = [];
  for (const u of v.units)
    if (u.where === 'map' && u.hex) out.push({ id: u.id, hex: u.hex, facing: null, seat: u.side, small: u.type === 'leader', state: { unit: u } satisfies MnsPieceState });
  for (const mk of v.markers) out.push({ id: mk.id, hex: mk.hex, facing: null, seat: 'austria', small: false, state: { marker: mk } satisfies MnsPieceState });
  return out;
}

/** Every piece id of a scenario, and the eight hidden-movement markers. */
export function pieceIds(sc: MnsScenario): Set<string> {
  return new Set([...sc.units.map((u) => u.id), ...['A', 'B', 'C', 'D'].flatMap((b) => [`${b}1`, `${b}2`])]);
}

/** The engine's lines and odds texts: pieces (ids, and the names the
 * engine writes for leaders, HQs and trains) become tokens shown as their
 * short names (the full name on hover); in French each line is read by the
 * templates of french.ts (a line none reads stays English, marked). */
export function textBook(sc: MnsScenario): TextBook {
  const ents: { text: string; id: string; full: string }[] = [];
  for (const u of sc.units) {
    ents.push({ text: u.id, id: u.id, full: u.name });
    if (u.type === 'leader' || u.type === 'hq' || u.type === 'trains') ents.push({ text: u.name, id: u.id, full: u.name });
  }
  ents.sort((a, b) => b.text.length - a.text.length);
  const index = new Map(ents.map((e, i) => [e.text, i]));
  const alts = ents.map((e) => e.text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&'));
  const re = alts.length ? new RegExp(`(?<![\\w-])(${alts.join('|')})(?![\\w-])`, 'g') : null;
  const tokenize = (text: string) => (re ? text.replace(re, (x) => token(index.get(x)!)) : text);
  const short = (e: { id: string }) => shortLabel(sc.units.find((u) => u.id === e.id), e.id);
  const plain = (text: string) => detokenize(text, (i) => (ents[i] ? short(ents[i]) : ''));
  return {
    line: (text: string, l: Lang) => {
      const tok = tokenize(text);
      return l === 'fr' ? frenchLog(tok) : { text: tok, ok: true };
    },
    odds: (text: string, l: Lang) => (l === 'fr' ? frenchOdds(plain(tokenize(text))) : { text: plain(tokenize(text)), ok: true }),
    piecesHtml: (html: string, _l: Lang, e: (s: string) => string) =>
      detokenize(html, (i) => {
        const x = ents[i];
        return x ? `<span class="piece" data-piece="${e(x.id)}" title="${e(x.full)}">${e(short(x))}</span>` : '';
      }),
    plain,
  };
}

const SECTION_TITLES: Record<string, { en: string; fr: string }> = {
  '3.2': { en: 'Sequence of play', fr: 'Séquence de jeu' },
  '4': { en: 'Movement', fr: 'Mouvement' },
  '7': { en: 'Combat', fr: 'Combat' },
  '8': { en: 'Artillery', fr: 'Artillerie' },
  '9': { en: 'Cavalry', fr: 'Cavalerie' },
  '12.4': { en: 'Fortunes of War', fr: 'Fortunes de la guerre' },
  '14': { en: 'Night and twilight', fr: 'Nuit et crépuscule' },
  '17.2': { en: 'Set-up', fr: 'Mise en place' },
  '18': { en: 'Victory', fr: 'Victoire' },
  '19.4': { en: 'Rain', fr: 'Pluie' },
  '19.8': { en: 'Hidden movement', fr: 'Mouvement caché' },
};

const HEX_ONLY = new Set(['to', 'march', 'attack', 'charge']);

/** The next decision of a move begun toward `hex` (§4.2: no other piece
 * joins it; §4, §4.7: where it ends, by normal movement when it can); null
 * when the move waits for the player. */
export function nextMoveStep(legal: ParsedAction[], hex: string, r: ReachHex | undefined): ParsedAction | null {
  const to = legal.find((a) => a.type === 'to' && a.hex === hex);
  const march = legal.find((a) => a.type === 'march' && a.hex === hex);
  if (to && !(r?.march && march)) return to;
  if (march) return march;
  const ends = legal.some((a) => a.type === 'to' || a.type === 'march' || a.type === 'stay');
  return ends ? null : legal.find((a) => a.type === 'go') ?? null;
}

/** The unit whose retreat (§7.9) or advance (§7.12) is the whole decision:
 * selected by itself, its hexes lit on the map. */
export function onlyMover(legal: ParsedAction[]): string | null {
  const goes = (a: ParsedAction) => a.type === 'step' || a.type === 'advance';
  const pieces = new Set(legal.filter(goes).map((a) => a.piece));
  return pieces.size === 1 && legal.every((a) => goes(a) || a.type === 'stay' || a.type === 'pass') ? [...pieces][0] : null;
}

/** The hex a decision concerns: a Fortune of War's unit where it stands
 * (§12.4); a countercharge, the hex of the combat being fought (§9.4: the
 * latest attack or charge line of the log). */
export function concernedHex(a: ParsedAction, v: MnsView, log: LogEntry[]): string | null {
  if (a.type === 'fortune' && a.piece) return v.units.find((u) => u.id === a.piece && u.where === 'map')?.hex ?? null;
  if (a.type === 'countercharge' || a.notation === 'tactic countercharge') {
    for (let i = log.length - 1; i >= 0; i--) {
      const e = log[i];
      if ((e.section === '7.5' || e.section.startsWith('9.3')) && e.hexes.length) return e.hexes[0];
    }
  }
  return null;
}

/** Keys of the common decisions (the first legal of each key's kinds). */
export const KEYS: { key: string; types: string[]; label(): string }[] = [
  { key: 'g', types: ['go'], label: () => m('key.go') },
  { key: 's', types: ['stay'], label: () => m('key.stay') },
  { key: 'p', types: ['pass'], label: () => m('key.pass') },
  { key: 'b', types: ['begin'], label: () => m('key.begin') },
  { key: 'd', types: ['disrupt'], label: () => m('key.disrupt') },
  { key: 'r', types: ['retreat'], label: () => m('key.retreat') },
  { key: 'l', types: ['loss'], label: () => m('key.loss') },
  { key: 'n', types: ['tactic none'], label: () => m('key.none') },
];

export const mns: SystemModule = {
  id: 'mns',
  hiddenInformation: true, // §19.8: the Austrian's hidden boxes and which marker is real
  title: () => m('title'),
  seatName: sideName,
  scenarioName: (name) => name,
  scenarioLabel: (s) => `${s.name} (${(s as MnsSummary).edition})`,
  scenarioInfo: (s: ScenarioSummary) => scenarioInfo(s as MnsSummary),
  progress: (v) => progress(view(v)),
  sectionTitle: (section, l) => SECTION_TITLES[section]?.[l] ?? SECTION_TITLES[section.split('.')[0]]?.[l] ?? '',
  ruleName: (r) => r,
  facingName: (f) => f,
  normalise: (v) => {
    const x = view(v);
    const last = Array.isArray(x.last) ? x.last.filter((e) => e && typeof e.from === 'string' && typeof e.to === 'string') : [];
    return { ...x, units: x.units ?? [], markers: x.markers ?? [], vp: x.vp ?? [0, 0], last } as MnsView;
  },
  dayOf: () => 1,
  edition: (sc) => scenario(sc).edition,
  gameTitle: (sc) => scenario(sc).name,
  pieceIds: (sc) => pieceIds(scenario(sc)),
  renderMap: (sc) => renderMap(scenario(sc)),
  renderHitLayer: (map) => renderHitLayer(map as MnsMap),
  counters: (sc) => counters(scenario(sc)),
  counterSize: COUNTER_SIZE,
  stackFan: STACK_FAN,
  commanderCorner: 'top-left', // a leader never hides the CF-MR-MA printed along a counter's bottom
  pieces: (v) => boardPieces(view(v)),
  arrows: (v) => view(v).last.map((e) => ({ from: e.from, to: e.to, seat: e.side, piece: e.piece })),
  mapChanges: () => '',
  parseAction,
  gestures: {
    // A bombardment, a line's fire (a piece, then its target) and a charge (its target hex) are aimed (§8.4, §19.7D, §9.3.1).
    kind: (a) => (a.piece && PLACE_KINDS.has(a.type) && a.hex ? 'place' : a.type === 'bombard' || a.type === 'fire' || a.type === 'charge' ? 'aim' : 'other'),
    aimsAt: (a, v) => {
      if (a.type === 'charge') return (a as MnsAction).hex2 ? [(a as MnsAction).hex2!] : [];
      const target = view(v).units.find((u) => u.id === a.target);
      return target?.hex ? [target.hex] : [];
    },
    // A move in one gesture (§4): the piece's reach lights up, a click sends move, go and to.
    wantsReach: (acts) => acts.some((a) => a.type === 'move'),
    wantsLos: (actions) => actions.some((a) => a.type === 'bombard' || a.type === 'fire'),
    wantsRange: (actions) => actions.some((a) => a.type === 'bombard' || a.type === 'fire'),
    hasOdds: (a) => ODDS_KINDS.has(a.type),
    // The decisions inside an attack or a bombardment (docs/api.md): odds when the server gives them.
    oddsOnAsk: (a, v) => view(v).phase === 'combat' && INSIDE_ODDS.has(a.type),
    companions: (piece, v, legal) => companions(piece, view(v), legal),
    aimsAfterBegin: (piece, hex, v) => chargeFrom(piece, hex, view(v)),
    enders: ['end', 'go', 'stay', 'pass', 'begin'],
    panelGroup: (a) => (a.piece && PLACE_KINDS.has(a.type) && a.hex ? null : HEX_ONLY.has(a.type) ? null : a.type),
    byDestination: () => false,
    hoverHexes: () => [],
    warning: () => null,
    askedOdds: () => null,
    beginsMove: (acts) => acts.find((a) => a.type === 'move') ?? null,
    autoSelect: onlyMover,
    concerns: (a, v, log) => concernedHex(a, view(v), log),
    nextMoveStep,
    keys: KEYS,
    destLabel: (a) => destLabel(a, lang()),
    // §2.6: a flip is offered for every effective unit that may turn; folded, the line and move decisions stay in view.
    foldedGroup: (group) => group === 'flip',
  },
  describe: (a, ctx) => describeAction(a as MnsAction, ctx.name, ctx.lang),
  kindHeading,
  situation: () => [],
  decisionHeading: (_sc, v) => decisionHeading(view(v)),
  offerHeading: (actions: ParsedAction[], hex: string) => (actions.length ? m('decision.hexActions', { hex }) : null),
  selectedNote: () => '',
  losNote: (los) => (los.in_range === false ? m('los.far') : los.clear ? m('los.clear') : m('los.blocked')),
  statusHtml: (sc, v) => statusHtml(scenario(sc), view(v)),
  oddsHtml: (odds, ctx) => mnsOddsHtml(odds as MnsOdds | null, { name: ctx.name, texts: ctx.texts, title: ctx.title, refusal: ctx.refusal }),
  askedOddsHeading: () => ({ lead: '', title: '' }),
  logPrefix: (e: LogEntry) => {
    const x = e as LogEntry & { turn?: number };
    return `<span class="lt">${esc(m('status.turn'))} ${x.turn ?? ''}</span>`;
  },
  texts: (days) => textBook(scenario(days[0])),
  refusalText: (message, l) => (l === 'fr' ? frenchRefusal(message).text : message),
  resultText: (r, v) => resultText(r, v ? view(v).vp : undefined),
  replayKey: (v) => {
    const x = view(v);
    return { turn: String(x.turn), phase: `${x.turn}/${x.phase}/${x.active}` };
  },
};

export { phaseName, lang };
