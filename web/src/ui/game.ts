// The game screen: the board, the side panels and the decisions. It keeps
// the view, the seat's legal actions and the log in step with the server,
// and turns clicks into actions: select a piece, see where it can go (MP
// cost, path on hover), pick the final facing; fire with the line of sight;
// assault with the odds before confirming; anything else from the panel.
import { ApiClient, ApiError } from '../api/client';
import { EventStream } from '../api/events';
import { sendOnce } from '../api/send';
import type { CreatedGame, GameView, HistoryEntry, LogEntry, Odds, ReachHex, Scenario, Side } from '../api/types';
import { esc } from '../core/svg';
import { lang, setLang, t } from '../i18n';
import type { ParsedAction } from '../systems/gbn3/actions';
import { getSystem, type GameSystem } from '../systems/registry';
import { Board, emptyHighlights, type Highlights } from './board';
import { logLineHtml, oddsHtml, sectionRef, sideName, stackHtml, statusHtml, withoutGesture } from './panels';

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
  private view!: GameView;
  private legal: ParsedAction[] = [];
  private seats = new Map<Side, string>();
  private log: LogEntry[] = [];
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
  // Replay.
  private history: HistoryEntry[] = [];
  private at = 0;

  constructor(
    private readonly root: HTMLElement,
    private readonly opts: GameOptions,
  ) {}

  async start(): Promise<void> {
    const o = this.opts;
    this.view = o.mode === 'replay' ? await this.api.viewAt(o.id, 0) : await this.api.view(o.id);
    this.system = getSystem(this.view.system);
    this.useScenario(await this.scenarioOfDay(this.view.turn.day));
    for (const tok of o.tokens) {
      try {
        const l = await this.api.legal(o.id, tok);
        if (l.side) this.seats.set(l.side, tok);
      } catch {
        /* a token of no seat: watch only */
      }
    }
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
      (window as unknown as { __bohemia: unknown }).__bohemia = this;
    }
    // First render of the map (docs/performance.md): board built, pieces
    // drawn, and two frames later the browser has painted it.
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    document.documentElement.dataset.firstRenderMs = (performance.now() - t0).toFixed(1);
    document.documentElement.dataset.ready = '1';
  }

  private layout(): void {
    const created = readCreated(this.opts.id);
    const mode =
      this.opts.mode === 'replay'
        ? t('mode.replay')
        : this.opts.mode === 'watch' || this.seats.size === 0
          ? t('mode.watch')
          : this.seats.size === 2
            ? t('mode.hotseat')
            : t('mode.seat', { side: sideName([...this.seats.keys()][0]) });
    let links = '';
    if (created && this.seats.size === 1) {
      const mine = [...this.seats.keys()][0];
      const other = mine === 'prussia' ? 'austria' : 'prussia';
      const link = created.play?.[other];
      if (link) links += `<div class="invite">${t('link.opponent')} <input readonly value="${esc(location.origin + link)}" data-testid="opponent-link"> <button data-copy>${t('link.copy')}</button></div>`;
    }
    this.root.innerHTML = `
<header class="bar"><span class="title">${esc(this.sc.name)}</span><span class="edition">${esc(this.sc.edition)}</span>
 <span class="mode" data-testid="mode">${esc(mode)}</span><span class="conn">${t('status.connection')}</span>
 <span class="spacer"></span>
 <button data-cmd="zoom-out" title="${t('map.zoomOut')}">−</button><button data-cmd="zoom-in" title="${t('map.zoomIn')}">+</button><button data-cmd="fit">${t('map.fit')}</button>
 ${this.opts.mode === 'seat' ? `<button data-cmd="undo" title="Ctrl+Z">${t('decision.undo')}</button>` : ''}
 <a class="button" href="${this.api.saveUrl(this.opts.id)}" download="bohemia-${this.opts.id}.json">${t('save.download')}</a>
 <button data-cmd="lang">${t('lang.name')}</button></header>
${links}
<main class="game"><div class="map-pane"></div>
<aside class="side">
 <section class="status"></section>
 <section class="decision"></section>
 <section class="stack"></section>
 <section class="log"><h4>${t('log.heading')}</h4><div class="log-lines"></div></section>
</aside></main>
<footer class="keys">${t('keys.help')}</footer>`;
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
    if (this.view.actions !== prev) this.clearSelection(false);
    this.render();
  }

  private async send(action: string): Promise<void> {
    const tok = this.actorToken();
    if (!tok || this.busy) return;
    this.setBusy(true);
    this.message = '';
    this.showArrows = false;
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
    if (out.kind === 'refused') this.message = t('decision.refused', { error: out.error.message });
    if (out.kind === 'stale') this.message = t('decision.stale');
    this.showArrows = true;
    await this.refresh(out.kind === 'refused' ? undefined : out.view);
  }

  /** Ctrl+Z: the server takes back the seat's last decision while it is the
   * game's last action. In hot seat that may be either side's: the side to
   * act is tried first (it usually just decided), then the other. */
  /** While a decision is on its way, the panel shows it and takes no other. */
  private setBusy(b: boolean): void {
    this.busy = b;
    document.documentElement.dataset.busy = b ? '1' : '0';
    this.root.querySelector('.decision')?.classList.toggle('sending', b);
  }

  private async undo(): Promise<void> {
    const actor = this.view.actor.side;
    const order = [...this.seats.keys()].sort((a, b) => Number(b === actor) - Number(a === actor));
    let error: ApiError | null = null;
    for (const side of order) {
      try {
        await this.refresh(await this.api.undo(this.opts.id, this.seats.get(side)!, this.view.actions));
        return;
      } catch (e) {
        error = e as ApiError;
      }
    }
    if (error) {
      this.message = t('decision.refused', { error: error.message });
      this.render();
    }
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

  private hexClick(hex: string): void {
    if (this.opts.mode === 'replay') return this.openStack(hex);
    if (this.dest) {
      this.dest = null;
      this.board.clearPicker();
    }
    const sel = this.selected;
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
    const here = this.view.pieces.filter((p) => p.where === 'map' && p.hex === hex);
    // Combat units before commanders: the unit is usually what one moves.
    const can = here.filter((p) => this.selectable().has(p.id)).sort((a, b) => Number(a.kind !== 'unit') - Number(b.kind !== 'unit'));
    if (!can.length) return this.clearSelection();
    const i = can.findIndex((p) => p.id === sel);
    void this.select(can[(i + 1) % can.length].id);
  }

  private aimsAt(a: ParsedAction, hex: string): boolean {
    if (a.type === 'assault') return a.hexes.some((x) => x.hex === hex);
    if (a.target) return this.pieceAt(a.target)?.hex === hex;
    return a.hex === hex;
  }

  private chooseDest(hex: string, actions: ParsedAction[]): void {
    const withFacing = actions.filter((a) => a.facing);
    if (!withFacing.length) {
      if (actions.length === 1) return void this.send(actions[0].notation);
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
    if (a) void this.send(a.notation);
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
    if (e.key === 'Escape') return this.clearSelection();
    if (e.key === 'Enter' && this.pending) return void this.send(this.pending.notation);
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z') {
      e.preventDefault();
      return void this.undo();
    }
    if (this.dest && /^[1-6]$/.test(e.key)) return this.pickFacing(FACING_KEYS[Number(e.key) - 1]);
    if (e.key === 'e' || e.key === 'E') {
      const end = this.system.endingTypes.map((ty) => this.legal.find((a) => a.type === ty)).find((a) => a);
      if (end) void this.send(end.notation);
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
      return void this.send(a.notation);
    }
    const piece = el.closest('.stack-piece,[data-select]') as HTMLElement | null;
    const pid = piece?.dataset.piece ?? piece?.dataset.select;
    if (pid && this.selectable().has(pid)) return void this.select(pid);
    const cmd = (el.closest('[data-cmd]') as HTMLElement | null)?.dataset.cmd;
    if (cmd === 'fit') this.board.viewport.fit();
    if (cmd === 'zoom-in') this.board.viewport.zoom(1.2);
    if (cmd === 'zoom-out') this.board.viewport.zoom(1 / 1.2);
    if (cmd === 'undo') void this.undo();
    if (cmd === 'confirm' && this.pending) void this.send(this.pending.notation);
    if (cmd === 'cancel') this.clearSelection();
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
    setHtml(this.root.querySelector('.status')!, statusHtml(this.sc, v, this.system));
    // A refresh must not fold up what the player has opened, nor replace
    // buttons that did not change (a click landing during it would be lost).
    const decision = this.root.querySelector('.decision')!;
    const open = new Set([...decision.querySelectorAll('details')].filter((d) => (d as HTMLDetailsElement).open).map(detailsKey));
    if (setHtml(decision, this.opts.mode === 'replay' ? this.replayHtml() : this.decisionHtml()))
      for (const d of decision.querySelectorAll('details')) if (open.has(detailsKey(d))) (d as HTMLDetailsElement).open = true;
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
    const el = this.root.querySelector('.log-lines')!;
    // The log's `index` numbers its entries; `action` names the action that
    // wrote each (null: the set-up). A replay shows the lines of the actions
    // played up to its position.
    const shown = this.opts.mode === 'replay' ? this.log.filter((e) => e.action == null || e.action < this.at) : this.log;
    const lines = shown.slice(-300);
    const none = new Set<string>();
    const onMap = (e: LogEntry) => (this.mapOfDay(e.day) === this.sc.map.id ? this.mapHexes : none);
    if (setHtml(el, lines.map((e) => logLineHtml(e, this.system, onMap(e))).join(''))) el.scrollTop = el.scrollHeight;
  }

  /** An action as shown: pieces by the names printed on them. */
  private actionText(a: ParsedAction): string {
    return a.notation
      .split(' ')
      .map((w) => (this.pieceIds.has(w) ? this.counters.shortLabel(w) : w))
      .join(' ');
  }

  private actionButton(a: ParsedAction, cls = ''): string {
    const sel = this.pending?.notation === a.notation ? ' pending' : '';
    // The notation stays in the tooltip.
    const text = this.actionText(a);
    return `<button class="act ${cls}${sel}" data-action="${esc(a.notation)}" title="${esc(a.notation)}">${esc(text)}</button>`;
  }

  private decisionHtml(): string {
    const v = this.view;
    const parts: string[] = [];
    if (this.message) parts.push(`<div class="message" data-testid="message">${esc(this.message)}</div>`);
    if (v.over) return parts.join('') + `<p>${t('status.over')}</p>`;
    if (!this.legal.length) {
      const who = v.actor.kind === 'chance' ? t('status.chance') : sideName(v.actor.side);
      parts.push(`<p class="muted" data-testid="waiting">${this.seats.size ? esc(t('decision.waiting', { who })) : t('decision.watching')}</p>`);
      return parts.join('');
    }
    parts.push(`<h4>${t('decision.heading')} — ${esc(sideName(v.actor.side))} · ${esc(v.describe)} ${sectionRef(this.system, v.section)}</h4>`);
    // Step-ending actions first (key E), then non-map decisions.
    const enders = this.system.endingTypes.flatMap((ty) => this.legal.filter((a) => a.type === ty));
    if (enders.length) parts.push(`<div class="enders">${enders.map((a, i) => this.actionButton(a, i === 0 ? 'primary' : '')).join(' ')}${enders.length ? ' <span class="muted">(E)</span>' : ''}</div>`);
    if (this.selected) {
      const p = this.pieceAt(this.selected);
      parts.push(`<div class="selected-piece">${esc(t('decision.selected', { name: this.counters.displayName(this.selected) }))} ${p?.hex ? `(${p.hex})` : ''}</div>`);
      const own = this.legal.filter((a) => a.piece === this.selected && !PLACE_TYPES.has(a.type) && !AIM_TYPES.has(a.type));
      if (own.length) parts.push(`<div class="piece-actions"><b>${t('decision.pieceActions')}</b> ${own.map((a) => this.actionButton(a)).join(' ')}</div>`);
      if (this.legal.some((a) => a.piece === this.selected && a.type === 'fire')) parts.push(`<div class="los-note muted"></div>`);
    } else parts.push(`<p class="muted">${t('decision.select')}</p>`);
    parts.push(this.noGestureHtml());
    if (this.dest) parts.push(`<p class="facing-note">${t('decision.facing')}</p>`);
    if (this.choices.length && !this.dest) {
      const head = this.choices[0].type === 'assault' ? t('decision.assaults', { hex: this.stackHex ?? '' }) : t('decision.hexActions', { hex: this.stackHex ?? '' });
      parts.push(`<div class="choices"><b>${esc(head)}</b> ${this.choices.map((a) => this.actionButton(a)).join(' ')}</div>`);
    }
    if (this.pending) {
      parts.push(`<div class="pending-box"><button class="primary" data-cmd="confirm" data-testid="confirm">${t('decision.confirm')} (Enter)</button> <button data-cmd="cancel">${t('decision.cancel')} (Esc)</button>
${this.system.oddsTypes.has(this.pending.type) ? oddsHtml(this.odds, this.system, (id) => this.counters.displayName(id)) : ''}</div>`);
    }
    parts.push(this.allActionsHtml());
    return parts.join('');
  }

  /** Decisions the map offers no gesture for, always in view: pieces off the
   * map that can act (a click selects them: their destinations light up),
   * actions naming neither a piece nor a hex (an initiative pick, a
   * defensive split, …), and every decision of a scenario's own rule (its
   * notation is the rule's: the client needs no knowledge of it). */
  private noGestureHtml(): string {
    const { offMap, other } = withoutGesture(this.legal, (id) => this.pieceAt(id)?.where === 'map', new Set(this.system.endingTypes), PLACE_TYPES);
    const parts: string[] = [];
    if (offMap.length)
      parts.push(
        `<div class="off-map"><b>${t('decision.offMap')}</b> ${offMap
          .map((id) => `<button class="act ${this.selected === id ? 'pending' : ''}" data-select="${esc(id)}" title="${esc(id)}">${esc(this.counters.displayName(id))}</button>`)
          .join(' ')}</div>`,
      );
    if (other.length) {
      const LIMIT = 40;
      const buttons = other.slice(0, LIMIT).map((a) => this.actionButton(a) + (a.section ? ` ${sectionRef(this.system, a.section)}` : ''));
      const more = other.length > LIMIT ? ` <span class="muted">${t('decision.more', { n: other.length - LIMIT })}</span>` : '';
      parts.push(`<div class="other-decisions" data-testid="other-decisions"><b>${t('decision.other')}</b> ${buttons.join(' ')}${more}</div>`);
    }
    return parts.join('');
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
      if (f && !a.notation.toLowerCase().includes(f) && !this.actionText(a).toLowerCase().includes(f)) continue;
      const l = groups.get(a.type) ?? [];
      l.push(a);
      groups.set(a.type, l);
    }
    const LIMIT = 60;
    return [...groups]
      .map(([ty, list]) => {
        const shown = list.slice(0, LIMIT).map((a) => this.actionButton(a)).join(' ');
        const more = list.length > LIMIT ? ` <span class="muted">${t('decision.more', { n: list.length - LIMIT })}</span>` : '';
        return `<details class="group" data-type="${esc(ty)}" ${list.length <= 8 || f ? 'open' : ''}><summary>${esc(ty)} (${list.length})</summary>${shown}${more}</details>`;
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

  /** Turn and phase after k actions, from GET /view?at=k (cached). The log's
   * indices are not used: the view says exactly where a step begins. */
  private keyCache = new Map<number, { turn: string; phase: string }>();

  private async keyAt(k: number): Promise<{ turn: string; phase: string }> {
    let key = this.keyCache.get(k);
    if (!key) {
      const v = await this.api.viewAt(this.opts.id, k);
      key = { turn: `${v.turn.day}/${v.turn.hour}`, phase: `${v.turn.day}/${v.turn.hour}/${v.phase}` };
      this.keyCache.set(k, key);
    }
    return key;
  }

  /** The first position after `at` whose turn (or phase) differs. Turns only
   * move forward, so they are found by bisection; phases by a scan. */
  private async nextBoundary(kind: 'phase' | 'turn'): Promise<number> {
    const n = this.history.length;
    const here = (await this.keyAt(this.at))[kind];
    if (kind === 'phase') {
      for (let k = this.at + 1; k <= n; k++) if ((await this.keyAt(k)).phase !== here) return k;
      return n;
    }
    if ((await this.keyAt(n)).turn === here) return n;
    let lo = this.at;
    let hi = n;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if ((await this.keyAt(mid)).turn === here) lo = mid;
      else hi = mid;
    }
    return hi;
  }

  /** The start of the current turn (or phase); from a start, the previous one's. */
  private async prevBoundary(kind: 'phase' | 'turn'): Promise<number> {
    if (this.at === 0) return 0;
    let k = this.at - 1;
    const target = (await this.keyAt(k))[kind];
    while (k > 0 && (await this.keyAt(k - 1))[kind] === target) k--;
    return k;
  }

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
      'prev-turn': () => this.prevBoundary('turn'),
      'prev-phase': () => this.prevBoundary('phase'),
      prev: () => this.at - 1,
      next: () => this.at + 1,
      'next-phase': () => this.nextBoundary('phase'),
      'next-turn': () => this.nextBoundary('turn'),
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
    return `<div class="replay">
${b('start', t('replay.start'), '⏮')}${b('prev-turn', t('replay.prevTurn'), '⏪')}${b('prev-phase', t('replay.prevPhase'), '◀◀')}${b('prev', t('replay.prev'), '◀')}
${b('next', t('replay.next'), '▶')}${b('next-phase', t('replay.nextPhase'), '▶▶')}${b('next-turn', t('replay.nextTurn'), '⏩')}${b('end', t('replay.end'), '⏭')}
<div data-testid="replay-position">${esc(t('replay.position', { k: this.at, n: this.history.length }))}</div>
${h ? `<div class="muted">${esc(sideName(h.side) || t('status.chance'))}: <code>${esc(h.notation)}</code></div>` : ''}</div>`;
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

export function readCreated(id: string): CreatedGame | null {
  try {
    const s = localStorage.getItem(`bohemia.created.${id}`);
    return s ? (JSON.parse(s) as CreatedGame) : null;
  } catch {
    return null;
  }
}

export function rememberCreated(g: CreatedGame): void {
  try {
    localStorage.setItem(`bohemia.created.${g.id}`, JSON.stringify(g));
  } catch {
    /* ignore */
  }
}
