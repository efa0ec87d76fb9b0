/**
 * The handlers of docs/guides/testing-webhooks-locally.md (Hono and Express, verifying with the `svix`
 * package), run as real servers on 127.0.0.1:0 against the host: a sign-up reaches both and is verified;
 * a forged delivery is refused.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import express from 'express';
import { Hono } from 'hono';
import { Webhook } from 'svix';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from '../testing/test-host.js';
import { delivered, svixClient, svixToken } from './test-kit.js';

type StackEvent = { type: string; data: { id: string; primary_email?: string | null } };

function honoApp(secret: string, createProfileRow: (id: string, email: string | null) => Promise<void>) {
  const webhook = new Webhook(secret);
  const app = new Hono();
  app.post('/webhooks/stack', async (c) => {
    const body = await c.req.text();
    let event: StackEvent;
    try {
      event = webhook.verify(body, {
        'svix-id': c.req.header('svix-id') ?? '',
        'svix-timestamp': c.req.header('svix-timestamp') ?? '',
        'svix-signature': c.req.header('svix-signature') ?? '',
      }) as StackEvent;
    } catch {
      return c.text('invalid signature', 400);
    }
    if (event.type === 'user.created') await createProfileRow(event.data.id, event.data.primary_email ?? null);
    return c.body(null, 204);
  });
  return app;
}

function expressApp(secret: string, createProfileRow: (id: string, email: string | null) => Promise<void>) {
  const webhook = new Webhook(secret);
  const app = express();
  app.post('/webhooks/stack', express.raw({ type: 'application/json' }), async (req, res) => {
    let event: StackEvent;
    try {
      event = webhook.verify(req.body, {
        'svix-id': req.header('svix-id') ?? '',
        'svix-timestamp': req.header('svix-timestamp') ?? '',
        'svix-signature': req.header('svix-signature') ?? '',
      }) as StackEvent;
    } catch {
      res.status(400).send('invalid signature');
      return;
    }
    if (event.type === 'user.created') await createProfileRow(event.data.id, event.data.primary_email ?? null);
    res.sendStatus(204);
  });
  return app;
}

async function listen(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/stack` };
}

let t: TestHost;
beforeAll(async () => {
  t = await startTestHost();
});
afterAll(() => t.close());

describe('the guide\'s webhook handlers', () => {
  it('Hono and Express both verify a sign-up with svix and act on user.created; a wrong secret is refused', async () => {
    const p = await t.project({ config: { credential_enabled: true } });
    const svix = svixClient(t, await svixToken(t, p));
    const rows: Record<string, string[]> = { hono: [], express: [], forged: [] };
    const servers: Server[] = [];
    const ids: Record<string, string> = {};
    for (const kind of ['hono', 'express', 'forged'] as const) {
      const secret = 'whsec_' + Buffer.alloc(24, kind.length).toString('base64');
      const ep = await svix.endpoint.create(p.id, { url: 'http://127.0.0.1:1/placeholder', secret });
      ids[kind] = ep.id;
      const act = async (id: string, email: string | null) => void rows[kind].push(`${id} ${email}`);
      // The forged endpoint's app holds a different secret than the host signs with.
      const appSecret = kind === 'forged' ? 'whsec_' + Buffer.alloc(24, 9).toString('base64') : secret;
      const { server, url } = await listen(kind === 'express' ? expressApp(appSecret, act) : getRequestListener(honoApp(appSecret, act).fetch));
      servers.push(server);
      await svix.endpoint.patch(p.id, ep.id, { url });
    }
    const up = await t.api().post('/api/v1/auth/password/sign-up').set(p.client)
      .send({ email: 'guide@example.com', password: 'long enough 1', verification_callback_url: 'http://localhost:3000/verify' });
    expect(up.status).toBe(200);
    await delivered(t);
    expect(rows).toEqual({ hono: [`${up.body.user_id} guide@example.com`], express: [`${up.body.user_id} guide@example.com`], forged: [] });
    const [attempt] = (await svix.messageAttempt.listByEndpoint(p.id, ids.forged)).data;
    expect([attempt.responseStatusCode, attempt.response]).toEqual([400, 'invalid signature']);
    for (const s of servers) s.close();
  });
});
