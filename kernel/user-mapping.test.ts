import { describe, expect, it } from 'vitest';
import { serverUserInputToWire, toServerUser, toUser, userUpdateToWire, type UserWire } from './user-mapping.js';

const team = { id: 't1', display_name: 'Team', profile_image_url: null, client_metadata: null, client_read_only_metadata: { a: 1 } };
const clientWire: UserWire = {
  id: 'u1',
  primary_email: 'ada@example.com',
  primary_email_verified: true,
  display_name: 'Ada',
  client_metadata: { theme: 'dark' },
  client_read_only_metadata: null,
  profile_image_url: null,
  signed_up_at_millis: 1_700_000_000_000,
  has_password: true,
  auth_with_email: true,
  oauth_providers: [{ id: 'github', account_id: '42', email: null }],
  selected_team_id: 't1',
  selected_team: team,
  requires_totp_mfa: false,
  otp_auth_enabled: false,
  passkey_auth_enabled: true,
};

describe('user mapping', () => {
  it('client view: every entity key, camelCase, Date, nested team and providers, no wire keys', () => {
    const u = toUser(clientWire);
    expect(u).toEqual({
      id: 'u1',
      displayName: 'Ada',
      primaryEmail: 'ada@example.com',
      primaryEmailVerified: true,
      profileImageUrl: null,
      signedUpAt: new Date(1_700_000_000_000),
      clientMetadata: { theme: 'dark' },
      clientReadOnlyMetadata: null,
      hasPassword: true,
      emailAuthEnabled: true,
      otpAuthEnabled: false,
      oauthProviders: [{ id: 'github', accountId: '42', email: null }],
      passkeyAuthEnabled: true,
      isMultiFactorRequired: false,
      selectedTeam: { id: 't1', displayName: 'Team', profileImageUrl: null, clientMetadata: null, clientReadOnlyMetadata: { a: 1 } },
    });
    expect(JSON.stringify(u)).not.toMatch(/_/);
  });

  it('server view adds primaryEmailAuthEnabled, lastActiveAt, serverMetadata and a server-view team', () => {
    const u = toServerUser({
      ...clientWire,
      selected_team: { ...team, created_at_millis: 1000, server_metadata: { plan: 'pro' } },
      primary_email_auth_enabled: true,
      server_metadata: null,
      last_active_at_millis: 1_700_000_100_000,
    });
    expect(u).toMatchObject({ primaryEmailAuthEnabled: true, serverMetadata: null, lastActiveAt: new Date(1_700_000_100_000) });
    expect(u.selectedTeam).toMatchObject({ createdAt: new Date(1000), serverMetadata: { plan: 'pro' } });
  });

  it('a missing value is null, never undefined', () => {
    const { display_name: _, ...partial } = clientWire;
    const u = toUser({ ...partial, selected_team: null } as UserWire);
    expect(u.displayName).toBeNull();
    expect(u.selectedTeam).toBeNull();
    expect(Object.values(u)).not.toContain(undefined);
  });

  it('update and create inputs → wire bodies (only given keys)', () => {
    expect(userUpdateToWire({ displayName: 'Grace', clientMetadata: { x: 1 }, selectedTeamId: null, passkeyAuthEnabled: false })).toEqual({
      display_name: 'Grace',
      client_metadata: { x: 1 },
      selected_team_id: null,
      passkey_auth_enabled: false,
    });
    expect(userUpdateToWire({})).toEqual({});
    expect(
      serverUserInputToWire({ primaryEmail: 'a@example.com', primaryEmailAuthEnabled: true, primaryEmailVerified: true, serverMetadata: { r: 1 }, password: 'pw', totpSecretBase64: 'AAAA' }),
    ).toEqual({
      primary_email: 'a@example.com',
      primary_email_auth_enabled: true,
      primary_email_verified: true,
      server_metadata: { r: 1 },
      password: 'pw',
      totp_secret_base64: 'AAAA',
    });
  });
});
