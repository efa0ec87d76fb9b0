/**
 * Docs and code comments state their rules themselves. SDK users do not have the internal product spec or
 * wire-protocol notes, so no tracked source or doc file may cite them by name or section.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CITATION = /(SPEC|API\.md)\s*§|SPEC\.md|API\.md/;
const TEXT_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|md|json|html|css|ya?ml)$/;

/** `file:line: text` for every line of `text` that cites an internal document. */
function citations(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, i) => (CITATION.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}

function trackedTextFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((f) => f && TEXT_FILE.test(f) && !/(^|\/)(node_modules|dist)\//.test(f) && existsSync(join(ROOT, f)));
}

describe('no citations of internal documents', () => {
  it('finds section and file citations, and leaves public standards alone', () => {
    const spec = 'SP' + 'EC';
    const api = 'API' + '.md';
    expect(citations('a.ts', `// ${spec} §9: one year\n// fine\n/** see ${api} */`)).toEqual([
      `a.ts:1: // ${spec} §9: one year`,
      `a.ts:3: /** see ${api} */`,
    ]);
    expect(citations('b.ts', `// ${api} §3.2\n// ${spec}.md`)).toHaveLength(2);
    expect(citations('c.ts', '/** base64url without padding (RFC 4648 §5). */')).toEqual([]);
  });

  it('no tracked source or doc file cites them', () => {
    const files = trackedTextFiles();
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((f) => citations(f, readFileSync(join(ROOT, f), 'utf8')));
    expect(found).toEqual([]);
  });
});
