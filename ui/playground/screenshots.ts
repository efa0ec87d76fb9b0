/**
 * `npm run screenshots`: redraws the reviewed screenshots, docs/screenshots/<state>-<theme>-<width>.png, for every
 * state in screenshot-states.ts (every handler page, every account-settings section and the states inside them),
 * light and dark, desktop (1280 px) and mobile (390 px) wide. This is how a UI change is accepted: run it, look at
 * the changed PNGs in the git diff, commit them. screenshots.browser.test.ts fails on any change not accepted so.
 * PNGs no state draws any more are removed.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from './browser-kit.js';
import { drawEveryState, startShotHost } from './screenshot-states.js';

/** Where the reviewed screenshots live (the docs site serves them too). */
export const BASELINES = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'screenshots');

export async function takeScreenshots(out = BASELINES): Promise<string[]> {
  mkdirSync(out, { recursive: true });
  const host = await startShotHost();
  const browser = await launch();
  const written: string[] = [];
  try {
    await drawEveryState(browser, host, (file, png) => {
      writeFileSync(join(out, file), png);
      written.push(file);
    });
  } finally {
    await browser.close();
    await host.close();
  }
  for (const old of readdirSync(out)) if (old.endsWith('.png') && !written.includes(old)) rmSync(join(out, old));
  return written;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = Date.now();
  const files = await takeScreenshots();
  console.log(`${files.length} screenshots in ${BASELINES} (${((Date.now() - started) / 1000).toFixed(1)} s); review them with git diff, then commit`);
}
