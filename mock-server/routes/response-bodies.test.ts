import { describe, expect, it } from 'vitest';
import { createMockServer } from '../create-mock-server.js';
import { DEV_KEYS } from '../store/seed.js';

// Success bodies are pinned byte for byte (key order, spacing, values): the hot-path work on /users/me and
// /users (cached serialisation, the sorted user index) must not change one byte.
let n = 0;
const ids = {
  uuid: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  secret: () => String(++n).padStart(45, 'a'),
};

async function setup() {
  n = 0;
  const app = createMockServer({ now: () => 1_700_000_000_000, ids, serverSecret: 'pinned-bodies-test-secret', rateLimits: false });
  const call = (path: string, init: RequestInit = {}) => app.fetch(new Request(`http://localhost${path}`, init));
  const dev = async (path: string, body: unknown) => (await call(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json() as Promise<Record<string, string>>;
  const project = await dev('/__dev/projects', { display_name: 'Pinned', config: { create_team_on_sign_up: true } });
  const base = { 'x-stack-project-id': project.project_id };
  const client = { ...base, 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': project.publishable_client_key };
  const server = { ...base, 'x-stack-access-type': 'server', 'x-stack-secret-server-key': project.secret_server_key };
  const a = await dev('/__dev/users', { project_id: project.project_id, email: 'ada@example.com', display_name: 'Ada', client_metadata: { theme: 'dark', n: [1, 2] } });
  const b = await dev('/__dev/users', { project_id: project.project_id, email: 'bob@example.com', email_verified: false, server_metadata: { tier: 'gold' } });
  // Ids are compared as placeholders, so a change in how many ids other code draws does not matter here.
  const named = (text: string) => text.replaceAll(a.user_id, '<ada>').replaceAll(b.user_id, '<bob>');
  return { call, client, server, token: a.access_token, named };
}

describe('success bodies stay byte-identical', () => {
  it('GET /users/me (client and server views)', async () => {
    const { call, client, server, token, named } = await setup();
    const me = await call('/api/v1/users/me', { headers: { ...client, 'x-stack-access-token': token } });
    const asServer = await call('/api/v1/users/me', { headers: { ...server, 'x-stack-access-token': token } });
    const texts = [me.status, named(await me.text()), asServer.status, named(await asServer.text())];
    expect(texts).toEqual([200, CLIENT_ME, 200, SERVER_ME]);
  });

  it('GET /users (a page with its cursor, the next page, desc, a search)', async () => {
    const { call, server, named } = await setup();
    const get = async (q: string) => (await call(`/api/v1/users${q}`, { headers: server })).text();
    const first = await get('?limit=1');
    const next = (JSON.parse(first) as { pagination: { next_cursor: string } }).pagination.next_cursor;
    const texts = [first, await get(`?limit=1&cursor=${next}`), await get('?desc=true'), await get('?query=BOB')].map(named);
    expect(texts).toEqual(LISTS);
  });
});

const CLIENT_ME =
  '{"id":"<ada>","primary_email":"ada@example.com","primary_email_verified":true,"display_name":"Ada","client_metadata":{"theme":"dark","n":[1,2]},"client_read_only_metadata":null,"profile_image_url":null,"signed_up_at_millis":1700000000000,"has_password":false,"auth_with_email":false,"oauth_providers":[],"selected_team_id":null,"requires_totp_mfa":false,"otp_auth_enabled":false,"passkey_auth_enabled":false,"selected_team":null}';
const SERVER_ME =
  '{"id":"<ada>","primary_email":"ada@example.com","primary_email_verified":true,"primary_email_auth_enabled":true,"display_name":"Ada","selected_team":null,"selected_team_id":null,"profile_image_url":null,"signed_up_at_millis":1700000000000,"has_password":false,"otp_auth_enabled":false,"passkey_auth_enabled":false,"client_metadata":{"theme":"dark","n":[1,2]},"client_read_only_metadata":null,"server_metadata":null,"last_active_at_millis":1700000000000,"oauth_providers":[],"auth_with_email":false,"requires_totp_mfa":false}';
const LISTS = [
  '{"items":[{"id":"<ada>","primary_email":"ada@example.com","primary_email_verified":true,"primary_email_auth_enabled":true,"display_name":"Ada","selected_team":null,"selected_team_id":null,"profile_image_url":null,"signed_up_at_millis":1700000000000,"has_password":false,"otp_auth_enabled":false,"passkey_auth_enabled":false,"client_metadata":{"theme":"dark","n":[1,2]},"client_read_only_metadata":null,"server_metadata":null,"last_active_at_millis":1700000000000,"oauth_providers":[],"auth_with_email":false,"requires_totp_mfa":false}],"is_paginated":true,"pagination":{"next_cursor":"<bob>"}}',
  '{"items":[{"id":"<bob>","primary_email":"bob@example.com","primary_email_verified":false,"primary_email_auth_enabled":true,"display_name":null,"selected_team":null,"selected_team_id":null,"profile_image_url":null,"signed_up_at_millis":1700000000000,"has_password":false,"otp_auth_enabled":false,"passkey_auth_enabled":false,"client_metadata":null,"client_read_only_metadata":null,"server_metadata":{"tier":"gold"},"last_active_at_millis":1700000000000,"oauth_providers":[],"auth_with_email":false,"requires_totp_mfa":false}],"is_paginated":true,"pagination":{"next_cursor":null}}',
  '{"items":[{"id":"<bob>","primary_email":"bob@example.com","primary_email_verified":false,"primary_email_auth_enabled":true,"display_name":null,"selected_team":null,"selected_team_id":null,"profile_image_url":null,"signed_up_at_millis":1700000000000,"has_password":false,"otp_auth_enabled":false,"passkey_auth_enabled":false,"client_metadata":null,"client_read_only_metadata":null,"server_metadata":{"tier":"gold"},"last_active_at_millis":1700000000000,"oauth_providers":[],"auth_with_email":false,"requires_totp_mfa":false},{"id":"<ada>","primary_email":"ada@example.com","primary_email_verified":true,"primary_email_auth_enabled":true,"display_name":"Ada","selected_team":null,"selected_team_id":null,"profile_image_url":null,"signed_up_at_millis":1700000000000,"has_password":false,"otp_auth_enabled":false,"passkey_auth_enabled":false,"client_metadata":{"theme":"dark","n":[1,2]},"client_read_only_metadata":null,"server_metadata":null,"last_active_at_millis":1700000000000,"oauth_providers":[],"auth_with_email":false,"requires_totp_mfa":false}],"is_paginated":true,"pagination":{"next_cursor":null}}',
  '{"items":[{"id":"<bob>","primary_email":"bob@example.com","primary_email_verified":false,"primary_email_auth_enabled":true,"display_name":null,"selected_team":null,"selected_team_id":null,"profile_image_url":null,"signed_up_at_millis":1700000000000,"has_password":false,"otp_auth_enabled":false,"passkey_auth_enabled":false,"client_metadata":null,"client_read_only_metadata":null,"server_metadata":{"tier":"gold"},"last_active_at_millis":1700000000000,"oauth_providers":[],"auth_with_email":false,"requires_totp_mfa":false}],"is_paginated":true,"pagination":{"next_cursor":null}}',
];
