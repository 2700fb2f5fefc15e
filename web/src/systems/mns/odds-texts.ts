// The odds query's own texts in French (issue 18 items 3, 5): the
// modifiers the combat and the bombardment reckon (src/mns/combat_strength.cpp,
// artillery.cpp) and the fixed assumptions of src/mns/odds.cpp. A text no
// entry reads stays English and is marked by the panel.
import type { ShownText } from '../module';

/** Each modifier text as the engine writes it, and its French. */
const MODIFIERS: Record<string, string> = {
  leader: 'chef',
  'square +2': 'carré +2',
  disrupted: 'désorganisée',
  overstacked: 'en surempilement',
  'charge factor': 'facteur de charge',
  'x2 against a disrupted or ineffective unit': 'x2 contre une unité désorganisée ou inefficace',
  "the fortune's charge x2": 'charge de la fortune x2',
  'line +2, halved attacking': 'ligne +2, divisée en attaque',
  'cavalry x2': 'cavalerie x2',
  "line's flank x3": 'flanc de la ligne x3',
  "line's rear x2": 'arrières de la ligne x2',
  terrain: 'terrain',
  parenthesized: 'entre parenthèses',
  'charge not pressed home': 'charge non menée à fond',
  uncoordinated: 'non coordonnée',
  "line's front +2": 'front de la ligne +2',
  'Press Forward +2': 'Pousser en avant +2',
  'Last Stand +3': 'Dernier carré +3',
  support: 'soutien',
  'battery position +2': 'position de batterie +2',
  'x2 against cavalry': 'x2 contre la cavalerie',
  'halved against open order': 'divisé contre l’ordre dispersé',
  "the line marker's CF": 'FC du marqueur de ligne',
};

/** The assumptions written as whole sentences (src/mns/odds.cpp). */
const SENTENCES: Record<string, string> = {
  'the morale checks before the dice pass (7.3 (2), 7.13.3, 9.3 (3))': 'les tests de moral avant les dés sont réussis (7.3 (2), 7.13.3, 9.3 (3))',
  "a countercharge: the table is read from the cavalry's side (9.4, R-9.4)": 'une contre-charge : la table se lit du côté de la cavalerie (9.4, R-9.4)',
};

/** A modifier or assumption text in French; `ok` false when none reads it. */
export function frenchOdds(text: string): ShownText {
  const base = /^base (\d+)$/.exec(text);
  if (base) return { text: `base ${base[1]}`, ok: true };
  const fr = MODIFIERS[text] ?? SENTENCES[text];
  return fr ? { text: fr, ok: true } : { text, ok: false };
}

/** Every English text the table reads (for the tests). */
export const ODDS_TEXTS = [...Object.keys(MODIFIERS), ...Object.keys(SENTENCES)];
