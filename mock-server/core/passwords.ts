/**
 * Password hashing for the host: argon2id (@node-rs/argon2) with the host's cost options.
 * Imported bcrypt hashes (`password_hash` in Modular Crypt Format, API.md §3.9) are verified too.
 */
import { availableParallelism } from 'node:os';
import type { Host } from '../host.js';
import { lazy } from '../lazy.js';

/** Loaded on first use, so the host starts without the native module. */
const argon2 = lazy(() => import('@node-rs/argon2'));

/**
 * At most one memory-hard hash per core at a time. More in flight only thrash the caches: measured on
 * 2 cores, 2 at once give 224 verifications/s, 4 or 8 at once 185/s. Queued callers wait their turn.
 */
const slots = availableParallelism();
let running = 0;
const waiting: (() => void)[] = [];
async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** bcrypt in Modular Crypt Format: $2a$/$2b$/$2y$, 2-digit cost, 53 chars of salt+hash. */
export const BCRYPT_RE = /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/;

/** argon2id PHC string for `password` (the default algorithm of @node-rs/argon2 is argon2id). */
export function hashPassword(host: Host, password: string): Promise<string> {
  const { memoryCost, timeCost, parallelism } = host.options.passwordHash;
  return limited(() => argon2().then((a) => a.hash(password, { memoryCost, timeCost, parallelism })));
}

/** argon2id with the cheapest parameters (dev surface only): verifiable like any other hash. */
export function hashPasswordCheap(password: string): Promise<string> {
  return argon2().then((a) => a.hash(password, CHEAP_HASH));
}

/** True when `password` matches `stored` (argon2 PHC or bcrypt MCF). Never throws. */
export async function verifyPassword(host: Host, stored: string | null, password: string): Promise<boolean> {
  void host;
  if (!stored) return false;
  try {
    if (stored.startsWith('$argon2')) return await limited(async () => (await argon2()).verify(stored, password));
    if (BCRYPT_RE.test(stored)) return await verifyBcrypt(stored, password);
  } catch {
    return false;
  }
  return false;
}

/** Cheapest argon2id parameters (dev surface: fast users whose password still verifies). */
export const CHEAP_HASH = { memoryCost: 8, timeCost: 1, parallelism: 1 } as const;

/** True when `h` is a hash the host accepts for `password_hash` (bcrypt MCF, or an argon2 PHC string). */
export function isSupportedPasswordHash(h: string): boolean {
  return BCRYPT_RE.test(h) || /^\$argon2(id|i|d)\$v=\d+\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/.test(h);
}

type BcryptLib = { compare(data: string, encrypted: string): Promise<boolean> };
let bcrypt: Promise<BcryptLib | null> | undefined;

/** bcrypt comes with the vendor SDK's dependency tree (dev); without it bcrypt hashes never match. */
async function verifyBcrypt(stored: string, password: string): Promise<boolean> {
  bcrypt ??= import('bcrypt' as string).then((m: { default?: BcryptLib } & BcryptLib) => m.default ?? m).catch(() => null);
  const lib = await bcrypt;
  return lib ? lib.compare(password, stored) : false;
}
