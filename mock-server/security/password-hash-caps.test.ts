import { describe, expect, it } from 'vitest';
import { hash } from '@node-rs/argon2';
import { useTestHost, useTestProject } from '../testing/use-test-host.js';
import { MAX_ARGON2_WORK, MAX_BCRYPT_COST, verifyPassword } from '../core/passwords.js';

const t = useTestHost();
const p = useTestProject(t);

const SALT_AND_HASH = 'abcdefghijklmnopqrstuvABCDEFGHIJKLMNOPQRSTUVWXYZ01234';
const bcryptOfCost = (cost: number) => `$2b$${String(cost).padStart(2, '0')}$${SALT_AND_HASH}`;
const INVALID = "Invalid password hash. Make sure it's a supported algorithm in Modular Crypt Format.";
const importHash = (email: string, password_hash: string) =>
  t.api().post('/api/v1/users').set(p.server).send({ primary_email: email, primary_email_auth_enabled: true, password_hash });

describe('imported password-hash costs (item 6)', () => {
  it('accepts bcrypt up to cost 16 and refuses cost 17 with 400', async () => {
    expect(MAX_BCRYPT_COST).toBe(16);
    expect((await importHash('b16@example.com', bcryptOfCost(16))).status).toBe(201);
    const r17 = await importHash('b17@example.com', bcryptOfCost(17));
    expect([r17.status, r17.text]).toEqual([400, INVALID]);
    expect((await importHash('b31@example.com', bcryptOfCost(31))).status).toBe(400);
  });

  it('refuses argon2 parameters that cost seconds per sign-in (m = 1 GiB, t = 200)', async () => {
    const costly = '$argon2id$v=19$m=1048576,t=200,p=1$c29tZXNhbHQ$iWh06vD8Fy27wf9npn6FXWiCX4K6pW6Ue1Bnzz07Z8A';
    const res = await importHash('a@example.com', costly);
    expect([res.status, res.text]).toEqual([400, INVALID]);
    const patched = await t.api().patch(`/api/v1/users/${(await t.user(p.id)).user_id}`).set(p.server).send({ password_hash: costly });
    expect(patched.status).toBe(400);
  });

  it('the costliest argon2 hash the host accepts verifies in under 100 ms; a costlier stored one is never run', async () => {
    const worst = await hash('pw', { memoryCost: MAX_ARGON2_WORK / 2, timeCost: 2, parallelism: 1 });
    expect((await importHash('worst@example.com', worst)).status).toBe(201);
    // CPU time of the process (all threads) per verification: what the hash costs, whatever else the machine runs.
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const start = process.cpuUsage();
      expect(await verifyPassword(t.host, worst, 'pw')).toBe(true);
      const used = process.cpuUsage(start);
      times.push((used.user + used.system) / 1000);
    }
    const median = times.sort((a, b) => a - b)[2];
    console.log(`worst accepted argon2 (m=${MAX_ARGON2_WORK / 2} KiB, t=2): median ${median.toFixed(1)} ms CPU per verification`);
    expect(median).toBeLessThan(100);
    const tooCostly = await hash('pw', { memoryCost: 65536, timeCost: 2, parallelism: 1 });
    // Refused before any hashing: the process spends far less CPU than one 64 MiB argon2 run would.
    const start = process.cpuUsage();
    expect(await verifyPassword(t.host, tooCostly, 'pw')).toBe(false);
    const spent = process.cpuUsage(start);
    expect((spent.user + spent.system) / 1000).toBeLessThan(15);
  });
});
