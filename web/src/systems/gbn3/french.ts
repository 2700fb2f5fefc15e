// French for the engine's English texts (issue 14 item 7i): log lines, odds
// modifiers, roll labels and assumptions, scenario names. The engine writes
// English only; rather than a second copy of every sentence in C++, the
// client reads the English by templates and writes it in French. Pieces are
// matched first (from the scenario: "44th Infantry regiment (p-44ir)" becomes
// a token), so a template only holds the sentence's own words. A text no
// template reads stays in English and is reported (`ok: false`): the e2e
// test e2e/french-log.test.mjs plays random games of every scenario on the
// real server and fails on any such line, so the engine's wording and these
// templates cannot drift apart unnoticed (docs/web.md).

/** A piece's name as the engine writes it, and what the client shows. */
export interface Entity {
  text: string;
  id: string;
}

// A token is the entity's index in letters (a, b, …, ba, …) between \u0001
// and \u0002: no digit in it, so hexes are still found around it.
const TOKEN = /\u0001([a-z]+)\u0002/g;

function letters(i: number): string {
  let s = '';
  do {
    s = String.fromCharCode(97 + (i % 26)) + s;
    i = Math.floor(i / 26);
  } while (i > 0);
  return s;
}

function index(s: string): number {
  let i = 0;
  for (const c of s) i = i * 26 + (c.charCodeAt(0) - 97);
  return i;
}

/** The token of entity i. */
export function token(i: number): string {
  return `\u0001${letters(i)}\u0002`;
}

/** Replaces every entity name in `text` by its token (entities in matching
 * order: longest names first, so "Art 7-8/III (…)" wins over its parts). */
export function tokenize(text: string, ents: Entity[]): string {
  let out = text;
  ents.forEach((e, i) => {
    if (e.text && out.includes(e.text)) out = out.split(e.text).join(token(i));
  });
  return out;
}

/** The entities of a scenario in matching order (longest text first). */
export function sortEntities(ents: Entity[]): Entity[] {
  return [...ents].sort((a, b) => b.text.length - a.text.length);
}

/** Puts names back for the tokens (render decides how a piece is shown). */
export function detokenize(text: string, show: (i: number) => string): string {
  return text.replace(TOKEN, (_m, i: string) => show(index(i)));
}

// ---- templates ----
// English side: {e} a piece token, {h} a hex, {n} a number, {d} a facing,
// {r} a combat result, {t} a turn label ("10.00", "day 2, 10.00 (night)"),
// {s} a side ({v} its feminine adjective, {w} its name, from "Prussian"), {m} a comma list (each item translated), {x} any text
// (translated itself). The French side names the captures by position {1}…

const SIDE: Record<string, string> = { Prussia: 'Prusse', Austria: 'Autriche', prussia: 'Prusse', austria: 'Autriche', Prussian: 'prussien', Austrian: 'autrichien' };
const FACING: Record<string, string> = { N: 'N', NE: 'NE', SE: 'SE', S: 'S', SW: 'SO', NW: 'NO' };
const MONTHS: Record<string, string> = { June: 'juin', July: 'juillet' };

/** Words and short phrases the engine puts inside sentences. */
const PHRASES: [string, string][] = [
  ['passed', 'réussi'],
  ['failed', 'raté'],
  ['failed, disorganised', 'raté, désorganisée'],
  ['rallied', 'ralliée'],
  ['still disorganised', 'toujours désorganisée'],
  ['may move', 'peut bouger'],
  ['stays where he is', 'reste où il est'],
  ['he holds', 'il tient bon'],
  ['it holds', 'elle tient'],
  ['it surrenders', 'elle se rend'],
  ['he falls', 'il tombe'],
  ['the formation acts normally', 'la formation agit normalement'],
  ['the formation stays out of command', 'la formation reste hors commandement'],
  ['coordinated assault', 'assaut coordonné'],
  ['separate assaults', 'assauts séparés'],
  ['the battle goes on', 'la bataille continue'],
  ['the bridge burns', 'le pont brûle'],
  ['it does not catch', 'il ne prend pas feu'],
  ['a ford is found', 'un gué est trouvé'],
  ['no ford', 'pas de gué'],
  ['none', 'aucune'],
  ['in command', 'sous commandement'],
  ['out of command', 'hors commandement'],
  ['retreat into an enemy zone of control', 'retraite dans une zone de contrôle ennemie'],
  ['cannot retreat', 'ne peut pas retraiter'],
  ['result D', 'résultat D'],
  ['result D, already disorganised', 'résultat D, déjà désorganisée'],
  ['D+1', 'D+1'],
  ['cavalry entering woods', 'cavalerie entrant en bois'],
  ['retreat before combat with no more MP than the attacker', 'retraite avant combat sans plus de PM que l’attaquant'],
  ['retreat before combat with no more MP than the attacker, already disorganised', 'retraite avant combat sans plus de PM que l’attaquant, déjà désorganisée'],
  ['continue the movement; day 2 keeps the victory conditions of Nachod', 'poursuivre le mouvement ; le jour 2 garde les conditions de victoire de Nachod'],
  ['retreat on Josefstadt; day 2 takes the victory conditions of Skalitz', 'retraite sur Josefstadt ; le jour 2 prend les conditions de victoire de Skalitz'],
  ['tied game', 'partie nulle'],
  ['Prussian major victory', 'victoire majeure prussienne'],
  ['Prussian minor victory', 'victoire mineure prussienne'],
  ['Austrian major victory', 'victoire majeure autrichienne'],
  ['Austrian minor victory', 'victoire mineure autrichienne'],
  ['major Prussian victory', 'victoire majeure prussienne'],
  ['major Austrian victory', 'victoire majeure autrichienne'],
  ['minor Prussian victory', 'victoire mineure prussienne'],
  ['minor Austrian victory', 'victoire mineure autrichienne'],
  ['a draw', 'une partie nulle'],
  ['a major Prussian victory', 'une victoire majeure prussienne'],
  ['a minor Prussian victory', 'une victoire mineure prussienne'],
  ['a major Austrian victory', 'une victoire majeure autrichienne'],
  ['a minor Austrian victory', 'une victoire mineure autrichienne'],
  ['it entered it', 'elle y est entrée'],
  ['it does not come this turn', 'il n’arrive pas ce tour'],
  ['the commander-in-chief panicked', 'le commandant en chef a paniqué'],
  ['-', '-'],
  ['T', 'T'],
  ['D', 'D'],
];

