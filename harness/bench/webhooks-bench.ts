/**
 * Webhook cost on the request path: password sign-ups per second on a project with no endpoint and on one
 * with three (two quick, one that answers after 2 s), in the same host process, measured in alternating
 * 1 s turns. Each sign-up fires three events (user.created, team.created, team_membership.created:
 * the projects create a personal team on sign-up). The receivers run in this process; the host in its own.
 * Run alone: `npx tsx harness/bench/webhooks-bench.ts [--seconds 10] [--concurrency 16]`.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildHostBundle, launch, post, stop } from './processes.js';

interface BenchProject { project_id: string; publishable_client_key: string; super_secret_admin_key: string }

export interface WebhooksBenchRow { name: string; rps: number; signUps: number; failed: number }
export interface WebhooksBenchResult { none: WebhooksBenchRow; three: WebhooksBenchRow; ratio: number; delivered: number; slowDelivered: number }

async function receiver(delayMs: number): Promise<{ server: Server; url: string; count: () => number }> {
  let n = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      n++;
      setTimeout(() => res.writeHead(204).end(), delayMs);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, count: () => n };
}

async function project(port: number): Promise<BenchProject> {
  const r = await post<BenchProject>(port, '/__dev/projects', { display_name: 'Webhook bench', config: { create_team_on_sign_up: true, credential_enabled: true } });
  if (r.status !== 200) throw new Error(`/__dev/projects → ${r.status}`);
  return r.json;
}

let serial = 0;

/** Sign-ups with `concurrency` workers for `ms`; returns completed (200) and failed counts. */
async function signUps(port: number, p: BenchProject, ms: number, concurrency: number): Promise<{ ok: number; failed: number }> {
  const until = performance.now() + ms;
  let ok = 0;
  let failed = 0;
  const headers = { 'content-type': 'application/json', 'x-stack-project-id': p.project_id, 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': p.publishable_client_key };
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (performance.now() < until) {
      const email = `bench-${process.pid}-${++serial}@example.com`;
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/v1/auth/password/sign-up`, {
          method: 'POST', headers, body: JSON.stringify({ email, password: 'bench password 1', verification_callback_url: 'http://localhost:3000/verify' }),
        });
        await res.arrayBuffer();
        if (res.status === 200) ok++;
        else failed++;
      } catch {
        failed++; // a dropped connection counts as a failed sign-up
      }
    }
  }));
  return { ok, failed };
}

export async function runWebhooksBench(o: { seconds?: number; concurrency?: number } = {}): Promise<WebhooksBenchResult> {
  const seconds = o.seconds ?? 10;
  const concurrency = o.concurrency ?? 16;
  const bundle = await buildHostBundle();
  const host = await launch('host', [bundle], ['--no-rate-limit']);
  const quick = [await receiver(0), await receiver(0)];
  const slow = await receiver(2000);
  try {
    const none = await project(host.port);
    const three = await project(host.port);
    const token = (await post<{ token: string }>(host.port, '/api/v1/webhooks/svix-token', {}, {
      'x-stack-project-id': three.project_id, 'x-stack-access-type': 'admin', 'x-stack-super-secret-admin-key': three.super_secret_admin_key,
    })).json.token;
    for (const r of [...quick, slow]) {
      const res = await post<{ id: string }>(host.port, `/svix/api/v1/app/${three.project_id}/endpoint`, { url: r.url }, { authorization: `Bearer ${token}` });
      if (res.status !== 201) throw new Error(`endpoint → ${res.status}`);
    }
    // Warm-up, then alternating 1 s turns.
    await signUps(host.port, none, 1000, concurrency);
    await signUps(host.port, three, 1000, concurrency);
    const totals = { none: { ok: 0, failed: 0 }, three: { ok: 0, failed: 0 } };
    for (let i = 0; i < seconds; i++) {
      for (const [name, p] of [['none', none], ['three', three]] as const) {
        const r = await signUps(host.port, p, 1000, concurrency);
        totals[name].ok += r.ok;
        totals[name].failed += r.failed;
      }
    }
    const row = (name: string, t: { ok: number; failed: number }): WebhooksBenchRow => ({ name, rps: t.ok / seconds, signUps: t.ok, failed: t.failed });
    const result = {
      none: row('password sign-up, 0 webhook endpoints', totals.none),
      three: row('password sign-up, 3 webhook endpoints (one answers in 2 s)', totals.three),
      ratio: totals.three.ok / totals.none.ok,
      delivered: quick[0].count(),
      slowDelivered: slow.count(),
    };
    return result;
  } finally {
    await stop(host.child);
    for (const r of [...quick, slow]) {
      r.server.closeAllConnections();
      r.server.close();
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i >= 0 ? Number(process.argv[i + 1]) : undefined;
  };
  const r = await runWebhooksBench({ seconds: arg('--seconds'), concurrency: arg('--concurrency') });
  console.log(JSON.stringify(r, null, 2));
  console.log(`3 endpoints ÷ 0 endpoints: ${(r.ratio * 100).toFixed(1)} % (goal ≥ 90 %)`);
}
