/** The error that stops the host at start when its data file (or a file it reads in) is damaged. */
import type { Problem } from './row-format.js';

/** The store file is damaged (or not a store file); the host does not start. */
export class StoreCorruptError extends Error {
  /** `unopenable`: SQLite cannot open the file at all (--repair then reads its pages directly). */
  constructor(readonly file: string, readonly problems: readonly Problem[], hint = REPAIR_HINT, lead = `The data file ${file} is damaged, so the host did not start (nothing was changed)`, readonly unopenable = false) {
    const shown = problems.slice(0, 12).map((p) => `  - ${describe(p)}`);
    if (problems.length > shown.length) shown.push(`  - … and ${problems.length - shown.length} more`);
    super(`${lead}:\n${shown.join('\n')}\n${hint}`);
    this.name = 'StoreCorruptError';
  }
}

const REPAIR_HINT =
  'Start once with --repair to move the damaged rows to the table "_quarantine" and keep every other row; the damaged file is kept beside it.';

function describe(p: Problem): string {
  const where = [`table "${p.table}"`];
  if (p.id !== undefined) where.push(`row id ${JSON.stringify(p.id)}`);
  if (p.rowid !== undefined) where.push(`rowid ${p.rowid}`);
  return `${where.join(', ')}: ${p.reason}`;
}
