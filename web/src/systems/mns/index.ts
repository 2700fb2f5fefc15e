// The Musket & Saber module of the client (systems/module.ts; issue 18):
// the Königgrätz map, counters and hidden-movement markers, the decisions
// read from their notation with a gesture each, the status panel and the
// words in English and French, over Musket & Saber's own fields of the
// API's answers (types.ts).
import './mns.css';
import type { GameEnvelope, LogEntry, ScenarioDoc, ScenarioSummary } from '../../api/types';
import { esc } from '../../core/svg';
import { lang, type Lang } from '../../i18n';
import type { BoardPiece, ParsedAction, SystemModule, TextBook } from '../module';
import { describeAction, kindHeading, parseAction, PLACE_KINDS, type MnsAction } from './actions';
import { COUNTER_SIZE, counters, type MnsPieceState } from './counters';
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

/** The engine's lines with their piece ids shown as names (the lines are English: item 5's French templates are to come). */
function textBook(sc: MnsScenario): TextBook {
  const names = new Map(sc.units.map((u) => [u.id, u.name]));
  const ids = [...names.keys()].sort((a, b) => b.length - a.length).map((s) => s.replace(/[-]/g, '\\-'));
  const re = ids.length ? new RegExp(`\\b(${ids.join('|')})\\b`, 'g') : null;
  const plain = (text: string) => (re ? text.replace(re, (id) => names.get(id) ?? id) : text);
  return {
    line: (text: string) => ({ text, ok: true }),
    odds: (text: string) => ({ text: plain(text), ok: true }),
    piecesHtml: (html: string, _l: Lang, e: (s: string) => string) =>
      re ? html.replace(re, (id) => `<span class="piece" data-piece="${e(id)}" title="${e(names.get(id) ?? id)}">${e(id.replace(/^[pa]-/, ''))}</span>`) : html,
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
    return { ...x, units: x.units ?? [], markers: x.markers ?? [], vp: x.vp ?? [0, 0] } as MnsView;
  },
  dayOf: () => 1,
  edition: (sc) => scenario(sc).edition,
  gameTitle: (sc) => scenario(sc).name,
  pieceIds: (sc) => pieceIds(scenario(sc)),
  renderMap: (sc) => renderMap(scenario(sc)),
  renderHitLayer: (map) => renderHitLayer(map as MnsMap),
  counters: (sc) => counters(scenario(sc)),
  counterSize: COUNTER_SIZE,
  pieces: (v) => boardPieces(view(v)),
  arrows: () => [],
  mapChanges: () => '',
  parseAction,
  gestures: {
    kind: (a) => (a.piece && PLACE_KINDS.has(a.type) && a.hex ? 'place' : a.type === 'bombard' ? 'aim' : 'other'),
    aimsAt: (a, v) => {
      const target = view(v).units.find((u) => u.id === a.target);
      return target?.hex ? [target.hex] : [];
    },
    wantsReach: () => false,
    wantsLos: (actions) => actions.some((a) => a.type === 'bombard'),
    hasOdds: () => false,
    enders: ['end', 'go', 'stay', 'pass', 'begin'],
    panelGroup: (a) => (a.piece && PLACE_KINDS.has(a.type) && a.hex ? null : HEX_ONLY.has(a.type) ? null : a.type),
    byDestination: () => false,
    hoverHexes: () => [],
    warning: () => null,
    askedOdds: () => null,
  },
  describe: (a, ctx) => describeAction(a as MnsAction, ctx.name, ctx.lang),
  kindHeading,
  situation: () => [],
  decisionHeading: (_sc, v) => decisionHeading(view(v)),
  offerHeading: (actions: ParsedAction[], hex: string) => (actions.length ? m('decision.hexActions', { hex }) : null),
  selectedNote: () => '',
  losNote: (los) => (los.in_range === false ? m('los.far') : los.clear ? m('los.clear') : m('los.blocked')),
  statusHtml: (sc, v) => statusHtml(scenario(sc), view(v)),
  oddsHtml: () => '',
  askedOddsHeading: () => ({ lead: '', title: '' }),
  logPrefix: (e: LogEntry) => {
    const x = e as LogEntry & { turn?: number };
    return `<span class="lt">${esc(m('status.turn'))} ${x.turn ?? ''}</span>`;
  },
  texts: (days) => textBook(scenario(days[0])),
  resultText: (r) => resultText(r),
  replayKey: (v) => {
    const x = view(v);
    return { turn: String(x.turn), phase: `${x.turn}/${x.phase}/${x.active}` };
  },
};

export { phaseName, lang };
