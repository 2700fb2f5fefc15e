// The game screen: the board, the side panels and the decisions. It keeps
// the view, the seat's legal actions and the log in step with the server
// (each read with this screen's seat token, so a system that hides
// information shows the seat its own view), and turns clicks into actions
// by the gestures of the game's system (systems/module.ts): select a piece
// (a stack clicked again cycles through its pieces), see where it can go
// (cost, path on hover), pick the final facing; aim at a target with the
// line of sight, and the odds before confirming; anything else from the
// panel, each decision described. A decision that cannot be taken back is
// asked first when the system says so.
import { ApiClient, ApiError } from '../api/client';
import { EventStream } from '../api/events';
import { sendOnce } from '../api/send';
import type { GameEnvelope, HistoryEntry, LogEntry, ReachHex, ScenarioDoc, Seat } from '../api/types';
import { label, parseLabel } from '../core/hex';
import { esc } from '../core/svg';
import { lang, setLang, t } from '../i18n';
import type { BoardPiece, CounterSet, ParsedAction, TextBook, Warning } from '../systems/module';
import { getSystem, type SystemModule } from '../systems/registry';
import { Board, emptyHighlights, type Highlights } from './board';
import { choicesHtml, endersHtml, mapHintHtml, situationHtml, type DecisionInput } from './decision';
import { LogPanel } from './log-panel';
import { readCreated, remember } from './my-games';
import { logLineHtml, stackHtml, systemSectionRef as sectionRef } from './panels';
import { ReplaySteps } from './replay-steps';

export type Mode = 'seat' | 'watch' | 'replay';

export interface GameOptions {
  id: string;
  mode: Mode;
  tokens: string[];
}

export class GameScreen {
  private api = new ApiClient();
  private system!: SystemModule;
  private sc!: ScenarioDoc;
  private board!: Board;
  private counters!: CounterSet;
  private texts!: TextBook;
  private view!: GameEnvelope;
  /** The pieces on the map in the view drawn. */
  private pieces: BoardPiece[] = [];
  private legal: ParsedAction[] = [];
  private seats = new Map<Seat, string>();
  private log: LogEntry[] = [];
  private logPanel!: LogPanel;
  private mapHexes = new Set<string>();
  private pieceIds = new Set<string>();
  private stream: EventStream | null = null;
  private busy = false;
  private refreshTimer: number | null = null;
  // Selection state.
  private selected: string | null = null;
  private reach = new Map<string, ReachHex>();
  private dest: string | null = null;
  private choices: ParsedAction[] = [];
  private pending: ParsedAction | null = null;
  private odds: unknown = null;
  /** Why the server gave no odds for the pending decision (its 422). */
  private oddsRefusal: { message: string; section: string | null } | null = null;
  /** The pieces chosen to join the selected piece's move (the system's companions' notations, in order). */
  private together: string[] = [];
  /** A move begun to aim at a hex: what to offer once its position is drawn. */
  private aimAt: { at: number; hex: string } | null = null;
  private stackHex: string | null = null;
  private message = '';
  private showArrows = true;
  /** An action waiting for the player's yes (the system's question before it). */
  private warning: { action: ParsedAction; warn: Warning } | null = null;
  /** The computer seat thinking now (the `thinking` events, the view's field). */
  private thinking: Seat | null = null;
  private thinkingSince = 0;
  private thinkingTimer: number | null = null;
  /** The computer's suggestion for the seat's decision at `at` actions (H). */
  private hint: { at: number; asking: boolean; notation?: string; value?: number; side?: Seat } | null = null;
  /** The odds shown with the decision itself (the system's askedOdds), by position. */
  private askedOdds: { at: number; odds: unknown } | null = null;
  // Replay.
  private history: HistoryEntry[] = [];
  private at = 0;
  private steps = new ReplaySteps(
    async (k) => this.system.replayKey(this.system.normalise(await this.api.viewAt(this.opts.id, k, this.readToken()))),
    () => this.history.length,
  );

  constructor(
    private readonly root: HTMLElement,
    private readonly opts: GameOptions,
  ) {}

  async start(): Promise<void> {
    const o = this.opts;
    // The seats of the tokens first: every read is then made as one of them.
    for (const tok of o.tokens) {
      try {
        const l = await this.api.legal(o.id, tok);
        if (l.side) this.seats.set(l.side, tok);
      } catch {
        /* a token of no seat: watch only */
      }
    }
    const first = o.mode === 'replay' ? await this.api.viewAt(o.id, 0, this.readToken()) : await this.api.view(o.id, this.readToken());
    this.system = getSystem(first.system);
    this.setView(this.system.normalise(first));
    this.useScenario(await this.scenarioOfDay(this.system.dayOf(this.view)));
    // The log's pieces by the names of every day (a campaign's day 2 may rename one).
    this.texts = this.system.texts(await Promise.all((this.sc.day_list ?? [{ day: 1 }]).map((d) => this.scenarioOfDay(d.day))));
    remember({ id: o.id, scenario: this.view.scenario, tokens: [...this.seats.values()], at: Date.now() });
    this.layout();
    const t0 = performance.now();
    this.buildBoard();
    document.addEventListener('keydown', (e) => this.key(e));
    this.root.addEventListener('click', (e) => this.panelClick(e));
    this.root.addEventListener('input', (e) => {
      const el = e.target as HTMLInputElement;
      if (el.classList.contains('action-filter')) this.onFilter(el.value);
    });
    if (o.mode === 'replay') {
      this.history = await this.api.history(o.id, this.readToken());
      this.log = await this.api.log(o.id, 0, this.readToken());
      await this.goTo(0);
    } else {
      await this.refresh();
      this.stream = new EventStream(this.api.eventsUrl(o.id), this.readToken());
      this.stream.onEvent = (e) => {
        // hello (on every connect) and undo: any other count than ours is news;
        // an action: only one past what we show.
        if (e.type === 'thinking') return this.setThinking(e.thinking ? e.side : null);
        if (e.type === 'hello' || e.type === 'undo' ? e.actions !== this.view.actions : e.type === 'action' && e.actions > this.view.actions) this.scheduleRefresh();
      };
      this.stream.onStatus = (ok) => {
        this.root.querySelector('.conn')!.classList.toggle('lost', !ok);
        if (ok) this.scheduleRefresh();
      };
      this.stream.open();
    }
    (window as unknown as { __bohemia: unknown }).__bohemia = this;
    // First render of the map (docs/performance.md): board built, pieces
    // drawn, and two frames later the browser has painted it.
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    document.documentElement.dataset.firstRenderMs = (performance.now() - t0).toFixed(1);
    document.documentElement.dataset.ready = '1';
    // A large map's bitmap is drawn from now on (ui/static-layer.ts).
    this.board.staticLayer?.enable();
  }

  private modeText(): string {
    if (this.opts.mode === 'replay') return t('mode.replay');
    if (this.opts.mode === 'watch' || this.seats.size === 0) return t('mode.watch');
    if (this.seats.size > 1) return t('mode.hotseat');
    return t('mode.seat', { side: this.system.seatName([...this.seats.keys()][0]) });
  }

