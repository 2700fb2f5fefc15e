// The GBN3 module of the client (systems/module.ts): its map, counters,
// gestures, words and panels, over GBN3's own fields of the API's answers
// (types.ts). The neutral client hands it the envelope types; the casts to
// GBN3's types are here and in gestures.ts only.
import './gbn3.css';
import type { GameEnvelope, LogEntry, ScenarioDoc, ScenarioSummary } from '../../api/types';
import { lang } from '../../i18n';
import type { SystemModule } from '../module';
import { parseAction, type Gbn3Action } from './actions';
import { arrows, boardPieces, counters, mapChanges, pieceIds } from './board';
import { COUNTER_SIZE } from './counters';
import { describeAction, facingName, kindHeading, situation, type DescribeContext } from './describe';
import { gestures } from './gestures';
import { renderHitLayer, renderMap } from './map';
import { g } from './messages';
import { defendersDisorganised, oddsHtml, targetDisorganised } from './odds';
import { ruleName } from './rule-names';
import { sectionTitle } from './sections';
import { decisionHeading, gameTitle, logPrefix, progress, resultText, scenarioInfo, sideName, statusHtml } from './status';
import { scenarioName, TextBook } from './texts';
import { normaliseView } from './view';
import type { GameResult, GameView, Gbn3LogEntry, Gbn3Summary, Odds, Scenario } from './types';

const view = (v: GameEnvelope) => v as GameView;
const scenario = (sc: ScenarioDoc) => sc as Scenario;
const context = (c: { view: GameEnvelope; name(id: string): string; lang: 'en' | 'fr' }): DescribeContext => ({ ...c, view: view(c.view) });

export const gbn3: SystemModule = {
  id: 'gbn3',
  hiddenInformation: false,
  title: () => g('title'),
  seatName: sideName,
  scenarioName,
  scenarioLabel: (s) => `${scenarioName(s.name, lang())} (${(s as Gbn3Summary).edition})`,
  scenarioInfo: (s: ScenarioSummary) => scenarioInfo(s as Gbn3Summary),
  progress: (v, s) => progress(view(v), s as Gbn3Summary | undefined),
  sectionTitle,
  ruleName,
  facingName,
  normalise: normaliseView,
  dayOf: (v) => view(v).turn.day,
  edition: (sc) => scenario(sc).edition,
  gameTitle: (sc, v) => gameTitle(scenario(sc), view(v)),
  pieceIds: (sc) => pieceIds(scenario(sc)),
  renderMap: (sc) => renderMap(scenario(sc)),
  renderHitLayer: (map) => renderHitLayer(map as Scenario['map']),
  counters: (sc) => counters(scenario(sc)),
  counterSize: COUNTER_SIZE,
  pieces: (v) => boardPieces(view(v)),
  arrows: (v) => arrows(view(v)),
  mapChanges: (v, grid) => mapChanges(view(v), grid),
  parseAction,
  gestures,
  describe: (a, ctx) => describeAction(a as Gbn3Action, context(ctx)),
  kindHeading,
  situation: (legal, ctx) => situation(legal as Gbn3Action[], context(ctx)),
  decisionHeading: (sc, v, legal) => decisionHeading(scenario(sc), view(v), legal),
  offerHeading: (actions, hex) => (actions[0]?.type === 'assault' ? g('decision.assaults', { hex }) : null),
  selectedNote: (piece, legal) => (legal.some((a) => a.piece === piece && a.type === 'fire') ? `<div class="los-note muted"></div><p class="muted fire-note">${g('decision.fireFacing')}</p>` : ''),
  losNote: (los) => (los.in_range === false ? g('decision.losFar') : los.clear ? g('decision.losClear') : g('decision.losBlocked', { hex: los.blocked_by ?? '?' })),
  statusHtml: (sc, v) => statusHtml(scenario(sc), view(v), counters(scenario(sc))),
  oddsHtml: (odds, ctx) =>
    oddsHtml(odds as Odds | null, ctx.name, {
      texts: ctx.texts,
      title: ctx.title,
      targetDisorganised: ctx.action ? targetDisorganised(view(ctx.view), ctx.action as Gbn3Action) : defendersDisorganised(view(ctx.view)),
    }),
  askedOddsHeading: () => ({ lead: g('decision.ifStand'), title: g('decision.incoming') }),
  logPrefix: (e: LogEntry) => logPrefix(e as Gbn3LogEntry),
  texts: (days) => new TextBook(days.map(scenario)),
  resultText: (r) => resultText(r as GameResult),
  replayKey: (v) => {
    const x = view(v);
    return { turn: `${x.turn.day}/${x.turn.hour}`, phase: `${x.turn.day}/${x.turn.hour}/${x.phase}/${x.active_formation ?? ''}` };
  },
};