/** Whole sentences (log lines), and the parts of lists (modifiers, VP items). */
const TEMPLATES: [string, string][] = [
  // §6, §13: the game and the days
  ['{x} ({x}, edition {x}) begins at {t}', '{1} ({2}, édition {3}) commence à {4}'],
  ['turn {t}: command phase', 'tour {1} : phase de commandement'],
  ['turn {t}: operations phase', 'tour {1} : phase d’opérations'],
  ['turn {t}: rally phase', 'tour {1} : phase de ralliement'],
  ['special rule {x} ({x}) is not implemented yet: the game is played without it', 'la règle spéciale {1} ({2}) n’est pas encore appliquée : la partie se joue sans elle'],
  ['special rule {x} ({x}) is not implemented yet: the day is played without it', 'la règle spéciale {1} ({2}) n’est pas encore appliquée : la journée se joue sans elle'],
  ['day {n} is over; between the days', 'le jour {1} est fini ; entre les deux jours'],
  ['day {n} begins: {x} ({x}), {t}', 'le jour {1} commence : {2} ({3}), {4}'],
  ['end of the campaign, both days added ({x}): {x}', 'fin de la campagne, les deux jours additionnés ({1}) : {2}'],
  ['day {n}: Prussia {n}, Austria {n}', 'jour {1} : Prusse {2}, Autriche {3}'],
  ['end of day {n}: {x}', 'fin du jour {1} : {2}'],
  ['end of the game: {x}', 'fin de la partie : {1}'],
  ['Prussia {n} VP, Austria {n} VP; difference {n} VP (major victory from {n}, minor from {n}): {x}', 'Prusse {1} PV, Autriche {2} PV ; écart {3} PV (victoire majeure à partir de {4}, mineure de {5}) : {6}'],
  ['{e} was demoralised on day 1 and remains so ({n} step losses, threshold {n} on day 2)', '{1} était démoralisée le jour 1 et le reste ({2} pertes de pas, seuil {3} le jour 2)'],
  ['the {s} player keeps his losses of day 1: {m}', 'le joueur {1} garde ses pertes du jour 1 : {2}'],
  ['{e} {n}', '{1} {2}'],
  ['{e} {n} (eliminated)', '{1} {2} (éliminée)'],
  ['day {n}: Prussia {n}, Austria {n}; day {n}: Prussia {n}, Austria {n}', 'jour {1} : Prusse {2}, Autriche {3} ; jour {4} : Prusse {5}, Autriche {6}'],
  ['{e} joins {e}', '{1} rejoint {2}'],
  ['{e} joins {e} with its {n} step loss', '{1} rejoint {2} avec sa perte de pas'],
  ['{e} joins {e} with its {n} step losses', '{1} rejoint {2} avec ses {3} pertes de pas'],
  // §7 command
  ['{e} reaction test: die {n} + {n} = {n} ({x})', '{1} test de réaction : dé {2} + {3} = {4} ({5})'],
  ['{e} stays in {h}', '{1} reste en {2}'],
  ['{e} moves from {h} to {h}', '{1} va de {2} à {3}'],
  ['{e} is turned over to his activated side', '{1} est retourné sur sa face activée'],
  ['{e} is within 3 hexes of the enemy and may move without a reaction test', '{1} est à 3 hexagones de l’ennemi ou moins et peut bouger sans test de réaction'],
  ['{e} arrives in {h} and moves without a reaction test (7.1 exception 2)', '{1} arrive en {2} et bouge sans test de réaction (7.1 exception 2)'],
  ['{e} arrives as a reinforcement and is in command this turn (9.4)', '{1} arrive en renfort et est sous commandement ce tour (9.4)'],
  ['{e} cannot be reached by a line of command: Out of Command marker', '{1} ne peut être joint par aucune ligne de commandement : marqueur Hors Commandement'],
  ['{e} is back within the line of command', '{1} est de nouveau dans la ligne de commandement'],
  ['{e} is in command by this special rule', '{1} est sous commandement par cette règle spéciale'],
  ['{e} is out of command by this special rule', '{1} est hors commandement par cette règle spéciale'],
  // §8 initiative
  ['{e} initiative: die {n} + {n} = {n}', '{1} initiative : dé {2} + {3} = {4}'],
  ['{s} (no commander-in-chief) initiative: die {n} + {n} = {n}', '{1} (sans commandant en chef) initiative : dé {2} + {3} = {4}'],
  ['{s} has the initiative', '{1} a l’initiative'],
  ['{s} has the initiative (tie)', '{1} a l’initiative (égalité)'],
  ['{s} has the initiative without a roll', '{1} a l’initiative sans jet de dé'],
  ['neither side has a commander-in-chief on the map: all markers go into the cup, no initiative', 'aucun camp n’a de commandant en chef sur la carte : tous les marqueurs vont dans le gobelet, pas d’initiative'],
  ['{e} will act first', '{1} agira en premier'],
  // §9 activation
  ['marker drawn: {e}', 'marqueur tiré : {1}'],
  ['{e} is activated', '{1} est activée'],
  ['{e} is out of command: activation test die {n} + {n} = {n} ({x})', '{1} est hors commandement : test d’activation dé {2} + {3} = {4} ({5})'],
  ['independent {e} acts with {e}', 'l’indépendante {1} agit avec {2}'],
  ['independent {e} acts with {e} (out of command)', 'l’indépendante {1} agit avec {2} (hors commandement)'],
  ['{e} commands independent {e} directly', '{1} commande directement l’indépendante {2}'],
  ['{e} takes {e} under direct command', '{1} prend {2} sous son commandement direct'],
  // §9.2 barrage, §4 facing
  ['{e} turns to {d} before firing', '{1} s’oriente vers {2} avant de tirer'],
  ['{e} fires at {e} in {h}: die {n} ({m}) -> {r}', '{1} tire sur {2} en {3} : dé {4} ({5}) → {6}'],
  ['{e} changes facing to {d} in {h}', '{1} change d’orientation vers {2} en {3}'],
  // §9.3, §9.4 movement
  ['{e} moves from {h} to {h} ({n} MP), facing {d}', '{1} va de {2} à {3} ({4} PM), orientée {5}'],
  ['{e} moves from {h} to {h} to leave the map', '{1} va de {2} à {3} pour quitter la carte'],
  ['{e} enters at {h} and moves to {h} ({n} MP), facing {d}', '{1} entre en {2} et va en {3} ({4} PM), orientée {5}'],
  ['{e} arrives in {h}', '{1} arrive en {2}'],
  ['{e} waits: enemy units stand in his entry hex {h}', '{1} attend : des unités ennemies occupent son hexagone d’entrée {2}'],
  // §9.5 combat
  ['{e} declares an assault on {m}', '{1} déclare un assaut sur {2}'],
  ['{h} with {n}', '{1} avec {2}'],
  ['assault on {h} by {m}', 'assaut sur {1} par {2}'],
  ['coordinated assault on {h} by {m}', 'assaut coordonné sur {1} par {2}'],
  ['{e} ({n})', '{1} ({2})'],
  ['coordination test on {h}: die {n} + {n} = {n} ({x})', 'test de coordination sur {1} : dé {2} + {3} = {4} ({5})'],
  ['coordination test on {h}: die {n} + {n} + 1 = {n} ({x})', 'test de coordination sur {1} : dé {2} + {3} + 1 = {4} ({5})'],
  ['the assault on {h} does not take place (no attacker or no defender left)', 'l’assaut sur {1} n’a pas lieu (plus d’attaquant ou plus de défenseur)'],
  ['no attacker is left to assault {h}', 'plus aucun attaquant pour assaillir {1}'],
  ['{e} retreats before combat from {h} to {h}', '{1} retraite avant combat de {2} à {3}'],
  ['{e} stands alone against the assault', '{1} est seule face à l’assaut'],
  ['{e} supports the defence of {h}', '{1} soutient la défense de {2}'],
  ['defensive fire of {h} at {e}: die {n} ({m}) -> {r}', 'tir défensif de {1} sur {2} : dé {3} ({4}) → {5}'],
  ['defensive fire of {e} from {h} (not assaulted) at {e}: die {n} ({m}) -> {r}', 'tir défensif de {1} depuis {2} (non assaillie) sur {3} : dé {4} ({5}) → {6}'],
  ['attack on {h}: die {n} ({m}) -> {r}', 'attaque sur {1} : dé {2} ({3}) → {4}'],
  ['{e} tests morale: die {n} -> {n} ({x})', '{1} teste son moral : dé {2} → {3} ({4})'],
  ['{e} (on the losing side) tests morale: die {n} -> {n} ({x})', '{1} (camp vaincu) teste son moral : dé {2} → {3} ({4})'],
  ['{e} is disorganised ({x})', '{1} est désorganisée ({2})'],
  ['{e} suffers a step loss ({x}); {n} of {n} steps left', '{1} subit une perte de pas ({2}) ; il lui reste {3} pas sur {4}'],
  ['{e} is eliminated', '{1} est éliminée'],
  ['{e} is eliminated; his Aide de Camp takes command of {e}', '{1} est éliminé ; son Aide de Camp prend le commandement de {2}'],
  ['commander-in-chief {e} is eliminated', 'le commandant en chef {1} est éliminé'],
  ['{e} retreats from {h} to {h}, facing {d}', '{1} retraite de {2} à {3}, orientée {4}'],
  ['{e} is disorganised by a unit retreating through {h}', '{1} est désorganisée par une unité qui retraite par {2}'],
  ['{e} is left behind by the retreat', '{1} est laissée en arrière par la retraite'],
  ['{e} advances from {h} to {h}', '{1} avance de {2} à {3}'],
  ['no unit advances', 'aucune unité n’avance'],
  ['{h} is held by the enemy again: no advance', '{1} est de nouveau tenu par l’ennemi : pas d’avance'],
  ['{e} is disorganised after its charge', '{1} est désorganisée après sa charge'],
  ['{e} risks his life: 2d6 = {n}', '{1} risque sa vie : 2d6 = {2}'],
  ['{e} risks his life: 2d6 = {n}, he falls', '{1} risque sa vie : 2d6 = {2}, il tombe'],
  ['{e} is alone next to the enemy and rejoins the nearest friendly unit in {h}', '{1} est seul au contact de l’ennemi et rejoint l’unité amie la plus proche en {2}'],
  ['the Aide de Camp of {e} is placed in {h}', 'l’Aide de Camp de {1} est placé en {2}'],
  ['the Aide de Camp of {e} is eliminated; he returns next turn (9.5.13)', 'l’Aide de Camp de {1} est éliminé ; il revient au tour suivant (9.5.13)'],
  ['no unit of {e} is left for its Aide de Camp', 'il ne reste aucune unité de {1} pour son Aide de Camp'],
  // §10 rally
  ['{e} rally test: die {n} -> {n} ({x})', '{1} test de ralliement : dé {2} → {3} ({4})'],
  ['{e} reaches its demoralisation threshold ({n} step losses) and is demoralised', '{1} atteint son seuil de démoralisation ({2} pertes de pas) et est démoralisée'],
  ['{e} reaches its demoralisation threshold ({n} step losses); independents suffer no effect but score VP', '{1} atteint son seuil de démoralisation ({2} pertes de pas) ; les indépendantes n’en subissent pas d’effet mais rapportent des PV'],
  ['{e} may not rally', '{1} ne peut pas se rallier'],
  // Victory points (score sheet items: "Prussia: ITEM +N VP")
  ['{s}: {x} {n} VP', '{1} : {2} {3} PV'],
  ['{n} enemy step losses (1 VP for every {n})', '{1} pertes de pas ennemies (1 PV par tranche de {2})'],
  ['{n} enemy step losses ({n} VP for every {n})', '{1} pertes de pas ennemies ({2} PV par tranche de {3})'],
  ['{e} is demoralised', '{1} est démoralisée'],
  ['controls {x}', 'contrôle {1}'],
  ['controlled {x} at the end of {t}', 'contrôlait {1} à la fin de {2}'],
  ['{n} units left the map and count', '{1} unités ont quitté la carte et comptent'],
  ['{n} steps left the map and count', '{1} pas ont quitté la carte et comptent'],
  ['{e} cannot reach its line of retreat and is taken prisoner', '{1} ne peut atteindre sa ligne de retraite et est faite prisonnière'],
  ['{e} cannot reach his line of retreat and is captured', '{1} ne peut atteindre sa ligne de retraite et est capturé'],
  ['{e} cannot reach his line of retreat from {h}: counts as {n} step loss', '{1} ne peut atteindre sa ligne de retraite depuis {2} : compte comme {3} perte de pas'],
  ['{e} suffers a step loss ({x}); {n} of {n} step left', '{1} subit une perte de pas ({2}) ; il lui reste {3} pas sur {4}'],
  ['at the end of {t} {s} controls {x}: {n} VP', 'à la fin de {1}, {2} contrôle {3} : {4} PV'],
  ['{n} units disorganised at the end of {t} ({n} VP for every {n})', '{1} unités désorganisées à la fin de {2} ({3} PV par tranche de {4})'],
  ['{n} units still on the map at the end of {t} ({n} VP for every {n})', '{1} unités encore sur la carte à la fin de {2} ({3} PV par tranche de {4})'],
  ['{n} units on the western bank of the Iser at the end of {t}', '{1} unités sur la rive ouest de l’Iser à la fin de {2}'],
  ['at the end of {t} {n} {s} units on the western bank ({m}): {n} VP', 'à la fin de {1}, {2} unités ({3}) sur la rive ouest ({4}) : {5} PV'],
  ['at the end of {t} no {s} unit is on the western bank', 'à la fin de {1}, aucune unité ({2}) sur la rive ouest'],
  ['{n} combat steps still on the map ({n} VP for every {n}, from the first step)', '{1} pas de combat encore sur la carte ({2} PV par tranche de {3}, dès le premier pas)'],
  ['{n} stuck commanders count as {n} more step losses ({n} in all, 1 VP for every {n})', '{1} chefs bloqués comptent pour {2} pertes de pas de plus ({3} en tout, 1 PV par tranche de {4})'],
  ['{n} stuck commander count as {n} more step loss ({n} in all, 1 VP for every {n})', '{1} chef bloqué compte pour {2} perte de pas de plus ({3} en tout, 1 PV par tranche de {4})'],
  ['{n} units evacuated without losses (1 VP for every {n})', '{1} unités évacuées sans pertes (1 PV par tranche de {2})'],
  ['{x} corps units left on the map after {t} ({n} VP each, every turn)', 'unités du {1} corps restées sur la carte après {2} ({3} PV chacune, à chaque tour)'],
  ['{x} corps units left on the map after {t} ({n} VP each)', 'unités du {1} corps restées sur la carte après {2} ({3} PV chacune)'],
  ['the {x} corps entered: {x}', 'le {1} corps est entré : {2}'],
  ['{x} at {t} scores nothing', '{1} à {2} ne rapporte rien'],
  ['pontoon completed on the Iser at the end of {t}', 'pont de bateaux achevé sur l’Iser à la fin de {1}'],
  ['pontoon completed on the Iser at the end of {t} (after {t}: no VP)', 'pont de bateaux achevé sur l’Iser à la fin de {1} (après {2} : pas de PV)'],
  ['a {v} unit entered {x} before the end of {t}', 'une unité {1} est entrée dans {2} avant la fin de {3}'],
  // Scenario rules (special rules)
  ['{e} leaves the map by {h}', '{1} quitte la carte par {2}'],
  ['{e} leaves the map by {h} (it does not count for the VP)', '{1} quitte la carte par {2} (elle ne compte pas pour les PV)'],
  ['{e} leaves the map by {h}; this turn the units in and next to Gitschin are commanded', '{1} quitte la carte par {2} ; ce tour, les unités dans Gitschin et à côté sont commandées'],
  ['end of the battle? die {n} + {n} = {n} (< {n}): {x}', 'fin de la bataille ? dé {1} + {2} = {3} (< {4}) : {5}'],
  ['end of the battle? die {n} + {n} = {n} (>= {n}): the battle ends at the end of {t}', 'fin de la bataille ? dé {1} + {2} = {3} (≥ {4}) : la bataille finit à la fin de {5}'],
  ['the battle ends at the end of {t}', 'la bataille finit à la fin de {1}'],
  ['the battle ends at the end of {t} at the latest: from the end of {t}, a roll at the end of each turn may end it earlier', 'la bataille finit au plus tard à la fin de {1} : dès la fin de {2}, un jet à la fin de chaque tour peut la finir plus tôt'],
  ['the battle may end at the end of {t} ({t} on the turn track)', 'la bataille peut finir à la fin de {1} ({2} sur la piste des tours)'],
  ['bridge burning: die {n} + {n} hexes to the nearest {s} unit = {n} ({x})', 'incendie du pont : dé {1} + {2} hexagones jusqu’à l’unité ({3}) la plus proche = {4} ({5})'],
  ['bridge burning: die {n} + {n} hexes to the nearest {s} unit = {n} ({x} (it may not be burnt a second time))', 'incendie du pont : dé {1} + {2} hexagones jusqu’à l’unité ({3}) la plus proche = {4} ({5} (il ne peut être brûlé une seconde fois))'],
  ['while it burns the Iser cannot be crossed there', 'tant qu’il brûle, l’Iser ne peut être franchie là'],
  ['{e} tries to burn the bridge {x} ({n} MP)', '{1} tente de brûler le pont {2} ({3} PM)'],
  ['{e} has stayed in {h} the whole turn and puts the fire out: the bridge may be used again', '{1} est restée en {2} tout le tour et éteint le feu : le pont peut de nouveau servir'],
  ['{e} looks for a ford on the Iser ({n} MP)', '{1} cherche un gué sur l’Iser ({2} PM)'],
  ['ford search by {e}: die {n} ({n} needed): {x}', 'recherche de gué par {1} : dé {2} ({3} requis) : {4}'],
  ['ford marker between {x}: both sides may cross the Iser there for the rest of the game', 'marqueur de gué entre {1} : les deux camps peuvent y franchir l’Iser jusqu’à la fin de la partie'],
  ['{e} starts a pontoon across the Iser {x} (pontoon marker): it may not move or attack this turn', '{1} commence un pont de bateaux sur l’Iser {2} (marqueur de pont) : elle ne peut ni bouger ni attaquer ce tour'],
  ['{e} completes the pontoon {x} at the end of {t}', '{1} achève le pont de bateaux {2} à la fin de {3}'],
  ['pontoon markers on {x}: the Iser is crossed there like by a bridge', 'marqueurs de pont sur {1} : l’Iser s’y franchit comme par un pont'],
  ['the pontoon of {e} is not completed: {x}', 'le pont de bateaux de {1} n’est pas achevé : {2}'],
  ['{e} postpones its arrival: it will enter at {h} at {t}', '{1} retarde son arrivée : elle entrera en {2} à {3}'],
  ['{m} begin disorganised and cannot rally during the game', '{1} commencent désorganisées et ne peuvent se rallier de la partie'],
  ['no unit begins disorganised', 'aucune unité ne commence désorganisée'],
  ['{e} is in an enemy ZoC at night ({x}): surrender test', '{1} est dans une ZdC ennemie de nuit ({2}) : test de reddition'],
  ['{x} came next to it', '{1} est venue à son contact'],
  ['{e} surrender test: die {n} = {n} ({x})', '{1} test de reddition : dé {2} = {3} ({4})'],
  ['{e} surrender test: die {n} + {n} disorganised = {n} ({x})', '{1} test de reddition : dé {2} + {3} désorganisée = {4} ({5})'],
  ['{e} enters {x}, next to Gitschin: {e} may leave it', '{1} entre dans {2}, près de Gitschin : {3} peut la quitter'],
  ['{e} enters {x} before the end of {t}: {n} VP', '{1} entre dans {2} avant la fin de {3} : {4} PV'],
  ['{m} set up in {h} (player\'s choice)', '{1} se placent en {2} (au choix du joueur)'],
  ['{e} and {e} set up in {h} (player\'s choice)', '{1} et {2} se placent en {3} (au choix du joueur)'],
  ['{e}, day {n}: {e}', '{1}, jour {2} : {3}'],
  ['{v} unit next to {e}: its marker goes into the cup from the next turn', 'unité {1} au contact de {2} : son marqueur va dans le gobelet dès le tour suivant'],
  ['{e} panic check: die {n} + {s} margin {n} = {n} ({x})', '{1} test de panique : dé {2} + marge ({3}) {4} = {5} ({6})'],
  ['{e} panics', '{1} panique'],
  ['the game ends at once in a major {v} victory', 'la partie finit aussitôt sur une victoire majeure {1}'],
  ['day 1 ended early: it counts as a major {v} victory with {n} VP ({w} 0)', 'le jour 1 a fini tôt : il compte comme une victoire majeure {1} avec {2} PV ({3} 0)'],
  ['day 1 ended early with {x} in play: the second day is not played, major {v} victory', 'le jour 1 a fini tôt avec {1} : le second jour n’est pas joué, victoire majeure {2}'],
  ['the commander-in-chief panicked with {x} in play', 'le commandant en chef a paniqué avec {1}'],
  ['Benedek\'s order: die {n} {x} {n} ({x} on day 1) = {n}: {x}', 'ordre de Benedek : dé {1} {2} {3} ({4} le jour 1) = {5} : {6}'],
  ['{e} comes in by {h} at {t}, commanded by {e}', '{1} entre par {2} à {3}, commandée par {4}'],
  ['{e} does not come in', '{1} n’entre pas'],
  ['at the end of {t}, {n} {x} corps units still on the map: {s} loses {n} VP ({n} so far)', 'à la fin de {1}, {2} unités du {3} corps encore sur la carte : {4} perd {5} PV ({6} jusqu’ici)'],
  ['all the {s} pieces on the map are withdrawn ({n} units); the {s} player re-deploys', 'toutes les pièces ({1}) sur la carte sont retirées ({2} unités) ; le joueur {3} se redéploie'],
  ['the {s} re-deployment is over', 'le redéploiement ({1}) est terminé'],
  ['the Austrian withdrawal is over', 'le repli autrichien est terminé'],
  ['units in an enemy zone of control on hexes of protection {n} leave it; the {s} first', 'les unités en zone de contrôle ennemie sur des hexagones de protection {1} la quittent ; le camp {2} d’abord'],
  ['{e} is placed in {h}', '{1} est placé en {2}'],
  ['{e} is placed within {n} hex of {x}', '{1} est placée à {2} hexagone au plus de {3}'],
  ['{e} may be activated at {t}', '{1} peut être activée à {2}'],
  ['{e} may be activated from {t} to {t}', '{1} peut être activée de {2} à {3}'],
  ['{e} leaves the enemy zone of control: {h} to {h}', '{1} quitte la zone de contrôle ennemie : de {2} à {3}'],
  ['{e} withdraws from {h} to {h}', '{1} se replie de {2} à {3}'],
  ['{e} finds no hex to be placed in', '{1} ne trouve aucun hexagone où se placer'],
  ['{e} is evacuated by the road in {h}', '{1} est évacuée par la route en {2}'],
  ['{e} is evacuated by the road in {h} (with losses: no VP)', '{1} est évacuée par la route en {2} (avec des pertes : pas de PV)'],
  ['{x} corps {x} roll: {n} ({x})', 'jet du {1} corps ({2}) : {3} ({4})'],
  ['IV corps entry roll: {n} ({x})', 'jet d’entrée du IVe corps : {1} ({2})'],
  ['I corps return roll: {n} ({x})', 'jet de retour du Ier corps : {1} ({2})'],
  ['it starts to enter by {h}', 'il commence à entrer par {1}'],
  ['it starts to return by {h}', 'il commence à revenir par {1}'],
  ['{e} enters by {h} this turn', '{1} entre par {2} ce tour'],
  ['{e} enters by {h} this turn, with {e}', '{1} entre par {2} ce tour, avec {3}'],
  ['{e} returns by {h} this turn', '{1} revient par {2} ce tour'],
  ['{e} returns by {h} this turn, with {e}', '{1} revient par {2} ce tour, avec {3}'],
  ['{e} returns by {h} this turn, and the corps\' other formations with it ({x})', '{1} revient par {2} ce tour, et les autres formations du corps avec elle ({3})'],
  ['{e} unit next to {e}: its marker goes into the cup from the next turn', 'unité {1} au contact de {2} : son marqueur va dans le gobelet dès le tour suivant'],
];

