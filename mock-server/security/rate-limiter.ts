/**
 * In-memory sliding-window counters: at most `limit` hits per key within `windowMs`. Time comes from the
 * host's clock, so the dev clock moves the windows. Memory is bounded: at most `maxKeys` keys (the oldest
 * key goes first) with at most `limit` timestamps each.
 */
export interface RateRule {
  limit: number;
  windowMs: number;
}

export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  constructor(
    readonly rule: RateRule,
    private readonly now: () => number,
    private readonly maxKeys = 100_000,
  ) {}

  /** Hits of `key` still inside the window (oldest first). */
  private live(key: string): number[] | undefined {
    const list = this.hits.get(key);
    if (!list) return undefined;
    const since = this.now() - this.rule.windowMs;
    let drop = 0;
    while (drop < list.length && list[drop] <= since) drop++;
    if (drop === list.length) {
      this.hits.delete(key);
      return undefined;
    }
    if (drop) list.splice(0, drop);
    return list;
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
    if (!list) {
      if (this.hits.size >= this.maxKeys) this.hits.delete(this.hits.keys().next().value as string);
      this.hits.set(key, (list = []));
    }
    list.push(this.now());
    if (list.length > this.rule.limit) list.splice(0, list.length - this.rule.limit);
  }

  /** Takes back the latest hit of `key` (an attempt that turned out fine). */
  undo(key: string): void {
    const list = this.hits.get(key);
    if (!list) return;
    list.pop();
    if (!list.length) this.hits.delete(key);
  }

  /** Forgets every key (dev reset). */
  clear(): void {
    this.hits.clear();
  }
}
