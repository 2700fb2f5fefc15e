// Musket & Saber decisions read from their notation (docs/mns/notation.md):
// the kind is the notation's keyword; the piece, hexes and target are the
// words that name them. Each kind has its words in both languages and its
// rule section, and a gesture on the map (issue 18 item 2).
import type { LegalAction } from '../../api/types';
import type { Lang } from '../../i18n';
import type { ParsedAction } from '../module';
import { m, type MnsKey } from './messages';

const HEX = /^\d{4}$/;
const MARKER = /^[A-D][12]$/;
const APEX = /^(N|NE|SE|S|SW|NW)-(N|NE|SE|S|SW|NW)$/;

/** What entering a retreat's or an advance's hex brings (docs/api.md, a legal action's `effects`). */
export interface MnsEffect {
  effect: string;
  section: string;
}

/** A Musket & Saber action: the neutral fields, and every word of its notation. */
export interface MnsAction extends ParsedAction {
  words: string[];
  /** A second hex (a charge's target hex). */
  hex2: string | null;
  /** A retreat's or an advance's hex: what entering it brings, as the server reckons it (§7.9, §7.10, §7.12). */
  effects: MnsEffect[];
}

const EFFECTS = new Set(['check', 'continue', 'rout', 'disrupt', 'capture_hq', 'capture_trains', 'line_check']);

function effectsOf(a: LegalAction | string): MnsEffect[] {
  if (typeof a === 'string' || !Array.isArray(a.effects)) return [];
  return (a.effects as unknown[]).filter((e): e is MnsEffect => !!e && typeof (e as MnsEffect).effect === 'string' && typeof (e as MnsEffect).section === 'string');
}

/** The effects in words, each with its section ("morale check §7.9"); the short marks of a lit hex when `short`. */
export function effectWords(effects: MnsEffect[], short: boolean, l: Lang): string[] {
  return effects.filter((e) => EFFECTS.has(e.effect)).map((e) => {
    const key = `effect.${e.effect}${short ? '.short' : ''}` as MnsKey;
    return short ? m(key, {}, l) : `${m(key, {}, l)} §${e.section}`;
  });
}

/** The mark on a lit hex of a retreat or an advance: what entering it brings, short ("MC ZOC"); '' when nothing. */
export function destLabel(a: ParsedAction, l: Lang): string {
  return effectWords((a as MnsAction).effects ?? [], true, l).join(' ');
}

/** Reads a legal action (or its notation). */
export function parseAction(a: LegalAction | string, pieceIds: Set<string>): MnsAction {
  const notation = typeof a === 'string' ? a : a.notation;
  const words = notation.split(' ');
  const type = words[0];
  const pieces = words.slice(1).filter((w) => pieceIds.has(w) || MARKER.test(w));
  const hexes = words.slice(1).filter((w) => HEX.test(w));
  return {
    notation,
    type,
    piece: pieces[0] ?? null,
    hex: hexes[0] ?? null,
    hexes: hexes.map((hex) => ({ hex, value: null })),
    // A line's apex (§19.7: `line UNIT APEX`, `pivot UNIT APEX`): taken on the map's picker at the unit's vertices.
    facing: (type === 'line' || type === 'pivot') && APEX.test(words[2] ?? '') ? words[2] : null,
    target: pieces[1] ?? null,
    rule: null,
    section: SECTIONS[type] ?? null,
    words,
    hex2: hexes[1] ?? null,
    effects: effectsOf(a),
  };
}

/** The rule section of each kind (docs/mns/notation.md). */
export const SECTIONS: Record<string, string> = {
  roll: '2.4',
  setup: '17.2',
  place: '17.2',
  hide: '19.8',
  marker: '19.8',
  real: '19.8',
  flip: '2.6',
  ready: '12.1',
  line: '19.7',
  unline: '19.7',
  pivot: '19.7',
  open: '19.10',
  unopen: '19.10',
  reveal: '19.8',
  begin: '3.2',
  move: '4.2',
  with: '4.2',
  lead: '10.3',
  go: '4.2',
  to: '4',
  march: '4.7',
  stay: '4',
  charge: '9.3',
  enter: '13.1',
  shift: '13.1',
  reenter: '13.2',
  replace: '11.2',
  recover: '11.2',
  deploy: '19.8',
  end: '3.2',
  attack: '7.1',
  defend: '7.4',
  support: '8.8',
  primary: '7.4',
  tactic: '7.13',
  pass: '7',
  disrupt: '7.8',
  retreat: '7.8',
  loss: '7.8',
  absorb: '7.11',
  step: '7.9',
  advance: '7.12',
  bombard: '8.4',
  fire: '19.7',
  fortune: '12.4',
  countercharge: '9.4',
};

