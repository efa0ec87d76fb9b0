#!/usr/bin/env node
/**
 * Builds the workspace packages with plain `tsc`: `node packages/build.mjs [sdk host harness]`.
 *
 * Sources stay at the top of the repo (kernel/, plugins/, ui/, mock-server/, harness/). A package's entry
 * points are read from its own package.json (`exports` and `bin`: `./dist/X.js` is compiled from `X.ts` or
 * `X.tsx`), and tsc emits those entries plus every module they import into that package's dist/, as ESM
 * `.js`, `.d.ts` and `.js.map`. So a plugin's host routes reach the host package only because host entries
 * import them, and the client package holds only what client entries import.
 *
 * After compiling, every bare import in the emitted JS must be a Node built-in or a declared dependency
 * or peer of the package; the client package must import no server dependency and no host module.
 */
import { execFileSync } from 'node:child_process';
import { builtinModules } from 'node:module';
import { chmodSync, copyFileSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = join(root, 'node_modules/typescript/bin/tsc');

/** Imports a browser or app-server bundle must never pull in through the client package. */
export const SERVER_ONLY = [
  'hono', '@hono/node-server', '@node-rs/argon2', 'nodemailer', 'smtp-server', '@simplewebauthn/server',
  'better-sqlite3', 'yup', 'openid-client', 'bcryptjs', 'oidc-provider',
];
/** The client package's subpaths that exist to plug into a server framework may import that framework. */
const MIDDLEWARE_PEERS = { 'plugins/server/hono.js': ['hono'], 'plugins/server/express.js': ['express'] };

/** Per-package compiler settings. `types: []` keeps Node's types out of the client's declarations. */
const PACKAGES = {
  sdk: { types: [] },
  host: { types: ['node'] },
  harness: { types: ['node'] },
};

function entriesOf(pkg) {
  const targets = [];
  const walk = (v) => {
    if (typeof v === 'string') targets.push(v);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(pkg.exports);
  walk(pkg.bin);
  const sources = new Set();
  for (const t of targets) {
    const m = /^\.\/dist\/(.+)\.js$/.exec(t);
    if (!m) continue;
    const base = join(root, m[1]);
    const src = [`${base}.ts`, `${base}.tsx`].find((f) => existsSync(f));
    if (!src) throw new Error(`${pkg.name}: no source for ${t} (looked for ${m[1]}.ts and .tsx)`);
    sources.add(relative(root, src));
  }
  return [...sources];
}

function listFiles(dir, out = []) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) listFiles(p, out);
    else out.push(p);
  }
  return out;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function decodeVlq(segment) {
  const out = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    const digit = B64.indexOf(ch);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

function encodeVlq(values) {
  let out = '';
  for (const v of values) {
    let n = v < 0 ? (-v << 1) | 1 : v << 1;
    do {
      let digit = n & 31;
      n >>>= 5;
      if (n) digit |= 32;
      out += B64[digit];
    } while (n);
  }
  return out;
}

/**
 * Source-map `mappings` reduced to the first mapped segment of each generated line. Segment fields are
 * deltas (the generated column restarts on each line, the others run on across lines), so they are decoded
 * to absolute values and encoded again.
 */
export function lineMappings(mappings) {
  const abs = [0, 0, 0, 0];
  const prev = [0, 0, 0, 0];
  const lines = [];
  for (const line of mappings.split(';')) {
    abs[0] = 0;
    let kept = null;
    for (const seg of line ? line.split(',') : []) {
      const d = decodeVlq(seg);
      abs[0] += d[0];
      if (d.length >= 4) {
        for (let i = 1; i < 4; i++) abs[i] += d[i];
        kept ??= [abs[0], abs[1], abs[2], abs[3]];
      }
    }
    if (!kept) {
      lines.push('');
      continue;
    }
    lines.push(encodeVlq([kept[0], kept[1] - prev[1], kept[2] - prev[2], kept[3] - prev[3]]));
    prev[1] = kept[1];
    prev[2] = kept[2];
    prev[3] = kept[3];
  }
  return lines.join(';');
}

const IMPORT_RE = /(?:^|[\s;})])(?:import|export)\s*(?:[^'"()]*?\sfrom\s*)?['"]([^'"]+)['"]|(?:(?<![\w.$])import|(?<![\w.$])require|createRequire\([^)]*\))\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every import specifier of an emitted JS file: static imports, and literal `import()`, `require()` and `createRequire(…)()` calls. */
export function importsOf(code) {
  const out = [];
  for (const m of code.matchAll(IMPORT_RE)) out.push(m[1] ?? m[2]);
  return out;
}

const packageName = (spec) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);

export function checkImports(dir, pkg) {
  const dist = join(root, 'packages', dir, 'dist');
  const declared = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})]);
  const problems = [];
  for (const file of listFiles(dist).filter((f) => f.endsWith('.js'))) {
    const rel = relative(dist, file).split('\\').join('/');
    for (const spec of importsOf(readFileSync(file, 'utf8'))) {
      if (spec.startsWith('.')) {
        if (dir === 'sdk' && /(^|\/)mock-server\//.test(join(dirname(rel), spec))) problems.push(`${rel} imports host code ${spec}`);
        continue;
      }
      if (spec.startsWith('node:') || builtinModules.includes(spec)) continue;
      const name = packageName(spec);
      if (name === pkg.name) continue; // itself, through its exports (init's templates name the package)
      if (!declared.has(name)) problems.push(`${rel} imports ${spec}, which ${pkg.name} does not declare`);
      if (dir === 'sdk' && SERVER_ONLY.includes(name) && !(MIDDLEWARE_PEERS[rel] ?? []).includes(name)) {
        problems.push(`${rel} imports the server dependency ${spec}`);
      }
    }
  }
  if (dir === 'sdk') {
    for (const file of listFiles(dist)) {
      const rel = relative(dist, file).split('\\').join('/');
      if (/^mock-server\/|(^|\/)host\/|(^|\/)(routes|[\w-]+-routes|host-[\w-]+)\.js$/.test(rel)) problems.push(`host module in the client package: ${rel}`);
    }
  }
  return problems;
}

