/**
 * `client.admin.webhooks` against the host's Svix-compatible API over loopback: endpoints, messages and
 * attempts as entities (Date times), resend, errors as Results, and a refreshed token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'svix';
import { createClient } from '../../kernel/create-client.js';
import { startTestHost, type TestHost } from '../../mock-server/testing/test-host.js';
import { startReceiver } from '../../mock-server/webhooks/test-receiver.js';
import { delivered } from '../../mock-server/webhooks/test-kit.js';
import { tokensTable } from '../../mock-server/webhooks/rows.js';
import { admin } from './admin.js';
import { svixUrlFor } from './webhook-methods.js';

let t: TestHost;
beforeAll(async () => {
  t = await startTestHost();
});
afterAll(() => t.close());

describe('admin.webhooks', () => {
  it('creates an endpoint, lists messages and attempts, verifies with the secret, resends, deletes', async () => {
    const p = await t.project();
    const c = createClient({ projectId: p.id, superSecretAdminKey: p.keys.super_secret_admin_key, baseUrl: t.url, plugins: [admin()] });
    const receiver = await startReceiver();
    const created = await c.admin.webhooks.createEndpoint({ url: receiver.url, description: 'local app', eventTypes: ['user.created'] });
    expect(created.error).toBeNull();
    const ep = created.data!;
    expect(ep).toMatchObject({ url: receiver.url, description: 'local app', eventTypes: ['user.created'], disabled: false });
    expect(ep.createdAt).toBeInstanceOf(Date);
    expect((await c.admin.webhooks.listEndpoints()).data!.map((e) => e.id)).toEqual([ep.id]);
    expect((await c.admin.webhooks.updateEndpoint(ep.id, { description: 'renamed' })).data!.description).toBe('renamed');

    const user = await t.api().post('/api/v1/users').set(p.server).send({ display_name: 'Hooked' });
    await t.api().post('/api/v1/teams').set(p.server).send({ display_name: 'Not for this endpoint' });
    await delivered(t);
    const messages = (await c.admin.webhooks.listMessages()).data!;
    expect(messages.map((m) => m.eventType)).toEqual(['team.created', 'user.created']);
    expect((await c.admin.webhooks.listMessages({ eventTypes: ['user.created'] })).data!.map((m) => m.eventType)).toEqual(['user.created']);
    const msg = messages[1];
    expect(msg.timestamp).toBeInstanceOf(Date);
    expect(msg.payload).toEqual({ type: 'user.created', data: user.body });
    expect((await c.admin.webhooks.getMessage(msg.id)).data).toEqual(msg);

    const secret = (await c.admin.webhooks.getEndpointSecret(ep.id)).data!;
    const d = receiver.deliveries[0];
    expect(new Webhook(secret).verify(d.body, { 'svix-id': String(d.headers['svix-id']), 'svix-timestamp': String(d.headers['svix-timestamp']), 'svix-signature': String(d.headers['svix-signature']) })).toEqual(msg.payload);

    expect((await c.admin.webhooks.resend(msg.id, ep.id)).error).toBeNull();
    await delivered(t);
    const attempts = (await c.admin.webhooks.listAttempts({ messageId: msg.id })).data!;
    expect(attempts.map((a) => [a.status, a.responseStatusCode, a.trigger, a.endpointId])).toEqual([['success', 204, 'manual', ep.id], ['success', 204, 'scheduled', ep.id]]);
    expect((await c.admin.webhooks.listAttempts({ endpointId: ep.id })).data).toHaveLength(2);

    expect((await c.admin.webhooks.deleteEndpoint(ep.id)).error).toBeNull();
    expect((await c.admin.webhooks.listEndpoints()).data).toEqual([]);
    await receiver.close();
  });

  it('errors are Results; a token the API no longer takes is replaced', async () => {
    const p = await t.project();
    const c = createClient({ projectId: p.id, superSecretAdminKey: p.keys.super_secret_admin_key, baseUrl: t.url, plugins: [admin()] });
    const bad = await c.admin.webhooks.createEndpoint({ url: 'not a url' });
    expect([bad.error?.code, bad.error?.status, bad.error?.message]).toEqual(['HTTP_ERROR', 422, 'body.url: invalid or missing URL scheme']);
    const missing = await c.admin.webhooks.getEndpoint('ep_missing');
    expect([missing.error?.status, missing.error?.message]).toEqual([404, 'Entity not found']);
    // Every stored token gone (as when one expires): the next call gets a fresh one.
    for (const row of tokensTable(t.host).values()) tokensTable(t.host).delete(row.id);
    expect((await c.admin.webhooks.listEndpoints()).error).toBeNull();
    const offline = createClient({ projectId: p.id, superSecretAdminKey: p.keys.super_secret_admin_key, baseUrl: t.url, plugins: [admin({ webhooks: { svixUrl: 'http://127.0.0.1:9' } })] });
    expect((await offline.admin.webhooks.listEndpoints()).error?.code).toBe('NETWORK_ERROR');
  });

  it('finds the Svix API: the local host serves it under /svix; the hosted service uses Svix by region', () => {
    expect(svixUrlFor('http://localhost:8102', 'svix_local_x')).toBe('http://localhost:8102/svix');
    expect(svixUrlFor('https://api.stack-auth.com', 'appsk_abc.eu')).toBe('https://api.eu.svix.com');
    expect(svixUrlFor('https://api.stack-auth.com', 'appsk_abc')).toBe('https://api.svix.com');
    expect(svixUrlFor('https://api.stack-auth.com', 'x', 'https://svix.internal/')).toBe('https://svix.internal');
  });
});
