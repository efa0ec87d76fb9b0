/**
 * A permission graph six levels deep with a cycle, among 1,000 definitions: recursive resolution is correct
 * and terminates. Per-check time is measured and logged (a bench line, not an assertion).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupHost, type HostKit, type TestUser } from '../test-kit.js';
import { expandPermissions, hasTeamPermission, permissionGraph } from './resolve-permissions.js';

const FILLERS = 992; // + lvl0..lvl5 + the default member/admin = 1,000 custom definitions

describe('recursive permission resolution', () => {
  let k: HostKit;
  let pid: string;
  let user: TestUser;
  let ringUser: TestUser;
  let teamId: string;
  const admin = { as: 'admin' as const };

  beforeAll(async () => {
    k = setupHost();
    pid = k.createProject();
    const define = async (id: string, contained: string[]) => {
      const r = await k.call('POST', '/team-permission-definitions', { ...admin, projectId: pid, body: { id, contained_permission_ids: contained } });
      expect(r.status).toBe(201);
    };
    // fillers: a ring f_0 → f_1 → … → f_991 → f_0 (closed with a PATCH), each also containing a system permission
    await define('f_991', ['$read_members']);
    for (let i = FILLERS - 2; i >= 0; i--) await define(`f_${i}`, [`f_${i + 1}`]);
    await k.call('PATCH', '/team-permission-definitions/f_991', { ...admin, projectId: pid, body: { contained_permission_ids: ['$read_members', 'f_0'] } });
    // six levels: lvl0 → lvl1 → … → lvl5 → $update_team, and lvl5 → lvl2 closes a cycle
    await define('lvl5', ['$update_team']);
    for (let i = 4; i >= 0; i--) await define(`lvl${i}`, [`lvl${i + 1}`]);
    await k.call('PATCH', '/team-permission-definitions/lvl5', { ...admin, projectId: pid, body: { contained_permission_ids: ['$update_team', 'lvl2'] } });

    user = await k.createUser({ projectId: pid });
    ringUser = await k.createUser({ projectId: pid });
    teamId = (await k.call('POST', '/teams', { as: 'server', projectId: pid, body: { display_name: 'Deep' } })).body.id;
    for (const [u, perm] of [[user, 'lvl0'], [ringUser, 'f_500']] as const) {
      await k.call('POST', `/team-memberships/${teamId}/${u.id}`, { as: 'server', projectId: pid, body: {} });
      await k.call('DELETE', `/team-permissions/${teamId}/${u.id}/member`, { as: 'server', projectId: pid });
      await k.call('POST', `/team-permissions/${teamId}/${u.id}/${perm}`, { as: 'server', projectId: pid, body: {} });
    }
  }, 60_000);

  it('has 1,000 custom definitions', () => {
    expect(k.host.permissionDefinitions.filter((d) => d.project_id === pid)).toHaveLength(1000);
  });

  it('resolves every level, through the cycle, and nothing else', async () => {
    const r = await k.call('GET', '/team-permissions', { projectId: pid, token: user.token, query: { user_id: 'me', team_id: teamId, recursive: 'true' } });
    expect(r.body.items.map((p: { id: string }) => p.id)).toEqual(['$update_team', 'lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5']);
    const flat = await k.call('GET', '/team-permissions', { projectId: pid, token: user.token, query: { user_id: 'me', team_id: teamId } });
    expect(flat.body.items.map((p: { id: string }) => p.id)).toEqual(['lvl0']);
    expect(hasTeamPermission(k.host, pid, teamId, user.id, '$update_team')).toBe(true);
    expect(hasTeamPermission(k.host, pid, teamId, user.id, '$update_team', false)).toBe(false);
    expect(hasTeamPermission(k.host, pid, teamId, user.id, '$delete_team')).toBe(false);
    expect(hasTeamPermission(k.host, pid, teamId, user.id, 'f_1')).toBe(false);
    // the six-level grant really lets the member update the team over HTTP
    const patch = await k.call('PATCH', `/teams/${teamId}`, { projectId: pid, token: user.token, body: { display_name: 'Deeper' } });
    expect(patch.status).toBe(200);
  });

  it('a grant inside the 992-long ring expands to the whole ring plus its system permission', () => {
    const all = expandPermissions(permissionGraph(k.host, pid), ['f_500']);
    expect(all.size).toBe(FILLERS + 1);
    expect(all.has('$read_members') && all.has('f_0') && all.has('f_499')).toBe(true);
    expect(hasTeamPermission(k.host, pid, teamId, ringUser.id, '$read_members')).toBe(true);
    expect(hasTeamPermission(k.host, pid, teamId, ringUser.id, 'lvl0')).toBe(false);
  });

  it('bench: per-check time with 1,000 definitions (logged, not asserted)', async () => {
    const cases: [TestUser, string, boolean][] = [
      [user, '$update_team', true],
      [user, '$delete_team', false],
      [ringUser, 'lvl0', false],
      [ringUser, '$read_members', true],
    ];
    for (const [u, perm, want] of cases) {
      const n = 2000;
      const t0 = performance.now();
      for (let i = 0; i < n; i++) if (hasTeamPermission(k.host, pid, teamId, u.id, perm) !== want) throw new Error('wrong answer');
      const us = ((performance.now() - t0) / n) * 1000;
      console.log(`[bench] hasTeamPermission ${perm} (${want ? 'held' : 'missing'}, 1000 defs, depth 6 + cycle): ${us.toFixed(1)} µs/check`);
    }
    const n = 200;
    const t0 = performance.now();
    for (let i = 0; i < n; i++) {
      await k.call('GET', '/team-permissions', { projectId: pid, token: user.token, query: { user_id: 'me', team_id: teamId, recursive: 'true', permission_id: '$update_team' } });
    }
    console.log(`[bench] GET /team-permissions?recursive=true over in-process HTTP: ${(((performance.now() - t0) / n) * 1000).toFixed(0)} µs/request`);
  });
});
