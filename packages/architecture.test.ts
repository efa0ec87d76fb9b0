/**
 * Package boundaries, checked on the sources (no build needed): the client package (@tinyauth/sdk) reaches,
 * from its entry points, no host module and no server dependency; every plugin folder has its subpath
 * exports; the three packages move together in version.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SERVER_ONLY } from './build.mjs';
import { importsOf, root } from './module-graph.js';

const manifest = (dir: string) => JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8'));
const sdk = manifest('sdk');

/** Subpath → source file, read from `./dist/X.js` targets. */
function entrySources(pkg: { exports: Record<string, unknown> }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [sub, target] of Object.entries(pkg.exports)) {
    const js = typeof target === 'string' ? target : (target as { default: string }).default;
    const m = /^\.\/dist\/(.+)\.js$/.exec(js);
    if (!m) continue;
    const src = [`${m[1]}.ts`, `${m[1]}.tsx`].find((f) => existsSync(join(root, f)));
    expect(src, `${sub}: no source for ${js}`).toBeDefined();
    out[sub] = src!;
  }
  return out;
}

/** Every module reachable from `entry` through relative imports (type-only ones too), with its bare imports. */
function reach(entry: string, seen = new Map<string, string[]>()): Map<string, string[]> {
  if (seen.has(entry)) return seen;
  const m = importsOf(entry);
  seen.set(entry, m.bare);
  for (const file of [...m.static, ...m.dynamic]) reach(file, seen);
  return seen;
}

const isHostModule = (f: string) =>
  /^mock-server\//.test(f) || /^plugins\/[^/]+\/host\//.test(f) || /(^|\/)(routes|[\w-]+-routes|host-[\w-]+)\.ts$/.test(f);
const isTestModule = (f: string) => /\.test(-d)?\.tsx?$|test-kit|test-host|test-clients|test-authenticator/.test(f);
const packageName = (s: string) => (s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : s.split('/')[0]!);
/** The middleware subpaths plug into their framework, which is an optional peer of only that subpath. */
const ALLOWED: Record<string, string[]> = { 'plugins/server/hono.ts': ['hono'], 'plugins/server/express.ts': ['express'] };

describe('client package boundaries', () => {
  const entries = entrySources(sdk);
  const graph = new Map<string, string[]>();
  for (const src of Object.values(entries)) reach(src, graph);

  it('reaches no host module and no test helper from any client entry', () => {
    expect(graph.size).toBeGreaterThan(50);
    expect([...graph.keys()].filter(isHostModule)).toEqual([]);
    expect([...graph.keys()].filter(isTestModule)).toEqual([]);
  });

  it('imports no server dependency (hono and express only in their middleware subpaths, as optional peers)', () => {
    const bad: string[] = [];
    for (const [file, specs] of graph) {
      for (const s of specs) {
        const name = packageName(s);
        if ((SERVER_ONLY.includes(name) || name === 'express') && !(ALLOWED[file] ?? []).includes(name)) bad.push(`${file} → ${s}`);
      }
    }
    expect(bad).toEqual([]);
    for (const name of ['hono', 'express']) expect(sdk.peerDependenciesMeta[name]).toEqual({ optional: true });
  });

  it('declares every package it imports, and no Node built-in outside the server subpaths', () => {
    const declared = new Set([...Object.keys(sdk.dependencies ?? {}), ...Object.keys(sdk.peerDependencies ?? {})]);
    const missing: string[] = [];
    for (const [file, specs] of graph) {
      for (const s of specs) {
        if (s.startsWith('node:')) {
          if (!file.startsWith('plugins/server/')) missing.push(`${file} → ${s} (a Node built-in in browser code)`);
        } else if (!declared.has(packageName(s))) missing.push(`${file} → ${s}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('a host module is caught: the check is not vacuous', () => {
    expect(isHostModule('plugins/password/routes.ts')).toBe(true);
    expect(isHostModule('plugins/password/reset-routes.ts')).toBe(true);
    expect(isHostModule('plugins/password/host-sign-in.ts')).toBe(true);
    expect(isHostModule('plugins/teams/host/teams.ts')).toBe(true);
    expect(isHostModule('mock-server/index.ts')).toBe(true);
    expect(isHostModule('plugins/password/contract.ts')).toBe(false);
    const hostGraph = reach('mock-server/index.ts');
    expect([...hostGraph.values()].flat().map(packageName)).toContain('hono');
  });
});

describe('package manifests', () => {
  it('every plugin folder has its client subpath, and its views subpath when it has views', () => {
    for (const name of readdirSync(join(root, 'plugins'))) {
      if (!existsSync(join(root, 'plugins', name, 'index.ts'))) continue;
      expect(sdk.exports[`./plugins/${name}`], name).toBeDefined();
      if (existsSync(join(root, 'plugins', name, 'views.tsx'))) expect(sdk.exports[`./plugins/${name}/views`], name).toBeDefined();
    }
  });

  it('every subpath has types first, is side-effect free, and ships no source or tests', () => {
    for (const [sub, target] of Object.entries(sdk.exports as Record<string, unknown>)) {
      if (sub === './package.json') continue;
      expect(Object.keys(target as object), sub).toEqual(['types', 'default']);
    }
    expect(sdk.sideEffects).toBe(false);
    for (const dir of ['sdk', 'host', 'harness']) expect(manifest(dir).files).toEqual(['dist/**/*.js', 'dist/**/*.d.ts', 'dist/**/*.js.map', 'README.md', 'LICENSE']);
  });

  it('every package links to its repository folder, its page and the issue tracker', () => {
    for (const dir of ['sdk', 'host', 'harness']) {
      const m = manifest(dir);
      expect(m.repository).toEqual({ type: 'git', url: expect.stringMatching(/^git\+https:\/\/.+\.git$/), directory: `packages/${dir}` });
      expect(m.homepage).toMatch(new RegExp(`^https://.+/packages/${dir}#readme$`));
      expect(m.bugs).toEqual({ url: expect.stringMatching(/^https:\/\/.+\/issues$/) });
    }
  });

  it('the packages and the workspace move together in version', () => {
    const root = JSON.parse(readFileSync(join(fileURLToPath(new URL('..', import.meta.url)), 'package.json'), 'utf8'));
    const versions = new Set([root.version, ...['sdk', 'host', 'harness'].map((d) => manifest(d).version)]);
    expect([...versions]).toEqual([sdk.version]);
  });

  it('the host and the harness have their bins, and react, react-dom and wouter stay optional peers of the client', () => {
    expect(manifest('host').bin).toEqual({ 'tinyauth-host': './dist/mock-server/bin.js' });
    expect(manifest('harness').bin).toEqual({ 'tinyauth-conformance': './dist/harness/cli.js' });
    for (const name of ['react', 'react-dom', 'wouter']) expect(sdk.peerDependenciesMeta[name]).toEqual({ optional: true });
  });
});
