/**
 * The NDJSON format of exports, which is also the format of the old journal (`journal.ndjson`): one
 * `{"t": table, "id": id, "v": row | null}` per line, later lines overriding earlier ones (`null` deletes).
 * Exports start with a `{"format": …}` line. Files are read and written in chunks, so their size is
 * limited by the disk, not by the longest string the runtime can hold.
 */
import { chmodSync, closeSync, existsSync, fsyncSync, openSync, readSync, renameSync, writeSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Db, Row } from './db.js';
import { TABLE_NAME } from './db.js';
import type { QuarantineEntry, SqliteStore } from './sqlite-store.js';
import type { Write } from './write-sets.js';
import { StoreCorruptError } from './open-store.js';
import { fileSha256, syncDir } from './data-dir.js';

export const EXPORT_FORMAT = 'tinyauth-host-export';
export const JOURNAL_FILE = 'journal.ndjson';

export interface Line {
  no: number;
  text: string;
  /** False only for a last line without its newline (a write cut short). */
  terminated: boolean;
}

/** The lines of a file, read 1 MiB at a time. */
export function* readLines(file: string): Generator<Line> {
  const fd = openSync(file, 'r');
  try {
    const buf = Buffer.allocUnsafe(1 << 20);
    let rest: Buffer<ArrayBufferLike> = Buffer.alloc(0);
    let no = 0;
    for (;;) {
      const n = readSync(fd, buf, 0, buf.length, null);
      if (n === 0) break;
      const chunk = Buffer.concat([rest, buf.subarray(0, n)]);
      let start = 0;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, start)) {
        yield { no: ++no, text: chunk.toString('utf8', start, i), terminated: true };
        start = i + 1;
      }
      rest = Buffer.from(chunk.subarray(start));
    }
    if (rest.length) yield { no: ++no, text: rest.toString('utf8'), terminated: false };
  } finally {
    closeSync(fd);
  }
}

interface Entry {
  t: string;
  id: string;
  v: Row | null;
}

function parseEntry(text: string): Entry | 'header' | string {
  let e: unknown;
  try {
    e = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  if (e === null || typeof e !== 'object' || Array.isArray(e)) return 'not an object';
  const o = e as Record<string, unknown>;
  if (!('t' in o) && typeof o.format === 'string') return 'header';
  if (typeof o.t !== 'string' || !TABLE_NAME.test(o.t)) return `bad table name ${JSON.stringify(o.t ?? null)}`;
  if (typeof o.id !== 'string' || !o.id) return 'id missing';
  if (o.v !== null) {
    if (typeof o.v !== 'object' || Array.isArray(o.v)) return 'row is not an object or null';
    if ((o.v as Row).id !== o.id) return 'row id does not match';
  }
  return { t: o.t, id: o.id, v: o.v as Row | null };
}

export interface ReadResult {
  /** Final state per row, in first-seen order. */
  entries: Map<string, Entry>;
  problems: QuarantineEntry[];
  /** A last line cut short (never acknowledged), skipped. */
  torn: Line | null;
}

export function readEntries(file: string): ReadResult {
  const entries = new Map<string, Entry>();
  const problems: QuarantineEntry[] = [];
  let torn: Line | null = null;
  for (const line of readLines(file)) {
    if (!line.text.trim()) continue;
    const e = parseEntry(line.text);
    if (e === 'header') continue;
    if (typeof e === 'string') {
      if (!line.terminated) {
        torn = line;
        continue;
      }
      let t: unknown, id: unknown;
      try {
        ({ t, id } = JSON.parse(line.text) as { t: unknown; id: unknown });
      } catch {
        // not JSON: pick table and id out of the text if they are still there
        t = /"t"\s*:\s*"([^"\\]*)"/.exec(line.text)?.[1];
        id = /"id"\s*:\s*"([^"\\]*)"/.exec(line.text)?.[1];
      }
      problems.push({ table: typeof t === 'string' ? t : '(unknown)', id: typeof id === 'string' ? id : undefined, raw: line.text, reason: `line ${line.no}: ${e}`, source: `${file}:${line.no}` });
      continue;
    }
    entries.set(`${e.t}\u0000${e.id}`, e);
  }
  return { entries, problems, torn };
}

const tornNote = (file: string, torn: Line | null) =>
  torn ? `[host] ${file}: line ${torn.no} has no newline (a write cut short, never acknowledged); skipped it\n` : '';

/** Next free name `<file><suffix>`, `<file><suffix>.2`, … */
export function keepName(file: string, suffix: string): string {
  let name = `${file}${suffix}`;
  for (let i = 2; existsSync(name); i++) name = `${file}${suffix}.${i}`;
  return name;
}

/**
 * Converts `<dataDir>/journal.ndjson` (the old format) into the store, once: then renames it to
 * `journal.ndjson.converted` (kept, never deleted). Returns whether rows were written.
 */
export function convertJournal(dataDir: string, store: SqliteStore, options: { repair?: boolean }): boolean {
  const journal = join(dataDir, JOURNAL_FILE);
  if (!existsSync(journal)) return false;
  let converted = false;
  if (!store.meta('converted_journal')) {
    const { entries, problems, torn } = readEntries(journal);
    if (problems.length && !options.repair) {
      throw new StoreCorruptError(journal, problems, 'Start once with --repair to convert every other line and keep the damaged ones in the table "_quarantine".', `The old-format journal ${journal} has damaged lines, so it was not converted and the host did not start`);
    }
    let seq = 0;
    const writes: Write[] = [];
    for (const e of entries.values()) if (e.v) writes.push({ table: e.t, id: e.id, row: e.v, seq: ++seq });
    store.commit(writes);
    if (problems.length) store.quarantine(problems);
    store.setMeta('converted_journal', JSON.stringify({ file: journal, rows: writes.length, quarantined: problems.length, at: new Date().toISOString() }));
    process.stderr.write(tornNote(journal, torn));
    if (!writes.length) console.error(`[host] the old journal ${journal} holds no rows`);
    converted = writes.length > 0;
  }
  const kept = keepName(journal, '.converted');
  renameSync(journal, kept);
  chmodSync(kept, 0o600);
  syncDir(journal);
  console.error(`[host] converted the old journal into ${basename(store.file)}; the old file is kept as ${kept}`);
  return converted;
}

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
