/**
 * Every entry of the client package imports in plain Node (no DOM) without touching window, document,
 * localStorage, sessionStorage, navigator or location at import time, so server-side rendering can import
 * the views. Runs on the sources; the consumer test does the same on the packed package.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location'] as const;
const saved = new Map<string, PropertyDescriptor | undefined>();
const touched: string[] = [];

/** Records reads of the browser globals that come from the repository's own modules (not dependencies). */
function trap() {
  for (const name of GLOBALS) {
    const had = Object.getOwnPropertyDescriptor(globalThis, name);
    saved.set(name, had);
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        const frames = (new Error().stack ?? '').split('\n').slice(2).filter((l) => !l.includes('node:internal'));
        const caller = frames.find((l) => !l.includes('/node_modules/')) ?? '';
        const own = caller.includes(root) && !caller.includes('client-imports.test');
        if (own && frames[0] === caller) touched.push(`${name} from ${caller.trim()}`);
        return had?.get ? had.get.call(globalThis) : had?.value;
      },
    });
  }
}

afterAll(() => {
  for (const [name, had] of saved) {
    if (had) Object.defineProperty(globalThis, name, had);
    else delete (globalThis as Record<string, unknown>)[name];
  }
});

it('imports every client entry with no DOM, touching no browser global at import time', async () => {
  expect(typeof document).toBe('undefined');
  const sdk = JSON.parse(readFileSync(join(root, 'packages/sdk/package.json'), 'utf8')) as { exports: Record<string, unknown> };
  const sources = Object.values(sdk.exports)
    .map((t) => (typeof t === 'string' ? t : (t as { default: string }).default))
    .map((js) => /^\.\/dist\/(.+)\.js$/.exec(js)?.[1])
    .filter((m): m is string => Boolean(m));
  expect(sources.length).toBeGreaterThan(15);
  trap();
  for (const m of sources) {
    const file = [`${m}.ts`, `${m}.tsx`].map((f) => join(root, f)).find((f) => {
      try {
        readFileSync(f);
        return true;
      } catch {
        return false;
      }
    });
    expect(file, m).toBeDefined();
    await import(file!);
  }
  expect(touched).toEqual([]);
});
