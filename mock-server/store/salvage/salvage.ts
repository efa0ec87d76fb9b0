/**
 * Page-level salvage for --repair: finds rows on table leaf pages that no b-tree of the file reaches any
 * more, as when a damaged pointer in an interior page hides a whole leaf from SQLite. It reads the file
 * itself, page by page (the SQLite file format: b-tree pages, varints, records, overflow chains), walks
 * every b-tree from its root page to learn which pages are still reached, skips the free list, and
 * returns the store rows (`id`, `row`, `crc`) found on the other leaf pages whose checksum holds.
 * Nothing is trusted beyond that checksum: the caller decides whether the rows may be kept.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { crc32 } from 'node:zlib';

/** A store row found on a leaf page no b-tree reaches. */
export interface Orphan {
  /** The rowid the row had (its cell key). */
  rowid: number;
  id: string;
  json: string;
  crc: number;
  page: number;
}

const TABLE_LEAF = 0x0d;
const TABLE_INTERIOR = 0x05;
const INDEX_LEAF = 0x0a;
const INDEX_INTERIOR = 0x02;

class Pages {
  readonly size: number;
  readonly usable: number;
  readonly count: number;
  private readonly cache = new Map<number, Buffer>();
  constructor(private readonly fd: number) {
    const header = Buffer.alloc(100);
    readSync(fd, header, 0, 100, 0);
    const raw = header.readUInt16BE(16);
    this.size = raw === 1 ? 65_536 : raw;
    this.usable = this.size - header[20];
    this.count = Math.floor(fstatSync(fd).size / this.size);
  }
  /** Page `n` (1-based), or null when out of range. */
  get(n: number): Buffer | null {
    if (!Number.isInteger(n) || n < 1 || n > this.count) return null;
    let b = this.cache.get(n);
    if (!b) {
      b = Buffer.alloc(this.size);
      readSync(this.fd, b, 0, this.size, (n - 1) * this.size);
      if (this.cache.size > 64) this.cache.clear();
      this.cache.set(n, b);
    }
    return b;
  }
  /** Offset of the b-tree page header in page `n` (page 1 starts with the 100-byte file header). */
  static headerAt(n: number): number {
    return n === 1 ? 100 : 0;
  }
}

/** A varint at `at`: [value, length]. */
function varint(b: Buffer, at: number): [number, number] {
  let v = 0;
  for (let i = 0; i < 8; i++) {
    const byte = b[at + i];
    if (byte === undefined) throw new RangeError('varint past the page end');
    v = v * 128 + (byte & 0x7f);
    if (byte < 0x80) return [v, i + 1];
  }
  const last = b[at + 8];
  if (last === undefined) throw new RangeError('varint past the page end');
  return [v * 256 + last, 9];
}

/** Pages on the free list (trunks and leaves). */
function freePages(pages: Pages): Set<number> {
  const free = new Set<number>();
  const header = pages.get(1)!;
  let trunk = header.readUInt32BE(32);
  while (trunk && !free.has(trunk)) {
    const t = pages.get(trunk);
    if (!t) break;
    free.add(trunk);
    const n = Math.min(t.readUInt32BE(4), (pages.usable - 8) / 4);
    for (let i = 0; i < n; i++) free.add(t.readUInt32BE(8 + 4 * i));
    trunk = t.readUInt32BE(0);
  }
  return free;
}

/** Every page reached from `root`: b-tree pages and overflow chains. */
function walk(pages: Pages, root: number): Set<number> {
  const seen = new Set<number>();
  const stack = [root];
  while (stack.length) {
    const n = stack.pop()!;
    if (seen.has(n)) continue;
    const b = pages.get(n);
    if (!b) continue;
    seen.add(n);
    const h = Pages.headerAt(n);
    const type = b[h];
    if (type !== TABLE_INTERIOR && type !== INDEX_INTERIOR && type !== TABLE_LEAF && type !== INDEX_LEAF) continue;
    const interior = type === TABLE_INTERIOR || type === INDEX_INTERIOR;
    const cells = b.readUInt16BE(h + 3);
    const pointers = h + (interior ? 12 : 8);
    if (interior) stack.push(b.readUInt32BE(h + 8));
    for (let i = 0; i < cells && pointers + 2 * i + 1 < b.length; i++) {
      const at = b.readUInt16BE(pointers + 2 * i);
      try {
        if (interior) stack.push(b.readUInt32BE(at));
        if (type !== TABLE_INTERIOR) for (const o of cellOverflow(pages, b, at, type)) seen.add(o);
      } catch {
        // a damaged cell: its pages stay unmarked
      }
    }
  }
  return seen;
}

