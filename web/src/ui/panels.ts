// HTML of the neutral side panels: a stack opened beside the map, a log
// line, a rule section reference. The system's own panels (status, odds)
// come from its module. Pure functions of the data so they can be unit
// tested without a browser.
import { esc } from '../core/svg';
import { lang, t } from '../i18n';
import type { LogEntry } from '../api/types';
import type { BoardPiece, CounterSet, SystemModule, TextBook } from '../systems/module';
import { sectionRef } from './html';

/** A rule section of the system, with its title on hover. */
export function systemSectionRef(system: SystemModule, section: string): string {
  return sectionRef(section, system.sectionTitle(section, lang()));
}

/** A stack opened beside the map, each piece at full size. */
export function stackHtml(hex: string, pieces: BoardPiece[], counters: CounterSet, size: number, selectable: Set<string>): string {
  const items = pieces
    .map((p) => {
      const s = size * 1.5;
      return `<button class="stack-piece ${selectable.has(p.id) ? 'selectable' : ''}" data-piece="${esc(p.id)}" title="${esc(counters.displayName(p.id))}"><svg width="${s + 16}" height="${s + 16}" viewBox="${-(s / 2 + 8)} ${-(s / 2 + 8)} ${s + 16} ${s + 16}"><g transform="scale(1.5)">${counters.svg(p, size)}</g></svg><span>${esc(counters.displayName(p.id))}${p.facing ? ` · ${p.facing}` : ''}</span></button>`;
    })
    .join('');
  return `<h4>${esc(t('stack.heading', { hex }))}</h4><div class="stack-list">${items}</div>`;
}

/** Links each of `hexes` where the (escaped) text names it as a word. */
function linkHexes(html: string, hexes: Set<string>): string {
  if (!hexes.size) return html;
  const words = [...hexes].map((h) => h.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return html.replace(new RegExp(`(?<![\\w])(${words.join('|')})(?![\\w])`, 'g'), (m) => `<a class="hexlink" data-hex="${m}">${m}</a>`);
}

/** Log lines: when (the system's prefix), rule section, text; the hexes the
 * server says a line names (`hexes`, on the map of its day) are links that
 * centre the map when that map is the one drawn (`mapHexes`: empty for a
 * line of another map). With `texts`, pieces show their short names and the
 * line is in the player's language (a line that could not be translated
 * stays in English, marked `data-untranslated`). */
export function logLineHtml(e: LogEntry, system: SystemModule, mapHexes: Set<string>, texts?: TextBook): string {
  const named = new Set((e.hexes ?? []).filter((h) => mapHexes.has(h)));
  const shown = texts ? texts.line(e.text, lang()) : { text: e.text, ok: true };
  let text = linkHexes(esc(shown.text), named);
  if (texts) text = texts.piecesHtml(text, lang(), esc);
  const extra = [...named].filter((h) => !e.text.includes(h)).map((h) => `<a class="hexlink" data-hex="${esc(h)}">${esc(h)}</a>`);
  return `<div class="log-line" data-index="${e.index}"${shown.ok ? '' : ' data-untranslated="1"'}>${system.logPrefix(e)} ${systemSectionRef(system, e.section)} <span class="ltext">${text}</span>${extra.length ? ' ' + extra.join(' ') : ''}</div>`;
}
