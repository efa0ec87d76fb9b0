/**
 * Bulk seeding for load tests: `count` users in one call, each with a verified primary e-mail used for
 * sign-in, a second (unverified) e-mail channel, and a personal team when the project creates one on
 * sign-up. No sessions and no password hashes, so 100,000 users take seconds.
 */
import type { Host } from '../host.js';
import type { ProjectRow } from '../store/entities.js';
import { createPersonalTeam } from '../core/create-personal-team.js';

export const MAX_BULK_USERS = 200_000;

/** Seeds users named `{prefix} {i}` with e-mails `{prefix}-{i}@example.com`; returns the first and last ids. */
export function seedUsers(host: Host, project: ProjectRow, count: number, prefix: string): { count: number; first_user_id: string | null; last_user_id: string | null } {
  let first: string | null = null;
  let last: string | null = null;
  const slug = prefix.toLowerCase().replace(/[^a-z0-9]+/g, '-') || 'user';
  for (let i = 0; i < count; i++) {
    const now = host.now();
    const user = host.users.put({
      id: host.ids.uuid(), project_id: project.id, display_name: `${prefix} ${i}`,
      profile_image_url: null, signed_up_at_millis: now, last_active_at_millis: now,
      client_metadata: null, client_read_only_metadata: null, server_metadata: null,
      password_hash: null, otp_auth_enabled: false, totp_secret_base64: null, selected_team_id: null, oauth_providers: [],
    });
    for (const [value, primary] of [[`${slug}-${i}@example.com`, true], [`${slug}-${i}@backup.example.org`, false]] as const) {
      host.contactChannels.put({
        id: host.ids.uuid(), project_id: project.id, user_id: user.id, type: 'email', value,
        is_verified: primary, is_primary: primary, used_for_auth: primary, created_at_millis: now,
      });
    }
    if (project.config.create_team_on_sign_up) createPersonalTeam(host, project, user);
    first ??= user.id;
    last = user.id;
  }
  return { count, first_user_id: first, last_user_id: last };
}
