/**
 * The events, as the hosted API sends them: `{"type", "data"}` to every endpoint of the project.
 * - `user.created`, `user.updated`: the server view of the user; `user.deleted`: `{id, teams: [{id}]}`;
 * - `team.created`, `team.updated`: the server view of the team; `team.deleted`: `{id}`;
 * - `team_membership.created`, `team_membership.deleted`: `{team_id, user_id}`.
 * Each call writes the message in the current request's transaction; the webhook service sends it once that
 * transaction is committed (see webhook-service.ts). A call never throws into the request.
 */
import type { Host } from '../host.js';
import type { TeamRow, UserRow } from '../store/entities.js';
import { teamView, userView } from '../core/views.js';
import { messagesTable, svixId } from './rows.js';
import { webhooksOf } from './webhook-service.js';

export type WebhookEventType =
  | 'user.created' | 'user.updated' | 'user.deleted'
  | 'team.created' | 'team.updated' | 'team.deleted'
  | 'team_membership.created' | 'team_membership.deleted';

export const WEBHOOK_EVENT_TYPES: readonly WebhookEventType[] = [
  'user.created', 'user.updated', 'user.deleted', 'team.created', 'team.updated', 'team.deleted',
  'team_membership.created', 'team_membership.deleted',
];

export function emitWebhook(host: Host, projectId: string, type: WebhookEventType, data: unknown): void {
  const msg = messagesTable(host).put({ id: svixId('msg'), project_id: projectId, event_type: type, payload: { type, data }, timestamp_millis: host.now() });
  webhooksOf(host).queued(msg);
}

export const userEvent = (host: Host, type: 'user.created' | 'user.updated', user: UserRow) =>
  emitWebhook(host, user.project_id, type, userView(host, user, 'server'));

/** Call before the user's memberships go: the event lists the teams the user was in. */
export const userDeletedEvent = (host: Host, user: UserRow) =>
  emitWebhook(host, user.project_id, 'user.deleted', { id: user.id, teams: host.memberships.where('user_id', user.id).map((m) => ({ id: m.team_id })) });

/**
 * A new user: `user.created`, then for a personal team `team.created` and `team_membership.created`. The dev
 * surface's shortcut users (`/__dev/users`, bulk seeding) send none.
 */
export function signUpEvents(host: Host, user: UserRow, personalTeam: TeamRow | null): void {
  userEvent(host, 'user.created', user);
  if (!personalTeam) return;
  teamEvent(host, 'team.created', personalTeam);
  membershipEvent(host, 'team_membership.created', user.project_id, personalTeam.id, user.id);
}

export const teamEvent = (host: Host, type: 'team.created' | 'team.updated', team: TeamRow) =>
  emitWebhook(host, team.project_id, type, teamView(team, 'server'));

export const teamDeletedEvent = (host: Host, team: TeamRow) => emitWebhook(host, team.project_id, 'team.deleted', { id: team.id });

export const membershipEvent = (host: Host, type: 'team_membership.created' | 'team_membership.deleted', projectId: string, teamId: string, userId: string) =>
  emitWebhook(host, projectId, type, { team_id: teamId, user_id: userId });
