// Titles of the GBN3 rule sections (VV165 rulebook headings, English and
// French) so a log line's or a modifier's section shows its title on hover.
import { lang } from '../../i18n';
import { sectionRef } from '../../ui/html';

export const SECTION_TITLES: Record<string, { en: string; fr: string }> = {
  '1': { en: 'General', fr: 'Généralités' },
  '1.1': { en: 'Game scales', fr: 'Échelles de jeu' },
  '1.2': { en: 'Types of counters', fr: 'Types de pions' },
  '1.3': { en: 'Rounding', fr: 'Arrondis' },
  '2': { en: 'Morale test', fr: 'Test de moral' },
  '3': { en: 'Stacking', fr: 'Empilement' },
  '4': { en: 'Facing', fr: 'Orientation' },
  '5': { en: 'Zone of control', fr: 'Zone de contrôle' },
  '5.1': { en: 'Properties of ZoC', fr: 'Propriétés des ZdC' },
  '5.2': { en: 'Properties of the flanks', fr: 'Propriétés des flancs' },
  '6': { en: 'Sequence of play', fr: 'Séquence de jeu' },
  '7': { en: 'Command phase', fr: 'Phase de commandement' },
  '7.1': { en: 'Movement of the commanders-in-chief', fr: 'Mouvement des commandants en chef' },
  '7.2': { en: 'Lines of command to formation commanders', fr: 'Lignes de commandement vers les chefs de formation' },
  '8': { en: 'Initiative', fr: 'Initiative' },
  '9': { en: 'Operations phase', fr: 'Phase d’opérations' },
  '9.1': { en: 'Commander activation and command status', fr: 'Activation des chefs et statut de commandement' },
  '9.1.1': { en: 'Commander activation', fr: 'Activation des chefs' },
  '9.1.2': { en: 'Command of the units', fr: 'Commandement des unités' },
  '9.1.3': { en: 'Independent units', fr: 'Unités indépendantes' },
  '9.1.4': { en: 'Out of command units', fr: 'Unités hors commandement' },
  '9.2': { en: 'Artillery barrage fire', fr: 'Tir de barrage de l’artillerie' },
  '9.2.2': { en: 'Barrage fire procedure', fr: 'Procédure du tir de barrage' },
  '9.3': { en: 'Movement', fr: 'Mouvement' },
  '9.4': { en: 'Arrival of reinforcements', fr: 'Arrivée des renforts' },
  '9.5': { en: 'Combat', fr: 'Combat' },
  '9.5.1': { en: 'Assault declaration', fr: 'Déclaration d’assaut' },
  '9.5.2': { en: 'Coordinated assault', fr: 'Assaut coordonné' },
  '9.5.3': { en: 'Assault resolution', fr: 'Résolution des assauts' },
  '9.5.4': { en: 'Retreat before combat', fr: 'Retraite avant combat' },
  '9.5.5': { en: 'Combat procedure', fr: 'Procédure de combat' },
  '9.5.6': { en: 'Artillery and defensive combat', fr: 'Artillerie et combat défensif' },
  '9.5.7': { en: 'Combat results', fr: 'Résultats des combats' },
  '9.5.8': { en: 'Retreat after combat', fr: 'Retraite après combat' },
  '9.5.9': { en: 'Advance after combat', fr: 'Avance après combat' },
  '9.5.10': { en: 'Step loss', fr: 'Perte de pas' },
  '9.5.11': { en: 'Cavalry charges', fr: 'Charges de cavalerie' },
  '9.5.12': { en: 'Commanders-in-chief and combat', fr: 'Commandants en chef et combat' },
  '9.5.13': { en: 'Formation commanders and combat', fr: 'Chefs de formation et combat' },
  '10': { en: 'Rally', fr: 'Ralliement' },
  '10.1': { en: 'Rally test', fr: 'Test de ralliement' },
  '10.2': { en: 'Demoralised formations', fr: 'Formations démoralisées' },
  '11': { en: 'The battle of Trautenau', fr: 'La bataille de Trautenau' },
  '11.1': { en: 'Special rules', fr: 'Règles spéciales' },
  '11.4': { en: 'Victory conditions', fr: 'Conditions de victoire' },
  '11.4.1': { en: 'Victory points', fr: 'Points de victoire' },
  '11.4.2': { en: 'Victory level', fr: 'Niveau de victoire' },
  '12': { en: 'The battle of Soor', fr: 'La bataille de Soor' },
  '13': { en: 'Joining the two battles', fr: 'Les deux batailles enchaînées' },
  TEC: { en: 'Terrain Effects Table', fr: 'Table des effets du terrain' },
  CRT: { en: 'Combat Results Table', fr: 'Table des résultats des combats' },
};

/** The title of a section, or of its nearest parent that has one. */
export function sectionTitle(section: string, lang: 'en' | 'fr'): string {
  let s = section;
  while (s) {
    const hit = SECTION_TITLES[s];
    if (hit) return hit[lang];
    const i = s.lastIndexOf('.');
    if (i < 0) break;
    s = s.slice(0, i);
  }
  return '';
}

/** A section reference with its GBN3 title on hover, as HTML. */
export function ref(section: string): string {
  return sectionRef(section, sectionTitle(section, lang()));
}
