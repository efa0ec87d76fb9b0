/**
 * The store with and without a data directory, over a real SQLite file and the real app.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMockServer, hostOf } from '../create-mock-server.js';
import { Db } from './db.js';
import { DEV_KEYS } from './seed.js';
import { exportFile, importFile } from './import-export.js';
import { pruneExpired } from './prune.js';
import { STORE_FILE } from './open-store.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const dirs: string[] = [];
const tmp = () => {
  const d = mkdtempSync(join(tmpdir(), 'store-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const server = { 'x-stack-project-id': 'internal', 'x-stack-access-type': 'server', 'x-stack-secret-server-key': DEV_KEYS.secretServerKey };
const json = { ...server, 'content-type': 'application/json' };
const createUser = (app: ReturnType<typeof createMockServer>, name: string) =>
  app.request('/api/v1/users', { method: 'POST', headers: json, body: JSON.stringify({ display_name: name }) });
/** Non-empty tables only (a table object exists in memory once anything asked for it). */
const nonEmpty = (dump: Record<string, unknown[]>) => Object.fromEntries(Object.entries(dump).filter(([, rows]) => rows.length));

/** Rows of a table as on disk, read through a second Db on the same file after the first is closed. */
function diskRows(dir: string, table: string): Record<string, unknown>[] {
  const db = new Db(dir);
  db.open();
  const rows = db.table(table).values() as unknown as Record<string, unknown>[];
  db.close();
  return rows;
}

describe('in-memory mode', () => {
  it('loads no native code; a data directory does (the check can fail)', () => {
    const script = `
      const loaded = [];
      const dlopen = process.dlopen;
      process.dlopen = (m, file, ...rest) => { loaded.push(file); return dlopen.call(process, m, file, ...rest); };
      const { createMockServer } = await import('./mock-server/create-mock-server.ts');
      const app = createMockServer();
      const res = await app.request('/api/v1/users', { method: 'POST', headers: ${JSON.stringify(json)}, body: '{"display_name":"x"}' });
      const inMemory = [...loaded];
      const { mkdtempSync, rmSync } = await import('node:fs');
      const dir = mkdtempSync('${tmpdir()}/store-native-');
      createMockServer({ dataDir: dir });
      rmSync(dir, { recursive: true, force: true });
      console.log(JSON.stringify({ status: res.status, inMemory, withDataDir: loaded.slice(inMemory.length) }));`;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
    const r = JSON.parse(out.trim().split('\n').pop()!) as { status: number; inMemory: string[]; withDataDir: string[] };
    expect(r.status).toBe(201);
    expect(r.inMemory).toEqual([]);
    expect(r.withDataDir.some((f) => f.includes('better_sqlite3'))).toBe(true);
  }, 30_000);

  it('where() keeps insertion order while groups grow from one id to many and shrink back', () => {
    const t = new Db().table<{ id: string; k: string }>('things');
    const ids = (k: string) => t.where('k', k).map((r) => r.id);
    t.put({ id: 'a', k: 'x' });
    expect(ids('x')).toEqual(['a']);
    const many = Array.from({ length: 40 }, (_, i) => `m${i}`);
    for (const id of many) t.put({ id, k: 'x' });
    expect(ids('x')).toEqual(['a', ...many]);
    for (const id of many.slice(1)) t.delete(id);
    expect(ids('x')).toEqual(['a', 'm0']);
    t.put({ id: 'a', k: 'y' }); // moves to another group
    expect(ids('x')).toEqual(['m0']);
    expect(ids('y')).toEqual(['a']);
    t.put({ id: 'b', k: 'y' });
    t.put({ id: 'c', k: 'y' });
    t.delete('b');
    expect(ids('y')).toEqual(['a', 'c']);
    t.delete('m0');
    t.delete('a');
    t.delete('c');
    expect([ids('x'), ids('y')]).toEqual([[], []]);
  });
});

