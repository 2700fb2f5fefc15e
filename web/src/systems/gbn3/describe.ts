// What a GBN3 decision is about, in words (issue 14 items 7c and 7i): each
// legal action as a sentence ("44 IR retreats before combat to 0814, facing
// N"), the heading and rule section of each kind of decision, and the
// situation the player decides in (who assaults whom, the coordination
// test, the advance after combat), in English and French. Pure functions of
// the view and the legal actions.
import type { GameView } from './types';
import type { Gbn3Action as ParsedAction } from './actions';

export type Lang = 'en' | 'fr';

/** What describing needs besides the action: the view (the combat being
 * resolved), a piece's short name and the language. */
export interface DescribeContext {
  view: GameView;
  name(id: string): string;
  lang: Lang;
}

const FACING_FR: Record<string, string> = { N: 'N', NE: 'NE', SE: 'SE', S: 'S', SW: 'SO', NW: 'NO' };

const W = {
  en: {
    move: '{p} to {h}, facing {f}',
    moveNoFacing: '{p} to {h}',
    turn: '{p} turns to face {f}',
    exit: '{p} leaves the map',
    exitBy: '{p} leaves the map by {h}',
    endMove: 'End the movement',
    assault: '{p} assaults {t}',
    with: '{h} with {v}',
    endAssaults: 'No (more) assault',
    coordinate: 'Try a coordinated assault on {h}',
    separate: 'Resolve the assaults on {h} separately',
    resolve: 'Resolve the assault on {h}',
    resolveBy: 'Resolve the assault of {p} on {h}',
    evade: '{p} retreats before combat to {h}, facing {f}',
    evadeTo: '{p} retreats before combat to {h}',
    retreatTo: '{p} retreats to {h}',
    advanceTo: '{p} advances to {h}',
    advanceToWith: '{p} advances to {h} with its commander',
    standEvade: 'Stand: no retreat before combat',
    standSupport: 'No (more) artillery support',
    standVolley: 'No (more) fire from units not assaulted',
    stand: 'Stand',
    support: '{p} supports the defence',
    volley: '{p} fires at {t}',
    bonus: ' (commander’s bonus)',
    defend: 'Fire {list}',
    defendAt: '{v} at {p}',
    attack: 'Attack {h}',
    loss: '{p} takes the extra step loss',
    retreat: '{p} retreats to {h}, facing {f}',
    advance: '{p} advances to {h}, facing {f}',
    advanceWith: '{p} advances to {h}, facing {f}, with its commander',
    noAdvance: 'No advance',
    aide: 'Aide de Camp of {p} in {h}',
    first: '{p} acts first',
    direct: 'Direct command of {p}',
    directBy: '{c} takes {p} under direct command',
    attach: '{p} acts with the active formation',
    ready: 'Done with command: go on',
    fire: '{p} fires at {t}',
    fireTurn: '{p} turns to {f} and fires at {t}',
    hold: 'No (more) barrage fire',
    cincMove: '{p} moves to {h}',
    cincStay: '{p} stays where he is',
  },
  fr: {
    move: '{p} en {h}, orientée {f}',
    moveNoFacing: '{p} en {h}',
    turn: '{p} s’oriente vers {f}',
    exit: '{p} quitte la carte',
    exitBy: '{p} quitte la carte par {h}',
    endMove: 'Finir le mouvement',
    assault: '{p} assaille {t}',
    with: '{h} avec {v}',
    endAssaults: 'Pas (plus) d’assaut',
    coordinate: 'Tenter un assaut coordonné sur {h}',
    separate: 'Résoudre séparément les assauts sur {h}',
    resolve: 'Résoudre l’assaut sur {h}',
    resolveBy: 'Résoudre l’assaut de {p} sur {h}',
    evade: '{p} retraite avant combat en {h}, orientée {f}',
    evadeTo: '{p} retraite avant combat en {h}',
    retreatTo: '{p} retraite en {h}',
    advanceTo: '{p} avance en {h}',
    advanceToWith: '{p} avance en {h} avec son chef',
    standEvade: 'Rester : pas de retraite avant combat',
    standSupport: 'Pas (plus) de soutien d’artillerie',
    standVolley: 'Pas (plus) de tir des unités non assaillies',
    stand: 'Rester',
    support: '{p} soutient la défense',
    volley: '{p} tire sur {t}',
    bonus: ' (bonus du chef)',
    defend: 'Tirer {list}',
    defendAt: '{v} sur {p}',
    attack: 'Attaquer {h}',
    loss: '{p} subit la perte de pas supplémentaire',
    retreat: '{p} retraite en {h}, orientée {f}',
    advance: '{p} avance en {h}, orientée {f}',
    advanceWith: '{p} avance en {h}, orientée {f}, avec son chef',
    noAdvance: 'Pas d’avance',
    aide: 'Aide de Camp de {p} en {h}',
    first: '{p} agit en premier',
    direct: 'Commandement direct de {p}',
    directBy: '{c} prend {p} sous son commandement direct',
    attach: '{p} agit avec la formation activée',
    ready: 'Commandement terminé : continuer',
    fire: '{p} tire sur {t}',
    fireTurn: '{p} s’oriente vers {f} et tire sur {t}',
    hold: 'Pas (plus) de tir de barrage',
    cincMove: '{p} va en {h}',
    cincStay: '{p} reste où il est',
  },
};

