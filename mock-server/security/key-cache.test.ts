import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { KEY_CACHE_SIZE, KeyRing } from '../tokens/project-keys.js';

const FIXTURE = fileURLToPath(new URL('./fixtures/junk-audiences.ts', import.meta.url));

describe('signing-key cache (item 3)', () => {
  it('1,000 junk tokens with distinct audiences derive no key and grow RSS by less than 5 MB', () => {
    // A child process with --expose-gc and a small young generation: RSS is measured after full collections,
    // away from the test runner, so only memory that stays (such as derived keys) shows.
    const out = execFileSync(process.execPath, ['--expose-gc', '--max-semi-space-size=1', '--import', 'tsx', FIXTURE, '1000'], { encoding: 'utf8', timeout: 60_000 });
    const r = JSON.parse(out) as { grownBytes: number; keys: number; statuses: number[] };
    console.log(`RSS growth after 1,000 junk audiences: ${(r.grownBytes / 1048576).toFixed(2)} MB; cached keys: ${r.keys}`);
    expect(r.statuses).toEqual([401]);
    expect(r.keys).toBe(0);
    expect(r.grownBytes).toBeLessThan(5 * 1024 * 1024);
  }, 90_000);

  it('derives keys only for existing projects and keeps at most KEY_CACHE_SIZE of them', () => {
    const ring = new KeyRing('s', (id) => id.startsWith('p'));
    expect(() => ring.forProject('nope')).toThrow('does not exist');
    for (let i = 0; i < KEY_CACHE_SIZE + 50; i++) ring.forProject(`p${i}`);
    expect(ring.size).toBe(KEY_CACHE_SIZE);
    expect(ring.forProject('p0').kid).toBe(new KeyRing('s').forProject('p0').kid);
  });
});
