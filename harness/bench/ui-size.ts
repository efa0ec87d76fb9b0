/**
 * `tsx harness/bench/ui-size.ts`: gzip size of an app bundle using ui + password() + otp() with
 * their views, React externalised (wouter, the kernel and the plugins are counted). Budget ≤ 22 KB gzip.
 * esbuild: bundle, minify, esm, browser; gzip level 9. Plugins not written yet are left out and named.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const UI_BUDGET_GZIP = 22 * 1024;
const has = (path: string) => existsSync(ROOT + path);

/** The measured app: createClient with the plugins, AuthProvider + Handler + useUser, and every view export. */
export function uiSizeEntry(): { code: string; missing: string[] } {
  const missing: string[] = [];
  const lines = [
    `import { createElement } from 'react';`,
    `import { createClient } from './kernel/index';`,
    `import { AuthProvider, Handler, useUser } from './ui/index';`,
  ];
  const plugins: string[] = [];
  const views: string[] = [];
  for (const [folder, factory] of [['password', 'password'], ['otp', 'otp']] as const) {
    if (has(`plugins/${folder}/index.ts`)) {
      lines.push(`import { ${factory} } from './plugins/${folder}/index';`);
      plugins.push(`${factory}()`);
    } else missing.push(`plugins/${folder}/index.ts`);
    if (has(`plugins/${folder}/views.tsx`)) {
      lines.push(`import * as ${factory}Views from './plugins/${folder}/views';`);
      views.push(`...Object.values(${factory}Views)`);
    } else missing.push(`plugins/${folder}/views.tsx`);
  }
  lines.push(
    `const client = createClient({ projectId: 'p', publishableClientKey: 'k', plugins: [${plugins.join(', ')}] });`,
    `function Who() { const u = useUser(); return createElement('p', null, u ? u.display_name : 'nobody'); }`,
    `export const App = () => createElement(AuthProvider, { client, views: [${views.join(', ')}] }, createElement(Handler), createElement(Who));`,
  );
  return { code: lines.join('\n'), missing };
}

export async function measureUiSize(): Promise<{ min: number; gzip: number; missing: string[] }> {
  const { code, missing } = uiSizeEntry();
  const result = await build({
    stdin: { contents: code, resolveDir: ROOT, loader: 'tsx', sourcefile: 'ui-size-entry.tsx' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'silent',
  });
  const out = result.outputFiles[0].contents;
  return { min: out.byteLength, gzip: gzipSync(out, { level: 9 }).byteLength, missing };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { min, gzip, missing } = await measureUiSize();
  console.log(`ui + password + otp (React external): ${min} bytes min, ${gzip} bytes gzip (budget ${UI_BUDGET_GZIP})`);
  if (missing.length) console.log(`  not yet in the repository, left out: ${missing.join(', ')}`);
  if (gzip > UI_BUDGET_GZIP) {
    console.error(`over budget: ${gzip} > ${UI_BUDGET_GZIP} bytes gzip`);
    process.exitCode = 1;
  }
}
