/** Exporting a store to an NDJSON file, and importing one (an export, or an old journal) into it. */
import { closeSync, fsyncSync, openSync, renameSync, writeSync } from 'node:fs';
import type { Db } from './db.js';
import { StoreCorruptError } from './store-corrupt-error.js';
import { EXPORT_FORMAT, readEntries, tornNote } from './ndjson.js';
import { fileSha256, syncDir } from './data-dir.js';

export interface ImportResult {
  rows: number;
  deleted: number;
  quarantined: number;
  /** Set when this very file was imported into this data directory before (nothing done). */
  alreadyImportedAt?: string;
}

/**
 * Imports an export (or an old journal) into `db` in one transaction. A file is imported into a data
 * directory once; importing it again does nothing. Damaged lines stop the import, unless `repair`
 * (then they go to "_quarantine", or are only reported in memory).
 */
export function importFile(db: Db, file: string, options: { repair?: boolean } = {}): ImportResult {
  const store = db.sqlite();
  const key = `imported:${fileSha256(file)}`;
  const before = store?.meta(key);
  if (before) return { rows: 0, deleted: 0, quarantined: 0, alreadyImportedAt: (JSON.parse(before) as { at: string }).at };
  const { entries, problems, torn } = readEntries(file);
  if (problems.length && !options.repair) {
    throw new StoreCorruptError(file, problems, 'With --repair the other lines are imported and the damaged ones kept in the table "_quarantine".', `The import file ${file} has damaged lines, so nothing was imported`);
  }
  let rows = 0;
  let deleted = 0;
  for (const e of entries.values()) {
    if (e.v) {
      db.table(e.t).put(e.v);
      rows++;
    } else if (db.table(e.t).delete(e.id)) deleted++;
  }
  db.flush();
  if (store) {
    if (problems.length) store.quarantine(problems);
    store.setMeta(key, JSON.stringify({ file, at: new Date().toISOString(), rows }));
  }
  process.stderr.write(tornNote(file, torn));
  return { rows, deleted, quarantined: problems.length };
}

/** Writes every row of `db` to `file` (0600), atomically (temporary file, fsync, rename). Returns the row count. */
export function exportFile(db: Db, file: string): number {
  const tmp = `${file}.tmp`;
  const fd = openSync(tmp, 'w', 0o600);
  let rows = 0;
  try {
    let chunk = `${JSON.stringify({ format: EXPORT_FORMAT, version: 1, exported_at: new Date().toISOString() })}\n`;
    for (const name of db.tableNames()) {
      for (const row of db.table(name).rows.values()) {
        chunk += `${JSON.stringify({ t: name, id: row.id, v: row })}\n`;
        rows++;
        if (chunk.length > 1 << 20) {
          writeAll(fd, chunk);
          chunk = '';
        }
      }
    }
    writeAll(fd, chunk);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, file);
  syncDir(file);
  return rows;
}

/** writeSync until every byte is written (it may write fewer than asked). */
function writeAll(fd: number, text: string): void {
  const buf = Buffer.from(text);
  for (let off = 0; off < buf.length; ) off += writeSync(fd, buf, off, buf.length - off);
}