/**
 * A source map as shipped: one mapping per line, the TypeScript source inside (`sourcesContent`), and each
 * source named beside its `.js` (`password.ts` for `password.js`) instead of by a path that leaves the package.
 * Stack traces and debuggers then show real code at paths inside the package.
 */
export function packagedMap(map, mapFile) {
  const dir = dirname(mapFile);
  const sources = map.sources.map((s) => resolve(dir, map.sourceRoot ?? '', s));
  return {
    ...map,
    sourceRoot: '',
    sources: sources.map((s) => basename(s)),
    sourcesContent: sources.map((s) => readFileSync(s, 'utf8')),
    mappings: lineMappings(map.mappings),
  };
}

/** A locale pack (`…/locales/<lang>.js`): strings by key, no code to debug, so it ships without a source map. */
const isLocalePack = (file) => /[\\/]locales[\\/][\w-]+\.js(\.map)?$/.test(file);

/** Deletes a source map and the `sourceMappingURL` comment of its `.js`. */
function dropMap(mapFile) {
  const js = mapFile.slice(0, -'.map'.length);
  writeFileSync(js, readFileSync(js, 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n'));
  rmSync(mapFile);
}

const USE_CLIENT = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*(['"])use client\1\s*;?/;

/** True when `code` starts with the `'use client'` directive (only comments and blank lines before it). */
export const hasUseClient = (code) => USE_CLIENT.test(code);

/**
 * Client entries a React server component may import must stay marked `'use client'`: the directive must
 * be the first statement of every emitted module whose source has it, and the client package's `./ui` and
 * `./plugins/<name>/views` entries must have it.
 */
export function checkDirectives(dir, pkg) {
  const dist = join(root, 'packages', dir, 'dist');
  const problems = [];
  const required = new Set();
  if (dir === 'sdk') {
    for (const [subpath, target] of Object.entries(pkg.exports)) {
      if (subpath === './ui' || /^\.\/plugins\/[\w-]+\/views$/.test(subpath)) required.add(target.default.replace(/^\.\/dist\//, ''));
    }
  }
  for (const file of listFiles(dist).filter((f) => f.endsWith('.js'))) {
    const rel = relative(dist, file).split('\\').join('/');
    const base = join(root, rel.replace(/\.js$/, ''));
    const src = [`${base}.ts`, `${base}.tsx`].find((f) => existsSync(f));
    const wanted = required.has(rel) || (src !== undefined && hasUseClient(readFileSync(src, 'utf8')));
    if (wanted && !hasUseClient(readFileSync(file, 'utf8'))) problems.push(`${rel} must start with 'use client'`);
  }
  return problems;
}

export function build(dir) {
  const settings = PACKAGES[dir];
  if (!settings) throw new Error(`unknown package ${dir} (one of ${Object.keys(PACKAGES).join(', ')})`);
  const pkgDir = join(root, 'packages', dir);
  const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
  const config = {
    extends: '../../tsconfig.json',
    compilerOptions: {
      noEmit: false,
      rootDir: '../..',
      outDir: 'dist',
      declaration: true,
      sourceMap: true,
      module: 'nodenext',
      moduleResolution: 'nodenext',
      types: settings.types,
      tsBuildInfoFile: null,
      incremental: false,
    },
    files: entriesOf(pkg).map((f) => `../../${f}`),
    include: [],
  };
  writeFileSync(join(pkgDir, 'tsconfig.build.json'), `${JSON.stringify(config, null, 2)}\n`);
  rmSync(join(pkgDir, 'dist'), { recursive: true, force: true });
  // Two tsc passes: the JS without comments, then the declarations with their doc comments, which
  // editors show. The source maps are then cut to one mapping per line (see lineMappings), which keeps stack
  // traces pointing at the right TypeScript line for a fraction of the size.
  const project = join(pkgDir, 'tsconfig.build.json');
  for (const pass of [['--declaration', 'false', '--removeComments'], ['--emitDeclarationOnly']]) {
    try {
      execFileSync(process.execPath, [tsc, '-p', project, ...pass], { stdio: ['ignore', 'pipe', 'pipe'], cwd: root, encoding: 'utf8' });
    } catch (e) {
      throw new Error(`tsc failed for ${pkg.name}:\n${e.stdout ?? ''}${e.stderr ?? ''}`);
    }
  }
  for (const file of listFiles(join(pkgDir, 'dist')).filter((f) => f.endsWith('.js.map'))) {
    if (isLocalePack(file)) dropMap(file);
    else writeFileSync(file, JSON.stringify(packagedMap(JSON.parse(readFileSync(file, 'utf8')), file)));
  }
  for (const bin of Object.values(typeof pkg.bin === 'string' ? { [pkg.name]: pkg.bin } : (pkg.bin ?? {}))) chmodSync(join(pkgDir, bin), 0o755);
  copyFileSync(join(root, 'LICENSE'), join(pkgDir, 'LICENSE'));
  const problems = [...checkImports(dir, pkg), ...checkDirectives(dir, pkg)];
  if (problems.length) throw new Error(`${pkg.name}:\n  ${problems.join('\n  ')}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const which = process.argv.slice(2);
  for (const dir of which.length ? which : Object.keys(PACKAGES)) {
    const t = Date.now();
    build(dir);
    console.log(`built packages/${dir} in ${Date.now() - t} ms`);
  }
}
