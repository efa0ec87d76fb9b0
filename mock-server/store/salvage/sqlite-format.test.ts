/**
 * The salvage reader follows SQLite's file format 3. These checks fail when the SQLite bundled with
 * better-sqlite3 writes a store file any other way, before repair could misread one.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Db, type Row } from '../db.js';
import { STORE_FILE } from '../open-store.js';
import { openDatabase } from '../sqlite-store.js';
import { readRows, readTables } from './salvage.js';

interface Item extends Row { n: number; text: string }

const root = mkdtempSync(join(tmpdir(), 'sqlite-format-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A store file with `count` items, one of them larger than a page (an overflow chain), closed cleanly. */
function storeFile(count: number): string {
  const db = new Db(join(root, `items-${count}`));
  db.open();
  for (let n = 0; n < count; n++) db.table<Item>('items').put({ id: `i${n}`, n, text: n === 7 ? 'é'.repeat(9_000) : `item ${n}` });
  db.close();
  return join(root, `items-${count}`, STORE_FILE);
}

describe('the SQLite file format the salvage reader follows', () => {
  it('is format 3: header string, format numbers, schema format 4, fixed payload fractions, UTF-8', () => {
    const file = storeFile(3);
    const header = readFileSync(file).subarray(0, 100);
    expect(header.toString('latin1', 0, 16)).toBe('SQLite format 3\u0000');
    // File format write and read versions: 1 (rollback journal) or 2 (WAL); the store runs in WAL.
    expect([header[18], header[19]]).toEqual([2, 2]);
    expect([header[21], header[22], header[23]]).toEqual([64, 32, 32]);
    expect(header.readUInt32BE(44)).toBe(4);
    expect(header.readUInt32BE(56)).toBe(1);
    const raw = openDatabase(file);
    try {
      expect(raw.prepare('SELECT sqlite_version()').pluck().get()).toMatch(/^3\.\d+\.\d+$/);
    } finally {
      raw.close();
    }
  });

  it('reads every row of a fresh store file back from its pages, overflow chains included', () => {
    const file = storeFile(200);
    const tables = readTables(file);
    expect([...tables.keys()].sort()).toEqual(['_counts', '_meta', '_quarantine', 'items']);
    const items = tables.get('items')!;
    expect(items.map(([, v]) => v[0])).toEqual(Array.from({ length: 200 }, (_, n) => `i${n}`));
    const big = JSON.parse(items[7]![1][1] as string) as Item;
    expect(big.text).toBe('é'.repeat(9_000));
    expect(tables.get('_meta')!.find(([, v]) => v[0] === 'format')?.[1][1]).toBe('tinyauth-host-store 1');
    const raw = openDatabase(file);
    const root = raw.prepare("SELECT rootpage FROM sqlite_schema WHERE name = 'items'").pluck().get() as number;
    raw.close();
    expect(readRows(file, root).map((r) => r.id).sort()).toEqual(items.map(([, v]) => v[0] as string).sort());
  });
});
