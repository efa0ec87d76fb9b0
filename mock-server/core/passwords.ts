/**
 * Password hashing for the host: argon2id (@node-rs/argon2) with the host's cost options.
 * Imported hashes (`password_hash`) are what the hosted API accepts: bcrypt in Modular Crypt Format with a
 * cost of at most 16; argon2 PHC strings are kept too, with capped parameters so that one verification
 * stays well under 100 ms. Hashes over the caps are refused on import and never verified. bcrypt checks run
 * on worker threads (bcrypt-pool.ts), never on the main thread.
 */
import { availableParallelism } from 'node:os';
import type { Host } from '../host.js';
import { lazy } from '../lazy.js';
import { bcryptCompare } from './bcrypt-pool.js';

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
/** The highest bcrypt cost the hosted API accepts (2^16 rounds). */
export const MAX_BCRYPT_COST = 16;
/**
 * argon2 caps: memory (KiB) × iterations at most 38912 (the host's own default and OWASP's first
 * recommendation, 19 MiB with t=2), at most 4 lanes. Measured on a busy 2-core machine: 40–70 ms per
 * verification.
 */
export const MAX_ARGON2_WORK = 38_912;
export const MAX_ARGON2_PARALLELISM = 4;
const ARGON2_RE = /^\$argon2(id|i|d)\$v=(16|19)\$m=(\d{1,10}),t=(\d{1,10}),p=(\d{1,3})\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/;

const argon2WithinCaps = (m: number, t: number, p: number) =>
  t >= 1 && p >= 1 && p <= MAX_ARGON2_PARALLELISM && m >= 8 * p && m * t <= MAX_ARGON2_WORK;

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
  if (!stored || !isSupportedPasswordHash(stored)) return false;
  try {
    if (stored.startsWith('$argon2')) return await limited(async () => (await argon2()).verify(stored, password));
    if (BCRYPT_RE.test(stored)) return await bcryptCompare(password, stored);
  } catch {
    return false;
  }
  return false;
}

/** Cheapest argon2id parameters (dev surface: fast users whose password still verifies). */
export const CHEAP_HASH = { memoryCost: 8, timeCost: 1, parallelism: 1 } as const;

/** Throws when the host's own argon2 settings pass the caps (its hashes would then never verify). */
export function assertHashCost(o: { memoryCost: number; timeCost: number; parallelism: number }): void {
  if (!argon2WithinCaps(o.memoryCost, o.timeCost, o.parallelism)) {
    throw new Error(`passwordHash: memoryCost × timeCost must be at most ${MAX_ARGON2_WORK} and parallelism 1–${MAX_ARGON2_PARALLELISM}`);
  }
}

/** True when `h` is a hash the host accepts for `password_hash` (bcrypt MCF cost 4–16, or a capped argon2 PHC string). */
export function isSupportedPasswordHash(h: string): boolean {
  if (BCRYPT_RE.test(h)) {
    const cost = Number(h.slice(4, 6)); // $2b$NN$
    return cost >= 4 && cost <= MAX_BCRYPT_COST;
  }
  const a = ARGON2_RE.exec(h);
  return a !== null && argon2WithinCaps(Number(a[3]), Number(a[4]), Number(a[5]));
}

