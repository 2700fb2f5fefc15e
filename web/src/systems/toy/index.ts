// A toy game system for tests only (never registered): three seats, pieces
// that step to a hex or shoot at one, and a "pass". It shows what a second
// system gives the neutral client, and the neutral parts are tested with it
// (toy.test.ts) so that nothing there leans on GBN3.
import type { GameEnvelope, LegalAction, LogEntry } from '../../api/types';
import type { ParsedAction, SystemModule } from '../module';

/** The toy's view: each piece's hex and seat. */
export interface ToyView extends GameEnvelope {
  pieces: { id: string; hex: string; seat: string }[];
  round: number;
}

function parse(a: LegalAction | string): ParsedAction {
  const notation = typeof a === 'string' ? a : a.notation;
  const [type, piece, hex] = notation.split(' ');
  return { notation, type, piece: piece ?? null, hex: hex ?? null, hexes: hex ? [{ hex, value: null }] : [], facing: null, target: null, rule: null, section: null };
}

const WORDS: Record<string, string> = { step: 'steps to', shoot: 'shoots at', pass: 'Pass', parley: 'Parley' };

export const toy: SystemModule = {
  id: 'toy',
  hiddenInformation: false,
  title: () => 'Toy battles',
  seatName: (s) => (s ? s.toUpperCase() : ''),
  scenarioName: (n) => n,
  scenarioLabel: (s) => s.name,
  scenarioInfo: () => '',
  progress: (v) => `round ${(v as ToyView).round}`,
  sectionTitle: (s) => `Toy rule ${s}`,
  ruleName: (r) => r,
  facingName: (f) => f,
  normalise: (v) => v,
  dayOf: () => 1,
  edition: () => 'toy',
  gameTitle: (sc) => sc.name,
  pieceIds: () => new Set(['r1', 'b1', 'g1']),
  renderMap: () => '',
  renderHitLayer: () => '',
  counters: () => ({ svg: (p) => `<rect data-toy="${p.id}"/>`, displayName: (id) => id.toUpperCase(), shortLabel: (id) => id }),
  counterSize: 40,
  pieces: (v) => (v as ToyView).pieces.map((p) => ({ id: p.id, hex: p.hex, facing: null, seat: p.seat, small: false, state: p })),
  arrows: () => [],
  mapChanges: () => '',
  parseAction: parse,
  gestures: {
    kind: (a) => (a.type === 'step' ? 'place' : a.type === 'shoot' ? 'aim' : 'other'),
    aimsAt: (a) => (a.hex ? [a.hex] : []),
    wantsReach: () => false,
    wantsLos: () => false,
    hasOdds: () => false,
    enders: ['pass'],
    panelGroup: (a) => (a.type === 'step' || a.type === 'shoot' ? null : a.type),
    byDestination: () => false,
    hoverHexes: () => [],
    warning: () => null,
    askedOdds: () => null,
  },
  describe: (a) => (a.piece ? `${a.piece} ${WORDS[a.type] ?? a.type} ${a.hex ?? ''}`.trim() : WORDS[a.type] ?? a.type),
  kindHeading: (type) => (type === 'parley' ? { title: 'Parleys', section: '7' } : null),
  situation: () => [],
  decisionHeading: (_sc, v) => ({ text: `round ${(v as ToyView).round}`, section: '2' }),
  offerHeading: () => null,
  selectedNote: () => '',
  losNote: () => '',
  statusHtml: (_sc, v) => `<p>round ${(v as ToyView).round}</p>`,
  oddsHtml: () => '',
  askedOddsHeading: () => ({ lead: '', title: '' }),
  logPrefix: (e: LogEntry) => `<span class="toy-time">#${e.index}</span>`,
  texts: () => ({ line: (text) => ({ text, ok: true }), odds: (text) => ({ text, ok: true }), piecesHtml: (h) => h, plain: (t) => t }),
  resultText: () => 'over',
  replayKey: (v) => ({ turn: String((v as ToyView).round), phase: String((v as ToyView).round) }),
};
