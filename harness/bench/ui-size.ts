/**
 * `tsx harness/bench/ui-size.ts`: gzip size of an app bundle using ui + password() + otp() with
 * their views, React externalised (wouter, the kernel and the plugins are counted). Budget ≤ 22 KB gzip.
 * esbuild: bundle, minify, esm, browser; gzip level 9. Plugins not written yet are left out and named.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type BuildOptions, type Plugin } from 'esbuild';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const UI_BUDGET_GZIP = 22 * 1024;
/** The full ui: every client plugin with every view (and the provider icons), entry chunk and also all in one file. */
export const FULL_UI_BUDGET_GZIP = 45 * 1024;
/** One locale pack (`@tinyauth/sdk/ui/locales/<lang>` or `…/plugins/<id>/locales/<lang>`), on top of the ui. */
export const LOCALE_BUDGET_GZIP = 3 * 1024;
/** The languages that ship. */
export const LOCALES = ['de', 'es', 'fr', 'it', 'ja', 'ko', 'pt-BR', 'zh-CN', 'zh-TW'] as const;
/** The folders of locale packs: the ui's (with the password and one-time-code views) and each other plugin's views. */
export const LOCALE_FOLDERS = ['ui/locales', ...['oauth', 'passkey', 'mfa', 'teams', 'contact-channels'].map((p) => `plugins/${p}/locales`)];
/** Every pack that ships, as its source path without `.ts` (`plugins/teams/locales/ja`). */
export const LOCALE_PACKS = LOCALE_FOLDERS.flatMap((folder) => LOCALES.map((lang) => `${folder}/${lang}`));
const BASIC: readonly (readonly [string, string])[] = [['password', 'password'], ['otp', 'otp']];
export const ALL_VIEWS: readonly (readonly [string, string])[] = [
  ...BASIC, ['oauth', 'oauth'], ['passkey', 'passkey'], ['mfa', 'mfa'], ['teams', 'teams'], ['contact-channels', 'contactChannels'],
];
const has = (path: string) => existsSync(ROOT + path);

/** The measured app: createClient with the plugins, AuthProvider + Handler + useUser, and every view export. */
export function uiSizeEntry(set = BASIC): { code: string; missing: string[] } {
  const missing: string[] = [];
  const lines = [
    `import { createElement } from 'react';`,
    `import { createClient } from './kernel/index';`,
    `import { AuthProvider, Handler, useUser } from './ui/index';`,
  ];
  const plugins: string[] = [];
  const views: string[] = [];
  for (const [folder, factory] of set) {
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
    `function Who() { const u = useUser(); return createElement('p', null, u ? u.displayName : 'nobody'); }`,
    `export const App = () => createElement(AuthProvider, { client, views: [${views.join(', ')}] }, createElement(Handler), createElement(Who));`,
  );
  return { code: lines.join('\n'), missing };
}

/** esbuild options of an app's production browser build, React left to the app. */
const BROWSER_BUILD: BuildOptions & { write: false } = {
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  jsx: 'automatic',
  external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
  define: { 'process.env.NODE_ENV': '"production"' },
  write: false,
  logLevel: 'silent',
};

/**
 * Modules the ui imports lazily (`import()`) and loads only when a page needs them: the image picker (file,
 * crop, canvas) and the QR encoder of the MFA setup. The one-file measures leave them out, as an app's bundler splits them off.
 */
export const LAZY_UI_MODULES = /\/image-editor\.js$|^lean-qr\//;
const leaveOutLazy: Plugin = {
  name: 'leave-out-lazy-ui',
  setup(b) {
    b.onResolve({ filter: LAZY_UI_MODULES }, (a) => ({ path: a.path, external: true }));
  },
};

export async function measureUiSize(set = BASIC): Promise<{ min: number; gzip: number; missing: string[] }> {
  const { code, missing } = uiSizeEntry(set);
  const result = await build({
    stdin: { contents: code, resolveDir: ROOT, loader: 'tsx', sourcefile: 'ui-size-entry.tsx' },
    ...BROWSER_BUILD,
    plugins: [leaveOutLazy],
  });
  const out = result.outputFiles[0].contents;
  return { min: out.byteLength, gzip: gzipSync(out, { level: 9 }).byteLength, missing };
}

