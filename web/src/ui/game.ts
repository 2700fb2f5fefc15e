// The game screen: the board, the side panels and the decisions. It keeps
// the view, the seat's legal actions and the log in step with the server,
// and turns clicks into actions: select a piece (a stack clicked again
// cycles through its pieces), see where it can go (MP cost, path on hover),
// pick the final facing; fire with the line of sight; assault with the odds
// before confirming; anything else from the panel, each decision described.
// Ending a formation's move with pieces unmoved asks first (issue 14 7e).
import { ApiClient, ApiError } from '../api/client';
import { EventStream } from '../api/events';
import { sendOnce } from '../api/send';
import type { GameView, HistoryEntry, LogEntry, Odds, ReachHex, Scenario, Side } from '../api/types';
import { esc } from '../core/svg';
import { lang, setLang, t } from '../i18n';
import type { ParsedAction } from '../systems/gbn3/actions';
import type { TextBook } from '../systems/gbn3/texts';
import { getSystem, type GameSystem } from '../systems/registry';
import { Board, emptyHighlights, type Highlights } from './board';
import { choicesHtml, endersHtml, mapHintHtml, situationHtml, type DecisionInput } from './decision';
import { endWarning, lastMoveWarning, lastMoveWarningOff, setLastMoveWarningOff, type Warning } from './end-warning';
import { LogPanel } from './log-panel';
import { readCreated, remember } from './my-games';
import { logLineHtml, oddsHtml, phaseName, resultText, sectionRef, sideName, stackHtml, statusHtml, turnLabel } from './panels';
import { ReplaySteps } from './replay-steps';

export type Mode = 'seat' | 'watch' | 'replay';

export interface GameOptions {
  id: string;
  mode: Mode;
  tokens: string[];
}

const FACING_KEYS = ['N', 'NE', 'SE', 'S', 'SW', 'NW'];
/** Action types that put a piece on a hex (the piece-hex-facing gesture). */
const PLACE_TYPES = new Set(['move', 'evade', 'retreat', 'advance', 'cinc', 'enter']);
/** Action types aimed at an enemy: the target hex lights up. */
const AIM_TYPES = new Set(['fire', 'assault', 'volley']);

export class GameScreen {
  private api = new ApiClient();
  private system!: GameSystem;
  private sc!: Scenario;
  private board!: Board;
  private counters!: ReturnType<GameSystem['counters']>;
  private texts!: TextBook;
  private view!: GameView;
  private legal: ParsedAction[] = [];
  private seats = new Map<Side, string>();
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
  private odds: Odds | null = null;
  private stackHex: string | null = null;
  private message = '';
  private showArrows = true;
  /** An action waiting for the player's yes: ending a move with pieces unmoved. */
  private warning: { action: ParsedAction; warn: Warning } | null = null;
  /** The odds of standing when asked to retreat before combat (9.5.4), by position. */
  private standOdds: { at: number; odds: Odds | null } | null = null;
  // Replay.
  private history: HistoryEntry[] = [];
  private at = 0;
  private steps = new ReplaySteps(
    async (k) => {
      const v = await this.api.viewAt(this.opts.id, k);
      return { turn: `${v.turn.day}/${v.turn.hour}`, phase: `${v.turn.day}/${v.turn.hour}/${v.phase}/${v.active_formation ?? ''}` };
    },
    () => this.history.length,
  );

  constructor(
    private readonly root: HTMLElement,
    private readonly opts: GameOptions,
  ) {}

