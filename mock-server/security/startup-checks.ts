/**
 * Start-up checks of the signing secret (the CLI runs them before creating the host). Whoever knows the
 * secret can mint access and admin tokens offline, so the host refuses a secret that is public or too
 * short to be secret: the development value published with the hosted API's self-hosting docs (from
 * `--secret` or STACK_SERVER_SECRET, or found in the data directory's `secret` file), and a `secret` file
 * shorter than 32 bytes. `--insecure-known-secret` accepts them anyway, with a warning.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PUBLIC_DEV_SECRET } from '../tokens/project-keys.js';
import { SECRET_ENV, SECRET_FILE } from './server-secret.js';
import { tightenMode } from './file-modes.js';

/** The shortest `secret` file accepted (a generated one holds 32 random bytes, 43 characters). */
export const MIN_SECRET_FILE_BYTES = 32;

export interface SecretCheckInput {
  /** From `--secret` or STACK_SERVER_SECRET. */
  secret?: string;
  dataDir?: string;
  insecureKnownSecret: boolean;
}

const FIX = 'pass --insecure-known-secret to use it anyway (only on a machine nobody else can reach)';

/**
 * Throws an Error that says what is wrong and how to fix it; returns the warning to print when
 * `--insecure-known-secret` let a weak secret through (else null).
 */
export function checkSigningSecret(o: SecretCheckInput): string | null {
  let problem: string | null = null;
  if (o.secret !== undefined) {
    if (o.secret.trim() === PUBLIC_DEV_SECRET) {
      problem = `--secret (or ${SECRET_ENV}) is the publicly known development secret: anyone can forge access and admin tokens for this host with it. Leave it out (the host then uses a random secret, or the one it keeps in DIR/${SECRET_FILE}), or ${FIX}.`;
    }
  } else if (o.dataDir !== undefined) {
    const file = join(o.dataDir, SECRET_FILE);
    tightenMode(file, 0o600);
    let stored: string | null = null;
    try {
      stored = readFileSync(file, 'utf8').trim();
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    }
    if (stored === PUBLIC_DEV_SECRET) {
      problem = `${file} holds the publicly known development secret: anyone can forge access and admin tokens for this host with it. Delete the file (a random secret is generated in its place, and existing sessions end), or ${FIX}.`;
    } else if (stored !== null && Buffer.byteLength(stored) < MIN_SECRET_FILE_BYTES) {
      problem = `${file} holds a secret of ${Buffer.byteLength(stored)} bytes, too short to be secret (at least ${MIN_SECRET_FILE_BYTES}): tokens signed with it can be forged. Delete the file (a random secret is generated in its place, and existing sessions end), or ${FIX}.`;
    }
  }
  if (problem === null) return null;
  if (!o.insecureKnownSecret) throw new Error(`[host] refusing to start: ${problem}`);
  return `[host] WARNING (--insecure-known-secret): ${problem.split(':')[0]}; anyone who knows it can forge tokens for this host.`;
}