  private layout(): void {
    const id = this.opts.id;
    const origin = location.origin;
    const created = readCreated(id);
    let invite = '';
    if (created && this.seats.size === 1) {
      // The links of the other human seats, for the opponents.
      const links = Object.entries(created.play ?? {}).filter(([seat, link]) => !this.seats.has(seat) && link);
      invite = links
        .map(([, link]) => `<div class="invite">${t('link.opponent')} <input readonly value="${esc(origin + link)}" data-testid="opponent-link"> <button data-copy>${t('link.copy')}</button> <button data-cmd="close-invite" title="${t('decision.cancel')}">×</button></div>`)
        .join('');
    }
    const linkRow = (label: string, url: string, testid: string) => `<label>${label} <input readonly value="${esc(url)}" data-testid="${testid}"></label> <a href="${esc(url)}" target="_blank">${t('link.open')}</a>`;
    const links = `<details class="links" data-testid="links"><summary>${t('link.heading')}</summary><div class="links-box">
${linkRow(t('link.watch'), `${origin}/?watch=${id}`, 'watch-link')}<br>${linkRow(t('link.replay'), `${origin}/?replay=${id}`, 'replay-link')}<br><a href="/">${t('link.lobby')}</a></div></details>`;
    this.root.innerHTML = `
<header class="bar"><span class="title" data-testid="title"></span><span class="edition">${esc(this.system.edition(this.sc))}</span>
 <span class="mode" data-testid="mode">${esc(this.modeText())}</span><span class="conn">${t('status.connection')}</span>
 <span class="thinking" data-testid="thinking" hidden></span>
 <span class="spacer"></span>
 <button data-cmd="zoom-out" title="${t('map.zoomOut')}">−</button><button data-cmd="zoom-in" title="${t('map.zoomIn')}">+</button><button data-cmd="fit" title="${t('map.fit')} (F)">${t('map.fitShort')}</button>
 ${this.opts.mode === 'seat' ? `<button data-cmd="undo" title="${t('decision.undoTitle')} (Ctrl+Z)" data-testid="undo" disabled>${t('decision.undo')}</button>` : ''}
 ${links}
 <a class="button" data-cmd="save" href="${this.api.saveUrl(id)}" download="bohemia-${id}.json">${t('save.download')}</a>
 <button data-cmd="lang">${t('lang.name')}</button><button data-cmd="keys" title="${esc([t('keys.help'), ...(this.system.gestures.keys ?? []).map((k) => `${k.key.toUpperCase()} ${k.label()}`)].join(' · '))}">?</button></header>
${invite}
<main class="game"><div class="map-pane"></div>
<aside class="side">
 <section class="status"></section>
 <section class="decision"></section>
 <section class="stack"></section>
 <section class="log"><h4>${t('log.heading')}</h4><div class="log-lines" data-testid="log"></div></section>
</aside></main>`;
    this.logPanel = new LogPanel(this.root.querySelector('.log-lines') as HTMLElement, (e) => logLineHtml(e, this.system, this.onMapOf(e), this.texts));
  }

  /** The header's title: the scenario, and the day's battle (the system's words). */
  private renderTitle(): void {
    const el = this.root.querySelector('[data-testid="title"]') as HTMLElement | null;
    if (!el) return;
    const text = this.system.gameTitle(this.sc, this.view);
    if (el.textContent !== text) {
      el.textContent = text;
      el.title = text;
      document.title = `${text} — bohemia`;
    }
  }

  // ---- the day's scenario and map ----

  private days = new Map<number, Promise<ScenarioDoc>>();

  /** The scenario as day `day` is played (cached): a day may be on another
   * map with its own values for the pieces. */
  private scenarioOfDay(day: number): Promise<ScenarioDoc> {
    let sc = this.days.get(day);
    if (!sc) {
      sc = this.api.scenario(this.view.scenario, day);
      this.days.set(day, sc);
      sc.catch(() => this.days.delete(day));
    }
    return sc;
  }

  private useScenario(sc: ScenarioDoc): void {
    this.sc = sc;
    this.counters = this.system.counters(sc);
    if (!this.texts) this.texts = this.system.texts([sc]);
    this.mapHexes = new Set(sc.map.hexes.map((h) => h.hex));
    this.pieceIds = this.system.pieceIds(sc);
  }

  /** The board of the current day's map, in a fresh pane (the old pane's
   * listeners go with it). */
  private buildBoard(): void {
    const old = this.root.querySelector('.map-pane') as HTMLElement;
    const pane = document.createElement('div');
    pane.className = 'map-pane';
    old.replaceWith(pane);
    this.board = new Board(pane, this.system, this.sc);
    this.board.onHexClick = (h, e) => this.hexClick(h, e?.shiftKey ?? false, e ? { x: e.clientX, y: e.clientY } : undefined);
    this.board.onHexHover = (h) => this.hexHover(h);
    this.board.onFacing = (f) => this.pickFacing(f);
    requestAnimationFrame(() => this.board.viewport.fit());
    // Another day's map, once the page is up: its bitmap at once.
    if (document.documentElement.dataset.ready === '1') this.board.staticLayer?.enable();
  }

  /** Before drawing a view of another day: that day's scenario, and its map
   * when it is another (GBN3: Münchengrätz then Gitschin). */
  private enterDay(sc: ScenarioDoc): void {
    if ((sc.day ?? 1) === (this.sc.day ?? 1)) return;
    const newMap = sc.map.id !== this.sc.map.id;
    this.useScenario(sc);
    this.stackHex = null;
    if (newMap) this.buildBoard();
  }

  /** The map id of a day (a campaign's days may differ). */
  private mapOfDay(day: number): string {
    return this.sc.day_list?.find((d) => d.day === day)?.map ?? this.sc.map.id;
  }

  private noHexes = new Set<string>();

  /** The hexes a log line may link: those of the map drawn, if it is its day's. */
  private onMapOf(e: LogEntry): Set<string> {
    return this.mapOfDay(e.day ?? 1) === this.sc.map.id ? this.mapHexes : this.noHexes;
  }

  // ---- server state ----

  private scheduleRefresh(): void {
    if (this.refreshTimer !== null) return;
    this.refreshTimer = window.setTimeout(() => {
      this.refreshTimer = null;
      void this.refresh();
    }, 40);
  }

  private actorToken(): string | null {
    const a = this.view.actor;
    if (a.kind !== 'decision' || !a.side) return null;
    return this.seats.get(a.side) ?? null;
  }

  /** The token the screen reads with: the seat to act when it is one of
   * this screen's, else its first seat; none for a spectator. */
  private readToken(): string | undefined {
    return (this.view ? this.actorToken() : null) ?? this.seats.values().next().value ?? undefined;
  }

  private refreshSeq = 0;
  /** Hot seat of a system with hidden information: the seat whose view the
   * screen shows, and the one it is being passed to (its view not drawn yet). */
  private shownSeat: string | null = null;
  private passingTo: string | null = null;

  /** Reads the view, the legal actions of the seat to act and the new log
   * lines; a refresh overtaken by a later one is dropped, never drawn. */
  async refresh(given?: GameEnvelope): Promise<void> {
    const seq = ++this.refreshSeq;
    const prev = this.view?.actions ?? 0;
    const asked = this.readToken();
    let view = this.system.normalise(given ?? (await this.api.view(this.opts.id, asked)));
    const side = view.actor.kind === 'decision' ? view.actor.side : null;
    const tok = side ? this.seats.get(side) : undefined;
    // With hidden information, a screen of several seats reads as the seat
    // now to act: a view read (or answered) as another seat is read again.
    const readerTok = tok ?? this.seats.values().next().value;
    if (this.system.hiddenInformation && this.seats.size > 1 && readerTok && (given || readerTok !== asked))
      view = this.system.normalise(await this.api.view(this.opts.id, readerTok));
    const legal = tok ? await this.api.legal(this.opts.id, tok) : { side: null, actions: [] };
    // The log read afresh when the game's end reveals every line (a system with hidden information: numbered anew for the reader).
    const revealed = this.system.hiddenInformation && view.over && !this.view?.over;
    const log = view.actions < prev || revealed ? [] : this.log;
    const from = log.length ? log[log.length - 1].index : 0;
    const fresh = await this.api.log(this.opts.id, from, tok ?? this.readToken());
    const daySc = await this.scenarioOfDay(this.system.dayOf(view));
    if (seq !== this.refreshSeq) return;
    // The screen reads as the seat to act (or its first seat): when that
    // seat changes on a hot-seat screen that hides information, nothing of
    // the new seat's view is drawn before the screen has been passed.
    const reader = (side && this.seats.has(side) ? side : null) ?? this.seats.keys().next().value ?? null;
    if (this.system.hiddenInformation && this.seats.size > 1 && this.shownSeat !== null && reader !== this.shownSeat) {
      this.passingTo = reader;
      this.showPass();
      return;
    }
    this.shownSeat = reader;
    this.enterDay(daySc);
    this.setView(view);
    if (this.opts.mode !== 'replay') this.setThinking(view.thinking ?? null, false);
    this.legal = legal.actions.map((a) => this.system.parseAction(a, this.pieceIds));
    this.log = log.filter((e) => e.index < from).concat(fresh);
    if (this.view.actions !== prev) {
      this.clearSelection(false);
      this.warning = null;
      // A stack left empty (its pieces moved) is closed.
      if (this.stackHex && !this.pieces.some((p) => p.hex === this.stackHex)) this.stackHex = null;
      const only = this.system.gestures.autoSelect?.(this.legal) ?? null;
      if (only && this.pieceAt(only)) this.selected = only;
    }
    if (!this.offerAim()) this.render();
    void this.fetchAskedOdds();
  }