type Words = typeof W.en;

function fill(s: string, p: Record<string, string | number>): string {
  return s.replace(/\{(\w+)\}/g, (m, k: string) => (k in p ? String(p[k]) : m));
}

/** The facing as printed in the language (SW is SO in French). */
export function facingName(f: string, lang: Lang): string {
  return lang === 'fr' ? (FACING_FR[f] ?? f) : f;
}

/** One legal action in words. */
export function describeAction(a: ParsedAction, ctx: DescribeContext): string {
  const w: Words = W[ctx.lang];
  const tok = a.notation.trim().split(/\s+/);
  const p = a.piece ? ctx.name(a.piece) : '';
  const f = a.facing ? facingName(a.facing, ctx.lang) : '';
  const h = a.hex ?? '';
  const t = a.target ? ctx.name(a.target) : '';
  const bonus = a.bonus ? w.bonus : '';
  const here = a.piece ? ctx.view.pieces.find((x) => x.id === a.piece) : undefined;
  switch (a.type) {
    case 'move':
      if (!a.facing) return fill(w.moveNoFacing, { p, h });
      return fill(here?.hex === h && here.where === 'map' ? w.turn : w.move, { p, h, f });
    case 'exit':
      return fill(a.hex ? w.exitBy : w.exit, { p, h });
    case 'end move':
      return w.endMove;
    case 'assault':
      return fill(w.assault, { p, t: a.hexes.map((x) => fill(w.with, { h: x.hex, v: x.value ?? '' })).join(', ') });
    case 'end assaults':
      return w.endAssaults;
    case 'coordinate':
      return fill(w.coordinate, { h });
    case 'separate':
      return fill(w.separate, { h });
    case 'resolve':
      return a.piece ? fill(w.resolveBy, { p, h }) : fill(w.resolve, { h });
    case 'evade':
      return fill(a.facing ? w.evade : w.evadeTo, { p, h, f });
    case 'stand': {
      const step = ctx.view.combat?.step;
      return step === 'evade' ? w.standEvade : step === 'support' ? w.standSupport : step === 'volley' ? w.standVolley : w.stand;
    }
    case 'support':
      return fill(w.support, { p });
    case 'volley':
      return fill(w.volley, { p, t }) + bonus;
    case 'defend': {
      const shares = (tok[1] ?? '').split(',').map(Number);
      const att = ctx.view.combat?.attackers ?? [];
      const list = shares.map((v, i) => fill(w.defendAt, { v, p: att[i] ? ctx.name(att[i]) : `#${i + 1}` })).join(', ');
      return fill(w.defend, { list }) + bonus;
    }
    case 'attack':
      return fill(w.attack, { h: ctx.view.combat?.target ?? '' }) + bonus;
    case 'loss':
      return fill(w.loss, { p });
    case 'retreat':
      return fill(a.facing ? w.retreat : w.retreatTo, { p, h, f });
    case 'advance':
      if (!a.facing) return fill(tok.includes('with') ? w.advanceToWith : w.advanceTo, { p, h });
      return fill(tok.includes('with') ? w.advanceWith : w.advance, { p, h, f });
    case 'no advance':
      return w.noAdvance;
    case 'aide':
      return fill(w.aide, { p: ctx.name(tok[1] ?? ''), h });
    case 'first':
      return fill(w.first, { p: ctx.name(tok[1] ?? '') });
    case 'direct':
      return tok[2] ? fill(w.directBy, { p, c: ctx.name(tok[2]) }) : fill(w.direct, { p });
    case 'attach':
      return fill(w.attach, { p });
    case 'ready':
      return w.ready;
    case 'fire':
      return fill(here && a.facing && here.facing !== a.facing ? w.fireTurn : w.fire, { p, t, f });
    case 'hold':
      return w.hold;
    case 'cinc':
      return fill(w.cincMove, { p, h });
    case 'cinc stay':
      return fill(w.cincStay, { p });
    default:
      // A scenario rule's own decision: its notation, pieces by name.
      return tok.map((x) => (x === a.piece || x === a.target ? ctx.name(x) : x)).join(' ');
  }
}

