import type { ConformanceCase } from './types.js';

/** Identity helper that type-checks a case. */
export function defineCase(c: ConformanceCase): ConformanceCase {
  return c;
}
