/**
 * The repository's module graph, read from the sources: every relative `import`/`export … from` (type-only ones
 * too) and, separately, every `import('…')`. A short reader over the text rather than a compiler pass: the code is
 * ESM with explicit `.js` specifiers, so a specifier maps to one `.ts`/`.tsx` file.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

const STATIC_RE = /(?:^|[\s;{}])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC_RE = /import\(\s*['"]([^'"]+)['"]\s*\)/g;

export interface ModuleImports {
  /** Relative imports resolved to repository paths, static (loaded with the module). */
  static: string[];
  /** Relative `import('…')` targets, loaded on demand. */
  dynamic: string[];
  /** Bare specifiers (packages and Node built-ins). */
  bare: string[];
}

/** The repository path a relative specifier of `from` names, or undefined when no source file matches. */
export function resolveSpecifier(from: string, spec: string): string | undefined {
  const base = join(dirname(from), spec).replace(/\.js$/, '');
  const file = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((f) => existsSync(join(root, f)));
  return file && relative(root, join(root, file)).split('\\').join('/');
}

/** The imports of one source file (a repository path). */
export function importsOf(file: string): ModuleImports {
  const code = readFileSync(join(root, file), 'utf8');
  const out: ModuleImports = { static: [], dynamic: [], bare: [] };
  const add = (spec: string, kind: 'static' | 'dynamic') => {
    if (!spec.startsWith('.')) return void out.bare.push(spec);
    // A specifier that names no source is text inside a string (code a test writes out); tsc checks real ones.
    const target = resolveSpecifier(file, spec);
    if (target) out[kind].push(target);
  };
  for (const m of code.matchAll(STATIC_RE)) add(m[1]!, 'static');
  for (const m of code.matchAll(DYNAMIC_RE)) add(m[1]!, 'dynamic');
  return out;
}

/** Every `.ts`/`.tsx` source below the given top-level folders (no node_modules, no build output). */
export function sourceFiles(dirs: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist' && !entry.name.startsWith('.')) walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
    }
  };
  for (const dir of dirs) walk(dir);
  return out.sort();
}

/**
 * The import circles among `files`' static imports: one list per strongly connected group of two or more
 * modules (or one module importing itself), sorted (Tarjan's algorithm).
 */
export function importCircles(files: readonly string[], edges: (file: string) => string[]): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges(v)) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || edges(v).includes(v)) circles.push(group.sort());
    }
  };
  for (const f of files) if (!index.has(f)) visit(f);
  return circles;
}
