/**
 * `npm run host` / `npm start`: the local API host on http://localhost:8102 (IPv4 loopback).
 * Flags: --port N (or PORT), --data-dir DIR, --smtp-url URL, --no-dev-routes, --playground.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { createMockServer, hostOf } from './create-mock-server';
import { DEV_KEYS } from './store/seed';

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

/** Serves the playground bundle from ui/playground/build.ts when that file exists, else a simple page. */
export async function mountPlayground(app: Hono): Promise<void> {
  const buildFile = fileURLToPath(new URL('../ui/playground/build.ts', import.meta.url));
  let built: Built | null = null;
  if (existsSync(buildFile)) {
    try {
      // A computed specifier, so bundlers leave it (and esbuild) out of the host's start-up path.
      const mod = (await import(pathToFileURL(buildFile).href)) as { buildPlayground: () => Built | Promise<Built> };
      built = await mod.buildPlayground();
    } catch (e) {
      console.error('[host] playground build failed:', e instanceof Error ? e.message : e);
    }
  }
  if (!built) {
    for (const path of ['/', '/handler', '/handler/*']) app.get(path, () => html(HOME));
    return;
  }
  const js = typeof built === 'string' ? built : built.js;
  const css = typeof built === 'string' ? undefined : built.css;
  const index = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Playground</title>${css ? '<link rel="stylesheet" href="/playground.css">' : ''}</head><body><div id="root"></div><script type="module" src="/playground.js"></script></body></html>`;
  app.get('/playground.js', () => new Response(js, { headers: { 'content-type': 'text/javascript; charset=utf-8' } }));
  if (css) app.get('/playground.css', () => new Response(css, { headers: { 'content-type': 'text/css; charset=utf-8' } }));
  app.get('/', () => html(index));
  app.get('/handler', () => html(index));
  app.get('/handler/*', () => html(index));
}

export async function main(argv = process.argv.slice(2)): Promise<void> {
  const opts = parseArgs(argv);
  const app = createMockServer({ dataDir: opts.dataDir, smtpUrl: opts.smtpUrl, devRoutes: opts.devRoutes });
  if (opts.playground) await mountPlayground(app);
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
