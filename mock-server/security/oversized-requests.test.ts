import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { createMockServer } from '../create-mock-server.js';
import { DEV_KEYS } from '../store/seed.js';
import { knownErrorText } from '../testing/test-host.js';
import { nodeBundle } from '../testing/node-bundle.js';

const FIXTURE = fileURLToPath(new URL('./fixtures/oversized-requests.ts', import.meta.url));
const MB = 1024 * 1024;

/** Runs the fixture in a child process with --expose-gc, so RSS is measured after full collections, away from the runner. */
async function run(kind: 'email' | 'chunked'): Promise<{ grownBytes: number; statuses: number[]; unanswered: number }> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--expose-gc', await nodeBundle(FIXTURE), kind, '40'], { encoding: 'utf8', timeout: 120_000, maxBuffer: MB });
  return JSON.parse(stdout) as { grownBytes: number; statuses: number[]; unanswered: number };
}

describe('oversized requests on rate-limited routes (round 2, items 1 and 2)', () => {
  it('40 sign-ins with distinct 8 MB e-mails are refused and grow RSS by less than 50 MB (the limiter keeps a digest)', async () => {
    const r = await run('email');
    console.log(`40 sign-ins with 8 MB e-mails: statuses ${r.statuses.join(', ')}; RSS growth ${(r.grownBytes / MB).toFixed(1)} MB`);
    expect(r.unanswered).toBe(0);
    expect(r.statuses).toEqual([400]);
    expect(r.grownBytes).toBeLessThan(50 * MB);
  }, 150_000);

  it('40 chunked 17 MiB bodies to sign-in and send-sign-in-code each get 413 and grow RSS by less than 50 MB', async () => {
    const r = await run('chunked');
    console.log(`40 chunked 17 MiB bodies: statuses ${r.statuses.join(', ')}; unanswered ${r.unanswered}; RSS growth ${(r.grownBytes / MB).toFixed(1)} MB`);
    expect(r.unanswered).toBe(0);
    expect(r.statuses).toEqual([413]);
    expect(r.grownBytes).toBeLessThan(50 * MB);
  }, 150_000);

  it('an e-mail longer than 254 characters is refused where it enters, with the schema error', async () => {
    const app = createMockServer({ passwordHash: { memoryCost: 8, timeCost: 1, parallelism: 1 }, unknownEmailDelayMs: () => 0 });
    const headers = { 'x-stack-project-id': 'internal', 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': DEV_KEYS.publishableClientKey, 'content-type': 'application/json' };
    const signIn = (email: string) => app.request('http://localhost/api/v1/auth/password/sign-in', { method: 'POST', headers, body: JSON.stringify({ email, password: 'guess' }) });
    const at254 = await signIn(`${'a'.repeat(242)}@example.com`);
    expect([at254.status, at254.headers.get('x-stack-known-error')]).toEqual([400, 'EMAIL_PASSWORD_MISMATCH']);
    const at255 = await signIn(`${'a'.repeat(243)}@example.com`);
    const message = 'Request validation failed on POST /api/v1/auth/password/sign-in:\n  - body.email must be at most 254 characters';
    expect([at255.status, await at255.text()]).toEqual([400, knownErrorText('SCHEMA_ERROR', message, { message })]);
  });
});
