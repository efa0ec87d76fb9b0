/**
 * The host's store: named tables of JSON rows keyed by a string id, held in memory, where reads are
 * served from. Without a data directory that is all (no native code is loaded). With one, the rows also
 * live in a SQLite file (see sqlite-store.ts): they are checked at start and read on first use, and each
 * request's writes are committed in one transaction before its response is sent (see write-sets.ts).
 *
 * Rows are plain objects. Handlers never mutate a stored row in place: they `put` a new one.
 */
import { verifyRow, type SqliteStore } from './sqlite-store.js';
import { WriteSets, type Write } from './write-sets.js';
import { openSqliteStore } from './open-store.js';

export type Row = { readonly id: string };

export class Table<T extends Row> {
  /**
   * Rows by id, in insertion order. A row loaded from the data file is held as its rowid (its text was
   * checked at start: checksum and id) until something reads it: `get` reads and parses that one row,
   * anything that walks the table reads the rest in one pass. Rows are objects, never numbers.
   */
  private readonly all = new Map<string, T | number>();
  private unparsed = 0;
  /** Secondary indexes (field → value → ids), built on first use by `where` and kept up to date. */
  private readonly indexes = new Map<string, Index>();
  /** Told of every row entering (`added`) or leaving (`removed`) the table; an update is removed(old) then added(new). */
  readonly observers = new Set<{ added(row: T): void; removed(row: T): void }>();
  constructor(readonly name: string, private readonly db: Db) {}

  /** Every row, by id, in insertion order (rows not read yet are read first). */
  get rows(): ReadonlyMap<string, T> {
    if (this.unparsed) this.db.fill(this as unknown as Table<Row>);
    return this.all as Map<string, T>;
  }
  /** Number of rows, without reading any. */
  get size(): number {
    return this.all.size;
  }
  /** How many rows loaded at start are not read yet. */
  get pending(): number {
    return this.unparsed;
  }
  get(id: string): T | undefined {
    const v = this.all.get(id);
    return typeof v === 'number' ? this.settle(id, v, this.db.readRow(this as unknown as Table<Row>, id, v) as T) : v;
  }
  /** The row when it is already read; never reads. */
  peek(id: string): T | undefined {
    const v = this.all.get(id);
    return typeof v === 'number' ? undefined : v;
  }
  /** Whether `id` is still waiting to be read from `rowid`. */
  waits(id: string, rowid: number): boolean {
    return this.all.get(id) === rowid;
  }
  put(row: T): T {
    this.load(row);
    this.db.log(this.name, row.id, row);
    return row;
  }
  delete(id: string): boolean {
    if (!this.all.has(id)) return false;
    this.unload(id);
    this.db.log(this.name, id, null);
    return true;
  }
  /** Rows whose `field` equals `value`, through an index (insertion order). */
  where<K extends keyof T & string>(field: K, value: T[K]): T[] {
    let idx = this.indexes.get(field);
    if (!idx) {
      idx = new Map();
      for (const row of this.rows.values()) add(idx, row[field], row.id);
      this.indexes.set(field, idx);
    }
    const ids = idx.get(value);
    if (ids === undefined) return [];
    if (typeof ids === 'string') return [this.all.get(ids) as T];
    const out: T[] = [];
    for (const id of ids) out.push(this.all.get(id) as T);
    return out;
  }
  /** Sets a row without recording a write (undoing a failed write). */
  load(row: T): void {
    const old = this.current(row.id);
    if (old) this.unindex(old);
    this.all.set(row.id, row);
    this.index(row);
  }
  /** Adds a row loaded at start as its rowid, read on first use (before the table is indexed or observed). */
  loadRowid(id: string, rowid: number): void {
    if (this.indexes.size || this.observers.size) throw new Error(`table "${this.name}": rows are loaded by rowid only before it is indexed or observed`);
    if (typeof this.all.get(id) === 'number') this.unparsed--;
    this.all.set(id, rowid);
    this.unparsed++;
  }
  /** Removes a row without recording a write. */
  unload(id: string): void {
    const old = this.current(id);
    if (old) this.unindex(old);
    this.all.delete(id);
  }
  /** Replaces the rowid `id` waits on with the row read from it; returns the row. */
  settle(id: string, rowid: number, row: T): T {
    if (this.all.get(id) !== rowid) return row;
    // Setting an existing key keeps its place in the insertion order.
    this.all.set(id, row);
    this.unparsed--;
    return row;
  }
  /** The row as it stands (reading it if needed) when an index or observer must be told it leaves. */
  private current(id: string): T | undefined {
    const v = this.all.get(id);
    if (typeof v !== 'number') return v;
    if (this.indexes.size || this.observers.size) return this.get(id);
    // The caller replaces or deletes the entry at once; its place in the order stays.
    this.unparsed--;
    return undefined;
  }
  // The size checks skip making iterators for the common empty case.
  private index(row: T): void {
    if (this.indexes.size) for (const [field, idx] of this.indexes) add(idx, (row as Record<string, unknown>)[field], row.id);
    if (this.observers.size) for (const o of this.observers) o.added(row);
  }
  private unindex(row: T): void {
    if (this.observers.size) for (const o of this.observers) o.removed(row);
    if (this.indexes.size) for (const [field, idx] of this.indexes) {
      remove(idx, (row as Record<string, unknown>)[field], row.id);
    }
  }
  values(): T[] {
    return [...this.rows.values()];
  }
  find(pred: (row: T) => boolean): T | undefined {
    for (const row of this.rows.values()) if (pred(row)) return row;
    return undefined;
  }
  filter(pred: (row: T) => boolean): T[] {
    const out: T[] = [];
    for (const row of this.rows.values()) if (pred(row)) out.push(row);
    return out;
  }
  /** Deletes every row matching `pred`; returns how many. */
  deleteWhere(pred: (row: T) => boolean): number {
    let n = 0;
    for (const row of [...this.rows.values()]) if (pred(row) && this.delete(row.id)) n++;
    return n;
  }
}