/** The heading and rule section of a kind of decision (action type). */
const KINDS: Record<string, { en: string; fr: string; section: string }> = {
  first: { en: 'Who acts first', fr: 'Qui agit en premier', section: '8' },
  cinc: { en: 'Commander-in-chief', fr: 'Commandant en chef', section: '7.1' },
  'cinc stay': { en: 'Commander-in-chief', fr: 'Commandant en chef', section: '7.1' },
  direct: { en: 'Direct command', fr: 'Commandement direct', section: '9.1.4' },
  attach: { en: 'Independent units', fr: 'Unités indépendantes', section: '9.1.3' },
  exit: { en: 'Leave the map', fr: 'Quitter la carte', section: '9.3' },
  coordinate: { en: 'Coordinated assault', fr: 'Assaut coordonné', section: '9.5.2' },
  separate: { en: 'Coordinated assault', fr: 'Assaut coordonné', section: '9.5.2' },
  resolve: { en: 'Next assault to resolve', fr: 'Prochain assaut à résoudre', section: '9.5.3' },
  evade: { en: 'Retreat before combat', fr: 'Retraite avant combat', section: '9.5.4' },
  support: { en: 'Artillery support', fr: 'Soutien d’artillerie', section: '9.5.6' },
  volley: { en: 'Fire of units not assaulted', fr: 'Tir des unités non assaillies', section: '9.5.1' },
  defend: { en: 'Defensive fire', fr: 'Tir défensif', section: '9.5.3' },
  attack: { en: 'Attack', fr: 'Attaque', section: '9.5.5' },
  loss: { en: 'Extra step loss (D+1)', fr: 'Perte de pas supplémentaire (D+1)', section: '9.5.7' },
  retreat: { en: 'Retreat after combat', fr: 'Retraite après combat', section: '9.5.8' },
  advance: { en: 'Advance after combat', fr: 'Avance après combat', section: '9.5.9' },
  'no advance': { en: 'Advance after combat', fr: 'Avance après combat', section: '9.5.9' },
  aide: { en: 'Aide de Camp', fr: 'Aide de Camp', section: '9.5.13' },
};

export function kindHeading(type: string, lang: Lang): { title: string; section: string } | null {
  const k = KINDS[type];
  return k ? { title: k[lang], section: k.section } : null;
}

