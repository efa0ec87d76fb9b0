/**
 * The seal of a cleanly stopped store file: its size and SHA-256, written beside it (`host.sqlite.seal`,
 * 0600) when the host stops and its last commit went through. A file that still matches its seal at the
 * next start is byte for byte the file the host left, whose rows it checked or wrote itself, so the
 * start-up need not check every row again. The seal is taken (removed) at every start: a host that is
 * killed leaves none, and its next start checks every row.
 */
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { fileSha256, syncDir } from './data-dir.js';

const SEAL_FORMAT = 'tinyauth-host-store seal 1';

interface Seal {
  format: string;
  size: number;
  sha256: string;
}

export const sealPath = (file: string) => `${file}.seal`;

/** A write-ahead log with commits in it: the main file alone is not the whole store. */
function walHolds(file: string): boolean {
  try {
    return statSync(`${file}-wal`).size > 0;
  } catch {
    return false;
  }
}

/**
 * Seals the closed store `file`. Best effort: when the seal cannot be written (full disk), the next start
 * checks every row instead. Never seals a file whose write-ahead log still holds commits.
 */
export function writeSeal(file: string): boolean {
  const tmp = `${sealPath(file)}.new`;
  try {
    if (walHolds(file)) return false;
    const seal: Seal = { format: SEAL_FORMAT, size: statSync(file).size, sha256: fileSha256(file) };
    const fd = openSync(tmp, 'w', 0o600);
    try {
      writeSync(fd, JSON.stringify(seal));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, sealPath(file));
    syncDir(file);
    return true;
  } catch {
    rmSync(tmp, { force: true });
    return false;
  }
}

/**
 * Removes the seal of `file` and says whether it held: the file and its size are as sealed, its hash
 * matches, and no write-ahead log holds commits. Call before the file is opened for writing.
 */
export function takeSeal(file: string): boolean {
  const path = sealPath(file);
  if (!existsSync(path)) return false;
  let seal: Partial<Seal> = {};
  try {
    seal = JSON.parse(readFileSync(path, 'utf8')) as Partial<Seal>;
  } catch {
    // an unreadable seal holds nothing
  }
  rmSync(path, { force: true });
  syncDir(file);
  if (seal.format !== SEAL_FORMAT || typeof seal.sha256 !== 'string' || walHolds(file)) return false;
  try {
    return statSync(file).size === seal.size && fileSha256(file) === seal.sha256;
  } catch {
    return false;
  }
}
