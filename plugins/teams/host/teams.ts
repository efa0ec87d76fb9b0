/** /teams: list, create (with creator and default permissions), read, update, delete. */
import { textError } from '../../../mock-server/http/api-error.js';
import { created, ok, success, type Router } from '../../../mock-server/http/router.js';
import { json, object, oneOf, string, url, userIdOrMe, uuid } from '../../../mock-server/http/schema.js';
import { createTeam } from '../../../mock-server/core/create-personal-team.js';
import { teamView } from '../../../mock-server/core/views.js';
import type { Host } from '../../../mock-server/host.js';
import type { TeamRow } from '../../../mock-server/store/entities.js';
import { ensureMembership, ensurePermission, ensureTeam, ensureUser, requireUser, viewOf } from './checks.js';
import { assertBase64Image, rejectServerOnly, sentFields } from './schemas.js';
import { teamDeletedEvent, teamEvent } from '../../../mock-server/webhooks/emit.js';

/** A URL of at most 1,000,000 characters (profile images may be data URLs). */
export const imageUrl = () => url({ max: 1_000_000 });

const SERVER_ONLY = ['client_read_only_metadata', 'server_metadata'] as const;
const byCreation = (a: { created_at_millis: number }, b: { created_at_millis: number }) => a.created_at_millis - b.created_at_millis;

/** Deletes the team with its memberships and grants; users who had it selected get none. */
export function deleteTeamCascade(host: Host, team: TeamRow): void {
  for (const g of host.permissionGrants.where('team_id', team.id)) host.permissionGrants.delete(g.id);
  for (const m of host.memberships.where('team_id', team.id)) {
    host.memberships.delete(m.id);
    const u = host.users.get(m.user_id);
    if (u?.selected_team_id === team.id) host.users.put({ ...u, selected_team_id: null });
  }
  host.teams.delete(team.id);
  teamDeletedEvent(host, team);
}

const params = object({ team_id: uuid() });

export function teamsRoutes(r: Router): void {
  r.add({
    method: 'GET',
    path: '/teams',
    query: object({ user_id: userIdOrMe().optional() }),
    handler: ({ host, auth, user, query }) => {
      const project = auth!.project;
      if (auth!.type === 'client') {
        const me = requireUser(user, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
        if (query.user_id !== me.id) {
          throw textError(403, 'Client can only list teams for their own user. user_id must be either "me" or the ID of the current user');
        }
      }
      const uid = query.user_id;
      const teams = (uid ? host.memberships.where('user_id', uid).map((m) => host.teams.get(m.team_id)) : host.teams.where('project_id', project.id))
        .filter((t): t is TeamRow => t !== undefined && t.project_id === project.id)
        .sort(byCreation);
      return ok({ items: teams.map((t) => teamView(t, viewOf(auth!))), is_paginated: false });
    },
  });

  r.add({
    method: 'POST',
    path: '/teams',
    query: object({ add_current_user: oneOf(['true', 'false'] as const).optional() }),
    body: object({
      display_name: string(),
      profile_image_url: imageUrl().nullable().optional(),
      client_metadata: json().optional(),
      client_read_only_metadata: json().optional(),
      server_metadata: json().optional(),
      creator_user_id: userIdOrMe().optional(),
    }, { repeatUnknown: true }),
    handler: ({ host, auth, user, body, query, req }) => {
      const project = auth!.project;
      if (auth!.type === 'client') rejectServerOnly(req, body, SERVER_ONLY);
      if (body.creator_user_id && query.add_current_user) {
        throw textError(400, 'Cannot use both creator_user_id and add_current_user. add_current_user is deprecated, please only use creator_user_id in the body.');
      }
      let creator = body.creator_user_id ?? null;
      if (auth!.type === 'client') {
        const me = requireUser(user, 'USER_AUTHENTICATION_REQUIRED');
        if (!project.config.client_team_creation_enabled) throw textError(403, 'Client team creation is disabled for this project');
        assertBase64Image(body.profile_image_url);
        if (creator && creator !== me.id) {
          throw textError(403, "You cannot create a team as a user that is not yourself. Make sure you set the creator_user_id to 'me'.");
        }
        creator = me.id;
      } else if (!creator && query.add_current_user === 'true') {
        if (!user) throw textError(401, 'You must be logged in to create a team with the current user as a member.');
        creator = user.id;
      }
      if (creator) ensureUser(host, project, creator);
      const { creator_user_id: _, ...fields } = body;
      const team = createTeam(host, project, fields, creator);
      teamEvent(host, 'team.created', team);
      return created(teamView(team, viewOf(auth!)));
    },
  });

  r.add({
    method: 'GET',
    path: '/teams/:team_id',
    params,
    handler: ({ host, auth, user, params: p }) => {
      const project = auth!.project;
      if (auth!.type === 'client') ensureMembership(host, project, p.team_id, requireUser(user, 'USER_AUTHENTICATION_REQUIRED').id);
      return ok(teamView(ensureTeam(host, project, p.team_id), viewOf(auth!)));
    },
  });

  r.add({
    method: 'PATCH',
    path: '/teams/:team_id',
    params,
    body: object({
      display_name: string().optional(),
      profile_image_url: imageUrl().nullable().optional(),
      client_metadata: json().optional(),
      client_read_only_metadata: json().optional(),
      server_metadata: json().optional(),
    }),
    handler: ({ host, auth, user, body, params: p, req }) => {
      const project = auth!.project;
      if (auth!.type === 'client') {
        rejectServerOnly(req, body, SERVER_ONLY);
        assertBase64Image(body.profile_image_url);
        ensurePermission(host, project, p.team_id, requireUser(user, 'USER_AUTHENTICATION_REQUIRED').id, '$update_team');
      }
      const team = ensureTeam(host, project, p.team_id);
      const next = host.teams.put({ ...team, ...sentFields(body) });
      teamEvent(host, 'team.updated', next);
      return ok(teamView(next, viewOf(auth!)));
    },
  });

  r.add({
    method: 'DELETE',
    path: '/teams/:team_id',
    params,
    handler: ({ host, auth, user, params: p }) => {
      const project = auth!.project;
      if (auth!.type === 'client') {
        ensurePermission(host, project, p.team_id, requireUser(user, 'USER_AUTHENTICATION_REQUIRED').id, '$delete_team');
      }
      deleteTeamCascade(host, ensureTeam(host, project, p.team_id));
      return success();
    },
  });
}

