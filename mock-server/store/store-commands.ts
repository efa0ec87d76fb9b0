/**
 * The CLI's store commands: --export FILE (write every row of the data directory to FILE, then exit) and
 * --import FILE (load an export, or an old-format journal, before serving; into a data directory only once).
 */
import { Db } from './db.js';
import { exportFile, importFile } from './import-export.js';

/** Exports `dataDir` to `file`; returns the line to print. */
export function exportDataDir(dataDir: string | undefined, file: string, repair = false): string {
  if (!dataDir) throw new Error('--export needs --data-dir DIR (the in-memory store starts empty, so there is nothing to export)');
  const db = new Db(dataDir, { repair });
  db.open();
  try {
    const rows = exportFile(db, file);
    return `exported ${rows} row(s) from ${dataDir} to ${file}`;
  } finally {
    db.close();
  }
}

/** Imports `file` into the host's store; returns the line to print. */
export function importIntoDb(db: Db, file: string, repair = false): string {
  const r = importFile(db, file, { repair });
  if (r.alreadyImportedAt) return `${file} was imported into ${db.dataDir} at ${r.alreadyImportedAt}; not imported again`;
  return `imported ${r.rows} row(s)${r.deleted ? `, deleted ${r.deleted}` : ''}${r.quarantined ? `, ${r.quarantined} damaged line(s) kept in _quarantine` : ''} from ${file}`;
}
