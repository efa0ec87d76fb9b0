import { describe, expect, it } from 'vitest';
import { ALL_PLUGINS_BUDGET_GZIP, allPluginsSize } from './plugins-size.js';
import { measureUiSize, UI_BUDGET_GZIP } from './ui-size.js';

// esbuild (bundle, minify, esm, browser) then gzip level 9: what an app ships.
describe('client bundle budgets', () => {
  it('kernel + all 8 client plugins stays within 15 KB gzip', async () => {
    const { min, gzip } = await allPluginsSize();
    expect(min).toBeGreaterThan(gzip);
    expect(gzip, `kernel + 8 plugins: ${gzip} B gzip`).toBeLessThanOrEqual(ALL_PLUGINS_BUDGET_GZIP);
  });

  it('an app with ui + password + otp (React external) stays within 22 KB gzip', async () => {
    const { gzip, missing } = await measureUiSize();
    expect(missing).toEqual([]);
    expect(gzip, `ui + password + otp: ${gzip} B gzip`).toBeLessThanOrEqual(UI_BUDGET_GZIP);
  });
});
