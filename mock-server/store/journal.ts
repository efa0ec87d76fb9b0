/** The old journal (`journal.ndjson`, the NDJSON format of exports): converted into the store once, at start. */
import { chmodSync, existsSync, renameSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { SqliteStore } from './sqlite-store.js';
import type { Write } from './write-sets.js';
import { StoreCorruptError } from './store-corrupt-error.js';
import { JOURNAL_FILE, readEntries, tornNote } from './ndjson.js';
import { keepName, syncDir } from './data-dir.js';

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
