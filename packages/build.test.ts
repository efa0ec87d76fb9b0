import { SourceMap, type SourceMapPayload, type SourceMapping } from 'node:module';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { hasUseClient, importsOf, lineMappings, packagedMap } from './build.mjs';

describe('lineMappings', () => {
  it('keeps the first mapping of each generated line, at the same source position', () => {
    const source = [
      'export function add(a: number, b: number): number { return a + b; }',
      'interface Shape { w: number }',
      'export const area = (s: Shape): number => s.w * s.w;',
      'export class Box { constructor(readonly s: Shape) {} get size() { return area(this.s); } }',
    ].join('\n');
    const out = transformSync(source, { loader: 'ts', sourcemap: 'external', sourcefile: 'x.ts' });
    const full = { file: 'x.js', sourceRoot: '', sourcesContent: [], ...JSON.parse(out.map) } as SourceMapPayload;
    const reduced = { ...full, mappings: lineMappings(full.mappings) };
    expect(reduced.mappings.length).toBeLessThan(full.mappings.length / 2);
    const before = new SourceMap(full);
    const after = new SourceMap(reduced);
    const lines = out.code.split('\n');
    let checked = 0;
    for (let line = 0; line < lines.length; line++) {
      const segments = reduced.mappings.split(';')[line];
      if (!segments) continue;
      expect(segments.split(',')).toHaveLength(1);
      const first = after.findEntry(line, lines[line]!.length) as SourceMapping;
      expect(first.generatedLine).toBe(line);
      const original = before.findEntry(line, first.generatedColumn) as SourceMapping;
      expect([first.originalLine, first.originalColumn, first.generatedColumn]).toEqual([original.originalLine, original.originalColumn, original.generatedColumn]);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(4);
  });
});

describe('importsOf', () => {
  it('finds static, dynamic, require and createRequire specifiers, not method calls named import', () => {
    const code = [
      "import a from 'x';",
      "export { b } from './y.js';",
      "import './side.js';",
      "const z = await import('zz');",
      "const db = createRequire(import.meta.url)('better-sqlite3');",
      "require('q');",
      "loader.import('not-a-module');",
    ].join('\n');
    expect(importsOf(code)).toEqual(['x', './y.js', './side.js', 'zz', 'better-sqlite3', 'q']);
  });
});

describe('packagedMap', () => {
  it('ships the TypeScript source inside the map, named beside its .js instead of by a path outside the package', () => {
    const repo = fileURLToPath(new URL('..', import.meta.url));
    const mapFile = `${repo}packages/sdk/dist/plugins/password/password.js.map`;
    const emitted = { version: 3, file: 'password.js', sourceRoot: '', sources: ['../../../../../plugins/password/password.ts'], names: [], mappings: 'AAAA;AACA,CAAC' };
    const shipped = packagedMap(emitted, mapFile);
    expect(shipped.sources).toEqual(['password.ts']);
    expect(shipped.sourcesContent).toEqual([readFileSync(`${repo}plugins/password/password.ts`, 'utf8')]);
    expect(shipped.mappings).toBe('AAAA;AACA');
    expect(shipped.sources.some((s) => s.startsWith('..'))).toBe(false);
  });
});
