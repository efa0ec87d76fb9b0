import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer } from '../mock-server/index.js';
import { startTestIssuer, type TestIssuer } from '../plugins/oauth/oidc-test-issuer.js';
import { runConformance } from './run-conformance.js';
import { formatReport } from './report.js';

const BASE = 'http://localhost:8102';
const CASES = ['oauth/external-oidc-issuer-sign-in', 'passkey/fixed-test-challenge-recorded-credential'];

let issuer: TestIssuer;
beforeAll(async () => {
  issuer = await startTestIssuer([BASE]);
});
afterAll(() => issuer.close());

describe('harness cases for the hosted API test switches', { timeout: 60_000 }, () => {
  it('pass against a host started with an OIDC provider URL and the fixed passkey challenge', async () => {
    const app = createMockServer({ passwordHash: { memoryCost: 1024, timeCost: 1, parallelism: 1 }, oauthProviderUrl: issuer.url, fixedPasskeyChallenge: true });
    const report = await runConformance({ baseUrl: BASE, only: CASES, fetch: async (url, init) => app.fetch(new Request(url, init)) });
    const results = Object.fromEntries(report.cases.map((c) => [`${c.area}/${c.name}`, c.status]));
    expect(results, formatReport(report)).toEqual(Object.fromEntries(CASES.map((c) => [c, 'pass'])));
  });

  it('are skipped with a reason against a host started without them', async () => {
    const app = createMockServer({ passwordHash: { memoryCost: 1024, timeCost: 1, parallelism: 1 } });
    const report = await runConformance({ baseUrl: BASE, only: CASES, fetch: async (url, init) => app.fetch(new Request(url, init)) });
    expect(Object.fromEntries(report.cases.map((c) => [`${c.area}/${c.name}`, [c.status, c.note]]))).toEqual({
      [CASES[0]]: ['skip', 'the host was started without an OAuth provider URL (shared providers use its built-in page)'],
      [CASES[1]]: ['skip', 'the host was started without the fixed passkey challenge (random challenges)'],
    });
  });
});