type Words = { en: string; fr: string };
/** Each kind in words: a heading for its group, and a verb for one action. */
const KINDS: Record<string, { title: Words; verb: Words }> = {
  setup: { title: { en: 'Set-up', fr: 'Mise en place' }, verb: { en: 'Set-up:', fr: 'Mise en place :' } },
  place: { title: { en: 'Set up a unit', fr: 'Placer une unité' }, verb: { en: 'Place', fr: 'Placer' } },
  hide: { title: { en: 'Hide in a box', fr: 'Cacher dans une boîte' }, verb: { en: 'Hide', fr: 'Cacher' } },
  marker: { title: { en: 'Hidden-movement markers', fr: 'Marqueurs de mouvement caché' }, verb: { en: 'Marker', fr: 'Marqueur' } },
  real: { title: { en: 'The real marker', fr: 'Le vrai marqueur' }, verb: { en: 'Real marker:', fr: 'Vrai marqueur :' } },
  flip: { title: { en: 'Flip to ineffective', fr: 'Retourner (inefficace)' }, verb: { en: 'Flip', fr: 'Retourner' } },
  ready: { title: { en: 'Ready an HQ or trains to move', fr: 'Préparer un QG ou des trains' }, verb: { en: 'Ready', fr: 'Préparer' } },
  line: { title: { en: 'Line formation', fr: 'Formation en ligne' }, verb: { en: 'Line', fr: 'Ligne' } },
  unline: { title: { en: 'Leave the line', fr: 'Quitter la ligne' }, verb: { en: 'Leave the line:', fr: 'Quitter la ligne :' } },
  pivot: { title: { en: 'Pivot the line', fr: 'Pivoter la ligne' }, verb: { en: 'Pivot', fr: 'Pivoter' } },
  open: { title: { en: 'Open order', fr: 'Ordre dispersé' }, verb: { en: 'Open order:', fr: 'Ordre dispersé :' } },
  unopen: { title: { en: 'Close order', fr: 'Ordre serré' }, verb: { en: 'Close order:', fr: 'Ordre serré :' } },
  reveal: { title: { en: 'Reveal a box', fr: 'Révéler une boîte' }, verb: { en: 'Reveal box', fr: 'Révéler la boîte' } },
  begin: { title: { en: 'Start of the phase done', fr: 'Début de phase terminé' }, verb: { en: 'Begin the moves', fr: 'Commencer les mouvements' } },
  move: { title: { en: 'Move', fr: 'Mouvement' }, verb: { en: 'Move', fr: 'Déplacer' } },
  with: { title: { en: 'Together with', fr: 'Avec' }, verb: { en: 'With', fr: 'Avec' } },
  lead: { title: { en: 'Leader', fr: 'Chef' }, verb: { en: 'Leader:', fr: 'Chef :' } },
  go: { title: { en: 'No more', fr: 'Pas d’autre' }, verb: { en: 'No more', fr: 'Pas d’autre' } },
  to: { title: { en: 'Move to', fr: 'Aller à' }, verb: { en: 'To', fr: 'Vers' } },
  march: { title: { en: 'March to', fr: 'Marche vers' }, verb: { en: 'March to', fr: 'Marche vers' } },
  stay: { title: { en: 'Stop here', fr: 'S’arrêter ici' }, verb: { en: 'Stop here', fr: 'S’arrêter ici' } },
  charge: { title: { en: 'Charge', fr: 'Charge' }, verb: { en: 'Charge from', fr: 'Charge depuis' } },
  enter: { title: { en: 'Reinforcements', fr: 'Renforts' }, verb: { en: 'Enter', fr: 'Entrer' } },
  shift: { title: { en: 'Shifted entry', fr: 'Entrée décalée' }, verb: { en: 'Enter shifted', fr: 'Entrer décalé' } },
  reenter: { title: { en: 'Re-entry', fr: 'Retour' }, verb: { en: 'Re-enter', fr: 'Revenir' } },
  replace: { title: { en: 'Replacements', fr: 'Remplacements' }, verb: { en: 'Replace a step of', fr: 'Remplacer un pas de' } },
  recover: { title: { en: 'Recovery', fr: 'Récupération' }, verb: { en: 'Recover', fr: 'Récupérer' } },
  deploy: { title: { en: 'Deploy a revealed box', fr: 'Déployer une boîte révélée' }, verb: { en: 'Deploy', fr: 'Déployer' } },
  end: { title: { en: 'End of the phase', fr: 'Fin de la phase' }, verb: { en: 'End the phase', fr: 'Finir la phase' } },
  attack: { title: { en: 'Attacks', fr: 'Attaques' }, verb: { en: 'Attack', fr: 'Attaquer' } },
  defend: { title: { en: 'Defenders', fr: 'Défenseurs' }, verb: { en: 'Defend with', fr: 'Défendre avec' } },
  support: { title: { en: 'Supporting fire', fr: 'Tir de soutien' }, verb: { en: 'Support by', fr: 'Soutien de' } },
  primary: { title: { en: 'Primary unit', fr: 'Unité principale' }, verb: { en: 'Primary:', fr: 'Principale :' } },
  tactic: { title: { en: 'Tactic', fr: 'Tactique' }, verb: { en: 'Tactic:', fr: 'Tactique :' } },
  pass: { title: { en: 'Pass', fr: 'Passer' }, verb: { en: 'Pass', fr: 'Passer' } },
  disrupt: { title: { en: 'Result', fr: 'Résultat' }, verb: { en: 'Take the disruption', fr: 'Subir la désorganisation' } },
  retreat: { title: { en: 'Result', fr: 'Résultat' }, verb: { en: 'Retreat', fr: 'Retraite' } },
  loss: { title: { en: 'Result', fr: 'Résultat' }, verb: { en: 'Take the step loss', fr: 'Subir la perte' } },
  absorb: { title: { en: 'Who loses the step', fr: 'Qui perd le pas' }, verb: { en: 'Loss absorbed by', fr: 'Perte absorbée par' } },
  step: { title: { en: 'Retreat', fr: 'Retraite' }, verb: { en: 'Retreat', fr: 'Retraite' } },
  advance: { title: { en: 'Advance after combat', fr: 'Avance après combat' }, verb: { en: 'Advance', fr: 'Avancer' } },
  bombard: { title: { en: 'Bombardment', fr: 'Bombardement' }, verb: { en: 'Bombard with', fr: 'Bombarder avec' } },
  fire: { title: { en: 'Long-range fire', fr: 'Tir à longue portée' }, verb: { en: 'Fire with', fr: 'Tir de' } },
  fortune: { title: { en: 'Fortunes of War', fr: 'Fortunes de la guerre' }, verb: { en: 'Fortune of War:', fr: 'Fortune de la guerre :' } },
  countercharge: { title: { en: 'Countercharge', fr: 'Contre-charge' }, verb: { en: 'Countercharge', fr: 'Contre-charger' } },
  roll: { title: { en: 'Dice', fr: 'Dés' }, verb: { en: 'Roll', fr: 'Jet' } },
};

