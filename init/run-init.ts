/// <reference types="node" />
/**
 * `npx @tinyauth/sdk init`: sets tinyauth up in an existing app. Detects the framework, asks (or takes flags
 * for) the plugins and the host, writes the client module, the provider with the /handler/* route, an
 * `.env.local` with the development keys and a protected example page, then prints what it changed and the
 * next command. It never overwrites a file without asking; `--yes` takes every default (existing files kept,
 * the app's entry wrapped in the provider).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_PLUGINS, INIT_PLUGINS, parsePlugins } from './plugins.js';
import { nextTemplate } from './templates/next.js';
import type { AppInfo, FrameworkTemplate, InitChoices } from './templates/template.js';
import { viteTemplate } from './templates/vite.js';

/** Next.js first: a Next app may also list react (and even vite, for tests). */
const TEMPLATES: readonly FrameworkTemplate[] = [nextTemplate, viteTemplate];

/** The local host's `local` project, which `npx @tinyauth/host` seeds and tells apps to use (the playground's). */
export const LOCAL_DEFAULTS = {
  baseUrl: 'http://localhost:8102',
  projectId: 'local',
  publishableClientKey: 'local-project-publishable-client-key-for-development-only',
};

export const USAGE = `Usage: npx @tinyauth/sdk init [options]

Sets tinyauth up in the app of the current directory (Vite + React, or Next.js with the App Router).

  --plugins a,b               client plugins (default ${DEFAULT_PLUGINS.join(',')}; any of ${INIT_PLUGINS.map((p) => p.name).join(', ')})
  --url URL                   the API host's origin, without /api/v1 (default ${LOCAL_DEFAULTS.baseUrl}, npx @tinyauth/host)
  --project-id ID             (default ${LOCAL_DEFAULTS.projectId})
  --publishable-client-key K  (default: the local host's development key)
  --framework vite|next       skip detection
  --dir DIR                   the app's directory (default: the current one)
  -y, --yes                   take every default without asking; existing files are kept
  -h, --help                  this help`;

export interface InitIO {
  cwd: string;
  out: (line: string) => void;
  err: (line: string) => void;
  /** Asks a question; null when nobody can answer (no terminal): the default is taken. */
  ask: ((question: string) => Promise<string>) | null;
}

export async function runInit(argv: readonly string[], io: InitIO): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        plugins: { type: 'string' },
        url: { type: 'string' },
        'project-id': { type: 'string' },
        'publishable-client-key': { type: 'string' },
        framework: { type: 'string' },
        dir: { type: 'string' },
        yes: { type: 'boolean', short: 'y' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (e) {
    io.err(`init: ${(e as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    io.out(USAGE);
    return 0;
  }
  const dir = resolve(io.cwd, values.dir ?? '.');
  const pkgFile = join(dir, 'package.json');
  if (!existsSync(pkgFile)) {
    io.err(`init: no package.json in ${dir}. Run it in your app's directory (or pass --dir).`);
    return 2;
  }
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
  const app: AppInfo = { dir, dependencies: { ...pkg.devDependencies, ...pkg.dependencies }, has: (p) => existsSync(join(dir, p)) };

  const template = values.framework ? TEMPLATES.find((t) => t.id === values.framework) : TEMPLATES.find((t) => t.detect(app));
  if (!template) {
    io.err(
      values.framework
        ? `init: unknown --framework ${values.framework} (vite or next).`
        : `init: ${dir} is neither a Vite + React app (vite and react in package.json) nor a Next.js app. Pass --framework to choose.`,
    );
    return 2;
  }
  const unsupported = template.unsupported?.(app);
  if (unsupported) {
    io.err(`init: ${unsupported}`);
    return 2;
  }
  io.out(`init: ${template.label} app in ${dir}`);

  const ask = values.yes ? null : io.ask;
  const question = async (text: string, fallback: string) => {
    if (!ask) return fallback;
    const answer = (await ask(`${text} (${fallback}): `)).trim();
    return answer || fallback;
  };
  const pluginList = values.plugins ?? (await question(`Plugins, any of ${INIT_PLUGINS.map((p) => p.name).join(', ')}`, DEFAULT_PLUGINS.join(',')));
  const { plugins, unknown } = parsePlugins(pluginList);
  if (unknown.length || !plugins.length) {
    io.err(`init: unknown plugin ${unknown.join(', ') || '(none given)'}; choose from ${INIT_PLUGINS.map((p) => p.name).join(', ')}.`);
    return 2;
  }
  const baseUrl = (values.url ?? (await question('API host URL', LOCAL_DEFAULTS.baseUrl))).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(baseUrl)) {
    io.err(`init: the host URL must be an http(s) origin without a path, like ${LOCAL_DEFAULTS.baseUrl} (the client adds /api/v1); got ${baseUrl}.`);
    return 2;
  }
  const choices: InitChoices = {
    plugins,
    baseUrl,
    projectId: values['project-id'] ?? LOCAL_DEFAULTS.projectId,
    publishableClientKey: values['publishable-client-key'] ?? LOCAL_DEFAULTS.publishableClientKey,
  };

  const changed: string[] = [];
  const kept: string[] = [];
  const byHand: string[] = [];
  for (const f of template.files(app, choices)) {
    const file = join(dir, f.path);
    const exists = existsSync(file);
    let content: string;
    if ('edit' in f) {
      const current = exists ? readFileSync(file, 'utf8') : null;
      const next = current === null ? null : f.edit(current);
      if (next === null) {
        byHand.push(f.manual);
        continue;
      }
      if (next === current) continue;
      // an edit changes the user's file: ask, and --yes (or no terminal) says yes
      const ok = !ask || /^y(es)?$/i.test(await question(`Change ${f.path}: ${f.what}? [y/n]`, 'y'));
      if (!ok) {
        byHand.push(f.manual);
        continue;
      }
      content = next;
    } else {
      if (exists && readFileSync(file, 'utf8') === f.content) continue;
      if (exists) {
        // a file init would create is already there: only replaced when the user says so
        const ok = !!ask && /^y(es)?$/i.test(await question(`${f.path} exists. Overwrite it with ${f.what}? [y/n]`, 'n'));
        if (!ok) {
          kept.push(f.path);
          continue;
        }
      }
      content = f.content;
    }
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    changed.push(`  ${exists ? 'changed' : 'created'} ${f.path}: ${f.what}`);
  }

  io.out(changed.length ? ['Changes:', ...changed].join('\n') : 'Nothing to change.');
  if (kept.length) io.out(`Kept as they were (not overwritten): ${kept.join(', ')}`);
  if (byHand.length) io.out(['To do by hand:', ...byHand.map((s) => `  ${s}`)].join('\n'));
  const missing = template.peers.filter((p) => !(p in app.dependencies));
  const install = missing.length ? `npm install ${missing.join(' ')} && ` : '';
  const host = baseUrl === LOCAL_DEFAULTS.baseUrl ? `, with the local API host running (npx @tinyauth/host --playground)` : '';
  io.out(`Next: ${install}${template.devCommand}${host}, then open /protected.`);
  return 0;
}