  /** The "pass the screen" step: an opaque cover over the game until the next player asks for their view. */
  private showPass(): void {
    const seat = this.system.seatName(this.passingTo);
    let cover = this.root.querySelector<HTMLElement>('.pass-screen');
    if (!cover) {
      cover = document.createElement('div');
      cover.className = 'pass-screen';
      cover.dataset.testid = 'pass-screen';
      this.root.appendChild(cover);
      cover.addEventListener('click', (e) => {
        if (!(e.target as HTMLElement).closest('[data-cmd="pass-ready"]')) return;
        // Read afresh as the new seat: its log is its own (the lines another seat reads differ).
        this.shownSeat = this.passingTo;
        this.passingTo = null;
        this.log = [];
        cover!.remove();
        document.documentElement.dataset.passing = '0';
        void this.refresh();
      });
    }
    cover.innerHTML = `<div class="pass-box"><h2>${esc(t('hotseat.pass', { seat }))}</h2><p>${esc(t('hotseat.why'))}</p><button data-cmd="pass-ready">${esc(t('hotseat.ready', { seat }))}</button></div>`;
    document.documentElement.dataset.passing = '1';
  }

  private async send(action: string): Promise<void> {
    const tok = this.actorToken();
    if (!tok || this.busy) return;
    this.setBusy(true);
    this.message = '';
    this.showArrows = false;
    this.warning = null;
    const out = await sendOnce(this.port(tok), action, this.view.actions);
    this.setBusy(false);
    this.clearSelection(false);
    if (out.kind === 'applied') this.stackHex = null; // the stack shown may have moved
    if (out.kind === 'refused') this.message = t('decision.refused', { error: this.refusalText(out.error.message) });
    if (out.kind === 'stale') this.message = t('decision.stale');
    this.showArrows = true;
    await this.refresh(out.kind === 'refused' ? undefined : out.view);
  }

  /** How a decision reaches the server exactly once (api/send.ts), as the seat of `tok`. */
  private port(tok: string) {
    const id = this.opts.id;
    return {
      act: (a: string, e: number) => this.api.act(id, tok, a, e),
      view: () => this.api.view(id, tok),
      history: () => this.api.history(id, tok),
      sleep: (ms: number) => new Promise<void>((r) => setTimeout(r, ms)),
    };
  }

  /** Sends a decision, first asking when the system has a question before
   * it (GBN3: ending a formation's move with pieces unmoved, or its last
   * move, after which nothing can be taken back: issue 14 item 7e). */
  private decide(a: ParsedAction): void {
    const name = (id: string) => this.counters.shortLabel(id);
    const warn = this.system.gestures.warning(a, this.legal, this.view, name);
    if (warn) {
      this.warning = { action: a, warn };
      this.render();
      return;
    }
    void this.send(a.notation);
  }

  /** While a decision is on its way, the panel shows it and takes no other. */
  private setBusy(b: boolean): void {
    this.busy = b;
    document.documentElement.dataset.busy = b ? '1' : '0';
    this.root.querySelector('.decision')?.classList.toggle('sending', b);
  }

  /** Ctrl+Z: the server takes back the last action when it is a decision of
   * one of this screen's seats with nothing after it (the view's `undo`). */
  private async undo(): Promise<void> {
    const side = this.view.undo;
    const tok = side ? this.seats.get(side) : undefined;
    if (!tok || this.busy) return;
    try {
      await this.refresh(await this.api.undo(this.opts.id, tok, this.view.actions));
    } catch (e) {
      this.message = t('decision.refused', { error: this.refusalText((e as ApiError).message) });
      this.render();
    }
  }

  // ---- the computer opponent (issue 17 item 4) ----

  /** Shows that a computer seat thinks; the note stays up at least a
   * moment, so that a quick decision does not only flicker. */
  private setThinking(side: Seat | null, draw = true): void {
    const minMs = 800;
    if (this.thinkingTimer !== null) {
      clearTimeout(this.thinkingTimer);
      this.thinkingTimer = null;
    }
    if (side) {
      if (this.thinking !== side) this.thinkingSince = performance.now();
      this.thinking = side;
    } else if (this.thinking) {
      const left = minMs - (performance.now() - this.thinkingSince);
      if (left > 0) {
        this.thinkingTimer = window.setTimeout(() => {
          this.thinkingTimer = null;
          this.thinking = null;
          this.renderThinking();
        }, left);
        return;
      }
      this.thinking = null;
    }
    if (draw) this.renderThinking();
  }

  private renderThinking(): void {
    const el = this.root.querySelector('.thinking') as HTMLElement | null;
    if (!el) return;
    el.hidden = !this.thinking;
    const text = this.thinking ? t('computer.thinking', { who: this.system.seatName(this.thinking) }) : '';
    if (el.textContent !== text) el.textContent = text;
  }

  /** H: the computer's suggestion for this screen's seat to decide, shown
   * in the panel and on the map, with its evaluation. */
  private async askHint(): Promise<void> {
    const tok = this.actorToken();
    if (!tok || this.busy || this.opts.mode !== 'seat' || !this.legal.length) return;
    const at = this.view.actions;
    this.hint = { at, asking: true };
    this.render();
    try {
      const h = await this.api.hint(this.opts.id, tok);
      if (this.view.actions === at && h.actions === at) this.hint = { at, asking: false, notation: h.action.notation, value: h.value, side: h.side };
    } catch (e) {
      this.hint = null;
      this.message = t('hint.failed', { error: (e as ApiError).message });
    }
    this.render();
  }

  /** The hint of the position shown, if any. */
  private hintHere(): ParsedAction | null {
    const h = this.hint;
    if (!h || h.asking || h.at !== this.view.actions) return null;
    return this.legal.find((a) => a.notation === h.notation) ?? null;
  }

  private hintHtml(): string {
    const h = this.hint;
    const button = `<button data-cmd="hint" data-testid="hint-button" title="${esc(t('hint.title'))}"${h?.asking ? ' disabled' : ''}>${t('hint.button')} (H)</button>`;
    if (h?.asking && h.at === this.view.actions) return `<div class="hint-row">${button} <span class="muted">${t('hint.asking')}</span></div>`;
    const a = this.hintHere();
    if (!a || !h) return `<div class="hint-row">${button}</div>`;
    const value = (h.value ?? 0) >= 0 ? `+${(h.value ?? 0).toFixed(2)}` : (h.value ?? 0).toFixed(2);
    return `<div class="hint-row">${button}</div><div class="hint" data-testid="hint"><b>${t('hint.heading')}:</b> ${esc(this.describe(a))} <code>${esc(a.notation)}</code>
<div class="muted" data-testid="hint-value">${esc(t('hint.evaluation', { side: this.system.seatName(h.side ?? ''), value }))}</div>${this.actionButton(a, t('hint.play'), 'primary')}</div>`;
  }

  private canUndo(): boolean {
    return this.opts.mode === 'seat' && !!this.view.undo && this.seats.has(this.view.undo) && !this.busy;
  }

  // ---- selection and gestures ----

  private selectable(): Set<string> {
    return new Set(this.legal.map((a) => a.piece).filter((p): p is string => !!p));
  }

  /** A piece on the map (undefined: off the map, or not in view). */
  private pieceAt(id: string): BoardPiece | undefined {
    return this.pieces.find((p) => p.id === id);
  }

  /** The view drawn, and its pieces on the map. */
  private setView(v: GameEnvelope): void {
    this.view = v;
    this.pieces = this.system.pieces(v);
  }

  private gestureOf(a: ParsedAction) {
    return this.system.gestures.kind(a);
  }

  private clearSelection(render = true): void {
    this.selected = null;
    this.reach.clear();
    this.dest = null;
    this.choices = [];
    this.pending = null;
    this.odds = null;
    this.oddsRefusal = null;
    this.together = [];
    this.inRange = new Set();
    this.board?.clearPicker();
    this.board?.clearOverlay();
    if (render) this.render();
  }

  private async select(piece: string): Promise<void> {
    this.clearSelection(false);
    this.selected = piece;
    const acts = this.legal.filter((a) => a.piece === piece);
    if (this.system.gestures.wantsReach(acts)) {
      try {
        for (const r of await this.api.reach(this.opts.id, piece, this.readToken())) this.reach.set(r.hex, r);
      } catch {
        /* costs are a help, the legal list is the truth */
      }
    }
    void this.drawRange(piece);
    // A piece that only turns where it stands (a line's apex, §19.7): its picker at once.
    const here = this.pieceAt(piece)?.hex;
    const turns = this.turnsInPlace(piece).filter((a) => !a.hex);
    if (here && turns.length && !this.beginsMove(piece)) return this.chooseDest(here, turns);
    this.render();
  }

