/**
 * `npm run host` / `npm start`: the local API host on http://localhost:8102 (IPv4 loopback).
 * Run with --help for the flags.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs as parseFlags, type ParseArgsOptionsConfig } from 'node:util';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { createMockServer, hostOf } from './create-mock-server.js';
import { DEFAULT_LOCAL_PROJECT_NAME, DEV_KEYS, LOCAL_KEYS } from './store/seed.js';
import { SECRET_ENV, SECRET_FILE } from './security/server-secret.js';
import { DEFAULT_ALLOWED_HOSTS } from './security/allowed-hosts.js';
import { exportDataDir, importIntoDb } from './store/store-commands.js';
import { checkSigningSecret } from './security/startup-checks.js';
import { SVIX_BASE_PATH } from './webhooks/svix-routes.js';
import { FAVICON } from './dev/page-chrome.js';
import { FAVICON_ASSET, serveAsset, staticAsset, type StaticAsset } from './dev/static-assets.js';

export interface CliOptions {
  port: number;
  /** Interface to bind. @default 127.0.0.1 */
  host: string;
  dataDir?: string;
  smtpUrl?: string;
  devRoutes: boolean;
  playground: boolean;
  /** JWT master secret (else STACK_SERVER_SECRET, else generated). */
  secret?: string;
  /** Accept the public development secret, or a `secret` file under 32 bytes (refused otherwise). */
  insecureKnownSecret: boolean;
  /** Host names accepted besides localhost, 127.0.0.1, [::1] and the bound name. */
  allowedHosts: string[];
  /** Where the host is reached. @default http://localhost:{port} */
  publicUrl?: string;
  rateLimit: boolean;
  /** OIDC issuer for the shared OAuth providers (else STACK_OAUTH_MOCK_URL). */
  oauthProviderUrl?: string;
  /** Fixed passkey challenge for tests (else STACK_ENABLE_HARDCODED_PASSKEY_CHALLENGE_FOR_TESTING non-empty). */
  fixedPasskeyChallenge?: boolean;
  /** Move damaged rows of the data directory to `_quarantine` instead of refusing to start. */
  repair: boolean;
  /** Write the data directory to this NDJSON file and exit. */
  exportFile?: string;
  /** Load this export (or old-format journal) before serving. */
  importFile?: string;
  /** Display name of the `local` project (the playground's). @default DEFAULT_LOCAL_PROJECT_NAME */
  projectName?: string;
  help: boolean;
}

export const HELP = `Usage: tinyauth-host [options]        (in this repository: npm run host -- [options])

Starts the local API host (the hosted Stack Auth REST API, in one process). Exit code: 0 after a stop
by signal, 1 when it cannot start (port in use, damaged data file), 2 on bad flags.

  --port N                        port to listen on (or PORT); default 8102, 0 picks a free port
  --host ADDRESS                  interface to bind; default 127.0.0.1 (this machine only).
                                  0.0.0.0 exposes the host to the network: only on a trusted network
  --data-dir DIR                  keep state in DIR (created 0700, files 0600); default in memory, lost on exit
  --repair                        with --data-dir: move damaged rows to the table _quarantine and keep the
                                  rest, instead of refusing to start (the damaged file is kept beside it)
  --export FILE                   write every row of --data-dir to FILE (NDJSON, 0600) and exit
  --import FILE                   load FILE (an --export file, or an old journal.ndjson) before serving;
                                  into a data directory each file is imported once
  --secret SECRET                 JWT signing secret (or ${SECRET_ENV}); default random per process in
                                  memory, or generated once and kept in DIR/${SECRET_FILE} with --data-dir.
                                  The publicly known development secret, and a DIR/${SECRET_FILE} under 32
                                  bytes, are refused
  --insecure-known-secret         accept them anyway (anyone who knows the secret can forge tokens)
  --smtp-url URL                  also deliver mail over SMTP, e.g. smtp://127.0.0.1:2500
  --public-url URL                where the host is reached (for the URLs it builds); default http://localhost:PORT
  --allowed-host NAME             accept this Host header too (repeatable). Always accepted: localhost,
                                  127.0.0.1, [::1] and the --host name. Other Host headers get 421
  --no-dev-routes                 turn off the dev surface: /__dev, the dev mailbox, the built-in OAuth
                                  provider and the development override key
  --no-rate-limit                 turn off the sign-in, code-check and code-send rate limits
  --playground                    serve the playground app at / and /handler/*
  --project-name NAME             display name of the project \`local\` (the playground's; mail and handler
                                  pages show it); default "${DEFAULT_LOCAL_PROJECT_NAME}"
  --oauth-provider-url URL        send every shared OAuth provider to this OpenID Connect issuer (or
                                  STACK_OAUTH_MOCK_URL): client id = provider id, secret MOCK-SERVER-SECRET
  --fixed-passkey-challenge       use the WebAuthn challenge MOCK (base64url TU9DSw) for pre-recorded test
                                  credentials (or STACK_ENABLE_HARDCODED_PASSKEY_CHALLENGE_FOR_TESTING); tests only
  -h, --help                      this help
`;

