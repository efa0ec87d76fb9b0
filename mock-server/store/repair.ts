/**
 * --repair: copies every row that reads back intact into a new store file and moves the others to
 * `_quarantine` (with their stored text when it can be read). Where a table cannot be scanned to the
 * end, each rowid is looked up on its own, so one damaged page costs only the rows on it.
 * The damaged file is renamed to `host.sqlite.damaged` (never deleted), then the new file takes its place.
 */
import { existsSync, renameSync } from 'node:fs';
import { basename } from 'node:path';
import { SqliteStore, initStoreFile, openDatabase } from './sqlite-store.js';
import { META_FORMAT, TABLE_NAME, verifyRow, type QuarantineEntry, type Row } from './row-format.js';
import { mapFile, readRows, readTables, type FileMap } from './salvage/salvage.js';
import { keepName, syncDir } from './data-dir.js';

type Raw = [number, unknown, unknown, unknown];

/** Repairs `file` in place; returns a summary for the log. */
export function repairFile(file: string): string {
  const tmp = `${file}.repairing`;
  initStoreFile(tmp);
  const fresh = new SqliteStore(openDatabase(tmp), tmp);
  fresh.scan();
  const old = openDatabase(file);
  const oldStore = new SqliteStore(old, file);
  const quarantine: QuarantineEntry[] = [];
  const lines: string[] = [];
  let kept = 0;
  try {
    let tables: string[];
    try {
      tables = oldStore.tableNames();
    } catch (e) {
      throw new Error(`${file}: cannot repair, the list of tables is unreadable (${(e as Error).message}); the file was left as it is`);
    }
    let recorded = new Map<string, number>();
    try {
      recorded = oldStore.recordedCounts();
    } catch {
      lines.push('  the recorded row counts are unreadable: rows that cannot be found at all are not counted');
    }
    const perTable: TableResult[] = [];
    for (const table of tables) {
      const writes: Kept[] = [];
      const ids = new Set<string>();
      const seen = new Set<number>();
      const before = quarantine.length;
      const take = (raw: Raw) => {
        seen.add(raw[0]);
        sortRecord(table, basename(file), raw, ids, writes, quarantine);
      };
      let scanError: Error | null = null;
      try {
        for (const raw of old.prepare(`SELECT rowid, id, row, crc FROM "${table}"`).raw(true).iterate() as IterableIterator<Raw>) take(raw);
      } catch (e) {
        scanError = e as Error;
      }
      if (scanError) {
        // Look up every rowid up to the highest one that can be found, each on its own.
        let max = Math.max(0, ...seen);
        try {
          max = Math.max(max, Number(old.prepare(`SELECT max(rowid) FROM "${table}"`).pluck().get() ?? 0));
        } catch {
          // the right edge is damaged: fall back to what the scan saw
        }
        const get = old.prepare(`SELECT rowid, id, row, crc FROM "${table}" WHERE rowid = ?`).raw(true);
        for (let rowid = 1; rowid <= max; rowid++) {
          if (seen.has(rowid)) continue;
          try {
            const raw = get.get(rowid) as Raw | undefined;
            if (raw) take(raw);
          } catch (e) {
            quarantine.push({ table, rowid, reason: `unreadable: ${(e as Error).message}`, source: basename(file) });
          }
        }
        lines.push(`  table "${table}": a full scan failed (${scanError.message}); looked up rowids 1–${max} one by one`);
      }
      // Rows read back, intact or damaged; a second copy of an id is not a row of its own.
      const found = writes.length + quarantine.slice(before).filter((q) => q.rowid !== undefined && q.reason !== 'duplicate id').length;
      perTable.push({ table, writes, ids, found, committed: recorded.get(table) });
    }
    lines.push(...salvage(file, old, perTable, quarantine));
    for (const t of perTable) {
      const { table, writes, found, committed } = t;
      if (committed !== undefined && committed !== found) {
        const why = found < committed
          ? `${committed - found} row(s) of ${committed} committed cannot be found`
          : `${found - committed} row(s) more than the ${committed} committed were found (a damaged page pointer can expose stale copies)`;
        quarantine.push({ table, reason: `${why}; rows of this table may be missing or outdated, compare with the damaged file kept beside it`, source: basename(file) });
        lines.push(`  table "${table}": ${why}`);
      }
      commitKept(fresh, table, writes);
      kept += writes.length;
      const damaged = quarantine.filter((q) => q.table === table && q.rowid !== undefined).length;
      if (damaged) lines.push(`  table "${table}": ${damaged} damaged row(s) moved to _quarantine`);
    }
    try {
      quarantine.unshift(...oldStore.quarantined());
      for (const [key, value] of old.prepare("SELECT key, value FROM _meta WHERE key <> 'format'").raw().all() as [string, string][]) fresh.setMeta(key, value);
    } catch (e) {
      lines.push(`  the store's own tables were partly unreadable (${(e as Error).message}); earlier quarantine entries may be missing from the new file`);
    }
    fresh.quarantine(quarantine);
  } finally {
    fresh.close();
    old.close();
  }
  return replace(file, tmp, kept, quarantine.length, lines);
}

