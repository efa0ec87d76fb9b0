import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import type { Res } from '../../http.js';

export const ALLOW_HEADERS =
  'content-type, authorization, x-stack-project-id, x-stack-override-error-status, x-stack-random-nonce, x-stack-client-version, x-stack-disable-artificial-development-delay, x-stack-access-type, x-stack-publishable-client-key, x-stack-secret-server-key, x-stack-super-secret-admin-key, x-stack-admin-access-token, x-stack-refresh-token, x-stack-access-token, baggage, sentry-trace';
const EXPOSE = 'content-type, x-stack-actual-status, x-stack-known-error';

function corsHeaders(res: Res, preflight: boolean): void {
  expect.header(res, 'access-control-allow-origin', '*');
  expect.header(res, 'access-control-expose-headers', EXPOSE);
  expect.header(res, 'access-control-allow-credentials', null);
  if (preflight) {
    expect.header(res, 'access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
    expect.header(res, 'access-control-max-age', '86400');
    expect.header(res, 'access-control-allow-headers', ALLOW_HEADERS);
  }
}

export const corsPreflight = defineCase({
  area: 'envelope',
  name: 'cors-preflight',
  endpoints: [],
  async run(t) {
    const res = await t.raw({
      method: 'OPTIONS',
      path: '/api/v1/users/me',
      headers: { origin: 'https://somewhere.example.com', 'access-control-request-method': 'PATCH', 'access-control-request-headers': 'x-stack-access-type' },
    });
    expect.status(res, 200);
    expect.check(res.text === '', 'preflight body', '(empty)', res.text, res);
    corsHeaders(res, true);
  },
});

export const corsOnResponses = defineCase({
  area: 'envelope',
  name: 'cors-on-success-and-error',
  endpoints: ['GET /api/v1/projects/current'],
  async run(t) {
    const ok = await t.api('GET', '/projects/current', { as: 'client', headers: { origin: 'https://somewhere.example.com' } });
    expect.status(ok, 200);
    corsHeaders(ok, false);
    const err = await t.api('GET', '/users/me', { headers: { origin: 'https://somewhere.example.com' } });
    expect.status(err, 400);
    corsHeaders(err, false);
    // known errors carry the usual request id and cache-control too
    expect.matches(err.headers.get('x-stack-request-id'), /^[0-9a-zA-Z]{16}$/, 'x-stack-request-id on an error', err);
    expect.header(err, 'cache-control', 'no-store, max-age=0');
    const missing = await t.api('GET', '/no-such-route', { headers: { origin: 'https://somewhere.example.com' } });
    expect.status(missing, 404);
    expect.header(missing, 'access-control-allow-origin', '*');
  },
});
