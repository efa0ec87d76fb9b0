import type { CaseContext, Session } from '../../case-context.js';
import * as expect from '../../expect.js';

export const CLIENT_TEAM_KEYS = ['id', 'display_name', 'profile_image_url', 'client_metadata', 'client_read_only_metadata'];
export const SERVER_TEAM_KEYS = [...CLIENT_TEAM_KEYS, 'created_at_millis', 'server_metadata'];

/** A team created by `session`'s user through client access (creator gets the creator default permissions). */
export async function clientTeam(t: CaseContext, session: Session, display_name = `Team ${t.uid()}`): Promise<Record<string, unknown>> {
  return expect.json(await t.api('POST', '/teams', { as: 'client', session, json: { display_name } }), 201);
}

export async function serverTeam(t: CaseContext, body: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  return expect.json(await t.api('POST', '/teams', { as: 'server', json: { display_name: `Team ${t.uid()}`, ...body } }), 201);
}

export async function addMember(t: CaseContext, teamId: unknown, userId: unknown): Promise<void> {
  expect.json(await t.api('POST', `/team-memberships/${teamId}/${userId}`, { as: 'server', json: {} }), 201, { team_id: teamId, user_id: userId });
}
