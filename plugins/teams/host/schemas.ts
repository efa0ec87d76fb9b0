/**
 * Request fields specific to teams: permission ids (with the hosted API's verbatim yup messages), the
 * client-only base64 image rule and the "server-only field from a client" SCHEMA_ERROR.
 */
import { knownError, textError } from '../../../mock-server/http/api-error.js';
import { Schema, string } from '../../../mock-server/http/schema.js';
import { isSystemPermission } from './resolve-permissions.js';

/** A custom id or one of the five system ids (any other `$…` → `Invalid system permission`). */
export const permissionId = () =>
  new Schema<string>(
    string()
      .yup.test('matches', 'Only lowercase letters, numbers, ":", "_" and optional "$" at the beginning are allowed', (v) => v == null || /^\$?[a-z0-9_:]+$/.test(v as string))
      .test('is-system-permission', 'System permissions must start with a dollar sign', (v, t) =>
        typeof v === 'string' && v.startsWith('$') && !isSystemPermission(v) ? t.createError({ message: 'Invalid system permission' }) : true,
      ),
  );

/** A definition id: custom only. */
export const customPermissionId = () =>
  string().test('matches', 'Only lowercase letters, numbers, ":", "_" are allowed', (s) => /^[a-z0-9_:]+$/.test(s));

const IMAGE_PREFIX = /^data:image\/(png|jpg|jpeg|gif|bmp|webp);base64,/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Client writes of profile_image_url must be base64 image data (`data:image/…;base64,` prefix optional). */
export function assertBase64Image(url: string | null | undefined): void {
  if (url == null || url === '') return;
  const m = IMAGE_PREFIX.exec(url);
  const data = m ? url.slice(m[0].length) : url;
  if (!BASE64.test(data) || data.length % 4 !== 0) throw textError(400, 'Invalid profile image URL');
}

/**
 * SCHEMA_ERROR for body fields a client may not send (the server accepts them). A create (POST) prints the line
 * twice, as the hosted API does.
 */
export function rejectServerOnly(req: Request, body: object | undefined, fields: readonly string[]): void {
  const extra = Object.keys(body ?? {}).filter((k) => fields.includes(k));
  if (!extra.length) return;
  const line = `\n  - body contains unknown properties: ${extra.join(', ')}`;
  const message = `Request validation failed on ${req.method} ${new URL(req.url).pathname}:${req.method === 'POST' ? line + line : line}`;
  throw knownError('SCHEMA_ERROR', { message });
}

type Defined<T> = { [K in keyof T]?: Exclude<T[K], undefined> };

/** The fields that were actually sent (a parsed body never holds undefined values, but its type does). */
export function sentFields<T extends object>(body: T): Defined<T> {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as Defined<T>;
}
