/**
 * The data directory: created owner-only (0700). Every file the host writes in it is 0600 (the store
 * file and its WAL, exports, the JWT secret). An existing directory keeps its mode: it may be shared.
 */
import { mkdirSync } from 'node:fs';

export function ensureDataDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
}
