/**
 * The two seeded projects: `internal` as the hosted API seeds it (nobody can invite, no passkeys, no account
 * deletion), and `local`, the project a newcomer uses (the CLI seeds it): team creators manage their team,
 * passkeys and account deletion on, and its name is the owner's.
 */
import { describe, expect, it } from 'vitest';
import { createMockServer, hostOf } from '../create-mock-server.js';
import { DEV_KEYS, LOCAL_KEYS } from './seed.js';

const BASE = 'http://localhost:8102';
const fast = { passwordHash: { memoryCost: 1024, timeCost: 1, parallelism: 1 } };

function kit(localProjectName?: string) {
  const app = createMockServer({ ...fast, ...(localProjectName !== undefined ? { localProjectName } : {}) });
  const call = async (method: string, path: string, keys: { projectId: string; publishableClientKey: string; superSecretAdminKey: string }, o: { as?: 'client' | 'admin'; token?: string; body?: unknown } = {}) => {
    const as = o.as ?? 'client';
    const headers: Record<string, string> = {
      'x-stack-project-id': keys.projectId,
      'x-stack-access-type': as,
      ...(as === 'client' ? { 'x-stack-publishable-client-key': keys.publishableClientKey } : { 'x-stack-super-secret-admin-key': keys.superSecretAdminKey }),
      ...(o.token ? { 'x-stack-access-token': o.token } : {}),
      ...(o.body !== undefined ? { 'content-type': 'application/json' } : {}),
    };
    const res = await app.request(`${BASE}/api/v1${path}`, { method, headers, body: o.body === undefined ? undefined : JSON.stringify(o.body) });
    const text = await res.text();
    return { status: res.status, text, code: res.headers.get('x-stack-known-error'), json: text.startsWith('{') ? JSON.parse(text) : undefined };
  };
  /** Sign-up, a team, an invitation, the project's flags and account deletion, as a newcomer tries them. */
  const newcomer = async (keys: typeof DEV_KEYS | typeof LOCAL_KEYS) => {
    const up = await call('POST', '/auth/password/sign-up', keys, { body: { email: 'new@example.com', password: 'newcomer-password-1', verification_callback_url: 'http://localhost:3000/handler/email-verification' } });
    expect(up.status).toBe(200);
    const token = up.json.access_token as string;
    const team = await call('POST', '/teams', keys, { token, body: { display_name: 'My team', creator_user_id: 'me' } });
    expect(team.status).toBe(201);
    const invite = await call('POST', '/team-invitations/send-code', keys, { token, body: { team_id: team.json.id, email: 'friend@example.com', callback_url: 'http://localhost:3000/handler/team-invitation' } });
    const project = (await call('GET', '/projects/current', keys, { as: 'admin' })).json.config;
    const deleted = await call('DELETE', '/users/me', keys, { token });
    return { invite, project, deleted };
  };
  return { app, host: hostOf(app), call, newcomer };
}

describe('seeded projects', () => {
  it('internal is seeded as the hosted API seeds it: a team creator cannot invite, no passkeys, no account deletion', async () => {
    const k = kit();
    expect(k.host.projects.get(LOCAL_KEYS.projectId)).toBeUndefined(); // in-process hosts seed `local` only when asked
    const r = await k.newcomer(DEV_KEYS);
    expect([r.invite.status, r.invite.code]).toEqual([401, 'TEAM_PERMISSION_REQUIRED']);
    expect(r.project).toMatchObject({ passkey_enabled: false, client_user_deletion_enabled: false, team_creator_default_permissions: [], team_member_default_permissions: [] });
    expect([r.deleted.status, r.deleted.text]).toEqual([400, 'Client user deletion is not enabled for this project']);
    const defs = k.host.permissionDefinitions.filter((d) => d.project_id === DEV_KEYS.projectId);
    expect(defs).toEqual([]);
  });

  it('local: team creators manage their team (admin), members get member; passkeys and account deletion on; the owner names it', async () => {
    const k = kit('Acme Notes');
    const r = await k.newcomer(LOCAL_KEYS);
    expect(r.invite.status).toBe(200);
    expect(r.project).toMatchObject({
      passkey_enabled: true, client_user_deletion_enabled: true, magic_link_enabled: true, client_team_creation_enabled: true,
      team_creator_default_permissions: [{ id: 'admin' }], team_member_default_permissions: [{ id: 'member' }],
    });
    expect(r.deleted.status).toBe(200);
    const mail = k.host.mails.find((m) => m.to.includes('new@example.com'))!; // the e-mail verification mail
    expect(mail.subject).toContain('Acme Notes');
    expect(mail.text).toContain('Acme Notes');
  });

  it('local survives /__dev/reset, and an existing one takes the new name', async () => {
    const k = kit('First');
    const reset = await k.app.request(`${BASE}/__dev/reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(reset.status).toBe(200);
    expect(k.host.projects.get(LOCAL_KEYS.projectId)?.display_name).toBe('First');
    expect(k.host.permissionDefinitions.filter((d) => d.project_id === LOCAL_KEYS.projectId).map((d) => d.permission_id).sort()).toEqual(['admin', 'member']);
    const { seedLocalProject } = await import('./seed.js');
    seedLocalProject(k.host, 'Renamed');
    expect(k.host.projects.get(LOCAL_KEYS.projectId)?.display_name).toBe('Renamed');
    expect(k.host.apiKeys.filter((a) => a.project_id === LOCAL_KEYS.projectId)).toHaveLength(1);
  });
});
