/** User: wire ↔ entity (client and server views) and the update/create inputs → wire. */
import type { Json, OAuthProviderLink, ServerUser, ServerUserUpdate, User, UserUpdate } from './entities.js';
import { fromWire, toWire } from './entity-fields.js';
import { toTeam, type TeamWire } from './team-mapping.js';

/** User read shape (snake_case); the client view lacks the last three keys. */
export interface UserWire {
  id: string;
  primary_email: string | null;
  primary_email_verified: boolean;
  display_name: string | null;
  client_metadata: Json;
  client_read_only_metadata: Json;
  profile_image_url: string | null;
  signed_up_at_millis: number;
  has_password: boolean;
  auth_with_email: boolean;
  oauth_providers: { id: string; account_id: string; email: string | null }[];
  selected_team_id: string | null;
  selected_team: TeamWire | null;
  requires_totp_mfa: boolean;
  otp_auth_enabled: boolean;
  passkey_auth_enabled: boolean;
  primary_email_auth_enabled?: boolean;
  server_metadata?: Json;
  last_active_at_millis?: number;
}

const USER =
  'id displayName primaryEmail primaryEmailVerified profileImageUrl signedUpAt clientMetadata clientReadOnlyMetadata hasPassword ' +
  'emailAuthEnabled:auth_with_email otpAuthEnabled passkeyAuthEnabled isMultiFactorRequired:requires_totp_mfa';

function map(list: string, w: UserWire) {
  return {
    ...fromWire<object>(list, w),
    oauthProviders: (w.oauth_providers ?? []).map((p) => fromWire<OAuthProviderLink>('id accountId email', p)),
    selectedTeam: w.selected_team ? toTeam(w.selected_team) : null,
  };
}

/** Client view. */
export const toUser = (w: UserWire) => map(USER, w) as User;

/** Server view: adds primaryEmailAuthEnabled, lastActiveAt, serverMetadata (and a server-view selected team). */
export const toServerUser = (w: UserWire) => map(USER + ' primaryEmailAuthEnabled lastActiveAt serverMetadata', w) as ServerUser;

const UPDATE = 'displayName clientMetadata selectedTeamId totpSecretBase64 profileImageUrl otpAuthEnabled passkeyAuthEnabled';

/** `user.update` input → PATCH /users/me body. */
export const userUpdateToWire = (input: UserUpdate) => toWire(UPDATE, input);

/** `users.create` / `users.update` input → POST or PATCH /users body. */
export const serverUserInputToWire = (input: ServerUserUpdate) =>
  toWire(
    UPDATE + ' clientReadOnlyMetadata serverMetadata primaryEmail primaryEmailVerified primaryEmailAuthEnabled password passwordHash',
    input,
  );
