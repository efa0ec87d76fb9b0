import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The consumer test runs on its own, after the unit tests (`npm run test:packages`); with TINYAUTH_NEXT_DEV
 * set (`npm run test:next`), the Next.js `next dev` run instead.
 */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: [process.env.TINYAUTH_NEXT_DEV ? 'next-dev.test.ts' : 'consumer.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 420_000,
    pool: 'forks',
    fileParallelism: false,
    reporters: ['default', fileURLToPath(new URL('../../.ci/summary-reporter.ts', import.meta.url))],
  },
});
