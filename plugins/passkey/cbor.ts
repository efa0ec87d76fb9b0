/**
 * TEST-ONLY: the small subset of CBOR (RFC 8949) a WebAuthn authenticator writes: unsigned and negative
 * integers, byte strings, text strings, arrays and maps (keys in the order given, as authenticators emit
 * canonical CTAP2 order themselves). Used by test-authenticator.ts; never imported by library code.
 */

export type Cbor = number | string | Uint8Array | Cbor[] | CborMap;
/** A map as ordered entries, so integer keys (COSE) and text keys (attestation object) both work. */
export interface CborMap {
  readonly map: readonly (readonly [Cbor, Cbor])[];
}

export const cborMap = (...entries: (readonly [Cbor, Cbor])[]): CborMap => ({ map: entries });

/** Major type `major` with argument `n` (RFC 8949 §3). */
function head(major: number, n: number): number[] {
  const m = major << 5;
  if (n < 24) return [m | n];
  if (n < 0x100) return [m | 24, n];
  if (n < 0x10000) return [m | 25, n >> 8, n & 0xff];
  if (n < 0x1_0000_0000) return [m | 26, (n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
  throw new RangeError('CBOR argument too large for this encoder');
}

function encodeInto(value: Cbor, out: number[]): void {
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) throw new TypeError('only integers are supported');
    out.push(...(value >= 0 ? head(0, value) : head(1, -1 - value)));
  } else if (typeof value === 'string') {
    const bytes = new TextEncoder().encode(value);
    out.push(...head(3, bytes.length), ...bytes);
  } else if (value instanceof Uint8Array) {
    out.push(...head(2, value.length), ...value);
  } else if (Array.isArray(value)) {
    out.push(...head(4, value.length));
    for (const item of value) encodeInto(item, out);
  } else {
    out.push(...head(5, value.map.length));
    for (const [k, v] of value.map) {
      encodeInto(k, out);
      encodeInto(v, out);
    }
  }
}

export function encodeCbor(value: Cbor): Uint8Array {
  const out: number[] = [];
  encodeInto(value, out);
  return Uint8Array.from(out);
}
