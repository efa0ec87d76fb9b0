/**
 * Delivery: signed as Svix signs (checked with the official `svix` package), retried on Svix's schedule by the
 * host's clock, resent on demand, off the request path, and capped in memory.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Webhook } from 'svix';
import { startTestHost, type TestHost } from '../testing/test-host.js';
import { delivered, webhookProject } from './test-kit.js';
import { RETRY_SCHEDULE_MS, webhooksOf } from './webhook-service.js';
import { signWebhook } from './sign.js';

let t: TestHost;
beforeAll(async () => {
  t = await startTestHost({ webhooks: { timeoutMs: 300, messagesPerProject: 5 } });
});
afterAll(() => t.close());

const createUser = (server: Record<string, string>, body: Record<string, unknown> = {}) => t.api().post('/api/v1/users').set(server).send(body);

describe('webhook delivery', () => {
  it('each delivery verifies with the svix package and carries the message as its body', async () => {
    const w = await webhookProject(t);
    const user = await createUser(w.project.server, { display_name: 'Signed' });
    await delivered(t);
    expect(w.receiver.deliveries).toHaveLength(1);
    const d = w.receiver.deliveries[0];
    expect(d.headers['content-type']).toBe('application/json');
    const verified = new Webhook(w.secret).verify(d.body, {
      'svix-id': String(d.headers['svix-id']), 'svix-timestamp': String(d.headers['svix-timestamp']), 'svix-signature': String(d.headers['svix-signature']),
    });
    expect(verified).toEqual({ type: 'user.created', data: user.body });
    // The same headers under the Standard Webhooks names.
    expect(d.headers['webhook-signature']).toBe(d.headers['svix-signature']);
    const msg = await w.svix.message.get(w.project.id, String(d.headers['svix-id']));
    expect(msg.payload).toEqual(verified);
    // A changed body or a wrong secret fails verification.
    expect(() => new Webhook(w.secret).verify(d.body.replace('Signed', 'Forged'), {
      'svix-id': String(d.headers['svix-id']), 'svix-timestamp': String(d.headers['svix-timestamp']), 'svix-signature': String(d.headers['svix-signature']),
    })).toThrow();
    expect(signWebhook('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, '{"test": 2432232314}'))
      .toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE='); // Svix's published test vector
    const attempts = await w.svix.messageAttempt.listByEndpoint(w.project.id, w.endpointId);
    expect(attempts.data.map((a) => [a.status, a.responseStatusCode, a.triggerType, a.msgId])).toEqual([[0, 204, 0, msg.id]]);
    await w.receiver.close();
  });

  it('a failed try is retried on the schedule of the host clock; each try is an attempt', async () => {
    const w = await webhookProject(t);
    w.receiver.reply = (n) => (n < 3 ? 500 : 200);
    await createUser(w.project.server);
    await delivered(t);
    expect(w.receiver.deliveries).toHaveLength(1);
    const service = webhooksOf(t.host);
    // Not due before 5 s of host time have passed.
    t.host.advanceClock(RETRY_SCHEDULE_MS[0] - 1000);
    service.runDue();
    await delivered(t);
    expect(w.receiver.deliveries).toHaveLength(1);
    t.host.advanceClock(1000);
    service.runDue();
    await delivered(t);
    expect(w.receiver.deliveries).toHaveLength(2);
    t.host.advanceClock(RETRY_SCHEDULE_MS[1]);
    service.runDue();
    await delivered(t);
    expect(w.receiver.deliveries).toHaveLength(3);
    // The same message, id and body every time (a fresh timestamp and signature each try).
    expect(new Set(w.receiver.deliveries.map((d) => d.headers['svix-id'])).size).toBe(1);
    expect(new Set(w.receiver.deliveries.map((d) => d.body)).size).toBe(1);
    const attempts = (await w.svix.messageAttempt.listByEndpoint(w.project.id, w.endpointId)).data;
    expect(attempts.map((a) => [a.status, a.responseStatusCode, a.response])).toEqual([[0, 200, 'answer 200'], [2, 500, 'answer 500'], [2, 500, 'answer 500']]);
    t.host.resetClock();
    await w.receiver.close();
  });

  it('resend sends the message again as a manual attempt', async () => {
    const w = await webhookProject(t);
    await createUser(w.project.server);
    await delivered(t);
    const [msg] = (await w.svix.message.list(w.project.id)).data;
    const res = await t.api().post(`/svix/api/v1/app/${w.project.id}/msg/${msg.id}/endpoint/${w.endpointId}/resend`).set('authorization', `Bearer ${w.token}`);
    expect(res.status).toBe(202);
    await delivered(t);
    expect(w.receiver.deliveries).toHaveLength(2);
    const attempts = (await w.svix.messageAttempt.listByMsg(w.project.id, msg.id)).data;
    expect(attempts.map((a) => a.triggerType)).toEqual([1, 0]);
    await w.receiver.close();
  });

  it('a slow endpoint never delays the API answer; no answer within the timeout is a failed attempt', async () => {
    const w = await webhookProject(t);
    w.receiver.hold();
    const started = performance.now();
    expect((await createUser(w.project.server)).status).toBe(201);
    expect(performance.now() - started).toBeLessThan(250);
    // While the endpoint holds the request, the attempt is listed as sending.
    await vi.waitFor(() => expect(w.receiver.deliveries).toHaveLength(1));
    const [sending] = (await w.svix.messageAttempt.listByEndpoint(w.project.id, w.endpointId)).data;
    expect([sending.status, sending.statusText, sending.responseStatusCode]).toEqual([3, 'sending', 0]);
    await delivered(t);
    const [a] = (await w.svix.messageAttempt.listByEndpoint(w.project.id, w.endpointId)).data;
    expect([a.status, a.responseStatusCode, a.response]).toEqual([2, 0, 'timed out after 300 ms']);
    expect(webhooksOf(t.host).scheduledRetries).toBeGreaterThan(0);
    await w.receiver.close();
  });

  it('an unreachable endpoint is a failed attempt; disabled and filtered endpoints get nothing', async () => {
    const w = await webhookProject(t, {}, { filterTypes: ['team.created'] });
    const dead = await w.svix.endpoint.create(w.project.id, { url: 'http://127.0.0.1:9/nothing-listens-here' });
    const off = await w.svix.endpoint.create(w.project.id, { url: w.receiver.url, disabled: true });
    await createUser(w.project.server);
    await t.api().post('/api/v1/teams').set(w.project.server).send({ display_name: 'Only this' });
    await delivered(t);
    expect(w.receiver.deliveries.map((d) => JSON.parse(d.body).type)).toEqual(['team.created']);
    const deadAttempts = (await w.svix.messageAttempt.listByEndpoint(w.project.id, dead.id)).data;
    expect(deadAttempts.map((a) => [a.status, a.responseStatusCode, a.response])).toEqual([[2, 0, 'ECONNREFUSED'], [2, 0, 'ECONNREFUSED']]);
    expect((await w.svix.messageAttempt.listByEndpoint(w.project.id, off.id)).data).toEqual([]);
    await w.receiver.close();
  });

  it('in memory, a project keeps its newest messages up to the cap', async () => {
    const w = await webhookProject(t);
    for (let i = 0; i < 7; i++) await createUser(w.project.server, { display_name: `n${i}` });
    await delivered(t);
    const list = (await w.svix.message.list(w.project.id)).data;
    expect(list.map((m) => (m.payload as { data: { display_name: string } }).data.display_name)).toEqual(['n6', 'n5', 'n4', 'n3', 'n2']);
    await w.receiver.close();
  });
});
