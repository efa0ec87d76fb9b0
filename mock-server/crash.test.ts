/**
 * Crash safety of --data-dir: a child host is SIGKILLed while a stream of writes is in flight, 20 times.
 * Every write whose response arrived (acknowledged) must be there after the restart, and a multi-row
 * request (a user created with an e-mail in a project that gives each new user a personal team: user,
 * contact channel, team, membership, permission grant, user update) is there whole or not at all.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEV_KEYS } from './store/seed.js';
import { Db } from './store/db.js';
import { nodeBundle } from './testing/node-bundle.js';

const ROUNDS = 20;
const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'host-crash-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const server = { 'x-stack-project-id': 'internal', 'x-stack-access-type': 'server', 'x-stack-secret-server-key': DEV_KEYS.secretServerKey };
const json = { ...server, 'content-type': 'application/json' };

/** The host CLI as one bundled file: each of the 21 starts skips the tsx loader. */
const bundled = nodeBundle(CLI);

async function start(): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, [await bundled, '--port', '0', '--data-dir', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /http:\/\/localhost:(\d+)/.exec(out);
      if (m) resolve({ child, base: `http://127.0.0.1:${m[1]}` });
    });
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => reject(new Error(`host exited (${code}) before listening: ${out}`)));
  });
}

async function listIds(base: string, headers: Record<string, string>): Promise<Set<string>> {
  const { 'content-type': _, ...h } = headers;
  const res = await fetch(`${base}/api/v1/users`, { headers: h });
  const body = (await res.json()) as { items: { id: string }[] };
  if (!body.items) throw new Error(`list failed: ${res.status} ${JSON.stringify(body)}`);
  return new Set(body.items.map((u) => u.id));
}

/** Users of `projectId` on disk whose sign-up rows are not all there (read with the child stopped). */
function halfApplied(projectId: string): { users: number; broken: string[] } {
  const db = new Db(dir);
  db.open();
  const users = db.table<{ id: string; project_id: string }>('users').filter((u) => u.project_id === projectId);
  const has = (t: string, field: string, value: unknown) => db.table<{ id: string } & Record<string, unknown>>(t).where(field, value).length > 0;
  const broken = users.filter((u) => {
    const m = db.table<{ id: string; team_id: string; user_id: string }>('team_memberships').where('user_id', u.id)[0];
    return !m || !has('teams', 'id', m.team_id) || !has('team_permissions', 'user_id', u.id) || !has('contact_channels', 'user_id', u.id);
  }).map((u) => u.id);
  // …and no team, membership or channel without its user
  for (const t of ['team_memberships', 'team_permissions', 'contact_channels']) {
    for (const r of db.table<{ id: string; user_id: string; project_id: string }>(t).filter((x) => x.project_id === projectId)) {
      if (!has('users', 'id', r.user_id)) broken.push(`${t}:${r.id}`);
    }
  }
  db.close();
  return { users: users.length, broken };
}

describe('crash safety', () => {
  it(`loses no acknowledged write across ${ROUNDS} SIGKILLs and never half-applies a request`, async () => {
    const acknowledged: string[] = [];
    let { child, base } = await start();
    const made = await fetch(`${base}/__dev/projects`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ config: { create_team_on_sign_up: true } }) });
    const project = (await made.json()) as { project_id: string; secret_server_key: string };
    const teamJson = { 'x-stack-project-id': project.project_id, 'x-stack-access-type': 'server', 'x-stack-secret-server-key': project.secret_server_key, 'content-type': 'application/json' };
    let signUps = 0;
    let usersSeen = 0;
    for (let round = 0; round < ROUNDS; round++) {
      let stop = false;
      const writer = async (w: number) => {
        for (let i = 0; !stop; i++) {
          try {
            const team = w >= 2;
            const body = team ? { primary_email: `r${round}-w${w}-${i}@example.com`, primary_email_auth_enabled: true } : { display_name: `r${round}-w${w}-${i}`, client_metadata: { round } };
            const res = await fetch(`${base}/api/v1/users`, { method: 'POST', headers: team ? teamJson : json, body: JSON.stringify(body) });
            if (team && res.status === 201) signUps++;
            if (res.status === 201) acknowledged.push(((await res.json()) as { id: string }).id);
            else throw new Error(`unexpected ${res.status}: ${await res.text()}`);
          } catch (e) {
            if (!stop) throw e;
          }
        }
      };
      const failures: unknown[] = [];
      const writers = [0, 1, 2, 3].map((w) => writer(w).catch((e) => failures.push(e)));
      // Kill mid-stream: after a varying delay, once this round has acknowledged a few writes (the machine may be slow).
      const ackedBefore = acknowledged.length;
      const signUpsBefore = signUps;
      await new Promise((r) => setTimeout(r, 60 + ((round * 37) % 90)));
      while (acknowledged.length < ackedBefore + 4 || signUps === signUpsBefore) await new Promise((r) => setTimeout(r, 5));
      stop = true;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
      await Promise.all(writers);
      expect(failures.map(String), `round ${round}: writer failures`).toEqual([]);
      const check = halfApplied(project.project_id);
      expect(check.broken, `round ${round}: half-applied sign-ups`).toEqual([]);
      usersSeen = check.users;
      ({ child, base } = await start());
      const present = new Set([...(await listIds(base, server)), ...(await listIds(base, teamJson))]);
      const lost = acknowledged.filter((id) => !present.has(id));
      expect(lost, `round ${round}`).toEqual([]);
    }
    expect(acknowledged.length).toBeGreaterThan(ROUNDS * 4);
    expect(usersSeen).toBeGreaterThanOrEqual(signUps);
    expect(signUps).toBeGreaterThan(ROUNDS);
    console.log(`crash safety: ${ROUNDS} SIGKILL rounds, ${acknowledged.length} acknowledged writes (${signUps} multi-row sign-ups), 0 lost, 0 half-applied`);
    // Wait for the clean stop (it closes and seals the file) before the directory is removed.
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }, 180_000);
});
