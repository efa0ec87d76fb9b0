import { describe, expect, it } from 'vitest';
import { ALL_PLUGINS_BUDGET_GZIP, allPluginsSize } from './plugins-size.js';
import { ALL_VIEWS, FULL_UI_BUDGET_GZIP, LOCALE_BUDGET_GZIP, LOCALE_PACKS, measureLocaleSize, measureUiSize, measureUiSplit, UI_BUDGET_GZIP } from './ui-size.js';

// esbuild (bundle, minify, esm, browser) then gzip level 9: what an app ships.
describe('client bundle budgets', () => {
  it('kernel + all 8 client plugins stays within 15 KB gzip (entry chunk; WebAuthn code is a lazy chunk)', async () => {
    const { min, gzip, totalGzip, chunks } = await allPluginsSize();
    console.log(`kernel + 8 plugins: entry chunk ${gzip} B gzip, all ${chunks} chunks ${totalGzip} B gzip`);
    expect(min).toBeGreaterThan(gzip);
    // Only @simplewebauthn/browser (loaded by a passkey ceremony) and admin.webhooks (loaded on first use) are
    // split off: the rest is in the entry chunk.
    expect(chunks).toBe(3);
    expect(totalGzip).toBeGreaterThan(gzip);
    expect(gzip, `kernel + 8 plugins: entry chunk ${gzip} B gzip (all chunks ${totalGzip} B)`).toBeLessThanOrEqual(ALL_PLUGINS_BUDGET_GZIP);
  });

  it('an app with ui + password + otp (React external) stays within 22 KB gzip', async () => {
    const { gzip, missing } = await measureUiSize();
    expect(missing).toEqual([]);
    expect(gzip, `ui + password + otp: ${gzip} B gzip`).toBeLessThanOrEqual(UI_BUDGET_GZIP);
  });

  it('the full ui (every plugin, every view, provider icons) stays within 45 KB gzip (entry chunk and the chunks it imports)', async () => {
    const { entryGzip, lazyGzip } = await measureUiSplit(ALL_VIEWS);
    console.log(`full ui: entry chunk ${entryGzip} B gzip, lazy chunks ${lazyGzip} B gzip`);
    expect(lazyGzip).toBeGreaterThan(0);
    expect(entryGzip, `full ui entry chunk: ${entryGzip} B gzip`).toBeLessThanOrEqual(FULL_UI_BUDGET_GZIP);
  });

  it('the full ui built as one file (the WebAuthn library included, the lazily loaded image picker and QR code left out) also stays within 45 KB gzip', async () => {
    const { gzip, missing } = await measureUiSize(ALL_VIEWS);
    console.log(`full ui, one file: ${gzip} B gzip (budget ${FULL_UI_BUDGET_GZIP})`);
    expect(missing).toEqual([]);
    expect(gzip, `full ui, one file: ${gzip} B gzip`).toBeLessThanOrEqual(FULL_UI_BUDGET_GZIP);
  });

  it('each locale pack (the ui\'s and every plugin\'s, nine languages) stays within 3 KB gzip', async () => {
    expect(LOCALE_PACKS).toHaveLength(54);
    const over: string[] = [];
    for (const pack of LOCALE_PACKS) {
      const size = await measureLocaleSize(pack);
      // a pack is its strings, not an empty module
      expect(size, pack).toBeGreaterThan(pack.startsWith('ui/') ? 1000 : 300);
      if (size > LOCALE_BUDGET_GZIP) over.push(`${pack}: ${size} B gzip`);
    }
    expect(over).toEqual([]);
  });
});
