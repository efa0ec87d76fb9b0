/**
 * Every screenshot state (screenshot-states.ts: each handler page, settings section and the states inside them,
 * light and dark, 1280 and 390 px wide) drawn in Debian's chromium and compared with its reviewed baseline in
 * docs/screenshots/. A change no one accepted fails, naming the state; the actual picture and a diff (changed
 * pixels in red) are written to test-output/screenshots/. To accept a change: `npm run screenshots`, review the
 * PNGs in the git diff, commit them.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { hasChromium, launch } from './browser-kit.js';
import { comparePng } from './compare-png.js';
import { drawEveryState, startShotHost } from './screenshot-states.js';
import { BASELINES } from './screenshots.js';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'test-output', 'screenshots');
let host: Awaited<ReturnType<typeof startShotHost>>;
let browser: Browser;

beforeAll(async () => {
  if (!hasChromium) return;
  [host, browser] = await Promise.all([startShotHost(), launch()]);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

describe.skipIf(!hasChromium)('screenshots', () => {
  it('every state matches its reviewed baseline in docs/screenshots/', { timeout: 180_000 }, async () => {
    rmSync(OUT, { recursive: true, force: true });
    const failures: string[] = [];
    const drawn: string[] = [];
    let most = 0;
    await drawEveryState(browser, host, (file, png) => {
      drawn.push(file);
      const baseline = join(BASELINES, file);
      if (!existsSync(baseline)) {
        failures.push(`${file}: no baseline`);
        return;
      }
      const result = comparePng(png, readFileSync(baseline));
      most = Math.max(most, result.differing);
      if (result.same) return;
      mkdirSync(OUT, { recursive: true });
      const actual = join(OUT, file);
      writeFileSync(actual, png);
      const note = [`${file}: ${result.reason}; actual ${actual}`];
      if (result.diff) {
        const diff = actual.replace(/\.png$/, '.diff.png');
        writeFileSync(diff, result.diff);
        note.push(`diff ${diff}`);
      }
      failures.push(note.join(', '));
    });
    const stale = readdirSync(BASELINES).filter((f) => f.endsWith('.png') && !drawn.includes(f));
    failures.push(...stale.map((f) => `${f}: a baseline no state draws`));
    if (process.env.SCREENSHOT_STATS) console.log(`${drawn.length} screenshots, at most ${most} differing pixels`);
    expect(failures, 'if the change is intended: npm run screenshots, review the PNGs with git diff, commit them').toEqual([]);
  });
});
