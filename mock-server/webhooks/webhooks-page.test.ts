/** The dev webhooks page: endpoints, messages with payload, attempts with answers and signature headers, Resend. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer } from '../create-mock-server.js';
import { startTestHost, type TestHost } from '../testing/test-host.js';
import { delivered, webhookProject, type WebhookProject } from './test-kit.js';

let t: TestHost;
let w: WebhookProject;
beforeAll(async () => {
  t = await startTestHost();
  w = await webhookProject(t);
  w.receiver.reply = (n) => (n === 1 ? 500 : 204);
  await t.api().post('/api/v1/users').set(w.project.server).send({ display_name: '<b>Escaped</b>' });
  await delivered(t);
});
afterAll(async () => {
  await w.receiver.close();
  await t.close();
});

describe('/webhooks page', () => {
  it("lists the project's endpoint, its message, the payload, the failed attempt's answer and signature headers", async () => {
    const res = await t.api().get(`/webhooks?project=${w.project.id}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = res.text;
    const [msg] = (await w.svix.message.list(w.project.id)).data;
    expect(page).toContain(`<code>${w.receiver.url}</code>`);
    expect(page).toContain(`<code>${w.secret.replace(/\+/g, '+')}</code>`);
    expect(page).toContain(`user.created <code>${msg.id}</code>`);
    expect(page).toContain('&#34;display_name&#34;: &#34;&#60;b&#62;Escaped&#60;/b&#62;&#34;');
    expect(page).not.toContain('<b>Escaped</b>');
    expect(page).toContain('Failed (500)');
    expect(page).toContain('answer 500');
    expect(page).toMatch(new RegExp(`svix-id: ${msg.id}\nsvix-timestamp: \\d+\nsvix-signature: v1,`));
    expect(page).toMatch(/<link rel="icon"/);
    expect(page).not.toContain('<script');
  });

  it('Resend posts back, sends again and returns to the message', async () => {
    const [msg] = (await w.svix.message.list(w.project.id)).data;
    const res = await t.api().post('/webhooks/resend').type('form').send({ msg_id: msg.id, endpoint_id: w.endpointId });
    expect([res.status, res.headers.location]).toEqual([303, `/webhooks?project=${w.project.id}#msg-${msg.id}`]);
    await delivered(t);
    expect(w.receiver.deliveries).toHaveLength(2);
    expect((await t.api().get(`/webhooks?project=${w.project.id}`)).text).toContain('Delivered (204)');
    expect((await t.api().post('/webhooks/resend').type('form').send({ msg_id: 'msg_nope', endpoint_id: w.endpointId })).status).toBe(404);
    // Another site cannot make the browser post it.
    expect((await t.api().post('/webhooks/resend').set('origin', 'https://evil.example').type('form').send({ msg_id: msg.id, endpoint_id: w.endpointId })).status).toBe(403);
  });

  it('is part of the dev surface: off with devRoutes false', async () => {
    const app = createMockServer({ devRoutes: false });
    expect((await app.request('http://localhost/webhooks')).status).toBe(404);
  });
});