/** Odds: roll labels, modifiers as the engine logs them, assumptions. */
const ODDS: [string, string][] = [
  ['combat {n} / protection {n} = column {n}', 'combat {1} / protection {2} = colonne {3}'],
  ['combat {n}', 'combat {1}'],
  ['{n} halved on the flank = {n}', '{1} divisé par deux sur le flanc = {2}'],
  ['{n} col. Dreyse needle gun', '{1} col. fusil Dreyse'],
  ['{n} col. losses', '{1} col. pertes'],
  ['{n} col. night', '{1} col. nuit'],
  ['{n} col. target lower', '{1} col. cible plus basse'],
  ['{n} col. target higher', '{1} col. cible plus haute'],
  ['{n} col. {v} infantry', '{1} col. infanterie {2}'],
  ['{n} col. across a bridge', '{1} col. par un pont'],
  ['{n} col. ravine or escarpment', '{1} col. ravin ou escarpement'],
  ['column {n} read as {n} with +{n} on the die', 'colonne {1} lue comme {2} avec +{3} au dé'],
  ['{n} halved on the artillery\'s flank = {n}', '{1} divisé par deux sur le flanc de l’artillerie = {2}'],
  ['{n} with the artillery\'s {n} halved on its flank = {n}', '{1} avec les {2} de l’artillerie divisés par deux sur son flanc = {3}'],
  ['{n} stream', '{1} ruisseau'],
  ['{n} light troops, town/village/wood', '{1} troupes légères, bourg/village/bois'],
  ['{n} col. {x}', '{1} col. {2}'],
  ['{n} Prussian Guard', '{1} Garde prussienne'],
  ['{n} artillery adjacent', '{1} artillerie adjacente'],
  ['{n} flank attack', '{1} attaque de flanc'],
  ['{n} heavy cavalry', '{1} cavalerie lourde'],
  ['{n} light troops in cover', '{1} troupes légères à couvert'],
  ['{n} commander', '{1} chef'],
  ['{n} {v} infantry', '{1} infanterie {2}'],
  ['{n} disorganised', '{1} désorganisée'],
  ['no modifiers', 'aucun modificateur'],
  ['attack on {h}', 'attaque sur {1}'],
  ['defensive fire at {e}', 'tir défensif sur {1}'],
  ['defensive fire of {e} at {e}', 'tir défensif de {1} sur {2}'],
  ['barrage of {e} at {e}', 'barrage de {1} sur {2}'],
  ['morale test of {e}', 'test de moral de {1}'],
  ['other assaults on the hex are resolved separately (9.5.2)', 'les autres assauts sur l’hexagone sont résolus séparément (9.5.2)'],
  ['the defender stands (9.5.4), gives no artillery support (9.5.6) and fires its whole value at this attacker without its commander\'s bonus (9.5.3 A, 9.5.13)', 'le défenseur reste (9.5.4), sans soutien d’artillerie (9.5.6), et tire de toute sa valeur sur cet attaquant sans le bonus de son chef (9.5.3 A, 9.5.13)'],
  ['no defensive fire from units not assaulted (9.5.1)', 'pas de tir défensif des unités non assaillies (9.5.1)'],
  ['no further defensive fire from units not assaulted (9.5.1)', 'plus de tir défensif des unités non assaillies (9.5.1)'],
  ['no (more) defensive fire from units not assaulted (9.5.1)', 'pas (plus) de tir défensif des unités non assaillies (9.5.1)'],
  ['the attack is made without the commander\'s bonus (9.5.13)', 'l’attaque se fait sans le bonus du chef (9.5.13)'],
  ['a unit that must retreat takes the first path offered (9.5.8)', 'une unité qui doit retraiter prend le premier chemin proposé (9.5.8)'],
  ['the defender gives no (more) artillery support (9.5.6) and fires its whole value at the first attacker without its commander\'s bonus (9.5.3 A, 9.5.13)', 'le défenseur ne reçoit pas (plus) de soutien d’artillerie (9.5.6) et tire de toute sa valeur sur le premier attaquant sans le bonus de son chef (9.5.3 A, 9.5.13)'],
];

