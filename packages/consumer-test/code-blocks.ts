/**
 * The TypeScript code blocks of the READMEs and docs, as files: a ```ts or ```tsx block whose first line is
 * `// file: NAME` becomes the file NAME; a second line `// run: node` marks it as a script to run against a
 * host. Blocks without a file line are fragments and are reported, so none is left out silently.
 */
import { readFileSync } from 'node:fs';

export interface CodeBlock {
  /** Markdown file and 1-based line of the block's opening fence. */
  source: string;
  file: string;
  code: string;
  run: boolean;
}

export function codeBlocks(markdownFile: string, label = markdownFile): { blocks: CodeBlock[]; fragments: string[] } {
  const lines = readFileSync(markdownFile, 'utf8').split('\n');
  const blocks: CodeBlock[] = [];
  const fragments: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(ts|tsx)\s*$/.exec(lines[i]!);
    if (!open) continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !/^```\s*$/.test(lines[i]!); i++) body.push(lines[i]!);
    const file = /^\/\/ file: (\S+)$/.exec(body[0] ?? '')?.[1];
    const where = `${label}:${start + 1}`;
    if (!file) {
      fragments.push(where);
      continue;
    }
    blocks.push({ source: where, file, code: body.join('\n') + '\n', run: body[1] === '// run: node' });
  }
  return { blocks, fragments };
}
