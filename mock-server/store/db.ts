/**
 * The host's store: named tables of JSON rows keyed by a string id, held in memory, where reads are
 * served from. Without a data directory that is all (no native code is loaded). With one, the rows also
 * live in a SQLite file (see sqlite-store.ts): they are checked at start and read on first use, and each
 * request's writes are committed in one transaction before its response is sent (see write-sets.ts).
 *
 * Rows are plain objects. Handlers never mutate a stored row in place: they `put` a new one.
 */
import type { SqliteStore } from './sqlite-store.js';
import { TABLE_NAME, type Row } from './row-format.js';
import { Table } from './table.js';
import { WriteSets, type Write } from './write-sets.js';
import { openSqliteStore } from './open-store.js';
import { writeSeal } from './seal.js';

export { Table } from './table.js';
export type { Row } from './row-format.js';

export interface DbOptions {
  /** Move damaged rows to the `_quarantine` table instead of refusing to start. */
  repair?: boolean;
}

export class Db {
  private readonly tables = new Map<string, Table<Row>>();
  private store: SqliteStore | null = null;
  private writes: WriteSets | null = null;
  private warming: Promise<void> = Promise.resolve();

  constructor(readonly dataDir?: string, readonly options: DbOptions = {}) {}

  /** True once open() attached a data directory: writes are then committed to SQLite. */
  get durable(): boolean {
    return this.writes !== null;
  }

  /** The SQLite file, when durable. */
  get file(): string | undefined {
    return this.store?.file;
  }

  table<T extends Row>(name: string): Table<T> {
    let t = this.tables.get(name);
    if (!t) {
      if (!TABLE_NAME.test(name)) throw new Error(`invalid table name ${JSON.stringify(name)} (lower-case letters, digits and _; starting with a letter)`);
      t = new Table<Row>(name, this);
      this.tables.set(name, t);
    }
    return t as unknown as Table<T>;
  }

  /** Table names in creation order. */
  tableNames(): string[] {
    return [...this.tables.keys()];
  }

  /**
   * With a data directory: opens (creating, converting an old journal, or repairing as asked) the SQLite
   * file and checks every row (or, when the last stop was clean, the file's seal). Throws StoreCorruptError
   * when the file is damaged. Returns whether rows were loaded.
   *
   * Each row is held by its rowid and read on first use, so a large file opens quickly (from a sealed
   * file, a table learns its ids only on first use, see Table.unmapped); a background
   * warm-up reads the rest in small slices, one per event-loop turn, so requests keep being answered
   * meanwhile (`warm()` resolves when it is done).
   */
  open(): boolean {
    if (!this.dataDir || this.store) return false;
    const store = openSqliteStore(this.dataDir, this.options);
    const counts = store.recordedCounts();
    let loaded = false;
    for (const name of store.tableNames()) {
      const t = this.table(name);
      const rowids = store.mapped(name);
      if (rowids) for (const [id, rowid] of rowids) t.loadRowid(id, rowid);
      else t.unmapped = 0;
      loaded ||= (counts.get(name) ?? 0) > 0;
    }
    this.store = store;
    this.writes = new WriteSets(store, (w) => this.restore(w));
    this.warming = loaded ? new Promise((resolve, reject) => setImmediate(() => this.warmSlice(resolve, reject))) : Promise.resolve();
    return loaded;
  }

  /**
   * Resolves once every row loaded at start has been read (at once in memory). Rejects when the warm-up
   * finds a damaged row (the message names the file, the table and the row): the host should stop then,
   * as it would have at start.
   */
  warm(): Promise<void> {
    return this.warming;
  }

  /** The warm-up's share of each event-loop turn: at most this many rows, and at most WARM_MS of work. */
  static readonly WARM_SLICE = 1000;
  static readonly WARM_MS = 2;
  /** Rows read between two looks at the clock. */
  private static readonly WARM_STEP = 100;
  private warmCursor = { table: 0, after: 0 };

  private warmSlice(done: () => void, fail: (e: unknown) => void): void {
    try {
      this.warmStep(done, fail);
    } catch (e) {
      fail(e);
    }
  }

  private warmStep(done: () => void, fail: (e: unknown) => void): void {
    const tables = [...this.tables.values()];
    const c = this.warmCursor;
    const end = performance.now() + Db.WARM_MS;
    let rows = 0;
    // A store closed under it (by close(), or its connection by a failure) ends the warm-up.
    while (this.store?.db.open && c.table < tables.length) {
      const t = tables[c.table];
      const last = t.unmapped !== null ? this.readUnmapped(t, Db.WARM_STEP) : t.pending ? this.fill(t, Db.WARM_STEP, c.after) : 0;
      if (!last) {
        c.table++;
        c.after = 0;
        continue;
      }
      c.after = last;
      rows += Db.WARM_STEP;
      if (rows >= Db.WARM_SLICE || performance.now() >= end) {
        setImmediate(() => this.warmSlice(done, fail));
        return;
      }
    }
    done();
  }

  /**
   * Reads the rows of `t` still waiting, in rowid order after `after`, up to `max` rows read (all with -1);
   * returns the last rowid read (0 when there were none).
   */
  fill(t: Table<Row>, max = -1, after = 0): number {
    const store = this.storeFor(t);
    let last = 0;
    for (const [rowid, id, json, crc] of store.rowsAfter(t.name, after, max)) {
      last = rowid;
      if (typeof id === 'string' && t.waits(id, rowid)) t.settle(id, rowid, this.shareIds(t, store.checked(t.name, rowid, id, json, crc)));
    }
    return last;
  }

