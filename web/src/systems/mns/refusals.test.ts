// Issue 18: every refusal text the Musket & Saber engine can write for a
// decision or an odds query has its French form. The list is read from the
// engine's source (not written by hand): the string literals of Game::apply
// and of the functions that give the rule's reason (combat_phase.cpp
// refusal_reason and task_refusal_reason, fortunes.cpp fortune_refusal,
// combat_tactics.cpp charge_group_problem), and odds.cpp's refusals
// (`refuse(SECTION, TEXT)` and the reasons to_the_charge and to_the_dice
// return); a `+ value +` joined to a literal counts as a `{}`.
import { describe, expect, it } from 'vitest';
import combatPhaseCpp from '../../../../src/mns/combat_phase.cpp?raw';
import combatTacticsCpp from '../../../../src/mns/combat_tactics.cpp?raw';
import fortunesCpp from '../../../../src/mns/fortunes.cpp?raw';
import gameCpp from '../../../../src/mns/game.cpp?raw';
import oddsCpp from '../../../../src/mns/odds.cpp?raw';
import { frenchRefusal, REFUSALS } from './refusals';

const SOURCES: Record<string, string> = {
  'game.cpp': gameCpp,
  'combat_phase.cpp': combatPhaseCpp,
  'combat_tactics.cpp': combatTacticsCpp,
  'fortunes.cpp': fortunesCpp,
  'odds.cpp': oddsCpp,
};
const src = (f: string) => SOURCES[f];

/** The body of the function whose definition starts with `head` (braces balanced). */
function body(text: string, head: string): string {
  const at = text.indexOf(head);
  expect(at, head).toBeGreaterThanOrEqual(0);
  const open = text.indexOf('{', at);
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return text.slice(open, i + 1);
  }
  throw new Error(`unbalanced ${head}`);
}

/** The message templates of C++ code: adjacent literals joined, a value added to a literal as `{}`. */
function literals(code: string): string[] {
  let c = code.replace(/"\s*\n\s*"/g, '');
  const value = String.raw`[A-Za-z_][\w.]*(?:\(\))?`;
  for (let i = 0; i < 3; i++) c = c.replace(new RegExp(String.raw`"((?:[^"\\]|\\.)*)"\s*\+\s*${value}\s*\+\s*"((?:[^"\\]|\\.)*)"`, 'g'), '"$1{}$2"');
  c = c.replace(new RegExp(String.raw`"((?:[^"\\]|\\.)*)"\s*\+\s*${value}`, 'g'), '"$1{}"');
  return [...c.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1].replace(/\\"/g, '"'));
}

/** A message: words, not a bare section, a symbol or a format piece. */
const sentence = (s: string) => /[a-z]{2,}.* .*[a-z]{2,}/i.test(s) && !s.includes('docs/mns');

function engineRefusals(): string[] {
  const out = new Set<string>();
  const add = (xs: string[]) => xs.filter(sentence).forEach((x) => out.add(x));
  add(literals(body(src('game.cpp'), 'std::optional<std::string> Game::apply(')));
  const phase = src('combat_phase.cpp');
  add(literals(body(phase, 'std::string refusal_reason(')));
  add(literals(body(phase, 'std::string task_refusal_reason(')));
  add(literals(body(src('fortunes.cpp'), 'std::string fortune_refusal(')));
  add(literals(body(src('combat_tactics.cpp'), 'std::string charge_group_problem(')));
  const odds = src('odds.cpp');
  for (const m of odds.matchAll(/refuse\("[^"]*",\s*(?:fmt::format\()?"((?:[^"\\]|\\.)*)"/g)) add([m[1]]);
  for (const f of ['std::string to_the_charge(', 'std::string to_the_dice(']) for (const m of body(odds, f).matchAll(/return "((?:[^"\\]|\\.)+)"/g)) add([m[1]]);
  return [...out];
}

describe('Mns refusals in French (issue 18)', () => {
  const all = engineRefusals();
  it('finds the engine’s refusal texts in its source', () => {
    expect(all.length).toBeGreaterThan(40);
    expect(all).toContain('7.4: {} has already been attacked this phase');
    expect(all).toContain("7.2: a triggered hex's fortune serves the units of {}");
    expect(all).toContain('the dice of this combat have been rolled');
  });
  it('has a French form for every one of them', () => {
    const missing = all.filter((en) => !(en in REFUSALS));
    expect(missing).toEqual([]);
  });
  it('reads each as the engine writes it, with a hex or a unit where it has `{}`', () => {
    for (const en of all) {
      const message = en.replace(/\{\}/g, () => '3604');
      const fr = frenchRefusal(message);
      expect(fr.ok, message).toBe(true);
      expect(fr.text, message).not.toBe(message);
    }
  });
  it('reads the refusal of a decision with its rule’s reason, and an odds refusal with its section', () => {
    expect(frenchRefusal('not a legal decision now: attack 3604 (7.4: 3604 has already been attacked this phase)').text).toBe(
      'décision non permise maintenant : attack 3604 (7.4 : 3604 a déjà été attaqué pendant cette phase)',
    );
    expect(frenchRefusal('7.13.3: not coordinated: units of two formations and no leader to coordinate them').text).toBe(
      '7.13.3 : non coordonnée : des unités de deux formations et aucun chef pour les coordonner',
    );
    expect(frenchRefusal('7.3: no decision is pending: no odds').text).toBe('7.3 : aucune décision n’est attendue : pas de chances');
    expect(frenchRefusal('something new').ok).toBe(false);
  });
});
