/**
 * `tsx harness/bench/plugins-size.ts`: minified + gzipped size of createClient with all eight client
 * plugins (password, otp, oauth, passkey, mfa, teams, contact channels, admin). Budget ≤ 15 KB gzip for the
 * entry chunk: the passkey plugin loads @simplewebauthn/browser with `import()` when a ceremony starts, so that
 * code is a lazy chunk an app downloads only then. The total of all chunks is measured and printed beside it.
 */
import { pathToFileURL } from 'node:url';
import { measureSplitSize } from './measure-size.js';

export const ALL_PLUGINS = [
  ['password', 'password'],
  ['otp', 'otp'],
  ['oauth', 'oauth'],
  ['passkey', 'passkey'],
  ['mfa', 'mfa'],
  ['teams', 'teams'],
  ['contact-channels', 'contactChannels'],
  ['admin', 'admin'],
] as const;

export const ALL_PLUGINS_ENTRY = [
  `import { createClient, memoryTokenStore } from './kernel/index';`,
  ...ALL_PLUGINS.map(([folder, factory]) => `import { ${factory} } from './plugins/${folder}/index';`),
  `export const client = createClient({ projectId: 'p', tokenStore: memoryTokenStore(), plugins: [${ALL_PLUGINS.map(([, f]) => `${f}()`).join(', ')}] });`,
].join('\n');

export const ALL_PLUGINS_BUDGET_GZIP = 15 * 1024;

/** Entry chunk (`min`, `gzip`) and all chunks together (`totalMin`, `totalGzip`). */
export function allPluginsSize(): Promise<{ min: number; gzip: number; totalMin: number; totalGzip: number; chunks: number }> {
  return measureSplitSize(ALL_PLUGINS_ENTRY);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { min, gzip, totalGzip, chunks } = await allPluginsSize();
  console.log(`kernel + all 8 plugins: entry chunk ${min} bytes min, ${gzip} bytes gzip (budget ${ALL_PLUGINS_BUDGET_GZIP}); all ${chunks} chunks ${totalGzip} bytes gzip`);
  if (gzip > ALL_PLUGINS_BUDGET_GZIP) {
    console.error(`over budget: ${gzip} > ${ALL_PLUGINS_BUDGET_GZIP} bytes gzip`);
    process.exitCode = 1;
  }
}
