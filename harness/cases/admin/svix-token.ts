import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { knownError } from '../../known-errors.js';

export const svixToken = defineCase({
  area: 'admin',
  name: 'svix-token-admin-only',
  endpoints: ['POST /api/v1/webhooks/svix-token'],
  async run(t) {
    knownError(await t.api('POST', '/webhooks/svix-token', { as: 'server', json: {} }), 'INSUFFICIENT_ACCESS_TYPE', {
      actual_access_type: 'server',
      allowed_access_types: ['admin'],
    });
    const res = await t.api('POST', '/webhooks/svix-token', { as: 'admin', json: {} });
    if (res.status >= 500) t.skip(`the host has no Svix behind it (${res.status})`);
    const body = expect.json(res, 201);
    expect.keys(body, ['token'], 'svix token', res);
    expect.type(body.token, 'string', 'token', res);
  },
});
