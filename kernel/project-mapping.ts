/** Project, client view: wire → entity. (The admin view is mapped by the admin plugin.) */
import type { Project, ProjectConfig } from './entities.js';
import { fromWire } from './entity-fields.js';

/** GET /projects/current, client view (snake_case). */
export interface ProjectWire {
  id: string;
  display_name: string;
  config: {
    sign_up_enabled: boolean;
    credential_enabled: boolean;
    magic_link_enabled: boolean;
    passkey_enabled: boolean;
    client_team_creation_enabled: boolean;
    client_user_deletion_enabled: boolean;
    enabled_oauth_providers: { id: string }[];
  };
}

export const PROJECT_CONFIG =
  'signUpEnabled credentialEnabled magicLinkEnabled passkeyEnabled clientTeamCreationEnabled clientUserDeletionEnabled';

export const toProject = (w: ProjectWire): Project => ({
  ...fromWire<Omit<Project, 'config'>>('id displayName', w),
  config: {
    ...fromWire<ProjectConfig>(PROJECT_CONFIG, w.config),
    oauthProviders: w.config.enabled_oauth_providers.map((p) => p.id),
  },
});
