/**
 * The SQLite file behind a data directory. One SQLite table per host table, each row stored as
 * `(id, row JSON, crc)` with the implicit rowid as key: the CRC-32 of the JSON catches any damaged byte
 * of a row, and with no secondary index there is nothing that can disagree with the table itself.
 * Which rowid holds which id is kept in memory, per table: all of them after a full check at start, or
 * (after a start on a sealed file, see seal.ts) filled on the table's first use. Tables starting with `_`
 * are the store's own (`_meta`, `_counts`, `_quarantine`).
 */
import { createRequire } from 'node:module';
import { crc32 } from 'node:zlib';
import type BetterSqlite3 from 'better-sqlite3';
import { closeSync, openSync, rmSync } from 'node:fs';
import { META_FORMAT, verifyRow, type Problem, type QuarantineEntry, type Row } from './row-format.js';
import type { Write, WriteTarget } from './write-sets.js';
import { checkRows } from './check-rows.js';

export type Database = BetterSqlite3.Database;

/**
 * Loads better-sqlite3 (native code) on first use only, so the in-memory host never loads it. Its native part
 * loads at the first database: one in memory is opened here, so that a missing binary (an install with
 * `--ignore-scripts`: "Could not locate the bindings file") is reported as such, with the fix.
 */
export function sqliteDriver(load: NodeJS.Require = createRequire(import.meta.url)): typeof BetterSqlite3 {
  try {
    const Driver = load('better-sqlite3') as typeof BetterSqlite3;
    new Driver(':memory:').close();
    return Driver;
  } catch (e) {
    throw new Error(
      `--data-dir needs the native SQLite module of better-sqlite3, which did not load (${(e as Error).message.split('\n')[0]}). ` +
        'It is missing when the install skipped build steps (npm install --ignore-scripts): run `npm rebuild better-sqlite3` ' +
        'to fetch or build it (building needs a C++ toolchain), or run without --data-dir (in memory).',
    );
  }
}


/** Opens an existing store file with the store's settings: WAL, synchronous=FULL, exclusive lock. */
export function openDatabase(file: string): Database {
  const Driver = sqliteDriver();
  const db = new Driver(file, { fileMustExist: true });
  try {
    // Exclusive: a second host on the same directory fails at start instead of diverging from this one.
    db.pragma('locking_mode = EXCLUSIVE');
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('journal_size_limit = 8388608');
    return db;
  } catch (e) {
    db.close();
    throw e;
  }
}

/** Creates the store's own tables in a new, empty database. */
export function initDatabase(db: Database): void {
  db.pragma('auto_vacuum = INCREMENTAL');
  db.pragma('journal_mode = WAL');
  db.exec(`CREATE TABLE _meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE _counts (name TEXT PRIMARY KEY, n INTEGER NOT NULL);
    CREATE TABLE _quarantine (table_name TEXT NOT NULL, row_id TEXT, source_rowid INTEGER, raw TEXT, reason TEXT NOT NULL, source TEXT NOT NULL, at_millis INTEGER NOT NULL)`);
  db.prepare('INSERT INTO _meta (key, value) VALUES (?, ?)').run('format', META_FORMAT);
}

/** Creates an empty store file (0600) at `path`, replacing what an earlier, interrupted attempt left there. */
export function initStoreFile(path: string): void {
  rmSync(path, { force: true });
  rmSync(`${path}-wal`, { force: true });
  closeSync(openSync(path, 'wx', 0o600));
  const db = new (sqliteDriver())(path);
  try {
    initDatabase(db);
  } finally {
    db.close();
  }
}

interface Statements {
  insert: BetterSqlite3.Statement;
  update: BetterSqlite3.Statement;
  del: BetterSqlite3.Statement;
  get: BetterSqlite3.Statement;
  range: BetterSqlite3.Statement;
  ids: BetterSqlite3.Statement;
}

export class SqliteStore implements WriteTarget {
  /** id → rowid, per table, as on disk. */
  private readonly rowids = new Map<string, Map<string, number>>();
  /** Tables in the file whose id → rowid map is not complete yet (see remember). */
  private readonly unmapped = new Set<string>();
  /** How the file was checked at start: every row (scan), or its seal (skipScan). */
  startCheck: 'rows' | 'seal' = 'rows';
  private readonly statements = new Map<string, Statements>();
  private readonly applyAll: (writes: readonly Write[], assigned: Map<string, Map<string, number | null>>) => void;

