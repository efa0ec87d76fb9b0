import type { ConformanceCase } from './types';

/** Identity helper that type-checks a case. */
export function defineCase(c: ConformanceCase): ConformanceCase {
  return c;
}
