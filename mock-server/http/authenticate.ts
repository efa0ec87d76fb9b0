/**
 * Request authentication in the hosted API's exact order: the access token first (even on routes that
 * need no user), then the access type, project id, development override key, admin token, and project keys.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { knownError, textError } from './api-error.js';
import { accessTokenError } from '../tokens/access-tokens.js';
import type { Host } from '../host.js';
import type { ProjectRow, UserRow } from '../store/entities.js';
import { storedKeyDigest } from '../security/api-key-hash.js';

export type AccessType = 'client' | 'server' | 'admin';

export interface Auth {
  type: AccessType;
  project: ProjectRow;
  /** The signed-in user (from x-stack-access-token), or null. */
  user: UserRow | null;
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Constant-time string comparison (hashes first so lengths never leak). */
export function safeEqual(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b));
}

const header = (req: Request, name: string) => {
  const v = req.headers.get(name);
  return v === null || v === '' ? null : v;
};

// Stored keys' digests, computed once per key string (the request's key is hashed once per request).
const keyDigests = new Map<string, Buffer>();
function storedDigest(key: string): Buffer {
  let d = keyDigests.get(key);
  if (!d) {
    if (keyDigests.size > 10_000) keyDigests.clear();
    keyDigests.set(key, (d = storedKeyDigest(key)));
  }
  return d;
}

// Digests of presented keys that were valid: a client repeats its key on every request, so the hash is
// skipped from then on. Invalid keys are never kept (a flood of guesses cannot grow or evict this), and a
// hit says nothing the response does not (the key was valid); the comparison itself stays constant-time.
const validPresented = new Map<string, Buffer>();

function hasValidKey(host: Host, projectId: string, field: 'publishable_client_key' | 'secret_server_key' | 'super_secret_admin_key', value: string): boolean {
  const now = host.now();
  const given = validPresented.get(value) ?? digest(value);
  let ok = false;
  for (const key of host.apiKeys.where('project_id', projectId)) {
    if (key.manually_revoked_at_millis !== undefined || key.expires_at_millis <= now) continue;
    const k = key[field];
    if (k !== undefined && timingSafeEqual(given, storedDigest(k))) ok = true;
  }
  if (ok && !validPresented.has(value)) {
    if (validPresented.size >= 1_000) validPresented.clear();
    validPresented.set(value, given);
  }
  return ok;
}

const KEY_CHECKS = {
  client: ['x-stack-publishable-client-key', 'publishable_client_key', 'CLIENT_AUTHENTICATION_REQUIRED', 'INVALID_PUBLISHABLE_CLIENT_KEY'],
  server: ['x-stack-secret-server-key', 'secret_server_key', 'SERVER_AUTHENTICATION_REQUIRED', 'INVALID_SECRET_SERVER_KEY'],
  admin: ['x-stack-super-secret-admin-key', 'super_secret_admin_key', 'ADMIN_AUTHENTICATION_REQUIRED', 'INVALID_SUPER_SECRET_ADMIN_KEY'],
} as const;

/** Returns null for unauthenticated requests; throws ApiError on any authentication failure. */
export async function authenticate(host: Host, req: Request): Promise<Auth | null> {
  const projectId = header(req, 'x-stack-project-id');
  const accessToken = header(req, 'x-stack-access-token');
  let userId: string | null = null;

  // 1. The access token is decoded first, even on routes that need no user.
  if (projectId !== null && accessToken !== null) {
    const r = await host.tokens.verify(accessToken);
    if (!r.ok) throw accessTokenError(r);
    if (r.claims.aud !== projectId) throw knownError('INVALID_PROJECT_FOR_ACCESS_TOKEN');
    userId = r.claims.sub;
  }

  const accessType = req.headers.get('x-stack-access-type');
  const adminToken = header(req, 'x-stack-admin-access-token');
  if (accessType === null) {
    const anyKey = ['x-stack-publishable-client-key', 'x-stack-secret-server-key', 'x-stack-super-secret-admin-key'].some((h) => header(req, h) !== null);
    if (anyKey || adminToken !== null) throw knownError('PROJECT_KEY_WITHOUT_ACCESS_TYPE');
    return null;
  }
  if (accessType !== 'client' && accessType !== 'server' && accessType !== 'admin') {
    throw knownError('INVALID_ACCESS_TYPE', { accessType });
  }
  if (projectId === null) throw knownError('ACCESS_TYPE_WITHOUT_PROJECT_ID', { request_type: accessType });

  // 6. Dev override: an `internal` super-secret admin key grants any access type on any project (the local
  //    host always counts as a development environment).
  const devOverride = header(req, 'x-stack-development-override-key');
  if (devOverride !== null) {
    // Part of the dev surface: refused when dev routes are off.
    if (!host.options.devRoutes || !hasValidKey(host, 'internal', 'super_secret_admin_key', devOverride)) throw textError(401, 'Invalid development key override');
    const project = host.projects.get(projectId);
    if (!project) throw knownError('PROJECT_NOT_FOUND', { project_id: projectId });
    return { type: accessType, project, user: currentUser(host, projectId, userId) };
  }

  if (adminToken !== null) {
    const r = await host.tokens.verify(adminToken);
    if (!r.ok) {
      throw r.reason === 'expired'
        ? knownError('ADMIN_ACCESS_TOKEN_EXPIRED', { expired_at_millis: r.expiredAtMillis ?? null })
        : knownError('UNPARSABLE_ADMIN_ACCESS_TOKEN');
    }
    if (r.claims.aud !== 'internal') throw knownError('ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN');
    const owner = host.users.get(r.claims.sub);
    if (!owner || owner.project_id !== 'internal') {
      throw textError(401, 'The user associated with the admin access token is no longer valid. Please refresh the admin access token and try again.');
    }
    const managed = (owner.server_metadata as { managedProjectIds?: unknown } | null)?.managedProjectIds;
    if (!Array.isArray(managed) || !managed.includes(projectId)) throw knownError('ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN');
    const project = host.projects.get(projectId);
    if (!project) throw knownError('INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN');
    return { type: accessType, project, user: currentUser(host, projectId, userId) };
  }

  const [headerName, field, missing, invalid] = KEY_CHECKS[accessType];
  const key = header(req, headerName);
  if (key === null) throw knownError(missing);
  if (!hasValidKey(host, projectId, field, key)) throw knownError(invalid, { project_id: projectId });
  const project = host.projects.get(projectId);
  if (!project) throw knownError('PROJECT_NOT_FOUND', { project_id: projectId });
  return { type: accessType, project, user: currentUser(host, projectId, userId) };
}

function currentUser(host: Host, projectId: string, userId: string | null): UserRow | null {
  if (userId === null) return null;
  const user = host.users.get(userId);
  return user && user.project_id === projectId ? user : null;
}
