/**
 * Password hashing for the host: argon2id (@node-rs/argon2) with the host's cost options.
 * Imported bcrypt hashes (`password_hash` in Modular Crypt Format, API.md §3.9) are verified too.
 */
import { hash, verify } from '@node-rs/argon2';
import type { Host } from '../host';

/** bcrypt in Modular Crypt Format: $2a$/$2b$/$2y$, 2-digit cost, 53 chars of salt+hash. */
export const BCRYPT_RE = /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/;

/** argon2id PHC string for `password` (the default algorithm of @node-rs/argon2 is argon2id). */
export function hashPassword(host: Host, password: string): Promise<string> {
  const { memoryCost, timeCost, parallelism } = host.options.passwordHash;
  return hash(password, { memoryCost, timeCost, parallelism });
}

/** True when `password` matches `stored` (argon2 PHC or bcrypt MCF). Never throws. */
export async function verifyPassword(host: Host, stored: string | null, password: string): Promise<boolean> {
  void host;
  if (!stored) return false;
  try {
    if (stored.startsWith('$argon2')) return await verify(stored, password);
    if (BCRYPT_RE.test(stored)) return await verifyBcrypt(stored, password);
  } catch {
    return false;
  }
  return false;
}

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
