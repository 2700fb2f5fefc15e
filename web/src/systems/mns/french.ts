// French for the Musket & Saber engine's English log lines (issue 18 item
// 5), as systems/gbn3/french.ts does for GBN3: the engine writes English
// only; the client reads each line by a template and writes it in French.
// Pieces are tokens first (ids and the names of leaders, HQs and trains:
// `tokenize`), so a template holds only the sentence's own words. A line no
// template reads stays in English and is reported (`ok: false`): the
// corpus test (french.test.ts, testdata/log-lines.txt: the lines of random
// Königgrätz games on the real server) and the e2e test keep the engine's
// wording and these templates together.
import type { ShownText } from '../module';

/** A piece token (`tokenize`), a list of them, a hex, a number. */
const T = '\u0001[a-z]+\u0002';
const P = `(${T}|[A-D][12])`; // a piece, or a hidden-movement marker (§19.8)
const L = `(${T}(?:, ${T})*)`;
const H = '(\\d{4})';
const N = '(\\d+)';

type Rule = [RegExp, (m: string[]) => string];

const SIDE: Record<string, string> = { Prussian: 'prussienne', Austrian: 'autrichienne', 'the Prussian': 'le Prussien', 'the Austrian': 'l’Autrichien', Prussia: 'la Prusse', Austria: 'l’Autriche' };
const WEATHER: Record<string, string> = { heavy: 'forte pluie', light: 'pluie légère', clear: 'temps clair', 'Heavy Rain': 'forte pluie', 'Light Rain': 'pluie légère', Clear: 'temps clair' };
const LIGHT: Record<string, string> = { day: 'jour', twilight: 'crépuscule', night: 'nuit' };
const TACTIC: Record<string, string> = { none: 'aucune', skirmish: 'escarmouche', press: 'pousser en avant', charge: 'charge', disengage: 'décrochage', 'last-stand': 'dernier carré', countercharge: 'contre-charge' };
const WHY: Record<string, string> = {
  'a fortune of war to recover': 'une fortune de la guerre pour récupérer',
  'an enemy zone of control entered retreating': 'zone de contrôle ennemie entrée en retraite',
  "an enemy's fortune of war": 'une fortune de la guerre ennemie',
  'charged by cavalry': 'chargée par la cavalerie',
  'countercharged by cavalry': 'contre-chargée par la cavalerie',
  'deployed in an enemy zone of control': 'déployée dans une zone de contrôle ennemie',
  'no safe line of retreat': 'aucune ligne de retraite sûre',
  'the charge': 'la charge',
  'the countercharge': 'la contre-charge',
  'in a Prussian line of sight': 'dans une ligne de vue prussienne',
  voluntarily: 'volontairement',
  lethargy: 'léthargie',
};
/** The words of a strength's detail (combat_strength.cpp, artillery.cpp), longest first. */
const DETAIL: [string, string][] = (
  [
    ['x2 against a disrupted or ineffective unit', 'x2 contre une unité désorganisée ou inefficace'],
    ['line +2, halved attacking', 'ligne +2, divisée en attaque'],
    ['charge not pressed home', 'charge non poussée à fond'],
    ["the line marker's CF", 'le FC du marqueur de ligne'],
    ['halved against open order', 'divisée contre l’ordre dispersé'],
    ['battery position +2', 'position de batterie +2'],
    ['x2 against cavalry', 'x2 contre la cavalerie'],
    ["line's flank x3", 'flanc de la ligne x3'],
    ["line's front +2", 'front de la ligne +2'],
    ["line's rear x2", 'arrière de la ligne x2'],
    ['Press Forward +2', 'pousser en avant +2'],
    ['Last Stand +3', 'dernier carré +3'],
    ['charge factor', 'facteur de charge'],
    ['uncoordinated', 'non coordonnée'],
    ['parenthesized', 'entre parenthèses'],
    ['overstacked', 'en surempilement'],
    ['cavalry x2', 'cavalerie x2'],
    ['square +2', 'carré +2'],
    ['disrupted', 'désorganisée'],
    ['together (8.4)', 'ensemble (8.4)'],
    ['support', 'soutien'],
    ['terrain', 'terrain'],
    ['leader', 'chef'],
  ] as [string, string][]
).sort((a, b) => b[0].length - a[0].length);

