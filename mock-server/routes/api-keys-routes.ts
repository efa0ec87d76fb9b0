/**
 * API key sets of the current project. Admin only. Keys are shown once, on creation; rows keep hashes.
 */
import type { Router } from '../http/router.js';
import { ok } from '../http/router.js';
import { knownError } from '../http/api-error.js';
import { boolean, number, object, onlyBoolean, string, uuid } from '../http/schema.js';
import type { ApiKeyRow } from '../store/entities.js';
import type { Host } from '../host.js';
import { storedKeyLastFour } from '../security/api-key-hash.js';
import { createApiKeySet } from '../core/create-project.js';

const ADMIN = ['admin'] as const;
const KEYS = ['publishable_client_key', 'secret_server_key', 'super_secret_admin_key'] as const;

/** The read shape: last four characters of each key, revocation time once revoked. */
export function apiKeyView(k: ApiKeyRow) {
  const out: Record<string, unknown> = { id: k.id, description: k.description, created_at_millis: k.created_at_millis, expires_at_millis: k.expires_at_millis };
  if (k.manually_revoked_at_millis !== undefined) out.manually_revoked_at_millis = k.manually_revoked_at_millis;
  for (const f of KEYS) {
    const v = k[f];
    if (v !== undefined) out[f] = { last_four: storedKeyLastFour(v) };
  }
  return out;
}

function findKey(host: Host, projectId: string, id: string): ApiKeyRow {
  const k = host.apiKeys.get(id);
  if (!k || k.project_id !== projectId) throw knownError('API_KEY_NOT_FOUND');
  return k;
}

const idParams = object({ api_key_id: uuid() });

export function apiKeysRoutes(r: Router): void {
  r.add({
    method: 'POST',
    path: '/internal/api-keys',
    access: ADMIN,
    body: object({
      description: string(),
      expires_at_millis: number(),
      has_publishable_client_key: boolean(),
      has_secret_server_key: boolean(),
      has_super_secret_admin_key: boolean(),
    }),
    handler: ({ host, auth, body }) => {
      const has = { pck: body.has_publishable_client_key, ssk: body.has_secret_server_key, sak: body.has_super_secret_admin_key };
      const row = createApiKeySet(host, auth!.project.id, body.description, has, body.expires_at_millis);
      const out: Record<string, unknown> = { id: row.id, description: row.description };
      for (const f of KEYS) if (row[f] !== undefined) out[f] = row[f];
      return ok({ ...out, created_at_millis: row.created_at_millis, expires_at_millis: row.expires_at_millis });
    },
  });

  r.add({
    method: 'GET',
    path: '/internal/api-keys',
    access: ADMIN,
    handler: ({ host, auth }) => {
      const keys = host.apiKeys.filter((k) => k.project_id === auth!.project.id).reverse();
      keys.sort((a, b) => b.created_at_millis - a.created_at_millis);
      return ok({ items: keys.map(apiKeyView), is_paginated: false });
    },
  });

  r.add({
    method: 'GET',
    path: '/internal/api-keys/:api_key_id',
    access: ADMIN,
    params: idParams,
    handler: ({ host, auth, params }) => ok(apiKeyView(findKey(host, auth!.project.id, params.api_key_id))),
  });

  r.add({
    method: 'PATCH',
    path: '/internal/api-keys/:api_key_id',
    access: ADMIN,
    params: idParams,
    body: object({ description: string().optional(), revoked: onlyBoolean(true).optional() }),
    handler: ({ host, auth, params, body }) => {
      const k = findKey(host, auth!.project.id, params.api_key_id);
      const b = body;
      const next = { ...k };
      if (b.description !== undefined) next.description = b.description;
      if (b.revoked && next.manually_revoked_at_millis === undefined) next.manually_revoked_at_millis = host.now();
      return ok(apiKeyView(host.apiKeys.put(next)));
    },
  });
}
