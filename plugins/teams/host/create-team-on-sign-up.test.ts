/** create_team_on_sign_up: a personal team, with the creator defaults, for users created by POST /users or sign-up. */
import { beforeEach, describe, expect, it } from 'vitest';
import { setupHost, type HostKit } from '../test-kit.js';

describe('create_team_on_sign_up', () => {
  let k: HostKit;
  let pid: string;
  beforeEach(() => {
    k = setupHost({ passwordHash: { memoryCost: 1024, timeCost: 1, parallelism: 1 } });
    pid = k.createProject({ create_team_on_sign_up: true });
  });
  const teamsOf = (userId: string) => k.call('GET', '/teams', { as: 'server', projectId: pid, query: { user_id: userId } });

  it("POST /users: `{display_name}'s Team`, else `{primary_email}'s Team`, else `Personal Team`", async () => {
    const named = await k.call('POST', '/users', { as: 'server', projectId: pid, body: { display_name: 'Ada', primary_email: 'ada@example.com' } });
    const mailed = await k.call('POST', '/users', { as: 'server', projectId: pid, body: { primary_email: 'bo@example.com' } });
    const empty = await k.call('POST', '/users', { as: 'server', projectId: pid, body: {} });
    expect((await teamsOf(named.body.id)).body.items.map((t: { display_name: string }) => t.display_name)).toEqual(["Ada's Team"]);
    expect((await teamsOf(mailed.body.id)).body.items.map((t: { display_name: string }) => t.display_name)).toEqual(["bo@example.com's Team"]);
    const personal = (await teamsOf(empty.body.id)).body.items;
    expect(personal.map((t: { display_name: string }) => t.display_name)).toEqual(['Personal Team']);
    const perms = await k.call('GET', '/team-permissions', { as: 'server', projectId: pid, query: { user_id: empty.body.id, team_id: personal[0].id } });
    expect(perms.body.items.map((p: { id: string }) => p.id)).toEqual(['admin']);
  });

  it('password sign-up also gets a personal team; projects without the flag do not', async () => {
    const up = await k.call('POST', '/auth/password/sign-up', {
      projectId: pid,
      body: { email: 'signup@example.com', password: 'long enough 1', verification_callback_url: 'http://localhost:3000/verify' },
    });
    expect(up.status).toBe(200);
    expect((await teamsOf(up.body.user_id)).body.items.map((t: { display_name: string }) => t.display_name)).toEqual(["signup@example.com's Team"]);
    const plain = await k.call('POST', '/users', { as: 'server', body: { display_name: 'No team' } });
    expect((await k.call('GET', '/teams', { as: 'server', query: { user_id: plain.body.id } })).body.items).toEqual([]);
  });
});
