// The engine's English texts of one scenario, shown in the player's
// language (issue 14 item 7i): a log line's pieces become their printed
// short names (the full name on hover) and, in French, the sentence is read
// by the templates of french.ts. Odds texts and scenario names likewise.
import type { ShownText, TextBook as Texts } from '../module';
import type { Scenario } from './types';
import { shortName } from './counters';
import { detokenize, frenchLog, frenchOdds, frenchScenarioName, sortEntities, tokenize, type Entity, type FrenchContext } from './french';

export type Lang = 'en' | 'fr';

interface Shown extends Entity {
  /** What the client shows for it, and its full name. */
  short: string;
  full: string;
  scenario?: boolean;
}

/** The engine's texts of one scenario (every day of it): log lines and odds
 * texts ready to show (`text` holds tokens for the pieces, put back with
 * `piecesHtml` or `plain`; `ok` false when the French could not be read and
 * the English is shown). */
export class TextBook implements Texts {
  private ents: Shown[];
  private ctx: FrenchContext;

  /** The entities of every day of a scenario (a campaign's day 2 may name
   * a piece otherwise, §13, and a log holds both days' lines). */
  constructor(days: Scenario[]) {
    const list: Shown[] = [];
    const seen = new Set<string>();
    const add = (e: Shown) => {
      if (!e.text || seen.has(e.text)) return;
      seen.add(e.text);
      list.push(e);
    };
    const places = new Set<string>();
    for (const sc of days) {
      for (const u of sc.units) {
        const short = shortName(u.name);
        add({ text: `${u.name} (${u.id})`, id: u.id, short, full: u.name });
        add({ text: u.id, id: u.id, short, full: u.name });
      }
      for (const f of sc.formations) {
        add({ text: f.name, id: f.id, short: f.name, full: f.name });
        if (f.commander) add({ text: f.commander, id: f.id, short: f.commander, full: f.commander });
      }
      for (const c of sc.cincs) add({ text: c.name, id: c.id, short: c.name, full: c.name });
      for (const n of [sc.name, ...(sc.day_list ?? []).map((d) => d.name)]) add({ text: n, id: '', short: n, full: n, scenario: true });
      for (const p of sc.map.places) places.add(p.name);
      for (const l of sc.locations ?? []) places.add(l.place);
    }
    this.ents = sortEntities(list) as Shown[];
    this.ctx = { names: places };
  }

  /** A log line in the language, pieces as tokens. */
  line(text: string, lang: Lang): ShownText {
    const tok = tokenize(text, this.ents);
    if (lang === 'en') return { text: tok, ok: true };
    return frenchLog(tok, this.ctx);
  }

  /** An odds text (modifier, roll label, assumption) in the language, as
   * plain text; `ok` false when the French could not be read. */
  odds(text: string, lang: Lang): ShownText {
    const tok = tokenize(text, this.ents);
    const r = lang === 'fr' ? frenchOdds(tok, this.ctx) : { text: tok, ok: true };
    return { text: this.plain(r.text, lang), ok: r.ok };
  }

  /** Tokens back to names, as HTML: `esc` has been applied to the text
   * around them; each piece shows its short name, its full name on hover. */
  piecesHtml(html: string, lang: Lang, esc: (s: string) => string): string {
    return detokenize(html, (i) => {
      const e = this.ents[i];
      if (!e) return '';
      if (e.scenario) return esc(scenarioName(e.full, lang));
      return `<span class="piece" data-piece="${esc(e.id)}" title="${esc(e.full)}">${esc(e.short)}</span>`;
    });
  }

  /** Tokens back to short names, as text. */
  plain(text: string, lang: Lang): string {
    return detokenize(text, (i) => {
      const e = this.ents[i];
      return !e ? '' : e.scenario ? scenarioName(e.full, lang) : e.short;
    });
  }
}

/** A scenario's or day's name in the language. */
export function scenarioName(name: string, lang: Lang): string {
  return lang === 'fr' ? frenchScenarioName(name) : name;
}
