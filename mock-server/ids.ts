import { randomBytes, randomUUID } from 'node:crypto';

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

// Random bytes come from a refilled pool (one randomBytes call per 4 KiB instead of one per id), read in
// place (no view allocated per id: request ids are made on every response).
let pool = randomBytes(4096);
let used = 0;

/** Lower-case Crockford base32 of fresh random bits: 45 chars = 224 bits (refresh tokens, codes, nonces). */
export function randomBase32(length = 45): string {
  let bytes = pool;
  let at = 0;
  if (length > pool.length) bytes = randomBytes(length);
  else {
    if (used + length > pool.length) {
      bytes = pool = randomBytes(4096);
      used = 0;
    }
    at = used;
    used += length;
  }
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[bytes[at + i] & 31];
  return out;
}

export interface IdGenerator {
  uuid(): string;
  /** 45-char code / refresh token. */
  secret(): string;
}

export const defaultIds: IdGenerator = { uuid: () => randomUUID(), secret: () => randomBase32(45) };

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
