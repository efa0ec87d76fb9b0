/**
 * The store's row format, the bottom layer every other store module builds on: what a row is, which table
 * names are allowed, the file's format mark, and the check of one stored row (checksum, JSON, id).
 */
import { crc32 } from 'node:zlib';

export type Row = { readonly id: string };

/** Table names become SQLite table names: lower-case identifiers; a leading `_` is reserved for the store. */
export const TABLE_NAME = /^[a-z][a-z0-9_]{0,62}$/;

/** A damaged row or table found while reading the file. */
export interface Problem {
  table: string;
  rowid?: number;
  id?: string;
  /** The stored text, when it could be read. */
  raw?: string;
  reason: string;
}

export interface QuarantineEntry extends Problem {
  /** Where it came from (file, or file:line for an import). */
  source: string;
}

export const META_FORMAT = 'tinyauth-host-store 1';

/** The row, or why it is damaged: its checksum, JSON and id (`id` is the id it is stored under). */
export function verifyRow(id: unknown, json: unknown, crc: unknown): Row | string {
  if (typeof json !== 'string') return 'row is not text';
  if (typeof crc !== 'number' || crc32(json) !== crc) return 'checksum mismatch';
  let row: unknown;
  try {
    row = JSON.parse(json);
  } catch {
    return 'row is not JSON';
  }
  if (row === null || typeof row !== 'object' || Array.isArray(row)) return 'row is not an object';
  if (typeof id !== 'string' || (row as Row).id !== id) return 'row id does not match';
  return row as Row;
}
