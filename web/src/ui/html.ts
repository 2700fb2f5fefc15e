// Small HTML helpers shared by the neutral panels and the systems' modules.
import { esc } from '../core/svg';

/** A rule section reference, "§9.5.4" (a number) or as written ("TEC"),
 * with its title on hover. */
export function sectionRef(section: string, title: string): string {
  if (!section) return '';
  const shown = /^\d/.test(section) ? `§${section}` : section;
  return `<abbr class="section" title="${esc(title)}">${esc(shown)}</abbr>`;
}
