/**
 * A tiny request validator whose messages follow the hosted API's yup 1.x texts (API.md §1.6).
 * Every failure is collected (not fail-fast); paths look like `body.email`, `query.limit`, `params.user_id`.
 */
import { UUID_RE } from '../ids.js';

export interface Ctx {
  /** Current user id, for `me` substitution; null when signed out. */
  userId: string | null;
  issues: string[];
  /** Set when `me` was used without a user (CANNOT_GET_OWN_USER_WITHOUT_USER wins over SCHEMA_ERROR). */
  meWithoutUser?: boolean;
}

export interface Schema<T> {
  readonly isOptional: boolean;
  /** Returns the (possibly transformed) value; pushes messages to ctx.issues on failure. */
  parse(value: unknown, path: string, ctx: Ctx): T;
  optional(): Schema<T | undefined>;
  nullable(): Schema<T | null>;
}

type Check<T> = (value: unknown, path: string, ctx: Ctx) => T;

// yup 1.x printValue: simple values inline (strings quoted without escaping), others as 2-space JSON.
function printSimple(v: unknown, quote: boolean): string | null {
  if (v == null || v === true || v === false) return String(v);
  if (typeof v === 'number') return Object.is(v, -0) ? '-0' : String(v);
  if (typeof v === 'string') return quote ? `"${v}"` : v;
  return null;
}
function printValue(v: unknown, quote = true): string {
  const simple = printSimple(v, quote);
  if (simple !== null) return simple;
  return JSON.stringify(v, function (this: Record<string, unknown>, key, value) {
    return printSimple(this[key], quote) ?? value;
  }, 2);
}

/** yup's typeError text; `original` differs from `value` when a cast happened (e.g. "abc" → NaN). */
const typeError = (path: string, type: string, v: unknown, original: unknown = v) =>
  `${path} must be a \`${type}\` type, but the final value was: \`${printValue(v)}\`` +
  (original != null && !Object.is(original, v) ? ` (cast from the value \`${printValue(original)}\`).` : '.');

function make<T>(check: Check<T>, optional = false, nullable = false): Schema<T> {
  return {
    isOptional: optional,
    parse(value, path, ctx) {
      if (value === undefined) {
        if (!optional) ctx.issues.push(`${path} must be defined`);
        return undefined as T;
      }
      if (value === null) {
        if (!nullable) ctx.issues.push(`${path} cannot be null`);
        return null as T;
      }
      return check(value, path, ctx);
    },
    optional: () => make<T | undefined>(check, true, nullable),
    nullable: () => make<T | null>(check, optional, true),
  };
}

export interface StringOpts {
  min?: number;
  max?: number;
  length?: number;
  /** Applied after the type check; return an error suffix ("must be a valid email") or null. */
  test?: (s: string) => string | null;
  /** Query/form values arrive as strings; numbers are not coerced for body strings. */
}

export function string(opts: StringOpts = {}): Schema<string> {
  return make((v, path, ctx) => {
    if (typeof v !== 'string') {
      ctx.issues.push(typeError(path, 'string', v));
      return v as string;
    }
    const len = [...v].length;
    if (opts.length !== undefined && len !== opts.length) ctx.issues.push(`${path} must be exactly ${opts.length} characters`);
    if (opts.min !== undefined && len < opts.min) ctx.issues.push(`${path} must be at least ${opts.min} characters`);
    if (opts.max !== undefined && len > opts.max) ctx.issues.push(`${path} must be at most ${opts.max} characters`);
    const err = opts.test?.(v);
    if (err) ctx.issues.push(`${path} ${err}`);
    return v;
  });
}

