/**
 * The data directory: created owner-only (0700). Every file the host writes in it is 0600 (the store
 * file and its WAL, exports, the JWT secret). An existing directory that other users may write is tightened to 0700.
 */
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { tightenMode } from '../security/file-modes.js';

export function ensureDataDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  tightenMode(dir, 0o700, 0o022);
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

/** SHA-256 of a file (hex), read in 4 MiB slices. */
export function fileSha256(file: string): string {
  const fd = openSync(file, 'r');
  try {
    const buf = Buffer.allocUnsafe(4 << 20);
    const hash = createHash('sha256');
    for (let n; (n = readSync(fd, buf, 0, buf.length, null)) > 0; ) hash.update(n === buf.length ? buf : buf.subarray(0, n));
    return hash.digest('hex');
  } finally {
    closeSync(fd);
  }
}

/** Next free name `<file><suffix>`, `<file><suffix>.2`, … */
export function keepName(file: string, suffix: string): string {
  let name = `${file}${suffix}`;
  for (let i = 2; existsSync(name); i++) name = `${file}${suffix}.${i}`;
  return name;
}