  /** The hexes within the selected piece's range with a line of sight (the system's wantsRange). */
  private inRange = new Set<string>();

  /** Asks `/los` once for the piece's hex and range (`range=R`: every hex
   * within the seat's sight with a clear line, §8.6) and lights them. */
  private async drawRange(piece: string): Promise<void> {
    const from = this.pieceAt(piece)?.hex;
    if (!from || !this.system.gestures.wantsRange?.(this.legal.filter((a) => a.piece === piece))) return;
    let hexes: string[];
    try {
      hexes = (await this.api.losRange(this.opts.id, from, 99, this.readToken())).hexes ?? [];
    } catch {
      return;
    }
    if (this.selected !== piece) return;
    this.inRange = new Set(hexes.filter((x) => x !== from));
    this.render();
  }

  private highlights(): Highlights {
    const h = emptyHighlights();
    if (this.selected) {
      h.dim = true;
      h.range = this.inRange;
      const here = this.pieceAt(this.selected)?.hex;
      if (here) h.hexes.add(here);
      for (const a of this.legal) {
        if (a.piece !== this.selected) continue;
        const kind = this.gestureOf(a);
        if (kind === 'place' && a.hex) {
          const r = this.reach.get(a.hex);
          h.dests.set(a.hex, r ? fmtCost(r.cost) : a.hex === here ? '↻' : this.system.gestures.destLabel?.(a) ?? '');
        } else if (kind === 'aim') {
          for (const x of this.system.gestures.aimsAt(a, this.view)) h.targets.add(x);
        } else if (a.hex) h.hexes.add(a.hex);
      }
      // A move of several decisions: every hex its reach answers lights up with its cost.
      if (this.beginsMove(this.selected)) {
        for (const [hex, r] of this.reach) if (hex !== here) h.dests.set(hex, r.cost == null ? '' : fmtCost(r.cost) + (r.march ? 'm' : ''));
        for (const x of this.aimsNearReach(this.selected, here)) h.targets.add(x);
      }
    } else {
      for (const a of this.legal) {
        const at = this.system.gestures.concerns?.(a, this.view, this.log);
        if (at) h.hexes.add(at);
        if (a.piece) continue;
        // A piece-less aimed action (Musket & Saber's charge from a hex): its target lights up.
        if (this.gestureOf(a) === 'aim') for (const x of this.system.gestures.aimsAt(a, this.view)) h.targets.add(x);
        else if (a.hex) h.hexes.add(a.hex);
      }
      // The hint: its piece's hex and where it goes.
      const hint = this.hintHere();
      if (hint) {
        const from = hint.piece ? this.pieceAt(hint.piece)?.hex : null;
        if (from) h.hexes.add(from);
        if (hint.hex) h.hexes.add(hint.hex);
      }
    }
    return h;
  }

  /** The hexes a move may aim at once begun (the system's aimsAfterBegin:
   * a charge), lit beside its reach within 2 MP (§7.13.3, §9.3.1); the
   * server says which it offers once the move has begun. */
  private aimsNearReach(piece: string, here: string | undefined): string[] {
    const aims = this.system.gestures.aimsAfterBegin;
    if (!aims || !here) return [];
    const grid = this.board.grid;
    const near = (hex: string) => {
      const o = parseLabel(hex);
      if (!o) return false;
      return grid.directions.some((d) => {
        const n = label(grid.neighbour(o, d));
        const r = this.reach.get(n);
        return n === here || (r?.cost != null && r.cost <= 2 && !r.march);
      });
    };
    const hexes = new Set(this.pieces.filter((p) => p.hex !== here).map((p) => p.hex));
    return [...hexes].filter((hex) => aims(piece, hex, this.view) && near(hex));
  }

  /** The pieces of a hex that can act, the full-size ones (combat units) before the small (commanders). */
  private actorsIn(hex: string): string[] {
    const sel = this.selectable();
    return this.pieces
      .filter((p) => p.hex === hex && sel.has(p.id))
      .sort((a, b) => Number(a.small) - Number(b.small))
      .map((p) => p.id);
  }

  private hexClick(hex: string, shift = false, point?: { x: number; y: number }): void {
    if (this.opts.mode === 'replay') return this.openStack(hex);
    // Shift-click on the selected piece's stack: on another piece's counter
    // (where the selected one's does not cover it) that piece joins the move,
    // or no longer; on the selected piece's own counter, the next piece not
    // yet joining, and after the last none (the system's companions).
    const selHex = this.selected ? this.pieceAt(this.selected)?.hex : undefined;
    if (shift && selHex) {
      // (A counter is larger than its hex: the pointer may be over a neighbour's.)
      const chips = this.companionChips();
      const under = point ? this.piecesUnder(point, selHex) : [];
      const top = under.includes(this.selected!) ? undefined : under.find((p) => chips.some((c) => c.piece === p));
      const chip = top ? (chips.find((c) => c.piece === top && this.together.includes(c.notation)) ?? chips.find((c) => c.piece === top)) : undefined;
      if (chip) return this.toggleCompanion(chip.notation, chip.piece);
      if (selHex === hex && this.addNextCompanion()) return;
    }
    if (this.dest) {
      this.dest = null;
      this.board.clearPicker();
    }
    const sel = this.selected;
    const here = sel ? this.pieceAt(sel)?.hex : null;
    const actors = this.actorsIn(hex);
    // A lower counter of a fanned stack clicked where it shows: that piece
    // (every counter of a stack is reached by a click on it).
    const lower = point ? this.lowerCounterAt(point, hex) : undefined;
    const pointed = lower && lower !== sel && actors.includes(lower) ? lower : undefined;
    // A stack clicked again: the next piece of it (issue 14 item 7f); its
    // own hex turns it in place only when it is alone to act there.
    if (sel && here === hex && actors.length > 1) {
      this.openStack(hex);
      return void this.select(pointed ?? actors[(actors.indexOf(sel) + 1) % actors.length]);
    }
    if (sel) {
      const mine = this.legal.filter((a) => a.piece === sel);
      const begin = this.beginsMove(sel);
      if (begin && hex !== here && this.reach.has(hex)) return void this.moveTo(sel, begin, hex);
      const place = mine.filter((a) => this.gestureOf(a) === 'place' && a.hex === hex);
      if (place.length) return this.chooseDest(hex, place);
      const aim = mine.filter((a) => this.gestureOf(a) === 'aim' && this.system.gestures.aimsAt(a, this.view).includes(hex));
      if (aim.length) return this.offer(aim, hex);
      const other = mine.filter((a) => a.hex === hex && this.gestureOf(a) === 'other');
      if (other.length) return this.offer(other, hex);
      // Only a lit target begins the move (a click on another enemy only shows its stack).
      if (begin && hex !== here && this.aimsNearReach(sel, here ?? undefined).includes(hex)) return void this.aimAfterBegin(begin, hex);
    }
    // A decision that concerns this hex (a Fortune of War's unit, a countercharge): one is sent, several offered.
    const concerned = this.legal.filter((a) => this.system.gestures.concerns?.(a, this.view, this.log) === hex);
    if (concerned.length && !sel) {
      this.clearSelection(false);
      if (concerned.length === 1 && !this.system.gestures.hasOdds(concerned[0]) && !this.system.gestures.oddsOnAsk?.(concerned[0], this.view)) return this.decide(concerned[0]);
      if (concerned.length === 1 && this.system.gestures.oddsOnAsk?.(concerned[0], this.view)) return void this.askOdds(concerned[0]);
      return this.offer(concerned, hex);
    }
    const aimedHere = this.legal.filter((a) => !a.piece && this.gestureOf(a) === 'aim' && this.system.gestures.aimsAt(a, this.view).includes(hex));
    if (aimedHere.length) {
      this.clearSelection(false);
      return this.offer(aimedHere, hex);
    }
    const hexOnly = this.legal.filter((a) => !a.piece && a.hex === hex && this.gestureOf(a) !== 'aim');
    if (hexOnly.length) {
      this.clearSelection(false);
      return this.offer(hexOnly, hex);
    }
    this.openStack(hex);
    if (!actors.length) return this.clearSelection();
    void this.select(pointed ?? actors[(actors.indexOf(sel ?? '') + 1) % actors.length]);
  }

  /** The action that begins a move of several decisions for this piece, if the system has them. */
  private beginsMove(piece: string): ParsedAction | null {
    return this.system.gestures.beginsMove?.(this.legal.filter((a) => a.piece === piece)) ?? null;
  }

