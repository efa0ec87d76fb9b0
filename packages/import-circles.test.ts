/**
 * No import circles anywhere in the repository: every module of the SDK, the host, the harness and the
 * build imports only modules that do not import it back, through static imports, type-only imports and
 * `import()` alike.
 */
import { describe, expect, it } from 'vitest';
import { importCircles, importsOf, sourceFiles, type ModuleImports } from './module-graph.js';

const DIRS = ['kernel', 'plugins', 'ui', 'mock-server', 'harness', 'packages'] as const;

describe('import circles', () => {
  it('there are none', () => {
    const files = [...sourceFiles(DIRS), 'index.ts'];
    expect(files.length).toBeGreaterThan(400);
    const graph = new Map<string, ModuleImports>(files.map((f) => [f, importsOf(f)]));
    const edges = (f: string) => {
      const m = graph.get(f) ?? importsOf(f);
      return [...m.static, ...m.dynamic];
    };
    expect(importCircles(files, edges).map((c) => c.join(' → '))).toEqual([]);
    // The reader sees the repository's imports: the kernel's entry reaches its transport.
    expect(edges('kernel/index.ts').length).toBeGreaterThan(3);
  });

  it('a circle is found, through any number of modules, and a self-import too (the check can fail)', () => {
    const graph: Record<string, string[]> = { a: ['b'], b: ['c'], c: ['a', 'd'], d: [], e: ['e'], f: ['d'] };
    expect(importCircles(Object.keys(graph), (f) => graph[f]!)).toEqual([['a', 'b', 'c'], ['e']]);
  });
});
