import { defineCase } from '../../define-case.js';
import { knownError } from '../../known-errors.js';

export const accessTypeRequired = defineCase({
  area: 'envelope',
  name: 'access-type-required',
  endpoints: ['GET /api/v1/users/me'],
  async run(t) {
    knownError(await t.api('GET', '/users/me'), 'ACCESS_TYPE_REQUIRED');
  },
});

export const keyWithoutAccessType = defineCase({
  area: 'envelope',
  name: 'project-key-without-access-type',
  endpoints: ['GET /api/v1/users/me'],
  async run(t) {
    const res = await t.api('GET', '/users/me', {
      headers: { 'x-stack-project-id': t.project.id, 'x-stack-publishable-client-key': t.project.publishableClientKey },
    });
    knownError(res, 'PROJECT_KEY_WITHOUT_ACCESS_TYPE');
  },
});

export const invalidAccessType = defineCase({
  area: 'envelope',
  name: 'invalid-access-type',
  endpoints: ['GET /api/v1/users/me'],
  async run(t) {
    const res = await t.api('GET', '/users/me', { as: 'client', headers: { 'x-stack-access-type': 'root' } });
    knownError(res, 'INVALID_ACCESS_TYPE', undefined, {
      message: "The x-stack-access-type header must be 'client', 'server', or 'admin', but was 'root'.",
    });
  },
});

export const accessTypeWithoutProject = defineCase({
  area: 'envelope',
  name: 'access-type-without-project-id',
  endpoints: ['GET /api/v1/users/me'],
  async run(t) {
    const res = await t.api('GET', '/users/me', { headers: { 'x-stack-access-type': 'server', 'x-stack-secret-server-key': t.project.secretServerKey } });
    knownError(res, 'ACCESS_TYPE_WITHOUT_PROJECT_ID', { request_type: 'server' });
  },
});

export const keysRequired = defineCase({
  area: 'envelope',
  name: 'key-required-per-access-type',
  endpoints: ['GET /api/v1/users/me'],
  async run(t) {
    const base = { 'x-stack-project-id': t.project.id };
    knownError(await t.api('GET', '/users/me', { headers: { ...base, 'x-stack-access-type': 'client' } }), 'CLIENT_AUTHENTICATION_REQUIRED');
    knownError(await t.api('GET', '/users/me', { headers: { ...base, 'x-stack-access-type': 'server', 'x-stack-secret-server-key': '' } }), 'SERVER_AUTHENTICATION_REQUIRED');
    // a server request needs only its own key: a publishable key does not help
    knownError(
      await t.api('GET', '/users/me', { headers: { ...base, 'x-stack-access-type': 'server', 'x-stack-publishable-client-key': t.project.publishableClientKey } }),
      'SERVER_AUTHENTICATION_REQUIRED',
    );
    knownError(await t.api('GET', '/users/me', { headers: { ...base, 'x-stack-access-type': 'admin' } }), 'ADMIN_AUTHENTICATION_REQUIRED');
  },
});

export const invalidKeys = defineCase({
  area: 'envelope',
  name: 'invalid-key-per-access-type',
  endpoints: ['GET /api/v1/projects/current'],
  async run(t) {
    const p = { ...t.project, publishableClientKey: 'pck_wrong', secretServerKey: 'ssk_wrong', superSecretAdminKey: 'sak_wrong' };
    const details = { project_id: t.project.id };
    knownError(await t.api('GET', '/projects/current', { as: 'client', project: p }), 'INVALID_PUBLISHABLE_CLIENT_KEY', details);
    knownError(await t.api('GET', '/projects/current', { as: 'server', project: p }), 'INVALID_SECRET_SERVER_KEY', details);
    knownError(await t.api('GET', '/projects/current', { as: 'admin', project: p }), 'INVALID_SUPER_SECRET_ADMIN_KEY', details);
    // a real key of another project is just as invalid
    knownError(await t.api('GET', '/projects/current', { as: 'client', project: { ...t.env.internal, id: t.project.id } }), 'INVALID_PUBLISHABLE_CLIENT_KEY', details);
  },
});

export const unknownProject = defineCase({
  area: 'envelope',
  name: 'unknown-project-is-invalid-key',
  endpoints: ['GET /api/v1/projects/current'],
  async run(t) {
    const id = '6b1e8d2e-0000-4000-8000-000000000000';
    knownError(await t.api('GET', '/projects/current', { as: 'client', project: { ...t.project, id } }), 'INVALID_PUBLISHABLE_CLIENT_KEY', { project_id: id });
  },
});

export const insufficientAccessType = defineCase({
  area: 'envelope',
  name: 'insufficient-access-type',
  endpoints: ['GET /api/v1/users', 'PATCH /api/v1/projects/current'],
  async run(t) {
    knownError(await t.api('GET', '/users', { as: 'client' }), 'INSUFFICIENT_ACCESS_TYPE', {
      actual_access_type: 'client',
      allowed_access_types: ['server', 'admin'],
    });
    knownError(await t.api('PATCH', '/projects/current', { as: 'server', json: {} }), 'INSUFFICIENT_ACCESS_TYPE', {
      actual_access_type: 'server',
      allowed_access_types: ['admin'],
    });
  },
});
