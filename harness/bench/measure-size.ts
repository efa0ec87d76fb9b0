/**
 * Bundle-size measurement shared by the benches: esbuild (bundle, minify,
 * format esm, platform browser) of an entry module given as source code,
 * resolved from the repository root, then gzip (node:zlib, level 9).
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Like `measureSize`, with code splitting: modules reached only through `import()` go to their own chunks.
 * `min`/`gzip` are the entry chunk (what an app downloads at load); `totalMin`/`totalGzip` add every chunk
 * (each gzipped on its own), what an app downloads once every lazy chunk has been loaded.
 */
export async function measureSplitSize(entryCode: string): Promise<{ min: number; gzip: number; totalMin: number; totalGzip: number; chunks: number }> {
  const result = await build({
    entryPoints: ['size-entry'],
    plugins: [{
      name: 'size-entry',
      setup(b) {
        b.onResolve({ filter: /^size-entry$/ }, () => ({ path: 'size-entry', namespace: 'size-entry' }));
        b.onLoad({ filter: /.*/, namespace: 'size-entry' }, () => ({ contents: entryCode, loader: 'ts', resolveDir: ROOT }));
      },
    }],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    splitting: true,
    outdir: 'size-out',
    write: false,
    logLevel: 'silent',
  });
  const files = result.outputFiles.filter((f) => f.path.endsWith('.js'));
  const entry = files.find((f) => /[\\/]size-entry\.js$/.test(f.path));
  if (!entry) throw new Error('no entry chunk in the split build');
  const gz = (code: Uint8Array) => gzipSync(code, { level: 9 }).byteLength;
  return {
    min: entry.contents.byteLength,
    gzip: gz(entry.contents),
    totalMin: files.reduce((n, f) => n + f.contents.byteLength, 0),
    totalGzip: files.reduce((n, f) => n + gz(f.contents), 0),
    chunks: files.length,
  };
}

export async function measureSize(entryCode: string): Promise<{ min: number; gzip: number }> {
  const result = await build({
    stdin: { contents: entryCode, resolveDir: ROOT, loader: 'ts', sourcefile: 'size-entry.ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  return { min: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength };
}
