/** The endpoints the harness covers (from the cases' declarations), and the known gaps with reasons. */
import { ALL_CASES } from './cases/all-cases.js';

/** `METHOD /path/:param` of every endpoint some case exercises. */
export const covered: string[] = [...new Set(ALL_CASES.flatMap((c) => c.endpoints))].sort();

/**
 * Host endpoints deliberately without a case yet, each with the reason. The coverage test fails for any
 * other host endpoint that has no case.
 */
export const uncovered: Record<string, string> = {};

/** Normalises `/users/:user_id`, `/users/{id}` etc. to `/users/:`, so parameter names do not matter. */
export function endpointKey(method: string, path: string): string {
  const p = path
    .replace(/\{[^}]+\}/g, ':')
    .replace(/:[A-Za-z_][A-Za-z0-9_]*\??/g, ':')
    .replace(/\/+$/, '');
  return `${method.toUpperCase()} ${p || '/'}`;
}

export function coveredKeys(): Set<string> {
  return new Set([...covered, ...Object.keys(uncovered)].map((e) => {
    const [method, ...rest] = e.split(' ');
    return endpointKey(method, rest.join(' '));
  }));
}