// ---- the matcher ----

interface Compiled {
  re: RegExp;
  kinds: string[];
  fr: string;
}

const CAPTURE: Record<string, string> = {
  e: '(\u0001[a-z]+\u0002)',
  h: '(\\d{4})',
  n: '([-+]?\\d+(?:\\.\\d+)?)',
  d: '(N|NE|SE|S|SW|NW)',
  r: '(-|T|D\\+1|D)',
  t: '((?:day \\d+, )?\\d\\d\\.\\d\\d(?: \\(night\\))?)',
  s: '(Prussia|Austria|prussia|austria|Prussian|Austrian)',
  v: '(Prussian|Austrian)',
  w: '(Prussian|Austrian)',
  m: '(.+?)',
  x: '(.+?)',
};

function compile(list: [string, string][]): Compiled[] {
  return list.map(([en, fr]) => {
    const kinds: string[] = [];
    const src = en.replace(/[.*+?^$()|[\]\\]/g, (c) => '\\' + c).replace(/\{([ehndrtsvwmx])\}/g, (_m, k: string) => {
      kinds.push(k);
      return CAPTURE[k];
    });
    return { re: new RegExp(`^${src}$`), kinds, fr };
  });
}

const SENTENCES = compile(TEMPLATES);
const ODDS_TEXTS = compile(ODDS);
const PHRASE_MAP = new Map(PHRASES);