  async start(): Promise<void> {
    const o = this.opts;
    this.view = o.mode === 'replay' ? await this.api.viewAt(o.id, 0) : await this.api.view(o.id);
    this.system = getSystem(this.view.system);
    this.useScenario(await this.scenarioOfDay(this.view.turn.day));
    // The log's pieces by the names of every day (a campaign's day 2 may rename one).
    this.texts = this.system.texts(await Promise.all((this.sc.day_list ?? [{ day: 1 }]).map((d) => this.scenarioOfDay(d.day))));
    for (const tok of o.tokens) {
      try {
        const l = await this.api.legal(o.id, tok);
        if (l.side) this.seats.set(l.side, tok);
      } catch {
        /* a token of no seat: watch only */
      }
    }
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
      this.history = await this.api.history(o.id);
      this.log = await this.api.log(o.id, 0);
      await this.goTo(0);
    } else {
      await this.refresh();
      this.stream = new EventStream(this.api.eventsUrl(o.id));
      this.stream.onEvent = (e) => {
        // hello (on every connect) and undo: any other count than ours is news;
        // an action: only one past what we show.
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
  }

  private modeText(): string {
    if (this.opts.mode === 'replay') return t('mode.replay');
    if (this.opts.mode === 'watch' || this.seats.size === 0) return t('mode.watch');
    if (this.seats.size === 2) return t('mode.hotseat');
    return t('mode.seat', { side: sideName([...this.seats.keys()][0]) });
  }

  private layout(): void {
    const id = this.opts.id;
    const origin = location.origin;
    const created = readCreated(id);
    let invite = '';
    if (created && this.seats.size === 1) {
      const mine = [...this.seats.keys()][0];
      const link = created.play?.[mine === 'prussia' ? 'austria' : 'prussia'];
      if (link) invite = `<div class="invite">${t('link.opponent')} <input readonly value="${esc(origin + link)}" data-testid="opponent-link"> <button data-copy>${t('link.copy')}</button> <button data-cmd="close-invite" title="${t('decision.cancel')}">×</button></div>`;
    }
    const linkRow = (label: string, url: string, testid: string) => `<label>${label} <input readonly value="${esc(url)}" data-testid="${testid}"></label> <a href="${esc(url)}" target="_blank">${t('link.open')}</a>`;
    const links = `<details class="links" data-testid="links"><summary>${t('link.heading')}</summary><div class="links-box">
${linkRow(t('link.watch'), `${origin}/?watch=${id}`, 'watch-link')}<br>${linkRow(t('link.replay'), `${origin}/?replay=${id}`, 'replay-link')}<br><a href="/">${t('link.lobby')}</a></div></details>`;
    this.root.innerHTML = `
<header class="bar"><span class="title" data-testid="title"></span><span class="edition">${esc(this.sc.edition)}</span>
 <span class="mode" data-testid="mode">${esc(this.modeText())}</span><span class="conn">${t('status.connection')}</span>
 <span class="spacer"></span>
 <button data-cmd="zoom-out" title="${t('map.zoomOut')}">−</button><button data-cmd="zoom-in" title="${t('map.zoomIn')}">+</button><button data-cmd="fit" title="${t('map.fit')} (F)">${t('map.fitShort')}</button>
 ${this.opts.mode === 'seat' ? `<button data-cmd="undo" title="${t('decision.undoTitle')} (Ctrl+Z)" data-testid="undo" disabled>${t('decision.undo')}</button>` : ''}
 ${links}
 <a class="button" href="${this.api.saveUrl(id)}" download="bohemia-${id}.json">${t('save.download')}</a>
 <button data-cmd="lang">${t('lang.name')}</button><button data-cmd="keys" title="${esc(t('keys.help'))}">?</button></header>
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

  /** The header's title: the scenario, and in a campaign the day's battle (§13). */
  private renderTitle(): void {
    const el = this.root.querySelector('[data-testid="title"]') as HTMLElement | null;
    if (!el) return;
    const name = this.system.scenarioName(this.sc.name, lang());
    const days = this.sc.day_list ?? [];
    const day = days.find((d) => d.day === this.view.turn.day);
    const text = days.length > 1 && day ? `${name} · ${t('status.day', { day: day.day })}: ${this.system.scenarioName(day.name, lang())}` : name;
    if (el.textContent !== text) {
      el.textContent = text;
      el.title = text;
      document.title = `${text} — bohemia`;
    }
  }

  // ---- the day's scenario and map ----

  private days = new Map<number, Promise<Scenario>>();

  /** The scenario as day `day` is played (cached): a campaign's day 2 may
   * be on another map with its own values for the pieces (§13). */
  private scenarioOfDay(day: number): Promise<Scenario> {
    let sc = this.days.get(day);
    if (!sc) {
      sc = this.api.scenario(this.view.scenario, day);
      this.days.set(day, sc);
      sc.catch(() => this.days.delete(day));
    }
    return sc;
  }

  private useScenario(sc: Scenario): void {
    this.sc = sc;
    this.counters = this.system.counters(sc);
    if (!this.texts) this.texts = this.system.texts([sc]);
    this.mapHexes = new Set(sc.map.hexes.map((h) => h.hex));
    this.pieceIds = new Set([...sc.units.map((u) => u.id), ...sc.formations.map((f) => f.id), ...sc.cincs.map((c) => c.id)]);
  }

  /** The board of the current day's map, in a fresh pane (the old pane's
   * listeners go with it). */
  private buildBoard(): void {
    const old = this.root.querySelector('.map-pane') as HTMLElement;
    const pane = document.createElement('div');
    pane.className = 'map-pane';
    old.replaceWith(pane);
    this.board = new Board(pane, this.system, this.sc);
    this.board.onHexClick = (h) => this.hexClick(h);
    this.board.onHexHover = (h) => this.hexHover(h);
    this.board.onFacing = (f) => this.pickFacing(f);
    requestAnimationFrame(() => this.board.viewport.fit());
  }

  /** Before drawing a view of another day: that day's scenario, and its map
   * when it is another (Münchengrätz then Gitschin). */
  private enterDay(sc: Scenario): void {
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
    return this.mapOfDay(e.day) === this.sc.map.id ? this.mapHexes : this.noHexes;
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

  private refreshSeq = 0;

  /** Reads the view, the legal actions of the seat to act and the new log
   * lines; a refresh overtaken by a later one is dropped, never drawn. */
  async refresh(given?: GameView): Promise<void> {
    const seq = ++this.refreshSeq;
    const prev = this.view?.actions ?? 0;
    const view = given ?? (await this.api.view(this.opts.id));
    const side = view.actor.kind === 'decision' ? view.actor.side : null;
    const tok = side ? this.seats.get(side) : undefined;
    const legal = tok ? await this.api.legal(this.opts.id, tok) : { side: null, actions: [] };
    const log = view.actions < prev ? [] : this.log;
    const from = log.length ? log[log.length - 1].index : 0;
    const fresh = await this.api.log(this.opts.id, from);
    const daySc = await this.scenarioOfDay(view.turn.day);
    if (seq !== this.refreshSeq) return;
    this.enterDay(daySc);
    this.view = view;
    this.legal = legal.actions.map((a) => this.system.parseAction(a, this.pieceIds));
    this.log = log.filter((e) => e.index < from).concat(fresh);
    if (this.view.actions !== prev) {
      this.clearSelection(false);
      this.warning = null;
      // A stack left empty (its pieces moved) is closed.
      if (this.stackHex && !this.view.pieces.some((p) => p.where === 'map' && p.hex === this.stackHex)) this.stackHex = null;
    }
    this.render();
    void this.fetchStandOdds();
  }

  private async send(action: string): Promise<void> {
    const tok = this.actorToken();
    if (!tok || this.busy) return;
    this.setBusy(true);
    this.message = '';
    this.showArrows = false;
    this.warning = null;
    const id = this.opts.id;
    const out = await sendOnce(
      {
        act: (a, e) => this.api.act(id, tok, a, e),
        view: () => this.api.view(id),
        history: () => this.api.history(id),
        sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
      },
      action,
      this.view.actions,
    );
    this.setBusy(false);
    this.clearSelection(false);
    if (out.kind === 'applied') this.stackHex = null; // the stack shown may have moved
    if (out.kind === 'refused') this.message = t('decision.refused', { error: out.error.message });
    if (out.kind === 'stale') this.message = t('decision.stale');
    this.showArrows = true;
    await this.refresh(out.kind === 'refused' ? undefined : out.view);
  }

  /** Sends a decision, first asking when it ends a formation's move with
   * pieces unmoved or is its last move (the next marker is then drawn and
   * nothing can be taken back: issue 14 item 7e). */
  private decide(a: ParsedAction): void {
    const name = (id: string) => this.counters.shortLabel(id);
    const warn = endWarning(a, this.legal, this.view, name) ?? (lastMoveWarningOff() ? null : lastMoveWarning(a, this.legal, this.view, name));
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
      this.message = t('decision.refused', { error: (e as ApiError).message });
      this.render();
    }
  }

  private canUndo(): boolean {
    return this.opts.mode === 'seat' && !!this.view.undo && this.seats.has(this.view.undo) && !this.busy;
  }

  // ---- selection and gestures ----

  private selectable(): Set<string> {
    return new Set(this.legal.map((a) => a.piece).filter((p): p is string => !!p));
  }

  private pieceAt(id: string) {
    return this.view.pieces.find((p) => p.id === id);
  }

  private clearSelection(render = true): void {
    this.selected = null;
    this.reach.clear();
    this.dest = null;
    this.choices = [];
    this.pending = null;
    this.odds = null;
    this.board?.clearPicker();
    this.board?.clearOverlay();
    if (render) this.render();
  }

  private async select(piece: string): Promise<void> {
    this.clearSelection(false);
    this.selected = piece;
    const acts = this.legal.filter((a) => a.piece === piece);
    if (acts.some((a) => a.type === 'move')) {
      try {
        for (const r of await this.api.reach(this.opts.id, piece)) this.reach.set(r.hex, r);
      } catch {
        /* costs are a help, the legal list is the truth */
      }
    }
    this.render();
  }

  private highlights(): Highlights {
    const h = emptyHighlights();
    if (this.selected) {
      h.dim = true;
      const here = this.pieceAt(this.selected)?.hex;
      if (here) h.hexes.add(here);
      for (const a of this.legal) {
        if (a.piece !== this.selected) continue;
        if (PLACE_TYPES.has(a.type) && a.hex) {
          const r = this.reach.get(a.hex);
          h.dests.set(a.hex, r ? fmtCost(r.cost) : a.hex === here ? '↻' : '');
        } else if (AIM_TYPES.has(a.type)) {
          if (a.type === 'assault') for (const x of a.hexes) h.targets.add(x.hex);
          else if (a.target) {
            const th = this.pieceAt(a.target)?.hex;
            if (th) h.targets.add(th);
          } else if (a.hex) h.targets.add(a.hex);
        } else if (a.hex) h.hexes.add(a.hex);
      }
    } else {
      for (const a of this.legal) if (!a.piece && a.hex) h.hexes.add(a.hex);
    }
    return h;
  }

  /** The pieces of a hex that can act, combat units before commanders. */
  private actorsIn(hex: string): string[] {
    const sel = this.selectable();
    return this.view.pieces
      .filter((p) => p.where === 'map' && p.hex === hex && sel.has(p.id))
      .sort((a, b) => Number(a.kind !== 'unit') - Number(b.kind !== 'unit'))
      .map((p) => p.id);
  }

  private hexClick(hex: string): void {
    if (this.opts.mode === 'replay') return this.openStack(hex);
    if (this.dest) {
      this.dest = null;
      this.board.clearPicker();
    }
    const sel = this.selected;
    const here = sel ? this.pieceAt(sel)?.hex : null;
    const actors = this.actorsIn(hex);
    // A stack clicked again: the next piece of it (issue 14 item 7f); its
    // own hex turns it in place only when it is alone to act there.
    if (sel && here === hex && actors.length > 1) {
      this.openStack(hex);
      return void this.select(actors[(actors.indexOf(sel) + 1) % actors.length]);
    }
    if (sel) {
      const place = this.legal.filter((a) => a.piece === sel && PLACE_TYPES.has(a.type) && a.hex === hex);
      if (place.length) return this.chooseDest(hex, place);
      const aim = this.legal.filter((a) => a.piece === sel && AIM_TYPES.has(a.type) && this.aimsAt(a, hex));
      if (aim.length) return this.offer(aim, hex);
      const other = this.legal.filter((a) => a.piece === sel && a.hex === hex && !PLACE_TYPES.has(a.type) && !AIM_TYPES.has(a.type));
      if (other.length) return this.offer(other, hex);
    }
    const hexOnly = this.legal.filter((a) => !a.piece && a.hex === hex);
    if (hexOnly.length) {
      this.clearSelection(false);
      return this.offer(hexOnly, hex);
    }
    this.openStack(hex);
    if (!actors.length) return this.clearSelection();
    void this.select(actors[(actors.indexOf(sel ?? '') + 1) % actors.length]);
  }

  private aimsAt(a: ParsedAction, hex: string): boolean {
    if (a.type === 'assault') return a.hexes.some((x) => x.hex === hex);
    if (a.target) return this.pieceAt(a.target)?.hex === hex;
    return a.hex === hex;
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
    const a = this.choices.find((c) => c.facing === f && c.hex === this.dest);
    if (a) this.decide(a);
  }

  /** Several actions for one gesture: list them; odds-bearing ones show odds first. */
  private offer(actions: ParsedAction[], hex: string): void {
    this.choices = actions;
    this.dest = null;
    this.stackHex = hex;
    if (actions.length === 1 && this.system.oddsTypes.has(actions[0].type)) void this.setPending(actions[0]);
    else this.render();
  }

  private async setPending(a: ParsedAction): Promise<void> {
    this.pending = a;
    this.odds = null;
    this.render();
    if (this.system.oddsTypes.has(a.type)) {
      try {
        this.odds = await this.api.odds(this.opts.id, a.notation);
      } catch {
        this.odds = null;
      }
      if (this.pending === a) this.render();
    }
  }

  /** Asked to retreat before combat or stand (9.5.4): the odds of the
   * attack coming if the defender stands, once per position. */
  private async fetchStandOdds(): Promise<void> {
    const at = this.view.actions;
    if (this.view.combat?.step !== 'evade' || !this.legal.some((a) => a.type === 'stand')) return;
    if (this.standOdds?.at === at) return;
    this.standOdds = { at, odds: null };
    let odds: Odds | null = null;
    try {
      odds = await this.api.odds(this.opts.id, 'stand');
    } catch {
      odds = null;
    }
    if (this.view.actions === at) {
      this.standOdds = { at, odds };
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
    if (r && this.legal.some((a) => a.piece === this.selected && a.hex === hex)) return this.board.showPath(r.path, fmtCost(r.cost));
    // Barrage (§9.2): the line to any enemy in the hex, clear or blocked.
    const canFire = this.legal.some((a) => a.piece === this.selected && a.type === 'fire');
    const from = this.pieceAt(this.selected)?.hex;
    const mySide = this.pieceAt(this.selected)?.side;
    const enemy = this.view.pieces.some((p) => p.hex === hex && p.where === 'map' && p.side !== mySide);
    if (canFire && from && enemy) {
      const key = `${from}>${hex}`;
      let los = this.losCache.get(key);
      if (!los) {
        try {
          los = await this.api.los(this.opts.id, from, hex);
          this.losCache.set(key, los);
        } catch {
          return;
        }
      }
      const note = this.root.querySelector('.los-note');
      if (los.in_range === false) {
        // Beyond the longest line traced: no line to draw (docs/api.md).
        this.board.clearOverlay();
        if (note) note.textContent = t('decision.losFar');
        return;
      }
      this.board.showLos(from, hex, los.clear, los.blocked_by);
      if (note) note.textContent = los.clear ? t('decision.losClear') : t('decision.losBlocked', { hex: los.blocked_by ?? '?' });
      return;
    }
    this.board.clearOverlay();
  }

  /** Rule 4: the three front hexes of the unit under the pointer (all six for
   * a non-artillery unit in a village or town). */
  private showFront(hex: string): void {
    const unit = this.view.pieces.find((p) => p.where === 'map' && p.hex === hex && p.kind === 'unit' && p.facing);
    if (!unit?.facing) return;
    const terrain = this.sc.map.hexes.find((h) => h.hex === hex)?.terrain;
    const kind = this.sc.units.find((u) => u.id === unit.id)?.kind;
    const all = (terrain === 'village' || terrain === 'town') && kind !== 'artillery';
    this.board.showFront(hex, unit.facing, all);
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
    if (this.dest && /^[1-6]$/.test(e.key)) return this.pickFacing(FACING_KEYS[Number(e.key) - 1]);
    if (e.key === 'e' || e.key === 'E') {
      const end = this.system.endingTypes.map((ty) => this.legal.find((a) => a.type === ty)).find((a) => a);
      if (end) this.decide(end);
      return;
    }
    if (e.key === 'f' || e.key === 'F') return this.board.viewport.fit();
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
      if (this.system.oddsTypes.has(a.type) && this.pending?.notation !== a.notation) return void this.setPending(a);
      // A placing action chosen in the panel: its hex lights up with its facings.
      return this.decide(a);
    }
    const piece = el.closest('.stack-piece,[data-select]') as HTMLElement | null;
    const pid = piece?.dataset.piece ?? piece?.dataset.select;
    if (pid && this.selectable().has(pid)) return void this.select(pid);
    const cmd = (el.closest('[data-cmd]') as HTMLElement | null)?.dataset.cmd;
    if (cmd === 'fit') this.board.viewport.fit();
    if (cmd === 'zoom-in') this.board.viewport.zoom(1.2);
    if (cmd === 'zoom-out') this.board.viewport.zoom(1 / 1.2);
    if (cmd === 'undo') void this.undo();
    if (cmd === 'confirm' && this.warning) void this.send(this.warning.action.notation);
    else if (cmd === 'confirm' && this.pending) void this.send(this.pending.notation);
    if (cmd === 'cancel') {
      this.warning = null;
      this.clearSelection();
    }
    if (cmd === 'turn-in-place' && this.selected) {
      const here = this.pieceAt(this.selected)?.hex;
      const acts = this.legal.filter((a) => a.piece === this.selected && a.type === 'move' && a.hex === here);
      if (here && acts.length) this.chooseDest(here, acts);
    }
    if (cmd === 'close-invite') this.root.querySelector('.invite')?.remove();
    if (cmd === 'dont-ask') setLastMoveWarningOff((el as HTMLInputElement).checked);
    if (cmd === 'lang') {
      setLang(lang() === 'en' ? 'fr' : 'en');
      location.reload();
    }
    if (cmd?.startsWith('replay-')) void this.replayCmd(cmd.slice(7));
    if (el.closest('[data-copy]')) {
      const input = this.root.querySelector('.invite input') as HTMLInputElement;
      void navigator.clipboard?.writeText(input.value);
    }
  }

  // ---- rendering ----

  private movedPieces(): Set<string> {
    const s = new Set<string>();
    if (!this.showArrows) return s;
    for (const m of this.view.last) {
      const tok = m.notation.split(' ');
      if (tok[1] && this.pieceIds.has(tok[1])) s.add(tok[1]);
    }
    return s;
  }

  render(): void {
    const v = this.view;
    const selectable = this.opts.mode === 'replay' ? new Set<string>() : this.selectable();
    this.board.setPieces(v, { selectable, selected: this.selected, moved: this.movedPieces() });
    this.board.setArrows(this.showArrows ? v.last : []);
    this.board.setChangedHexsides(v.hexsides);
    this.board.setHighlights(this.highlights());
    this.renderTitle();
    setHtml(this.root.querySelector('.status')!, statusHtml(this.sc, v, this.system));
    // A refresh must not fold up what the player has opened, nor replace
    // buttons that did not change (a click landing during it would be lost).
    const decision = this.root.querySelector('.decision')!;
    const open = new Set([...decision.querySelectorAll('details')].filter((d) => (d as HTMLDetailsElement).open).map(detailsKey));
    if (setHtml(decision, this.opts.mode === 'replay' ? this.replayHtml() : this.decisionHtml()))
      for (const d of decision.querySelectorAll('details')) if (open.has(detailsKey(d))) (d as HTMLDetailsElement).open = true;
    // The odds get the side panel's room: the log and the details fold away.
    this.root.querySelector('aside.side')?.classList.toggle('focus', !!this.pending || !!this.warning || !!this.standOdds?.odds);
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
    const pieces = this.view.pieces.filter((p) => p.where === 'map' && p.hex === this.stackHex);
    setHtml(el, pieces.length ? stackHtml(this.stackHex, pieces, this.counters, this.system.counterSize, this.selectable()) : '');
  }

  private renderLog(): void {
    // The log's `index` numbers its entries; `action` names the action that
    // wrote each (null: the set-up). A replay shows the lines of the actions
    // played up to its position. Every line is kept (issue 14 item 7h).
    const shown = this.opts.mode === 'replay' ? this.log.filter((e) => e.action == null || e.action < this.at) : this.log;
    this.logPanel.show(shown, `${this.sc.map.id}/${lang()}`);
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
    return `<div class="game-over" data-testid="game-over"><p><b>${t('status.over')}</b>${r ? ` — ${esc(resultText(r))}` : ''}</p>
<p><a href="/?replay=${esc(this.opts.id)}" data-testid="over-replay">${t('link.replayGame')}</a> · <a href="/">${t('link.lobby')}</a></p></div>`;
  }

  private warningHtml(): string {
    const w = this.warning!;
    const dontAsk = w.warn.kind === 'last' ? `<label class="muted"><input type="checkbox" data-cmd="dont-ask"> ${t('warn.dontAsk')}</label><br>` : '';
    return `<div class="warning" data-testid="warning"><p><b>${esc(w.warn.title)}</b></p>${w.warn.lines.map((l) => `<p>${esc(l)}</p>`).join('')}${dontAsk}
<button class="primary" data-cmd="confirm" data-testid="confirm">${esc(this.describe(w.action))} (Enter)</button> <button data-cmd="cancel" data-testid="cancel">${t('decision.goBack')} (Esc)</button></div>`;
  }

  private decisionHtml(): string {
    const v = this.view;
    const parts: string[] = [];
    if (this.message) parts.push(`<div class="message" data-testid="message">${esc(this.message)}</div>`);
    if (v.over) return parts.join('') + this.overHtml();
    if (!this.legal.length) {
      const who = v.actor.kind === 'chance' ? t('status.chance') : sideName(v.actor.side);
      parts.push(`<p class="muted" data-testid="waiting">${this.seats.size ? esc(t('decision.waiting', { who })) : t('decision.watching')}</p>`);
      return parts.join('');
    }
    const formation = v.active_formation ? this.sc.formations.find((f) => f.id === v.active_formation) : null;
    // In the combat steps the decision's own kind names it (an advance after
    // combat is not "the choice of the next assault").
    const kind = v.phase === 'select' || v.phase === 'combat' ? this.legal.map((a) => this.system.kindHeading(a.type, lang())).find((k) => k) : null;
    const step = `${turnLabel(v.turn, (this.sc.day_list?.length ?? 1) > 1)} ${kind ? kind.title.toLowerCase() : phaseName(v.phase)}`;
    const what = formation ? t('decision.stepOf', { step, who: formation.commander ?? formation.name }) : step;
    parts.push(`<h4 data-testid="decision-heading">${t('decision.heading')} — ${esc(sideName(v.actor.side))} · ${esc(what)} ${sectionRef(this.system, kind?.section ?? v.section)}</h4>`);
    if (this.warning) return parts.join('') + this.warningHtml();
    const d = this.decisionInput();
    parts.push(situationHtml(d));
    if (this.standOdds?.odds && this.standOdds.at === v.actions)
      parts.push(`<div class="stand-odds" data-testid="stand-odds"><b>${t('decision.ifStand')}</b>${oddsHtml(this.standOdds.odds, this.system, (id) => this.counters.shortLabel(id), { texts: this.texts, title: t('decision.incoming'), targetDisorganised: this.defendersDisorganised() })}</div>`);
    parts.push(endersHtml(d));
    parts.push(choicesHtml(d));
    if (this.selected) parts.push(this.selectedHtml());
    else parts.push(mapHintHtml(d));
    parts.push(this.offMapHtml());
    if (this.dest) parts.push(`<p class="facing-note">${t('decision.facing')}</p>`);
    if (this.choices.length && !this.dest) {
      const head = this.choices[0].type === 'assault' ? t('decision.assaults', { hex: this.stackHex ?? '' }) : t('decision.hexActions', { hex: this.stackHex ?? '' });
      parts.push(`<div class="choices"><b>${esc(head)}</b> ${this.choices.map((a) => this.actionButton(a, this.describe(a))).join(' ')}</div>`);
    }
    if (this.pending) {
      const odds = this.system.oddsTypes.has(this.pending.type)
        ? oddsHtml(this.odds, this.system, (id) => this.counters.shortLabel(id), { texts: this.texts, title: this.describe(this.pending), targetDisorganised: this.targetDisorganised(this.pending) })
        : '';
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
    const own = this.legal.filter((a) => a.piece === sel && !PLACE_TYPES.has(a.type) && !AIM_TYPES.has(a.type));
    const turn = p?.hex && this.legal.some((a) => a.piece === sel && a.type === 'move' && a.hex === p.hex) ? `<button class="act" data-cmd="turn-in-place" data-testid="turn-in-place">${t('decision.turnInPlace')}</button>` : '';
    if (own.length || turn) parts.push(`<div class="piece-actions"><b>${t('decision.pieceActions')}</b> ${own.map((a) => this.actionButton(a, this.describe(a))).join(' ')} ${turn}</div>`);
    if (this.legal.some((a) => a.piece === sel && a.type === 'fire')) parts.push(`<div class="los-note muted"></div><p class="muted fire-note">${t('decision.fireFacing')}</p>`);
    return parts.join('');
  }

  /** Pieces off the map that can act (reinforcements): a click selects one. */
  private offMapHtml(): string {
    const ids = [...new Set(this.legal.map((a) => a.piece).filter((p): p is string => !!p && this.pieceAt(p)?.where !== 'map'))];
    if (!ids.length) return '';
    return `<div class="off-map"><b>${t('decision.offMap')}</b> ${ids
      .map((id) => `<button class="act ${this.selected === id ? 'pending' : ''}" data-select="${esc(id)}" title="${esc(id)}">${esc(this.counters.displayName(id))}</button>`)
      .join(' ')}</div>`;
  }

  /** The units a barrage or assault hits are all disorganised: D is a step loss (9.5.7). */
  private targetDisorganised(a: ParsedAction): boolean {
    const hexes = a.type === 'assault' ? a.hexes.filter((x) => (x.value ?? 1) > 0).map((x) => x.hex) : a.target ? [this.pieceAt(a.target)?.hex] : [];
    const hit = this.view.pieces.filter((p) => p.kind === 'unit' && p.where === 'map' && hexes.includes(p.hex ?? '') && p.side !== this.view.actor.side);
    return hit.length > 0 && hit.every((p) => p.disorganised);
  }

  private defendersDisorganised(): boolean {
    const ids = new Set(this.view.combat?.defenders ?? []);
    const hit = this.view.pieces.filter((p) => ids.has(p.id));
    return hit.length > 0 && hit.every((p) => p.disorganised);
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
    const view = await this.api.viewAt(this.opts.id, this.at);
    this.enterDay(await this.scenarioOfDay(view.turn.day));
    this.view = view;
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
${h && last ? `<div class="muted">${esc(sideName(h.side) || t('status.chance'))}: ${esc(h.chance ? h.notation : this.describe(last))} <code>${esc(h.notation)}</code></div>` : ''}
${this.view.over ? `<p><b>${t('status.over')}</b>${this.view.result ? ` — ${esc(resultText(this.view.result))}` : ''}</p>` : ''}</div>`;
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
