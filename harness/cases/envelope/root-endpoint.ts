import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { schemaError } from '../../known-errors.js';
import { userWithSession } from '../../flows.js';

const WELCOME = 'Welcome to the Stack API endpoint! Please refer to the documentation at https://docs.stack-auth.com.';

export const rootUnauthenticated = defineCase({
  area: 'envelope',
  name: 'root-unauthenticated-text',
  endpoints: ['GET /api/v1'],
  async run(t) {
    expect.text(await t.api('GET', ''), 200, `${WELCOME}\n\nAuthentication: None`);
  },
});

export const rootClient = defineCase({
  area: 'envelope',
  name: 'root-client-shows-project',
  endpoints: ['GET /api/v1'],
  async run(t) {
    const res = await t.api('GET', '', { as: 'client' });
    expect.text(res, 200, `${WELCOME}\n\nAuthentication: Client\n         Project: ${t.project.id}\n         User: None`);
  },
});

export const rootRejectsQuery = defineCase({
  area: 'envelope',
  name: 'root-rejects-unknown-query',
  endpoints: ['GET /api/v1'],
  async run(t) {
    const res = await t.api('GET', '', { query: { extra: '1' } });
    schemaError(res, 'GET', '/api/v1', ['query contains unknown properties: extra']);
  },
});

export const rootWithUser = defineCase({
  area: 'envelope',
  name: 'root-server-shows-user-email',
  endpoints: ['GET /api/v1'],
  async run(t) {
    const { session, email } = await userWithSession(t);
    const res = await t.api('GET', '', { as: 'server', session });
    expect.text(res, 200, `${WELCOME}\n\nAuthentication: Server\n         Project: ${t.project.id}\n         User: ${email}`);
  },
});