/** The overflow pages of the cell at `at` of a page of `type`. */
function cellOverflow(pages: Pages, b: Buffer, at: number, type: number): number[] {
  let p = at + (type === INDEX_INTERIOR ? 4 : 0);
  const [payload, l1] = varint(b, p);
  p += l1;
  if (type === TABLE_LEAF) p += varint(b, p)[1];
  const local = localSize(pages, payload, type === TABLE_LEAF);
  if (local >= payload) return [];
  const out: number[] = [];
  let next = b.readUInt32BE(p + local);
  while (next && out.length < 1_000_000 && !out.includes(next)) {
    const o = pages.get(next);
    if (!o) break;
    out.push(next);
    next = o.readUInt32BE(0);
  }
  return out;
}

/** How much of a payload is stored on the b-tree page itself (the rest goes to overflow pages). */
function localSize(pages: Pages, payload: number, tableLeaf: boolean): number {
  const u = pages.usable;
  const max = tableLeaf ? u - 35 : Math.floor(((u - 12) * 64) / 255) - 23;
  if (payload <= max) return payload;
  const min = Math.floor(((u - 12) * 32) / 255) - 23;
  const k = min + ((payload - min) % (u - 4));
  return k <= max ? k : min;
}

/** The payload of a table leaf cell: [rowid, bytes]. */
function leafCell(pages: Pages, b: Buffer, at: number): [number, Buffer] {
  let p = at;
  const [payload, l1] = varint(b, p);
  p += l1;
  const [rowid, l2] = varint(b, p);
  p += l2;
  const local = localSize(pages, payload, true);
  if (local >= payload) return [rowid, b.subarray(p, p + payload)];
  const parts = [b.subarray(p, p + local)];
  let got = local;
  let next = b.readUInt32BE(p + local);
  while (got < payload && next) {
    const o = pages.get(next);
    if (!o) throw new RangeError('overflow page out of range');
    const take = Math.min(pages.usable - 4, payload - got);
    parts.push(o.subarray(4, 4 + take));
    got += take;
    next = o.readUInt32BE(0);
  }
  if (got < payload) throw new RangeError('overflow chain cut short');
  return [rowid, Buffer.concat(parts)];
}

/** A record's values: null, numbers, text (as strings) and blobs (as Buffers). */
function record(rec: Buffer): unknown[] {
  const [headerSize, l0] = varint(rec, 0);
  const types: number[] = [];
  for (let p = l0; p < headerSize; ) {
    const [t, l] = varint(rec, p);
    types.push(t);
    p += l;
  }
  const sizes = [0, 1, 2, 3, 4, 6, 8, 8, 0, 0];
  const out: unknown[] = [];
  let p = headerSize;
  for (const t of types) {
    const n = t >= 12 ? Math.floor((t - 12) / 2) : sizes[t];
    if (n === undefined || p + n > rec.length) throw new RangeError('record past its end');
    if (t === 0) out.push(null);
    else if (t === 8 || t === 9) out.push(t - 8);
    else if (t === 7) out.push(rec.readDoubleBE(p));
    else if (t <= 6) out.push(n === 8 ? Number(rec.readBigInt64BE(p)) : rec.readIntBE(p, n));
    else if (t % 2) out.push(rec.toString('utf8', p, p + n));
    else out.push(rec.subarray(p, p + n));
    p += n;
  }
  return out;
}

/** A store row's record values (id TEXT, row TEXT, crc INTEGER), or null for any other record. */
function storeRow(v: unknown[]): { id: string; json: string; crc: number } | null {
  if (v.length !== 3 || typeof v[0] !== 'string' || typeof v[1] !== 'string' || typeof v[2] !== 'number') return null;
  return { id: v[0], json: v[1], crc: v[2] };
}

/**
 * Runs `fn` over the pages of `file` (opened read-only, closed after); `empty` when its header does not give
 * a valid page size.
 */
function withPages<T>(file: string, empty: T, fn: (pages: Pages) => T): T {
  const fd = openSync(file, 'r');
  try {
    const pages = new Pages(fd);
    return pages.size < 512 || pages.size > 65_536 || (pages.size & (pages.size - 1)) !== 0 ? empty : fn(pages);
  } finally {
    closeSync(fd);
  }
}

/** The records of one table leaf page, with their rowids (damaged cells are skipped). */
function pageRecords(pages: Pages, n: number): [number, unknown[]][] {
  const b = pages.get(n);
  const h = Pages.headerAt(n);
  if (!b || b[h] !== TABLE_LEAF) return [];
  const out: [number, unknown[]][] = [];
  const cells = b.readUInt16BE(h + 3);
  for (let i = 0; i < cells && h + 8 + 2 * i + 1 < b.length; i++) {
    try {
      const [rowid, rec] = leafCell(pages, b, b.readUInt16BE(h + 8 + 2 * i));
      out.push([rowid, record(rec)]);
    } catch {
      // a damaged cell: nothing to take from it
    }
  }
  return out;
}

