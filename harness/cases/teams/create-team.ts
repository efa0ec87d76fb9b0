import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { knownError, schemaError } from '../../known-errors.js';
import { createUser, signUp, userWithSession } from '../../flows.js';
import { CLIENT_TEAM_KEYS, SERVER_TEAM_KEYS } from './team-helpers.js';
import type { Res } from '../../http.js';

/** A client's server-only field on create: the hosted API's create routes print the unknown-properties line twice. */
export function expectClientTeamServerField(res: Res): void {
  schemaError(res, 'POST', '/api/v1/teams', ['body contains unknown properties: server_metadata', 'body contains unknown properties: server_metadata']);
}

export const createTeamServer = defineCase({
  area: 'teams',
  name: 'create-team-server-201',
  endpoints: ['POST /api/v1/teams'],
  async run(t) {
    const res = await t.api('POST', '/teams', { as: 'server', json: { display_name: 'Server Team', server_metadata: { s: 1 }, client_read_only_metadata: { r: 1 } } });
    const team = expect.json(res, 201);
    expect.keys(team, SERVER_TEAM_KEYS, 'server team', res);
    expect.equal(
      { d: team.display_name, s: team.server_metadata, r: team.client_read_only_metadata, c: team.client_metadata, p: team.profile_image_url },
      { d: 'Server Team', s: { s: 1 }, r: { r: 1 }, c: null, p: null },
      'team fields',
      res,
    );
    const members = expect.json(await t.api('GET', '/team-member-profiles', { as: 'server', query: { team_id: String(team.id) } }), 200);
    expect.equal(members.items, [], 'a server-created team without creator has no members');
    const missing = '00000000-0000-4000-8000-000000000002';
    knownError(await t.api('POST', '/teams', { as: 'server', json: { display_name: 'x', creator_user_id: missing } }), 'USER_NOT_FOUND');
  },
});

export const createTeamClient = defineCase({
  area: 'teams',
  name: 'create-team-client-adds-creator',
  endpoints: ['POST /api/v1/teams', 'GET /api/v1/team-member-profiles'],
  async run(t) {
    const { session } = await userWithSession(t);
    const res = await t.api('POST', '/teams', { as: 'client', session, json: { display_name: 'Client Team', client_metadata: { c: 1 } } });
    const team = expect.json(res, 201);
    expect.keys(team, CLIENT_TEAM_KEYS, 'client team', res);
    const members = expect.json(await t.api('GET', '/team-member-profiles', { as: 'client', session, query: { team_id: String(team.id) } }), 200);
    expect.equal((members.items as { user_id: string }[]).map((m) => m.user_id), [session.userId], 'the creator is the only member');
  },
});

export const createTeamClientRules = defineCase({
  area: 'teams',
  name: 'create-team-client-rules',
  endpoints: ['POST /api/v1/teams'],
  async run(t) {
    const { session } = await userWithSession(t);
    const other = await createUser(t);
    knownError(await t.api('POST', '/teams', { as: 'client', json: { display_name: 'x' } }), 'USER_AUTHENTICATION_REQUIRED');
    expect.text(
      await t.api('POST', '/teams', { as: 'client', session, json: { display_name: 'x', creator_user_id: other.id } }),
      403,
      "You cannot create a team as a user that is not yourself. Make sure you set the creator_user_id to 'me'.",
    );
    expect.text(await t.api('POST', '/teams', { as: 'client', session, json: { display_name: 'x', profile_image_url: 'https://example.com/t.png' } }), 400, 'Invalid profile image URL');
    expectClientTeamServerField(await t.api('POST', '/teams', { as: 'client', session, json: { display_name: 'x', server_metadata: {} } }));
    const project = await t.newProject();
    const inOther = await userWithSession(t, {}, project);
    expect.text(
      await t.api('POST', '/teams', { as: 'client', project, session: inOther.session, json: { display_name: 'x' } }),
      403,
      'Client team creation is disabled for this project',
    );
  },
});

export const teamOnSignUp = defineCase({
  area: 'teams',
  name: 'create-team-on-sign-up',
  endpoints: ['POST /api/v1/users', 'GET /api/v1/teams'],
  async run(t) {
    const project = await t.newProject({ create_team_on_sign_up: true });
    const user = expect.json(await t.api('POST', '/users', { as: 'server', project, json: { display_name: 'Zed' } }), 201);
    const teams = expect.json(await t.api('GET', '/teams', { as: 'server', project, query: { user_id: String(user.id) } }), 200);
    expect.equal((teams.items as { display_name: string }[]).map((x) => x.display_name), ["Zed's Team"], 'personal team name');
    const email = t.email();
    const session = await signUp(t, email, 'correct-horse-40', project);
    const own = expect.json(await t.api('GET', '/teams', { as: 'client', project, session, query: { user_id: 'me' } }), 200);
    expect.equal((own.items as { display_name: string }[]).map((x) => x.display_name), [`${email}'s Team`], 'team of a password sign-up without display name');
  },
});

export const addCurrentUserConflict = defineCase({
  area: 'teams',
  name: 'create-team-add-current-user-deprecated',
  endpoints: ['POST /api/v1/teams'],
  async run(t) {
    const { session } = await userWithSession(t);
    const res = await t.api('POST', '/teams', { as: 'server', session, query: { add_current_user: 'true' }, json: { display_name: 'x', creator_user_id: 'me' } });
    expect.text(res, 400, 'Cannot use both creator_user_id and add_current_user. add_current_user is deprecated, please only use creator_user_id in the body.');
    const legacy = await t.api('POST', '/teams', { as: 'server', session, query: { add_current_user: 'true' }, json: { display_name: 'Legacy' } });
    const team = expect.json(legacy, 201);
    const members = expect.json(await t.api('GET', '/team-member-profiles', { as: 'server', query: { team_id: String(team.id) } }), 200);
    expect.equal((members.items as { user_id: string }[]).map((m) => m.user_id), [session.userId], 'add_current_user=true adds the signed-in user');
  },
});