describe('data directory', () => {
  it('creates the directory 0700 and its files 0600, and keeps rows across a restart', async () => {
    const dir = join(tmp(), 'nested', 'data');
    const a = createMockServer({ dataDir: dir });
    const res = await createUser(a, 'kept');
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    for (const f of readdirSync(dir)) expect([f, statSync(join(dir, f)).mode & 0o777]).toEqual([f, 0o600]);
    hostOf(a).db.close();
    const b = createMockServer({ dataDir: dir });
    expect(hostOf(b).users.get(id)?.display_name).toBe('kept');
    hostOf(b).db.close();
  });

  it('commits each request on its own: a request still running has nothing on disk, then all of it', async () => {
    const dir = tmp();
    const db = new Db(dir);
    db.open();
    const t = db.table<{ id: string; n: number }>('things');
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow = db.request(async () => {
      t.put({ id: 'a1', n: 1 });
      await gate;
      t.put({ id: 'a2', n: 2 });
    });
    const fast = await db.request(async () => {
      t.put({ id: 'b1', n: 1 });
      await Promise.resolve();
      t.put({ id: 'b2', n: 2 });
    });
    expect(fast).toBeNull();
    const store = db.sqlite()!;
    const onDisk = () => (store.db.prepare('SELECT id FROM things ORDER BY id').pluck().all() as string[]);
    expect(onDisk()).toEqual(['b1', 'b2']);
    release();
    expect(await slow).toBeNull();
    expect(onDisk()).toEqual(['a1', 'a2', 'b1', 'b2']);
    db.close();
  });

  it('the newest write of a row wins on disk, whichever request commits first', async () => {
    const dir = tmp();
    const db = new Db(dir);
    db.open();
    const t = db.table<{ id: string; v: string }>('things');
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const older = db.request(async () => {
      t.put({ id: 'x', v: 'older' });
      t.put({ id: 'y', v: 'older' });
      await gate;
    });
    await db.request(async () => t.put({ id: 'x', v: 'newer' }) && undefined);
    release();
    await older;
    db.close();
    expect(diskRows(dir, 'things')).toEqual([{ id: 'x', v: 'newer' }, { id: 'y', v: 'older' }]);
  });

  it('a failed commit answers 500, undoes the rows in memory, keeps reads working and recovers without a restart', async () => {
    const dir = tmp();
    const app = createMockServer({ dataDir: dir });
    const host = hostOf(app);
    const ok = await createUser(app, 'before');
    expect(ok.status).toBe(201);
    const raw = host.db.sqlite()!.db;
    // The file may not grow any more: the next commit that needs a page fails with SQLITE_FULL.
    raw.pragma(`max_page_count = ${raw.pragma('page_count', { simple: true }) as number}`);
    const before = host.users.rows.size;
    const failed: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await app.request('/api/v1/users', { method: 'POST', headers: json, body: JSON.stringify({ display_name: `full-${i}`, server_metadata: { pad: 'x'.repeat(3000) } }) });
      if (res.status !== 201) {
        failed.push(res.status);
        expect(await res.text()).toBe('Something went wrong. Please make sure the data you entered is correct.');
      }
    }
    expect(failed.length).toBeGreaterThan(0);
    expect(new Set(failed)).toEqual(new Set([500]));
    const list = await app.request('/api/v1/users', { headers: server });
    expect(list.status).toBe(200);
    const visible = ((await list.json()) as { items: { display_name: string }[] }).items.map((u) => u.display_name);
    // Only what reached the disk is visible.
    const stored = diskRowsOpen(host.db, 'users');
    expect(host.users.rows.size).toBe(stored);
    expect(visible.length).toBe(stored);
    expect(stored).toBe(before + 40 - failed.length);
    raw.pragma('max_page_count = 1073741823');
    const after = await createUser(app, 'after');
    expect(after.status).toBe(201);
    host.db.close();
    const names = diskRows(dir, 'users').map((u) => u.display_name);
    expect(names).toContain('after');
    expect(names.filter((n) => String(n).startsWith('full-'))).toHaveLength(40 - failed.length);
  });

  it('refuses an empty or foreign store file, naming it', () => {
    const dir = tmp();
    writeFileSync(join(dir, STORE_FILE), '');
    expect(() => createMockServer({ dataDir: dir })).toThrow(new RegExp(`${join(dir, STORE_FILE)}[\\s\\S]*not written by this host`));
  });
});

function diskRowsOpen(db: Db, table: string): number {
  return db.sqlite()!.db.prepare(`SELECT count(*) FROM "${table}"`).pluck().get() as number;
}

