import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Bytes of all files under `dir` (apparent sizes; symlinks not followed), skipping `skip` names at the top. */
export function dirBytes(dir: string, skip: readonly string[] = []): number {
  let total = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (skip.includes(e.name)) continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) total += dirBytes(p);
    else total += lstatSync(p).size;
  }
  return total;
}

/** Every file under `dir` whose name matches `re`. */
export function findFiles(dir: string, re: RegExp, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) findFiles(p, re, out);
    else if (re.test(e.name)) out.push(p);
  }
  return out;
}

export const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;
export const MB = (n: number) => `${(n / 1e6).toFixed(2)} MB`;
