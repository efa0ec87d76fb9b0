/**
 * The JWT master secret every per-project signing key derives from. Nobody but this host may know it:
 * whoever has it can mint access tokens and admin tokens offline.
 * - In memory: a fresh random secret per process (tokens die with the process, like the data).
 * - With a data directory: generated on first start and kept in `<dataDir>/secret` (mode 0600), so
 *   sessions survive restarts. A directory other users may write, or a secret file they may read, is tightened (0700, 0600).
 * - `--secret` or the STACK_SERVER_SECRET environment variable override both.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tightenMode } from './file-modes.js';

export const SECRET_FILE = 'secret';
/** Environment variable the CLI reads when `--secret` is not given. */
export const SECRET_ENV = 'STACK_SERVER_SECRET';

/** 32 random bytes, base64url. */
export function randomServerSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Reads `<dataDir>/secret`, creating it (mode 0600, directory 0700) on first start. */
export function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, SECRET_FILE);
  tightenMode(dataDir, 0o700, 0o022);
  tightenMode(file, 0o600);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing) return existing;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomServerSecret();
  // 'wx': never clobber a secret another process wrote in between.
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw e;
  }
  chmodSync(file, 0o600);
  return secret;
}
