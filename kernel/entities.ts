/**
 * The entities the SDK hands to app code: camelCase keys, `Date` times, `null` for a missing value (never
 * undefined, never a missing key). Types only. The wire (snake_case) shapes live in the mapping modules
 * (`*-mapping.ts`), the only code that reads or writes wire field names.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** An OAuth provider account connected to a user. */
export interface OAuthProviderLink {
  /** Provider id (`github`, `google`, …). */
  id: string;
  accountId: string;
  email: string | null;
}

/** A team, client view. */
export interface Team {
  id: string;
  displayName: string;
  profileImageUrl: string | null;
  clientMetadata: Json;
  clientReadOnlyMetadata: Json;
}

/** A team, server view (server and admin access). */
export interface ServerTeam extends Team {
  createdAt: Date;
  serverMetadata: Json;
}

/** The signed-in user, client view (`getUser`, `user.update`). */
export interface User {
  id: string;
  displayName: string | null;
  primaryEmail: string | null;
  primaryEmailVerified: boolean;
  profileImageUrl: string | null;
  signedUpAt: Date;
  clientMetadata: Json;
  clientReadOnlyMetadata: Json;
  hasPassword: boolean;
  /** Has a password or one-time-code sign-in. */
  emailAuthEnabled: boolean;
  otpAuthEnabled: boolean;
  oauthProviders: OAuthProviderLink[];
  passkeyAuthEnabled: boolean;
  /** A TOTP secret is set: sign-ins ask for a code. */
  isMultiFactorRequired: boolean;
  selectedTeam: Team | null;
}

/** Any user, server view (`users.*`, server and admin access). */
export interface ServerUser extends Omit<User, 'selectedTeam'> {
  /** The primary e-mail can be used for password and one-time-code sign-in. */
  primaryEmailAuthEnabled: boolean;
  lastActiveAt: Date;
  serverMetadata: Json;
  selectedTeam: ServerTeam | null;
}

/** `user.update` fields: only the given keys change. */
export interface UserUpdate {
  displayName?: string | null;
  clientMetadata?: Json;
  selectedTeamId?: string | null;
  /** A TOTP secret (base64), or null to turn multi-factor sign-in off. */
  totpSecretBase64?: string | null;
  /** Client access: a base64 image data URL. */
  profileImageUrl?: string | null;
  otpAuthEnabled?: boolean;
  passkeyAuthEnabled?: boolean;
}

/** `users.create` fields (server access). */
export interface ServerUserCreate {
  displayName?: string | null;
  profileImageUrl?: string | null;
  clientMetadata?: Json;
  clientReadOnlyMetadata?: Json;
  serverMetadata?: Json;
  primaryEmail?: string | null;
  primaryEmailVerified?: boolean;
  primaryEmailAuthEnabled?: boolean;
  password?: string | null;
  passwordHash?: string;
  otpAuthEnabled?: boolean;
  /** On create the secret is stored but MFA stays off; `users.update` with a secret turns MFA on, null turns it off. */
  totpSecretBase64?: string | null;
}

/** `users.update` fields (server access). */
export interface ServerUserUpdate extends ServerUserCreate {
  selectedTeamId?: string | null;
  passkeyAuthEnabled?: boolean;
}

/** `users.list` query. */
export interface ListUsersOptions {
  /** `nextCursor` of the previous page. */
  cursor?: string;
  limit?: number;
  desc?: boolean;
  orderBy?: 'signedUpAt';
  /** Free-text search over name, e-mail and id. */
  query?: string;
  /** Only members of this team. */
  teamId?: string;
}

export interface UsersPage {
  items: ServerUser[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

/** Project settings every access type can read. */
export interface ProjectConfig {
  signUpEnabled: boolean;
  credentialEnabled: boolean;
  magicLinkEnabled: boolean;
  passkeyEnabled: boolean;
  clientTeamCreationEnabled: boolean;
  clientUserDeletionEnabled: boolean;
  /** Ids of the enabled OAuth providers, sorted. */
  oauthProviders: string[];
}

/** `getProject()`: the project, client view. */
export interface Project {
  id: string;
  displayName: string;
  config: ProjectConfig;
}