// yup's email regex (WHATWG-style), as used by the hosted API's schema.
const EMAIL_RE =
  /^[a-zA-Z0-9.!#$%&'*+\/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
const STRICT_EMAIL_RE = /^.*@.*\.[^.][^.]+$/;

export const email = (strict = false) =>
  string({ test: (s) => (!EMAIL_RE.test(s) || (strict && !STRICT_EMAIL_RE.test(s)) ? 'must be a valid email' : null) });

export const url = () =>
  string({ test: (s) => (URL.canParse(s) ? null : 'is not a valid URL') });

export const uuid = () => string({ test: (s) => (UUID_RE.test(s) ? null : 'must be a valid UUID') });

/** A verification code: exactly 45 characters, compared lower-cased. */
export const code = () => string({ length: 45 });

export const base64 = () =>
  string({ test: (s) => (/^[A-Za-z0-9+/]*={0,2}$/.test(s) && s.length % 4 === 0 ? null : 'is not valid base64') });

/** "user id or `me`": `me` becomes the current user's id (API.md §1.4). */
export function userIdOrMe(): Schema<string> {
  const inner = uuid();
  return make((v, path, ctx) => {
    if (v === 'me') {
      if (ctx.userId) return ctx.userId;
      ctx.meWithoutUser = true;
      return v;
    }
    return inner.parse(v, path, ctx);
  });
}

export function oneOf<const T extends readonly string[]>(values: T): Schema<T[number]> {
  return make((v, path, ctx) => {
    if (!values.includes(v as string)) ctx.issues.push(`${path} must be one of the following values: ${values.join(', ')}`);
    return v as T[number];
  });
}

export function boolean(): Schema<boolean> {
  return make((v, path, ctx) => {
    if (v === 'true' || v === true) return true;
    if (v === 'false' || v === false) return false;
    ctx.issues.push(typeError(path, 'boolean', v));
    return false;
  });
}

export interface NumberOpts { min?: number; max?: number; integer?: boolean }

export function number(opts: NumberOpts = {}): Schema<number> {
  return make((v, path, ctx) => {
    // yup casts strings (whitespace removed) and anything else non-numeric to NaN.
    const n = typeof v === 'number' ? v : typeof v === 'string' ? (v.replace(/\s/g, '') === '' ? NaN : Number(v.replace(/\s/g, ''))) : NaN;
    if (Number.isNaN(n)) {
      ctx.issues.push(typeError(path, 'number', NaN, v));
      return NaN;
    }
    if (opts.integer && !Number.isInteger(n)) ctx.issues.push(`${path} must be an integer`);
    if (opts.min !== undefined && n < opts.min) ctx.issues.push(`${path} must be greater than or equal to ${opts.min}`);
    if (opts.max !== undefined && n > opts.max) ctx.issues.push(`${path} must be less than or equal to ${opts.max}`);
    return n;
  });
}

/** Any JSON value including null. */
export function json(): Schema<unknown> {
  return make((v) => v, false, true);
}

export function array<T>(item: Schema<T>): Schema<T[]> {
  return make((v, path, ctx) => {
    if (!Array.isArray(v)) {
      ctx.issues.push(typeError(path, 'array', v));
      return [];
    }
    return v.map((x, i) => item.parse(x, `${path}[${i}]`, ctx));
  });
}

type Shape = Record<string, Schema<unknown>>;
export type Infer<S> = S extends Schema<infer T> ? T : never;
type ObjectOut<S extends Shape> = { [K in keyof S]: Infer<S[K]> };

/** With `allowUnknown`, unknown keys are kept in the output as given. */
export function object<S extends Shape>(shape: S, opts: { allowUnknown?: boolean } = {}): Schema<ObjectOut<S>> {
  return make((v, path, ctx) => {
    if (typeof v !== 'object' || Array.isArray(v)) {
      ctx.issues.push(typeError(path, 'object', v));
      return {} as ObjectOut<S>;
    }
    const input = v as Record<string, unknown>;
    const unknown = Object.keys(input).filter((k) => !Object.hasOwn(shape, k));
    const out: Record<string, unknown> = {};
    if (opts.allowUnknown) for (const k of unknown) out[k] = input[k];
    for (const [k, s] of Object.entries(shape)) {
      const parsed = s.parse(Object.hasOwn(input, k) ? input[k] : undefined, `${path}.${k}`, ctx);
      if (parsed !== undefined) out[k] = parsed;
    }
    // yup reports field errors before the object's own (unknown-properties) test.
    if (unknown.length && !opts.allowUnknown) ctx.issues.push(`${path} contains unknown properties: ${unknown.join(', ')}`);
    return out as ObjectOut<S>;
  });
}

/** An empty object schema (routes that take `{}`). */
export const empty = () => object({});

/** A boolean that only accepts `value` (e.g. `revoked: true`, `legacy_global_jwt_signing: false`). */
export function onlyBoolean(value: boolean): Schema<boolean> {
  const b = boolean();
  return make((v, path, ctx) => {
    const out = b.parse(v, path, ctx);
    if (out !== value && (v === true || v === false || v === 'true' || v === 'false')) ctx.issues.push(`${path} must be one of the following values: ${value}`);
    return out;
  });
}
