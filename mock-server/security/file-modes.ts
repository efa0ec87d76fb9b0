/**
 * Owner-only modes for the data directory (0700) and the files in it (0600). An existing directory that
 * other users may write (they could replace the secret or the data file), or a file they may read or write,
 * is tightened, with a note on stderr; when this user may not change it, the host refuses to start and says
 * how to fix it. A directory others may only list (0755) is left alone: its files are 0600.
 */
import { chmodSync, statSync } from 'node:fs';

const octal = (mode: number) => `0${(mode & 0o777).toString(8)}`;

/** Sets `path` to `mode` when it grants group or others a bit of `mask`. Missing paths are left alone. */
export function tightenMode(path: string, mode: 0o700 | 0o600, mask = 0o077): void {
  let was: number;
  try {
    was = statSync(path).mode;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw e;
  }
  if ((was & mask) === 0) return;
  try {
    chmodSync(path, mode);
  } catch (e) {
    throw new Error(`${path} has mode ${octal(was)}, open to other users on this machine, and cannot be changed by this user (${(e as Error).message}). Fix it with: chmod ${octal(mode).slice(1)} ${path}`);
  }
  console.warn(`[host] ${path} had mode ${octal(was)}, open to other users on this machine; set it to ${octal(mode)}.`);
}
