/**
 * Request validation with yup 1.x, through field helpers built like the hosted API's schema fields, so
 * SCHEMA_ERROR texts are yup's own messages. Every failure is collected (not fail-fast); paths look like
 * `body.email`, `query.limit`, `params.user_id`, `body.config.domains[0].domain`.
 *
 * Conventions of the hosted API's fields:
 * - every field is required (`must be defined`) unless `.optional()`, and never null unless `.nullable()`;
 * - strings are not coerced from other types (`3` is a type error); numbers and booleans are (query values);
 * - objects reject unknown keys (`body contains unknown properties: a, b`) after their fields' errors;
 * - `nonEmpty` (`must not be empty`) is separate from `defined`;
 * - URLs are anything `new URL` accepts (`is not a valid URL`).
 */
import * as yup from 'yup';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyYup = yup.Schema<any, any, any, any>;

export interface Ctx {
  /** Current user id, for `me` substitution; null when signed out. */
  userId: string | null;
  issues: string[];
  /** Set when `me` was used without a user (CANNOT_GET_OWN_USER_WITHOUT_USER wins over SCHEMA_ERROR). */
  meWithoutUser?: boolean;
}

/** Validation context handed to yup (the `me` rule reads and writes it). */
interface YupContext {
  ctx: Ctx;
  /** Paths (relative to the validated value) whose `me` becomes the current user's id. */
  mePaths: string[];
}

/** A yup schema with the output type our handlers see. */
export class Schema<T> {
  constructor(readonly yup: AnyYup) {}

  optional(): Schema<T | undefined> {
    return new Schema(this.yup.optional());
  }

  nullable(): Schema<T | null> {
    return new Schema(this.yup.nullable());
  }

  /** Adds a yup test; `message` is used as given (no path in front unless it contains `${path}`). */
  test(name: string, message: string, ok: (value: T) => boolean): Schema<T> {
    return new Schema(this.yup.test(name, message, (v) => v == null || ok(v as T)));
  }

  /** Returns the (cast) value; pushes messages to ctx.issues on failure. */
  parse(value: unknown, path: string, ctx: Ctx): T {
    const context: YupContext = { ctx, mePaths: [] };
    const options = { abortEarly: false, context, path } as yup.ValidateOptions<YupContext>;
    let out: unknown;
    try {
      out = this.yup.validateSync(value, options);
    } catch (e) {
      if (!(e instanceof yup.ValidationError)) throw e;
      ctx.issues.push(...e.errors);
      return value as T;
    }
    for (const p of context.mePaths) out = replaceAt(out, relativePath(p, path), ctx.userId);
    return out as T;
  }
}

const relativePath = (full: string, root: string) => (full === root ? '' : full.startsWith(`${root}.`) ? full.slice(root.length + 1) : full.startsWith(`${root}[`) ? full.slice(root.length) : full);

/** Sets `value` at a yup path (`a.b[0].c`) inside `root`, returning the new root. */
function replaceAt(root: unknown, path: string, value: unknown): unknown {
  if (path === '') return value;
  const segs = [...path.matchAll(/\[(\d+)\]|\.?([^.[\]]+)/g)].map((m) => (m[1] !== undefined ? Number(m[1]) : m[2]!));
  let it = root as Record<string | number, unknown>;
  for (const s of segs.slice(0, -1)) it = it[s] as Record<string | number, unknown>;
  it[segs[segs.length - 1]!] = value;
  return root;
}

const wrap = <T>(s: AnyYup): Schema<T> => new Schema<T>(s.defined());

export interface StringOpts {
  min?: number;
  max?: number;
  length?: number;
}

/** A string (never coerced from another type). */
export function string(opts: StringOpts = {}): Schema<string> {
  let s = yup.string().strict();
  if (opts.length !== undefined) s = s.length(opts.length);
  if (opts.min !== undefined) s = s.min(opts.min);
  if (opts.max !== undefined) s = s.max(opts.max);
  return wrap(s);
}

/** A string that may be absent but is never `""` when given. */
export const nonEmpty = (opts: StringOpts = {}) => new Schema<string>(string(opts).yup.test('non-empty', ({ path }) => `${path} must not be empty`, (v) => v !== ''));

/** The longest e-mail address accepted anywhere (the practical limit of an address, from SMTP's path limit). */
export const MAX_EMAIL_LENGTH = 254;

/**
 * An e-mail address of at most 254 characters; `strict` adds the hosted sign-in rule (a dot and two
 * characters after the last dot).
 */
export function email(strict = false): Schema<string> {
  let s = yup.string().strict().max(MAX_EMAIL_LENGTH).email();
  if (strict) s = s.matches(/^.*@.*\.[^.][^.]+$/);
  return wrap(s);
}

/** Anything the WHATWG URL parser accepts (yup's own URL rule rejects `http://localhost`). */
export const url = (opts: StringOpts = {}) =>
  new Schema<string>(string(opts).yup.test('url', ({ path }) => `${path} is not a valid URL`, (v) => v == null || URL.canParse(v as string)));

export const uuid = () => wrap<string>(yup.string().strict().uuid());

/** A verification code: exactly 45 characters, compared lower-cased. */
export const code = () => string({ length: 45 });

export const base64 = () =>
  new Schema<string>(string().yup.test('is-base64', ({ path }) => `${path} is not valid base64`, (v) => v == null || (/^[A-Za-z0-9+/]*={0,2}$/.test(v as string) && (v as string).length % 4 === 0)));