describe('export, import and the old journal', () => {
  it('export then import into a new directory is lossless, and a file is imported once', async () => {
    const a = tmp();
    const app = createMockServer({ dataDir: a });
    const p = (await (await app.request('/__dev/projects', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"config":{"create_team_on_sign_up":true}}' })).json()) as { project_id: string };
    await app.request('/__dev/users', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ project_id: p.project_id, email: 'e@example.com', password: 'password123', client_metadata: { 'ü': [1, null, { x: '\u2028' }] } }) });
    const dumpA = JSON.stringify(nonEmpty(hostOf(app).db.dump()));
    expect(dumpA).toContain('team_memberships');
    const file = join(tmp(), 'export.ndjson');
    const rows = exportFile(hostOf(app).db, file);
    hostOf(app).db.close();
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const b = tmp();
    const db = new Db(b);
    db.open();
    expect(importFile(db, file)).toMatchObject({ rows, deleted: 0, quarantined: 0 });
    expect(importFile(db, file).alreadyImportedAt).toMatch(/^\d{4}-/);
    db.close();
    const again = new Db(b);
    again.open();
    expect(JSON.stringify(nonEmpty(again.dump()))).toBe(dumpA);
    again.close();
  });

  it('converts an old-format data directory once, keeping the old file (a torn last line is skipped)', () => {
    const dir = tmp();
    const lines = [
      { t: 'users', id: 'u1', v: { id: 'u1', display_name: 'one' } },
      { t: 'users', id: 'u2', v: { id: 'u2', display_name: 'two' } },
      { t: 'users', id: 'u1', v: { id: 'u1', display_name: 'one, renamed' } },
      { t: 'users', id: 'u2', v: null },
    ].map((l) => JSON.stringify(l));
    writeFileSync(join(dir, 'journal.ndjson'), `${lines.join('\n')}\n{"t":"users","id":"u3","v":{"id":"u3"`);
    const app = createMockServer({ dataDir: dir });
    expect(hostOf(app).users.get('u1')?.display_name).toBe('one, renamed');
    expect(hostOf(app).users.get('u2')).toBeUndefined();
    expect(hostOf(app).users.get('u3')).toBeUndefined();
    hostOf(app).db.close();
    expect(existsSync(join(dir, 'journal.ndjson'))).toBe(false);
    expect(readFileSync(join(dir, 'journal.ndjson.converted'), 'utf8')).toContain('one, renamed');
    expect(statSync(join(dir, 'journal.ndjson.converted')).mode & 0o777).toBe(0o600);
    const again = createMockServer({ dataDir: dir });
    expect(hostOf(again).users.get('u1')?.display_name).toBe('one, renamed');
    hostOf(again).db.close();
  });

  it('a damaged line in the middle of an old journal stops start-up naming file and line; --repair quarantines it', () => {
    const dir = tmp();
    const journal = join(dir, 'journal.ndjson');
    const good = (i: number) => JSON.stringify({ t: 'users', id: `u${i}`, v: { id: `u${i}`, n: i } });
    writeFileSync(journal, [good(1), good(2), '{"t":"users","id":"u3","v":{"id":"u3",\u0001}', 'null', good(4)].join('\n') + '\n');
    expect(() => createMockServer({ dataDir: dir })).toThrow(/journal\.ndjson has damaged lines[\s\S]*line 3: not JSON[\s\S]*line 4: not an object/);
    expect(existsSync(journal)).toBe(true);
    const app = createMockServer({ dataDir: dir, repair: true });
    const host = hostOf(app);
    expect(['u1', 'u2', 'u4'].map((id) => host.users.get(id)?.id)).toEqual(['u1', 'u2', 'u4']);
    const q = host.db.sqlite()!.quarantined();
    expect(q.map((e) => [e.table, e.id ?? null, e.reason])).toEqual([['users', 'u3', 'line 3: not JSON'], ['(unknown)', null, 'line 4: not an object']]);
    host.db.close();
  });
});

describe('pruning', () => {
  it('removes codes a day after expiry, expired sessions and day-old mail, by the host clock', async () => {
    let now = Date.UTC(2030, 0, 1);
    const app = createMockServer({ now: () => now, rateLimits: false });
    const host = hostOf(app);
    const client = { 'x-stack-project-id': 'internal', 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': DEV_KEYS.publishableClientKey, 'content-type': 'application/json' };
    for (let i = 0; i < 5; i++) {
      const res = await app.request('/api/v1/auth/otp/send-sign-in-code', { method: 'POST', headers: client, body: JSON.stringify({ email: `p${i}@example.com`, callback_url: 'http://localhost:3000/handler/magic-link-callback' }) });
      expect(res.status).toBe(200);
    }
    host.refreshTokens.put({ id: 'short', project_id: 'internal', user_id: 'nobody', created_at_millis: now, expires_at_millis: now + 1000 });
    expect(host.codes.rows.size).toBe(5);
    expect(pruneExpired(host)).toEqual({});
    now += 2000;
    expect(pruneExpired(host)).toEqual({ refresh_tokens: 1 });
    const expiry = Math.max(...host.codes.values().map((c) => c.expires_at_millis));
    now = expiry + 1;
    expect(pruneExpired(host)).toEqual({ mails: 5 });
    expect(host.codes.rows.size).toBe(5);
    now = expiry + 86_400_000;
    expect(pruneExpired(host)).toEqual({ verification_codes: 5 });
  });
});
