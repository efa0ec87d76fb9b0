/**
 * The seal of a cleanly stopped data file: a start on a file unchanged since its last clean stop skips
 * the row-by-row check and maps each table on first use; any other start (a changed byte, a kill, a
 * write-ahead log with commits, an unreadable seal) checks every row, as before. Over real SQLite files.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, openSync, readFileSync, readSync, rmSync, statSync, writeFileSync, writeSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { Db, type Row } from './db.js';
import { openDatabase } from './sqlite-store.js';
import { STORE_FILE } from './open-store.js';
import { StoreCorruptError } from './store-corrupt-error.js';
import { sealPath, takeSeal, writeSeal } from './seal.js';

interface Item extends Row { n: number; group: string }

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A data directory holding `count` items (ids i0…) and 3 notes, written and closed cleanly. */
function seeded(count: number): { dir: string; file: string } {
  const dir = mkdtempSync(join(tmpdir(), 'seal-'));
  dirs.push(dir);
  const db = new Db(dir);
  db.open();
  const items = db.table<Item>('items');
  for (let n = 0; n < count; n++) items.put({ id: `i${n}`, n, group: n % 2 ? 'odd' : 'even' });
  for (let n = 0; n < 3; n++) db.table('notes').put({ id: `note${n}` });
  db.close();
  return { dir, file: join(dir, STORE_FILE) };
}

function opened(dir: string): Db {
  const db = new Db(dir);
  db.open();
  return db;
}

/** Changes the closed file with plain SQL, then seals it as if the host had written it (a bug, not damage). */
function rewriteSealed(file: string, ...statements: [string, ...unknown[]][]): void {
  const raw = openDatabase(file);
  try {
    for (const [text, ...params] of statements) raw.prepare(text).run(...params);
  } finally {
    raw.close();
  }
  expect(writeSeal(file)).toBe(true);
}

