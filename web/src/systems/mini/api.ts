// The referee's routes: evaluate (odds before the dice), resolve (roll or
// the players' dice), undo. The roster travels with every call.
import { ApiError } from '../../api/client';
import type { Evaluation, MiniRequest, Resolved, Roster } from './types';

async function post<T>(route: string, body: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api/mini/${route}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  } catch (e) {
    throw new ApiError(0, `network: ${(e as Error).message}`);
  }
  const data = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) throw new ApiError(res.status, String(data.error ?? res.statusText), data);
  return data as T;
}

/** The body both evaluate and resolve take. */
export function callBody(roster: Roster, request: MiniRequest, dice?: number[]): Record<string, unknown> {
  const body: Record<string, unknown> = { roster: { ...roster, undo: roster.undo ?? [] }, request };
  if (dice) body.dice = dice;
  return body;
}

export async function evaluate(roster: Roster, request: MiniRequest): Promise<Evaluation> {
  return (await post<{ evaluation: Evaluation }>('evaluate', callBody(roster, request))).evaluation;
}

export function resolve(roster: Roster, request: MiniRequest, dice?: number[]): Promise<Resolved> {
  return post<Resolved>('resolve', callBody(roster, request, dice));
}

export function undo(roster: Roster): Promise<{ undone: string; roster: Roster }> {
  return post('undo', { roster });
}
