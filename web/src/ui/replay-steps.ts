// Replay steps by turn and phase (issue 14 item 7j): where the turn or the
// phase changes, found from GET /view?at=K (cached). Turns only move
// forward, so both directions of a turn step are found by bisection, a
// handful of views even from the last action of a long finished game.

export interface StepKey {
  turn: string;
  phase: string;
}

export class ReplaySteps {
  private cache = new Map<number, StepKey>();

  constructor(
    private readonly at: (k: number) => Promise<StepKey>,
    private readonly total: () => number,
  ) {}

  private async key(k: number): Promise<StepKey> {
    let v = this.cache.get(k);
    if (!v) {
      v = await this.at(k);
      this.cache.set(k, v);
    }
    return v;
  }

  /** The first position in [lo, hi] whose turn is `turn`, given that
   * position hi has it (turns never go back). */
  private async firstOfTurn(turn: string, lo: number, hi: number): Promise<number> {
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((await this.key(mid)).turn === turn) hi = mid;
      else lo = mid + 1;
    }
    return hi;
  }

  /** The first position after `from` in another turn (or phase); the end if none. */
  async next(from: number, kind: 'turn' | 'phase'): Promise<number> {
    const n = this.total();
    const here = (await this.key(from))[kind];
    if (kind === 'phase') {
      for (let k = from + 1; k <= n; k++) if ((await this.key(k)).phase !== here) return k;
      return n;
    }
    if ((await this.key(n)).turn === here) return n;
    let lo = from;
    let hi = n;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if ((await this.key(mid)).turn === here) lo = mid;
      else hi = mid;
    }
    return hi;
  }

  /** The start of the turn (or phase) of the action before `from`: inside
   * a turn its start, at a turn's start the previous turn's start. */
  async prev(from: number, kind: 'turn' | 'phase'): Promise<number> {
    if (from <= 0) return 0;
    const target = (await this.key(from - 1))[kind];
    if (kind === 'turn') return this.firstOfTurn(target, 0, from - 1);
    let k = from - 1;
    while (k > 0 && (await this.key(k - 1)).phase === target) k--;
    return k;
  }
}