/** The result of a translation: the French text (tokens kept) and whether
 * every part of it was read. */
export interface French {
  text: string;
  ok: boolean;
}

/** What a translation may leave as it is: proper names of the scenario
 * (places, objectives) besides tokens, numbers and punctuation. */
export interface FrenchContext {
  names: Set<string>;
}

export const NO_NAMES: FrenchContext = { names: new Set() };

function frTurn(t: string): string {
  return t.replace(/^day (\d+), /, 'jour $1, ').replace(/ \(night\)$/, ' (nuit)');
}

/** Text that needs no translation: tokens, numbers, hexes, rulebook
 * references ("VV165 §11"), punctuation and the scenario's proper names. */
function neutral(s: string, ctx: FrenchContext): boolean {
  // Rulebook and ruling references, corps numbers ("VI corps").
  let rest = s.replace(TOKEN, '').replace(/VV\d+|§[\d.]+|\b[A-D]-\d+\b|\b[IVX]+\b/g, '');
  for (const n of ctx.names) if (n && rest.includes(n)) rest = rest.split(n).join('');
  return /^[\s\d.,:;+\-=()/>]*$/.test(rest);
}

function piece(s: string, tables: Compiled[][], ctx: FrenchContext, depth: number): French {
  if (neutral(s, ctx)) return { text: s, ok: true };
  const p = PHRASE_MAP.get(s);
  if (p !== undefined) return { text: p, ok: true };
  if (SIDE[s]) return { text: SIDE[s], ok: true };
  return match(s, tables, ctx, depth + 1);
}

