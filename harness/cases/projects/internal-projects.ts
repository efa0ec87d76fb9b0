import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { knownError } from '../../known-errors.js';
import { deleteProject, userWithSession } from '../../flows.js';
import { ADMIN_PROJECT_KEYS } from './project-views.js';

export const listInternalProjects = defineCase({
  area: 'projects',
  name: 'internal-projects-list-owned',
  endpoints: ['GET /api/v1/internal/projects'],
  async run(t) {
    const token = await t.env.ownerAccessToken();
    const res = await t.api('GET', '/internal/projects', { as: 'client', project: t.env.internal, session: { accessToken: token } });
    const body = expect.json(res, 200) as { items: Record<string, unknown>[]; is_paginated: boolean };
    expect.equal(body.is_paginated, false, 'is_paginated', res);
    const mine = body.items.find((p) => p.id === t.project.id);
    expect.check(!!mine, 'the isolated project is listed', t.project.id, body.items.map((p) => p.id), res);
    expect.keys(mine, ADMIN_PROJECT_KEYS, 'listed project (admin view)', res);
    const stranger = await t.env.newInternalUser();
    const theirs = expect.json(await t.api('GET', '/internal/projects', { as: 'client', project: t.env.internal, session: stranger }), 200);
    expect.equal(theirs.items, [], 'a new internal user manages no projects');
  },
});

export const internalProjectsErrors = defineCase({
  area: 'projects',
  name: 'internal-projects-require-internal-user',
  endpoints: ['GET /api/v1/internal/projects', 'POST /api/v1/internal/projects'],
  async run(t) {
    knownError(await t.api('GET', '/internal/projects', { as: 'client', project: t.env.internal }), 'USER_AUTHENTICATION_REQUIRED');
    knownError(await t.api('POST', '/internal/projects', { as: 'client', project: t.env.internal, json: { display_name: 'x' } }), 'USER_AUTHENTICATION_REQUIRED');
    const { session } = await userWithSession(t);
    knownError(await t.api('GET', '/internal/projects', { as: 'client', session }), 'EXPECTED_INTERNAL_PROJECT');
  },
});

export const adminAccessTokenErrors = defineCase({
  area: 'projects',
  name: 'admin-access-token-rules',
  endpoints: ['GET /api/v1/projects/current'],
  async run(t) {
    knownError(await t.api('GET', '/projects/current', { as: 'admin', adminAccessToken: 'garbage' }), 'UNPARSABLE_ADMIN_ACCESS_TOKEN');
    const stranger = await t.env.newInternalUser();
    knownError(await t.api('GET', '/projects/current', { as: 'admin', adminAccessToken: stranger.accessToken }), 'ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN');
    // a user token of another project is no admin access token either
    const { session } = await userWithSession(t);
    knownError(await t.api('GET', '/projects/current', { as: 'admin', adminAccessToken: session.accessToken }), 'ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN');
  },
});

export const deleteProjectCase = defineCase({
  area: 'projects',
  name: 'delete-project',
  endpoints: ['DELETE /api/v1/projects/current'],
  async run(t) {
    const project = await t.newProject();
    expect.json(await t.api('DELETE', '/projects/current', { as: 'admin', project, json: {} }), 200, { success: true });
    knownError(await t.api('GET', '/projects/current', { as: 'admin', project }), 'INVALID_SUPER_SECRET_ADMIN_KEY', { project_id: project.id });
    const token = await t.env.ownerAccessToken();
    const list = expect.json(await t.api('GET', '/internal/projects', { as: 'client', project: t.env.internal, session: { accessToken: token } }), 200);
    expect.check(!(list.items as { id: string }[]).some((p) => p.id === project.id), 'deleted project is no longer listed', 'absent', project.id);
    await deleteProject(t.env.send, project);
  },
});