/** A strength's detail in French, word by word (tokens, numbers and codes unchanged). */
export function frenchDetail(text: string): string {
  let out = text;
  DETAIL.forEach(([en], i) => {
    if (out.includes(en)) out = out.split(en).join(`\u0003${i}\u0004`);
  });
  return out.replace(/\u0003(\d+)\u0004/g, (_m, i: string) => DETAIL[Number(i)][1]);
}

const w = (table: Record<string, string>, k: string) => table[k] ?? k;
/** A CRT column's label ("-1 to 0", "+13 or more"). */
const col = (label: string) => label.replace(' to ', ' à ').replace(' or more', ' ou plus').replace(' or less', ' ou moins');
const passes = (x: string) => (x === 'passes' ? 'réussi' : 'échoué');

const RULES: Rule[] = [
  // movement (§4, §13, §12)
  [new RegExp(`^${P}(?: and ${N} more)? (moves|marches) ${H} to ${H}$`), (m) => `${m[1]}${m[2] ? ` et ${m[2]} autre${Number(m[2]) > 1 ? 's' : ''}` : ''} ${m[3] === 'moves' ? 'va' : 'marche'} de ${m[4]} à ${m[5]}`],
  [new RegExp(`^${P} declares a charge against ${H}$`), (m) => `${m[1]} déclare une charge contre ${m[2]}`],
  [new RegExp(`^${P} rolls for its MA: ${N} -> ${N}$`), (m) => `${m[1]} lance le dé pour sa capacité de mouvement : ${m[2]} → ${m[3]}`],
  [new RegExp(`^${P} enters ${H} and captures the ${P}$`), (m) => `${m[1]} entre en ${m[2]} et capture ${m[3]}`],
  [new RegExp(`^${P} enters at ${H} \\(entry ([A-N])(?:, shifted ${N} hexes)?\\)$`), (m) => `${m[1]} entre en ${m[2]} (entrée ${m[3]}${m[4] ? `, décalée de ${m[4]} hexagones` : ''})`],
  [new RegExp(`^${P} re-enters the map at ${H}$`), (m) => `${m[1]} revient sur la carte en ${m[2]}`],
  [new RegExp(`^${P} comes from the turn track to ${H} \\(13\\.2\\)$`), (m) => `${m[1]} vient de la piste des tours en ${m[2]} (13.2)`],
  [new RegExp(`^${P} is flipped to its ineffective side$`), (m) => `${m[1]} est retournée sur sa face inefficace`],
  [new RegExp(`^${P} is flipped inactive to move$`), (m) => `${m[1]} est retourné inactif pour se déplacer`],
  [new RegExp(`^${P} forms line facing apex (\\S+)$`), (m) => `${m[1]} se forme en ligne face au sommet ${m[2]}`],
  [new RegExp(`^${P} pivots to face apex (\\S+)$`), (m) => `${m[1]} pivote face au sommet ${m[2]}`],
  [new RegExp(`^${P} leaves line formation$`), (m) => `${m[1]} quitte la formation en ligne`],
  [new RegExp(`^${P} adopts open order$`), (m) => `${m[1]} adopte l’ordre dispersé`],
  [new RegExp(`^${P} leaves open order$`), (m) => `${m[1]} quitte l’ordre dispersé`],
  // set-up and the turn (§17, §3.2, §19.4, §19.8)
  [/^the Austrian sets up \(17\.2 historical or 17\.3 free\); the Prussians arrive from turn 1 \(17\.4\)$/, () => 'l’Autrichien se met en place (17.2 historique ou 17.3 libre) ; les Prussiens arrivent dès le tour 1 (17.4)'],
  [new RegExp(`^${P} sets up at ${H}$`), (m) => `${m[1]} se met en place en ${m[2]}`],
  [new RegExp(`^${P} sets up hidden(?: in box ([A-D]))?$`), (m) => `${m[1]} se met en place cachée${m[2] ? ` dans la boîte ${m[2]}` : ''}`],
  [new RegExp(`^hidden-movement marker ([A-D]\\d) placed at ${H}$`), (m) => `marqueur de mouvement caché ${m[1]} placé en ${m[2]}`],
  [/^box ([A-D]): the real marker is ([A-D]\d)$/, (m) => `boîte ${m[1]} : le vrai marqueur est ${m[2]}`],
  [/^set-up done: the game begins with the Prussian movement phase of turn 1$/, () => 'mise en place terminée : la partie commence par la phase de mouvement prussienne du tour 1'],
  [new RegExp(`^turn ${N}: (Prussian|Austrian) movement phase \\((heavy|light|clear), (day|twilight|night)\\)$`), (m) => `tour ${m[1]} : phase de mouvement ${w(SIDE, m[2])} (${w(WEATHER, m[3])}, ${w(LIGHT, m[4])})`],
  [new RegExp(`^turn ${N}: (Prussian|Austrian) combat phase$`), (m) => `tour ${m[1]} : phase de combat ${w(SIDE, m[2])}`],
  [new RegExp(`^rain table: (heavy|light|clear) now, rolls ${N}: turn ${N} will be (Heavy Rain|Light Rain|Clear)$`), (m) => `table de la pluie : ${w(WEATHER, m[1])} maintenant, jet ${m[2]} : au tour ${m[3]}, ${w(WEATHER, m[4])}`],
  [new RegExp(`^arrival (\\S+): rolls ${N}: (?:(arrives this turn)|arrives on turn ${N}|(not this turn))$`), (m) => `arrivée ${m[1]} : jet ${m[2]} : ${m[3] ? 'arrive ce tour-ci' : m[5] ? 'pas ce tour-ci' : `arrive au tour ${m[4]}`}`],
  [new RegExp(`^marker ([A-D]\\d) at ${H} is revealed \\((.+)\\): a dummy, removed$`), (m) => `le marqueur ${m[1]} en ${m[2]} est révélé (${w(WHY, m[3])}) : un leurre, retiré`],
  [new RegExp(`^marker ([A-D]\\d) at ${H} is revealed \\((.+)\\): the real one; box ([A-D])'s units deploy$`), (m) => `le marqueur ${m[1]} en ${m[2]} est révélé (${w(WHY, m[3])}) : le vrai ; les unités de la boîte ${m[4]} se déploient`],
  [new RegExp(`^${P} deploys at ${H}$`), (m) => `${m[1]} se déploie en ${m[2]}`],
  [new RegExp(`^${P} finds no hex to deploy in and goes to the turn track$`), (m) => `${m[1]} ne trouve aucun hexagone où se déployer et va sur la piste des tours`],
  // morale, recovery, leaders, HQs (§2, §10, §11, §12, §19.5)
  [new RegExp(`^${P} checks morale \\((.+)\\): rolls ${N}(\\+\\d+)? against MR ${N}: (passes|fails)$`), (m) => `${m[1]} teste son moral (${w(WHY, m[2])}) : jet ${m[3]}${m[4] ?? ''} contre MR ${m[5]} : ${passes(m[6])}`],
  [new RegExp(`^${P} tries to recover: rolls ${N} against MR ${N}: (passes|fails)$`), (m) => `${m[1]} tente de récupérer : jet ${m[2]} contre MR ${m[3]} : ${passes(m[4])}`],
  [new RegExp(`^${P} recovers( \\(march-eligible all phase\\))?$`), (m) => `${m[1]} récupère${m[2] ? ' (éligible à la marche toute la phase)' : ''}`],
  [new RegExp(`^${P} is rebuilt by a replacement step: on the turn track for turn ${N}$`), (m) => `${m[1]} est reconstituée par un pas de remplacement : sur la piste des tours pour le tour ${m[2]}`],
  [new RegExp(`^${P} takes a replacement step: back to full strength$`), (m) => `${m[1]} reçoit un pas de remplacement : de nouveau à pleine force`],
  [new RegExp(`^${P} checks to recover: rolls ${N} against MR ${N}: (?:recovered, on the turn track for turn ${N}|(destroyed))$`), (m) => `${m[1]} teste pour revenir : jet ${m[2]} contre MR ${m[3]} : ${m[5] ? 'détruite' : `récupérée, sur la piste des tours pour le tour ${m[4]}`}`],
  [new RegExp(`^${P} is (active again|inactive)(?: \\((.+)\\))?$`), (m) => `${m[1]} est ${m[2] === 'inactive' ? 'inactif' : 'de nouveau actif'}${m[3] ? ` (${w(WHY, m[3])})` : ''}`],
  [new RegExp(`^Austrian lethargy: rolls ${N}$`), (m) => `léthargie autrichienne : jet ${m[1]}`],
  [new RegExp(`^${P} takes part in the combat$`), (m) => `${m[1]} prend part au combat`],
  [new RegExp(`^${P} coordinates the attack \\(his assist of the turn, 10\\.3\\)$`), (m) => `${m[1]} coordonne l’attaque (son assistance du tour, 10.3)`],
  [new RegExp(`^${P} checks for a casualty: rolls ${N}(: a casualty)?$`), (m) => `${m[1]} teste s’il est touché : jet ${m[2]}${m[3] ? ' : touché' : ''}`],
  [new RegExp(`^${P}, alone in an enemy zone of control, checks for a casualty: rolls ${N}$`), (m) => `${m[1]}, seul dans une zone de contrôle ennemie, teste s’il est touché : jet ${m[2]}`],
  [new RegExp(`^${P}, alone in an enemy zone of control with no line of retreat, is captured$`), (m) => `${m[1]}, seul dans une zone de contrôle ennemie sans ligne de retraite, est capturé`],
  [new RegExp(`^${P} is a casualty$`), (m) => `${m[1]} est touché`],
  [new RegExp(`^${P} rejoins the nearest friendly unit at ${H}$`), (m) => `${m[1]} rejoint l’unité amie la plus proche en ${m[2]}`],
  // combat (§7, §8, §9, §19)
  [new RegExp(`^(the Prussian|the Austrian) attacks ${H} with ${L}$`), (m) => `${w(SIDE, m[1])} attaque ${m[2]} avec ${m[3]}`],
  [new RegExp(`^${L} defends ${H}$`), (m) => `${m[1]} défend ${m[2]}`],
  [new RegExp(`^supporting fire: ${L}$`), (m) => `tir de soutien : ${m[1]}`],
  [new RegExp(`^primary units: ${P} attacking, ${P} defending$`), (m) => `unités principales : ${m[1]} en attaque, ${m[2]} en défense`],
  [/^tactics: the attacker (\S+), the defender (\S+)$/, (m) => `tactiques : l’attaquant ${w(TACTIC, m[1])}, le défenseur ${w(TACTIC, m[2])}`],
  [/^the charge is pressed home$/, () => 'la charge est poussée à fond'],
  [/^the charge is not pressed home: its factors are halved$/, () => 'la charge n’est pas poussée à fond : ses facteurs sont divisés par deux'],
  [/^the attack is not coordinated: units outside the primary's formation are halved$/, () => 'l’attaque n’est pas coordonnée : les unités hors de la formation de l’unité principale sont divisées par deux'],
  [new RegExp(`^${H} holds no combat unit: no die is rolled$`), (m) => `${m[1]} ne contient aucune unité de combat : aucun dé n’est lancé`],
  [/^(attack|countercharge) (\d+) \((.*)\) against (defence )?(\d+) \((.*)\): differential ([+-]\d+), column (.+)$/, (m) => `${m[1] === 'attack' ? 'attaque' : 'contre-charge'} ${m[2]} (${frenchDetail(m[3])}) contre ${m[4] ? 'défense ' : ''}${m[5]} (${frenchDetail(m[6])}) : différentiel ${m[7]}, colonne ${col(m[8])}`],
  [/^combat die (\d+), morale die (\d+): (.+)$/, (m) => `dé de combat ${m[1]}, dé de moral ${m[2]} : ${m[3]}`],
  [/^die (\d+): (.+)$/, (m) => `dé ${m[1]} : ${m[2]}`],
  [new RegExp(`^${P} (bombards|fires at) ${P} at ${H}: attack ${N}(.*), column (.+)$`), (m) => `${m[1]} ${m[2] === 'bombards' ? 'bombarde' : 'tire sur'} ${m[3]} en ${m[4]} : attaque ${m[5]}${frenchDetail(m[6])}, colonne ${col(m[7])}`],
  [/^night: the defender did not rout, the attackers retreat disrupted$/, () => 'nuit : le défenseur n’est pas en déroute, les attaquants retraitent désorganisés'],
  [new RegExp(`^${H}: triggered and not attacked, its owner receives a fortune of war$`), (m) => `${m[1]} : déclenché et non attaqué, son propriétaire reçoit une fortune de la guerre`],
  [/^the (attackers|defenders) rout$/, (m) => `les ${m[1] === 'attackers' ? 'attaquants' : 'défenseurs'} sont mis en déroute`],
  [/^the (attackers|defenders) retreat( \(forced\))?$/, (m) => `les ${m[1] === 'attackers' ? 'attaquants' : 'défenseurs'} retraitent${m[2] ? ' (forcés)' : ''}`],
  [/^the (attackers|defenders) retreat disrupted$/, (m) => `les ${m[1] === 'attackers' ? 'attaquants' : 'défenseurs'} retraitent désorganisés`],
  [/^the defender disengages from a charge: the attacker suffers no loss$/, () => 'le défenseur décroche devant une charge : l’attaquant ne subit aucune perte'],
  [/^no rout: both sides retreat$/, () => 'pas de déroute : les deux camps retraitent'],
  [/^exchange: each primary unit loses a step$/, () => 'échange : chaque unité principale perd un pas'],
  [new RegExp(`^${P}: the needle gun, no loss from an exchange in an Austrian attack$`), (m) => `${m[1]} : le fusil à aiguille, aucune perte sur un échange lors d’une attaque autrichienne`],
  [/^no effect$/, () => 'sans effet'],
  [new RegExp(`^Ammo: ${P} runs out of ammunition \\(ineffective\\)$`), (m) => `Munitions : ${m[1]} est à court de munitions (inefficace)`],
  [/^the tactics make it (\S+)(?: \((\S+)\))?$/, (m) => `les tactiques en font ${m[1]}${m[2] ? ` (${m[2]})` : ''}`],
  [/^DF: the (countercharged attacker|defender) receives a fortune of war$/, (m) => `DF : ${m[1] === 'defender' ? 'le défenseur' : 'l’attaquant contre-chargé'} reçoit une fortune de la guerre`],
  [/^no step left to lose: the opponent receives a fortune of war$/, () => 'plus aucun pas à perdre : l’adversaire reçoit une fortune de la guerre'],
  [/^the (Prussian|Austrian) receives a fortune of war$/, (m) => `${m[1] === 'Prussian' ? 'le Prussien' : 'l’Autrichien'} reçoit une fortune de la guerre`],
  [/^the fortune of war is not used: it is lost$/, () => 'la fortune de la guerre n’est pas utilisée : elle est perdue'],
  [new RegExp(`^${P} is disrupted$`), (m) => `${m[1]} est désorganisée`],
  [new RegExp(`^${P}, already disrupted, routs$`), (m) => `${m[1]}, déjà désorganisée, est mise en déroute`],
  [new RegExp(`^${P} routs$`), (m) => `${m[1]} est mise en déroute`],
  [new RegExp(`^${P} (routs|retreats) to ${H}$`), (m) => `${m[1]} ${m[2] === 'routs' ? 'fuit en déroute' : 'retraite'} vers ${m[3]}`],
  [new RegExp(`^${P} cannot retreat farther( out of an enemy zone of control)?$`), (m) => `${m[1]} ne peut pas retraiter plus loin${m[2] ? ' hors d’une zone de contrôle ennemie' : ''}`],
  [new RegExp(`^${P} turns ineffective$`), (m) => `${m[1]} devient inefficace`],
  [new RegExp(`^${P} goes with them to ${H}, ineffective$`), (m) => `${m[1]} les suit en ${m[2]}, inefficace`],
  [new RegExp(`^${P} is captured$`), (m) => `${m[1]} est capturée`],
  [new RegExp(`^${P} loses a step \\(reduced\\)$`), (m) => `${m[1]} perd un pas (réduite)`],
  [new RegExp(`^${P} loses its last step: eliminated, set aside$`), (m) => `${m[1]} perd son dernier pas : éliminée, mise de côté`],
  [new RegExp(`^${P} routs off the map with an unsafe line of retreat: to the turn ${N} box$`), (m) => `${m[1]} fuit hors de la carte par une ligne de retraite non sûre : case du tour ${m[2]}`],
  [new RegExp(`^${P} routs off the map with an unsafe line of retreat: set aside \\(the last two turns\\)$`), (m) => `${m[1]} fuit hors de la carte par une ligne de retraite non sûre : mise de côté (les deux derniers tours)`],
  [new RegExp(`^${P} retreats through the trains and is disrupted$`), (m) => `${m[1]} retraite à travers les trains et est désorganisée`],
  [new RegExp(`^${P} advances to ${H}( \\(the defender's advance\\))?$`), (m) => `${m[1]} avance en ${m[2]}${m[3] ? ' (avance du défenseur)' : ''}`],
  [new RegExp(`^${P} is in square: no morale check, \\+2 to its factors$`), (m) => `${m[1]} est en carré : pas de test de moral, +2 à ses facteurs`],
  [new RegExp(`^${P} ends its (charge|countercharge) ineffective$`), (m) => `${m[1]} termine sa ${m[2] === 'charge' ? 'charge' : 'contre-charge'} inefficace`],
  [new RegExp(`^the cavalry at ${H} charges on against ${H} \\(9\\.3 \\(6\\)\\)$`), (m) => `la cavalerie en ${m[1]} poursuit sa charge contre ${m[2]} (9.3 (6))`],
  [/^the charging cavalry is disrupted: the charge is not made \(R-9\.3\)$/, () => 'la cavalerie qui charge est désorganisée : la charge n’a pas lieu (R-9.3)'],
  [/^the countercharging cavalry is disrupted: the countercharge is not made \(R-9\.4\)$/, () => 'la cavalerie qui contre-charge est désorganisée : la contre-charge n’a pas lieu (R-9.4)'],
  [new RegExp(`^${P} countercharges the charge: both sides use their charge factors$`), (m) => `${m[1]} contre-charge la charge : les deux camps utilisent leurs facteurs de charge`],
  [new RegExp(`^${P} countercharges: it attacks as a charge \\(9\\.3\\), the attacker's tactics and support give way$`), (m) => `${m[1]} contre-charge : elle attaque comme une charge (9.3), la tactique et le soutien de l’attaquant cèdent`],
  // victory (§18)
  [new RegExp(`^a Prussian unit was the last to enter ${H}: (yes|no)( \\(no unit entered it\\)| \\(an Austrian unit was\\))?$`), (m) => `une unité prussienne est la dernière entrée en ${m[1]} : ${m[2] === 'yes' ? 'oui' : 'non'}${m[3] ? (m[3].includes('no unit') ? ' (aucune unité n’y est entrée)' : ' (une unité autrichienne l’a été)') : ''}`],
  [new RegExp(`^Prussian artillery in range of ${H}: (?:yes, ${P} at ${H}|(no))$`), (m) => `artillerie prussienne à portée de ${m[1]} : ${m[4] ? 'non' : `oui, ${m[2]} en ${m[3]}`}`],
  [/^(Prussian|Austrian) victory$/, (m) => `victoire ${w(SIDE, m[1])}`],
  [/^the Austrian trains never moved nor were attacked: (yes|no)$/, (m) => `les trains autrichiens n’ont jamais bougé ni été attaqués : ${m[1] === 'yes' ? 'oui' : 'non'}`],
  [new RegExp(`^no Prussian unit in a fieldworks hex: (?:(yes)|no \\(${P} at ${H}\\))$`), (m) => `aucune unité prussienne dans un hexagone de retranchements : ${m[1] ? 'oui' : `non (${m[2]} en ${m[3]})`}`],
  [/^(Prussian|Austrian) victory points: (\d+) \((\d+) destroyed x(\d+), (\d+) leader casualties x(\d+), (\d+) captured x(\d+), (\d+) HQ x(\d+)\)$/, (m) => `points de victoire ${m[1] === 'Prussian' ? 'prussiens' : 'autrichiens'} : ${m[2]} (${m[3]} détruites x${m[4]}, ${m[5]} chefs touchés x${m[6]}, ${m[7]} capturées x${m[8]}, ${m[9]} QG x${m[10]})`],
  [/^equal points: a draw$/, () => 'points égaux : match nul'],
  [/^the leader has fewer than (\d+) points: a draw$/, (m) => `le premier a moins de ${m[1]} points : match nul`],
  [/^(Prussia|Austria) wins on points$/, (m) => `${m[1] === 'Prussia' ? 'la Prusse' : 'l’Autriche'} gagne aux points`],
];

/** A log line (pieces as tokens) in French; the English, `ok` false, when no template reads it. */
export function frenchLog(text: string): ShownText {
  for (const [re, fr] of RULES) {
    const m = text.match(re);
    if (m) return { text: fr([...m].map((x) => x ?? '')), ok: true };
  }
  return { text, ok: false };
}

/** How many templates there are (the corpus test checks that each is met or known). */
export const TEMPLATE_COUNT = RULES.length;
