/**
 * TEST-ONLY: a TypeScript entry (the host CLI, a fixture script) bundled with esbuild into one ESM file, npm
 * packages left as imports, so a test can start it as a child process with plain `node` instead of the tsx
 * loader: the child listens in about half the time, which counts in tests that start many processes.
 *
 * The file is written under node_modules/.cache/test-bundles/ (so its package imports resolve from the repo),
 * named after its entry and a hash of its content: concurrent test files building the same entry write the same
 * bytes, and a stale bundle is never reused after a source change. Built once per entry per test process.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const CACHE = fileURLToPath(new URL('../../node_modules/.cache/test-bundles/', import.meta.url));
const built = new Map<string, Promise<string>>();

async function bundle(entry: string): Promise<string> {
  const out = await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', packages: 'external', write: false, logLevel: 'error', outfile: 'out.mjs' });
  const code = out.outputFiles[0]!.contents;
  const file = join(CACHE, `${basename(entry).replace(/\.tsx?$/, '')}-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(CACHE, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, code);
    renameSync(tmp, file);
  }
  return file;
}

/** The path of `entry` (an absolute .ts path) bundled for `node <file>`. */
export function nodeBundle(entry: string): Promise<string> {
  let file = built.get(entry);
  if (!file) built.set(entry, (file = bundle(entry)));
  return file;
}