const S = {
  en: {
    assault: 'Assault on {h}: {att} against {def}.',
    coordinated: 'Coordinated assault on {h}: {att} against {def}.',
    evade: 'Retreat before combat (a unit with at least its attackers’ MP may), or stand and fire?',
    support: 'Artillery of the formation may add its value to the defence.',
    defend: 'Split the defensive fire among the attackers.',
    volley: 'Units not assaulted may fire at an attacker in their front.',
    attack: 'The attackers left attack.',
    declared: 'Assaults declared on {h}: {att}.',
    coordinate: 'A coordinated assault needs 1d6 + the commander’s command value ≥ 6; otherwise each attacker fights alone.',
    select: 'Choose the assault to resolve next.',
    advanceMust: 'The defenders left {h}: one of the attackers must advance into it.',
    advanceMay: 'The defenders retreated before combat from {h}: one attacker may occupy it.',
    loss: 'A D+1 result: choose the unit of the stack that takes the extra step loss.',
    retreat: 'Choose where the unit retreats (away from enemy zones of control, then the cheapest terrain).',
    first: 'You have the initiative: choose the formation that acts first.',
    cinc: 'Move your commander-in-chief, or leave him where he is.',
    command: 'Command: take out-of-command units under direct command, attach independents, then go on.',
    barrage: 'Barrage fire: click an artillery unit, then a target in its line of sight.',
    movement: 'Movement: click a unit, then a lit hex and a facing.',
    declare: 'Assault declarations: click a unit, then an enemy in its front hexes.',
    aide: 'Place the Aide de Camp on a unit of the formation.',
    none: 'nobody',
  },
  fr: {
    assault: 'Assaut sur {h} : {att} contre {def}.',
    coordinated: 'Assaut coordonné sur {h} : {att} contre {def}.',
    evade: 'Retraite avant combat (permise à une unité qui a au moins les PM de ses attaquants), ou rester et tirer ?',
    support: 'L’artillerie de la formation peut ajouter sa valeur à la défense.',
    defend: 'Répartissez le tir défensif entre les attaquants.',
    volley: 'Les unités non assaillies peuvent tirer sur un attaquant dans leur front.',
    attack: 'Les attaquants restants attaquent.',
    declared: 'Assauts déclarés sur {h} : {att}.',
    coordinate: 'Un assaut coordonné demande 1d6 + la valeur de commandement du chef ≥ 6 ; sinon chaque attaquant combat seul.',
    select: 'Choisissez l’assaut à résoudre ensuite.',
    advanceMust: 'Les défenseurs ont quitté {h} : un des attaquants doit y avancer.',
    advanceMay: 'Les défenseurs ont retraité avant combat de {h} : un attaquant peut l’occuper.',
    loss: 'Un résultat D+1 : choisissez l’unité de la pile qui subit la perte de pas supplémentaire.',
    retreat: 'Choisissez où l’unité retraite (loin des zones de contrôle ennemies, puis par le terrain le moins cher).',
    first: 'Vous avez l’initiative : choisissez la formation qui agit en premier.',
    cinc: 'Déplacez votre commandant en chef, ou laissez-le où il est.',
    command: 'Commandement : unités hors commandement sous commandement direct, indépendantes rattachées, puis continuer.',
    barrage: 'Tir de barrage : cliquez une artillerie, puis une cible dans sa ligne de vue.',
    movement: 'Mouvement : cliquez une unité, puis un hexagone en surbrillance et une orientation.',
    declare: 'Déclarations d’assaut : cliquez une unité, puis un ennemi dans ses hexagones de front.',
    aide: 'Placez l’Aide de Camp sur une unité de la formation.',
    none: 'personne',
  },
};

/** The situation of the decision, with the rule section it is under; null
 * when the phase says it all. */
export function situation(legal: ParsedAction[], ctx: DescribeContext): { text: string; section: string }[] {
  const s = S[ctx.lang];
  const v = ctx.view;
  const has = (ty: string) => legal.some((a) => a.type === ty);
  const names = (ids: string[]) => ids.map((id) => ctx.name(id)).join(', ') || s.none;
  const out: { text: string; section: string }[] = [];
  const c = v.combat;
  if (c) {
    out.push({ text: fill(c.coordinated ? s.coordinated : s.assault, { h: c.target, att: names(c.attackers), def: names(c.defenders) }), section: c.coordinated ? '9.5.2' : '9.5.3' });
    const step: Record<string, string> = { evade: s.evade, support: s.support, defend: s.defend, volley: s.volley, attack: s.attack };
    if (step[c.step]) out.push({ text: step[c.step], section: c.section });
  }
  if (has('coordinate') || has('separate')) {
    for (const a of legal.filter((x) => x.type === 'coordinate')) {
      const k = v.combats?.find((x) => x.target === a.hex);
      if (k) out.push({ text: fill(s.declared, { h: k.target, att: k.attackers.map((x) => `${ctx.name(x.piece)} (${x.value})`).join(', ') }), section: '9.5.1' });
    }
    out.push({ text: s.coordinate, section: '9.5.2' });
  }
  if (has('resolve')) out.push({ text: s.select, section: '9.5.3' });
  const adv = legal.find((a) => a.type === 'advance');
  if (adv) out.push(has('no advance') ? { text: fill(s.advanceMay, { h: adv.hex ?? '' }), section: '9.5.4' } : { text: fill(s.advanceMust, { h: adv.hex ?? '' }), section: '9.5.9' });
  if (has('loss')) out.push({ text: s.loss, section: '9.5.7' });
  if (has('retreat')) out.push({ text: s.retreat, section: '9.5.8' });
  if (has('first')) out.push({ text: s.first, section: '8' });
  if (has('cinc') || has('cinc stay')) out.push({ text: s.cinc, section: '7.1' });
  if (has('ready')) out.push({ text: s.command, section: '9.1' });
  if (has('hold')) out.push({ text: s.barrage, section: '9.2' });
  if (has('end move')) out.push({ text: s.movement, section: '9.3' });
  if (has('end assaults')) out.push({ text: s.declare, section: '9.5.1' });
  if (has('aide')) out.push({ text: s.aide, section: '9.5.13' });
  return out;
}
