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
  constructor(readonly name: string, private readonly db: Db) {}

  get(id: string): T | undefined {
    return this.rows.get(id);
  }
  put(row: T): T {
    this.rows.set(row.id, row);
    this.db.log({ t: this.name, id: row.id, v: row });
    return row;
  }
  delete(id: string): boolean {
    const had = this.rows.delete(id);
    if (had) this.db.log({ t: this.name, id, v: null });
    return had;
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
        if (e.v === null) t.rows.delete(e.id);
        else t.rows.set(e.id, e.v as Row);
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