  /** A move in one gesture: the decision that begins it, the pieces chosen
   * to join it, then each next one the system names toward the hex clicked;
   * the screen is drawn once, at the end. */
  private async moveTo(piece: string, begin: ParsedAction, hex: string): Promise<void> {
    const r = this.reach.get(hex);
    const seat = this.view.actor.side;
    const done = await this.playSteps(begin, (legal) => this.system.gestures.nextMoveStep?.(legal, hex, r)?.notation ?? null);
    if (!done) return;
    const { view } = done;
    this.clearSelection(false);
    this.stackHex = null;
    const there = view && this.system.pieces(this.system.normalise(view)).find((p) => p.id === piece)?.hex === hex;
    if (view && !there && !this.message && view.actor.kind === 'decision' && view.actor.side === seat) this.message = t('decision.moveShort', { hex });
    await this.refresh(view);
  }

  /** A move begun to aim at a hex outside its reach (the system's
   * aimsAfterBegin: a charge, §9.3.1): the move's first decisions, then the
   * aimed actions at the hex offered with their odds; when there are none,
   * a note, and the move is taken back if it still may be. */
  private async aimAfterBegin(begin: ParsedAction, hex: string): Promise<void> {
    const start = this.view.actions;
    const done = await this.playSteps(begin, (legal) => (this.aimedAt(legal, hex).length ? null : this.system.gestures.nextMoveStep?.(legal, hex, undefined)?.notation ?? null));
    if (!done) return;
    this.clearSelection(false);
    this.stackHex = null;
    if (done.view && !this.message && !this.aimedAt(done.legal, hex).length) {
      // None offered: the move begun is taken back while no die has been rolled (docs/api.md, undo).
      let view: GameEnvelope = done.view;
      const tok = this.actorToken();
      while (tok && view.actions > start) {
        try {
          view = await this.api.undo(this.opts.id, tok, view.actions);
        } catch {
          break;
        }
      }
      this.message = t(view.actions === start ? 'decision.noAimUndone' : 'decision.noAim', { hex });
      return this.refresh(view);
    }
    // Offered by the refresh that draws this position (another, started by
    // the events of the decisions just sent, may finish last and clear the screen).
    if (done.view) this.aimAt = { at: done.view.actions, hex };
    await this.refresh(done.view);
  }

  /** The piece-less aimed actions at a hex (a charge's target). */
  private aimedAt(legal: ParsedAction[], hex: string): ParsedAction[] {
    return legal.filter((a) => !a.piece && this.gestureOf(a) === 'aim' && this.system.gestures.aimsAt(a, this.view).includes(hex));
  }

  /** After a move begun to aim: the aimed actions at its hex offered (odds first), or a note that there are none. */
  private offerAim(): boolean {
    const aim = this.aimAt;
    if (!aim || aim.at !== this.view.actions) return false;
    this.aimAt = null;
    const offers = this.aimedAt(this.legal, aim.hex);
    if (!offers.length) {
      if (!this.message) this.message = t('decision.noAim', { hex: aim.hex });
      return false;
    }
    this.offer(offers, aim.hex);
    return true;
  }

  /** Sends `begin`, then the pieces chosen to join (each only when the
   * server offers it), then each decision `next` names from the legal
   * actions after each answer (not from the screen, which the events may
   * be redrawing meanwhile). Null when nothing could be sent. */
  private async playSteps(begin: ParsedAction, next: (legal: ParsedAction[]) => string | null): Promise<{ view: GameEnvelope | undefined; legal: ParsedAction[] } | null> {
    const tok = this.actorToken();
    const seat = this.view.actor.side;
    if (!tok || this.busy) return null;
    const queue = [...this.together];
    this.setBusy(true);
    this.message = '';
    this.showArrows = false;
    let at = this.view.actions;
    let view: GameEnvelope | undefined;
    let step: string | null = begin.notation;
    let last: ParsedAction[] = [];
    for (let i = 0; i < 16 && step; i++) {
      const out = await sendOnce(this.port(tok), step, at);
      if (out.kind !== 'applied') {
        this.message = out.kind === 'refused' ? t('decision.refused', { error: this.refusalText(out.error.message) }) : t('decision.stale');
        break;
      }
      view = out.view;
      at = view.actions;
      step = null;
      if (view.actor.kind !== 'decision' || view.actor.side !== seat) break;
      try {
        const legal = (await this.api.legal(this.opts.id, tok)).actions.map((a) => this.system.parseAction(a, this.pieceIds));
        last = legal;
        const joining = queue.shift();
        if (joining && !legal.some((a) => a.notation === joining)) {
          this.message = t('decision.notJoining', { action: joining });
          break;
        }
        step = joining ?? next(legal);
      } catch {
        step = null;
      }
    }
    this.setBusy(false);
    this.showArrows = true;
    return { view, legal: last };
  }

  private chooseDest(hex: string, actions: ParsedAction[]): void {
    const withFacing = actions.filter((a) => a.facing);
    if (!withFacing.length) {
      if (actions.length === 1) return this.decide(actions[0]);
      return this.offer(actions, hex);
    }
    this.dest = hex;
    this.choices = withFacing;
    this.board.showFacingPicker(hex, new Set(withFacing.map((a) => a.facing!)));
    const r = this.reach.get(hex);
    if (r) this.board.showPath(r.path, fmtCost(r.cost));
    this.render();
  }

  private pickFacing(f: string): void {
    // A facing taken where the piece stands names no hex (Musket & Saber's `line UNIT APEX`, §19.7).
    const a = this.choices.find((c) => c.facing === f && (c.hex === this.dest || !c.hex));
    if (a) this.decide(a);
  }

  /** Several actions for one gesture: list them; odds-bearing ones show odds first. */
  private offer(actions: ParsedAction[], hex: string): void {
    this.choices = actions;
    this.dest = null;
    this.stackHex = hex;
    if (actions.length === 1 && this.system.gestures.hasOdds(actions[0])) void this.setPending(actions[0]);
    else this.render();
  }

  private async setPending(a: ParsedAction): Promise<void> {
    this.pending = a;
    this.odds = null;
    this.oddsRefusal = null;
    this.render();
    if (this.system.gestures.hasOdds(a)) {
      let refusal: { message: string; section: string | null } | null = null;
      let odds: unknown = null;
      try {
        odds = await this.api.odds(this.opts.id, a.notation, this.readToken());
      } catch (e) {
        const err = e as ApiError;
        refusal = { message: this.refusalText(err.message), section: typeof err.body?.section === 'string' ? err.body.section : null };
      }
      if (this.pending !== a) return;
      this.odds = odds;
      this.oddsRefusal = refusal;
      this.render();
    }
  }

  /** A decision inside a combat (the system's oddsOnAsk): its odds shown
   * before Confirm when the server gives them, else it is sent at once. */
  private async askOdds(a: ParsedAction): Promise<void> {
    let odds: unknown = null;
    try {
      odds = await this.api.odds(this.opts.id, a.notation, this.readToken());
    } catch {
      return this.decide(a);
    }
    if (!this.legal.some((x) => x.notation === a.notation)) return;
    this.pending = a;
    this.odds = odds;
    this.oddsRefusal = null;
    this.render();
  }

  /** The odds shown with the decision itself, once per position (GBN3:
   * asked to retreat before combat or stand, the attack coming, 9.5.4). */
  private async fetchAskedOdds(): Promise<void> {
    const at = this.view.actions;
    const action = this.system.gestures.askedOdds(this.view, this.legal);
    if (!action) return;
    if (this.askedOdds?.at === at) return;
    this.askedOdds = { at, odds: null };
    let odds: unknown = null;
    try {
      odds = await this.api.odds(this.opts.id, action, this.readToken());
    } catch {
      odds = null;
    }
    if (this.view.actions === at) {
      this.askedOdds = { at, odds };
      this.render();
    }
  }

  private losCache = new Map<string, { clear: boolean; blocked_by: string | null; in_range?: boolean }>();

