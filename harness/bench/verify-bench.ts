/**
 * Local access-token verification per request (server middleware path: jose, cached JWKS) next to one
 * `GET /users/me` round trip to the local host over loopback (what an app server pays when it asks the
 * API instead). Run alone: `npx tsx harness/bench/verify-bench.ts [--verifications 10000] [--round-trips 200]`.
 */
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { createMockServer, DEV_KEYS } from '../../mock-server/index.js';
import { verifyAccessToken } from '../../plugins/server/index.js';

export interface VerifyBenchOptions {
  /** Timed local verifications (after one warm-up that fetches the JWKS). @default 10000 */
  verifications?: number;
  /** Timed sequential `GET /users/me` round trips (after 20 warm-ups). @default 200 */
  roundTrips?: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

export async function runVerifyBench(options: VerifyBenchOptions = {}): Promise<{ verifyUsPerOp: number; usersMeRoundTripUs: number }> {
  const verifications = Math.max(1, Math.min(options.verifications ?? 10_000, 200_000));
  const roundTrips = Math.max(1, Math.min(options.roundTrips ?? 200, 5_000));
  const app = createMockServer({ unknownEmailDelayMs: () => 0 });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((r) => server.once('listening', () => r()));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const res = await fetch(`${baseUrl}/__dev/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ project_id: DEV_KEYS.projectId, email: 'bench@example.com', password: 'bench password 1' }),
    });
    if (res.status !== 200) throw new Error(`/__dev/users → ${res.status} ${await res.text()}`);
    const { access_token: token } = (await res.json()) as { access_token: string };
    const options = { projectId: DEV_KEYS.projectId, baseUrl };

    const cold = performance.now();
    const first = await verifyAccessToken(token, options); // fetches and caches the project's JWKS
    const coldUs = (performance.now() - cold) * 1000;
    if (first.error) throw first.error;
    const started = performance.now();
    for (let i = 0; i < verifications; i++) {
      const r = await verifyAccessToken(token, options);
      if (r.error) throw r.error;
    }
    const verifyUsPerOp = ((performance.now() - started) * 1000) / verifications;

    const headers = {
      'x-stack-project-id': DEV_KEYS.projectId,
      'x-stack-access-type': 'client',
      'x-stack-publishable-client-key': DEV_KEYS.publishableClientKey,
      'x-stack-access-token': token,
    };
    const times: number[] = [];
    for (let i = 0; i < roundTrips + 20; i++) {
      const t = performance.now();
      const r = await fetch(`${baseUrl}/api/v1/users/me`, { headers });
      await r.arrayBuffer();
      if (r.status !== 200) throw new Error(`GET /users/me → ${r.status}`);
      if (i >= 20) times.push((performance.now() - t) * 1000);
    }
    const usersMeRoundTripUs = median(times);

    const row = (name: string, value: string) => console.log(`${name.padEnd(58)} ${value.padStart(12)}`);
    row('what', 'µs');
    row(`local verifyAccessToken, cached JWKS (mean of ${verifications})`, verifyUsPerOp.toFixed(1));
    row('first verifyAccessToken (fetches the JWKS)', coldUs.toFixed(0));
    row(`GET /users/me round trip to the host (median of ${roundTrips})`, usersMeRoundTripUs.toFixed(0));
    row('round trip ÷ local verification', `${(usersMeRoundTripUs / verifyUsPerOp).toFixed(1)}×`);
    return { verifyUsPerOp, usersMeRoundTripUs };
  } finally {
    (server as Server).closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? Number(process.argv[i + 1]) : undefined;
  };
  await runVerifyBench({ verifications: arg('--verifications'), roundTrips: arg('--round-trips') });
}
