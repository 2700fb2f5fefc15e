// HTTP access to the bohemia server API (docs/api.md). Every call returns the
// parsed JSON or throws an ApiError carrying the status and the server's
// rule-citing message.
import type {
  CreateRequest,
  CreatedGame,
  GameEnvelope,
  HistoryEntry,
  Hint,
  Legal,
  LineOfSight,
  LosRange,
  LogEntry,
  ReachHex,
  ScenarioDoc,
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
  /** A scenario as day `day` is played (a day may be on another map); the system's module reads it as its own type. */
  scenario(id: string, day = 1) {
    return this.call<ScenarioDoc>('GET', `/api/scenarios/${encodeURIComponent(id)}${day > 1 ? `?day=${day}` : ''}`);
  }
  create(req: CreateRequest) {
    return this.call<CreatedGame>('POST', '/api/games', req);
  }
  importSave(save: string) {
    return this.call<CreatedGame>('POST', '/api/games/import', save);
  }
  // The read routes answer as the seat whose token is given, else as a
  // spectator: a system that hides information shows each seat its own view.
  view(id: string, token?: string) {
    return this.call<GameEnvelope>('GET', `/api/games/${id}`, undefined, token);
  }
  viewAt(id: string, at: number, token?: string) {
    return this.call<GameEnvelope>('GET', `/api/games/${id}/view?at=${at}`, undefined, token);
  }
  legal(id: string, token: string) {
    return this.call<Legal>('GET', `/api/games/${id}/legal`, undefined, token);
  }
  act(id: string, token: string, action: string, expect: number) {
    return this.call<GameEnvelope>('POST', `/api/games/${id}/actions`, { action, expect }, token);
  }
  /** The computer's suggestion for the seat's own decision (the request waits for it). */
  hint(id: string, token: string) {
    return this.call<Hint>('GET', `/api/games/${id}/hint`, undefined, token);
  }
  undo(id: string, token: string, expect: number) {
    return this.call<GameEnvelope>('POST', `/api/games/${id}/undo`, { expect }, token);
  }
  log(id: string, from = 0, token?: string) {
    return this.call<LogEntry[]>('GET', `/api/games/${id}/log?from=${from}`, undefined, token);
  }
  history(id: string, token?: string) {
    return this.call<HistoryEntry[]>('GET', `/api/games/${id}/history`, undefined, token);
  }
  reach(id: string, piece: string, token?: string) {
    return this.call<ReachHex[]>('GET', `/api/games/${id}/reach?piece=${encodeURIComponent(piece)}`, undefined, token);
  }
  los(id: string, from: string, to: string, token?: string) {
    return this.call<LineOfSight>('GET', `/api/games/${id}/los?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, undefined, token);
  }
  /** Every hex within `range` of `from` (and the seat's sight) with a clear line: one request (Musket & Saber, §8.6). */
  losRange(id: string, from: string, range: number, token?: string) {
    return this.call<LosRange>('GET', `/api/games/${id}/los?from=${encodeURIComponent(from)}&range=${range}`, undefined, token);
  }
  /** The odds of an action, in the system's shape (its module reads them). */
  odds(id: string, action: string, token?: string) {
    return this.call<unknown>('GET', `/api/games/${id}/odds?action=${encodeURIComponent(action)}`, undefined, token);
  }
  /** The save file, as the server wrote it (with a token: as that seat may know it). */
  async saveText(id: string, token?: string): Promise<string> {
    const res = await fetch(this.saveUrl(id), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    const text = await res.text();
    if (!res.ok) throw new ApiError(res.status, text || res.statusText);
    return text;
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
