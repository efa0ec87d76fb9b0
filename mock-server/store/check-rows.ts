/**
 * The start-up check of a store file: `PRAGMA quick_check`, then every row's checksum, that each row holds
 * the id it is stored under, that no id is stored twice, and each table's row count against `_counts`.
 * One streaming pass; the rows themselves are not kept (they are read again when first used).
 */
import { crc32 } from 'node:zlib';
import type { Database } from 'better-sqlite3';
import { verifyRow, type Problem } from './row-format.js';

/**
 * Checks every row of the host tables `tables` of `db`; returns what is damaged (empty when the file is
 * sound). Fills `rowids` with each table's id → rowid map, in rowid order.
 */
export function checkRows(db: Database, tables: readonly string[], rowids: Map<string, Map<string, number>>): Problem[] {
  const problems = quickCheck(db);
  let counts = new Map<string, number>();
  try {
    counts = new Map(db.prepare('SELECT name, n FROM _counts').raw().all() as [string, number][]);
  } catch (e) {
    problems.push({ table: '_counts', reason: `unreadable: ${(e as Error).message}` });
  }
  for (const table of tables) {
    const before = problems.length;
    const seen = new Map<string, number>();
    rowids.set(table, seen);
    try {
      const it = db.prepare(`SELECT rowid, id, row, crc FROM "${table}"`).raw(true).iterate() as IterableIterator<[number, unknown, unknown, unknown]>;
      for (const [rowid, id, json, sum] of it) {
        let reason = verdict(id, json, sum);
        if (!reason) {
          const first = seen.get(id as string);
          if (first === undefined) {
            seen.set(id as string, rowid);
            continue;
          }
          reason = `duplicate id (also at rowid ${first})`;
        }
        problems.push({ table, rowid, id: typeof id === 'string' ? id : undefined, raw: typeof json === 'string' ? json : undefined, reason });
      }
    } catch (e) {
      problems.push({ table, reason: `table unreadable: ${(e as Error).message}` });
    }
    const read = seen.size + problems.length - before;
    const recorded = counts.get(table) ?? 0;
    if (read !== recorded && problems.length === before) problems.push({ table, reason: `holds ${read} row(s), but ${recorded} were committed` });
  }
  return problems;
}

/** PRAGMA quick_check, as problems naming the table each message is about. */
export function quickCheck(db: Database): Problem[] {
  const out = db.pragma('quick_check(20)', { simple: false }) as { quick_check: string }[];
  if (out.length === 1 && out[0].quick_check === 'ok') return [];
  let roots = new Map<number, string>();
  try {
    roots = new Map(db.prepare('SELECT rootpage, name FROM sqlite_schema').raw().all() as [number, string][]);
  } catch {
    // the schema itself is unreadable: messages stay unattributed
  }
  return out.map(({ quick_check: msg }) => {
    const tree = /Tree (\d+)/.exec(msg);
    return { table: (tree && roots.get(Number(tree[1]))) || '(file structure)', reason: `quick_check: ${msg}` };
  });
}

/**
 * Why a row is damaged, or '' when it is the row `id` names. A row whose checksum matches is the exact
 * text the host wrote (so it parses); when it opens with its id, as the host writes rows, it is not parsed
 * here, otherwise it is parsed to compare. (An id without a backslash that the text repeats up to a quote
 * is the whole id: JSON escapes use a backslash, and an unescaped quote ends the string.)
 */
function verdict(id: unknown, json: unknown, sum: unknown): string {
  if (typeof json === 'string' && typeof id === 'string' && json.startsWith('{"id":"') && json.startsWith(id, 7) && json.charCodeAt(7 + id.length) === 34 && !id.includes('\\') && crc32(json) === sum) return '';
  const r = verifyRow(id, json, sum);
  return typeof r === 'string' ? r : '';
}
