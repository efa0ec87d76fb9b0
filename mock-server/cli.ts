/**
 * `npm run host` / `npm start`: the local API host on http://localhost:8102 (IPv4 loopback).
 * Flags: --port N (or PORT), --data-dir DIR, --smtp-url URL, --no-dev-routes, --playground.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { createMockServer, hostOf } from './create-mock-server.js';
import { DEV_KEYS } from './store/seed.js';

export interface CliOptions {
  port: number;
  dataDir?: string;
  smtpUrl?: string;
  devRoutes: boolean;
  playground: boolean;
}

export function parseArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): CliOptions {
  const opts: CliOptions = { port: Number(env.PORT ?? 8102), devRoutes: true, playground: false };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case '--port': opts.port = Number(value()); break;
      case '--data-dir': opts.dataDir = value(); break;
      case '--smtp-url': opts.smtpUrl = value(); break;
      case '--no-dev-routes': opts.devRoutes = false; break;
      case '--playground': opts.playground = true; break;
      default: throw new Error(`unknown option ${argv[i]} (try --port, --data-dir, --smtp-url, --no-dev-routes, --playground)`);
    }
  }
  if (!Number.isInteger(opts.port) || opts.port < 0 || opts.port > 65535) throw new Error(`invalid port ${opts.port}`);
  return opts;
}

const html = (body: string) => new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });

const HOME = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local API host</title></head>
<body><main><h1>Local API host</h1><ul>
<li><a href="/api/v1">API root</a> (/api/v1)</li><li><a href="/mailbox">Dev mailbox</a></li><li><a href="/health">Health</a></li>
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
 * Serves the playground bundle from ui/playground/build.ts (at /, /handler/* and /playground.js) when that
 * file exists, else a simple page. Routes are registered at once and wait for the build, so the host can
 * listen before the bundle is ready. Resolves when the build is done.
 */
export function mountPlayground(app: Hono): Promise<void> {
  const built = loadPlayground();
  const index = (b: Built) => {
    const css = typeof b === 'string' ? undefined : b.css;
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Playground</title>${css ? '<link rel="stylesheet" href="/playground.css">' : ''}</head><body><div id="root"></div><script type="module" src="/playground.js"></script></body></html>`;
  };
  const page = async () => {
    const b = await built;
    return html(b ? index(b) : HOME);
  };
  for (const path of ['/', '/handler', '/handler/*']) app.get(path, page);
  const asset = (pick: (b: Built) => string | undefined, type: string) => async () => {
    const b = await built;
    const body = b ? pick(b) : undefined;
    return body === undefined ? new Response('Not found', { status: 404 }) : new Response(body, { headers: { 'content-type': type } });
  };
  app.get('/playground.js', asset((b) => (typeof b === 'string' ? b : b.js), 'text/javascript; charset=utf-8'));
  app.get('/playground.css', asset((b) => (typeof b === 'string' ? undefined : b.css), 'text/css; charset=utf-8'));
  return built.then(() => undefined);
}

export async function main(argv = process.argv.slice(2)): Promise<void> {
  const opts = parseArgs(argv);
  const app = createMockServer({ dataDir: opts.dataDir, smtpUrl: opts.smtpUrl, devRoutes: opts.devRoutes });
  if (opts.playground) void mountPlayground(app);
  else app.get('/', () => html(HOME));
  const server = serve({ fetch: app.fetch, port: opts.port, hostname: '127.0.0.1' }, (info) => {
    const url = `http://localhost:${info.port}`;
    console.log(
      [
        `Local API host listening on ${url}  (API: ${url}/api/v1)`,
        `  project id:             ${DEV_KEYS.projectId}`,
        `  publishable client key: ${DEV_KEYS.publishableClientKey}`,
        `  secret server key:      ${DEV_KEYS.secretServerKey}`,
        `  super secret admin key: ${DEV_KEYS.superSecretAdminKey}`,
        `  dev mailbox:            ${url}/mailbox  (Inbucket API: ${url}/mailbox/api/v1/mailbox/{name})`,
        opts.devRoutes ? `  dev surface:            ${url}/__dev` : '  dev surface:            off',
        opts.dataDir ? `  data dir:               ${opts.dataDir}` : '  store:                  in memory',
        opts.playground ? `  playground:             ${url}/` : '',
      ].filter(Boolean).join('\n'),
    );
  });
  server.on('error', (e) => {
    console.error(`[host] cannot listen: ${e.message}`);
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
