import { describe, expect, it } from 'vitest';
import { createMockServer, hostOf } from '../create-mock-server.js';
import { userView, userViewJson } from './views.js';

describe('userViewJson', () => {
  it('equals JSON.stringify(userView) and follows every row the view reads', () => {
    const host = hostOf(createMockServer({ rateLimits: false }));
    const now = host.now();
    const user = host.users.put({
      id: 'u1', project_id: 'internal', display_name: 'Ada', profile_image_url: null, signed_up_at_millis: now, last_active_at_millis: now,
      client_metadata: { a: 1 }, client_read_only_metadata: null, server_metadata: null, password_hash: null,
      otp_auth_enabled: false, totp_secret_base64: null, selected_team_id: 't1', oauth_providers: [],
    });
    const team = { id: 't1', project_id: 'internal', display_name: 'Team', profile_image_url: null, client_metadata: null, client_read_only_metadata: null, server_metadata: null, created_at_millis: now };
    const same = () => {
      const u = host.users.get('u1')!;
      for (const view of ['client', 'server'] as const) {
        expect(userViewJson(host, u, view)).toBe(JSON.stringify(userView(host, u, view)));
      }
      return userViewJson(host, u, 'client');
    };
    const seen = new Set([same()]);
    host.teams.put(team);
    seen.add(same());
    host.teams.put({ ...team, display_name: 'Renamed' });
    seen.add(same());
    host.contactChannels.put({ id: 'c1', project_id: 'internal', user_id: 'u1', type: 'email', value: 'ada@example.com', is_verified: false, is_primary: true, used_for_auth: true, created_at_millis: now });
    seen.add(same());
    host.contactChannels.put({ id: 'c1', project_id: 'internal', user_id: 'u1', type: 'email', value: 'ada@example.com', is_verified: true, is_primary: true, used_for_auth: true, created_at_millis: now });
    seen.add(same());
    host.table<{ id: string; user_id: string }>('passkeys').put({ id: 'pk1', user_id: 'u1' });
    seen.add(same());
    host.users.put({ ...user, display_name: 'Ada L.' });
    seen.add(same());
    expect(seen.size).toBe(7); // every change showed in the bytes
  });
});
