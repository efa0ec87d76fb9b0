/**
 * The host's state and services, shared by every route module: tables, keys, clock, ids, mail.
 */
import { Db, type Table } from './store/db.js';
import type {
  ApiKeyRow, CodeRow, ContactChannelRow, EmailTemplateRow, MailRow, MembershipRow, PermissionDefinitionRow,
  PermissionGrantRow, ProjectRow, RefreshTokenRow, TeamRow, UserRow,
} from './store/entities.js';
import { KeyRing } from './tokens/project-keys.js';
import { AccessTokens } from './tokens/access-tokens.js';
import type { IdGenerator } from './ids.js';
import type { Row } from './store/db.js';

export interface OutgoingMail {
  projectId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where mail goes besides the dev mailbox (which always gets a copy first). */
export type MailTransport = (mail: OutgoingMail) => Promise<void>;

export interface HostOptions {
  /** Access-token lifetime in ms. @default 600000 (the hosted API's default, 10 minutes) */
  accessTokenLifetimeMs: number;
  /** Argon2id parameters; tests may lower them, the default is OWASP's minimum. */
  passwordHash: { memoryCost: number; timeCost: number; parallelism: number };
  /** Delay before answering send-reset-code for unknown e-mails (hosted: 2–3 s). */
  unknownEmailDelayMs: () => number;
  /** Sender used for shared e-mail config. */
  sender: string;
  devRoutes: boolean;
  /** OpenID Connect issuer for every shared OAuth provider; unset → the built-in provider page. */
  oauthProviderUrl?: string;
  /** Use the fixed WebAuthn challenge `MOCK` (base64url `TU9DSw`) for passkey registration and sign-in (tests only). */
  fixedPasskeyChallenge?: boolean;
  /** When set, the `local` project is seeded with this display name (and again after /__dev/reset). */
  localProjectName?: string;
}

export interface Host {
  db: Db;
  projects: Table<ProjectRow>;
  apiKeys: Table<ApiKeyRow>;
  users: Table<UserRow>;
  contactChannels: Table<ContactChannelRow>;
  refreshTokens: Table<RefreshTokenRow>;
  codes: Table<CodeRow>;
  teams: Table<TeamRow>;
  memberships: Table<MembershipRow>;
  permissionGrants: Table<PermissionGrantRow>;
  permissionDefinitions: Table<PermissionDefinitionRow>;
  emailTemplates: Table<EmailTemplateRow>;
  mails: Table<MailRow>;
  /** Plugin-owned tables (e.g. passkeys) by name. */
  table<T extends Row>(name: string): Table<T>;
  keys: KeyRing;
  tokens: AccessTokens;
  ids: IdGenerator;
  /** Current time in ms, including any dev clock offset. */
  now(): number;
  /** Dev surface: shift the clock forward. */
  advanceClock(ms: number): void;
  /** Dev surface: the total shift so far (0 after a reset). */
  clockOffsetMs(): number;
  /** Dev surface: undo every advance. */
  resetClock(): void;
  /** Extra delivery (SMTP, or a test's capture); the dev mailbox always gets the mail. */
  transports: MailTransport[];
  options: HostOptions;
}

export interface CreateHostOptions {
  db: Db;
  now: () => number;
  ids: IdGenerator;
  serverSecret: string;
  options: HostOptions;
}

export function createHost(o: CreateHostOptions): Host {
  let offset = 0;
  const now = () => o.now() + offset;
  const keys = new KeyRing(o.serverSecret, (id) => o.db.table('projects').get(id) !== undefined);
  const t = <T extends Row>(name: string) => o.db.table<T>(name);
  return {
    db: o.db,
    projects: t('projects'),
    apiKeys: t('api_keys'),
    users: t('users'),
    contactChannels: t('contact_channels'),
    refreshTokens: t('refresh_tokens'),
    codes: t('verification_codes'),
    teams: t('teams'),
    memberships: t('team_memberships'),
    permissionGrants: t('team_permissions'),
    permissionDefinitions: t('permission_definitions'),
    emailTemplates: t('email_templates'),
    mails: t('mails'),
    table: t,
    keys,
    tokens: new AccessTokens(keys, now, o.options.accessTokenLifetimeMs),
    ids: o.ids,
    now,
    advanceClock(ms) {
      offset += ms;
    },
    clockOffsetMs: () => offset,
    resetClock() {
      offset = 0;
    },
    transports: [],
    options: o.options,
  };
}
