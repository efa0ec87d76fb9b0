import { describe, expect, it } from 'vitest';
import { toProject } from './project-mapping.js';

describe('project mapping (client view)', () => {
  it('camelCase config; oauthProviders is the list of enabled provider ids', () => {
    expect(
      toProject({
        id: 'p1',
        display_name: 'Shop',
        config: {
          sign_up_enabled: true,
          credential_enabled: true,
          magic_link_enabled: false,
          passkey_enabled: false,
          client_team_creation_enabled: true,
          client_user_deletion_enabled: false,
          enabled_oauth_providers: [{ id: 'github' }, { id: 'google' }],
        },
      }),
    ).toEqual({
      id: 'p1',
      displayName: 'Shop',
      config: {
        signUpEnabled: true,
        credentialEnabled: true,
        magicLinkEnabled: false,
        passkeyEnabled: false,
        clientTeamCreationEnabled: true,
        clientUserDeletionEnabled: false,
        oauthProviders: ['github', 'google'],
      },
    });
  });
});
