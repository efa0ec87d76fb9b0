import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';

const FIXTURE = fileURLToPath(new URL('./fixtures/oversized-requests.ts', import.meta.url));
const MB = 1024 * 1024;

/** Runs the fixture in a child process with --expose-gc, so RSS is measured after full collections, away from the runner. */
async function run(kind: 'email' | 'chunked'): Promise<{ grownBytes: number; statuses: number[]; unanswered: number }> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--expose-gc', '--import', 'tsx', FIXTURE, kind, '40'], { encoding: 'utf8', timeout: 120_000, maxBuffer: MB });
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
});