/** Puts the repaired `tmp` in place of `file`, keeping the damaged file beside it; returns the summary. */
function replace(file: string, tmp: string, kept: number, quarantined: number, lines: string[]): string {
  const damaged = keepName(file, '.damaged');
  renameSync(file, damaged);
  if (existsSync(`${file}-wal`)) renameSync(`${file}-wal`, `${damaged}-wal`);
  renameSync(tmp, file);
  syncDir(file);
  return [`[host] repaired ${file}: kept ${kept} row(s), ${quarantined} in _quarantine; the damaged file is kept as ${damaged}`, ...lines].join('\n');
}

/**
 * Repairs a store file SQLite cannot open at all (a damaged schema or header): its tables and rows are
 * read from the pages directly (see salvage.ts), every row whose checksum and id hold is kept, in rowid
 * order. Throws when the pages do not hold this host's store (its `_meta` format mark).
 */
export function repairFromPages(file: string, why: string): string {
  const tables = readTables(file);
  const format = tables.get('_meta')?.find(([, v]) => v[0] === 'format')?.[1][1];
  if (format !== META_FORMAT) throw new Error(`${file}: cannot repair, its pages do not hold this host's store (no format mark found); the file was left as it is`);
  const tmp = `${file}.repairing`;
  initStoreFile(tmp);
  const fresh = new SqliteStore(openDatabase(tmp), tmp);
  const source = basename(file);
  const counts = new Map((tables.get('_counts') ?? []).map(([, v]) => [v[0], v[1]]));
  const quarantine: QuarantineEntry[] = [{ table: '(file)', reason: `SQLite could not open the file (${why}); its rows were read from its pages`, source }];
  const lines: string[] = [`  SQLite could not open the file (${why}): read its rows from its pages`];
  let kept = 0;
  try {
    fresh.scan();
    for (const [table, records] of tables) {
      if (!TABLE_NAME.test(table) || table.startsWith('sqlite')) continue;
      const ids = new Set<string>();
      const writes: Kept[] = [];
      for (const [rowid, [id, json, crc]] of records) sortRecord(table, source, [rowid, id, json, crc], ids, writes, quarantine);
      commitKept(fresh, table, writes);
      kept += writes.length;
      const committed = counts.get(table);
      if (committed !== writes.length) {
        const why = typeof committed === 'number' ? `${writes.length} row(s) read back of ${committed} committed` : 'its committed row count is unreadable';
        quarantine.push({ table, reason: `${why}; compare with the damaged file kept beside it`, source });
        lines.push(`  table "${table}": ${why}`);
      }
    }
    fresh.quarantine(quarantine);
  } finally {
    fresh.close();
  }
  return replace(file, tmp, kept, quarantine.length, lines);
}

/** A row kept, with the rowid it had (rows are written back in that order). */
interface Kept { rowid: number; row: Row }

/** Keeps the first intact copy of each id of `table` (in `kept`); every other record goes to `quarantine`. */
function sortRecord(table: string, source: string, [rowid, id, json, crc]: Raw, ids: Set<string>, kept: Kept[], quarantine: QuarantineEntry[]): void {
  const r = verifyRow(id, json, crc);
  if (typeof r !== 'string' && !ids.has(r.id)) {
    ids.add(r.id);
    kept.push({ rowid, row: r });
    return;
  }
  quarantine.push({ table, rowid, id: typeof id === 'string' ? id : undefined, raw: typeof json === 'string' ? json : rawColumns(id, json, crc), reason: typeof r === 'string' ? r : 'duplicate id', source });
}

/** Writes the rows kept as `table`'s, in the order of their old rowids. */
function commitKept(fresh: SqliteStore, table: string, kept: Kept[]): void {
  kept.sort((x, y) => x.rowid - y.rowid);
  fresh.commit(kept.map((w, i) => ({ table, id: w.row.id, row: w.row, seq: i + 1 })));
}

interface TableResult {
  table: string;
  writes: Kept[];
  ids: Set<string>;
  /** Rows read back, intact or not. */
  found: number;
  /** Rows the file says were committed (undefined when that count is unreadable). */
  committed: number | undefined;
}