  constructor(readonly db: Database, readonly file: string) {
    let setCount: BetterSqlite3.Statement | undefined;
    this.applyAll = db.transaction((writes: readonly Write[], assigned: Map<string, Map<string, number | null>>) => {
      for (const w of writes) this.apply(w, assigned);
      // Row counts kept apart from the rows: a row that vanishes from a damaged page is still missed.
      for (const [table, ids] of assigned) {
        const map = this.rowids.get(table)!;
        let n = map.size;
        for (const [id, rowid] of ids) n += rowid === null ? (map.has(id) ? -1 : 0) : map.has(id) ? 0 : 1;
        (setCount ??= db.prepare('INSERT INTO _counts (name, n) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET n = excluded.n')).run(table, n);
      }
    });
  }

  /** Host table names in the file. */
  tableNames(): string[] {
    const rows = this.db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND substr(name, 1, 1) <> '_' AND name NOT LIKE 'sqlite%' ORDER BY rootpage").pluck().all();
    return rows as string[];
  }

  /** Row count per table as recorded with each commit. */
  recordedCounts(): Map<string, number> {
    return new Map(this.db.prepare('SELECT name, n FROM _counts').raw().all() as [string, number][]);
  }

  /**
   * Checks the file and every row (PRAGMA quick_check, checksums, ids, row counts: see checkRows) and
   * keeps which rowid holds which id (mapped()). Returns what is damaged.
   */
  scan(): Problem[] {
    this.rowids.clear();
    this.unmapped.clear();
    return checkRows(this.db, this.tableNames(), this.rowids);
  }

  /** Opens a sealed file without reading any row: each table's id → rowid map is filled on its first use (remember). */
  skipScan(): void {
    this.startCheck = 'seal';
    this.rowids.clear();
    for (const t of this.tableNames()) this.unmapped.add(t);
  }

  /** The id → rowid map of `table` (in rowid order) when it is complete. */
  mapped(table: string): ReadonlyMap<string, number> | undefined {
    return this.unmapped.has(table) ? undefined : this.rowids.get(table);
  }

  /**
   * Records that `id` is stored at `rowid` of a table not mapped yet (rows must come in rowid order);
   * `done` marks the map complete. Throws, naming the row, when an id is stored twice.
   */
  remember(table: string, id: string, rowid: number): void {
    let map = this.rowids.get(table);
    if (!map) this.rowids.set(table, (map = new Map()));
    const first = map.get(id);
    if (first !== undefined && first !== rowid) throw new Error(`${this.file}: table "${table}", row id ${JSON.stringify(id)} is stored twice (rowids ${first} and ${rowid}); restart the host with --repair`);
    map.set(id, rowid);
  }

  /** Marks the map of `table` complete; throws, naming the table, when it disagrees with the recorded row count. */
  done(table: string): void {
    if (!this.unmapped.has(table)) return;
    const n = this.rowids.get(table)?.size ?? 0;
    const recorded = this.recordedCounts().get(table) ?? 0;
    if (n !== recorded) throw new Error(`${this.file}: table "${table}" holds ${n} row(s), but ${recorded} were committed; restart the host with --repair`);
    this.unmapped.delete(table);
  }

  /** `[rowid, id]` of the rows after `after`, in rowid order. */
  idsAfter(table: string, after: number): IterableIterator<[number, unknown]> {
    return this.stmts(table).ids.iterate(after) as IterableIterator<[number, unknown]>;
  }

  /** `[rowid, id, row, crc]` of up to `max` rows after `after` (all with -1), in rowid order, unchecked (see checked). */
  rowsAfter(table: string, after: number, max = -1): IterableIterator<[number, unknown, unknown, unknown]> {
    return this.stmts(table).range.iterate(after, max) as IterableIterator<[number, unknown, unknown, unknown]>;
  }

  /** The row `id` stored at `rowid`, from its columns; throws, naming the file, table and row, when it is damaged. */
  checked(table: string, rowid: number, id: string, json: unknown, crc: unknown): Row {
    const r = verifyRow(id, json, crc);
    if (typeof r === 'string') throw new Error(`${this.file}: table "${table}", row id ${JSON.stringify(id)} (rowid ${rowid}): ${r}; restart the host with --repair`);
    return r;
  }

