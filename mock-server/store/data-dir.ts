/**
 * The data directory: created owner-only (0700). Every file the host writes in it is 0600 (the store
 * file and its WAL, exports, the JWT secret). An existing directory keeps its mode: it may be shared.
 */
import { closeSync, fsyncSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';

export function ensureDataDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/** Makes a rename or removal in the directory of `file` durable (fsync of the directory). */
export function syncDir(file: string): void {
  try {
    const fd = openSync(join(file, '..'), 'r');
    fsyncSync(fd);
    closeSync(fd);
  } catch {
    // not every file system lets a directory be fsync'd
  }
}
