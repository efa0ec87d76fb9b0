/**
 * In-memory sliding-window counters: at most `limit` hits per key within `windowMs`. Time comes from the
 * host's clock, so the dev clock moves the windows. Memory is bounded whatever the traffic: keys are
 * fixed-size digests (the caller's job), there are at most `maxKeys` of them and at most `maxHits`
 * timestamps in all; past either bound the oldest key goes first.
 */
export interface RateRule {
  limit: number;
  windowMs: number;
}

export interface RateLimiterBounds {
  maxKeys: number;
  maxHits: number;
}

/** About 10 MB per limiter at most (a key of 44 characters with its map entry and array is under 200 bytes). */
export const DEFAULT_LIMITER_BOUNDS: RateLimiterBounds = { maxKeys: 50_000, maxHits: 200_000 };

export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private total = 0;
  constructor(
    readonly rule: RateRule,
    private readonly now: () => number,
    private readonly bounds: RateLimiterBounds = DEFAULT_LIMITER_BOUNDS,
  ) {}

  /** Keys held, and timestamps held in all. */
  get size(): { keys: number; hits: number } {
    return { keys: this.hits.size, hits: this.total };
  }

  /** Hits of `key` still inside the window (oldest first). */
  private live(key: string): number[] | undefined {
    const list = this.hits.get(key);
    if (!list) return undefined;
    const since = this.now() - this.rule.windowMs;
    let drop = 0;
    while (drop < list.length && list[drop] <= since) drop++;
    if (drop === list.length) {
      this.forget(key, list);
      return undefined;
    }
    if (drop) {
      list.splice(0, drop);
      this.total -= drop;
    }
    return list;
  }

  private forget(key: string, list: number[]): void {
    this.hits.delete(key);
    this.total -= list.length;
  }

  /** Drops the oldest keys until one more key and one more hit fit. */
  private makeRoom(newKey: boolean): void {
    for (const [key, list] of this.hits) {
      if ((!newKey || this.hits.size < this.bounds.maxKeys) && this.total < this.bounds.maxHits) return;
      this.forget(key, list);
    }
  }

  /** Milliseconds until `key` may be hit again; 0 while under the limit. */
  retryAfterMs(key: string): number {
    const list = this.live(key);
    if (!list || list.length < this.rule.limit) return 0;
    return Math.max(1, list[list.length - this.rule.limit] + this.rule.windowMs - this.now());
  }

  /** Counts one hit for `key`. */
  hit(key: string): void {
    let list = this.live(key);
    this.makeRoom(!list);
    if (!list || !this.hits.has(key)) this.hits.set(key, (list = []));
    list.push(this.now());
    this.total++;
    if (list.length > this.rule.limit) {
      const over = list.length - this.rule.limit;
      list.splice(0, over);
      this.total -= over;
    }
  }

  /** Takes back the latest hit of `key` (an attempt that turned out fine). */
  undo(key: string): void {
    const list = this.hits.get(key);
    if (!list || !list.length) return;
    list.pop();
    this.total--;
    if (!list.length) this.hits.delete(key);
  }

  /** Forgets every key (dev reset). */
  clear(): void {
    this.hits.clear();
    this.total = 0;
  }
}
