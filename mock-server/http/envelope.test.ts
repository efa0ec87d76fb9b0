import { describe, expect, it } from 'vitest';
import { createMockServer } from '../index.js';
import { DEV_KEYS } from '../store/seed.js';

const app = createMockServer({ devRoutes: false });
const call = (path: string, init: RequestInit = {}) => app.fetch(new Request(`http://localhost:8102${path}`, init));
const client = { 'x-stack-project-id': 'internal', 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': DEV_KEYS.publishableClientKey };

describe('request envelope', () => {
  it('serves the client view of the seeded project', async () => {
    const res = await call('/api/v1/projects/current', { headers: client });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.text()).toBe(
      '{"id":"internal","display_name":"Stack Dashboard","config":{"sign_up_enabled":true,"credential_enabled":true,"magic_link_enabled":true,"passkey_enabled":false,"client_team_creation_enabled":true,"client_user_deletion_enabled":false,"enabled_oauth_providers":[{"id":"github"},{"id":"google"},{"id":"microsoft"},{"id":"spotify"}]}}',
    );
  });

  it('answers a wrong key with the pretty-printed known error', async () => {
    const res = await call('/api/v1/projects/current', { headers: { ...client, 'x-stack-publishable-client-key': 'nope' } });
    expect(res.status).toBe(401);
    expect(res.headers.get('x-stack-known-error')).toBe('INVALID_PUBLISHABLE_CLIENT_KEY');
    expect(await res.text()).toBe(
      '{\n  "code": "INVALID_PUBLISHABLE_CLIENT_KEY",\n  "details": {\n    "project_id": "internal"\n  },\n  "error": "The publishable key is not valid for the project \\"internal\\". Does the project and/or the key exist?"\n}',
    );
  });

  it('honours the error-status override', async () => {
    const res = await call('/api/v1/projects/current', { headers: { 'x-stack-access-type': 'client', 'x-stack-override-error-status': 'true' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-stack-actual-status')).toBe('400');
    expect(res.headers.get('x-stack-known-error')).toBe('ACCESS_TYPE_WITHOUT_PROJECT_ID');
  });

  it('rejects unknown query properties with SCHEMA_ERROR', async () => {
    const res = await call('/api/v1/projects/current?extra=1&b=2', { headers: client });
    const body = await res.json();
    expect(body.error).toBe('Request validation failed on GET /api/v1/projects/current:\n  - query contains unknown properties: extra, b');
    expect(body.details.message).toBe(body.error);
  });

  it('answers unknown paths with the 404 text and OPTIONS with CORS', async () => {
    const res = await call('/api/v1/nope');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('URL: http://localhost:8102/api/v1/nope');
    const pre = await call('/api/v1/users/me', { method: 'OPTIONS' });
    expect(pre.status).toBe(200);
    expect(pre.headers.get('access-control-expose-headers')).toBe('content-type, x-stack-actual-status, x-stack-known-error');
  });

  it('reports bad JSON before authentication', async () => {
    const res = await call('/api/v1/projects/current', { method: 'GET', headers: { ...client } });
    expect(res.status).toBe(200);
    const bad = await app.fetch(new Request('http://localhost:8102/api/v1/projects/current', { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: '{' }));
    expect(bad.status).toBe(400);
    expect(bad.headers.get('x-stack-known-error')).toBe('BODY_PARSING_ERROR');
    expect(await bad.text()).toBe('{\n  "code": "BODY_PARSING_ERROR",\n  "error": "Invalid JSON in request body"\n}');
  });
});
