import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { svixCall, svixToken } from './svix-calls.js';

export const svixTokenScope = defineCase({
  area: 'webhooks',
  name: 'svix-token-is-for-its-project-only',
  needs: ['svix'],
  endpoints: ['POST /api/v1/webhooks/svix-token'],
  async run(t) {
    const other = await t.newProject();
    const mine = await svixToken(t, t.project);
    expect.status(await svixCall(t, mine, 'GET', `/app/${t.project.id}/msg`), 200);
    const res = await svixCall(t, mine, 'GET', `/app/${other.id}/msg`);
    expect.check(res.status === 401 || res.status === 403 || res.status === 404, "another project's messages", '401, 403 or 404', res.status, res);
    expect.status(await svixCall(t, null, 'GET', `/app/${t.project.id}/msg`), 401);
  },
});
