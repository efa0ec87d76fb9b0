import { describe, expect, it } from 'vitest';
import { formatReport, summaryLine, toJUnit } from './report.js';
import { summarize } from './run-conformance.js';
import type { CaseResult } from './types.js';

const cases: CaseResult[] = [
  { area: 'envelope', name: 'health-ok', status: 'pass', durationMs: 3 },
  {
    area: 'tokens',
    name: 'jwks-shape',
    status: 'fail',
    note: 'JWK type',
    expected: '{"kty":"EC"}',
    actual: '{"kty":"RSA"}',
    request: { method: 'GET', url: 'http://h/api/v1/projects/p/.well-known/jwks.json', headers: { accept: 'application/json' } },
    durationMs: 5,
  },
  { area: 'tokens', name: 'access-token-lifetime', status: 'info', note: 'access-token lifetime 60 s', durationMs: 1 },
  { area: 'teams', name: 'get-team', status: 'not-implemented', note: 'host answers GET /api/v1/teams with route-not-found', durationMs: 0 },
  { area: 'otp', name: 'otp-check', status: 'skip', note: 'needs a mailbox <x & y>', durationMs: 0 },
];

describe('report', () => {
  const report = summarize('http://h', cases, 1234);

  it('counts info as passed and not-implemented as skipped', () => {
    expect([report.passed, report.failed, report.skipped]).toEqual([2, 1, 2]);
    expect(summaryLine(report)).toBe('2 passed, 1 failed, 2 skipped');
  });

  it('prints a table per area, every failure with expected, actual and request, and the summary last', () => {
    const text = formatReport(report);
    const lines = text.split('\n');
    expect(lines.at(-1)).toBe('2 passed, 1 failed, 2 skipped');
    expect(text).toMatch(/^tokens \(1 fail, 1 info\)$/m);
    expect(text).toMatch(/^teams \(1 not-implemented\)$/m);
    expect(text).toContain('✗ tokens/jwks-shape: JWK type');
    expect(text).toContain('    expected:\n      {"kty":"EC"}\n    actual:\n      {"kty":"RSA"}');
    expect(text).toContain('    request: GET http://h/api/v1/projects/p/.well-known/jwks.json');
  });

  it('writes JUnit with failures, skips and escaped text', () => {
    const xml = toJUnit(report);
    expect(xml).toContain('<testsuites name="conformance" tests="5" failures="1" skipped="2">');
    expect(xml).toContain('<failure message="JWK type">');
    expect(xml).toContain('<skipped message="skip: needs a mailbox &lt;x &amp; y&gt;"/>');
    expect(xml).toContain('<testcase classname="envelope" name="health-ok" time="0.003"/>');
  });
});
