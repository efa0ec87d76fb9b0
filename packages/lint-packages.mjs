#!/usr/bin/env node
/**
 * `node packages/lint-packages.mjs`: publint (strict) and @arethetypeswrong/cli (ESM-only profile) on every
 * workspace package. Prints one line per package and tool; exits 1 when either tool reports anything.
 * Run after `node packages/build.mjs`.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

const root = fileURLToPath(new URL('..', import.meta.url));
const attw = join(root, 'node_modules/@arethetypeswrong/cli/dist/index.js');
let failed = false;

for (const dir of ['sdk', 'host', 'harness']) {
  const pkgDir = join(root, 'packages', dir);
  const { messages, pkg } = await publint({ pkgDir, strict: true, pack: 'npm' });
  if (messages.length) {
    failed = true;
    for (const m of messages) console.error(`publint ${dir}: ${formatMessage(m, pkg) ?? m.code}`);
  } else console.log(`publint ${dir}: all good`);
  const r = spawnSync(process.execPath, [attw, '--pack', pkgDir, '--profile', 'esm-only', '--no-color'], { encoding: 'utf8' });
  if (r.status !== 0) {
    failed = true;
    console.error(`attw ${dir}: problems found\n${r.stdout}${r.stderr}`);
  } else console.log(`attw ${dir}: no problems (esm-only profile)`);
}
process.exit(failed ? 1 : 0);
