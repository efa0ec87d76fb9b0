/**
 * The host's --data-dir with better-sqlite3 installed without its build step (`npm install --ignore-scripts`):
 * a copy of the real package without its native binary, loaded through a require rooted next to it.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sqliteDriver } from './sqlite-store.js';

const dir = mkdtempSync(join(tmpdir(), 'no-bindings-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('sqliteDriver', () => {
  it('loads the real driver and opens a database', () => {
    const Driver = sqliteDriver();
    const db = new Driver(':memory:');
    expect(db.prepare('select 1 as one').get()).toEqual({ one: 1 });
    db.close();
  });

  it('without the native binary: names the missing native module and how to get it, not "bindings file"', () => {
    const here = createRequire(import.meta.url);
    const pkg = (name: string) => dirname(here.resolve(`${name}/package.json`));
    const modules = join(dir, 'node_modules');
    cpSync(pkg('better-sqlite3'), join(modules, 'better-sqlite3'), { recursive: true, filter: (src) => !/[/\\\\](build|deps|src)$/.test(src) });
    const bindings = pkg('bindings');
    cpSync(bindings, join(modules, 'bindings'), { recursive: true });
    cpSync(dirname(createRequire(join(bindings, 'package.json')).resolve('file-uri-to-path/package.json')), join(modules, 'file-uri-to-path'), { recursive: true });
    const load = createRequire(join(dir, 'entry.js'));
    expect(() => sqliteDriver(load)).toThrow(
      /^--data-dir needs the native SQLite module of better-sqlite3, which did not load \(Could not locate the bindings file\..*\)\. It is missing when the install skipped build steps \(npm install --ignore-scripts\): run `npm rebuild better-sqlite3`/,
    );
  });
});
