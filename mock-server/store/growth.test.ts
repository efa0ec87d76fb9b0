/**
 * Growth: 100,000 OTP sends (each a code row and a mail in the dev mailbox, committed to the store), then
 * the clock past expiry, leave the store file under 20 MB; a flood of sends to one address over 60 s of
 * host time (through HTTP, rate limits on) adds at most the rate limit's worth of rows.
 * The 100,000 sends call what the send-sign-in-code route calls (createCode, then the templated mail),
 * 100 per transaction, instead of going through HTTP one by one, so the test stays within a minute.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMockServer, hostOf } from '../create-mock-server.js';
import { createCode } from '../core/verification-codes.js';
import { sendTemplateEmail } from '../mail/send-email.js';
import { DEFAULT_RATE_LIMITS } from '../security/rate-limits.js';
import { DEV_KEYS } from './seed.js';
import { STORE_FILE } from './open-store.js';
import { DAY_MS, pruneExpired } from './prune.js';

const SENDS = 100_000;
const dir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'store-growth-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = join(dir, STORE_FILE);
const size = () => statSync(file).size + (existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0);
const MB = 1e6;

describe('growth', () => {
  it(`${SENDS} OTP sends then the clock past expiry leave the store under 20 MB; a flood to one address does not grow it`, async () => {
    let now = Date.UTC(2030, 0, 1);
    const app = createMockServer({ dataDir: dir, now: () => now, rateLimits: false });
    const host = hostOf(app);
    const project = host.projects.get('internal')!;
    for (let b = 0; b < SENDS; b += 100) {
      const error = await host.db.request(async () => {
        await Promise.all(Array.from({ length: 100 }, async (_, j) => {
          const email = `growth-${b + j}@example.com`;
          const { code, link } = createCode(host, { project, type: 'ONE_TIME_PASSWORD', data: { email }, method: { email }, callbackUrl: 'http://localhost:3000/handler/magic-link-callback' });
          await sendTemplateEmail(host, project, 'magic_link', email, { userDisplayName: '', magicLink: link!, otp: code.slice(0, 6).toUpperCase() });
        }));
      });
      expect(error).toBeNull();
      now += 100;
    }
    const peak = size();
    expect(host.codes.rows.size).toBe(SENDS);
    const expiry = Math.max(...host.codes.values().map((c) => c.expires_at_millis));
    now = expiry + DAY_MS + 1;
    const pruned = pruneExpired(host);
    expect(pruned).toEqual({ verification_codes: SENDS, mails: SENDS });
    const after = size();
    expect(after).toBeLessThan(20 * MB);
    host.db.close();

    // The flood: one address, as fast as the host answers, over 60 s of host time, rate limits on.
    const flood = createMockServer({ dataDir: dir, now: () => now });
    const h2 = hostOf(flood);
    const before = size();
    const rowsBefore = h2.codes.rows.size + h2.mails.rows.size;
    const headers = { 'x-stack-project-id': 'internal', 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': DEV_KEYS.publishableClientKey, 'content-type': 'application/json' };
    const REQUESTS = 1500;
    const statuses: Record<number, number> = {};
    for (let i = 0; i < REQUESTS; i++) {
      now += 60_000 / REQUESTS;
      const res = await flood.request('/api/v1/auth/otp/send-sign-in-code', { method: 'POST', headers, body: JSON.stringify({ email: 'flood@example.com', callback_url: 'http://localhost:3000/handler/magic-link-callback' }) });
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
    const added = h2.codes.rows.size + h2.mails.rows.size - rowsBefore;
    const grown = size() - before;
    h2.db.close();
    expect(statuses[200]).toBe(DEFAULT_RATE_LIMITS.codeSendsPerRecipient.limit);
    expect(statuses[429]).toBe(REQUESTS - DEFAULT_RATE_LIMITS.codeSendsPerRecipient.limit);
    expect(added).toBe(2 * DEFAULT_RATE_LIMITS.codeSendsPerRecipient.limit);
    expect(grown).toBeLessThan(512 * 1024);
    console.log(`growth: ${SENDS} sends peaked at ${(peak / MB).toFixed(1)} MB, ${(after / MB).toFixed(2)} MB after the clock passed expiry and pruning; flood of ${REQUESTS} sends to one address over 60 s host time: ${JSON.stringify(statuses)}, +${added} rows, +${(grown / 1024).toFixed(0)} KiB`);
  }, 240_000);
});
