/**
 * Bundles the playground (React included) with esbuild, in memory. The entry is generated from
 * the plugin folders that exist now, so the playground always carries every available plugin.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Client-side plugin folders (admin needs secret keys and is left out of a browser app). */
export const PLAYGROUND_PLUGINS = ['password', 'otp', 'oauth', 'passkey', 'mfa', 'teams', 'contact-channels'];

/** The folders under plugins/ that have an index.ts, and which of them also have views.tsx. */
export function availablePlugins(): { folder: string; views: boolean }[] {
  return PLAYGROUND_PLUGINS.filter((f) => existsSync(join(root, 'plugins', f, 'index.ts'))).map((folder) => ({
    folder,
    views: existsSync(join(root, 'plugins', folder, 'views.tsx')),
  }));
}

export function playgroundEntry(): string {
  const found = availablePlugins();
  const lines = [`import { startPlayground } from './ui/playground/app';`];
  found.forEach(({ folder, views }, i) => {
    lines.push(`import * as p${i} from './plugins/${folder}/index';`);
    if (views) lines.push(`import * as v${i} from './plugins/${folder}/views';`);
  });
  const mods = found.map(({ folder, views }, i) => `{ folder: ${JSON.stringify(folder)}, plugin: p${i}${views ? `, views: v${i}` : ''} }`);
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
