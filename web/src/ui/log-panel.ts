// The log panel (issue 14 item 7h): every line of the game, from the first,
// in the player's language. Lines are appended as they come (a game writes
// a thousand lines and more: the panel is not rebuilt on each refresh), and
// rebuilt only when the lines shown change otherwise (an undo, a replay step
// back, the map of the day drawn).
import type { LogEntry } from '../api/types';

export class LogPanel {
  private shown: LogEntry[] = [];
  private key = '';

  constructor(
    private readonly el: HTMLElement,
    private readonly line: (e: LogEntry) => string,
  ) {}

  /** Shows `lines` (in order); `key` changes when lines already shown would
   * be drawn differently (another map drawn, another language). */
  show(lines: LogEntry[], key: string): void {
    const same = key === this.key && lines.length >= this.shown.length && this.shown.every((e, i) => lines[i].index === e.index && lines[i].text === e.text);
    const atBottom = this.el.scrollHeight - this.el.scrollTop - this.el.clientHeight < 40;
    if (same) {
      if (lines.length === this.shown.length) return;
      this.el.insertAdjacentHTML('beforeend', lines.slice(this.shown.length).map(this.line).join(''));
    } else {
      this.el.innerHTML = lines.map(this.line).join('');
    }
    this.shown = lines.slice();
    this.key = key;
    this.el.dataset.lines = String(lines.length);
    if (atBottom || !same) this.el.scrollTop = this.el.scrollHeight;
  }
}

