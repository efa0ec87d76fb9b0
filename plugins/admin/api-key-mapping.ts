/** API key set: wire → entity, and the create input → wire. */
import { fromWire, toWire } from '../../kernel/index.js';
import type { ApiKeyCreatedWire, ApiKeyWire } from './contract.js';

/** A key set as listed: each key shows only its last four characters (null when the set has no such key). */
export interface ApiKey {
  id: string;
  description: string;
  createdAt: Date;
  expiresAt: Date;
  /** When it was revoked, else null. */
  manuallyRevokedAt: Date | null;
  publishableClientKey: { lastFour: string } | null;
  secretServerKey: { lastFour: string } | null;
  superSecretAdminKey: { lastFour: string } | null;
}

/** A key set just created: the full key strings appear only here (null when not requested). */
export interface ApiKeyCreated {
  id: string;
  description: string;
  createdAt: Date;
  expiresAt: Date;
  publishableClientKey: string | null;
  secretServerKey: string | null;
  superSecretAdminKey: string | null;
}

/** `admin.createApiKey` fields. */
export interface ApiKeyCreate {
  description: string;
  expiresAt: Date;
  hasPublishableClientKey: boolean;
  hasSecretServerKey: boolean;
  hasSuperSecretAdminKey: boolean;
}

const BASE = 'id description createdAt expiresAt';
const KEYS = ['publishableClientKey', 'secretServerKey', 'superSecretAdminKey'] as const;

export function toApiKey(w: ApiKeyWire): ApiKey {
  const k = fromWire<Record<(typeof KEYS)[number], { last_four: string } | null>>(KEYS.join(' '), w);
  const key = (x: { last_four: string } | null) => (x ? { lastFour: x.last_four } : null);
  return {
    ...fromWire<Omit<ApiKey, (typeof KEYS)[number]>>(BASE + ' manuallyRevokedAt', w),
    publishableClientKey: key(k.publishableClientKey),
    secretServerKey: key(k.secretServerKey),
    superSecretAdminKey: key(k.superSecretAdminKey),
  };
}

export const toApiKeyCreated = (w: ApiKeyCreatedWire) => fromWire<ApiKeyCreated>(BASE + ' ' + KEYS.join(' '), w);

export const apiKeyCreateToWire = (input: ApiKeyCreate) =>
  toWire('description expiresAt hasPublishableClientKey hasSecretServerKey hasSuperSecretAdminKey', input);