/** The host's flags, as `node:util` parseArgs options. */
export const FLAGS = {
  port: { type: 'string' },
  host: { type: 'string' },
  'data-dir': { type: 'string' },
  repair: { type: 'boolean' },
  export: { type: 'string' },
  import: { type: 'string' },
  secret: { type: 'string' },
  'insecure-known-secret': { type: 'boolean' },
  'smtp-url': { type: 'string' },
  'public-url': { type: 'string' },
  'allowed-host': { type: 'string', multiple: true },
  'no-dev-routes': { type: 'boolean' },
  'no-rate-limit': { type: 'boolean' },
  playground: { type: 'boolean' },
  'project-name': { type: 'string' },
  'oauth-provider-url': { type: 'string' },
  'fixed-passkey-challenge': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies ParseArgsOptionsConfig;

/** Bad flags: main() prints the message and the usage, and exits 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export function parseArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): CliOptions {
  // Not strict, so that the checks below name the flag in their own words (and a value may start with a dash).
  const { values, tokens } = parseFlags({ args: [...argv], options: FLAGS, strict: false, allowPositionals: true, tokens: true });
  for (const t of tokens) {
    if (t.kind === 'positional') throw new UsageError(`unknown option ${t.value} (see --help)`);
    if (t.kind === 'option-terminator') throw new UsageError('unknown option -- (see --help)');
    if (t.kind !== 'option') continue;
    const flag = Object.hasOwn(FLAGS, t.name) ? FLAGS[t.name as keyof typeof FLAGS] : undefined;
    if (!flag) throw new UsageError(`unknown option ${t.rawName} (see --help)`);
    if (flag.type === 'string' && !t.value) throw new UsageError(`${t.rawName} needs a value (see --help)`);
    if (flag.type === 'boolean' && t.inlineValue) throw new UsageError(`${t.rawName} takes no value (see --help)`);
  }
  const str = (name: keyof typeof FLAGS) => values[name] as string | undefined;
  const on = (name: keyof typeof FLAGS) => values[name] === true;
  const opts: CliOptions = {
    port: Number(str('port') ?? env.PORT ?? 8102),
    host: str('host') ?? '127.0.0.1',
    devRoutes: !on('no-dev-routes'),
    playground: on('playground'),
    allowedHosts: [...((values['allowed-host'] as string[] | undefined) ?? [])],
    rateLimit: !on('no-rate-limit'),
    repair: on('repair'),
    help: on('help'),
    insecureKnownSecret: on('insecure-known-secret'),
  };
  const set = <K extends keyof CliOptions>(key: K, value: CliOptions[K] | undefined) => {
    if (value !== undefined) opts[key] = value;
  };
  set('dataDir', str('data-dir'));
  set('smtpUrl', str('smtp-url'));
  set('secret', str('secret') ?? (env[SECRET_ENV] || undefined));
  set('publicUrl', str('public-url'));
  set('oauthProviderUrl', str('oauth-provider-url') ?? (env.STACK_OAUTH_MOCK_URL || undefined));
  set('fixedPasskeyChallenge', on('fixed-passkey-challenge') || env.STACK_ENABLE_HARDCODED_PASSKEY_CHALLENGE_FOR_TESTING ? true : undefined);
  set('exportFile', str('export'));
  set('importFile', str('import'));
  set('projectName', str('project-name'));
  if (!Number.isInteger(opts.port) || opts.port < 0 || opts.port > 65535) throw new UsageError(`invalid port ${opts.port}`);
  if (opts.publicUrl !== undefined && !/^https?:\/\/[^/]+\/?$/.test(opts.publicUrl)) throw new UsageError(`invalid --public-url ${opts.publicUrl} (an http(s) origin, e.g. http://localhost:8102)`);
  if (opts.oauthProviderUrl !== undefined && !/^https?:\/\//.test(opts.oauthProviderUrl)) throw new UsageError(`invalid --oauth-provider-url ${opts.oauthProviderUrl} (an http(s) URL)`);
  return opts;
}

const WILDCARD = new Set(['0.0.0.0', '::', '[::]']);
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** The loud warning for a bind address other than loopback, or null. */
export function exposureWarning(host: string): string | null {
  if (LOOPBACK.has(host)) return null;
  const bar = '!'.repeat(78);
  return [
    bar,
    `!! WARNING: --host ${host} makes this host reachable from ${WILDCARD.has(host) ? 'every network this machine is on' : `the network at ${host}`}.`,
    '!! It is a development host: anyone who reaches it can read the dev mailbox and use the dev surface',
    '!! (turn it off with --no-dev-routes), and the seeded development keys are public.',
    '!! Use it only on a trusted network.',
    bar,
  ].join('\n');
}

const html = (body: string) => new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });

