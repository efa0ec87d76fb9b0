/**
 * Writes docs/host/: one page per flag of the host, from the host's own --help text (so the pages and the
 * command never disagree), and an index. Run by `npm run docs:build` before the site is built.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HELP } from '../mock-server/cli.js';

export interface HostFlag {
  flag: string;
  /** `--port N` → `N`; empty for a switch. */
  value: string;
  text: string;
}

/** The flags of a help text: lines `  --flag VALUE  text`, with their indented continuation lines. */
export function parseFlags(help: string): HostFlag[] {
  const flags: HostFlag[] = [];
  for (const line of help.split('\n')) {
    const m = /^ {2}(--[a-z-]+)((?: [A-Z]+)?)(?: {2,}(.*))?$/.exec(line);
    if (m) {
      flags.push({ flag: m[1]!, value: m[2]!.trim(), text: m[3]?.trim() ?? '' });
      continue;
    }
    const last = flags.at(-1);
    if (last && /^ {4,}\S/.test(line)) last.text = `${last.text} ${line.trim()}`.trim();
  }
  return flags;
}

const slug = (flag: string) => flag.replace(/^--/, '');

export function writeHostPages(dir: string, help = HELP): HostFlag[] {
  const flags = parseFlags(help).filter((f) => f.flag !== '--help');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const f of flags) {
    const example = `npx @tinyauth/host ${f.flag}${f.value ? ` ${f.value === 'N' ? '8102' : f.value === 'DIR' ? '.data' : f.value === 'URL' ? 'http://127.0.0.1:2500' : f.value.toLowerCase()}` : ''}`;
    writeFileSync(
      join(dir, `${slug(f.flag)}.md`),
      `# \`${f.flag}${f.value ? ` ${f.value}` : ''}\`\n\n${f.text}\n\n\`\`\`sh\n${example}\n\`\`\`\n\nAll flags: [the host's flags](./index.md).\n`,
    );
  }
  writeFileSync(
    join(dir, 'index.md'),
    `# The host's flags\n\n\`npx @tinyauth/host [options]\` (in the repository: \`npm run host -- [options]\`) starts the local API host.\n\n` +
      `| flag | what |\n|---|---|\n${flags.map((f) => `| [\`${f.flag}\`](./${slug(f.flag)}.md) | ${f.text.replace(/\|/g, '\\|')} |`).join('\n')}\n`,
  );
  return flags;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const flags = writeHostPages(fileURLToPath(new URL('./host', import.meta.url)));
  console.log(`docs/host: ${flags.length} flag pages`);
}
