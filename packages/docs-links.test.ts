/**
 * The relative links of the docs site and the READMEs point at files that exist (the site build also fails
 * on a dead link; this check is the fast one, run with the unit tests).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { writeApiPages } from '../docs/api-pages.js';
import { parseFlags, writeHostPages } from '../docs/host-flag-pages.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const markdown = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? (['host', 'api', '.vitepress', 'screenshots'].includes(e.name) ? [] : markdown(`${dir}/${e.name}`)) : e.name.endsWith('.md') ? [`${dir}/${e.name}`] : [],
  );

describe('docs links', () => {
  it('the host flag pages come from --help: one per flag, --help itself aside', () => {
    const help = `Options:\n  --port N              Port to listen on.\n  --no-dev-routes       Turn off the dev surface:\n                        /__dev and the mailbox.\n  --help                Show this help and exit.\n`;
    expect(parseFlags(help)).toEqual([
      { flag: '--port', value: 'N', text: 'Port to listen on.' },
      { flag: '--no-dev-routes', value: '', text: 'Turn off the dev surface: /__dev and the mailbox.' },
      { flag: '--help', value: '', text: 'Show this help and exit.' },
    ]);
    const flags = writeHostPages(join(root, 'docs/host'));
    expect(flags.map((f) => f.flag)).toEqual(expect.arrayContaining(['--port', '--data-dir', '--playground', '--no-dev-routes']));
    expect(existsSync(join(root, 'docs/host/data-dir.md'))).toBe(true);
  });

  it('every relative link of docs/ and the READMEs resolves to a file', () => {
    writeHostPages(join(root, 'docs/host')); // generated, not in git
    const files = [...markdown('docs'), 'README.md', 'packages/sdk/README.md', 'packages/host/README.md', 'packages/harness/README.md'];
    expect(files.length).toBeGreaterThan(15);
    const dead: string[] = [];
    let links = 0;
    for (const f of files) {
      const text = readFileSync(join(root, f), 'utf8').replace(/```[\s\S]*?```/g, '');
      for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = m[1]!.split('#')[0]!;
        if (!target || /^[a-z]+:/i.test(target)) continue;
        links++;
        if (!existsSync(join(root, dirname(f), target))) dead.push(`${f} → ${m[1]}`);
      }
    }
    expect(links).toBeGreaterThan(10);
    expect(dead).toEqual([]);
  });

  it('the API reference is a page per subpath made of the shipped declarations, with their doc comments', () => {
    const pkg = mkdtempSync(join(tmpdir(), 'api-pages-'));
    try {
      const exports = { '.': { types: './dist/index.d.ts' }, './kernel': { types: './dist/kernel/index.d.ts' }, './package.json': './package.json' };
      writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name: '@x/sdk', exports }));
      mkdirSync(join(pkg, 'dist/kernel'), { recursive: true });
      writeFileSync(join(pkg, 'dist/index.d.ts'), "export * from './kernel/index.js';\n");
      writeFileSync(join(pkg, 'dist/kernel/index.d.ts'), "export { createClient } from './create-client.js';\n");
      writeFileSync(join(pkg, 'dist/kernel/create-client.d.ts'), '/** Makes a client. */\nexport declare function createClient(): void;\n');
      expect(writeApiPages(pkg, join(pkg, 'api'))).toEqual(['index', 'kernel']);
      const page = readFileSync(join(pkg, 'api/kernel.md'), 'utf8');
      expect(page).toMatch(/^# `@x\/sdk\/kernel`/);
      expect(page).toContain('## `kernel/create-client`\n\n```ts\n/** Makes a client. */\nexport declare function createClient(): void;\n```');
      expect(readFileSync(join(pkg, 'api/index.md'), 'utf8')).not.toContain('create-client');
    } finally {
      rmSync(pkg, { recursive: true, force: true });
    }
  });
});