  private async hexHover(hex: string | null): Promise<void> {
    if (!this.selected || this.dest || !hex) {
      if (!this.dest && !this.pending) this.board.clearOverlay();
      if (!this.selected && !this.dest && hex) this.showFront(hex);
      return;
    }
    const r = this.reach.get(hex);
    if (r && (this.beginsMove(this.selected) || this.legal.some((a) => a.piece === this.selected && a.hex === hex))) return this.board.showPath(r.path, r.cost == null ? undefined : fmtCost(r.cost));
    // The line to any enemy in the hex, clear or blocked, when the system wants it (GBN3: barrage §9.2).
    const canFire = this.system.gestures.wantsLos(this.legal.filter((a) => a.piece === this.selected));
    const from = this.pieceAt(this.selected)?.hex;
    const mySeat = this.pieceAt(this.selected)?.seat;
    const enemy = this.pieces.some((p) => p.hex === hex && p.seat !== mySeat);
    if (canFire && from && enemy) {
      const key = `${from}>${hex}`;
      let los = this.losCache.get(key);
      if (!los) {
        try {
          los = await this.api.los(this.opts.id, from, hex, this.readToken());
          this.losCache.set(key, los);
        } catch {
          return;
        }
      }
      const note = this.root.querySelector('.los-note');
      if (note) note.textContent = this.system.losNote(los);
      // Beyond the longest line traced: no line to draw (docs/api.md).
      if (los.in_range === false) this.board.clearOverlay();
      else this.board.showLos(from, hex, los.clear, los.blocked_by);
      return;
    }
    this.board.clearOverlay();
  }

  /** The hexes the system outlines under the pointer (GBN3: a unit's front, rule 4). */
  private showFront(hex: string): void {
    const hexes = this.system.gestures.hoverHexes(this.view, this.sc, hex);
    if (hexes.length) this.board.outline(hexes);
  }

  private openStack(hex: string): void {
    this.stackHex = hex;
    this.renderStack();
  }

  // ---- input ----

