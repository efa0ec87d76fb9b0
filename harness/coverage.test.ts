import { describe, expect, it } from 'vitest';
import { createMockServer, listRoutes } from '../mock-server/index.js';
import { ALL_CASES } from './cases/all-cases.js';
import { covered, coveredKeys, endpointKey, uncovered } from './coverage.js';

describe('coverage self-check', () => {
  it('every endpoint the mock-server implements has a harness case (or a listed reason)', () => {
    const have = coveredKeys();
    const missing = listRoutes(createMockServer())
      .filter((r) => r.path.startsWith('/api/') || r.path === '/health')
      .map((r) => `${r.method} ${r.path}`)
      .filter((e) => {
        const [method, path] = e.split(' ');
        return !have.has(endpointKey(method, path));
      });
    expect(missing, `endpoints without a conformance case:\n${missing.join('\n')}`).toEqual([]);
  });

  it('declared endpoints are well-formed templates', () => {
    for (const e of covered) expect(e).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \/[^\s{}]*$/);
    for (const [e, reason] of Object.entries(uncovered)) {
      expect(e).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \//);
      expect(reason.length).toBeGreaterThan(5);
    }
  });

  it('parameter names do not matter', () => {
    expect(endpointKey('get', '/api/v1/users/{id}')).toBe(endpointKey('GET', '/api/v1/users/:user_id'));
    expect(endpointKey('GET', '/api/v1/users/:user_id')).not.toBe(endpointKey('GET', '/api/v1/users/me'));
  });

  it('case names are unique within an area and kebab-case', () => {
    const names = ALL_CASES.map((c) => `${c.area}/${c.name}`);
    expect(new Set(names).size).toBe(names.length);
    for (const c of ALL_CASES) expect(c.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
