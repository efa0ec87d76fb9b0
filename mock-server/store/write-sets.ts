/**
 * Which writes belong to which request, and committing them.
 *
 * Each request runs with its own write set (AsyncLocalStorage), so requests that interleave across
 * `await`s never commit each other's half-done work. When a request ends its set joins the batch of this
 * event-loop turn; the batch is committed in one SQLite transaction (one fsync for all of them: group
 * commit), and only then are the responses sent. Writes made outside a request (start-up, timers,
 * work a request left running after it answered) go to a "loose" set, committed at the next turn or by flush().
 *
 * When a commit fails (full disk, read-only file), every row the batch wrote goes back to what is on
 * disk, unless a request still running has written it since (its own commit decides).
 * Two requests writing the same row: the newer write wins on disk as in memory, whatever order they commit in.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Row } from './row-format.js';

export interface Write {
  table: string;
  id: string;
  row: Row | null;
  seq: number;
}

/** What the writes are committed to. */
export interface WriteTarget {
  /** Applies the writes (in order) in one transaction; throws when that fails (nothing is applied then). */
  commit(writes: readonly Write[]): void;
  readonly file: string;
}

/** A commit that failed: the writes are undone in memory and the request is answered 500. */
export class StoreWriteError extends Error {
  constructor(file: string, override readonly cause: unknown) {
    const code = (cause as { code?: string }).code;
    super(`could not write to ${file}${code ? ` (${code})` : ''}: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'StoreWriteError';
  }
}

class WriteSet {
  readonly writes = new Map<string, Write>();
  open = true;
}

interface KeyState {
  /** Seq of the newest write of this row on disk (0: none since tracking began). */
  committed: number;
  /** Write sets, not yet committed, holding a write of this row. */
  holders: number;
}

/** How long a batch may wait for requests still running, to share their fsync. */
const GATHER_MS = 2;

interface Batch {
  taken: boolean;
  since: number;
  sets: WriteSet[];
  done: Promise<Error | null>;
  settle(e: Error | null): void;
}

const keyOf = (table: string, id: string) => `${table}\u0000${id}`;

export class WriteSets {
  private readonly als = new AsyncLocalStorage<WriteSet>();
  private loose = new WriteSet();
  private looseQueued = false;
  private seq = 0;
  private readonly keys = new Map<string, KeyState>();
  private batch: Batch | null = null;
  /** Requests whose handler is still running. */
  private running = 0;

  constructor(
    private readonly target: WriteTarget,
    /** Puts a row back to its on-disk state in memory. */
    private readonly restore: (w: Write) => void,
  ) {}

  record(table: string, id: string, row: Row | null): void {
    let set = this.als.getStore();
    if (!set?.open) {
      set = this.loose;
      if (!this.looseQueued) {
        this.looseQueued = true;
        this.enqueue(set).then((e) => e && console.error(`[host] ${e.message}; writes made outside a request were undone`), () => undefined);
      }
    }
    const key = keyOf(table, id);
    if (!set.writes.has(key)) {
      let k = this.keys.get(key);
      if (!k) this.keys.set(key, (k = { committed: 0, holders: 0 }));
      k.holders++;
    }
    set.writes.set(key, { table, id, row, seq: ++this.seq });
  }

  /** Whether a write of this row waits for its commit (in a running request or a batch). */
  holds(table: string, id: string): boolean {
    return this.keys.has(keyOf(table, id));
  }

  /** Runs `fn` with a fresh write set, then commits it; resolves to the commit error, if any. */
  request(fn: () => Promise<void>): Promise<Error | null> {
    const set = new WriteSet();
    return this.als.run(set, async () => {
      let thrown: { e: unknown } | null = null;
      this.running++;
      try {
        await fn();
      } catch (e) {
        thrown = { e };
      }
      this.running--;
      set.open = false;
      const error = set.writes.size ? await this.enqueue(set) : null;
      if (thrown) throw thrown.e;
      return error;
    });
  }

  /** Commits the loose set now (a no-op inside an open request). Throws StoreWriteError on failure. */
  flushLoose(): void {
    if (this.als.getStore()?.open) return;
    const set = this.loose;
    if (!set.writes.size) return;
    if (this.batch) this.batch.sets = this.batch.sets.filter((s) => s !== set);
    this.loose = new WriteSet();
    this.looseQueued = false;
    const e = this.commit([set]);
    if (e) throw e;
  }

  private enqueue(set: WriteSet): Promise<Error | null> {
    if (!this.batch) {
      let settle!: (e: Error | null) => void;
      const done = new Promise<Error | null>((r) => (settle = r));
      const batch: Batch = { taken: false, since: performance.now(), sets: [], done, settle };
      this.batch = batch;
      // Group commit: while other requests are still running (they finish over the next few turns),
      // wait up to GATHER_MS so one fsync covers them too.
      const tick = () => {
        if (this.running > 0 && performance.now() - batch.since < GATHER_MS) setImmediate(tick);
        else this.commitBatch(batch);
      };
      setImmediate(tick);
    }
    this.batch.sets.push(set);
    return this.batch.done;
  }

  private commitBatch(batch: Batch): void {
    if (batch.taken) return;
    batch.taken = true;
    if (this.batch === batch) this.batch = null;
    if (batch.sets.includes(this.loose)) {
      this.loose = new WriteSet();
      this.looseQueued = false;
    }
    batch.settle(this.commit(batch.sets));
  }

  /** Commits the waiting batch (requests that ended this turn) and the loose set now, e.g. before closing. */
  flushAll(): void {
    if (this.batch) this.commitBatch(this.batch);
    this.flushLoose();
  }

  /** Commits whole sets in one transaction; on failure undoes them in memory. Returns the error, if any. */
  private commit(sets: readonly WriteSet[]): StoreWriteError | null {
    // Newest write per row, oldest first, minus rows already on disk in a newer version.
    const newest = new Map<string, Write>();
    for (const s of sets) {
      for (const [key, w] of s.writes) {
        const prev = newest.get(key);
        if (!prev || prev.seq < w.seq) newest.set(key, w);
      }
    }
    const writes: Write[] = [];
    for (const [key, w] of newest) if (this.keys.get(key)!.committed < w.seq) writes.push(w);
    writes.sort((a, b) => a.seq - b.seq);
    let error: StoreWriteError | null = null;
    try {
      if (writes.length) this.target.commit(writes);
    } catch (e) {
      error = new StoreWriteError(this.target.file, e);
    }
    if (!error) for (const w of writes) this.keys.get(keyOf(w.table, w.id))!.committed = w.seq;
    const undo: Write[] = [];
    for (const s of sets) {
      for (const [key, w] of s.writes) {
        const k = this.keys.get(key)!;
        if (--k.holders > 0) continue;
        this.keys.delete(key);
        if (error) undo.push(w);
      }
    }
    for (const w of undo) this.restore(w);
    return error;
  }
}
