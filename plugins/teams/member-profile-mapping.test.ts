import { describe, expect, it } from 'vitest';
import { memberProfileUpdateToWire, toMemberProfile, type ServerTeamMemberProfile } from './member-profile-mapping.js';

describe('team member profile mapping', () => {
  const wire = { team_id: 't1', user_id: 'u1', display_name: null, profile_image_url: 'https://img.example.com/a.png' };

  it('client view: teamId, userId, displayName, profileImageUrl', () => {
    expect(toMemberProfile(wire)).toEqual({ teamId: 't1', userId: 'u1', displayName: null, profileImageUrl: 'https://img.example.com/a.png' });
  });

  it('server view: adds the mapped user', () => {
    const user = {
      id: 'u1', primary_email: 'a@example.com', primary_email_verified: true, display_name: 'A', client_metadata: null, client_read_only_metadata: null,
      profile_image_url: null, signed_up_at_millis: 1, has_password: false, auth_with_email: false, oauth_providers: [], selected_team_id: null,
      selected_team: null, requires_totp_mfa: false, otp_auth_enabled: false, passkey_auth_enabled: false, primary_email_auth_enabled: true,
      server_metadata: null, last_active_at_millis: 2,
    };
    const p = toMemberProfile({ ...wire, user }) as ServerTeamMemberProfile;
    expect(p.user).toMatchObject({ id: 'u1', primaryEmail: 'a@example.com', lastActiveAt: new Date(2) });
  });

  it('update input → wire', () => {
    expect(memberProfileUpdateToWire({ displayName: 'Bobby', profileImageUrl: null })).toEqual({ display_name: 'Bobby', profile_image_url: null });
  });
});