  private key(e: KeyboardEvent): void {
    if ((e.target as HTMLElement).tagName === 'INPUT') return;
    if (e.key === 'Escape') {
      if (this.warning) {
        this.warning = null;
        return this.render();
      }
      return this.clearSelection();
    }
    if (e.key === 'Enter' && this.warning) return void this.send(this.warning.action.notation);
    if (e.key === 'Enter' && this.pending) return void this.send(this.pending.notation);
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z') {
      e.preventDefault();
      return void this.undo();
    }
    if (this.dest && /^[1-6]$/.test(e.key)) return this.pickFacing(this.board.pickerSlots[Number(e.key) - 1]); // keys 1-6: the picker's hexsides (or apexes) clockwise
    if (e.key === 'e' || e.key === 'E') {
      const end = this.system.gestures.enders.map((ty) => this.legal.find((a) => a.type === ty)).find((a) => a);
      if (end) this.decide(end);
      return;
    }
    const shortcut = e.ctrlKey || e.metaKey || e.altKey ? undefined : this.system.gestures.keys?.find((k) => k.key === e.key.toLowerCase());
    if (shortcut) {
      const a = shortcut.types.map((ty) => this.legal.find((x) => x.type === ty || x.notation === ty)).find((x) => x);
      if (a) return this.decide(a);
    }
    if (e.key === 'f' || e.key === 'F') return this.board.viewport.fit();
    if ((e.key === 'h' || e.key === 'H') && !e.ctrlKey && !e.metaKey) return void this.askHint();
    if (e.key === '+' || e.key === '=') return this.board.viewport.zoom(1.2);
    if (e.key === '-') return this.board.viewport.zoom(1 / 1.2);
    const pan: Record<string, [number, number]> = { ArrowLeft: [60, 0], ArrowRight: [-60, 0], ArrowUp: [0, 60], ArrowDown: [0, -60] };
    if (pan[e.key]) {
      e.preventDefault();
      if (this.opts.mode === 'replay') return void this.replayKey(e.key);
      this.board.viewport.panBy(...pan[e.key]);
    }
  }

  private panelClick(e: Event): void {
    const el = e.target as HTMLElement;
    const hexEl = el.closest('.hexlink') as HTMLElement | null;
    if (hexEl?.dataset.hex) return this.board.centreOnHex(hexEl.dataset.hex);
    const act = el.closest('[data-action]') as HTMLElement | null;
    if (act) {
      const a = this.legal.find((x) => x.notation === act.dataset.action);
      if (!a) return;
      if (this.system.gestures.hasOdds(a) && this.pending?.notation !== a.notation) return void this.setPending(a);
      if (this.system.gestures.oddsOnAsk?.(a, this.view) && this.pending?.notation !== a.notation) return void this.askOdds(a);
      // A placing action chosen in the panel: its hex lights up with its facings.
      return this.decide(a);
    }
    const chip = el.closest('[data-with]') as HTMLElement | null;
    if (chip?.dataset.with) return this.toggleCompanion(chip.dataset.with, chip.dataset.piece ?? '');
    // Shift-click on a piece of the stack panel: it joins the selected piece's move (or no longer).
    const joining = (e as MouseEvent).shiftKey ? this.companionChips().find((c) => c.piece === (el.closest('.stack-piece') as HTMLElement | null)?.dataset.piece) : undefined;
    if (joining) return this.toggleCompanion(this.together.find((n) => this.companionChips().some((c) => c.piece === joining.piece && c.notation === n)) ?? joining.notation, joining.piece);
    const piece = el.closest('.stack-piece,[data-select]') as HTMLElement | null;
    const pid = piece?.dataset.piece ?? piece?.dataset.select;
    if (pid && this.selectable().has(pid)) return void this.select(pid);
    const cmd = (el.closest('[data-cmd]') as HTMLElement | null)?.dataset.cmd;
    if (cmd === 'fit') this.board.viewport.fit();
    if (cmd === 'zoom-in') this.board.viewport.zoom(1.2);
    if (cmd === 'zoom-out') this.board.viewport.zoom(1 / 1.2);
    if (cmd === 'undo') void this.undo();
    if (cmd === 'hint') void this.askHint();
    if (cmd === 'confirm' && this.warning) void this.send(this.warning.action.notation);
    else if (cmd === 'confirm' && this.pending) void this.send(this.pending.notation);
    if (cmd === 'cancel') {
      this.warning = null;
      this.clearSelection();
    }
    if (cmd === 'turn-in-place' && this.selected) {
      const here = this.pieceAt(this.selected)?.hex;
      const acts = this.turnsInPlace(this.selected);
      if (here && acts.length) this.chooseDest(here, acts);
    }
    if (cmd === 'close-invite') el.closest('.invite')?.remove();
    if (cmd === 'dont-ask') this.warning?.warn.optOut?.set((el as HTMLInputElement).checked);
    if (cmd === 'save' && this.readToken()) {
      e.preventDefault();
      void this.download();
    }
    if (cmd === 'lang') {
      setLang(lang() === 'en' ? 'fr' : 'en');
      location.reload();
    }
    if (cmd?.startsWith('replay-')) void this.replayCmd(cmd.slice(7));
    if (el.closest('[data-copy]')) {
      const input = el.closest('.invite')?.querySelector('input') as HTMLInputElement | null;
      if (input) void navigator.clipboard?.writeText(input.value);
    }
  }

  /** The save as this screen's seat may know it (a link cannot send the token). */
  private async download(): Promise<void> {
    try {
      const text = await this.api.saveText(this.opts.id, this.readToken());
      const a = document.createElement('a');
      a.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
      a.download = `bohemia-${this.opts.id}.json`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(a.href), 10000);
    } catch (err) {
      this.message = t('decision.refused', { error: this.refusalText((err as ApiError).message) });
      this.render();
    }
  }

  /** The chips of the pieces that may join the selected piece's move. */
  private companionChips() {
    return this.selected ? this.system.gestures.companions?.(this.selected, this.view, this.legal)?.chips ?? [] : [];
  }

  /** The first piece of the stack not yet joining joins it (its first chip); false when none may. */
  /** The pieces of a hex whose counters are drawn under a point of the screen, the topmost first (a stack is fanned). */
  private piecesUnder(point: { x: number; y: number }, hex: string): string[] {
    const els = [...this.root.querySelectorAll<SVGGElement>(`.counter[data-hex="${hex}"]`)].reverse();
    return els
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return point.x >= r.left && point.x <= r.right && point.y >= r.top && point.y <= r.bottom;
      })
      .map((el) => el.dataset.piece ?? '');
  }

  /** The piece whose counter is uppermost under the pointer when it is not
   * the stack's top unit (a lower one of a fanned stack where it shows, or a
   * leader in its corner); a click on the top unit cycles as before. */
  private lowerCounterAt(point: { x: number; y: number }, hex: string): string | undefined {
    const here = this.pieces.filter((p) => p.hex === hex);
    const units = here.filter((p) => !p.small);
    const under = this.piecesUnder(point, hex)[0];
    return here.length > 1 && under && under !== units[units.length - 1]?.id ? under : undefined;
  }

  private addNextCompanion(): boolean {
    const chips = this.companionChips();
    if (!chips.length) return false;
    const next = chips.find((c) => !chips.some((d) => d.piece === c.piece && this.together.includes(d.notation)));
    if (next) this.toggleCompanion(next.notation, next.piece);
    else {
      // Every piece joins: the cycle starts again, none joining.
      this.together = [];
      this.render();
    }
    return true;
  }

  /** A piece chosen (or no longer) to join the selected piece's move; one chip a piece (a leader moves with it or assists it). */
  private toggleCompanion(notation: string, piece: string): void {
    const on = this.together.includes(notation);
    const chips = this.companionChips();
    const samePiece = new Set(chips.filter((c) => c.piece === piece).map((c) => c.notation));
    this.together = this.together.filter((n) => !samePiece.has(n));
    if (!on) this.together.push(notation);
    this.render();
  }

  /** The chips of the pieces that may join the selected piece's move. */
  private companionsHtml(sel: string): string {
    const c = this.system.gestures.companions?.(sel, this.view, this.legal);
    if (!c || !c.chips.length) return '';
    const chips = c.chips
      .map((x) => {
        const on = this.together.includes(x.notation);
        return `<button class="chip with-chip${on ? ' on' : ''}" data-with="${esc(x.notation)}" data-piece="${esc(x.piece)}" aria-pressed="${on}" data-testid="with-${esc(x.notation.replace(/ /g, '-'))}">${on ? '✓ ' : ''}${esc(x.label)}</button>`;
      })
      .join(' ');
    return `<div class="companions" data-testid="companions"><b>${esc(c.heading)}</b> ${chips} <span class="muted">${esc(c.note)}</span></div>`;
  }

  /** The actions that put the piece back on its own hex: turning in place. */
  private turnsInPlace(piece: string): ParsedAction[] {
    const here = this.pieceAt(piece)?.hex;
    return here ? this.legal.filter((a) => a.piece === piece && ((this.gestureOf(a) === 'place' && a.hex === here) || (a.facing && !a.hex))) : [];
  }

  // ---- rendering ----

  private movedPieces(): Set<string> {
    const s = new Set<string>();
    if (!this.showArrows) return s;
    for (const m of this.system.arrows(this.view)) if (m.piece && this.pieceIds.has(m.piece)) s.add(m.piece);
    return s;
  }

  render(): void {
    const v = this.view;
    const selectable = this.opts.mode === 'replay' ? new Set<string>() : this.selectable();
    this.board.setPieces(this.pieces, { selectable, selected: this.selected, moved: this.movedPieces() });
    this.board.setArrows(this.showArrows ? this.system.arrows(v) : []);
    this.board.setChanges(this.system.mapChanges(v, this.board.grid));
    this.board.setHighlights(this.highlights());
    this.renderTitle();
    // The status panel keeps what the player opened too (a system's charts).
    const status = this.root.querySelector('.status')!;
    const statusOpen = new Set([...status.querySelectorAll('details')].filter((d) => (d as HTMLDetailsElement).open).map(detailsKey));
    if (setHtml(status, this.system.statusHtml(this.sc, v)))
      for (const d of status.querySelectorAll('details')) if (statusOpen.has(detailsKey(d))) (d as HTMLDetailsElement).open = true;
    // A refresh must not fold up what the player has opened, nor replace
    // buttons that did not change (a click landing during it would be lost).
    const decision = this.root.querySelector('.decision')!;
    const open = new Set([...decision.querySelectorAll('details')].filter((d) => (d as HTMLDetailsElement).open).map(detailsKey));
    if (setHtml(decision, this.opts.mode === 'replay' ? this.replayHtml() : this.decisionHtml()))
      for (const d of decision.querySelectorAll('details')) if (open.has(detailsKey(d))) (d as HTMLDetailsElement).open = true;
    // The odds get the side panel's room: the log and the details fold away.
    this.root.querySelector('aside.side')?.classList.toggle('focus', !!this.pending || !!this.warning || !!this.askedOdds?.odds);
    const undo = this.root.querySelector('[data-cmd="undo"]') as HTMLButtonElement | null;
    if (undo) undo.disabled = !this.canUndo();
    this.renderStack();
    this.renderLog();
    document.documentElement.dataset.actions = String(v.actions);
  }

  private renderStack(): void {
    const el = this.root.querySelector('.stack')!;
    if (!this.stackHex) {
      setHtml(el, '');
      return;
    }
    const pieces = this.pieces.filter((p) => p.hex === this.stackHex);
    setHtml(el, pieces.length ? stackHtml(this.stackHex, pieces, this.counters, this.system.counterSize, this.selectable()) : '');
  }

  private renderLog(): void {
    // The log's `index` numbers its entries; `action` names the action that
    // wrote each (null: the set-up). A replay shows the lines of the actions
    // played up to its position. Every line is kept (issue 14 item 7h).
    const shown = this.opts.mode === 'replay' ? this.log.filter((e) => e.action == null || e.action < this.at) : this.log;
    this.logPanel.show(shown, `${this.sc.map.id}/${lang()}`);
  }

  /** A refusal of the server in the player's language, when the system reads it (Musket & Saber's French templates). */
  private refusalText(message: string): string {
    return this.system.refusalText?.(message, lang()) ?? message;
  }

  private describe(a: ParsedAction): string {
    return this.system.describe(a, { view: this.view, name: (id) => this.counters.shortLabel(id), lang: lang() });
  }

  private actionButton(a: ParsedAction, text: string, cls = ''): string {
    const sel = this.pending?.notation === a.notation ? ' pending' : '';
    // The notation stays in the tooltip.
    return `<button class="act ${cls}${sel}" data-action="${esc(a.notation)}" title="${esc(this.describe(a))} — ${esc(a.notation)}">${esc(text)}</button>`;
  }

  private decisionInput(): DecisionInput {
    const h = this.highlights();
    const mapLit = this.selectable().size > 0 || h.hexes.size > 0;
    return { view: this.view, legal: this.legal, system: this.system, name: (id) => this.counters.shortLabel(id), button: (a, text, cls) => this.actionButton(a, text, cls), mapLit };
  }

  private overHtml(): string {
    const r = this.view.result;
    return `<div class="game-over" data-testid="game-over"><p><b>${t('status.over')}</b>${r ? ` — <span data-testid="over-result">${esc(this.system.resultText(r, this.view))}</span>` : ''}</p>
<p><a href="/?replay=${esc(this.opts.id)}" data-testid="over-replay">${t('link.replayGame')}</a> · <a href="/">${t('link.lobby')}</a></p></div>`;
  }

  private warningHtml(): string {
    const w = this.warning!;
    const dontAsk = w.warn.optOut ? `<label class="muted"><input type="checkbox" data-cmd="dont-ask"> ${esc(w.warn.optOut.label)}</label><br>` : '';
    return `<div class="warning" data-testid="warning"><p><b>${esc(w.warn.title)}</b></p>${w.warn.lines.map((l) => `<p>${esc(l)}</p>`).join('')}${dontAsk}
<button class="primary" data-cmd="confirm" data-testid="confirm">${esc(this.describe(w.action))} (Enter)</button> <button data-cmd="cancel" data-testid="cancel">${t('decision.goBack')} (Esc)</button></div>`;
  }

  private decisionHtml(): string {
    const v = this.view;
    const parts: string[] = [];
    if (this.message) parts.push(`<div class="message" data-testid="message">${esc(this.message)}</div>`);
    if (v.over) return parts.join('') + this.overHtml();
    if (!this.legal.length) {
      const who = v.actor.kind === 'chance' ? t('status.chance') : this.system.seatName(v.actor.side);
      parts.push(`<p class="muted" data-testid="waiting">${this.seats.size ? esc(t('decision.waiting', { who })) : t('decision.watching')}</p>`);
      return parts.join('');
    }
    const step = this.system.decisionHeading(this.sc, v, this.legal);
    parts.push(`<h4 data-testid="decision-heading">${t('decision.heading')} — ${esc(this.system.seatName(v.actor.side))} · ${esc(step.text)} ${sectionRef(this.system, step.section)}</h4>`);
    if (this.warning) return parts.join('') + this.warningHtml();
    if (this.opts.mode === 'seat') parts.push(this.hintHtml());
    const d = this.decisionInput();
    parts.push(situationHtml(d));
    if (this.askedOdds?.odds && this.askedOdds.at === v.actions) {
      const head = this.system.askedOddsHeading();
      parts.push(`<div class="stand-odds" data-testid="stand-odds"><b>${esc(head.lead)}</b>${this.oddsHtml(this.askedOdds.odds, null, head.title)}</div>`);
    }
    parts.push(endersHtml(d));
    parts.push(choicesHtml(d));
    if (this.selected) parts.push(this.selectedHtml());
    else parts.push(mapHintHtml(d));
    parts.push(this.offMapHtml());
    if (this.dest) parts.push(`<p class="facing-note">${t('decision.facing')}</p>`);
    if (this.choices.length && !this.dest) {
      const head = this.system.offerHeading(this.choices, this.stackHex ?? '') ?? t('decision.hexActions', { hex: this.stackHex ?? '' });
      parts.push(`<div class="choices"><b>${esc(head)}</b> ${this.choices.map((a) => this.actionButton(a, this.describe(a))).join(' ')}</div>`);
    }
    if (this.pending) {
      const odds = this.system.gestures.hasOdds(this.pending) || this.odds ? this.oddsHtml(this.odds, this.pending, this.describe(this.pending), this.oddsRefusal) : '';
      parts.push(`<div class="pending-box"><button class="primary" data-cmd="confirm" data-testid="confirm">${t('decision.confirm')} (Enter)</button> <button data-cmd="cancel">${t('decision.cancel')} (Esc)</button>${odds}</div>`);
    }
    parts.push(this.allActionsHtml());
    return parts.join('');
  }

  /** The selected piece: its name, the actions it has besides map gestures. */
  private selectedHtml(): string {
    const sel = this.selected!;
    const p = this.pieceAt(sel);
    const parts = [`<div class="selected-piece">${esc(t('decision.selected', { name: this.counters.displayName(sel) }))} ${p?.hex ? `(${p.hex})` : ''}</div>`];
    const own = this.legal.filter((a) => a.piece === sel && this.gestureOf(a) === 'other');
    const turn = this.turnsInPlace(sel).length ? `<button class="act" data-cmd="turn-in-place" data-testid="turn-in-place">${t('decision.turnInPlace')}</button>` : '';
    if (own.length || turn) parts.push(`<div class="piece-actions"><b>${t('decision.pieceActions')}</b> ${own.map((a) => this.actionButton(a, this.describe(a))).join(' ')} ${turn}</div>`);
    parts.push(this.companionsHtml(sel));
    parts.push(this.system.selectedNote(sel, this.legal));
    return parts.join('');
  }

  /** Pieces off the map that can act (reinforcements): a click selects one. */
  private offMapHtml(): string {
    const ids = [...new Set(this.legal.map((a) => a.piece).filter((p): p is string => !!p && !this.pieceAt(p)))];
    if (!ids.length) return '';
    return `<div class="off-map"><b>${t('decision.offMap')}</b> ${ids
      .map((id) => `<button class="act ${this.selected === id ? 'pending' : ''}" data-select="${esc(id)}" title="${esc(id)}">${esc(this.counters.displayName(id))}</button>`)
      .join(' ')}</div>`;
  }

  /** The system's odds panel of an `/odds` answer, for an action chosen (or the decision's own, null). */
  private oddsHtml(odds: unknown, action: ParsedAction | null, title: string, refusal: { message: string; section: string | null } | null = null): string {
    return this.system.oddsHtml(odds, { view: this.view, action, name: (id) => this.counters.shortLabel(id), texts: this.texts, title, refusal });
  }

  /** The fallback: every legal action grouped by type, with a filter on the
   * names shown and the notation (e.g. "0905" or "Gren"). */
  private filter = '';

  private allActionsHtml(): string {
    return `<details class="all-actions"><summary>${t('decision.all')} (${this.legal.length})</summary><input class="action-filter" type="search" placeholder="${esc(t('decision.filter'))}" value="${esc(this.filter)}"><div class="groups">${this.groupsHtml()}</div></details>`;
  }

  private groupsHtml(): string {
    const f = this.filter.trim().toLowerCase();
    const groups = new Map<string, ParsedAction[]>();
    for (const a of this.legal) {
      if (f && !a.notation.toLowerCase().includes(f) && !this.describe(a).toLowerCase().includes(f)) continue;
      const l = groups.get(a.type) ?? [];
      l.push(a);
      groups.set(a.type, l);
    }
    const LIMIT = 60;
    return [...groups]
      .map(([ty, list]) => {
        const shown = list
          .slice(0, LIMIT)
          .map((a) => this.actionButton(a, this.describe(a)))
          .join(' ');
        const more = list.length > LIMIT ? ` <span class="muted">${t('decision.more', { n: list.length - LIMIT })}</span>` : '';
        const head = this.system.kindHeading(ty, lang())?.title ?? ty;
        return `<details class="group" data-type="${esc(ty)}" ${list.length <= 8 || f ? 'open' : ''}><summary>${esc(head)} (${list.length})</summary>${shown}${more}</details>`;
      })
      .join('');
  }

  private onFilter(value: string): void {
    this.filter = value;
    const el = this.root.querySelector('.all-actions .groups');
    if (el) el.innerHTML = this.groupsHtml();
    // The panel now shows what decisionHtml() gives with this filter: a
    // refresh that changes nothing must find it so and redraw nothing (else
    // the filter loses its focus, and a click on a redrawn button is lost).
    const decision = this.root.querySelector('.decision');
    if (decision && this.opts.mode !== 'replay') lastHtml.set(decision, this.decisionHtml());
  }

  // ---- replay ----

  private async goTo(k: number): Promise<void> {
    this.at = Math.max(0, Math.min(this.history.length, k));
    const view = this.system.normalise(await this.api.viewAt(this.opts.id, this.at, this.readToken()));
    this.enterDay(await this.scenarioOfDay(this.system.dayOf(view)));
    this.setView(view);
    this.render();
  }

  private async replayCmd(cmd: string): Promise<void> {
    const n = this.history.length;
    const target: Record<string, () => Promise<number> | number> = {
      start: () => 0,
      'prev-turn': () => this.steps.prev(this.at, 'turn'),
      'prev-phase': () => this.steps.prev(this.at, 'phase'),
      prev: () => this.at - 1,
      next: () => this.at + 1,
      'next-phase': () => this.steps.next(this.at, 'phase'),
      'next-turn': () => this.steps.next(this.at, 'turn'),
      end: () => n,
    };
    if (target[cmd]) await this.goTo(await target[cmd]());
  }

  private replayKey(key: string): Promise<void> {
    return this.replayCmd(key === 'ArrowLeft' ? 'prev' : key === 'ArrowRight' ? 'next' : key === 'ArrowUp' ? 'prev-phase' : 'next-phase');
  }

  private replayHtml(): string {
    const b = (cmd: string, label: string, text: string) => `<button data-cmd="replay-${cmd}" title="${esc(label)}">${text}</button>`;
    const h = this.history[this.at - 1];
    const last = h ? this.system.parseAction(h.notation, this.pieceIds) : null;
    return `<div class="replay">
${b('start', t('replay.start'), '⏮')}${b('prev-turn', t('replay.prevTurn'), '⏪')}${b('prev-phase', t('replay.prevPhase'), '◀◀')}${b('prev', t('replay.prev'), '◀')}
${b('next', t('replay.next'), '▶')}${b('next-phase', t('replay.nextPhase'), '▶▶')}${b('next-turn', t('replay.nextTurn'), '⏩')}${b('end', t('replay.end'), '⏭')}
<div data-testid="replay-position">${esc(t('replay.position', { k: this.at, n: this.history.length }))}</div>
${h && last ? `<div class="muted">${esc(this.system.seatName(h.side) || t('status.chance'))}: ${esc(h.chance ? h.notation : this.describe(last))} <code>${esc(h.notation)}</code></div>` : ''}
${this.view.over ? `<p><b>${t('status.over')}</b>${this.view.result ? ` — ${esc(this.system.resultText(this.view.result, this.view))}` : ''}</p>` : ''}</div>`;
  }
}

const lastHtml = new WeakMap<Element, string>();

/** Replaces an element's content only when it changed; true when it did. */
function setHtml(el: Element, html: string): boolean {
  if (lastHtml.get(el) === html) return false;
  lastHtml.set(el, html);
  el.innerHTML = html;
  return true;
}

function detailsKey(d: Element): string {
  return `${d.className}/${d.getAttribute('data-type') ?? ''}`;
}

function fmtCost(c: number): string {
  return Number.isInteger(c) ? String(c) : c.toFixed(1);
}
