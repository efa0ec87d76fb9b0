/**
 * The messages each flow produces on a fresh project with one endpoint, read back through the Svix API
 * (newest first, as the hosted API's own webhook tests read them): event types, order and payload shapes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from '../testing/test-host.js';
import { delivered, webhookProject, type WebhookProject } from './test-kit.js';

let t: TestHost;
beforeAll(async () => {
  t = await startTestHost();
});
afterAll(() => t.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The messages of the project through the raw Svix API, oldest first, with their exact keys. */
async function messages(w: WebhookProject) {
  await delivered(t);
  const res = await t.api().get(`/svix/api/v1/app/${w.project.id}/msg?with_content=true`).set('authorization', `Bearer ${w.token}`);
  expect(res.status).toBe(200);
  const list = res.body.data as Record<string, unknown>[];
  for (const m of list) {
    expect(Object.keys(m).sort()).toEqual(['channels', 'eventId', 'eventType', 'id', 'payload', 'timestamp']);
    expect(m.eventId).toBeNull();
    expect(m.channels).toBeNull();
    expect(m.id).toMatch(/^msg_[0-9A-Za-z]{27}$/);
    expect(new Date(m.timestamp as string).toISOString()).toBe(m.timestamp);
    expect((m.payload as { type: string }).type).toBe(m.eventType);
  }
  return list.reverse() as { eventType: string; payload: { type: string; data: Record<string, unknown> } }[];
}

const TEAM_KEYS = ['client_metadata', 'client_read_only_metadata', 'created_at_millis', 'display_name', 'id', 'profile_image_url', 'server_metadata'];

describe('message lists', () => {
  it('create, update and delete a user', async () => {
    const w = await webhookProject(t);
    const created = await t.api().post('/api/v1/users').set(w.project.server).send({ display_name: 'Ada', primary_email: 'ada@example.com' });
    await t.api().patch(`/api/v1/users/${created.body.id}`).set(w.project.server).send({ display_name: 'Ada L.' });
    await t.api().delete(`/api/v1/users/${created.body.id}`).set(w.project.server);
    const list = await messages(w);
    expect(list.map((m) => m.eventType)).toEqual(['user.created', 'user.updated', 'user.deleted']);
    // The server view of the user, exactly as GET /users/{id} answered it at the time.
    expect(list[0].payload.data).toEqual(created.body);
    expect(list[1].payload.data).toEqual({ ...created.body, display_name: 'Ada L.' });
    expect(list[2].payload.data).toEqual({ id: created.body.id, teams: [] });
    expect(w.receiver.deliveries.map((d) => JSON.parse(d.body).type)).toEqual(['user.created', 'user.updated', 'user.deleted']);
    await w.receiver.close();
  });

  it('create, update and delete a team', async () => {
    const w = await webhookProject(t);
    const team = await t.api().post('/api/v1/teams').set(w.project.server).send({ display_name: 'Test Team' });
    await t.api().patch(`/api/v1/teams/${team.body.id}`).set(w.project.server).send({ display_name: 'Updated Team Name' });
    await t.api().delete(`/api/v1/teams/${team.body.id}`).set(w.project.server);
    const list = await messages(w);
    expect(list.map((m) => m.eventType)).toEqual(['team.created', 'team.updated', 'team.deleted']);
    expect(Object.keys(list[0].payload.data).sort()).toEqual(TEAM_KEYS);
    expect(list[0].payload.data).toEqual(team.body);
    expect(list[1].payload.data).toEqual({ ...team.body, display_name: 'Updated Team Name' });
    expect(list[2].payload.data).toEqual({ id: team.body.id });
    await w.receiver.close();
  });

  it('add and remove a member; a deleted user lists its teams', async () => {
    const w = await webhookProject(t);
    const user = await t.api().post('/api/v1/users').set(w.project.server).send({});
    const team = await t.api().post('/api/v1/teams').set(w.project.server).send({ display_name: 'Crew' });
    const ids = { team_id: team.body.id, user_id: user.body.id };
    await t.api().post(`/api/v1/team-memberships/${ids.team_id}/${ids.user_id}`).set(w.project.server).send({});
    await t.api().delete(`/api/v1/team-memberships/${ids.team_id}/${ids.user_id}`).set(w.project.server);
    await t.api().post(`/api/v1/team-memberships/${ids.team_id}/${ids.user_id}`).set(w.project.server).send({});
    await t.api().delete(`/api/v1/users/${ids.user_id}`).set(w.project.server);
    const list = await messages(w);
    expect(list.map((m) => m.eventType)).toEqual([
      'user.created', 'team.created', 'team_membership.created', 'team_membership.deleted', 'team_membership.created', 'user.deleted',
    ]);
    expect(list[2].payload.data).toEqual(ids);
    expect(list[3].payload.data).toEqual(ids);
    expect(list[5].payload.data).toEqual({ id: ids.user_id, teams: [{ id: ids.team_id }] });
    await w.receiver.close();
  });

  it('a sign-up on a project with create_team_on_sign_up', async () => {
    const w = await webhookProject(t, { create_team_on_sign_up: true, credential_enabled: true });
    const up = await t.api().post('/api/v1/auth/password/sign-up').set(w.project.client)
      .send({ email: 'new@example.com', password: 'long enough 1', verification_callback_url: 'http://localhost:3000/verify' });
    expect(up.status).toBe(200);
    const list = await messages(w);
    expect(list.map((m) => m.eventType)).toEqual(['user.created', 'team.created', 'team_membership.created']);
    const me = await t.api().get(`/api/v1/users/${up.body.user_id}`).set(w.project.server);
    expect(list[0].payload.data).toEqual({ ...me.body, last_active_at_millis: list[0].payload.data.last_active_at_millis });
    expect(list[1].payload.data).toMatchObject({ display_name: "new@example.com's Team" });
    expect(list[1].payload.data.id).toMatch(UUID);
    expect(list[2].payload.data).toEqual({ team_id: list[1].payload.data.id, user_id: up.body.user_id });
    await w.receiver.close();
  });

  it("the dev surface's shortcut users send nothing, personal team included", async () => {
    const w = await webhookProject(t, { create_team_on_sign_up: true });
    await t.user(w.project.id);
    expect(await messages(w)).toEqual([]);
    await w.receiver.close();
  });

  it('client routes fire too: the user updates itself and creates a team', async () => {
    const w = await webhookProject(t, { client_team_creation_enabled: true });
    const u = await t.user(w.project.id);
    await delivered(t);
    const before = (await messages(w)).length;
    const as = { ...w.project.client, 'x-stack-access-token': u.access_token };
    expect((await t.api().patch('/api/v1/users/me').set(as).send({ display_name: 'Me' })).status).toBe(200);
    expect((await t.api().post('/api/v1/teams').set(as).send({ display_name: 'Mine', creator_user_id: 'me' })).status).toBe(201);
    const list = (await messages(w)).slice(before);
    expect(list.map((m) => m.eventType)).toEqual(['user.updated', 'team.created']);
    expect(list[0].payload.data).toMatchObject({ id: u.user_id, display_name: 'Me' });
    await w.receiver.close();
  });
});