/**
 * An index maps a value to its ids, in insertion order, stored compactly: most values have one id (a
 * user's team membership, a project's only key), so one id is kept as the bare string, a few as an array,
 * and only a large group as a Set (O(1) removal). A value never maps to an empty group.
 */
type Ids = string | string[] | Set<string>;
type Index = Map<unknown, Ids>;
const SMALL = 16;

function add(idx: Index, value: unknown, id: string): void {
  const ids = idx.get(value);
  if (ids === undefined) idx.set(value, id);
  else if (typeof ids === 'string') {
    if (ids !== id) idx.set(value, [ids, id]);
  } else if (Array.isArray(ids)) {
    if (ids.includes(id)) return;
    if (ids.length < SMALL) ids.push(id);
    else idx.set(value, new Set(ids).add(id));
  } else ids.add(id);
}

function remove(idx: Index, value: unknown, id: string): void {
  const ids = idx.get(value);
  if (ids === undefined) return;
  if (typeof ids === 'string') {
    if (ids === id) idx.delete(value);
    return;
  }
  if (Array.isArray(ids)) {
    const i = ids.indexOf(id);
    if (i < 0) return;
    ids.splice(i, 1);
    if (ids.length === 1) idx.set(value, ids[0]);
    return;
  }
  ids.delete(id);
  if (ids.size === 1) idx.set(value, ids.values().next().value!);
}

/** Table names become SQLite table names: lower-case identifiers; a leading `_` is reserved for the store. */
export const TABLE_NAME = /^[a-z][a-z0-9_]{0,62}$/;

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
   * file and checks every row. Throws StoreCorruptError when the file is damaged. Returns whether rows were loaded.
   *
   * Each row is held by its rowid and read on first use, so a large file opens quickly; a background
   * warm-up reads the rest in small slices, one per event-loop turn, so requests keep being answered
   * meanwhile (`warm()` resolves when it is done).
   */
  open(): boolean {
    if (!this.dataDir || this.store) return false;
    const store = openSqliteStore(this.dataDir, this.options);
    let loaded = false;
    for (const [name, rowids] of store.tables()) {
      const t = this.table(name);
      for (const [id, rowid] of rowids) t.loadRowid(id, rowid);
      loaded ||= rowids.size > 0;
    }
    this.store = store;
    this.writes = new WriteSets(store, (w) => this.restore(w));
    this.warming = loaded ? new Promise((resolve) => setImmediate(() => this.warmSlice(resolve))) : Promise.resolve();
    return loaded;
  }

  /** Resolves once every row loaded at start has been read (at once in memory). */
  warm(): Promise<void> {
    return this.warming;
  }

  /** The warm-up's share of each event-loop turn: at most this many rows, and at most WARM_MS of work. */
  static readonly WARM_SLICE = 1000;
  static readonly WARM_MS = 2;
  private warmCursor = { table: 0, after: 0 };

  private warmSlice(done: () => void): void {
    const tables = [...this.tables.values()];
    const c = this.warmCursor;
    const end = performance.now() + Db.WARM_MS;
    let rows = 0;
    while (this.store && c.table < tables.length) {
      const t = tables[c.table];
      const last = t.pending ? this.fill(t, 100, c.after) : 0;
      if (!last) {
        c.table++;
        c.after = 0;
        continue;
      }
      c.after = last;
      rows += 100;
      if (rows >= Db.WARM_SLICE || performance.now() >= end) {
        setImmediate(() => this.warmSlice(done));
        return;
      }
    }
    done();
  }

  /**
   * Reads the rows of `t` still waiting, in rowid order after `after`, up to `max` rows read; returns the
   * last rowid read (0 when there were none).
   */
  fill(t: Table<Row>, max = Infinity, after = 0): number {
    if (!this.store) throw new Error(`table "${t.name}": the data file is closed`);
    let last = 0;
    for (const [rowid, id, json, crc] of this.store.rowsAfter(t.name, after, max)) {
      last = rowid;
      if (typeof id === 'string' && t.waits(id, rowid)) t.settle(id, rowid, this.verified(t, rowid, id, json, crc));
    }
    return last;
  }

  /** Reads one row held by its rowid (called by Table on first use). */
  readRow(t: Table<Row>, id: string, rowid: number): Row {
    if (!this.store) throw new Error(`table "${t.name}": the data file is closed`);
    const got = this.store.rowAt(t.name, rowid);
    return this.verified(t, rowid, id, got?.[1], got?.[2]);
  }

  private verified(t: Table<Row>, rowid: number, id: string, json: unknown, crc: unknown): Row {
    const r = verifyRow(id, json, crc);
    if (typeof r === 'string') throw new Error(`${this.file}: table "${t.name}", row id ${JSON.stringify(id)} (rowid ${rowid}): ${r}; restart the host with --repair`);
    return this.shareIds(t, r as Record<string, unknown> & Row);
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

  /** Commits what is waiting (finished requests, writes outside requests) and closes the file. */
  close(): void {
    if (!this.store) return;
    try {
      this.writes!.flushAll();
    } finally {
      this.store.close();
      this.store = null;
      this.writes = null;
    }
  }
}