const TACTICS: Record<string, Words> = {
  none: { en: 'none', fr: 'aucune' },
  skirmish: { en: 'Skirmish', fr: 'Escarmouche' },
  press: { en: 'Press Forward', fr: 'Pousser en avant' },
  charge: { en: 'Charge', fr: 'Charge' },
  disengage: { en: 'Disengage', fr: 'Décrochage' },
  'last-stand': { en: 'Last Stand', fr: 'Dernier carré' },
  countercharge: { en: 'Countercharge', fr: 'Contre-charge' },
};

/** The other words of the notation (set-up choices, fortunes of war). */
const WORDS: Record<string, Words> = {
  historical: { en: 'historical', fr: 'historique' },
  free: { en: 'free', fr: 'libre' },
  morale: { en: 'enemy morale check on', fr: 'test de moral ennemi de' },
  recover: { en: 'recovery check of', fr: 'test de récupération de' },
  reenter: { en: 're-entry of', fr: 'retour de' },
  'move-enemy': { en: 'move an enemy', fr: 'déplacer un ennemi' },
  move: { en: 'move', fr: 'déplacer' },
  charge: { en: 'charge', fr: 'charge' },
  '(hidden)': { en: '(hidden)', fr: '(caché)' },
};

/** A group's heading and section, or null for a kind unknown here. */
export function kindHeading(type: string, lang: Lang): { title: string; section: string } | null {
  const k = KINDS[type];
  return k ? { title: k.title[lang], section: SECTIONS[type] ?? '' } : null;
}

/** A decision in words: its verb, then each word named (pieces by name). */
export function describeAction(a: MnsAction, name: (id: string) => string, lang: Lang): string {
  const k = KINDS[a.type];
  const rest = a.words.slice(1).map((w) => {
    if (a.type === 'tactic' && TACTICS[w]) return TACTICS[w][lang];
    if (a.type === 'enter' && /^[A-N]$/.test(w)) return lang === 'fr' ? `par l’entrée ${w}` : `at entry ${w}`;
    if (HEX.test(w)) return w;
    if (WORDS[w] && (a.type === 'setup' || a.type === 'fortune' || a.type === 'real')) return WORDS[w][lang];
    return name(w);
  });
  const text = [k ? k.verb[lang] : a.type, ...rest].join(' ');
  const effects = effectWords(a.effects ?? [], false, lang);
  return effects.length ? `${text} (${effects.join(', ')})` : text;
}

/** The kinds a piece selected on the map takes to a hex clicked. */
export const PLACE_KINDS = new Set(['place', 'deploy', 'reenter', 'shift', 'step', 'advance', 'marker', 'charge']);
