/**
 * Rows of a data directory are checked at start but read on first use (and by a background warm-up):
 * over a real SQLite file, the tables behave exactly as if every row had been loaded.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { Db, type Row } from './db.js';
import { openDatabase } from './sqlite-store.js';
import { STORE_FILE } from './open-store.js';

interface Item extends Row { n: number; group: string }

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A data directory holding `count` items (ids i0…), written and closed. */
function seeded(count: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'lazy-rows-'));
  dirs.push(dir);
  const db = new Db(dir);
  db.open();
  const items = db.table<Item>('items');
  for (let n = 0; n < count; n++) items.put({ id: `i${n}`, n, group: n % 2 ? 'odd' : 'even' });
  db.close();
  return dir;
}

/** Changes the file behind a closed data directory with plain SQL. */
function sql(dir: string, text: string, ...params: unknown[]): void {
  const raw = openDatabase(join(dir, STORE_FILE));
  try {
    raw.prepare(text).run(...params);
  } finally {
    raw.close();
  }
}

describe('rows read on first use', () => {
  it('opens holding rowids, reads rows as they are used, and keeps the order and indexes of a full load', async () => {
    const dir = seeded(2_500);
    const db = new Db(dir);
    db.open();
    const items = db.table<Item>('items');
    expect(items.size).toBe(2_500);
    expect(items.pending).toBe(2_500);
    expect(items.peek('i7')).toBeUndefined();
    expect(items.get('i7')).toEqual({ id: 'i7', n: 7, group: 'odd' });
    expect(items.peek('i7')).toEqual({ id: 'i7', n: 7, group: 'odd' });
    expect(items.pending).toBe(2_499);
    // Writes to rows never read: an update keeps its place, a delete is gone, both reach the disk.
    items.put({ id: 'i3', n: 3, group: 'changed' });
    expect(items.delete('i4')).toBe(true);
    expect(items.pending).toBe(2_497);
    db.flush();
    // An index over a table with unread rows reads them all (in one pass) and sees the writes.
    expect(items.where('group', 'changed').map((r) => r.id)).toEqual(['i3']);
    expect(items.pending).toBe(0);
    expect(items.where('group', 'even')).toHaveLength(1_249);
    expect(items.values().slice(0, 5).map((r) => r.id)).toEqual(['i0', 'i1', 'i2', 'i3', 'i5']);
    await db.warm();
    db.close();

    const again = new Db(dir);
    again.open();
    const rows = again.table<Item>('items');
    expect(rows.get('i3')?.group).toBe('changed');
    expect(rows.get('i4')).toBeUndefined();
    expect(rows.size).toBe(2_499);
    again.close();
  });

  it('the warm-up reads every row in slices, one per event-loop turn, without changing the order', async () => {
    const dir = seeded(Db.WARM_SLICE * 3 + 10);
    const db = new Db(dir);
    db.open();
    const items = db.table<Item>('items');
    const total = items.size;
    await new Promise((resolve) => setImmediate(resolve));
    const afterOneTurn = items.pending;
    expect(afterOneTurn).toBeLessThan(total);
    expect(afterOneTurn).toBeGreaterThan(0);
    await db.warm();
    expect(items.pending).toBe(0);
    expect(items.values().map((r) => r.n)).toEqual(Array.from({ length: total }, (_, n) => n));
    db.close();
  });

  it('a row that no longer reads back when it is first used fails loudly, naming the file, the table and the row', () => {
    const dir = seeded(3);
    const db = new Db(dir);
    db.open();
    // Damage after the start-up check, through the host's own connection (the file is locked to others).
    db.sqlite()!.db.prepare('UPDATE items SET row = ? WHERE id = ?').run('{"id":"i1","n":999,"group":"odd"}', 'i1');
    expect(() => db.table<Item>('items').get('i1')).toThrow(/host\.sqlite: table "items", row id "i1" \(rowid 2\): checksum mismatch; restart the host with --repair/);
    expect(db.table<Item>('items').get('i0')?.n).toBe(0);
    db.close();
  });

  it('start-up refuses a row stored under another id; a row that does not open with its id is parsed to compare', () => {
    const dir = seeded(2);
    const json = '{"n":5,"group":"late","id":"i1"}';
    sql(dir, 'UPDATE items SET row = ?, crc = ? WHERE id = ?', json, crc32(json), 'i1');
    const db = new Db(dir);
    db.open();
    expect(db.table<Item>('items').get('i1')).toEqual({ n: 5, group: 'late', id: 'i1' });
    db.close();

    sql(dir, 'UPDATE items SET id = ? WHERE id = ?', 'i9', 'i0');
    expect(() => new Db(dir).open()).toThrow(/table "items", row id "i9", rowid 1: row id does not match/);
  });
});