describe('the seal of a clean stop', () => {
  it('a clean stop seals the file (0600); the next start trusts it, maps each table on first use and keeps order and writes', async () => {
    const { dir, file } = seeded(1_500);
    expect(statSync(sealPath(file)).mode & 0o777).toBe(0o600);
    const db = opened(dir);
    // Taken at start: a kill from here on leaves no seal behind.
    expect(existsSync(sealPath(file))).toBe(false);
    expect(db.sqlite()!.startCheck).toBe('seal');
    const items = db.table<Item>('items');
    expect(items.unmapped).toBe(0);
    expect(items.peek('i7')).toBeUndefined();
    expect(items.get('i7')).toEqual({ id: 'i7', n: 7, group: 'odd' });
    expect(items.unmapped).toBeNull();
    expect(items.size).toBe(1_500);
    items.put({ id: 'i3', n: 3, group: 'changed' });
    items.delete('i4');
    items.put({ id: 'new', n: -1, group: 'even' });
    db.flush();
    // A table the warm-up reads before anything maps it keeps its order too.
    await db.warm();
    expect(db.table('notes').values().map((r) => r.id)).toEqual(['note0', 'note1', 'note2']);
    expect(items.values().slice(0, 5).map((r) => r.id)).toEqual(['i0', 'i1', 'i2', 'i3', 'i5']);
    expect(items.values().at(-1)?.id).toBe('new');
    db.close();

    const again = opened(dir);
    expect(again.sqlite()!.startCheck).toBe('seal');
    expect(again.table<Item>('items').get('i3')?.group).toBe('changed');
    expect(again.table<Item>('items').get('i4')).toBeUndefined();
    expect(again.table<Item>('items').size).toBe(1_500);
    again.close();
  });

  it('the warm-up reads an unmapped table in slices; a table first walked mid-way reads the rest once, in order', async () => {
    const { dir } = seeded(Db.WARM_SLICE * 3);
    const db = opened(dir);
    const items = db.table<Item>('items');
    await new Promise((resolve) => setImmediate(resolve));
    const partly = items.unmapped;
    expect(partly).toBeGreaterThan(0);
    expect(items.peek(`i${Db.WARM_SLICE * 3 - 1}`)).toBeUndefined();
    // A walk now maps and reads the rest in one pass.
    expect(items.values().map((r) => r.n)).toEqual(Array.from({ length: Db.WARM_SLICE * 3 }, (_, n) => n));
    expect(items.unmapped).toBeNull();
    expect(items.pending).toBe(0);
    await db.warm();
    db.close();
  });

  it('a changed byte voids the seal: every row is checked, and the damage stops start-up', () => {
    const { dir, file } = seeded(200);
    const raw = readFileSync(file);
    const at = raw.indexOf('{"id":"i150"');
    expect(at).toBeGreaterThan(0);
    const fd = openSync(file, 'r+');
    const b = Buffer.alloc(1);
    readSync(fd, b, 0, 1, at + 20);
    b[0] ^= 0x04;
    writeSync(fd, b, 0, 1, at + 20);
    closeSync(fd);
    expect(existsSync(sealPath(file))).toBe(true);
    const err = (() => {
      try {
        opened(dir);
      } catch (e) {
        return e as Error;
      }
      throw new Error('start-up did not refuse');
    })();
    expect(err).toBeInstanceOf(StoreCorruptError);
    expect(err.message).toMatch(/table "items", row id "i150", rowid 151: checksum mismatch/);
  });

  it('a host that did not stop cleanly leaves no seal: the next start checks every row', () => {
    const { dir, file } = seeded(10);
    const db = opened(dir);
    db.table<Item>('items').put({ id: 'late', n: 99, group: 'odd' });
    db.flush();
    // Gone as in a kill: the connection closes without the store's own close.
    db.sqlite()!.close();
    expect(existsSync(sealPath(file))).toBe(false);
    const again = opened(dir);
    expect(again.sqlite()!.startCheck).toBe('rows');
    expect(again.table<Item>('items').get('late')?.n).toBe(99);
    again.close();
  });

  it('holds only for the exact file: not with commits in a write-ahead log, a garbled seal or a size change', () => {
    const { file } = seeded(10);
    writeFileSync(`${file}-wal`, 'not empty');
    expect(takeSeal(file)).toBe(false);
    expect(writeSeal(file)).toBe(false);
    rmSync(`${file}-wal`);
    expect(writeSeal(file)).toBe(true);
    expect(takeSeal(file)).toBe(true);
    // Taken: a second start without a stop in between trusts nothing.
    expect(takeSeal(file)).toBe(false);
    writeFileSync(sealPath(file), '{"format":');
    expect(takeSeal(file)).toBe(false);
    expect(writeSeal(file)).toBe(true);
    writeFileSync(file, Buffer.alloc(4096), { flag: 'a' });
    expect(takeSeal(file)).toBe(false);
  });

  it('a sealed file whose rows disagree with themselves still fails loudly when the table is mapped', () => {
    // Stored twice under one id (checksums intact), sealed as if the host had written it.
    const { dir, file } = seeded(5);
    const twin = '{"id":"i2","n":2,"group":"even"}';
    rewriteSealed(file, ['INSERT INTO items (id, row, crc) VALUES (?, ?, ?)', 'i2', twin, crc32(twin)]);
    const db = opened(dir);
    expect(db.sqlite()!.startCheck).toBe('seal');
    expect(() => db.table<Item>('items').get('i0')).toThrow(/host\.sqlite: table "items", row id "i2" is stored twice \(rowids 3 and 6\); restart the host with --repair/);
    // Never half a table afterwards: every use fails the same way.
    expect(() => db.table<Item>('items').get('i0')).toThrow(/stored twice/);
    expect(() => db.table<Item>('items').values()).toThrow(/stored twice/);
    db.sqlite()!.close();

    // A row count that does not match what was committed.
    const other = seeded(5);
    rewriteSealed(other.file, ['DELETE FROM items WHERE id = ?', 'i4']);
    const db2 = opened(other.dir);
    expect(() => db2.table<Item>('items').size).toThrow(/table "items" holds 4 row\(s\), but 5 were committed; restart the host with --repair/);
    expect(() => db2.table<Item>('items').get('i0')).toThrow(/holds 4 row\(s\), but 5 were committed/);
    db2.sqlite()!.close();
  });

  it('a damaged row the warm-up finds stops the host: warm() rejects naming the file, the table and the row', async () => {
    const { dir } = seeded(3);
    const db = opened(dir);
    // Damage after start, through the host's own connection (the file is locked to others).
    db.sqlite()!.db.prepare('UPDATE items SET row = ? WHERE id = ?').run('{"id":"i1","n":999,"group":"odd"}', 'i1');
    await expect(db.warm()).rejects.toThrow(/host\.sqlite: table "items", row id "i1" \(rowid 2\): checksum mismatch; restart the host with --repair/);
    db.sqlite()!.close();
  });
});
