/**
 * The Svix-compatible API: tokens per project (isolation), endpoint management through the official `svix`
 * client, Svix's error shapes, and pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from '../testing/test-host.js';
import { delivered, svixClient, svixToken, webhookProject } from './test-kit.js';

let t: TestHost;
beforeAll(async () => {
  t = await startTestHost();
});
afterAll(() => t.close());

const get = (path: string, token?: string) => {
  const r = t.api().get(`/svix/api/v1${path}`);
  return token ? r.set('authorization', `Bearer ${token}`) : r;
};

describe('Svix-compatible API', () => {
  it("one project's token cannot see another's endpoints or messages", async () => {
    const a = await webhookProject(t);
    const b = await webhookProject(t);
    await t.api().post('/api/v1/users').set(a.project.server).send({ display_name: 'Secret of A' });
    await delivered(t);
    expect((await get(`/app/${a.project.id}/msg`, a.token)).body.data).toHaveLength(1);
    for (const path of [`/app/${a.project.id}/msg`, `/app/${a.project.id}/endpoint`, `/app/${a.project.id}/endpoint/${a.endpointId}/secret`, `/app/${a.project.id}/attempt/endpoint/${a.endpointId}`]) {
      const res = await get(path, b.token);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 'forbidden', detail: 'This token is not valid for this application' });
    }
    // B's own app does not hold A's message or endpoint either.
    expect((await get(`/app/${b.project.id}/msg`, b.token)).body.data).toEqual([]);
    expect((await get(`/app/${b.project.id}/endpoint/${a.endpointId}`, b.token)).status).toBe(404);
    const [msg] = (await get(`/app/${a.project.id}/msg`, a.token)).body.data;
    expect((await get(`/app/${b.project.id}/msg/${msg.id}`, b.token)).body).toEqual({ code: 'not_found', detail: 'Entity not found' });
    expect(b.receiver.deliveries).toEqual([]);
    await a.receiver.close();
    await b.receiver.close();
  });

  it('no token, an unknown token, or a token of a deleted project: 401', async () => {
    const p = await t.project();
    const token = await svixToken(t, p);
    expect((await get(`/app/${p.id}/endpoint`)).status).toBe(401);
    const bad = await get(`/app/${p.id}/endpoint`, 'svix_local_not-a-token');
    expect([bad.status, bad.body]).toEqual([401, { code: 'authentication_failed', detail: 'Invalid token' }]);
    expect((await get(`/app/${p.id}/endpoint`, token)).status).toBe(200);
    expect((await t.api().delete('/api/v1/projects/current').set(p.admin)).status).toBe(200);
    expect((await get(`/app/${p.id}/endpoint`, token)).status).toBe(401);
  });

  it('endpoints: create, list, read, patch, update, secret, rotate, delete (svix client)', async () => {
    const p = await t.project();
    const svix = svixClient(t, await svixToken(t, p));
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const ep = await svix.endpoint.create(p.id, { url: 'http://localhost:3000/hooks', description: 'mine', filterTypes: ['user.created'], secret, uid: 'local-app' });
    expect(ep).toMatchObject({ url: 'http://localhost:3000/hooks', description: 'mine', filterTypes: ['user.created'], disabled: false, version: 1, uid: 'local-app', metadata: {} });
    expect(ep.id).toMatch(/^ep_[0-9A-Za-z]{27}$/);
    expect(ep.createdAt).toBeInstanceOf(Date);
    expect((await svix.endpoint.getSecret(p.id, ep.id)).key).toBe(secret);
    expect((await svix.endpoint.get(p.id, 'local-app')).id).toBe(ep.id);
    const patched = await svix.endpoint.patch(p.id, ep.id, { disabled: true });
    expect([patched.disabled, patched.description, patched.filterTypes]).toEqual([true, 'mine', ['user.created']]);
    const replaced = await svix.endpoint.update(p.id, ep.id, { url: 'https://example.com/hooks' });
    expect([replaced.url, replaced.disabled, replaced.description, replaced.filterTypes]).toEqual(['https://example.com/hooks', false, '', null]);
    await svix.endpoint.rotateSecret(p.id, ep.id, {});
    const rotated = (await svix.endpoint.getSecret(p.id, ep.id)).key;
    expect(rotated).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(rotated).not.toBe(secret);
    const second = await svix.endpoint.create(p.id, { url: 'http://127.0.0.1:4000/' });
    const list = await svix.endpoint.list(p.id);
    expect([list.data.map((e) => e.id), list.done]).toEqual([[second.id, ep.id], true]);
    const page1 = await svix.endpoint.list(p.id, { limit: 1 });
    expect([page1.data.map((e) => e.id), page1.done]).toEqual([[second.id], false]);
    const page2 = await svix.endpoint.list(p.id, { limit: 1, iterator: page1.iterator! });
    expect([page2.data.map((e) => e.id), page2.done]).toEqual([[ep.id], true]);
    await svix.endpoint.delete(p.id, ep.id);
    expect((await svix.endpoint.list(p.id)).data.map((e) => e.id)).toEqual([second.id]);
  });

  it("Svix's error shapes: 422 with the field, 404, 409 for a taken uid", async () => {
    const p = await t.project();
    const token = await svixToken(t, p);
    const post = (body: unknown) => t.api().post(`/svix/api/v1/app/${p.id}/endpoint`).set('authorization', `Bearer ${token}`).send(body as object);
    expect((await post({})).body).toEqual({ detail: [{ loc: ['body', 'url'], msg: 'field required', type: 'value_error.missing' }] });
    expect((await post({ url: 'ftp://x' })).status).toBe(422);
    expect((await post({ url: 'http://x', filterTypes: ['user.signed_in'] })).body.detail[0]).toMatchObject({ loc: ['body', 'filterTypes'], msg: 'event type not found: user.signed_in' });
    expect((await post({ url: 'http://x', secret: 'short' })).body.detail[0].loc).toEqual(['body', 'secret']);
    expect((await post({ url: 'http://x', uid: 'u1' })).status).toBe(201);
    expect((await post({ url: 'http://x', uid: 'u1' })).status).toBe(409);
    const raw = await t.api().post(`/svix/api/v1/app/${p.id}/endpoint`).set('authorization', `Bearer ${token}`).set('content-type', 'application/json').send('{nope');
    expect(raw.status).toBe(422);
    expect((await get(`/app/${p.id}/endpoint/ep_missing`, token)).status).toBe(404);
    expect((await get(`/app/${p.id}/msg?limit=0`, token)).status).toBe(422);
    expect((await get(`/app/${p.id}/no-such-route`, token)).status).toBe(404);
    const pre = await t.api().options(`/svix/api/v1/app/${p.id}/endpoint`);
    expect([pre.status, pre.headers['access-control-allow-origin'], pre.headers['access-control-allow-headers']]).toEqual([204, '*', expect.stringContaining('authorization')]);
  });

  it('the application reads as the project', async () => {
    const p = await t.project();
    const app = await svixClient(t, await svixToken(t, p)).application.get(p.id);
    expect([app.id, app.uid, app.name]).toEqual([p.id, p.id, p.id]);
  });
});
