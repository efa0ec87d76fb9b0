/**
 * A table of the host's store: JSON rows keyed by a string id, in insertion order, with secondary indexes
 * built on first use and observers told of every change. With a data directory, rows loaded at start are
 * read from the file on first use (through the Db); a table opened from a sealed file does not even know
 * its ids until first used.
 */
import type { Row } from './row-format.js';

/** What a table needs of the store behind it (the Db): reading rows held by rowid, and recording writes. */
export interface TableStore {
  readUnmapped(t: Table<Row>, max?: number): number;
  fill(t: Table<Row>, max?: number, after?: number): number;
  mapRest(t: Table<Row>): void;
  readRow(t: Table<Row>, id: string, rowid: number): Row;
  log(table: string, id: string, row: Row | null): void;
}

export class Table<T extends Row> {
  /**
   * Rows by id, in insertion order. A row loaded from the data file is held as its rowid (its text was
   * checked at start: checksum and id) until something reads it: `get` reads and parses that one row,
   * anything that walks the table reads the rest in one pass. Rows are objects, never numbers.
   */
  private readonly all = new Map<string, T | number>();
  private unparsed = 0;
  /**
   * Rows after this rowid are on disk only, not even held by rowid yet (a table opened from a sealed
   * file), or null. Any use but `peek` maps them first (see Db.mapRest); the warm-up reads them in slices.
   */
  unmapped: number | null = null;
  /** Secondary indexes (field → value → ids), built on first use by `where` and kept up to date. */
  private readonly indexes = new Map<string, Index>();
  /** Told of every row entering (`added`) or leaving (`removed`) the table; an update is removed(old) then added(new). */
  readonly observers = new Set<{ added(row: T): void; removed(row: T): void }>();
  constructor(readonly name: string, private readonly db: TableStore) {}

  /** Every row, by id, in insertion order (rows not read yet are read first). */
  get rows(): ReadonlyMap<string, T> {
    // Rows not mapped yet are read at once (one pass instead of mapping, then reading).
    if (this.unmapped !== null) this.db.readUnmapped(this as unknown as Table<Row>);
    if (this.unparsed) this.db.fill(this as unknown as Table<Row>);
    return this.all as Map<string, T>;
  }
  /** Number of rows, without reading any. */
  get size(): number {
    return this.map.size;
  }
  /** Every row by id or rowid, after mapping the rows still on disk only. */
  private get map(): Map<string, T | number> {
    if (this.unmapped !== null) this.db.mapRest(this as unknown as Table<Row>);
    return this.all;
  }
  /** How many rows loaded at start are not read yet. */
  get pending(): number {
    return this.unparsed;
  }
  get(id: string): T | undefined {
    const v = this.map.get(id);
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
    if (!this.map.has(id)) return false;
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
    this.map.set(row.id, row);
    this.index(row);
  }
  /**
   * Adds a row of the data file as its rowid, read on first use: at start, or when the table is mapped.
   * Not a change: observers are not told. An indexed table has every row mapped already.
   */
  loadRowid(id: string, rowid: number): void {
    if (this.indexes.size) throw new Error(`table "${this.name}": rows are loaded by rowid only before it is indexed`);
    if (typeof this.all.get(id) === 'number') this.unparsed--;
    this.all.set(id, rowid);
    this.unparsed++;
  }
  /** Adds a row of the data file read by the warm-up while the table was not mapped (not a change either). */
  loadRead(row: T): void {
    this.all.set(row.id, row);
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
    const v = this.map.get(id);
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