  /**
   * Maps the rows of `t` still on disk only (called by Table on first use): each is held by its rowid,
   * in rowid order after the rows the warm-up read already.
   */
  mapRest(t: Table<Row>): void {
    const store = this.storeFor(t);
    for (const [rowid, id] of store.idsAfter(t.name, t.unmapped ?? 0)) {
      if (typeof id !== 'string') throw new Error(`${store.file}: table "${t.name}", rowid ${rowid}: row id is not text; restart the host with --repair`);
      store.remember(t.name, id, rowid);
      t.loadRowid(id, rowid);
    }
    // Only now: a table that failed to map fails again on every use, never serves half its rows.
    store.done(t.name);
    t.unmapped = null;
  }

  /**
   * Reads up to `max` (all with -1) of the rows of `t` still on disk only, in rowid order: the warm-up's
   * step through a table not mapped yet, and a walk of one. Returns the last rowid read (0 when none).
   */
  readUnmapped(t: Table<Row>, max = -1): number {
    const store = this.storeFor(t);
    let last = 0;
    let n = 0;
    for (const [rowid, id, json, crc] of store.rowsAfter(t.name, t.unmapped ?? 0, max)) {
      const row = this.shareIds(t, store.checked(t.name, rowid, id as string, json, crc));
      store.remember(t.name, row.id, rowid);
      t.loadRead(row);
      last = rowid;
      n++;
    }
    if (last) t.unmapped = last;
    if (max < 0 || n < max) {
      store.done(t.name);
      t.unmapped = null;
    }
    return last;
  }

  /** Reads one row held by its rowid (called by Table on first use). */
  readRow(t: Table<Row>, id: string, rowid: number): Row {
    const row = this.storeFor(t).read(t.name, id);
    if (!row) throw new Error(`${this.file}: table "${t.name}", row id ${JSON.stringify(id)} (rowid ${rowid}) is gone from the file; restart the host with --repair`);
    return this.shareIds(t, row as Record<string, unknown> & Row);
  }

  private storeFor(t: Table<Row>): SqliteStore {
    if (!this.store) throw new Error(`table "${t.name}": the data file is closed`);
    return this.store;
  }

  private readonly refFields = new Map<Table<Row>, [string, Table<Row>][]>();

  /**
   * Rows read from the file each carry their own copy of every id they refer to. A field `<name>_id`
   * holding the id of an already parsed row of table `<name>s` is pointed at that row's id string instead,
   * an equal value, so the many rows naming one user, team or project share one string.
   */
  private shareIds<T extends Record<string, unknown> & Row>(table: Table<Row>, row: T): T {
    let fields = this.refFields.get(table);
    if (fields === undefined) {
      // The fields are taken from the table's first parsed row (rows of a table share a shape; a field
      // missing there only goes unshared).
      fields = [];
      for (const key in row) {
        const target = key.endsWith('_id') ? this.tables.get(`${key.slice(0, -3)}s`) : undefined;
        if (target) fields.push([key, target]);
      }
      this.refFields.set(table, fields);
    }
    for (let i = 0; i < fields.length; i++) {
      const key = fields[i][0];
      const v = row[key];
      if (typeof v !== 'string') continue;
      const same = fields[i][1].peek(v);
      if (same !== undefined) (row as Record<string, unknown>)[key] = same.id;
    }
    return row;
  }

  /** Records a write (called by Table). */
  log(table: string, id: string, row: Row | null): void {
    this.writes?.record(table, id, row);
  }

  /** Whether a write of this row is not committed yet (always false in memory, where nothing is committed). */
  uncommitted(table: string, id: string): boolean {
    return this.writes?.holds(table, id) ?? false;
  }

  /**
   * Runs one request: its writes are collected and, once `fn` resolves, committed in one transaction.
   * Resolves to null, or to the error when the commit failed (the request's rows are then back to what is on disk).
   */
  async request(fn: () => Promise<void>): Promise<Error | null> {
    if (!this.writes) {
      await fn();
      return null;
    }
    return this.writes.request(fn);
  }

  /**
   * Commits writes made outside any request (start-up seeding, timers) now. Inside a request it does
   * nothing: the request's writes are committed when it ends. Throws StoreWriteError when the commit fails.
   */
  flush(): void {
    this.writes?.flushLoose();
  }

  /** Undoes a write that could not be committed: the row goes back to what is on disk. */
  private restore(w: Write): void {
    if (!this.store) return;
    const t = this.table(w.table);
    const row = this.store.read(w.table, w.id);
    if (row) t.load(row);
    else t.unload(w.id);
  }

  /** Drops all rows (dev reset). */
  clear(): void {
    for (const t of this.tables.values()) for (const id of [...t.rows.keys()]) t.delete(id);
  }

  /** All rows of all tables, for export. */
  dump(): Record<string, Row[]> {
    const out: Record<string, Row[]> = {};
    for (const t of this.tables.values()) out[t.name] = t.values();
    return out;
  }

  /** The SQLite store (for export, pruning and tests); undefined in memory. */
  sqlite(): SqliteStore | undefined {
    return this.store ?? undefined;
  }

  /**
   * Commits what is waiting (finished requests, writes outside requests) and closes the file. When that
   * went through, the file is sealed (see seal.ts), so the next start need not check every row again.
   */
  close(): void {
    if (!this.store) return;
    const file = this.store.file;
    let flushed = false;
    try {
      this.writes!.flushAll();
      flushed = true;
    } finally {
      this.store.close();
      this.store = null;
      this.writes = null;
    }
    if (flushed) writeSeal(file);
  }
}
