import { describe, expect, it } from 'vitest';
import { adminProjectUpdateToWire, toAdminProject } from './project-mapping.js';

const wire = {
  id: 'p1',
  display_name: 'Shop',
  description: '',
  created_at_millis: 1000,
  user_count: 3,
  is_production_mode: false,
  config: {
    id: 'cfg',
    allow_localhost: true,
    sign_up_enabled: true,
    credential_enabled: true,
    magic_link_enabled: false,
    passkey_enabled: false,
    legacy_global_jwt_signing: false,
    client_team_creation_enabled: false,
    client_user_deletion_enabled: false,
    create_team_on_sign_up: true,
    oauth_providers: [
      { id: 'github', enabled: true, type: 'shared' as const },
      { id: 'google', enabled: false, type: 'standard' as const, client_id: 'cid', client_secret: 'sec' },
    ],
    enabled_oauth_providers: [{ id: 'github' }],
    domains: [{ domain: 'https://shop.example.com', handler_path: '/handler' }],
    email_config: { type: 'standard' as const, host: 'smtp', port: 587, username: 'u', password: 'p', sender_name: 'Shop', sender_email: 'no@shop.example.com' },
    team_creator_default_permissions: [{ id: 'admin' }],
    team_member_default_permissions: [{ id: 'member' }],
  },
};

describe('admin project mapping', () => {
  it('wire → entity: camelCase everywhere, createdAt a Date, optional provider fields null', () => {
    expect(toAdminProject(wire)).toEqual({
      id: 'p1',
      displayName: 'Shop',
      description: '',
      createdAt: new Date(1000),
      userCount: 3,
      isProductionMode: false,
      config: {
        signUpEnabled: true,
        credentialEnabled: true,
        magicLinkEnabled: false,
        passkeyEnabled: false,
        clientTeamCreationEnabled: false,
        clientUserDeletionEnabled: false,
        allowLocalhost: true,
        legacyGlobalJwtSigning: false,
        createTeamOnSignUp: true,
        teamCreatorDefaultPermissions: [{ id: 'admin' }],
        teamMemberDefaultPermissions: [{ id: 'member' }],
        oauthProviders: [
          { id: 'github', enabled: true, type: 'shared' },
          { id: 'google', enabled: false, type: 'standard', clientId: 'cid', clientSecret: 'sec', facebookConfigId: null, microsoftTenantId: null },
        ],
        emailConfig: { type: 'standard', host: 'smtp', port: 587, username: 'u', password: 'p', senderName: 'Shop', senderEmail: 'no@shop.example.com' },
        domains: [{ domain: 'https://shop.example.com', handlerPath: '/handler' }],
      },
    });
  });

  it('update input → wire: only given keys, nested lists and e-mail settings converted', () => {
    expect(
      adminProjectUpdateToWire({
        displayName: 'New',
        config: {
          allowLocalhost: false,
          domains: [{ domain: 'https://a.example.com', handlerPath: '/h' }],
          oauthProviders: [{ id: 'google', enabled: true, type: 'standard', clientId: 'c', clientSecret: 's' }],
          emailConfig: { type: 'standard', host: 'h', port: 25, username: 'u', password: 'p', senderName: 'N', senderEmail: 'e@x.com' },
          teamMemberDefaultPermissions: [{ id: 'member' }],
        },
      }),
    ).toEqual({
      display_name: 'New',
      config: {
        allow_localhost: false,
        team_member_default_permissions: [{ id: 'member' }],
        domains: [{ domain: 'https://a.example.com', handler_path: '/h' }],
        oauth_providers: [{ id: 'google', enabled: true, type: 'standard', client_id: 'c', client_secret: 's' }],
        email_config: { type: 'standard', host: 'h', port: 25, username: 'u', password: 'p', sender_name: 'N', sender_email: 'e@x.com' },
      },
    });
    expect(adminProjectUpdateToWire({ config: { emailConfig: { type: 'shared' } } })).toEqual({ config: { email_config: { type: 'shared' } } });
  });
});
