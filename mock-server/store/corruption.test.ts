/**
 * Damage to the store file: one byte flipped at a random offset, 10 times (seeded, so a failure replays;
 * CORRUPTION_TRIALS=n runs more). Each time either start-up refuses with a message naming the file and a
 * table, and --repair then keeps every undamaged row (also those a damaged page pointer hid), holds no row
 * that was never acknowledged, and accounts for every damaged one in `_quarantine`; or the file checks
 * clean and every acknowledged row is there, unchanged. Never a silent loss.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, readSync, rmSync, statSync, writeFileSync, writeSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMockServer, hostOf } from '../create-mock-server.js';
import { DEV_KEYS } from './seed.js';
import { STORE_FILE } from './open-store.js';
import Database from 'better-sqlite3';
import { rowSpans } from './salvage/salvage.js';
import { sealPath } from './seal.js';

const TRIALS = Number(process.env.CORRUPTION_TRIALS) || 10;
const root = mkdtempSync(join(tmpdir(), 'store-corrupt-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const json = { 'x-stack-project-id': 'internal', 'x-stack-access-type': 'server', 'x-stack-secret-server-key': DEV_KEYS.secretServerKey, 'content-type': 'application/json' };

/** Deterministic PRNG (mulberry32). */
function rng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Dump = Record<string, { id: string }[]>;
const keyed = (dump: Dump) => new Map(Object.entries(dump).flatMap(([t, rows]) => rows.map((r) => [`${t}/${r.id}`, JSON.stringify(r)] as const)));

