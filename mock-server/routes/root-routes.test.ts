import { describe, expect, it } from 'vitest';
import { knownErrorText } from '../testing/test-host.js';
import { useTestHost } from '../testing/use-test-host.js';
import { DEV_KEYS } from '../store/seed.js';
import { deriveProjectKey } from '../tokens/project-keys.js';

const SECRET = 'a-test-server-secret';

const t = useTestHost({ serverSecret: SECRET });

const WELCOME = 'Welcome to the Stack API endpoint! Please refer to the documentation at https://docs.stack-auth.com.';
const client = { 'x-stack-project-id': 'internal', 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': DEV_KEYS.publishableClientKey };

describe('GET /api/v1', () => {
  it('answers the welcome text with and without auth', async () => {
    const anon = await t.api().get('/api/v1');
    expect(anon.status).toBe(200);
    expect(anon.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(anon.text).toBe(`${WELCOME}\n\nAuthentication: None`);
    const c = await t.api().get('/api/v1').set(client);
    expect(c.text).toBe(`${WELCOME}\n\nAuthentication: Client\n         Project: internal\n         User: None`);
    const u = await t.user('internal', { email: 'root@example.com' });
    const withUser = await t.api().get('/api/v1').set({ ...client, 'x-stack-access-type': 'server', 'x-stack-secret-server-key': DEV_KEYS.secretServerKey, 'x-stack-access-token': u.access_token });
    expect(withUser.text).toBe(`${WELCOME}\n\nAuthentication: Server\n         Project: internal\n         User: root@example.com`);
    const q = await t.api().get('/api/v1?extra=1');
    expect(q.body.error).toBe('Request validation failed on GET /api/v1:\n  - query contains unknown properties: extra');
  });
});

describe('JWKS', () => {
  it('publishes the per-project key derived from the server secret and project id', async () => {
    const res = await t.api().get('/api/v1/projects/internal/.well-known/jwks.json');
    expect(res.status).toBe(200);
    const jwk = deriveProjectKey(SECRET, 'internal').jwk;
    expect(res.text).toBe(JSON.stringify({ keys: [jwk] }));
    expect(Object.keys(res.body.keys[0])).toEqual(['kty', 'crv', 'alg', 'kid', 'x', 'y']);
    const missing = await t.api().get('/api/v1/projects/nope/.well-known/jwks.json');
    expect([missing.status, missing.text]).toEqual([404, 'Project not found']);
  });

  it('serves the deprecated global key set at the site root', async () => {
    const res = await t.api().get('/.well-known/jwks.json');
    expect(res.status).toBe(200);
    expect(res.body.keys).toHaveLength(1);
    expect(res.body.message).toBe('This is deprecated. Please disable the legacy JWT signing in the tenancy setting page, and move to /api/v1/projects/<tenancy-id>/.well-known/jwks.json');
  });
});

describe('misc', () => {
  it('check-feature-support answers text, with or without auth', async () => {
    const named = await t.api().post('/api/v1/check-feature-support').send({ feature_name: 'SAML', extra: 1 });
    expect([named.status, named.text]).toEqual([200, 'SAML is not yet supported. Please reach out to Stack support for more information.']);
    const vendor = await t.api().post('/api/v1/check-feature-support').set(client).send({ name: 'x' });
    expect(vendor.text).toBe('This feature is not yet supported. Please reach out to Stack support for more information.');
  });

  it('check-version compares with 2.7.16', async () => {
    const v = (clientVersion: string) => t.api().post('/api/v1/check-version').send({ clientVersion }).then((r) => r.body);
    expect(await v('2.7.16')).toEqual({ upToDate: true });
    expect(await v('2.7.3')).toMatchObject({ upToDate: false, severe: false });
    expect(await v('2.6.0')).toMatchObject({ upToDate: false, severe: true });
    expect(await v('banana')).toMatchObject({ upToDate: false, severe: true });
  });

  it('health, 404 text, empty 405 / 400 for wrong methods and CORS preflight', async () => {
    const h = await t.api().get('/health');
    expect([h.status, h.text, h.headers['access-control-allow-origin']]).toEqual([200, '{"status":"ok"}', '*']);
    const nf = await t.api().get('/api/v1/nope?x=1');
    expect(nf.status).toBe(404);
    expect(nf.text).toBe(`404 — this page does not exist in Stack Auth's API.\n\nPlease see the API documentation at https://docs.stack-auth.com, or visit the Stack Auth dashboard at https://app.stack-auth.com.\n\nURL: ${t.url}/api/v1/nope?x=1`);
    expect(nf.headers['access-control-allow-origin']).toBe('*');
    const m = await t.api().put('/api/v1/users/me').set(client);
    expect([m.status, m.text, m.headers['content-type']]).toEqual([405, '', undefined]);
    const odd = await t.api().propfind('/api/v1/users/me').set(client);
    expect([odd.status, odd.text, odd.headers['content-type']]).toEqual([400, '', undefined]);
    const pre = await t.api().options('/api/v1/anything');
    expect(pre.status).toBe(200);
    expect(pre.text).toBe('');
    expect(pre.headers['access-control-allow-methods']).toBe('GET, POST, PUT, PATCH, DELETE, OPTIONS');
    expect(pre.headers['access-control-max-age']).toBe('86400');
    expect(pre.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('authenticates in the documented order', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ 'x-stack-publishable-client-key': 'k' }, 'PROJECT_KEY_WITHOUT_ACCESS_TYPE'],
      [{ 'x-stack-access-type': 'root' }, 'INVALID_ACCESS_TYPE'],
      [{ 'x-stack-access-type': 'client' }, 'ACCESS_TYPE_WITHOUT_PROJECT_ID'],
      [{ 'x-stack-access-type': 'client', 'x-stack-project-id': 'internal' }, 'CLIENT_AUTHENTICATION_REQUIRED'],
      [{ 'x-stack-access-type': 'server', 'x-stack-project-id': 'internal', 'x-stack-secret-server-key': '' }, 'SERVER_AUTHENTICATION_REQUIRED'],
      [{ 'x-stack-access-type': 'admin', 'x-stack-project-id': 'nope', 'x-stack-super-secret-admin-key': 'x' }, 'INVALID_SUPER_SECRET_ADMIN_KEY'],
      [{ 'x-stack-access-type': 'admin', 'x-stack-project-id': 'internal', 'x-stack-admin-access-token': 'garbage' }, 'UNPARSABLE_ADMIN_ACCESS_TOKEN'],
      [{}, 'ACCESS_TYPE_REQUIRED'],
    ];
    for (const [headers, code] of cases) {
      const res = await t.api().get('/api/v1/users/me').set(headers);
      expect(res.headers['x-stack-known-error']).toBe(code);
    }
    const invalid = await t.api().get('/api/v1/users/me').set({ 'x-stack-access-type': 'root' });
    expect(invalid.text).toBe(knownErrorText('INVALID_ACCESS_TYPE', "The x-stack-access-type header must be 'client', 'server', or 'admin', but was 'root'."));
  });
});

describe('bad input', () => {
  it('answers bad UTF-8, unknown content types and duplicated headers with 4xx', async () => {
    const server = { 'x-stack-project-id': 'internal', 'x-stack-access-type': 'server', 'x-stack-secret-server-key': DEV_KEYS.secretServerKey };
    const raw = await fetch(`${t.url}/api/v1/users`, { method: 'POST', headers: { ...server, 'content-type': 'application/json' }, body: new Uint8Array([0x7b, 0xff, 0x7d]) });
    const utf8 = { status: raw.status, text: await raw.text() };
    expect([utf8.status, utf8.text]).toEqual([400, knownErrorText('BODY_PARSING_ERROR', 'Invalid JSON in request body')]);
    // Bad bytes inside a JSON string are decoded as U+FFFD, not refused.
    const inString = await fetch(`${t.url}/api/v1/users`, { method: 'POST', headers: { ...server, 'content-type': 'application/json' }, body: new Uint8Array([...Buffer.from('{"display_name":"a'), 0xff, ...Buffer.from('"}')]) });
    expect([inString.status, ((await inString.json()) as { display_name: string }).display_name]).toEqual([201, 'a\uFFFD']);
    const type = await t.api().post('/api/v1/users').set(server).set('content-type', 'application/xml').send('<a/>');
    expect(type.text).toBe(knownErrorText('BODY_PARSING_ERROR', 'Unknown content type in request body: application/xml'));
    const form = await t.api().post('/api/v1/users').set(server).type('form').send('display_name=x');
    expect(form.status).toBe(201);
    const dup = await t.api().get('/api/v1/users/me').set({ ...client, 'x-stack-access-type': ['client', 'client'] as unknown as string });
    expect(dup.headers['x-stack-known-error']).toBe('INVALID_ACCESS_TYPE');
    const wrongType = await t.api().post('/api/v1/users').set(server).send({ display_name: { nested: true }, client_metadata: 'fine' });
    expect(wrongType.body.error).toBe('Request validation failed on POST /api/v1/users:\n  - body.display_name must be a `string` type, but the final value was: `{\n  "nested": "true"\n}`.');
  });
});

describe('development key override (x-stack-development-override-key)', () => {
  it('grants any access type on any project with the internal admin key, else 401 text', async () => {
    const p = await t.project();
    const ok = await t.api().get('/api/v1/projects/current').set({ 'x-stack-project-id': p.id, 'x-stack-access-type': 'admin', 'x-stack-development-override-key': DEV_KEYS.superSecretAdminKey });
    expect(ok.status).toBe(200);
    expect(ok.body.id).toBe(p.id);
    expect(ok.body.config).toBeDefined();
    const bad = await t.api().get('/api/v1/projects/current').set({ 'x-stack-project-id': p.id, 'x-stack-access-type': 'admin', 'x-stack-development-override-key': 'nope' });
    expect([bad.status, bad.text]).toEqual([401, 'Invalid development key override']);
    const missing = await t.api().get('/api/v1/projects/current').set({ 'x-stack-project-id': 'gone', 'x-stack-access-type': 'client', 'x-stack-development-override-key': DEV_KEYS.superSecretAdminKey });
    expect([missing.status, missing.text]).toEqual([404, knownErrorText('PROJECT_NOT_FOUND', 'Project gone not found or is not accessible with the current user.', { project_id: 'gone' })]);
  });
});
