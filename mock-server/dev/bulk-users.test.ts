import { describe, expect, it } from 'vitest';
import { createMockServer, hostOf } from '../create-mock-server.js';

describe('POST /__dev/users/bulk', () => {
  it('seeds users with a primary e-mail, a second channel and a personal team, and refuses bad counts', async () => {
    const app = createMockServer({ rateLimits: false });
    const host = hostOf(app);
    const post = (path: string, body: unknown) =>
      app.fetch(new Request(`http://localhost${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));
    const p = (await (await post('/__dev/projects', { config: { create_team_on_sign_up: true } })).json()) as Record<string, string>;
    const res = await post('/__dev/users/bulk', { project_id: p.project_id, count: 3, prefix: 'Load' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { count: number; first_user_id: string; last_user_id: string };
    expect(body.count).toBe(3);

    const list = await app.fetch(new Request('http://localhost/api/v1/users', {
      headers: { 'x-stack-project-id': p.project_id, 'x-stack-access-type': 'server', 'x-stack-secret-server-key': p.secret_server_key },
    }));
    const users = ((await list.json()) as { items: { id: string; display_name: string; primary_email: string; primary_email_verified: boolean }[] }).items;
    expect(users.map((u) => [u.display_name, u.primary_email, u.primary_email_verified])).toEqual([
      ['Load 0', 'load-0@example.com', true],
      ['Load 1', 'load-1@example.com', true],
      ['Load 2', 'load-2@example.com', true],
    ]);
    expect([users[0].id, users[2].id]).toEqual([body.first_user_id, body.last_user_id]);
    for (const u of users) {
      expect(host.contactChannels.where('user_id', u.id).map((c) => [c.value, c.is_primary])).toEqual([[u.primary_email, true], [u.primary_email.replace('@example.com', '@backup.example.org'), false]]);
      const teams = host.memberships.where('user_id', u.id).map((m) => host.teams.get(m.team_id)!.display_name);
      expect(teams).toEqual([`${u.display_name}'s Team`]);
    }

    for (const count of [0, 1.5, '3', 200_001]) {
      expect((await post('/__dev/users/bulk', { project_id: p.project_id, count })).status).toBe(400);
    }
    expect((await post('/__dev/users/bulk', { project_id: 'nope', count: 1 })).status).toBe(404);
  });
});
