import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import type { Res } from '../../http.js';

export const unknownRoute = defineCase({
  area: 'envelope',
  name: 'unknown-route-404-text',
  endpoints: [],
  async run(t) {
    const res = await t.api('POST', '/this-route-does-not-exist', { as: 'client', json: {} });
    const body = [
      "404 — this page does not exist in Stack Auth's API.",
      '',
      'Please see the API documentation at https://docs.stack-auth.com, or visit the Stack Auth dashboard at https://app.stack-auth.com.',
      '',
      `URL: ${res.request.url}`,
    ].join('\n');
    expect.text(res, 404, body);
  },
});

/** A wrong method gets a bare status and an empty body, no text and no known error. */
export function expectEmpty(res: Res, status: number): void {
  expect.status(res, status);
  expect.check(res.text === '', 'empty body', '(empty)', res.text, res);
  expect.header(res, 'x-stack-known-error', null);
}

export const methodNotAllowed = defineCase({
  area: 'envelope',
  name: 'unsupported-method-405',
  endpoints: [],
  async run(t) {
    // A standard method the route does not have: 405. A method outside the standard set: 400.
    expectEmpty(await t.api('PUT', '/users/me', { as: 'client', json: {} }), 405);
    expectEmpty(await t.api('PROPFIND', '/users/me'), 400);
  },
});

export const health = defineCase({
  area: 'envelope',
  name: 'health-ok',
  endpoints: ['GET /health'],
  async run(t) {
    const res = await t.raw({ method: 'GET', path: '/health' });
    expect.json(res, 200, { status: 'ok' });
  },
});
