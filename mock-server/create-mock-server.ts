/**
 * createMockServer(): a fresh, isolated Hono app that re-implements the hosted API.
 */
import { Hono } from 'hono';
import { Db } from './store/db.js';
import { mountStore } from './store/mount-store.js';
import { createHost, type Host, type HostOptions, type MailTransport } from './host.js';
import { defaultIds, type IdGenerator } from './ids.js';
import { loadOrCreateSecret, randomServerSecret } from './security/server-secret.js';
import { mountRateLimitGuards, mountSecurity } from './security/host-security.js';
import type { RateLimits } from './security/rate-limits.js';
import { assertHashCost } from './core/passwords.js';
import { seedInternalProject, seedLocalProject } from './store/seed.js';
import { Router } from './http/router.js';
import { ROUTE_MODULES } from './route-modules.js';
import { mountEnvelope, mountFallbacks } from './http/envelope.js';
import { mountMailbox } from './mail/mailbox-routes.js';
import { smtpTransport } from './mail/smtp-transport.js';
import { mountDevRoutes } from './dev/dev-routes.js';
import { textResponse } from './http/respond.js';
import { mountSvix } from './webhooks/svix-routes.js';
import { mountWebhooksPage } from './webhooks/webhooks-page-routes.js';
import { configureWebhooks, type WebhookOptions } from './webhooks/webhook-service.js';

export interface MockServerOptions {
  /** Injected clock. @default Date.now */
  now?: () => number;
  ids?: IdGenerator;
  /** Persist everything under this directory (a SQLite file; see store/README.md). @default in memory */
  dataDir?: string;
  /** With dataDir: move damaged rows to the `_quarantine` table instead of refusing to start. */
  repair?: boolean;
  /** Extra mail delivery (e.g. SMTP or a test capture); the dev mailbox always gets a copy. */
  mailTransport?: MailTransport;
  /**
   * Host-wide SMTP server URL (e.g. smtp://127.0.0.1:2500) for mail of projects without a standard
   * `email_config`. Projects with a standard config always get real SMTP delivery through it.
   */
  smtpUrl?: string;
  /**
   * JWT master secret; per-project keys derive from it. @default with dataDir, the one kept in
   * `<dataDir>/secret` (created on first start, mode 0600); in memory, a fresh random one per app
   */
  serverSecret?: string;
  /**
   * The dev surface: /__dev, the dev mailbox, the built-in OAuth provider and the development override key.
   * @default true
   */
  devRoutes?: boolean;
  /**
   * OpenID Connect issuer URL for every shared OAuth provider (client id = provider id, secret
   * `MOCK-SERVER-SECRET`), as the hosted API's `STACK_OAUTH_MOCK_URL`. @default the built-in provider page
   */
  oauthProviderUrl?: string;
  /** Fixed passkey challenge `MOCK` (base64url `TU9DSw`) for pre-recorded test credentials. @default false */
  fixedPasskeyChallenge?: boolean;
  /** Host names to accept besides localhost, 127.0.0.1 and [::1] (and publicUrl's). Others get 421. */
  allowedHosts?: readonly string[];
  /** Where the host is reached, e.g. http://localhost:8102; URLs the host builds use it. @default the request's origin */
  publicUrl?: string;
  /** Sign-in, code-check and code-send limits; false turns them off. @default DEFAULT_RATE_LIMITS */
  rateLimits?: false | Partial<RateLimits>;
  accessTokenLifetimeMs?: number;
  /** Argon2id cost; lower only in tests. @default OWASP minimum (19 MiB, t=2, p=1) */
  passwordHash?: HostOptions['passwordHash'];
  unknownEmailDelayMs?: () => number;
  /**
   * Also seed the `local` project (LOCAL_KEYS) with this display name: team creators manage their team, passkeys
   * and account deletion on. The CLI sets it; in-process hosts have only `internal` unless asked. @default unset
   */
  localProjectName?: string;
  /** Webhook delivery: timeout, retry schedule, concurrency, in-memory message cap (see webhooks/webhook-service.ts). */
  webhooks?: WebhookOptions;
}

const hosts = new WeakMap<Hono, Host>();

/** The state behind an app made by createMockServer (for tests and the CLI). */
export function hostOf(app: Hono): Host {
  const h = hosts.get(app);
  if (!h) throw new Error('hostOf: not an app made by createMockServer');
  return h;
}

export function createMockServer(options: MockServerOptions = {}): Hono {
  if (options.passwordHash) assertHashCost(options.passwordHash);
  const db = new Db(options.dataDir, { repair: options.repair });
  const host = createHost({
    db,
    now: options.now ?? Date.now,
    ids: options.ids ?? defaultIds,
    serverSecret: options.serverSecret ?? (options.dataDir ? loadOrCreateSecret(options.dataDir) : randomServerSecret()),
    options: {
      accessTokenLifetimeMs: options.accessTokenLifetimeMs ?? 600_000,
      passwordHash: options.passwordHash ?? { memoryCost: 19_456, timeCost: 2, parallelism: 1 },
      unknownEmailDelayMs: options.unknownEmailDelayMs ?? (() => 2000 + Math.random() * 1000),
      sender: 'noreply@example.com',
      devRoutes: options.devRoutes ?? true,
      oauthProviderUrl: options.oauthProviderUrl,
      fixedPasskeyChallenge: options.fixedPasskeyChallenge ?? false,
      localProjectName: options.localProjectName,
    },
  });
  host.transports.push(smtpTransport(host, options.smtpUrl));
  if (options.mailTransport) host.transports.push(options.mailTransport);
  db.open();
  seedInternalProject(host);
  if (options.localProjectName !== undefined) seedLocalProject(host, options.localProjectName);
  configureWebhooks(host, options.webhooks ?? {});

  const app = new Hono();
  const devRoutes = host.options.devRoutes;
  mountSecurity(app, host, { allowedHosts: options.allowedHosts, publicUrl: options.publicUrl, devRoutes });
  mountEnvelope(app);
  mountStore(app, host);
  mountRateLimitGuards(app, host, options.rateLimits);
  const router = new Router(app, host);
  for (const mod of ROUTE_MODULES) mod(router);
  mountSvix(app, host);
  if (devRoutes) {
    mountMailbox(app, host);
    mountWebhooksPage(app, host);
    mountDevRoutes(app, host);
  }
  mountFallbacks(app, router);
  app.onError((e) => {
    console.error('[host] unhandled:', e);
    return textResponse(500, 'Something went wrong. Please make sure the data you entered is correct.');
  });
  hosts.set(app, host);
  routeLists.set(app, router.routes);
  return app;
}

const routeLists = new WeakMap<Hono, { method: string; path: string }[]>();

/** Method + path template of every API route the host implements. */
export function listRoutes(app: Hono = createMockServer()): { method: string; path: string }[] {
  return [...(routeLists.get(app) ?? [])];
}
