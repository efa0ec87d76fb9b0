/**
 * Writes docs/api/: the API reference of @tinyauth/sdk, one page per subpath, made of the package's own
 * declaration files (`dist/**.d.ts`, with the TSDoc comments the compiler keeps). Editors show the same
 * declarations and comments on hover, so the site and the hovers cannot disagree. Run by `npm run docs:build`.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const RELATIVE = /from '(\.{1,2}\/[^']+)\.js'/g;

/** The declaration files behind one subpath: its entry, and what it imports from inside its own folder. */
function modulesOf(entry: string, within: string, seen = new Set<string>()): string[] {
  if (seen.has(entry) || !existsSync(entry)) return [...seen];
  seen.add(entry);
  for (const m of readFileSync(entry, 'utf8').matchAll(RELATIVE)) {
    const next = join(dirname(entry), `${m[1]}.d.ts`);
    if (next.startsWith(within)) modulesOf(next, within, seen);
  }
  return [...seen];
}

export function writeApiPages(pkgDir: string, outDir: string): string[] {
  const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as { name: string; exports: Record<string, string | { types: string }> };
  const dist = join(pkgDir, 'dist');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const pages: string[] = [];
  for (const [sub, target] of Object.entries(pkg.exports)) {
    if (typeof target === 'string') continue;
    const entry = join(pkgDir, target.types);
    const name = sub === '.' ? pkg.name : `${pkg.name}/${sub.slice(2)}`;
    const slug = sub === '.' ? 'index' : sub.slice(2).replace(/\//g, '-');
    // the main entry only re-exports the others: its page is the entry alone
    const files = sub === '.' ? [entry] : modulesOf(entry, dirname(entry));
    const body = files
      .map((f) => `## \`${relative(dist, f).replace(/\.d\.ts$/, '')}\`\n\n\`\`\`ts\n${readFileSync(f, 'utf8').trim()}\n\`\`\``)
      .join('\n\n');
    writeFileSync(join(outDir, `${slug}.md`), `# \`${name}\`\n\n\`import { … } from '${name}'\`. The declarations as shipped, with their doc comments.\n\n${body}\n`);
    pages.push(slug);
  }
  return pages;
}
