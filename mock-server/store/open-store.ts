/**
 * Opening a data directory: create it (0700) and the store file (0600) on first start, convert an
 * old-format journal, check the file (PRAGMA quick_check, then every row's checksum, or the seal the last
 * clean stop left: see seal.ts) and refuse to start on damage unless asked to repair.
 */
import { closeSync, existsSync, fsyncSync, openSync, renameSync, statSync, chmodSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDataDir, syncDir } from './data-dir.js';
import { META_FORMAT, type Problem } from './row-format.js';
import { SqliteStore, initStoreFile, openDatabase } from './sqlite-store.js';
import { StoreCorruptError } from './store-corrupt-error.js';
import { convertJournal } from './journal.js';
import { repairFile, repairFromPages } from './repair.js';
import { quickCheck } from './check-rows.js';
import { takeSeal } from './seal.js';

export const STORE_FILE = 'host.sqlite';

/** Creates an empty store file atomically: built under a temporary name (0600), then renamed. */
function createStoreFile(file: string): void {
  const tmp = `${file}.new`;
  initStoreFile(tmp);
  const fd = openSync(tmp, 'r');
  fsyncSync(fd);
  closeSync(fd);
  renameSync(tmp, file);
  syncDir(file);
}

function open(file: string): SqliteStore {
  let db;
  try {
    db = openDatabase(file);
  } catch (e) {
    const msg = (e as Error).message;
    if (/locked|busy/i.test(msg)) throw new Error(`The data file ${file} is in use by another process (another host on the same --data-dir?): ${msg}`);
    throw new StoreCorruptError(file, [{ table: '(file)', reason: msg }], 'SQLite cannot open it. Start once with --repair to rebuild it from the rows its pages still hold (the damaged file is kept beside it), or move it away (keep it) to start with an empty data directory.', undefined, true);
  }
  const store = new SqliteStore(db, file);
  let format: string | undefined;
  try {
    format = store.meta('format');
  } catch (e) {
    if (/no such table/.test((e as Error).message)) format = undefined;
    else {
      store.close();
      throw new StoreCorruptError(file, [{ table: '_meta', reason: (e as Error).message }], 'Its own bookkeeping is unreadable; move the file away (keep it) to start with an empty data directory.');
    }
  }
  if (format !== META_FORMAT) {
    store.close();
    throw new StoreCorruptError(file, [{ table: '_meta', reason: `format is ${JSON.stringify(format ?? null)}, expected ${JSON.stringify(META_FORMAT)}` }], 'This file was not written by this host; move it away (keep it) to start with an empty data directory.');
  }
  return store;
}

/** Opens the store of `dataDir`, creating, converting or repairing it as needed. Logs what it did to stderr. */
export function openSqliteStore(dataDir: string, options: { repair?: boolean } = {}): SqliteStore {
  ensureDataDir(dataDir);
  const file = join(dataDir, STORE_FILE);
  if (!existsSync(file)) createStoreFile(file);
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  // Taken (removed) before the file is opened for writing; a repair checks every row anyway.
  const sealed = takeSeal(file) && !options.repair;
  let store: SqliteStore;
  try {
    store = open(file);
  } catch (e) {
    if (!options.repair || !(e instanceof StoreCorruptError) || !e.unopenable) throw e;
    console.error(repairFromPages(file, e.problems[0]?.reason ?? 'unknown'));
    store = open(file);
  }
  let problems = check(store, file, sealed);
  if (problems.length) {
    store.close();
    if (!options.repair) throw new StoreCorruptError(file, problems);
    console.error(repairFile(file));
    store = open(file);
    problems = check(store, file, false);
    if (problems.length) {
      store.close();
      throw new StoreCorruptError(file, problems, 'Repair did not leave a clean file; the damaged originals are kept beside it.');
    }
  }
  try {
    if (convertJournal(dataDir, store, options) && store.scan().length) throw new Error(`${file}: rows converted from the old journal do not read back`);
    store.db.pragma('mmap_size = 0');
  } catch (e) {
    store.close();
    throw e;
  }
  return store;
}

/**
 * The start-up check: PRAGMA quick_check, then every row (see checkRows), unless the file is `sealed`
 * (byte for byte as the last clean stop left it). They read every page once: through a memory map that is
 * much faster than a read() per page. The map is dropped again before the host serves (an I/O error on a
 * mapped page would be a signal, not an error a request can answer).
 */
function check(store: SqliteStore, file: string, sealed: boolean): Problem[] {
  try {
    store.db.pragma(`mmap_size = ${statSync(file).size + (1 << 20)}`);
  } catch {
    // no memory map: the scan reads page by page
  }
  if (!sealed) return store.scan();
  const problems = quickCheck(store.db);
  if (problems.length) return problems;
  store.skipScan();
  return [];
}