/** What one locale pack adds to an app: the pack's module alone (the ui it fills is counted above). */
export async function measureLocaleSize(pack: string): Promise<number> {
  const result = await build({
    stdin: { contents: `export * from './${pack}';`, resolveDir: ROOT, loader: 'ts', sourcefile: 'locale-entry.ts' },
    ...BROWSER_BUILD,
  });
  return gzipSync(result.outputFiles[0].contents, { level: 9 }).byteLength;
}

/**
 * The same app built with code splitting, as an app's bundler does: the entry chunk and the chunks it imports
 * statically (code shared with a lazy chunk) are what loads up front; modules imported lazily (`import()`, e.g.
 * the WebAuthn browser library or the image picker) land in separate chunks.
 */
export async function measureUiSplit(set = BASIC): Promise<{ entryGzip: number; lazyGzip: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'ui-size-'));
  const entry = join(dir, 'entry.tsx');
  writeFileSync(entry, uiSizeEntry(set).code.replaceAll("from './", `from '${ROOT}`));
  try {
    const result = await build({
      entryPoints: [entry],
      outdir: join(dir, 'out'),
      splitting: true,
      metafile: true,
      ...BROWSER_BUILD,
    });
    // Up front: the entry chunk and the chunks it imports statically (code it shares with a lazy chunk).
    const outputs = result.metafile!.outputs;
    const upFront = new Set<string>();
    const visit = (path: string) => {
      if (upFront.has(resolve(path))) return;
      upFront.add(resolve(path));
      for (const i of outputs[path]?.imports ?? []) if (i.kind === 'import-statement' && !i.external) visit(i.path);
    };
    visit(Object.keys(outputs).find((p) => p.endsWith('/entry.js'))!);
    let entryGzip = 0;
    let lazyGzip = 0;
    for (const f of result.outputFiles) {
      const size = gzipSync(f.contents, { level: 9 }).byteLength;
      if (upFront.has(f.path)) entryGzip += size;
      else lazyGzip += size;
    }
    return { entryGzip, lazyGzip };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { min, gzip, missing } = await measureUiSize();
  console.log(`ui + password + otp (React external): ${min} bytes min, ${gzip} bytes gzip (budget ${UI_BUDGET_GZIP})`);
  if (missing.length) console.log(`  not yet in the repository, left out: ${missing.join(', ')}`);
  if (gzip > UI_BUDGET_GZIP) {
    console.error(`over budget: ${gzip} > ${UI_BUDGET_GZIP} bytes gzip`);
    process.exitCode = 1;
  }
  // Like the plugins budget: what loads up front (the WebAuthn browser library is a chunk a passkey ceremony loads).
  const full = await measureUiSize(ALL_VIEWS);
  const split = await measureUiSplit(ALL_VIEWS);
  console.log(
    `full ui, every plugin and view (React external): entry chunk ${split.entryGzip} bytes gzip (budget ${FULL_UI_BUDGET_GZIP}), ` +
      `lazy chunks ${split.lazyGzip} bytes gzip; all in one file (image picker and QR code left out) ${full.min} bytes min, ${full.gzip} bytes gzip`,
  );
  for (const [what, size] of [['entry chunk', split.entryGzip], ['one file', full.gzip]] as const) {
    if (size > FULL_UI_BUDGET_GZIP) {
      console.error(`full ui ${what} over budget: ${size} > ${FULL_UI_BUDGET_GZIP} bytes gzip`);
      process.exitCode = 1;
    }
  }
  // one line per folder of packs: each language's size
  for (const folder of LOCALE_FOLDERS) {
    const sizes: string[] = [];
    for (const lang of LOCALES) {
      const size = await measureLocaleSize(`${folder}/${lang}`);
      sizes.push(`${lang} ${size}`);
      if (size > LOCALE_BUDGET_GZIP) {
        console.error(`locale pack ${folder}/${lang} over budget: ${size} > ${LOCALE_BUDGET_GZIP} bytes gzip`);
        process.exitCode = 1;
      }
    }
    console.log(`locale packs ${folder} (bytes gzip, budget ${LOCALE_BUDGET_GZIP} each): ${sizes.join(', ')}`);
  }
}