/**
 * When row counts do not add up, reads the file page by page (see salvage.ts) to undo what a damaged
 * interior page pointer does:
 * - a table with more rows than committed drops those it reached on a page the free list claims (stale
 *   copies, kept in `_quarantine`) or another table claims whose own count holds (they stay there);
 * - then, when exactly one table is short, rows whose checksum and id hold and whose ids the table lacks,
 *   found on leaf pages no b-tree reaches or on the table's own pages (a cell SQLite cannot find by its
 *   key), are kept if they are no more than the rows missing (otherwise they go to `_quarantine` with
 *   their text: they could be stale copies).
 * Returns log lines.
 */
function salvage(file: string, old: ReturnType<typeof openDatabase>, perTable: TableResult[], quarantine: QuarantineEntry[]): string[] {
  const off = (t: TableResult) => t.committed !== undefined && t.found !== t.committed;
  if (!perTable.some(off)) return [];
  const source = basename(file);
  let map: FileMap;
  let rootOf: Map<string, number>;
  try {
    // Pages still in the write-ahead log would make the file's own pages stale: fold them in first.
    const [{ busy, log, checkpointed }] = old.pragma('wal_checkpoint(TRUNCATE)') as { busy: number; log: number; checkpointed: number }[];
    if (busy || log !== checkpointed) throw new Error('the write-ahead log could not be folded in');
    rootOf = new Map((old.prepare('SELECT name, rootpage FROM sqlite_schema').raw().all() as [string, unknown][]).filter((e): e is [string, number] => typeof e[1] === 'number' && e[1] > 0));
    map = mapFile(file, [...rootOf.values()]);
  } catch (e) {
    return [`  the pages of the file could not be read one by one (${(e as Error).message}); rows a damaged page pointer hid were not looked for`];
  }
  const lines: string[] = [];
  const nameOf = new Map([...rootOf].map(([name, root]) => [root, name]));
  for (const t of perTable) {
    if (t.committed === undefined || t.found <= t.committed) continue;
    let dropped = 0;
    for (const r of map.shared.get(rootOf.get(t.table) ?? 0) ?? []) {
      const owner = r.owner === 'free' ? undefined : perTable.find((u) => u.table === nameOf.get(r.owner as number));
      if (r.owner !== 'free' && !(owner && !off(owner))) continue;
      const i = t.writes.findIndex((w) => w.rowid === r.rowid && w.row.id === r.id);
      if (i < 0) continue;
      t.writes.splice(i, 1);
      t.ids.delete(r.id);
      t.found--;
      dropped++;
      if (!owner) quarantine.push({ table: t.table, id: r.id, raw: r.json, reason: 'a stale copy on a free page, reached through a damaged page pointer: not kept', source });
    }
    if (dropped) lines.push(`  table "${t.table}": dropped ${dropped} row(s) a damaged page pointer showed it from a page that is not its own`);
  }
  const short = perTable.filter((t) => t.committed !== undefined && t.found < t.committed);
  if (short.length !== 1) return lines;
  const t = short[0];
  const missing = t.committed! - t.found;
  const found = new Map<string, { rowid: number; row: Row; raw: string }>();
  // Rows on unlinked pages, and rows on the table's own pages that SQLite could not deliver (a damaged cell key).
  for (const o of [...readRows(file, rootOf.get(t.table) ?? 0), ...map.orphans]) {
    const r = verifyRow(o.id, o.json, o.crc);
    if (typeof r !== 'string' && !t.ids.has(r.id) && !found.has(r.id)) found.set(r.id, { rowid: o.rowid, row: r, raw: o.json });
  }
  if (!found.size) return lines;
  if (found.size > missing) {
    for (const f of found.values()) quarantine.push({ table: t.table, id: f.row.id, raw: f.raw, reason: `found reading the pages directly, with ${found.size} such rows for ${missing} missing: not kept (they may be stale copies)`, source });
    return [...lines, `  table "${t.table}": ${found.size} row(s) found reading the pages directly, more than the ${missing} missing; moved to _quarantine`];
  }
  for (const f of found.values()) {
    t.writes.push({ rowid: f.rowid, row: f.row });
    t.ids.add(f.row.id);
  }
  t.found += found.size;
  return [...lines, `  table "${t.table}": recovered ${found.size} row(s) SQLite could not reach, by reading the pages directly`];
}

/** A damaged record's columns as text, for the quarantine (binary as base64). */
function rawColumns(...cols: unknown[]): string {
  return JSON.stringify(cols.map((c) => (Buffer.isBuffer(c) ? { base64: c.toString('base64') } : c)));
}
