/**
 * The NDJSON format of exports, which is also the format of the old journal (`journal.ndjson`): one
 * `{"t": table, "id": id, "v": row | null}` per line, later lines overriding earlier ones (`null` deletes).
 * Exports start with a `{"format": …}` line. Files are read and written in chunks, so their size is
 * limited by the disk, not by the longest string the runtime can hold.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { TABLE_NAME, type QuarantineEntry, type Row } from './row-format.js';

export const EXPORT_FORMAT = 'tinyauth-host-export';
export const JOURNAL_FILE = 'journal.ndjson';

export interface Line {
  no: number;
  text: string;
  /** False only for a last line without its newline (a write cut short). */
  terminated: boolean;
}

/** The lines of a file, read 1 MiB at a time. */
export function* readLines(file: string): Generator<Line> {
  const fd = openSync(file, 'r');
  try {
    const buf = Buffer.allocUnsafe(1 << 20);
    let rest: Buffer<ArrayBufferLike> = Buffer.alloc(0);
    let no = 0;
    for (;;) {
      const n = readSync(fd, buf, 0, buf.length, null);
      if (n === 0) break;
      const chunk = Buffer.concat([rest, buf.subarray(0, n)]);
      let start = 0;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, start)) {
        yield { no: ++no, text: chunk.toString('utf8', start, i), terminated: true };
        start = i + 1;
      }
      rest = Buffer.from(chunk.subarray(start));
    }
    if (rest.length) yield { no: ++no, text: rest.toString('utf8'), terminated: false };
  } finally {
    closeSync(fd);
  }
}

interface Entry {
  t: string;
  id: string;
  v: Row | null;
}

function parseEntry(text: string): Entry | 'header' | string {
  let e: unknown;
  try {
    e = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  if (e === null || typeof e !== 'object' || Array.isArray(e)) return 'not an object';
  const o = e as Record<string, unknown>;
  if (!('t' in o) && typeof o.format === 'string') return 'header';
  if (typeof o.t !== 'string' || !TABLE_NAME.test(o.t)) return `bad table name ${JSON.stringify(o.t ?? null)}`;
  if (typeof o.id !== 'string' || !o.id) return 'id missing';
  if (o.v !== null) {
    if (typeof o.v !== 'object' || Array.isArray(o.v)) return 'row is not an object or null';
    if ((o.v as Row).id !== o.id) return 'row id does not match';
  }
  return { t: o.t, id: o.id, v: o.v as Row | null };
}

export interface ReadResult {
  /** Final state per row, in first-seen order. */
  entries: Map<string, Entry>;
  problems: QuarantineEntry[];
  /** A last line cut short (never acknowledged), skipped. */
  torn: Line | null;
}

export function readEntries(file: string): ReadResult {
  const entries = new Map<string, Entry>();
  const problems: QuarantineEntry[] = [];
  let torn: Line | null = null;
  for (const line of readLines(file)) {
    if (!line.text.trim()) continue;
    const e = parseEntry(line.text);
    if (e === 'header') continue;
    if (typeof e === 'string') {
      if (!line.terminated) {
        torn = line;
        continue;
      }
      let t: unknown, id: unknown;
      try {
        ({ t, id } = JSON.parse(line.text) as { t: unknown; id: unknown });
      } catch {
        // not JSON: pick table and id out of the text if they are still there
        t = /"t"\s*:\s*"([^"\\]*)"/.exec(line.text)?.[1];
        id = /"id"\s*:\s*"([^"\\]*)"/.exec(line.text)?.[1];
      }
      problems.push({ table: typeof t === 'string' ? t : '(unknown)', id: typeof id === 'string' ? id : undefined, raw: line.text, reason: `line ${line.no}: ${e}`, source: `${file}:${line.no}` });
      continue;
    }
    entries.set(`${e.t}\u0000${e.id}`, e);
  }
  return { entries, problems, torn };
}

/** The log line for a last line cut short, or ''. */
export const tornNote = (file: string, torn: Line | null) =>
  torn ? `[host] ${file}: line ${torn.no} has no newline (a write cut short, never acknowledged); skipped it\n` : '';