/** The rows of one table leaf page, as store rows with an intact checksum (others are skipped). */
function pageRows(pages: Pages, n: number): Orphan[] {
  const out: Orphan[] = [];
  for (const [rowid, v] of pageRecords(pages, n)) {
    const r = storeRow(v);
    if (r && crc32(r.json) === r.crc) out.push({ rowid, ...r, page: n });
  }
  return out;
}

/** The store rows with an intact checksum on the leaf pages of the b-tree rooted at `root`, read from the pages. */
export function readRows(file: string, root: number): Orphan[] {
  return withPages(file, [], (pages) => [...walk(pages, root)].flatMap((n) => pageRows(pages, n)));
}

/**
 * Where each store row of the b-tree rooted at `root` sits in the file: the byte ranges of its cell and
 * of its cell pointer (for tests that damage a file and need to know which rows a byte belongs to).
 */
export function rowSpans(file: string, root: number): { rowid: number; id: string; spans: [number, number][] }[] {
  return withPages(file, [], (pages) => {
    const out: { rowid: number; id: string; spans: [number, number][] }[] = [];
    for (const n of walk(pages, root)) {
      const b = pages.get(n)!;
      const h = Pages.headerAt(n);
      if (b[h] !== TABLE_LEAF) continue;
      const base = (n - 1) * pages.size;
      for (let i = 0; i < b.readUInt16BE(h + 3); i++) {
        const at = b.readUInt16BE(h + 8 + 2 * i);
        const [payload, l1] = varint(b, at);
        const [rowid, l2] = varint(b, at + l1);
        const local = localSize(pages, payload, true);
        const end = at + l1 + l2 + local + (local < payload ? 4 : 0);
        const r = storeRow(record(leafCell(pages, b, at)[1]));
        if (r) out.push({ rowid, id: r.id, spans: [[base + at, base + end], [base + h + 8 + 2 * i, base + h + 10 + 2 * i]] });
      }
    }
    return out;
  });
}

/**
 * Every table of a file SQLite cannot open, read from its pages: the schema's table entries (name and
 * root page, whatever state their SQL text is in), each table's records in rowid order.
 */
export function readTables(file: string): Map<string, [number, unknown[]][]> {
  return withPages(file, new Map(), (pages) => {
    const out = new Map<string, [number, unknown[]][]>();
    const leaves = (root: number) => [...walk(pages, root)].sort((a, b) => a - b).flatMap((n) => pageRecords(pages, n));
    for (const [, entry] of leaves(1)) {
      const [type, name, , root] = entry;
      if (type !== 'table' || typeof name !== 'string' || typeof root !== 'number' || out.has(name)) continue;
      out.set(name, leaves(root).sort((a, b) => a[0] - b[0]));
    }
    return out;
  });
}

/** What a raw read of the file finds. */
export interface FileMap {
  /** Store rows on table leaf pages that no b-tree reaches and that are not free. */
  orphans: Orphan[];
  /**
   * Per root page: store rows its b-tree reaches on pages something else claims too, another b-tree
   * (`owner` is its root page) or the free list (`owner` is 'free'). A damaged pointer does that.
   */
  shared: Map<number, (Orphan & { owner: number | 'free' })[]>;
}

/** Reads `file` page by page, walking the b-trees rooted at `roots` (page 1, the schema, is added). */
export function mapFile(file: string, roots: readonly number[]): FileMap {
  return withPages(file, { orphans: [], shared: new Map() }, (pages) => {
    const free = freePages(pages);
    const reached = new Map<number, Set<number>>();
    for (const root of new Set([1, ...roots])) reached.set(root, walk(pages, root));
    const owners = new Map<number, (number | 'free')[]>();
    for (const n of free) owners.set(n, ['free']);
    for (const [root, set] of reached) for (const n of set) owners.set(n, [...(owners.get(n) ?? []), root]);
    const orphans: Orphan[] = [];
    for (let n = 2; n <= pages.count; n++) if (!owners.has(n)) orphans.push(...pageRows(pages, n));
    const shared: FileMap['shared'] = new Map();
    for (const [root, set] of reached) {
      for (const n of set) {
        const others = owners.get(n)!.filter((o) => o !== root);
        if (!others.length) continue;
        let list = shared.get(root);
        if (!list) shared.set(root, (list = []));
        for (const r of pageRows(pages, n)) list.push({ ...r, owner: others[0] });
      }
    }
    return { orphans, shared };
  });
}
