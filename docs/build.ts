/**
 * `npm run docs:build`: the host flag pages, then the site (VitePress, into docs/.vitepress/dist; a dead link
 * fails the build), then the size of each package's README, the page a user sees on the registry.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vitepress';
import { writeHostPages } from './host-flag-pages.js';

const docs = fileURLToPath(new URL('.', import.meta.url));
const flags = writeHostPages(`${docs}host`);
console.log(`docs/host: ${flags.length} flag pages`);
await build(docs);
for (const pkg of ['sdk', 'host', 'harness']) {
  const text = readFileSync(fileURLToPath(new URL(`../packages/${pkg}/README.md`, import.meta.url)), 'utf8');
  console.log(`README of @tinyauth/${pkg}: ${text.split('\n').length} lines, ${(Buffer.byteLength(text) / 1000).toFixed(1)} kB`);
}