const HOME = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local API host</title></head>
<body><main><h1>Local API host</h1><ul>
<li><a href="/api/v1">API root</a> (/api/v1)</li><li><a href="/mailbox">Dev mailbox</a></li><li><a href="/webhooks">Webhooks</a></li><li><a href="/health">Health</a></li>
</ul></main></body></html>`;

type Built = string | { js: string; css?: string };

async function loadPlayground(): Promise<Built | null> {
  const buildFile = fileURLToPath(new URL('../ui/playground/build.ts', import.meta.url));
  if (!existsSync(buildFile)) return null;
  try {
    // A computed specifier, so bundlers leave it (and esbuild) out of the host's start-up path.
    const mod = (await import(pathToFileURL(buildFile).href)) as { buildPlayground: () => Built | Promise<Built> };
    return await mod.buildPlayground();
  } catch (e) {
    console.error('[host] playground build failed:', e instanceof Error ? e.message : e);
    return null;
  }
}

/**
 * Serves the playground bundle from ui/playground/build.ts when that file exists (at /, /handler/*, the bundle
 * under a content-hashed /assets/ name, compressed and cached for a year; /playground.js too, revalidated),
 * else a simple page; and /favicon.ico. Routes are registered at once and wait for the build, so the host can
 * listen before the bundle is ready. Resolves when the build is done. The page names the project the
 * playground uses in two meta tags (`tinyauth-project-id`, `tinyauth-publishable-client-key`).
 */
export function mountPlayground(app: Hono, project: { projectId: string; publishableClientKey: string } = DEV_KEYS): Promise<void> {
  const meta = `<meta name="tinyauth-project-id" content="${project.projectId}"><meta name="tinyauth-publishable-client-key" content="${project.publishableClientKey}">`;
  const built = loadPlayground().then((b) => {
    if (!b) return null;
    const { js, css } = typeof b === 'string' ? { js: b, css: undefined } : b;
    return {
      js: staticAsset('playground', 'js', js, 'text/javascript; charset=utf-8'),
      css: css === undefined ? undefined : staticAsset('playground', 'css', css, 'text/css; charset=utf-8'),
    };
  });
  const index = (a: { js: StaticAsset; css?: StaticAsset }) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${meta}<title>Playground</title>${FAVICON}${a.css ? `<link rel="stylesheet" href="${a.css.path}">` : ''}</head><body><div id="root"></div><script type="module" src="${a.js.path}"></script></body></html>`;
  const page = async () => {
    const a = await built;
    const res = html(a ? index(a) : HOME);
    res.headers.set('cache-control', 'no-cache');
    return res;
  };
  for (const path of ['/', '/handler', '/handler/*']) app.get(path, page);
  const notFound = () => new Response('Not found', { status: 404 });
  app.get('/assets/:file', async (c) => {
    const a = await built;
    const hit = a && [a.js, a.css].find((x) => x?.path === c.req.path);
    return hit ? serveAsset(c.req.raw, hit, 'immutable') : notFound();
  });
  app.get('/playground.js', async (c) => {
    const a = await built;
    return a ? serveAsset(c.req.raw, a.js, 'no-cache') : notFound();
  });
  app.get('/favicon.ico', (c) => serveAsset(c.req.raw, FAVICON_ASSET, 'no-cache'));
  return built.then(() => undefined);
}