describe('corruption', () => {
  it(`flipping a byte at ${TRIALS} random offsets never loses a row silently`, async () => {
    const pristine = join(root, 'pristine');
    const app = createMockServer({ dataDir: pristine });
    for (let i = 0; i < 300; i++) {
      const res = await app.request('/api/v1/users', { method: 'POST', headers: json, body: JSON.stringify({ display_name: `user ${i}`, primary_email: `u${i}@example.com`, client_metadata: { i, note: 'x'.repeat(i % 50) } }) });
      expect(res.status).toBe(201);
    }
    const acknowledged = keyed(hostOf(app).db.dump() as Dump);
    hostOf(app).db.close();
    const file = join(pristine, STORE_FILE);
    expect(existsSync(sealPath(file))).toBe(true);
    // Where each row sits in the undamaged file, to match quarantine entries that lost their id.
    const sqlite = new Database(file, { readonly: true });
    const rowidOf = new Map<string, string>();
    for (const t of Object.keys(acknowledged.size ? Object.fromEntries([...acknowledged.keys()].map((k) => [k.split('/')[0], 1])) : {})) {
      for (const [rowid, id] of sqlite.prepare(`SELECT rowid, id FROM "${t}"`).raw().all() as [number, string][]) rowidOf.set(`${t}/${id}`, `${t}#${rowid}`);
    }
    // The bytes of each row's cell (and cell pointer) in the undamaged file: a flip there damages that row.
    const spans = new Map<string, [number, number][]>();
    for (const [t, root] of sqlite.prepare("SELECT name, rootpage FROM sqlite_schema WHERE type = 'table'").raw().all() as [string, number][]) {
      for (const r of rowSpans(file, root)) spans.set(`${t}/${r.id}`, r.spans);
    }
    sqlite.close();
    const size = statSync(file).size;
    const random = rng(20251125);
    const outcomes = { refusedThenRepaired: 0, clean: 0, quarantined: 0, flaggedNotRecovered: 0 };
    const notRecovered: string[] = [];
    for (let trial = 0; trial < TRIALS; trial++) {
      const dir = join(root, `trial-${trial}`);
      mkdirSync(dir, { mode: 0o700 });
      copyFileSync(file, join(dir, STORE_FILE));
      // The seal the clean stop left comes along: it must not vouch for the changed file.
      copyFileSync(sealPath(file), sealPath(join(dir, STORE_FILE)));
      const offset = Math.floor(random() * size);
      const fd = openSync(join(dir, STORE_FILE), 'r+');
      const b = Buffer.alloc(1);
      readSync(fd, b, 0, 1, offset);
      b[0] ^= 1 + Math.floor(random() * 255);
      writeSync(fd, b, 0, 1, offset);
      closeSync(fd);
      const label = `trial ${trial}, offset ${offset} of ${size}`;
      let refused: Error | null = null;
      let checkedBy: string | undefined;
      try {
        const opened = hostOf(createMockServer({ dataDir: dir })).db;
        checkedBy = opened.sqlite()!.startCheck;
        opened.close();
      } catch (e) {
        refused = e as Error;
      }
      if (!refused) expect(checkedBy, label).toBe('rows');
      if (refused) {
        expect(refused.message, label).toContain(join(dir, STORE_FILE));
        expect(refused.message, label).toMatch(/table "[^"]+"/);
        outcomes.refusedThenRepaired++;
      } else outcomes.clean++;
      const repaired = createMockServer({ dataDir: dir, repair: true });
      const host = hostOf(repaired);
      const now = keyed(host.db.dump() as Dump);
      const quarantine = host.db.sqlite()!.quarantined();
      host.db.close();
      // Every row present is exactly as acknowledged; every missing row is accounted for in _quarantine.
      for (const [k, v] of now) expect(v, `${label}: ${k}`).toBe(acknowledged.get(k));
      const missing = [...acknowledged.keys()].filter((k) => !now.has(k));
      if (!refused) expect(missing, label).toEqual([]);
      // Each missing row has a quarantine entry: by id, or (when the damage hit the id) by its place in the file.
      const accounted = new Set([...quarantine.map((q) => `${q.table}/${q.id}`), ...quarantine.map((q) => `${q.table}#${q.rowid}`)]);
      // A row whose own bytes were hit may be unidentifiable: its table's count entry (below) accounts for it.
      const hit = (k: string) => (spans.get(k) ?? []).some(([a, z]) => offset >= a && offset < z);
      const unaccounted = missing.filter((k) => !accounted.has(k) && !accounted.has(rowidOf.get(k) ?? ''));
      // …or its table carries an entry saying its rows no longer add up (a damaged page pointer hides a whole leaf).
      const flagged = new Set(quarantine.filter((q) => q.rowid === undefined && /committed/.test(q.reason)).map((q) => q.table));
      const silent = unaccounted.filter((k) => !flagged.has(k.split('/')[0]));
      expect(silent, `${label}: rows missing without a word`).toEqual([]);
      const undamaged = unaccounted.filter((k) => !hit(k));
      outcomes.flaggedNotRecovered += undamaged.length;
      notRecovered.push(...undamaged.map((k) => `${label}: ${k}`));
      // One damaged page holds a handful of rows: the rest must have been recovered.
      expect(missing.length, label).toBeLessThanOrEqual(20);
      outcomes.quarantined += quarantine.length;
    }
    console.log(`corruption: ${TRIALS} trials on a ${size}-byte file with ${acknowledged.size} rows: ${outcomes.refusedThenRepaired} refused and repaired, ${outcomes.clean} checked clean; ${outcomes.quarantined} quarantine entries; ${outcomes.flaggedNotRecovered} undamaged row(s) not recovered; 0 lost silently`);
    expect(outcomes.refusedThenRepaired + outcomes.clean).toBe(TRIALS);
    expect(notRecovered, 'undamaged rows left out of the repaired file').toEqual([]);
  }, 120_000);

  it('a file SQLite cannot open (a damaged schema) is refused; --repair rebuilds it from its pages, every row kept (overflow pages too)', async () => {
    const dir = join(root, 'schema');
    const app = createMockServer({ dataDir: dir });
    // Some rows far larger than a page, so that they spill into overflow pages.
    for (let i = 0; i < 40; i++) {
      const client_metadata = i % 8 === 0 ? { big: 'é'.repeat(3_000 * (1 + i / 8)) } : null;
      expect((await app.request('/api/v1/users', { method: 'POST', headers: json, body: JSON.stringify({ display_name: `s${i}`, primary_email: `s${i}@example.com`, client_metadata }) })).status).toBe(201);
    }
    const before = keyed(hostOf(app).db.dump() as Dump);
    hostOf(app).db.close();
    const file = join(dir, STORE_FILE);
    const bytes = readFileSync(file);
    const at = bytes.indexOf('CREATE TABLE "users"');
    expect(at).toBeGreaterThan(0);
    bytes[at + 1] = 0x21; // "C!EATE": no longer SQL
    writeFileSync(file, bytes);
    expect(() => createMockServer({ dataDir: dir })).toThrow(/malformed database schema[\s\S]*Start once with --repair to rebuild it from the rows its pages still hold/);
    const repaired = hostOf(createMockServer({ dataDir: dir, repair: true }));
    expect(keyed(repaired.db.dump() as Dump)).toEqual(before);
    expect(repaired.db.sqlite()!.quarantined().map((q) => q.table)).toEqual(['(file)']);
    repaired.db.close();
  });
});
