/**
 * Bundles the playground (React included) with esbuild, in memory. The entry is generated from
 * the plugin folders that exist now, so the playground always carries every available plugin.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Client-side plugin folders (admin needs secret keys and is left out of a browser app). */
export const PLAYGROUND_PLUGINS = ['password', 'otp', 'oauth', 'passkey', 'mfa', 'teams', 'contact-channels'];

/** The folders under plugins/ that have an index.ts, which of them also have views.tsx, and their locale packs. */
export function availablePlugins(): { folder: string; views: boolean; locales: string[] }[] {
  return PLAYGROUND_PLUGINS.filter((f) => existsSync(join(root, 'plugins', f, 'index.ts'))).map((folder) => {
    const locales = join(root, 'plugins', folder, 'locales');
    return {
      folder,
      views: existsSync(join(root, 'plugins', folder, 'views.tsx')),
      locales: existsSync(locales) ? readdirSync(locales).filter((f) => /^[\w-]+\.ts$/.test(f)).map((f) => f.slice(0, -3)) : [],
    };
  });
}

export function playgroundEntry(): string {
  const found = availablePlugins();
  const lines = [`import { startPlayground } from './ui/playground/app';`];
  found.forEach(({ folder, views, locales }, i) => {
    lines.push(`import * as p${i} from './plugins/${folder}/index';`);
    if (views) lines.push(`import * as v${i} from './plugins/${folder}/views';`);
    locales.forEach((lang, j) => lines.push(`import * as l${i}_${j} from './plugins/${folder}/locales/${lang}';`));
  });
  const mods = found.map(({ folder, views, locales }, i) => {
    const packs = locales.length ? `, locales: [${locales.map((_, j) => `l${i}_${j}`).join(', ')}]` : '';
    return `{ folder: ${JSON.stringify(folder)}, plugin: p${i}${views ? `, views: v${i}` : ''}${packs} }`;
  });
  lines.push(`startPlayground([${mods.join(', ')}]);`);
  return lines.join('\n');
}

export async function buildPlayground(options: { minify?: boolean } = {}): Promise<{ js: string; css?: string }> {
  const result = await build({
    stdin: { contents: playgroundEntry(), resolveDir: root, sourcefile: 'playground-entry.ts', loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    minify: options.minify ?? true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const js = result.outputFiles.find((f) => f.path.endsWith('.js'))?.text ?? result.outputFiles[0].text;
  return { js };
}
