/**
 * The host's store: named tables of JSON rows keyed by a string id, in memory.
 * With a data directory every write is appended to an NDJSON journal with writeSync
 * (so a SIGKILL loses nothing that was acknowledged) and fsync'd at the end of each request.
 * At start the journal is replayed, then compacted into one snapshot line per row.
 *
 * Rows are plain objects. Handlers never mutate a stored row in place: they `put` a new one.
 */
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export type Row = { readonly id: string };

export class Table<T extends Row> {
  readonly rows = new Map<string, T>();
  /** Secondary indexes (field → value → ids), built on first use by `where` and kept up to date. */
  private readonly indexes = new Map<string, Map<unknown, Set<string>>>();
  /** Told of every row entering (`added`) or leaving (`removed`) the table; an update is removed(old) then added(new). */
  readonly observers = new Set<{ added(row: T): void; removed(row: T): void }>();
  constructor(readonly name: string, private readonly db: Db) {}

  get(id: string): T | undefined {
    return this.rows.get(id);
  }
  put(row: T): T {
    const old = this.rows.get(row.id);
    if (old) this.unindex(old);
    this.rows.set(row.id, row);
    this.index(row);
    this.db.log({ t: this.name, id: row.id, v: row });
    return row;
  }
  delete(id: string): boolean {
    const old = this.rows.get(id);
    if (!old) return false;
    this.unindex(old);
    this.rows.delete(id);
    this.db.log({ t: this.name, id, v: null });
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
    const out: T[] = [];
    if (ids) for (const id of ids) out.push(this.rows.get(id)!);
    return out;
  }
  /** Replay path: sets a row without logging it. */
  load(row: T): void {
    const old = this.rows.get(row.id);
    if (old) this.unindex(old);
    this.rows.set(row.id, row);
    this.index(row);
  }
  /** Replay path: removes a row without logging it. */
  unload(id: string): void {
    const old = this.rows.get(id);
    if (old) this.unindex(old);
    this.rows.delete(id);
  }
  private index(row: T): void {
    for (const [field, idx] of this.indexes) add(idx, (row as Record<string, unknown>)[field], row.id);
    for (const o of this.observers) o.added(row);
  }
  private unindex(row: T): void {
    for (const o of this.observers) o.removed(row);
    for (const [field, idx] of this.indexes) {
      const v = (row as Record<string, unknown>)[field];
      const ids = idx.get(v);
      ids?.delete(row.id);
      if (ids?.size === 0) idx.delete(v);
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

function add(idx: Map<unknown, Set<string>>, value: unknown, id: string): void {
  let ids = idx.get(value);
  if (!ids) idx.set(value, (ids = new Set()));
  ids.add(id);
}

interface Entry { t: string; id: string; v: unknown }

export class Db {
  private readonly tables = new Map<string, Table<Row>>();
  private fd: number | null = null;
  private dirty = false;
  private replaying = false;

  constructor(readonly dataDir?: string) {}

  table<T extends Row>(name: string): Table<T> {
    let t = this.tables.get(name);
    if (!t) {
      t = new Table<Row>(name, this);
      this.tables.set(name, t);
    }
    return t as unknown as Table<T>;
  }

  /** Replays and compacts the journal. Returns false when there was nothing to load. */
  open(): boolean {
    if (!this.dataDir) return false;
    mkdirSync(this.dataDir, { recursive: true });
    const file = join(this.dataDir, 'journal.ndjson');
    let loaded = false;
    if (existsSync(file)) {
      this.replaying = true;
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        if (!line) continue;
        let e: Entry;
        try {
          e = JSON.parse(line) as Entry;
        } catch {
          break; // a torn last line from a crash mid-write: everything before it was acknowledged
        }
        const t = this.table(e.t);
        if (e.v === null) t.unload(e.id);
        else t.load(e.v as Row);
        loaded = true;
      }
      this.replaying = false;
    }
    const tmp = `${file}.tmp`;
    const fd = openSync(tmp, 'w');
    for (const t of this.tables.values()) {
      for (const row of t.rows.values()) writeSync(fd, `${JSON.stringify({ t: t.name, id: row.id, v: row })}\n`);
    }
    fsyncSync(fd);
    closeSync(fd);
    renameSync(tmp, file);
    this.fd = openSync(file, 'a');
    return loaded;
  }

  log(entry: Entry): void {
    if (this.fd === null || this.replaying) return;
    writeSync(this.fd, `${JSON.stringify(entry)}\n`);
    this.dirty = true;
  }

  /** Makes every write so far durable. Called before a response is sent. */
  flush(): void {
    if (this.fd !== null && this.dirty) {
      fsyncSync(this.fd);
      this.dirty = false;
    }
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

  close(): void {
    this.flush();
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }
}
