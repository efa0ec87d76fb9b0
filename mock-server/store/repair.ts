/**
 * --repair: copies every row that reads back intact into a new store file and moves the others to
 * `_quarantine` (with their stored text when it can be read). Where a table cannot be scanned to the
 * end, each rowid is looked up on its own, so one damaged page costs only the rows on it.
 * The damaged file is renamed to `host.sqlite.damaged` (never deleted), then the new file takes its place.
 */
import { existsSync, renameSync } from 'node:fs';
import { basename } from 'node:path';
import { SqliteStore, openDatabase, verifyRow, type QuarantineEntry } from './sqlite-store.js';
import type { Write } from './write-sets.js';
import { keepName } from './ndjson.js';
import { initStoreFile, syncDir } from './open-store.js';

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
    for (const table of tables) {
      const writes: Write[] = [];
      const ids = new Set<string>();
      const seen = new Set<number>();
      const before = quarantine.length;
      const take = ([rowid, id, json, crc]: Raw) => {
        seen.add(rowid);
        const r = verifyRow(id, json, crc);
        const where = { table, rowid, id: typeof id === 'string' ? id : undefined, raw: typeof json === 'string' ? json : rawColumns(id, json, crc), source: basename(file) };
        if (typeof r === 'string') quarantine.push({ ...where, reason: r });
        else if (ids.has(r.id)) quarantine.push({ ...where, reason: 'duplicate id' });
        else {
          ids.add(r.id);
          writes.push({ table, id: r.id, row: r, seq: writes.length + 1 });
        }
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
      const found = writes.length + quarantine.slice(before).filter((q) => q.rowid !== undefined).length;
      const committed = recorded.get(table);
      if (committed !== undefined && committed !== found) {
        const why = found < committed
          ? `${committed - found} row(s) of ${committed} committed cannot be found`
          : `${found - committed} row(s) more than the ${committed} committed were found (a damaged page pointer can expose stale copies)`;
        quarantine.push({ table, reason: `${why}; rows of this table may be missing or outdated, compare with the damaged file kept beside it`, source: basename(file) });
        lines.push(`  table "${table}": ${why}`);
      }
      fresh.commit(writes);
      kept += writes.length;
      if (quarantine.length > before) lines.push(`  table "${table}": ${quarantine.length - before} damaged row(s) moved to _quarantine`);
    }
    try {
      for (const q of oldStore.quarantined()) quarantine.unshift(q);
      for (const [key, value] of old.prepare("SELECT key, value FROM _meta WHERE key <> 'format'").raw().all() as [string, string][]) fresh.setMeta(key, value);
    } catch (e) {
      lines.push(`  the store's own tables were partly unreadable (${(e as Error).message}); earlier quarantine entries may be missing from the new file`);
    }
    fresh.quarantine(quarantine);
  } finally {
    fresh.close();
    old.close();
  }
  const damaged = keepName(file, '.damaged');
  renameSync(file, damaged);
  if (existsSync(`${file}-wal`)) renameSync(`${file}-wal`, `${damaged}-wal`);
  renameSync(tmp, file);
  syncDir(file);
  return [`[host] repaired ${file}: kept ${kept} row(s), ${quarantine.length} in _quarantine; the damaged file is kept as ${damaged}`, ...lines].join('\n');
}

/** A damaged record's columns as text, for the quarantine (binary as base64). */
function rawColumns(...cols: unknown[]): string {
  return JSON.stringify(cols.map((c) => (Buffer.isBuffer(c) ? { base64: c.toString('base64') } : c)));
}
