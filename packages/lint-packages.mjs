#!/usr/bin/env node
/**
 * `node packages/lint-packages.mjs`: publint (strict) and @arethetypeswrong/cli (ESM-only profile) on every
 * workspace package, the packages at once. Prints one line per package and tool; exits 1 when either tool
 * reports anything. Run after `node packages/build.mjs`.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

const root = fileURLToPath(new URL('..', import.meta.url));
const attw = join(root, 'node_modules/@arethetypeswrong/cli/dist/index.js');
const run = promisify(execFile);

async function lint(dir) {
  const pkgDir = join(root, 'packages', dir);
  const lines = [];
  let ok = true;
  const { messages, pkg } = await publint({ pkgDir, strict: true, pack: 'npm' });
  if (messages.length) {
    ok = false;
    for (const m of messages) lines.push(`publint ${dir}: ${formatMessage(m, pkg) ?? m.code}`);
  } else lines.push(`publint ${dir}: all good`);
  try {
    await run(process.execPath, [attw, '--pack', pkgDir, '--profile', 'esm-only', '--no-color'], { encoding: 'utf8', maxBuffer: 1 << 24 });
    lines.push(`attw ${dir}: no problems (esm-only profile)`);
  } catch (e) {
    ok = false;
    lines.push(`attw ${dir}: problems found\n${e.stdout ?? ''}${e.stderr ?? ''}`);
  }
  return { ok, lines };
}

const results = await Promise.all(['sdk', 'host', 'harness'].map(lint));
for (const r of results) (r.ok ? console.log : console.error)(r.lines.join('\n'));
process.exit(results.every((r) => r.ok) ? 0 : 1);
