// HTTP access to the bohemia server API (docs/api.md). Every call returns the
// parsed JSON or throws an ApiError carrying the status and the server's
// rule-citing message.
import type {
  CreatedGame,
  GameView,
  HistoryEntry,
  Legal,
  LineOfSight,
  LogEntry,
  Odds,
  ReachHex,
  Scenario,
  ScenarioSummary,
  SystemInfo,
} from './types';

/** A refusal or failure from the server: status 0 means no answer at all. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export class ApiClient {
  constructor(private readonly base = '') {}

  private async call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers['Authorization'] = `Bearer ${token}`;
    let res: Response;
    try {
      res = await fetch(this.base + path, {
        method,
        headers,
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
    } catch (e) {
      throw new ApiError(0, `network: ${(e as Error).message}`);
    }
    const text = await res.text();
    let data: unknown = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      data = text;
    }
    if (!res.ok) {
      const obj = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
      throw new ApiError(res.status, String(obj.error ?? (text || res.statusText)), obj);
    }
    return data as T;
  }

  systems() {
    return this.call<SystemInfo[]>('GET', '/api/systems');
  }
  scenarios() {
    return this.call<ScenarioSummary[]>('GET', '/api/scenarios');
  }
  /** A scenario as day `day` is played (a campaign's day 2 may be on another map, §13). */
  scenario(id: string, day = 1) {
    return this.call<Scenario>('GET', `/api/scenarios/${encodeURIComponent(id)}${day > 1 ? `?day=${day}` : ''}`);
  }
  create(req: { scenario: string; prussia: string; austria: string; seed?: number }) {
    return this.call<CreatedGame>('POST', '/api/games', req);
  }
  importSave(save: string) {
    return this.call<CreatedGame>('POST', '/api/games/import', save);
  }
  async view(id: string) {
    return normaliseView(await this.call<GameView>('GET', `/api/games/${id}`));
  }
  async viewAt(id: string, at: number) {
    return normaliseView(await this.call<GameView>('GET', `/api/games/${id}/view?at=${at}`));
  }
  legal(id: string, token: string) {
    return this.call<Legal>('GET', `/api/games/${id}/legal`, undefined, token);
  }
  async act(id: string, token: string, action: string, expect: number) {
    return normaliseView(await this.call<GameView>('POST', `/api/games/${id}/actions`, { action, expect }, token));
  }
  async undo(id: string, token: string, expect: number) {
    return normaliseView(await this.call<GameView>('POST', `/api/games/${id}/undo`, { expect }, token));
  }
  log(id: string, from = 0) {
    return this.call<LogEntry[]>('GET', `/api/games/${id}/log?from=${from}`);
  }
  history(id: string) {
    return this.call<HistoryEntry[]>('GET', `/api/games/${id}/history`);
  }
  reach(id: string, piece: string) {
    return this.call<ReachHex[]>('GET', `/api/games/${id}/reach?piece=${encodeURIComponent(piece)}`);
  }
  los(id: string, from: string, to: string) {
    return this.call<LineOfSight>('GET', `/api/games/${id}/los?from=${from}&to=${to}`);
  }
  odds(id: string, action: string) {
    return this.call<Odds>('GET', `/api/games/${id}/odds?action=${encodeURIComponent(action)}`);
  }
  saveUrl(id: string) {
    return `${this.base}/api/games/${id}/save`;
  }
  eventsUrl(id: string) {
    const loc = typeof location !== 'undefined' ? location : { protocol: 'http:', host: '127.0.0.1' };
    const base = this.base || `${loc.protocol === 'https:' ? 'wss:' : 'ws:'}//${loc.host}`;
    return `${base.replace(/^http/, 'ws')}/api/games/${id}/events`;
  }
}

/** Keeps a view drawable when optional parts are missing or malformed: a
 * `last` entry that is not an object with a notation is dropped (the arrows
 * are a help, not the game). */
export function normaliseView(v: GameView): GameView {
  const last: unknown[] = Array.isArray(v.last) ? v.last : [];
  v.last = last.filter(
    (m): m is GameView['last'][number] => !!m && typeof m === 'object' && !Array.isArray(m) && typeof (m as { notation?: unknown }).notation === 'string',
  );
  v.hexsides = Array.isArray(v.hexsides) ? v.hexsides : [];
  v.cup = v.cup ?? { left: [], drawn: [] };
  return v;
}
