import { describe, expect, it } from 'vitest';
import { apiKeyCreateToWire, toApiKey, toApiKeyCreated } from './api-key-mapping.js';

describe('API key mapping', () => {
  it('listed key set: Dates, lastFour objects, null for absent keys and for not revoked', () => {
    expect(
      toApiKey({ id: 'k1', description: 'CI', created_at_millis: 1000, expires_at_millis: 2000, secret_server_key: { last_four: 'abcd' } }),
    ).toEqual({
      id: 'k1',
      description: 'CI',
      createdAt: new Date(1000),
      expiresAt: new Date(2000),
      manuallyRevokedAt: null,
      publishableClientKey: null,
      secretServerKey: { lastFour: 'abcd' },
      superSecretAdminKey: null,
    });
    expect(toApiKey({ id: 'k1', description: '', created_at_millis: 1, expires_at_millis: 2, manually_revoked_at_millis: 3 }).manuallyRevokedAt).toEqual(new Date(3));
  });

  it('created key set: full key strings', () => {
    expect(toApiKeyCreated({ id: 'k1', description: 'CI', created_at_millis: 1, expires_at_millis: 2, publishable_client_key: 'pck_x' })).toEqual({
      id: 'k1',
      description: 'CI',
      createdAt: new Date(1),
      expiresAt: new Date(2),
      publishableClientKey: 'pck_x',
      secretServerKey: null,
      superSecretAdminKey: null,
    });
  });

  it('create input → wire (expiresAt as milliseconds)', () => {
    expect(
      apiKeyCreateToWire({ description: 'CI', expiresAt: new Date(5000), hasPublishableClientKey: true, hasSecretServerKey: false, hasSuperSecretAdminKey: false }),
    ).toEqual({ description: 'CI', expires_at_millis: 5000, has_publishable_client_key: true, has_secret_server_key: false, has_super_secret_admin_key: false });
  });
});
