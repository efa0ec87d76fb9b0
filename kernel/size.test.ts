import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KERNEL_BUDGET_GZIP, kernelSize } from '../harness/bench/kernel-size.js';
import { measureSize } from '../harness/bench/measure-size.js';

describe('kernel budget and boundaries', () => {
  it('createClient alone stays within its budget (5,888 B gzip, esbuild, minified)', async () => {
    const { min, gzip } = await kernelSize();
    expect(min).toBeGreaterThan(gzip);
    expect(gzip).toBeLessThanOrEqual(KERNEL_BUDGET_GZIP);
  });

  it('token stores are tree-shaken unless used', async () => {
    const { min } = await measureSize(`import { createClient } from './kernel/index'; console.log(createClient);`);
    const withCookies = await measureSize(`import { createClient, cookieTokenStore } from './kernel/index'; console.log(createClient, cookieTokenStore);`);
    expect(withCookies.min).toBeGreaterThan(min);
  });

  it('has zero runtime dependencies: kernel code imports only kernel files (tests and test-* helpers excepted)', () => {
    const dir = new URL('.', import.meta.url);
    const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && !/\.test(-d)?\.ts$/.test(f) && !f.startsWith('test-'));
    expect(files).toContain('create-client.ts');
    for (const f of files) {
      const specifiers = [...readFileSync(new URL(f, dir), 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]);
      for (const s of specifiers) expect(s, `${f} imports ${s}`).toMatch(/^\.\/[a-z-]+\.js$/);
    }
  });
});
