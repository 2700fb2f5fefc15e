// The server's refusals of a Musket & Saber decision or odds query, in
// French (issue 18): the rules refuse in English with the section cited
// (docs/api.md, "Errors"); the page reads each message by the templates
// below, the English exactly as the engine writes it (`{}` where it puts a
// hex, a unit or a notation), so `refusals.test.ts` can check that every
// refusal text of the engine's source has its French form. A message no
// template reads is shown in English, as before.

/** Each refusal template of the engine (English) and its French. */
export const REFUSALS: Record<string, string> = {
  // src/mns/game.cpp, Game::apply
  '3.2: the game is over': '3.2 : la partie est finie',
  'a chance event is pending: {} (roll {}..{})': 'un jet de dés est attendu : {} (jet {}..{})',
  'not a legal decision now: {}{}': 'décision non permise maintenant : {}{}',
  // src/mns/combat_phase.cpp, refusal_reason
  '9.3 (2): {} has been charged: only other charging cavalry may attack it': '9.3 (2) : {} a été chargé : seule une autre cavalerie qui charge peut l’attaquer',
  '7.4: {} has already been attacked this phase': '7.4 : {} a déjà été attaqué pendant cette phase',
  '14.2 (4): at night only infantry that declared a charge on {} may attack it': '14.2 (4) : de nuit, seule l’infanterie qui a déclaré une charge sur {} peut l’attaquer',
  '7.1: no enemy unit at {}': '7.1 : aucune unité ennemie en {}',
  '7.5: no unit next to {} may attack into it (each attacks once a phase, not after an advance 7.12 or a march 4.7, with a combat factor, into terrain it could enter, a line only to its front 19.7D)':
    '7.5 : aucune unité voisine de {} ne peut l’attaquer (chacune attaque une fois par phase, pas après une avance 7.12 ni une marche 4.7, avec un facteur de combat, vers un terrain où elle pourrait entrer, une ligne seulement vers son front 19.7D)',
  '14.2 (4), (5): no combat at night but infantry charges (LOS 0: no bombardment)': '14.2 (4), (5) : pas de combat de nuit, sauf les charges d’infanterie (ligne de vue 0 : pas de bombardement)',
  '8.4: {} is not one of your batteries': '8.4 : {} n’est pas une de vos batteries',
  '7.5: {} has fired this phase': '7.5 : {} a déjà tiré pendant cette phase',
  '8.4 (2): {} is disrupted or ineffective': '8.4 (2) : {} est désorganisée ou inefficace',
  "8.4 (3)-(4), 8.2: the target is not an enemy unit in {}'s range and line of sight, not adjacent, in terrain that may be bombarded":
    '8.4 (3)-(4), 8.2 : la cible n’est pas une unité ennemie à portée et en vue de {}, non adjacente, dans un terrain qui peut être bombardé',
  '19.7D: {} is not one of your units in line': '19.7D : {} n’est pas une de vos unités en ligne',
  '7.5: {} has fought this phase': '7.5 : {} a déjà combattu pendant cette phase',
  '19.7D: {} may fire only when not in an EZOC, at an enemy unit up to two hexes away to its front (R-19.7D), in line of sight (8.6)':
    '19.7D : {} ne peut tirer que hors d’une ZdC ennemie, sur une unité ennemie à deux hexagones au plus devant son front (R-19.7D), en ligne de vue (8.6)',
  '9.3 (2): {} has been attacked this phase other than by a charge': '9.3 (2) : {} a été attaqué pendant cette phase autrement que par une charge',
  '9.3: no cavalry at {} declared a charge on {} in its movement phase, or it has fought': '9.3 : aucune cavalerie en {} n’a déclaré de charge sur {} pendant sa phase de mouvement, ou elle a déjà combattu',
  // task_refusal_reason
  '7.13.3: {}': '7.13.3 : {}',
  '7.13.3: no artillery support is allowed for a charge': '7.13.3 : aucun soutien d’artillerie n’est permis pour une charge',
  '7.13.3: a charge is made by effective, undisrupted infantry that declared it in the movement phase': '7.13.3 : une charge est faite par de l’infanterie efficace, non désorganisée, qui l’a déclarée pendant la phase de mouvement',
  '8.4, 10.3 (R-8.4l): a coordinating leader is effective, has not used his assist this turn, stands with or next to the first battery (in his span) and brings in a battery of his span next to him':
    '8.4, 10.3 (R-8.4l) : un chef qui coordonne est efficace, n’a pas encore aidé ce tour, se tient avec la première batterie ou à côté (dans son commandement) et y joint une batterie de son commandement voisine de lui',
  '8.4: a battery fires together only when ready, in range and sight of the target, and stacked with or next to a battery already firing or a coordinating leader':
    '8.4 : une batterie ne se joint au tir que prête, à portée et en vue de la cible, empilée avec une batterie qui tire déjà ou un chef qui coordonne, ou à côté',
  // src/mns/fortunes.cpp, fortune_refusal
  "7.2: a triggered hex's fortune serves the units of {}": '7.2 : la fortune d’un hexagone déclenché sert les unités de {}',
  '12.4: an enemy combat unit on the map (not a leader, HQ or trains, nor a hidden unit)': '12.4 : une unité de combat ennemie sur la carte (ni chef, ni QG, ni trains, ni unité cachée)',
  "7.2: a triggered hex's fortune moves all the units of {} (named by the first)": '7.2 : la fortune d’un hexagone déclenché déplace toutes les unités de {} (nommées par la première)',
  '12.4: one of your combat units on the map (with its stack or alone)': '12.4 : une de vos unités de combat sur la carte (avec sa pile ou seule)',
  '12.4: a charge by effective, undisrupted infantry or cavalry not in an EZOC (7.2: ignored for a triggered hex) that has not fought this phase, with a charge of 1 or 2 MP (none from a triggered hex) into terrain open to it':
    '12.4 : une charge d’infanterie ou de cavalerie efficace, non désorganisée, hors d’une ZdC ennemie (7.2 : ignoré pour un hexagone déclenché), qui n’a pas combattu pendant cette phase, avec une charge de 1 ou 2 PM (aucune depuis un hexagone déclenché) vers un terrain qui lui est ouvert',
  '12.4: an undisrupted enemy combat unit on the map (not a leader)': '12.4 : une unité de combat ennemie non désorganisée sur la carte (pas un chef)',
  '12.4: one of your disrupted or ineffective combat units on the map': '12.4 : une de vos unités de combat désorganisées ou inefficaces sur la carte',
  "7.2, R-12.4r: not with a triggered hex's fortune": '7.2, R-12.4r : pas avec la fortune d’un hexagone déclenché',
  '12.4, 13.2: a unit of the next turn box with a hex where 13.2 would place it': '12.4, 13.2 : une unité de la case du prochain tour avec un hexagone où 13.2 la placerait',
  // src/mns/combat_tactics.cpp, charge_group_problem
  '{} is not effective, undisrupted infantry': '{} n’est pas de l’infanterie efficace et non désorganisée',
  '{} did not declare a charge on {}': '{} n’a pas déclaré de charge sur {}',
  '{} did not start its move stacked with {} nor charges from its hex': '{} n’a pas commencé son mouvement empilée avec {} et ne charge pas depuis son hexagone',
  'more than one battalion and one other unit': 'plus d’un bataillon et d’une autre unité',
  'not coordinated: units of two formations and no leader to coordinate them': 'non coordonnée : des unités de deux formations et aucun chef pour les coordonner',
  // src/mns/odds.cpp (the odds panel's "No odds: …")
  'no decision is pending: no odds': 'aucune décision n’est attendue : pas de chances',
  'odds are given for a decision you are offered now; the other side decides': 'les chances sont données pour une décision qui vous est offerte maintenant ; l’autre camp décide',
  "'{}' is not an action: {}": '« {} » n’est pas une action : {}',
  "'{}' is not a legal decision now": '« {} » n’est pas une décision permise maintenant',
  'the dice of this combat have been rolled': 'les dés de ce combat ont été lancés',
  'the action is refused': 'l’action est refusée',
  "'{}' decides no attack or bombardment ({}) (8.4)": '« {} » ne décide aucune attaque ni aucun bombardement ({}) (8.4)',
  'the game ends': 'la partie finit',
  'another combat comes first': 'un autre combat vient d’abord',
  'the charge is not fought': 'la charge n’est pas livrée',
  'a die before the combat could not be played': 'un dé avant le combat n’a pas pu être joué',
  'the charge is not offered in the combat phase': 'la charge n’est pas offerte dans la phase de combat',
  'no combat phase within 400 decisions': 'aucune phase de combat dans les 400 décisions',
  'no combat die follows': 'aucun dé de combat ne suit',
  'no combat die within 400 decisions': 'aucun dé de combat dans les 400 décisions',
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each template as a whole-message pattern, its `{}` capturing what the engine put there. */
const PATTERNS = Object.entries(REFUSALS)
  .filter(([en]) => !en.includes('{}{}'))
  // The most words of their own first: "7.13.3: no artillery …" before "7.13.3: {}".
  .sort(([a], [b]) => b.replace(/\{\}/g, '').length - a.replace(/\{\}/g, '').length)
  .map(([en, fr]) => ({ re: new RegExp(`^${en.split('{}').map(escape).join('(.+?)')}$`), fr }));

/** "SECTION: text" as the odds route writes a refusal (section, then the reason). */
const SECTIONED = /^(\d+(?:\.\d+)*[A-Z]?(?: \(\d+\))?(?:, [\w.()-]+)*): (.+)$/;

/** A refusal in French; `ok` false when some part of it has no template (it stays English). */
export function frenchRefusal(message: string, depth = 0): { text: string; ok: boolean } {
  const text = message.trim();
  if (depth > 4) return { text, ok: false };
  // Game::apply's wrapper: the notation refused, then the rule's reason in parentheses when it has one.
  const wrapped = /^not a legal decision now: (.+?)(?: \((.+)\))?$/.exec(text);
  if (wrapped) {
    const why = wrapped[2] ? frenchRefusal(wrapped[2], depth + 1) : { text: '', ok: true };
    return { text: `décision non permise maintenant : ${wrapped[1]}${wrapped[2] ? ` (${why.text})` : ''}`, ok: why.ok };
  }
  for (const { re, fr } of PATTERNS) {
    const m = re.exec(text);
    if (!m) continue;
    let i = 1;
    // A part that is itself a reason (7.13.3's problem of the charge, an odds refusal's parse error) is read again.
    // (A part no template reads — a hex, a unit, a notation — stays as it is.)
    const out = fr.replace(/\{\}/g, () => {
      const part = m[i++] ?? '';
      const inner = frenchRefusal(part, depth + 1);
      return inner.ok ? inner.text : part;
    });
    return { text: out, ok: true };
  }
  const s = SECTIONED.exec(text);
  if (s) {
    const inner = frenchRefusal(s[2], depth + 1);
    return { text: `${s[1]} : ${inner.text}`, ok: inner.ok };
  }
  return { text, ok: false };
}
