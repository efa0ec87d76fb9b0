/**
 * Bundle-size measurement shared by the benches: esbuild (bundle, minify,
 * format esm, platform browser) of an entry module given as source code,
 * resolved from the repository root, then gzip (node:zlib, level 9).
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

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