function list(s: string, tables: Compiled[][], ctx: FrenchContext, depth: number): French {
  // (One modifier holds a comma of its own: "+1 light troops, town/village/wood".)
  const parts = s.split(/, (?!town\/village\/wood)/).map((x) => piece(x, tables, ctx, depth));
  return { text: parts.map((p) => p.text).join(', '), ok: parts.every((p) => p.ok) };
}

function match(text: string, tables: Compiled[][], ctx: FrenchContext, depth = 0): French {
  if (depth > 6) return { text, ok: false };
  for (const table of tables)
    for (const c of table) {
      const m = c.re.exec(text);
      if (!m) continue;
      let ok = true;
      const caps = c.kinds.map((k, i) => {
        const v = m[i + 1];
        if (k === 's') return SIDE[v] ?? v;
        if (k === 'v') return v === 'Prussian' ? 'prussienne' : 'autrichienne';
        if (k === 'w') return v === 'Prussian' ? 'Prusse' : 'Autriche';
        if (k === 'd') return FACING[v] ?? v;
        if (k === 't') return frTurn(v);
        if (k === 'x' || k === 'm') {
          const r = k === 'm' ? list(v, tables, ctx, depth) : piece(v, tables, ctx, depth);
          ok = ok && r.ok;
          return r.text;
        }
        return v;
      });
      if (!ok) continue; // another template may read it all
      return { text: c.fr.replace(/\{(\d+)\}/g, (_q, n: string) => caps[Number(n) - 1] ?? ''), ok: true };
    }
  return { text, ok: false };
}

/** A log line (pieces already tokenized) in French. */
export function frenchLog(text: string, ctx: FrenchContext = NO_NAMES): French {
  return piece(text, [SENTENCES, ODDS_TEXTS], ctx, 0);
}

/** An odds text (a modifier, a roll's label, an assumption) in French. */
export function frenchOdds(text: string, ctx: FrenchContext = NO_NAMES): French {
  return piece(text, [ODDS_TEXTS, SENTENCES], ctx, 0);
}

/** A scenario's or a day's name: "The battle of Soor, 28 June 1866". */
export function frenchScenarioName(name: string): string {
  const date = (d: string) => d.replace(/(\d+(?:-\d+)?) (June|July) (\d{4})/, (_m, dd: string, mo: string, y: string) => `${dd} ${MONTHS[mo]} ${y}`);
  let m = /^The battle of (.+), (.+)$/.exec(name);
  if (m) return `La bataille de ${m[1]}, ${date(m[2])}`;
  m = /^(.+) \(campaign day (\d)\)$/.exec(name);
  if (m) return `${frenchScenarioName(m[1])} (jour ${m[2]} de la campagne)`;
  return date(name);
}
