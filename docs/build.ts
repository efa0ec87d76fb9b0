/**
 * `npm run docs:build`: the host flag pages and the API reference (from the client package's declarations,
 * built first when missing), then the site (VitePress, into docs/.vitepress/dist; a dead link
 * fails the build), then the size of each package's README, the page a user sees on the registry.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vitepress';
import { build as buildPackage } from '../packages/build.mjs';
import { writeApiPages } from './api-pages.js';
import { writeHostPages } from './host-flag-pages.js';

const docs = fileURLToPath(new URL('.', import.meta.url));
const flags = writeHostPages(`${docs}host`);
console.log(`docs/host: ${flags.length} flag pages`);
const sdk = fileURLToPath(new URL('../packages/sdk', import.meta.url));
if (!existsSync(`${sdk}/dist`)) buildPackage('sdk');
console.log(`docs/api: ${writeApiPages(sdk, `${docs}api`).length} pages, from the package's declarations`);
await build(docs);
for (const pkg of ['sdk', 'host', 'harness']) {
  const text = readFileSync(fileURLToPath(new URL(`../packages/${pkg}/README.md`, import.meta.url)), 'utf8');
  console.log(`README of @tinyauth/${pkg}: ${text.split('\n').length} lines, ${(Buffer.byteLength(text) / 1000).toFixed(1)} kB`);
}
