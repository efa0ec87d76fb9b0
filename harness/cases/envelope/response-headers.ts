import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { knownError } from '../../known-errors.js';

export const successHeaders = defineCase({
  area: 'envelope',
  name: 'success-json-headers',
  endpoints: ['GET /api/v1/projects/current'],
  async run(t) {
    const res = await t.api('GET', '/projects/current', { as: 'client' });
    expect.status(res, 200);
    expect.header(res, 'content-type', 'application/json; charset=utf-8');
    expect.header(res, 'cache-control', 'no-store, max-age=0');
    expect.matches(res.headers.get('x-stack-request-id'), /^[0-9a-zA-Z]{16}$/, 'x-stack-request-id (16 chars)', res);
    expect.check(res.text === JSON.stringify(res.json), 'compact JSON body', JSON.stringify(res.json), res.text, res);
    const html = await t.api('GET', '/projects/current', { as: 'client', headers: { accept: 'text/html,application/json' } });
    expect.status(html, 200);
    const pretty = JSON.stringify(html.json, null, 2);
    expect.check(html.text === pretty, 'pretty-printed JSON when Accept contains text/html', pretty, html.text, html);
  },
});

export const overrideErrorStatus = defineCase({
  area: 'envelope',
  name: 'override-error-status',
  endpoints: ['GET /api/v1/users/me'],
  async run(t) {
    const res = await t.api('GET', '/users/me', { as: 'client', headers: { 'x-stack-override-error-status': 'true' } });
    knownError(res, 'CANNOT_GET_OWN_USER_WITHOUT_USER', undefined, { overridden: true });
    // any value counts
    const anyValue = await t.api('GET', '/users/me', { as: 'client', headers: { 'x-stack-override-error-status': 'false' } });
    knownError(anyValue, 'CANNOT_GET_OWN_USER_WITHOUT_USER', undefined, { overridden: true });
    const ok = await t.api('GET', '/projects/current', { as: 'client', headers: { 'x-stack-override-error-status': 'true' } });
    expect.status(ok, 200);
    expect.header(ok, 'x-stack-actual-status', null);
  },
});
