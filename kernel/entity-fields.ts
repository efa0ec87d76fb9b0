/**
 * The field-list conversion the entity mapping modules share. A field list names the entity's keys,
 * separated by spaces; each key's wire name is its snake_case form, except that a key ending in `At`
 * is a Date whose wire name ends in `_at_millis` (`signedUpAt` ↔ `signed_up_at_millis`), and
 * `key:wire_name` names the wire key explicitly (`emailAuthEnabled:auth_with_email`).
 */

type Wire = Record<string, unknown>;

const fields = (list: string): [key: string, wire: string][] =>
  list.split(' ').map((f) => {
    const [key, wire] = f.split(':');
    return [key, wire ?? key.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase()) + (key.endsWith('At') ? '_millis' : '')];
  });

/** Wire object → entity: every listed key is present; a missing or null value is null; `…At` values become Dates. */
export function fromWire<T>(list: string, wire: object): T {
  const out: Wire = {};
  for (const [key, name] of fields(list)) {
    const v = (wire as Wire)[name];
    out[key] = v == null ? null : key.endsWith('At') ? new Date(v as number) : v;
  }
  return out as T;
}

/** Entity input → wire body: only the listed keys that are given (not undefined); Dates become milliseconds. */
export function toWire(list: string, input: object): Wire {
  const out: Wire = {};
  for (const [key, name] of fields(list)) {
    const v = (input as Wire)[key];
    if (v !== undefined) out[name] = v instanceof Date ? v.getTime() : v;
  }
  return out;
}
