import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { knownError, knownErrorCode } from '../../known-errors.js';

const SYSTEM = [
  { id: '$delete_team', description: 'Delete the team', contained_permission_ids: [] },
  { id: '$invite_members', description: 'Invite other users to the team', contained_permission_ids: [] },
  { id: '$read_members', description: 'Read and list the other members of the team', contained_permission_ids: [] },
  { id: '$remove_members', description: 'Remove other members from the team', contained_permission_ids: [] },
  { id: '$update_team', description: 'Update the team information', contained_permission_ids: [] },
];

export const listDefinitions = defineCase({
  area: 'permissions',
  name: 'definitions-list-defaults',
  endpoints: ['GET /api/v1/team-permission-definitions'],
  async run(t) {
    const project = await t.newProject();
    const res = await t.api('GET', '/team-permission-definitions', { as: 'admin', project });
    expect.json(res, 200, {
      items: [
        ...SYSTEM,
        {
          id: 'admin',
          description: 'Default permission for team creators',
          contained_permission_ids: ['$delete_team', '$invite_members', '$read_members', '$remove_members', '$update_team'],
        },
        { id: 'member', description: 'Default permission for team members', contained_permission_ids: ['$invite_members', '$read_members'] },
      ],
      is_paginated: false,
    });
    knownError(await t.api('GET', '/team-permission-definitions', { as: 'server', project }), 'INSUFFICIENT_ACCESS_TYPE', {
      actual_access_type: 'server',
      allowed_access_types: ['admin'],
    });
  },
});

export const definitionCrud = defineCase({
  area: 'permissions',
  name: 'definitions-create-update-delete',
  endpoints: ['POST /api/v1/team-permission-definitions', 'PATCH /api/v1/team-permission-definitions/:permission_id', 'DELETE /api/v1/team-permission-definitions/:permission_id'],
  async run(t) {
    const id = `p_${t.uid()}`;
    const res = await t.api('POST', '/team-permission-definitions', { as: 'admin', json: { id, contained_permission_ids: ['$update_team', '$read_members'] } });
    expect.json(res, 201, { id, contained_permission_ids: ['$read_members', '$update_team'] });
    const patched = await t.api('PATCH', `/team-permission-definitions/${id}`, { as: 'admin', json: { description: 'Editors', contained_permission_ids: ['$read_members'] } });
    expect.json(patched, 200, { id, description: 'Editors', contained_permission_ids: ['$read_members'] });
    const missing = `missing_${t.uid()}`;
    knownError(
      await t.api('POST', '/team-permission-definitions', { as: 'admin', json: { id: `q_${t.uid()}`, contained_permission_ids: [missing] } }),
      'CONTAINED_PERMISSION_NOT_FOUND',
      { permission_id: missing },
    );
    knownErrorCode(await t.api('POST', '/team-permission-definitions', { as: 'admin', json: { id: '$made_up' } }), 'SCHEMA_ERROR');
    expect.json(await t.api('DELETE', `/team-permission-definitions/${id}`, { as: 'admin', json: {} }), 200, { success: true });
    knownError(await t.api('DELETE', `/team-permission-definitions/${id}`, { as: 'admin', json: {} }), 'PERMISSION_NOT_FOUND', { permission_id: id });
  },
});
