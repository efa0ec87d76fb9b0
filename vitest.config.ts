import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that run longest (a browser, child processes, whole conformance runs, big loops), longest first, start
 * before the rest, so a fresh clone (no timing cache yet) does not leave one of them running alone at the end.
 */
const SLOW_FIRST = [
  /ui\/handler\.browser\.test\.ts$/,
  /mock-server\/(crash|store\/growth|fuzz)\.test\.ts$/,
  /harness\/(broken-host|cli)\.test\.ts$/,
  /mock-server\/(security\/oversized-requests|store\/store-cli|cli)\.test\.ts$/,
  /\.browser\.test\.tsx?$/,
  /(mock-server\/store\/disk-full|harness\/partial-host|harness\/run-conformance|kernel\/transport)\.test\.ts$/,
];

class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const i = SLOW_FIRST.findIndex((re) => re.test(f.moduleId));
      return i < 0 ? SLOW_FIRST.length : i;
    };
    return (await super.sort(files)).map((f, i) => ({ f, i })).sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i).map(({ f }) => f);
  }
}

export default defineConfig({
  test: {
    include: ['{kernel,plugins,ui,init,mock-server,harness}/**/*.test.{ts,tsx}', 'packages/*.test.ts'],
    typecheck: { enabled: true, include: ['{kernel,plugins,ui}/**/*.test-d.ts'] },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Much of the suite waits on a browser, a child process or a socket, so on a small machine more files
    // than cores run at once (vitest's default is one fewer than the cores: a single file at a time on 2).
    maxWorkers: Math.max(2, availableParallelism() + 1),
    sequence: { sequencer: SlowFirst },
    reporters: ['default', './.ci/summary-reporter.ts'],
  },
});