export async function main(argv = process.argv.slice(2)): Promise<void> {
  let opts: CliOptions;
  try {
    opts = parseArgs(argv);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    process.stderr.write(`${e.message}\n\n${HELP}`);
    process.exitCode = 2;
    return;
  }
  if (opts.help) {
    process.stdout.write(HELP);
    return;
  }
  if (opts.exportFile) {
    console.log(exportDataDir(opts.dataDir, opts.exportFile, opts.repair));
    return;
  }
  const secretWarning = checkSigningSecret({ secret: opts.secret, dataDir: opts.dataDir, insecureKnownSecret: opts.insecureKnownSecret });
  if (secretWarning) console.warn(secretWarning);
  const bound = opts.host.replace(/^\[|\]$/g, '');
  const allowedHosts = [...opts.allowedHosts];
  if (!WILDCARD.has(opts.host)) allowedHosts.push(bound.includes(':') ? `[${bound}]` : bound);
  const started = performance.now();
  const app = createMockServer({
    dataDir: opts.dataDir,
    smtpUrl: opts.smtpUrl,
    devRoutes: opts.devRoutes,
    serverSecret: opts.secret,
    allowedHosts,
    publicUrl: opts.publicUrl ?? (opts.port === 0 ? undefined : `http://localhost:${opts.port}`),
    rateLimits: opts.rateLimit ? undefined : false,
    oauthProviderUrl: opts.oauthProviderUrl,
    fixedPasskeyChallenge: opts.fixedPasskeyChallenge,
    repair: opts.repair,
    localProjectName: opts.projectName ?? DEFAULT_LOCAL_PROJECT_NAME,
  });
  if (opts.importFile) console.log(importIntoDb(hostOf(app).db, opts.importFile, opts.repair));
  if (opts.playground) void mountPlayground(app, LOCAL_KEYS);
  else app.get('/', () => html(opts.devRoutes ? HOME : HOME.replace('<li><a href="/mailbox">Dev mailbox</a></li><li><a href="/webhooks">Webhooks</a></li>', '')));
  const checkedBy = `opened in ${Math.round(performance.now() - started)} ms: ${hostOf(app).db.sqlite()?.startCheck === 'seal' ? 'unchanged since its last clean stop' : 'every row checked'}`;
  const warning = exposureWarning(opts.host);
  if (warning) console.warn(warning);
  const server = serve({ fetch: app.fetch, port: opts.port, hostname: bound }, (info) => {
    const url = opts.publicUrl?.replace(/\/$/, '') ?? `http://${LOOPBACK.has(opts.host) || WILDCARD.has(opts.host) ? 'localhost' : opts.host}:${info.port}`;
    const on = (b: boolean) => (b ? 'on' : 'off');
    console.log(
      [
        `Local API host listening on ${url}  (API: ${url}/api/v1; bound to ${opts.host}:${info.port})`,
        opts.dataDir ? `  state:                  data directory ${opts.dataDir} (kept across restarts; ${checkedBy})` : '  state:                  in memory (lost on exit; --data-dir DIR keeps it)',
        `  project id:             ${LOCAL_KEYS.projectId}  ("${hostOf(app).projects.get(LOCAL_KEYS.projectId)?.display_name}": use this one${opts.playground ? '; the playground does' : ''}. Team creators manage their team; passkeys and account deletion are on)`,
        `  publishable client key: ${LOCAL_KEYS.publishableClientKey}`,
        `  secret server key:      ${LOCAL_KEYS.secretServerKey}`,
        `  super secret admin key: ${LOCAL_KEYS.superSecretAdminKey}`,
        `  project id:             ${DEV_KEYS.projectId}  (seeded as the hosted API seeds it, for tools written for it: no team permissions, no passkeys)`,
        `  publishable client key: ${DEV_KEYS.publishableClientKey}`,
        `  secret server key:      ${DEV_KEYS.secretServerKey}`,
        `  super secret admin key: ${DEV_KEYS.superSecretAdminKey}`,
        `  signing secret:         ${opts.secret ? 'given (--secret / ' + SECRET_ENV + ')' : opts.dataDir ? `kept in ${opts.dataDir}/${SECRET_FILE}` : 'random for this process'}`,
        `  dev features:           ${opts.devRoutes ? 'on' : 'off'} (dev mailbox, /__dev, OAuth dev provider, dev override key)`,
        opts.devRoutes ? `  dev mailbox:            ${url}/mailbox  (Inbucket API: ${url}/mailbox/api/v1/mailbox/{name})` : '',
        opts.devRoutes ? `  dev surface:            ${url}/__dev` : '  dev surface:            off',
        opts.devRoutes ? `  webhooks page:          ${url}/webhooks` : '',
        `  rate limits:            ${on(opts.rateLimit)}`,
        `  allowed Host names:     ${[...DEFAULT_ALLOWED_HOSTS, ...new Set(allowedHosts.filter((h) => !LOOPBACK.has(h)))].join(', ')}`,
        opts.playground ? `  playground:             ${url}/` : '',
      ].filter(Boolean).join('\n'),
    );
    console.log(`[host] Svix-compatible webhooks API: ${url}${SVIX_BASE_PATH}  (STACK_SVIX_SERVER_URL; tokens from POST ${url}/api/v1/webhooks/svix-token)`);
    // Rows of a data directory are read on first use; say when every one is in memory (full speed).
    if (opts.dataDir) {
      hostOf(app).db.warm().then(
        () => console.log(`[host] data directory read into memory, ${Math.round(performance.now() - started)} ms after start`),
        (e: Error) => {
          console.error(`[host] stopped: ${e.message}`);
          process.exit(1);
        },
      );
    }
  });
  server.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EADDRINUSE') {
      console.error(`[host] port ${opts.port} on ${opts.host} is already in use. Pick another with --port N (or PORT=N), e.g. --port ${opts.port + 1}, or --port 0 for any free port.`);
    } else {
      console.error(`[host] cannot listen on ${opts.host}:${opts.port}: ${e.message}`);
    }
    process.exit(1);
  });
  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    hostOf(app).db.close();
    (server as { closeAllConnections?: () => void }).closeAllConnections?.();
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 1000).unref();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
