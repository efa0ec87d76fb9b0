import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{kernel,plugins,ui,init,mock-server,harness}/**/*.test.{ts,tsx}', 'packages/*.test.ts'],
    typecheck: { enabled: true, include: ['{kernel,plugins,ui}/**/*.test-d.ts'] },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    reporters: ['default', './.ci/summary-reporter.ts'],
  },
});
