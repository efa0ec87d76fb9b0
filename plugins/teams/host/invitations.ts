/**
 * /team-invitations: send (e-mail with a `code` link on a trusted callback URL), accept, check-code, details,
 * list (only unused, unexpired) and revoke (45-char codes valid 7 days).
 */
import { knownError } from '../../../mock-server/http/api-error.js';
import { ok, success, type Router } from '../../../mock-server/http/router.js';
import { code, email, object, url, uuid } from '../../../mock-server/http/schema.js';
import { addCheckCodeRoute, createCode, redeemCode } from '../../../mock-server/core/verification-codes.js';
import { sendTemplateEmail } from '../../../mock-server/mail/send-email.js';
import type { Auth } from '../../../mock-server/http/authenticate.js';
import type { Host } from '../../../mock-server/host.js';
import type { UserRow } from '../../../mock-server/store/entities.js';
import { ensureMembership, ensurePermission, ensureTeam, findMembership, requireUser } from './checks.js';
import { addMember } from './memberships.js';
import { invitationView } from './views.js';

const TYPE = 'TEAM_INVITATION' as const;
const codeBody = object({ code: code() });

/** Client: membership + every permission in `needs`; server/admin: the team must exist. */
function checkTeamAccess(host: Host, auth: Auth, user: UserRow | null, teamId: string, needs: readonly string[]): void {
  if (auth.type !== 'client') {
    ensureTeam(host, auth.project, teamId);
    return;
  }
  const me = requireUser(user, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
  ensureMembership(host, auth.project, teamId, me.id);
  for (const p of needs) ensurePermission(host, auth.project, teamId, me.id, p);
}

export function invitationRoutes(r: Router): void {
  r.add({
    method: 'POST',
    path: '/team-invitations/send-code',
    body: object({ team_id: uuid(), email: email(), callback_url: url() }),
    handler: async ({ host, auth, user, body }) => {
      const project = auth!.project;
      if (auth!.type === 'client') {
        ensurePermission(host, project, body.team_id, requireUser(user, 'USER_AUTHENTICATION_REQUIRED').id, '$invite_members');
      }
      const team = ensureTeam(host, project, body.team_id);
      const { row, link } = createCode(host, {
        project,
        type: TYPE,
        data: { team_id: team.id },
        method: { email: body.email },
        callbackUrl: body.callback_url,
      });
      await sendTemplateEmail(host, project, 'team_invitation', body.email, {
        teamInvitationLink: link as string,
        teamDisplayName: team.display_name,
      });
      return ok({ success: true, id: row.id });
    },
  });

  addCheckCodeRoute(r, '/team-invitations/accept/check-code', TYPE);

  r.add({
    method: 'POST',
    path: '/team-invitations/accept/details',
    body: codeBody,
    handler: ({ host, auth, user, body }) => {
      const row = redeemCode(host, { projectId: auth!.project.id, type: TYPE, code: body.code, mode: 'check' });
      requireUser(user, 'USER_AUTHENTICATION_REQUIRED');
      const team = ensureTeam(host, auth!.project, row.data.team_id as string);
      return ok({ team_id: team.id, team_display_name: team.display_name });
    },
  });

  r.add({
    method: 'POST',
    path: '/team-invitations/accept',
    body: codeBody,
    handler: ({ host, auth, user, body }) => {
      const project = auth!.project;
      const row = redeemCode(host, { projectId: project.id, type: TYPE, code: body.code, mode: 'use' });
      const me = requireUser(user, 'USER_AUTHENTICATION_REQUIRED');
      const teamId = row.data.team_id as string;
      if (!findMembership(host, project, teamId, me.id)) addMember(host, project, teamId, me.id);
      return ok({});
    },
  });

  r.add({
    method: 'GET',
    path: '/team-invitations',
    query: object({ team_id: uuid() }),
    handler: ({ host, auth, user, query }) => {
      checkTeamAccess(host, auth!, user, query.team_id, ['$read_members', '$invite_members']);
      const now = host.now();
      const items = host.codes
        .where('type', TYPE)
        .filter((c) => c.project_id === auth!.project.id && c.data.team_id === query.team_id && c.used_at_millis === null && c.expires_at_millis > now)
        .sort((a, b) => a.created_at_millis - b.created_at_millis)
        .map(invitationView);
      return ok({ items, is_paginated: false });
    },
  });

  r.add({
    method: 'DELETE',
    path: '/team-invitations/:id',
    params: object({ id: uuid() }),
    query: object({ team_id: uuid() }),
    handler: ({ host, auth, user, params, query }) => {
      checkTeamAccess(host, auth!, user, query.team_id, ['$remove_members']);
      const row = host.codes.get(params.id);
      if (!row || row.project_id !== auth!.project.id || row.type !== TYPE || row.data.team_id !== query.team_id) {
        throw knownError('VERIFICATION_CODE_NOT_FOUND');
      }
      host.codes.delete(row.id);
      return success();
    },
  });
}
