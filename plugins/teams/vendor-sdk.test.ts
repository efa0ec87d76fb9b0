/**
 * The vendor SDK (@stackframe/js 2.7.23) against our host on loopback: teams, memberships, permissions and an
 * invitation accepted with the code read from the dev mailbox over HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { mailboxCode, startTestHost, type TestHost } from '../../mock-server/testing/test-host.js';
import { DEV_KEYS } from '../../mock-server/store/seed.js';

type Vendor = typeof import('@stackframe/js');
let StackClientApp: Vendor['StackClientApp'];
let StackServerApp: Vendor['StackServerApp'];
let t: TestHost;
let dir: string;
const CALLBACK = 'http://localhost:3000/handler/team-invitation';

/** stack-shared's ESM has extension-less imports Node cannot load: bundle the SDK with esbuild once, import the file. */
async function loadVendorSdk(): Promise<Vendor> {
  const out = await build({ entryPoints: ['@stackframe/js'], bundle: true, platform: 'node', format: 'esm', write: false, logLevel: 'silent' });
  dir = mkdtempSync(join(tmpdir(), 'vendor-sdk-teams-'));
  const file = join(dir, 'stackframe-js.mjs');
  writeFileSync(file, out.outputFiles[0].contents);
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Vendor;
}

beforeAll(async () => {
  ({ StackClientApp, StackServerApp } = await loadVendorSdk());
  t = await startTestHost();
});
afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

interface Keys { projectId: string; publishableClientKey: string; secretServerKey: string }
const INTERNAL: Keys = { projectId: DEV_KEYS.projectId, publishableClientKey: DEV_KEYS.publishableClientKey, secretServerKey: DEV_KEYS.secretServerKey };
const common = (k: Keys) => ({ projectId: k.projectId, baseUrl: t.url, tokenStore: 'memory' as const, redirectMethod: 'none' as const, noAutomaticPrefetch: true });
const clientApp = (k = INTERNAL) => new StackClientApp({ ...common(k), publishableClientKey: k.publishableClientKey });
const serverApp = (k = INTERNAL) => new StackServerApp({ ...common(k), publishableClientKey: k.publishableClientKey, secretServerKey: k.secretServerKey });

/** A project with the new-project defaults (creator gets `admin`, members `member`) and client team creation on. */
async function teamsProject(): Promise<Keys> {
  const p = await t.project({ config: { client_team_creation_enabled: true } });
  return { projectId: p.id, publishableClientKey: p.keys.publishable_client_key, secretServerKey: p.keys.secret_server_key };
}

async function signedUp(email: string, k = INTERNAL) {
  const app = clientApp(k);
  const r = await app.signUpWithCredential({ email, password: 'team password 1', noRedirect: true, verificationCallbackUrl: CALLBACK });
  expect(r.status).toBe('ok');
  return { app, user: (await app.getUser({ or: 'throw' }))! };
}

describe('vendor SDK @stackframe/js 2.7.23: teams', () => {
  it('client: create a team, list it, update it, list its users', async () => {
    const { user } = await signedUp('vendor-team-owner@example.com', await teamsProject());
    const team = await user.createTeam({ displayName: 'Vendor Team' });
    expect(team.displayName).toBe('Vendor Team');
    expect(await user.hasPermission(team, '$delete_team')).toBe(true);
    expect((await user.listTeams()).map((x) => x.id)).toEqual([team.id]);
    await team.update({ displayName: 'Vendor Team 2', clientMetadata: { plan: 'free' } });
    const listed = await user.listTeams();
    expect(listed[0]).toMatchObject({ displayName: 'Vendor Team 2', clientMetadata: { plan: 'free' } });
    const users = await listed[0].listUsers();
    expect(users.map((u) => u.id)).toEqual([user.id]);
    expect(users[0].teamProfile.displayName).toBeNull();
    expect(await user.hasPermission(team, '$update_team')).toBe(true); // via the creator default `admin`
  });

  it('server: addUser and removeUser; grant, hasPermission, revoke', async () => {
    const server = serverApp();
    const a = await server.createUser({ primaryEmail: 'vendor-srv-a@example.com', displayName: 'A' });
    const b = await server.createUser({ primaryEmail: 'vendor-srv-b@example.com', displayName: 'B' });
    const team = await server.createTeam({ displayName: 'Server Team', creatorUserId: a.id });
    await team.addUser(b.id);
    expect((await team.listUsers()).map((u) => u.id).sort()).toEqual([a.id, b.id].sort());
    await team.removeUser(b.id);
    expect((await team.listUsers()).map((u) => u.id)).toEqual([a.id]);

    expect(await a.hasPermission(team, '$invite_members')).toBe(false);
    await a.grantPermission(team, '$invite_members');
    expect(await a.hasPermission(team, '$invite_members')).toBe(true);
    expect((await a.listPermissions(team)).map((p) => p.id)).toContain('$invite_members');
    await a.revokePermission(team, '$invite_members');
    expect(await a.hasPermission(team, '$invite_members')).toBe(false);
    expect((await server.getTeam(team.id))?.displayName).toBe('Server Team');
  });

  it('invite a member and accept through the dev mailbox', async () => {
    const owner = await signedUp('vendor-inviter@example.com');
    const team = await owner.user.createTeam({ displayName: 'Invited Crew' });
    const server = serverApp();
    await (await server.getUser(owner.user.id))!.grantPermission(team, '$invite_members');
    await (await server.getUser(owner.user.id))!.grantPermission(team, '$read_members');
    await team.inviteUser({ email: 'vendor-invitee@example.com', callbackUrl: CALLBACK });
    const invitations = await team.listInvitations();
    expect(invitations.map((i) => i.recipientEmail)).toEqual(['vendor-invitee@example.com']);

    const { code, subject } = await mailboxCode(t.url, 'vendor-invitee@example.com');
    expect(subject).toBe('You have been invited to join Invited Crew');
    const invitee = await signedUp('vendor-invitee@example.com');
    expect((await invitee.app.verifyTeamInvitationCode(code)).status).toBe('ok');
    const details = await invitee.app.getTeamInvitationDetails(code);
    expect(details.status === 'ok' && details.data.teamDisplayName).toBe('Invited Crew');
    expect((await invitee.app.acceptTeamInvitation(code)).status).toBe('ok');
    expect((await invitee.user.listTeams()).map((x) => x.id)).toEqual([team.id]);
    const again = await invitee.app.acceptTeamInvitation(code);
    expect(again.status === 'error' && again.error.errorCode).toBe('VERIFICATION_CODE_ALREADY_USED');
  });
});