/** "user id or `me`": `me` becomes the current user's id; without a user, CANNOT_GET_OWN_USER_WITHOUT_USER. */
export function userIdOrMe(): Schema<string> {
  return wrap(
    yup.string().strict().test('uuid-or-me', ({ path }) => `${path} must be a valid UUID`, (v, test) => {
      if (v !== 'me') return v == null || uuidSchema.isValidSync(v);
      const c = test.options.context as YupContext | undefined;
      if (!c?.ctx.userId) {
        if (c) c.ctx.meWithoutUser = true;
        return true;
      }
      c.mePaths.push(test.path);
      return true;
    }),
  );
}
const uuidSchema = yup.string().strict().uuid();

export function oneOf<const T extends readonly string[]>(values: T): Schema<T[number]> {
  return wrap(yup.string().strict().oneOf(values));
}

export const boolean = () => wrap<boolean>(yup.boolean());

export interface NumberOpts { min?: number; max?: number; integer?: boolean }

/** A number; strings (query values) are cast, so `"abc"` reports `NaN (cast from the value "abc")`. */
export function number(opts: NumberOpts = {}): Schema<number> {
  let s = yup.number();
  if (opts.integer) s = s.integer();
  if (opts.min !== undefined) s = s.min(opts.min);
  if (opts.max !== undefined) s = s.max(opts.max);
  return wrap(s);
}

/** Any JSON value including null (still required unless optional). */
export const json = () => new Schema<unknown>(yup.mixed().nullable().defined());

export function array<T>(item: Schema<T>): Schema<T[]> {
  return wrap(yup.array(item.yup));
}

type Shape = Record<string, Schema<unknown>>;
export type Infer<S> = S extends Schema<infer T> ? T : never;
type ObjectOut<S extends Shape> = { [K in keyof S]: Infer<S[K]> };

/**
 * An object of `shape`; unknown keys are rejected unless `allowUnknown` (then kept as given). With
 * `repeatUnknown` the unknown-properties line is printed twice, as the hosted API's create routes
 * (`POST /users`, `POST /teams`) print it.
 */
export function object<S extends Shape>(shape: S, opts: { allowUnknown?: boolean; repeatUnknown?: boolean } = {}): Schema<ObjectOut<S>> {
  const fields = Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, s.yup]));
  // yup looks fields up on a plain object: keys like `constructor` would find Object.prototype's members.
  const inherited = (k: string) => !Object.hasOwn(shape, k) && k in Object.prototype;
  const dropInherited = (v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).some(inherited) ? Object.fromEntries(Object.entries(v).filter(([k]) => !inherited(k))) : v;
  let s: AnyYup = yup.object(fields).transform(dropInherited).default(undefined);
  const noUnknown = (name: string) =>
    s.test(name, ({ path }) => `${path} contains unknown properties`, (value, test) => {
      const given = test.originalValue !== null && typeof test.originalValue === 'object' ? test.originalValue : value;
      const unknown = Object.keys(given ?? {}).filter((k) => !Object.hasOwn(shape, k));
      return unknown.length === 0 || test.createError({ message: `${test.path} contains unknown properties: ${unknown.join(', ')}` });
    });
  if (!opts.allowUnknown) s = noUnknown('no-unknown-object-properties');
  if (!opts.allowUnknown && opts.repeatUnknown) s = noUnknown('no-unknown-object-properties-again');
  return wrap(s);
}

/** An empty object schema (routes that take `{}`). */
export const empty = () => object({});

/** A boolean that only accepts `value` (`revoked: true`). */
export const onlyBoolean = (value: boolean) => wrap<boolean>(yup.boolean().oneOf([value]));

/** A boolean that must be false (`legacy_global_jwt_signing`): yup's `isFalse` (`… field must be false`). */
export const falseOnly = () => wrap<boolean>(yup.boolean().isFalse());

/** `base` with `then` applied when the sibling fields equal `when`, otherwise optional. */
function whenSiblings<T>(base: Schema<T>, when: Record<string, unknown>, then: (s: AnyYup) => AnyYup): Schema<T | undefined> {
  const keys = Object.keys(when);
  return new Schema(
    base.yup.optional().when(keys, {
      is: (...values: unknown[]) => keys.every((k, i) => when[k] === values[i]),
      then,
      otherwise: (s: AnyYup) => s.optional(),
    }),
  );
}

/** Defined and non-empty when the sibling fields equal `when`, otherwise optional (hosted `yupDefinedAndNonEmptyWhen`). */
export const definedAndNonEmptyWhen = <T>(base: Schema<T>, when: Record<string, unknown>): Schema<T | undefined> =>
  whenSiblings(base, when, (s) => s.defined().test('non-empty', ({ path }: { path: string }) => `${path} must not be empty`, (v: unknown) => v !== ''));

/** Defined when the sibling fields equal `when`, otherwise optional (hosted `yupDefinedWhen`). */
export const definedWhen = <T>(base: Schema<T>, when: Record<string, unknown>): Schema<T | undefined> => whenSiblings(base, when, (s) => s.defined());

/** Any value but null; optional (`body.content cannot be null`). */
export const notNull = () => new Schema<unknown>(yup.mixed().nonNullable().optional());

/** A handler path: must start with `/` (the hosted rule also fails a missing value with this text). */
export const handlerPath = () =>
  new Schema<string>(string().yup.test('is-handler-path', 'Handler path must start with /', (v) => typeof v === 'string' && v.startsWith('/')));
