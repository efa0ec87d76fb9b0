/** /team-member-profiles: list, read and update a member's team-specific name and image. */
import { textError } from '../../../mock-server/http/api-error.js';
import { ok, type Router } from '../../../mock-server/http/router.js';
import { object, string, userIdOrMe, uuid } from '../../../mock-server/http/schema.js';
import { ensureMembership, ensurePermission, ensureTeam, ensureUser, requireUser, viewOf } from './checks.js';
import { sentFields } from './schemas.js';
import { imageUrl } from './teams.js';
import { memberProfileView } from './views.js';

const params = object({ team_id: uuid(), user_id: userIdOrMe() });

export function memberProfileRoutes(r: Router): void {
  r.add({
    method: 'GET',
    path: '/team-member-profiles',
    query: object({ team_id: uuid().optional(), user_id: userIdOrMe().optional() }),
    handler: ({ host, auth, user, query }) => {
      const project = auth!.project;
      if (auth!.type === 'client') {
        const me = requireUser(user, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
        if (!query.team_id) throw textError(400, 'team_id is required for access type client');
        ensureMembership(host, project, query.team_id, me.id);
        if (query.user_id !== me.id) ensurePermission(host, project, query.team_id, me.id, '$read_members');
      } else {
        if (query.team_id) ensureTeam(host, project, query.team_id);
        if (query.user_id) ensureUser(host, project, query.user_id);
      }
      const rows = query.team_id
        ? host.memberships.where('team_id', query.team_id)
        : query.user_id
          ? host.memberships.where('user_id', query.user_id)
          : host.memberships.where('project_id', project.id);
      const items = rows
        .filter((m) => m.project_id === project.id && (!query.team_id || m.team_id === query.team_id) && (!query.user_id || m.user_id === query.user_id))
        .sort((a, b) => a.created_at_millis - b.created_at_millis)
        .map((m) => memberProfileView(host, m, viewOf(auth!)));
      return ok({ items, is_paginated: false });
    },
  });

  r.add({
    method: 'GET',
    path: '/team-member-profiles/:team_id/:user_id',
    params,
    handler: ({ host, auth, user, params: p }) => {
      const project = auth!.project;
      if (auth!.type === 'client') {
        const me = requireUser(user, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
        if (p.user_id !== me.id) ensurePermission(host, project, p.team_id, me.id, '$read_members');
      }
      const m = ensureMembership(host, project, p.team_id, p.user_id);
      return ok(memberProfileView(host, m, viewOf(auth!)));
    },
  });

  r.add({
    method: 'PATCH',
    path: '/team-member-profiles/:team_id/:user_id',
    params,
    body: object({ display_name: string().optional(), profile_image_url: imageUrl().nullable().optional() }),
    handler: ({ host, auth, user, body, params: p }) => {
      const project = auth!.project;
      if (auth!.type === 'client') {
        const me = requireUser(user, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
        if (p.user_id !== me.id) throw textError(403, "Cannot update another user's profile");
      }
      const m = ensureMembership(host, project, p.team_id, p.user_id);
      const next = host.memberships.put({ ...m, ...sentFields(body) });
      return ok(memberProfileView(host, next, viewOf(auth!)));
    },
  });
}