  private stmts(table: string): Statements {
    let s = this.statements.get(table);
    if (!s) {
      if (!this.rowids.has(table)) {
        this.db.exec(`CREATE TABLE IF NOT EXISTS "${table}" (id TEXT NOT NULL, row TEXT NOT NULL, crc INTEGER NOT NULL)`);
        this.rowids.set(table, new Map());
      }
      s = {
        insert: this.db.prepare(`INSERT INTO "${table}" (id, row, crc) VALUES (?, ?, ?)`),
        update: this.db.prepare(`UPDATE "${table}" SET id = ?, row = ?, crc = ? WHERE rowid = ?`),
        del: this.db.prepare(`DELETE FROM "${table}" WHERE rowid = ?`),
        get: this.db.prepare(`SELECT id, row, crc FROM "${table}" WHERE rowid = ?`).raw(true),
        range: this.db.prepare(`SELECT rowid, id, row, crc FROM "${table}" WHERE rowid > ? ORDER BY rowid LIMIT ?`).raw(true),
        ids: this.db.prepare(`SELECT rowid, id FROM "${table}" WHERE rowid > ? ORDER BY rowid`).raw(true),
      };
      this.statements.set(table, s);
    }
    return s;
  }

  private rowidOf(table: string, id: string, assigned: Map<string, Map<string, number | null>>): number | null | undefined {
    const a = assigned.get(table);
    if (a?.has(id)) return a.get(id);
    return this.rowids.get(table)?.get(id);
  }

  private apply(w: Write, assigned: Map<string, Map<string, number | null>>): void {
    const s = this.stmts(w.table);
    const rowid = this.rowidOf(w.table, w.id, assigned);
    let a = assigned.get(w.table);
    if (!a) assigned.set(w.table, (a = new Map()));
    if (w.row === null) {
      if (rowid != null) s.del.run(rowid);
      a.set(w.id, null);
      return;
    }
    const json = JSON.stringify(w.row);
    const crc = crc32(json);
    if (rowid != null) s.update.run(w.id, json, crc, rowid);
    else a.set(w.id, Number(s.insert.run(w.id, json, crc).lastInsertRowid));
  }

  /** Applies `writes` in one transaction (durable when it returns); throws and applies nothing on failure. */
  commit(writes: readonly Write[]): void {
    // New tables first, outside the transaction, so a failed transaction leaves no statement for a missing table.
    for (const w of writes) {
      if (this.unmapped.has(w.table)) throw new Error(`table "${w.table}" written before its rows were mapped`);
      if (!this.rowids.has(w.table)) this.stmts(w.table);
    }
    const assigned = new Map<string, Map<string, number | null>>();
    this.applyAll(writes, assigned);
    let deleted = false;
    for (const [table, ids] of assigned) {
      const map = this.rowids.get(table)!;
      for (const [id, rowid] of ids) {
        if (rowid === null) {
          deleted ||= map.delete(id);
        } else map.set(id, rowid);
      }
    }
    if (deleted) this.reclaim();
  }

  /** Gives free pages back to the file system once there are many (auto_vacuum = INCREMENTAL). */
  private reclaim(): void {
    try {
      if ((this.db.pragma('freelist_count', { simple: true }) as number) > 256) {
        this.db.exec('PRAGMA incremental_vacuum');
        this.db.pragma('wal_checkpoint(TRUNCATE)');
      }
    } catch {
      // best effort: the pages stay free for reuse
    }
  }

  /** The row as on disk, or undefined when there is none; throws when it is damaged (see checked). */
  read(table: string, id: string): Row | undefined {
    const rowid = this.rowids.get(table)?.get(id);
    if (rowid === undefined) return undefined;
    const got = this.stmts(table).get.get(rowid) as [unknown, unknown, unknown] | undefined;
    return got && this.checked(table, rowid, id, got[1], got[2]);
  }

  meta(key: string): string | undefined {
    return this.db.prepare('SELECT value FROM _meta WHERE key = ?').pluck().get(key) as string | undefined;
  }

  setMeta(key: string, value: string): void {
    this.db.prepare('INSERT INTO _meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, value);
  }

  /** Adds entries to `_quarantine` (one transaction). */
  quarantine(entries: readonly QuarantineEntry[], now = Date.now()): void {
    const ins = this.db.prepare('INSERT INTO _quarantine (table_name, row_id, source_rowid, raw, reason, source, at_millis) VALUES (?, ?, ?, ?, ?, ?, ?)');
    this.db.transaction(() => {
      for (const e of entries) ins.run(e.table, e.id ?? null, e.rowid ?? null, e.raw ?? null, e.reason, e.source, now);
    })();
  }

  quarantined(): QuarantineEntry[] {
    return (this.db.prepare('SELECT table_name, row_id, source_rowid, raw, reason, source FROM _quarantine ORDER BY rowid').raw().all() as unknown[][]).map(
      ([table, id, rowid, raw, reason, source]) => ({ table, id: id ?? undefined, rowid: rowid ?? undefined, raw: raw ?? undefined, reason, source }) as QuarantineEntry,
    );
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
